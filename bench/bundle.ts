/**
 * `npm run bench` (bundle part): the size of the app as a player downloads it.
 * Builds the app exactly as `npm run build` does (scripts/build.mjs `appOptions`, minified,
 * code-split) into a temporary folder, gzips every output (zlib level 9, as a static server's
 * precompressed files) and prints:
 *
 * - `BENCH bundle_gzip_kb`: all JavaScript chunks of the app build summed — the entry, the
 *   chunks it imports, and the lazy ones (friend match and PeerJS, the `?inspect` inspector…);
 * - `BENCH bundle_initial_gzip_kb`: the entry chunk alone;
 * - `BENCH bundle_first_load_gzip_kb`: the entry and every chunk it imports statically
 *   (what the first page load fetches);
 * - `BENCH bundle_lazy_gzip_kb`: the rest of the JavaScript (dynamic imports only);
 * - `BENCH bundle_data_gzip_kb`: the data files the build emits into `assets/` and the app
 *   fetches when needed (today the rule words, fetched the first time a rule text is opened).
 *   They are not JavaScript, so not in the lines above; the two sums together are everything
 *   the app's code can download (index.html, source maps and the embed aside).
 *
 * The embeddable single-file module (dist/taroticum-embed.js, which carries its data inline)
 * is built separately and not counted here. `--detail` lists every output with its size.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import * as esbuild from 'esbuild';
// @ts-expect-error scripts/build.mjs is plain JavaScript without type declarations.
import { appOptions, entryPoints, root } from '../scripts/build.mjs';

const detail = process.argv.includes('--detail');
const dir = await mkdtemp(join(tmpdir(), 'taroticum-bundle-'));
try {
  const result = await esbuild.build({ ...(appOptions(dir) as esbuild.BuildOptions), sourcemap: false, metafile: true, write: true });
  const outputs = result.metafile!.outputs;
  const js = Object.keys(outputs).filter((f) => f.endsWith('.js'));
  // Data: what the build emits into assets/ (scripts/build.mjs `assetNames`); not the .LEGAL.txt license files.
  const data = Object.keys(outputs).filter((f) => /(^|\/)assets\//.test(relative(dir, join(root as string, f))));
  const gz = new Map<string, number>();
  for (const file of [...js, ...data]) gz.set(file, gzipSync(await readFile(join(root as string, file)), { level: 9 }).length);

  const entry = js.find((f) => (entryPoints as string[]).includes(outputs[f]!.entryPoint ?? ''));
  if (!entry) throw new Error('bundle: no output for the app entry point');
  // The first load: the entry and everything it imports statically, transitively.
  const first = new Set<string>();
  const visit = (f: string): void => {
    if (first.has(f)) return;
    first.add(f);
    for (const i of outputs[f]!.imports) if (i.kind === 'import-statement' && !i.external) visit(i.path);
  };
  visit(entry);

  const kb = (bytes: number): string => (bytes / 1024).toFixed(1);
  const sum = (files: Iterable<string>): number => [...files].reduce((s, f) => s + gz.get(f)!, 0);
  if (detail) {
    for (const f of [...js, ...data]) console.log(`BENCH-DETAIL ${relative(dir, join(root as string, f)).padEnd(44)} ${kb(outputs[f]!.bytes).padStart(7)} KiB min  ${kb(gz.get(f)!).padStart(6)} KiB gzip${first.has(f) ? '  (first load)' : ''}`);
  }
  console.log(`BENCH bundle_gzip_kb ${kb(sum(js))} kb`);
  console.log(`BENCH bundle_initial_gzip_kb ${kb(gz.get(entry)!)} kb`);
  console.log(`BENCH bundle_first_load_gzip_kb ${kb(sum(first))} kb`);
  console.log(`BENCH bundle_lazy_gzip_kb ${kb(sum(js.filter((f) => !first.has(f))))} kb`);
  console.log(`BENCH bundle_data_gzip_kb ${kb(sum(data))} kb`);
} finally {
  await rm(dir, { recursive: true, force: true });
}
