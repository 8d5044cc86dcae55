// Minifies the CSS of Lit's css`…` tagged templates in our own source files during the esbuild
// builds (scripts/build.mjs, `sourceTransforms`): comments go, whitespace collapses, and the spaces around
// `{ } ; , :` that CSS never needs go too. esbuild minifies JavaScript but leaves template
// text alone, and the components' styles are about a tenth of the app's JavaScript.
//
// Deliberately conservative, so the browser parses the very same style sheet:
// - strings ('…', "…") are copied as they are;
// - a space is only removed before or after `{`, `}`, `;`, `,` and after `:` (never before a
//   `:`, where `a :hover` and `a:hover` differ, nor around `+ - * / > ~ (`, where calc() and
//   selectors and media queries can need it), and kept after a `,` inside parentheses (a
//   custom property's value keeps its tokens as written: `var(--x, 4px)` stays so);
// - a custom property's value (`--x: …` up to its `;` or `}`) is copied verbatim: its text,
//   spaces included, is what getPropertyValue returns;
// - a comment counts as a space only where whitespace touches it; glued between two tokens
//   (`.a/**/.b`, `a/**/b`) it stays as `/**/`, since CSS does not read it as whitespace;
// - a template holding a backslash (a CSS escape, whose ending space can matter) or a
//   `${…}` interpolation is left alone;
// - only css`…` is touched, never html`…`, where whitespace is text content.
//
// test/browser/css-literals.test.ts checks, in Chromium, that every component's style sheet
// parses to the same rules before and after.

/**
 * The minified form of a CSS text: comments removed, whitespace collapsed, spaces around
 * `{ } ;`, around `,` outside parentheses and after `:` removed, `;` before `}` dropped.
 * Strings are kept verbatim.
 *
 * @example
 * minifyCss(':host {\n  display: block; /* why *\/\n}\n') // ':host{display:block}'
 */
export function minifyCss(text) {
  let out = '';
  let i = 0;
  let space = false;
  // Inside parentheses a space after a comma stays: custom properties keep their values'
  // tokens as written, so `var(--x, 4px)` and `var(--x,4px)` are different values there.
  let parens = 0;
  const emitSpace = () => {
    if (!space) return;
    space = false;
    const prev = out[out.length - 1];
    if (out.length > 0 && (!'{};,:'.includes(prev) || (prev === ',' && parens > 0))) out += ' ';
  };
  // Where the current declaration (or selector) starts in `out`: after the last `{`, `}` or `;`.
  let declStart = 0;
  const isWhite = (ch) => ch === ' ' || ch === '\n' || ch === '\t' || ch === '\r' || ch === '\f';
  while (i < text.length) {
    const c = text[i];
    if (c === '/' && text[i + 1] === '*') {
      const end = text.indexOf('*/', i + 2);
      i = end === -1 ? text.length : end + 2;
      const glued = !space && i < text.length && !isWhite(text[i]) && out.length > 0;
      if (glued && !'{};,:'.includes(out[out.length - 1]) && !'{};,:'.includes(text[i])) out += '/**/';
      else space = true;
    } else if (c === ':' && parens === 0 && out.slice(declStart).trimStart().startsWith('--')) {
      // A custom property: its value, verbatim, up to the `;` or `}` that ends it.
      let j = i + 1;
      let depth = 0;
      while (j < text.length) {
        const ch = text[j];
        if (ch === '"' || ch === "'") {
          j++;
          while (j < text.length && text[j] !== ch && text[j] !== '\n') j++;
        } else if (ch === '(' || ch === '[' || ch === '{') depth++;
        else if ((ch === ')' || ch === ']' || ch === '}') && depth > 0) depth--;
        else if ((ch === ';' || ch === '}') && depth === 0) break;
        j++;
      }
      space = false;
      out += text.slice(i, j);
      i = j;
    } else if (c === ' ' || c === '\n' || c === '\t' || c === '\r' || c === '\f') {
      space = true;
      i++;
    } else if (c === '"' || c === "'") {
      emitSpace();
      let j = i + 1;
      while (j < text.length && text[j] !== c && text[j] !== '\n') j++;
      out += text.slice(i, j + 1);
      i = j + 1;
    } else {
      if ('{};,'.includes(c)) space = false;
      else emitSpace();
      if (c === '(') parens++;
      else if (c === ')' && parens > 0) parens--;
      if (c === '}' && out[out.length - 1] === ';') out = out.slice(0, -1);
      out += c;
      if (c === '{' || c === '}' || c === ';') declStart = out.length;
      i++;
    }
  }
  return out;
}

/**
 * `source` (TypeScript) with the text of every css`…` template minified (see {@link minifyCss}).
 * A small lexer finds the templates: it skips comments, strings and other templates (with
 * their `${…}` code), so a "css`" inside a comment or a string is never taken for one.
 */
export function minifyCssLiterals(source) {
  let out = '';
  let copied = 0;
  let i = 0;
  /** For each open `${`, the brace depth of its code; a `}` at depth 0 resumes the template. */
  const interpolations = [];
  let depth = 0;
  const skipTemplate = () => {
    // i is just after a backtick; stops after the closing one, or just after a `${`.
    while (i < source.length) {
      const c = source[i];
      if (c === '\\') i += 2;
      else if (c === '`') {
        i++;
        return;
      } else if (c === '$' && source[i + 1] === '{') {
        i += 2;
        interpolations.push(depth);
        depth = 0;
        return;
      } else i++;
    }
  };
  while (i < source.length) {
    const c = source[i];
    const next = source[i + 1];
    if (c === '/' && next === '/') {
      const end = source.indexOf('\n', i);
      i = end === -1 ? source.length : end;
    } else if (c === '/' && next === '*') {
      const end = source.indexOf('*/', i + 2);
      i = end === -1 ? source.length : end + 2;
    } else if (c === '"' || c === "'") {
      let j = i + 1;
      while (j < source.length && source[j] !== c && source[j] !== '\n') j += source[j] === '\\' ? 2 : 1;
      i = j + 1;
    } else if (c === '`') {
      const tagged = /(?<![\w$.])css$/.test(source.slice(Math.max(0, i - 4), i));
      const start = i + 1;
      i = start;
      skipTemplate();
      const text = source.slice(start, i - 1);
      if (tagged && source[i - 1] === '`' && !text.includes('\\') && !text.includes('${')) {
        out += source.slice(copied, start) + minifyCss(text);
        copied = i - 1;
      }
    } else if (c === '{') {
      depth++;
      i++;
    } else if (c === '}') {
      i++;
      if (depth > 0) depth--;
      else if (interpolations.length > 0) {
        depth = interpolations.pop();
        skipTemplate();
      }
    } else i++;
  }
  return out + source.slice(copied);
}
