// The rule words (KULT's in English, Polish and Italian; Cult's) ship as data, not JavaScript (scripts/asset-urls.mjs): the app build emits
// dist/assets/rule-words[.pl|.it]-<hash>.json and the chunk that fetches it holds its path relative to
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

/** Each language's rule words file (English's first) and its contents. */
const LANGS = [
  ['rule-words', 'src/kult/rule-words.json'],
  ['rule-words.pl', 'src/kult/rule-words.pl.json'],
  ['rule-words.it', 'src/kult/rule-words.it.json'],
] as const;
/** Every game's rule words the app ships: KULT's in three languages, Cult's (English so far), which shares English's file name. */
const APP_FILES = [...LANGS, ['rule-words', 'src/cygw/rule-words.json']] as const;
const read = async (path: string) => JSON.parse(await readFile(join(root as string, path), 'utf8')) as Record<string, string>;
const sources = new Map(await Promise.all(LANGS.map(async ([name, path]) => [name, await read(path)] as const)));

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
    assert.ok(outputs.every((f) => !/rule-words.*\.js$/.test(f)), 'no rule-words JavaScript chunk');
    const js = await Promise.all(outputs.filter((f) => f.endsWith('.js')).map((f) => readFile(f, 'utf8').then((code) => [f, code] as const)));
    for (const [name, path] of APP_FILES) {
      const escaped = name.replace('.', '\\.');
      const source = await read(path);
      // Two games' files may share a name: each source is the one asset of its name with its bytes.
      const named = outputs.filter((f) => new RegExp(`[\\\\/]assets[\\\\/]${escaped}-[A-Z0-9]+\\.json$`).test(f));
      const assets: string[] = [];
      for (const f of named) if (JSON.stringify(JSON.parse(await readFile(f, 'utf8'))) === JSON.stringify(source)) assets.push(f);
      assert.equal(assets.length, 1, `one asset of ${path}`);
      const file = assets[0]!.split(/[\\/]/).pop()!.replace(/\./g, '\\.');
      let found = 0;
      for (const [chunk, code] of js) {
        for (const [, rel] of code.matchAll(new RegExp(`"(\\.{1,2}\\/(?:\\.\\.\\/)*assets\\/${file})"`, 'g'))) {
          found++;
          assert.equal(new URL(rel!, pathToFileURL(chunk)).href, pathToFileURL(assets[0]!).href, `${chunk} -> ${rel}`);
        }
      }
      assert.equal(found, 1, `the path of ${path} appears once`);
    }
  });

  it('embed: one file, each language\'s words inside as a data: URL', async () => {
    const outfile = join(dir, 'embed', 'embed.js');
    const result = await esbuild.build({ ...(embedOptions(outfile) as esbuild.BuildOptions), sourcemap: false, logLevel: 'silent' });
    assert.deepEqual(Object.keys(result.metafile!.outputs).map((f) => dirname(join(root as string, f))), [dirname(outfile)]);
    const code = await readFile(outfile, 'utf8');
    // Each string literal around a data: URL, in whichever quotes esbuild chose: one per language.
    const inline: Record<string, string>[] = [];
    for (let at = code.indexOf('data:application/json;charset=utf-8,'); at > 0; at = code.indexOf('data:application/json;charset=utf-8,', at + 1)) {
      const quote = code[at - 1]!;
      let end = at;
      while (code[end] !== quote) end += code[end] === '\\' ? 2 : 1;
      inline.push((await (await fetch(runInNewContext(code.slice(at - 1, end + 1)) as string)).json()) as Record<string, string>);
    }
    for (const [name] of LANGS) assert.ok(inline.some((words) => JSON.stringify(words) === JSON.stringify(sources.get(name))), `${name} inline`);
    // The cards' Polish and Italian words, loaded lazily by the app, are inside the one file too.
    assert.ok(code.includes('Pionek Szale') && code.includes('Pedina di Follia. RIPUDIA:'), 'the card words in the embed');
  });
});
