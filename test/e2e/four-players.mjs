// End to end through `npm start`: four people (four browser contexts of one Chromium, each with its
// own storage, as on four machines) play one KULT match over the real PeerServer and WebRTC, a mesh
// of six data channels (issue 15):
//
//   1. the first player picks four players and creates the link with real clicks; three others open
//      it, each chooses a Major Arcanum with real clicks; the lobby lists the seats, and the first
//      player starts once every seat is there;
//   2. every table plays its own seat with the game's sensible bot through the table's port (the
//      table itself on screen), while the script watches;
//   3. mid-game the third player reloads its page, and the first player (the room's opener) closes
//      its tab and opens the link again a few seconds later: every table pauses with words naming
//      who is away, and the match goes on when they are back, with nothing lost;
//   4. the four tables play on together, at the same act and state fingerprint.
//
// A whole four-seat game (over a thousand acts) to its audit is played over the same real mesh in
// test/browser/p2p/mesh-match.test.ts, without the four tables drawn: here each drawn table costs
// its page about 0.3 s of a core per act on a 2-core machine (docs/benchmarks.md), some 7 min a game.
//
// `npm run test:e2e:four`, part of `npm run test:e2e` (inside scripts/in-netns.sh).
import { autoplay, click, confirmChoice, createLink, inLobby, pickInLobby, runWithApp, seatedRoster, startTable, untilAll, newPage, say, tableState, waitIn } from './app-driver.mjs';

/** What a page's table shows: its screen, phase, log length and last fingerprint, fair-play verdict, notice. */
function state(page) {
  return page.evaluate(() => {
    const app = document.querySelector('kult-app');
    const m = app?.match;
    const c = m?.context;
    const log = c?.lockstep?.log;
    return { screen: app?.screen ?? null, phase: m?.phase ?? null, status: m?.snapshot?.status ?? null, log: log?.length ?? null, hash: log?.at(-1)?.hash ?? null, fair: m?.snapshot?.fairPlay?.kind === 'audited' ? m.snapshot.fairPlay.audit.fair : null, notice: m?.snapshot?.notice ?? null };
  });
}

const until = (pages, test, what, timeout = 120_000) => untilAll(pages, state, test, what, timeout, 100);

await runWithApp(async ({ app, browser }) => {
  const contexts = await Promise.all([0, 1, 2, 3].map(() => browser.createBrowserContext()));
  const pages = await Promise.all(contexts.map((c, k) => newPage(c, `player ${k + 1}`)));
  const [first, ...others] = pages;

  // 1. The link for four, by clicks; three players open it and choose.
  await first.goto(app, { waitUntil: 'load' });
  await pickInLobby(first, 'seats', '4');
  const link = await createLink(first);
  if (!/[?&]seats=4/.test(link)) throw new Error(`the link does not name four seats: ${link}`);
  say(`link for four: ${link}`);
  // The room's first seat hosts the table's spectators: its panel says how many may watch.
  const watchWords = await waitIn(first, () => document.querySelector('kult-app')?.shadowRoot?.querySelector('kult-lobby')?.shadowRoot?.querySelector('kult-watch-panel')?.shadowRoot?.textContent?.replace(/\s+/g, ' '), { what: 'the watch panel' });
  if (!/Up to 16 people/.test(watchWords)) throw new Error(`the first seat's watch panel says: ${watchWords}`);
  for (const [k, page] of others.entries()) {
    await page.goto(link, { waitUntil: 'load' });
    await click(page, inLobby(`label[data-major="${['golab', 'chagidiel', 'tiphareth'][k]}"]`));
    // The player sees their choice taken (the lobby shows it chosen), Confirm clicked again if not.
    await confirmChoice(page, `player ${k + 2}`, async () => `the lobby still chooses after Confirm (${JSON.stringify(await tableState(page))})`);
  }
  const roster = await seatedRoster(first, 4);
  say(`the lobby: ${roster}`);
  await startTable(first);
  await until(pages, (s) => s.every((x) => x.screen === 'table' && x.phase === 'playing'), 'every table at play', 60_000);
  say('four tables playing');

  // 2. Everyone plays.
  for (const [k, page] of pages.entries()) await autoplay(page, 100 + k);
  await until(pages, (s) => s.every((x) => (x.log ?? 0) >= 15), 'fifteen acts on every table');

  // 3a. The third player reloads: every table pauses, naming it, until it is back.
  const beforeReload = await state(pages[2]);
  await pages[2].reload({ waitUntil: 'load' });
  await until([pages[0], pages[1], pages[3]], (s) => s.some((x) => x.status === 'paused' && /p3/.test(x.notice ?? '')), 'a table paused for p3', 30_000);
  await until([pages[2]], (s) => s[0].screen === 'table' && (s[0].log ?? 0) >= beforeReload.log, 'the reloaded table back at its act', 60_000);
  await autoplay(pages[2], 200);
  say(`the third player reloaded at act ${beforeReload.log}: resumed`);

  // 3b. The room's opener closes its tab; the others go on among themselves, paused, and it comes back.
  const at = await until(pages, (s) => s.every((x) => x.status === 'playing' && (x.log ?? 0) > beforeReload.log + 6), 'play going on after the reload');
  const lostAt = at[0].log;
  await pages[0].close();
  await until(pages.slice(1), (s) => s.every((x) => x.status === 'paused' && /p1/.test(x.notice ?? '')), 'every table paused, naming p1', 30_000);
  await new Promise((r) => setTimeout(r, 1_000));
  pages[0] = await newPage(contexts[0], 'player 1 (again)');
  await pages[0].goto(link, { waitUntil: 'load' });
  await until([pages[0]], (s) => s[0].screen === 'table' && (s[0].log ?? 0) >= lostAt, 'the opener back at its act', 60_000);
  await autoplay(pages[0], 300);
  say(`the opener closed its tab at act ${lostAt} and opened the link again: resumed`);

  // 4. Play goes on at one act on every table.
  const on = await until(pages, (s) => s.every((x) => x.status === 'playing' && (x.log ?? 0) >= lostAt + 10), 'ten more acts after the opener came back');
  const met = await until(pages, (s) => s.every((x) => x.log === s[0].log && x.hash === s[0].hash && x.status === 'playing'), 'the four tables at one act', 30_000);
  say(`playing on together: act ${met[0].log} (from ${on[0].log}), one fingerprint on all four`);
});
