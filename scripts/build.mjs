// Production build: esbuild bundles the app's entry points into dist/ as minified ESM
// (code splitting, source maps, es2022) and copies src/app/index.html beside them.
//
//   node scripts/build.mjs        (npm run build)
//
// `conditions` is deliberately left at esbuild's default: setting ['production'] drops the
// default `module` condition, and xstate then resolves to its CommonJS build (about 4x larger).
import { existsSync } from 'node:fs';
import { copyFile, mkdir, rm } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';

export const root = fileURLToPath(new URL('..', import.meta.url));
export const outdir = join(root, 'dist');

/** The app's entry points, relative to the repository root. */
export const entryPoints = ['src/app/main.ts'];

/** Static files copied into dist/ when they exist: [from, to], relative to root and dist/. */
const staticFiles = [['src/app/index.html', 'index.html']];

/** Builds dist/ from scratch; throws with a readable message when it cannot. */
export async function build() {
  const missing = entryPoints.filter((entry) => !existsSync(join(root, entry)));
  if (missing.length > 0) {
    throw new Error(
      `build: entry point${missing.length > 1 ? 's' : ''} not found: ${missing.join(', ')}\n` +
        `       (entry points are listed in scripts/build.mjs)`,
    );
  }

  await rm(outdir, { recursive: true, force: true });
  await mkdir(outdir, { recursive: true });

  const started = performance.now();
  const result = await esbuild.build({
    absWorkingDir: root,
    entryPoints,
    outdir,
    entryNames: '[name]',
    chunkNames: 'chunks/[name]-[hash]',
    assetNames: 'assets/[name]-[hash]',
    bundle: true,
    format: 'esm',
    splitting: true,
    minify: true,
    sourcemap: true,
    target: 'es2022',
    platform: 'browser',
    tsconfig: join(root, 'tsconfig.json'),
    metafile: true,
    logLevel: 'warning',
  });

  const copied = [];
  for (const [from, to] of staticFiles) {
    if (existsSync(join(root, from))) {
      await copyFile(join(root, from), join(outdir, to));
      copied.push(to);
    }
  }

  const ms = Math.round(performance.now() - started);
  for (const [file, { bytes }] of Object.entries(result.metafile.outputs)) {
    if (file.endsWith('.map')) continue;
    console.log(`  ${file.padEnd(40)} ${(bytes / 1024).toFixed(1).padStart(8)} KiB`);
  }
  for (const file of copied) console.log(`  ${relative(root, join(outdir, file))}`);
  console.log(`build: dist/ written in ${ms} ms`);
  return result;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  build().catch((err) => {
    // esbuild already printed its diagnostics; add a one-line reason and fail.
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
