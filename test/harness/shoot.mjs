// Builds a harness page with esbuild and screenshots it with headless Chromium:
//   node test/harness/shoot.mjs cards-gallery '?size=full' /tmp/shots/cards.png 1400x2000
// Not part of the test suite: it is how the components' look was checked by eye.
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { harnessPage } from './harness-page.mjs';

const [name = 'cards-gallery', query = '', out = `/tmp/shots/${name}.png`, size = '1400x1000'] = process.argv.slice(2);
const dir = '/tmp/taroticum-harness';
mkdirSync(dir, { recursive: true });
writeFileSync(join(dir, `${name}.html`), await harnessPage(name));
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
