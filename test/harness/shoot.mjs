// Builds a harness page with esbuild and screenshots it with headless Chromium:
//   node test/harness/shoot.mjs cards-gallery '?size=full' /tmp/shots/cards.png 1400x2000
// Not part of the test suite: it is how the components' look was checked by eye.
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import { alias, embedPlugins } from '../../scripts/build.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const [name = 'cards-gallery', query = '', out = `/tmp/shots/${name}.png`, size = '1400x1000'] = process.argv.slice(2);
const dir = '/tmp/taroticum-harness';
mkdirSync(dir, { recursive: true });
await esbuild.build({
  absWorkingDir: root,
  entryPoints: [join(root, 'test/harness', `${name}.ts`)],
  outfile: join(dir, `${name}.js`),
  bundle: true,
  format: 'iife',
  target: 'es2022',
  tsconfig: join(root, 'tsconfig.json'),
  // As the embed is built: one file, the rule words inside as a data: URL, which needs no
  // import.meta (empty in an IIFE; the page is a file:// one, where modules cannot load).
  plugins: embedPlugins,
  alias,
  logOverride: { 'empty-import-meta': 'silent' },
  logLevel: 'warning',
});
writeFileSync(
  join(dir, `${name}.html`),
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${name}</title>
<style>
  html { background: #101418; }
  body { margin: 0; padding: 24px; font-family: system-ui, sans-serif; color: #ddd;
    background: radial-gradient(ellipse at 50% 30%, #1e3a30 0%, #132620 55%, #0b1613 100%); min-height: 100vh; box-sizing: border-box; }
  #root { display: flex; flex-wrap: wrap; gap: 18px; align-items: flex-start; }
</style></head><body><div id="root"></div><script src="${name}.js"></script></body></html>`,
);
const [w, h] = size.split('x');
mkdirSync(join(out, '..'), { recursive: true });
const r = spawnSync(
  process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking',
    '--disable-component-update', '--no-first-run', '--disable-sync', '--disable-default-apps', '--disable-extensions',
    '--hide-scrollbars', ...(process.env.REDUCED_MOTION ? ['--force-prefers-reduced-motion'] : []), `--force-device-scale-factor=${process.env.SCALE ?? 1}`, `--window-size=${w},${h}`, '--virtual-time-budget=3000', `--screenshot=${out}`,
    `file://${join(dir, `${name}.html`)}${query}`],
  { encoding: 'utf8' },
);
if (r.status !== 0) console.error(r.stderr);
console.log(out);
