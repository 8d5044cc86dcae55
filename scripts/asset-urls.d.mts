// Types of scripts/asset-urls.mjs, for the TypeScript tests that import it.
import type { PluginBuild } from 'esbuild';

/** `source` with each `new URL('./x', import.meta.url)` reading its path from an import of `./x?asset`. */
export function rewriteAssetUrls(source: string): string;
/** A `data:` URL of a UTF-8 text, percent-encoding only what a URL could change. */
export function textDataUrl(text: string, mime: string): string;
/** Resolves and loads `…?asset` imports: an emitted file, or with `inline` a `data:` URL. */
export function assetPluginSetup(b: PluginBuild, options: { inline: boolean }): void;
