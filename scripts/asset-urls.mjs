// Data files our modules fetch, written in the source as `new URL('./file.json', import.meta.url)`
// (the standard idiom, which the browser resolves against the module's own address). esbuild
// does not follow that idiom, and once bundled the module's address is its chunk's, not its
// source file's. scripts/build.mjs therefore rewrites each such URL into an import of the file
// that esbuild's `file` loader emits into dist/assets/ (content-hashed), whose value is the
// asset's path relative to the chunk that holds it; or, for the single-file embed, a `data:`
// URL of the file itself.
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';

/** `new URL('./relative/path', import.meta.url)`, quoted either way. */
const ASSET_URL = /new URL\(\s*(['"])(\.\.?\/[^'"\n]+)\1\s*,\s*import\.meta\.url\s*\)/g;
const SUFFIX = '?asset';

/**
 * `source` with each `new URL('./x', import.meta.url)` reading its path from an import of
 * `./x?asset` instead (the imports go on the first line, so line numbers stay).
 *
 * @example
 * rewriteAssetUrls("const u = new URL('./a.json', import.meta.url);")
 * // 'import __asset0 from "./a.json?asset";const u = new URL(__asset0, import.meta.url);'
 */
export function rewriteAssetUrls(source) {
  const assets = [];
  const rewritten = source.replace(ASSET_URL, (_, _quote, path) => {
    assets.push(path);
    return `new URL(__asset${assets.length - 1}, import.meta.url)`;
  });
  if (assets.length === 0) return source;
  return assets.map((path, i) => `import __asset${i} from ${JSON.stringify(path + SUFFIX)};`).join('') + rewritten;
}

/**
 * A `data:` URL of a UTF-8 text. Only what a URL or the data-URL reader could change is
 * percent-encoded (`%`, `#`, `?`, controls, non-ASCII); quotes, spaces and braces stay as
 * they are, so JSON keeps most of its size.
 */
export function textDataUrl(text, mime) {
  // A trailing space would be dropped by the URL parser.
  const body = text.replace(/[^\u0020-\u007e]|[%#?]|\s$/gu, (c) => encodeURIComponent(c));
  return `data:${mime};charset=utf-8,${body}`;
}

/**
 * esbuild plugin half: resolves `…?asset` imports and loads them as an emitted file (`file`
 * loader) or, with `inline`, as a `data:` URL. JSON is minified on the way.
 */
export function assetPluginSetup(b, { inline }) {
  b.onResolve({ filter: /\?asset$/ }, (args) => ({ path: resolve(args.resolveDir, args.path.slice(0, -SUFFIX.length)), namespace: 'asset' }));
  b.onLoad({ filter: /.*/, namespace: 'asset' }, async (args) => {
    let text = await readFile(args.path, 'utf8');
    const json = args.path.endsWith('.json');
    if (json) text = JSON.stringify(JSON.parse(text));
    if (inline) return { contents: `export default ${JSON.stringify(textDataUrl(text, json ? 'application/json' : 'text/plain'))};`, loader: 'js', watchFiles: [args.path] };
    return { contents: text, loader: 'file', watchFiles: [args.path] };
  });
}
