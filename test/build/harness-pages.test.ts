// The screenshot and look-check pages (test/harness/, `npm run screenshots`) build: they broke
// once unnoticed, when the engine began to load its WebAssembly with a top-level await, which
// the classic-script bundle they were built as cannot hold.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readdir } from 'node:fs/promises';
import { harnessPage } from '../harness/harness-page.mjs';

const harnesses = (await readdir(new URL('../harness/', import.meta.url))).filter((f) => f.endsWith('.ts') && !f.endsWith('.d.ts')).map((f) => f.slice(0, -3));

describe('harness pages', () => {
  it('there are harness pages to build', () => {
    assert.ok(harnesses.includes('lobby') && harnesses.includes('table-view'), harnesses.join(', '));
  });
  for (const name of harnesses) {
    it(`${name}: one HTML file with the bundle inline as an ES module, nothing inside closing its script early`, async () => {
      const page = await harnessPage(name);
      const open = page.indexOf('<script type="module">');
      assert.ok(open > 0);
      const body = page.slice(open + '<script type="module">'.length);
      assert.equal(body.toLowerCase().indexOf('</script'), body.length - '</script></body></html>'.length);
    });
  }
});
