// Types of scripts/minify-css.mjs, for the TypeScript tests that import it.
import type { Plugin } from 'esbuild';

/** The minified form of a CSS text (comments removed, whitespace collapsed; strings kept). */
export function minifyCss(text: string): string;
/** TypeScript source with the text of every plain css`…` template minified. */
export function minifyCssLiterals(source: string): string;
/** esbuild plugin minifying the css`…` templates of our own TypeScript files. */
export const cssLiteralsPlugin: Plugin;
