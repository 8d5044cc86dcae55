// The rule words ship as data, not JavaScript (scripts/asset-urls.mjs): the app build emits
// dist/assets/rule-words-<hash>.json and the chunk that fetches it holds its path relative to
// that chunk; the single-file embed holds it as a data: URL. Either way the bytes are the
// source file's JSON (minified).
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { runInNewContext } from 'node:vm';
import * as esbuild from 'esbuild';
import { rewriteAssetUrls, textDataUrl } from '../../scripts/asset-urls.mjs';
// @ts-expect-error scripts/build.mjs is plain JavaScript without type declarations.
import { appOptions, embedOptions, root } from '../../scripts/build.mjs';

const source = JSON.parse(await readFile(join(root as string, 'src/kult/rule-words.json'), 'utf8')) as Record<string, string>;

describe('rewriteAssetUrls', () => {
  it('turns new URL(relative, import.meta.url) into an import of the asset, keeping line numbers', () => {
    const code = "const a = 1;\nconst u = new URL('../../src/kult/rule-words.json', import.meta.url);\nconst v = new URL(\"./x.txt\",import.meta.url);\n";
    assert.equal(
      rewriteAssetUrls(code),
      'import __asset0 from "../../src/kult/rule-words.json?asset";import __asset1 from "./x.txt?asset";const a = 1;\n' +
        'const u = new URL(__asset0, import.meta.url);\nconst v = new URL(__asset1, import.meta.url);\n',
    );
  });

  it('leaves other URLs alone', () => {
    const code = "new URL('https://x.org/a.json', import.meta.url); new URL(path, import.meta.url); new URL('./a.json', location.href);";
    assert.equal(rewriteAssetUrls(code), code);
  });
});

describe('textDataUrl', () => {
  it('round-trips through the URL parser and a fetch, % # ? and non-ASCII included', async () => {
    const text = JSON.stringify({ a: '100% of #1? yes → “quoted” 🂡', b: 'tab\there ' });
    const url = new URL(textDataUrl(text, 'application/json'));
    assert.equal(await (await fetch(url)).text(), text);
  });
});

describe('the rule words in the builds', () => {
  let dir = '';
  before(async () => {
    dir = await mkdtemp(join(tmpdir(), 'taroticum-assets-'));
  });
  after(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('app: an emitted JSON file, addressed relative to the chunk that fetches it', async () => {
    const result = await esbuild.build({ ...(appOptions(join(dir, 'app')) as esbuild.BuildOptions), sourcemap: false, logLevel: 'silent' });
    const outputs = Object.keys(result.metafile!.outputs).map((f) => join(root as string, f));
    const assets = outputs.filter((f) => /[\\/]assets[\\/]rule-words-[A-Z0-9]+\.json$/.test(f));
    assert.equal(assets.length, 1, 'one rule-words asset');
    assert.deepEqual(JSON.parse(await readFile(assets[0]!, 'utf8')), source);
    assert.ok(outputs.every((f) => !/rule-words.*\.js$/.test(f)), 'no rule-words JavaScript chunk');
    let found = 0;
    for (const file of outputs.filter((f) => f.endsWith('.js'))) {
      for (const [, path] of (await readFile(file, 'utf8')).matchAll(/"(\.{1,2}\/(?:\.\.\/)*assets\/rule-words-[A-Z0-9]+\.json)"/g)) {
        found++;
        assert.equal(new URL(path!, pathToFileURL(file)).href, pathToFileURL(assets[0]!).href, `${file} -> ${path}`);
      }
    }
    assert.equal(found, 1, 'the asset path appears once');
  });

  it('embed: one file, the words inside as a data: URL', async () => {
    const outfile = join(dir, 'embed', 'embed.js');
    const result = await esbuild.build({ ...(embedOptions(outfile) as esbuild.BuildOptions), sourcemap: false, logLevel: 'silent' });
    assert.deepEqual(Object.keys(result.metafile!.outputs).map((f) => dirname(join(root as string, f))), [dirname(outfile)]);
    const code = await readFile(outfile, 'utf8');
    // The string literal around the data: URL, in whichever quotes esbuild chose.
    const at = code.indexOf('data:application/json;charset=utf-8,');
    assert.ok(at > 0, 'a data: URL in the embed');
    const quote = code[at - 1]!;
    let end = at;
    while (code[end] !== quote) end += code[end] === '\\' ? 2 : 1;
    const url = runInNewContext(code.slice(at - 1, end + 1)) as string;
    assert.deepEqual(await (await fetch(url)).json(), source);
    // The cards' Polish and Italian words, loaded lazily by the app, are inside the one file too.
    assert.ok(code.includes('Pionek Szale') && code.includes('Pedina di Follia. RIPUDIA:'), 'the card words in the embed');
  });
});
