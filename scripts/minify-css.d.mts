// Types of scripts/minify-css.mjs, for the TypeScript tests that import it.
/** The minified form of a CSS text (comments removed, whitespace collapsed; strings kept). */
export function minifyCss(text: string): string;
/** TypeScript source with the text of every plain css`…` template minified. */
export function minifyCssLiterals(source: string): string;
