// Production build: esbuild bundles the app's entry points into dist/ as minified ESM
// (code splitting, source maps, es2022) and copies src/pages/index.html beside them; data files
// the code fetches (the rule words) go to dist/assets/ with a content hash. The embeddable
// elements (<kult-match>, <kult-card>) are a second, single-file module,
// dist/taroticum-embed.js (no chunks, data inline: a fan site copies one file), shown by
// dist/embed.html.
//
//   node scripts/build.mjs        (npm run build)
//
// `conditions` is deliberately left at esbuild's default: setting ['production'] drops the
// default `module` condition, and xstate then resolves to its CommonJS build (about 4x larger).
import { existsSync } from 'node:fs';
import { copyFile, mkdir, readFile, rm } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';
import { assetPluginSetup, rewriteAssetUrls } from './asset-urls.mjs';
import { minifyCssLiterals } from './minify-css.mjs';

export const root = fileURLToPath(new URL('..', import.meta.url));
export const outdir = join(root, 'dist');

/** The app's entry points, relative to the repository root. */
export const entryPoints = ['src/pages/main.ts'];

/** The embeddable elements' entry, built alone into one file: dist/taroticum-embed.js. */
export const embedEntry = 'src/pages/embed.ts';
export const embedFile = 'taroticum-embed.js';

/** Static files copied into dist/ when they exist: [from, to], relative to root and dist/. */
const staticFiles = [
  ['src/pages/index.html', 'index.html'],
  ['src/pages/embed.html', 'embed.html'],
];

/**
 * @statelyai/inspect (behind `?inspect`, src/pages/inspector.ts) imports partysocket, superjson
 * and isomorphic-ws for its Sky and WebSocket inspectors, which the app never uses. Those
 * packages do not declare `"sideEffects": false`, so esbuild keeps their code even when nothing
 * of theirs is called. Their top level only defines classes and functions (partysocket's also
 * logs a warning where `EventTarget` is missing), so declaring them free of side effects for
 * this importer lets esbuild drop them: the inspector chunk shrinks from about 9.4 to 4.7 KiB gzip.
 */
const inspectorSideEffects = {
  name: 'inspector-side-effects',
  setup(b) {
    b.onResolve({ filter: /^(partysocket|superjson|isomorphic-ws)$/ }, async (args) => {
      if (args.pluginData === inspectorSideEffects || !/[\\/]@statelyai[\\/]inspect[\\/]/.test(args.importer)) return undefined;
      const { path, external, namespace, errors } = await b.resolve(args.path, {
        kind: args.kind,
        importer: args.importer,
        resolveDir: args.resolveDir,
        pluginData: inspectorSideEffects,
      });
      return errors.length > 0 ? { errors } : { path, external, namespace, sideEffects: false };
    });
  },
};

/**
 * Our own TypeScript files (not node_modules), as esbuild loads them: the text of css`…`
 * templates minified (scripts/minify-css.mjs), and `new URL('./data.json', import.meta.url)`
 * pointed at the file emitted into dist/assets/, or with `inline` (the single-file embed) at a
 * `data:` URL of it (scripts/asset-urls.mjs).
 */
function sourceTransforms({ inline }) {
  return {
    name: 'source-transforms',
    setup(b) {
      b.onLoad({ filter: /\.ts$/ }, async (args) => {
        if (/[\\/]node_modules[\\/]/.test(args.path)) return undefined;
        const source = await readFile(args.path, 'utf8');
        let contents = source;
        if (contents.includes('css`')) contents = minifyCssLiterals(contents);
        if (contents.includes('import.meta.url')) contents = rewriteAssetUrls(contents);
        return contents === source ? undefined : { contents, loader: 'ts' };
      });
      assetPluginSetup(b, { inline });
    },
  };
}

/** The plugins of the app build and of the embed build. */
const plugins = [inspectorSideEffects, sourceTransforms({ inline: false })];
export const embedPlugins = [inspectorSideEffects, sourceTransforms({ inline: true })];

/**
 * Both builds replace PeerJS's `webrtc-adapter` (48 KiB with its `sdp` parser) with
 * src/shims/webrtc-adapter.ts, the browser detection PeerJS reads without the shims for old
 * browsers (see that file). web-test-runner.config.mjs resolves it the same way.
 */
export const alias = { 'webrtc-adapter': './src/shims/webrtc-adapter.ts' };

/** esbuild options of the app build into `dir` (shared with bench/bundle.ts, which measures it). */
export function appOptions(dir) {
  return {
    absWorkingDir: root,
    entryPoints,
    outdir: dir,
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
    // The libraries' license comments go to main.js.LEGAL.txt (one per output that has any),
    // which the output points to, instead of sitting at the end of the JavaScript.
    legalComments: 'linked',
    tsconfig: join(root, 'tsconfig.json'),
    metafile: true,
    logLevel: 'warning',
    plugins,
    alias,
  };
}

/** esbuild options of the embed: everything in one module, dynamic imports inlined (splitting off). */
export function embedOptions(outfile) {
  return {
    absWorkingDir: root,
    entryPoints: [embedEntry],
    outfile,
    plugins: embedPlugins,
    alias,
    bundle: true,
    format: 'esm',
    minify: true,
    sourcemap: true,
    target: 'es2022',
    platform: 'browser',
    tsconfig: join(root, 'tsconfig.json'),
    metafile: true,
    logLevel: 'warning',
  };
}

/** Builds dist/ from scratch; throws with a readable message when it cannot. */
export async function build() {
  const missing = [...entryPoints, embedEntry].filter((entry) => !existsSync(join(root, entry)));
  if (missing.length > 0) {
    throw new Error(
      `build: entry point${missing.length > 1 ? 's' : ''} not found: ${missing.join(', ')}\n` +
        `       (entry points are listed in scripts/build.mjs)`,
    );
  }

  await rm(outdir, { recursive: true, force: true });
  await mkdir(outdir, { recursive: true });

  const started = performance.now();
  const result = await esbuild.build(appOptions(outdir));

  // The embed: everything in one module, dynamic imports inlined (splitting off).
  const embed = await esbuild.build(embedOptions(join(outdir, embedFile)));
  result.embed = embed;

  const copied = [];
  for (const [from, to] of staticFiles) {
    if (existsSync(join(root, from))) {
      await copyFile(join(root, from), join(outdir, to));
      copied.push(to);
    }
  }

  const ms = Math.round(performance.now() - started);
  for (const [file, { bytes }] of [...Object.entries(result.metafile.outputs), ...Object.entries(embed.metafile.outputs)]) {
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
