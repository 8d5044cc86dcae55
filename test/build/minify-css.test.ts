// scripts/minify-css.mjs as the builds use it on our TypeScript: only the text of css`…`
// templates changes, found by a lexer that is not fooled by comments, strings, other
// templates or interpolations. (test/browser/css-literals.test.ts checks in Chromium that
// the minified sheets parse to the same rules.)
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { minifyCss, minifyCssLiterals } from '../../scripts/minify-css.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));

describe('minifyCssLiterals', () => {
  it('minifies a css`…` template and nothing around it', () => {
    const source = "import { css } from 'lit';\nexport const s = css`\n  :host {\n    display: block;\n  }\n`;\nconst t = `  keep  `;\n";
    assert.equal(minifyCssLiterals(source), "import { css } from 'lit';\nexport const s = css`:host{display:block}`;\nconst t = `  keep  `;\n");
  });

  it('is not fooled by "css`" in comments, strings or other templates', () => {
    const source = [
      '// a css` in a line comment: a { b: c }`',
      '/* and css` in a block comment */',
      "const a = 'css`  x  `';",
      'const b = "css`  y  `";',
      'const c = html`<p>css`</p>`;',
      'const d = mycss`  e {  f: g  }  `;',
      'const e = x.css`  e {  f: g  }  `;',
    ].join('\n');
    assert.equal(minifyCssLiterals(source), source);
  });

  it('leaves templates with interpolations or backslashes alone, and finds css`…` inside an interpolation', () => {
    const source = [
      'const a = css`  a {  b: ${x};  }  `;',
      "const b = css`  a::before {  content: '\\\\2713';  }  `;",
      'const c = html`<div>${cond ? css`  a {  b: c;  }  ` : { k: `  ${1}  ` }}</div>  `;',
      'const d = css`  after {  x: y;  }  `;',
    ].join('\n');
    const expected = [
      'const a = css`  a {  b: ${x};  }  `;',
      "const b = css`  a::before {  content: '\\\\2713';  }  `;",
      'const c = html`<div>${cond ? css`a{b:c}` : { k: `  ${1}  ` }}</div>  `;',
      'const d = css`after{x:y}`;',
    ].join('\n');
    assert.equal(minifyCssLiterals(source), expected);
  });

  it("changes every component's css`…` templates and only them", () => {
    const files = readdirSync(join(root, 'components'), { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
      .map((f) => join(root, 'components', f));
    let templates = 0;
    for (const file of files) {
      const source = readFileSync(file, 'utf8');
      const found = source.match(/css`[^`]*`/g) ?? [];
      templates += found.length;
      let expected = source;
      for (const t of found) expected = expected.replace(t, `css\`${minifyCss(t.slice(4, -1))}\``);
      assert.equal(minifyCssLiterals(source), expected, file);
    }
    assert.ok(templates >= 13, `${templates} css templates in components/`);
  });
});

describe('minifyCss', () => {
  it('drops comments, collapses whitespace, keeps strings and the spaces CSS needs', () => {
    assert.equal(minifyCss('a  >  b , c:hover { x: calc(1px + 2px) ; /* c */ content: "  a  " }'), 'a > b,c:hover{x:calc(1px + 2px);content:"  a  "}');
    assert.equal(minifyCss(':host .a :focus-visible { color: var(--c, red) }'), ':host .a :focus-visible{color:var(--c, red)}');
  });

  it('keeps a comment glued between two tokens, where CSS does not read it as a space', () => {
    assert.equal(minifyCss('.a/* x */.b { c: d }'), '.a/**/.b{c:d}');
    assert.equal(minifyCss('.a /* x */ .b{}'), '.a .b{}');
    assert.equal(minifyCss('a{/* x */b:c}'), 'a{b:c}');
  });

  it("copies a custom property's value verbatim, up to the ; or } that ends it", () => {
    assert.equal(minifyCss(':host { --list: a, b ; --e: ; color: red }'), ':host{--list: a, b ;--e: ;color:red}');
    assert.equal(minifyCss('x { --g: { a: b } ; y: z }'), 'x{--g: { a: b } ;y:z}');
  });
});
