// End to end through `npm start`: two Chromium pages, the real app and the local PeerServer.
// Page A creates a friend match in the lobby and reads the link; page B opens the link,
// confirms its Major Arcanum and deck; both must reach the table. Screenshots of each step
// go to test-artifacts/e2e/. Not part of `npm test` (it starts servers and takes ~20 s):
//
//   bash scripts/in-netns.sh node test/e2e/two-pages.mjs
//
// WebRTC between two pages needs a non-loopback interface, hence scripts/in-netns.sh (a private
// network namespace with a veth pair that leads nowhere). puppeteer-core comes with
// @web/test-runner-chrome; it drives Debian's Chromium (CHROMIUM_PATH), downloads nothing.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import puppeteer from 'puppeteer-core';
import { startServers } from './app-driver.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const out = join(root, 'test-artifacts', 'e2e');
mkdirSync(out, { recursive: true });

function say(line) {
  console.log(`e2e: ${line}`);
}

/** Runs `fn` in the page against the <kult-app> and its lobby (shadow roots are open). */
const inApp = (page, fn, ...args) => page.evaluate(fn, ...args);

async function waitForScreen(page, screen, ms = 30_000) {
  await page.waitForFunction((s) => document.querySelector('kult-app')?.screen === s, { timeout: ms, polling: 100 }, screen);
}

async function lobbyPhase(page) {
  return inApp(page, () => document.querySelector('kult-app')?.shadowRoot?.querySelector('kult-lobby')?.status?.phase ?? null);
}

const { child: servers, app } = await startServers({ port: process.env.PORT ?? '8000' });
say(`npm start is up: ${app}`);
const browser = await puppeteer.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-features=WebRtcHideLocalIpsWithMdns', '--no-first-run'],
});
/**
 * An element inside shadow roots, once it exists. Polled: waitForSelector watches the document's
 * mutations, which do not include changes inside shadow roots, so an element rendered after the
 * first look was only found by chance (the run failed whenever the guest's lobby came late).
 */
async function deepSelector(page, selector, timeout) {
  const until = Date.now() + timeout;
  for (;;) {
    const found = await page.$(selector);
    if (found) return found;
    if (Date.now() > until) throw new Error(`Waiting for ${selector} failed after ${timeout} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

let failed = false;
try {
  const ctxA = await browser.createBrowserContext();
  const ctxB = await browser.createBrowserContext();
  const a = await ctxA.newPage();
  const b = await ctxB.newPage();
  for (const [name, p] of [['A', a], ['B', b]]) {
    await p.setViewport({ width: 1400, height: 1000 });
    p.on('pageerror', (e) => console.error(`page ${name} error:`, e.message));
    p.on('console', (m) => m.type() === 'error' && console.error(`page ${name} console:`, m.text()));
  }

  await a.goto(app, { waitUntil: 'load' });
  await waitForScreen(a, 'lobby');
  await a.waitForFunction(() => document.querySelector('kult-app')?.shadowRoot?.querySelector('kult-lobby')?.shadowRoot?.querySelector('button.create:not([disabled])'), { timeout: 10_000 });
  await a.screenshot({ path: join(out, '1-lobby.png') });
  say('A: the lobby is up');

  // A creates the match (a real click on the real button).
  const create = await deepSelector(a, 'kult-app >>> kult-lobby >>> button.create', 10_000);
  await create.click();
  await a.waitForFunction(() => document.querySelector('kult-app')?.shadowRoot?.querySelector('kult-lobby')?.shadowRoot?.querySelector('input.link')?.value, { timeout: 10_000 });
  const link = await inApp(a, () => document.querySelector('kult-app').shadowRoot.querySelector('kult-lobby').shadowRoot.querySelector('input.link').value);
  const qrRects = await inApp(a, () => document.querySelector('kult-app').shadowRoot.querySelector('kult-lobby').shadowRoot.querySelectorAll('svg[part="qr"] rect').length);
  say(`A: created the match, link ${link} (QR: ${qrRects} rects), phase ${await lobbyPhase(a)}`);
  if (!/[?&]room=kult-/.test(link) || qrRects < 50) throw new Error('no link or QR code');
  await a.waitForFunction(() => document.querySelector('kult-app')?.shadowRoot?.querySelector('kult-lobby')?.status?.phase === 'waiting-for-friend', { timeout: 10_000 });
  await a.screenshot({ path: join(out, '2-host-waiting.png') });

  // B opens the link, picks Golab and the Angel deck follows, and confirms.
  await b.goto(link, { waitUntil: 'load' });
  const golab = await deepSelector(b, 'kult-app >>> kult-lobby >>> label[data-major="golab"]', 15_000);
  await golab.click();
  await b.screenshot({ path: join(out, '3-guest-choosing.png') });
  const confirm = await deepSelector(b, 'kult-app >>> kult-lobby >>> button.confirm:not([disabled])', 15_000);
  say(`B: joined, phase ${await lobbyPhase(b)}; confirming Golab`);
  await confirm.click();

  await Promise.all([waitForScreen(a, 'table'), waitForScreen(b, 'table')]);
  const seats = await Promise.all(
    [a, b].map((p) => inApp(p, () => {
      const snap = document.querySelector('kult-app').match.snapshot;
      return { me: snap.me, majors: snap.view.players.map((x) => x.major), turn: snap.view.turn, step: snap.view.step };
    })),
  );
  say(`both at the table: A ${JSON.stringify(seats[0])}, B ${JSON.stringify(seats[1])}`);
  if (seats[0].majors.join() !== 'kether,golab' || seats[1].majors.join() !== 'kether,golab') throw new Error('the tables disagree on the Majors');
  await new Promise((r) => setTimeout(r, 500));
  await a.screenshot({ path: join(out, '4-host-table.png') });
  await b.screenshot({ path: join(out, '5-guest-table.png') });
  say(`screenshots in ${out}`);
} catch (err) {
  failed = true;
  console.error('e2e: FAILED:', err instanceof Error ? err.message : err);
} finally {
  await browser.close();
  servers.kill('SIGTERM');
}
say(failed ? 'failed' : 'passed');
process.exit(failed ? 1 : 0);
