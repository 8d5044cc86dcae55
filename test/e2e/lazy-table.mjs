// End to end through `npm start` (the built dist/, code-split as players download it): the first
// load is the lobby, and a match's code comes when the match starts (issue 13, "Size").
//
//   1. the page opens and draws the lobby, ready to click, without fetching the table, the rules
//      engine, the match runners, PeerJS or the QR encoder;
//   2. a real click on Practice fetches the table's chunk, and the table shows;
//   3. in another browser whose network drops the table's chunk, Practice says in words that the
//      table did not load, and the lobby stays (no blank screen); with the network back, Practice
//      is tried again from the same page and the table shows.
//
// Part of `npm test` (`npm run test:e2e`).
//
//   bash scripts/in-netns.sh node test/e2e/lazy-table.mjs
import { deepSelector, launch, newPage, say, startServers, waitIn } from './app-driver.mjs';

/** The code-split chunks (scripts/build.mjs `chunkNames: chunks/[name]-[hash]`) only a match needs. */
const MATCH_CHUNKS = ['kult-play', 'local-match', 'friend-match', 'peerjs-transport', 'qr-svg'];
const chunkOf = (url) => /\/chunks\/([a-z-]+)-[A-Z0-9]+\.js$/.exec(new URL(url).pathname)?.[1] ?? null;

/** The app's own text in the page, inside its shadow roots. */
const appText = (page, selector) =>
  page.evaluate((sel) => document.querySelector('kult-app')?.shadowRoot?.querySelector(sel)?.textContent?.replace(/\s+/g, ' ').trim() ?? null, selector);

const { child, app } = await startServers();
const browser = await launch();
let failed = false;
try {
  // 1–2: the lobby first, the table on demand.
  const page = await newPage(await browser.createBrowserContext(), 'player');
  const fetched = [];
  page.on('request', (r) => fetched.push(chunkOf(r.url())));
  await page.goto(app, { waitUntil: 'load' });
  await deepSelector(page, 'kult-app >>> kult-lobby >>> label[data-major="golab"]');
  const practice = await deepSelector(page, 'kult-app >>> kult-lobby >>> button.practice:not([disabled])');
  const early = MATCH_CHUNKS.filter((c) => fetched.includes(c));
  if (early.length > 0) throw new Error(`the lobby's page fetched what only a match needs: ${early.join(', ')}`);
  say(`the lobby is ready to click; besides the entry it fetched ${fetched.filter((c) => c === 'chunk').length} shared chunks and ${[...new Set(fetched.filter((c) => c && c !== 'chunk'))].join(', ')}`);
  await practice.click();
  await waitIn(page, () => document.querySelector('kult-app')?.screen === 'table' && document.querySelector('kult-app').shadowRoot.querySelector('kult-table')?.shadowRoot != null, { what: 'the practice table' });
  for (const c of ['kult-play', 'local-match']) if (!fetched.includes(c)) throw new Error(`practice showed its table without fetching ${c}`);
  for (const c of ['friend-match', 'peerjs-transport']) if (fetched.includes(c)) throw new Error(`practice fetched ${c}`);
  say('Practice fetched the table and showed it; PeerJS and the friend match stayed unfetched');

  // 3: the table's chunk cannot be fetched.
  const offline = await newPage(await browser.createBrowserContext(), 'offline');
  let drop = true;
  await offline.setRequestInterception(true);
  offline.on('request', (r) => (drop && chunkOf(r.url()) === 'kult-play' ? r.abort('internetdisconnected') : r.continue()));
  await offline.goto(app, { waitUntil: 'load' });
  await deepSelector(offline, 'kult-app >>> kult-lobby >>> label[data-major="golab"]');
  await (await deepSelector(offline, 'kult-app >>> kult-lobby >>> label[data-major="golab"]')).click();
  await (await deepSelector(offline, 'kult-app >>> kult-lobby >>> button.practice:not([disabled])')).click();
  const alert = await waitIn(offline, () => document.querySelector('kult-app')?.shadowRoot?.querySelector('.store-notice[role="alert"]')?.textContent?.replace(/\s+/g, ' ').trim(), { what: 'the failure in words' });
  if (!/^Practice could not start: the table did not load \(.+\)\. Check the connection and try again\./.test(alert)) throw new Error(`the failure reads: ${alert}`);
  const after = await offline.evaluate(() => {
    const a = document.querySelector('kult-app');
    const lobby = a?.shadowRoot?.querySelector('kult-lobby');
    return { screen: a?.screen, match: a?.match != null, golab: lobby?.shadowRoot?.querySelector('input[name="major"][value="golab"]')?.checked ?? null };
  });
  if (after.screen !== 'lobby' || after.match || after.golab !== true) throw new Error(`after the failure the page shows ${JSON.stringify(after)}`);
  say(`without the table's chunk Practice says: "${alert}"; the lobby stays, Golab still chosen`);
  drop = false;
  await (await deepSelector(offline, 'kult-app >>> .store-notice .dismiss')).click();
  await (await deepSelector(offline, 'kult-app >>> kult-lobby >>> button.practice:not([disabled])')).click();
  await waitIn(offline, () => document.querySelector('kult-app')?.screen === 'table', { what: 'the practice table after the network came back' });
  if ((await appText(offline, '.store-notice')) !== null) throw new Error('the failure notice stayed after the table showed');
  say('with the network back, Practice from the same page showed the table');
} catch (err) {
  failed = true;
  console.error('e2e: FAILED:', err instanceof Error ? err.message : err);
} finally {
  await browser.close();
  child.kill('SIGTERM');
}
say(failed ? 'failed' : 'passed');
process.exit(failed ? 1 : 0);
