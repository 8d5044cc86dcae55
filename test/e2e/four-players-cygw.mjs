// End to end through `npm start`: four people (four browser contexts of one Chromium, each with its
// own storage, as on four machines) play one game of Cult: Choose Your God Wisely over the real
// PeerServer and WebRTC, a mesh of six data channels (issue 17):
//
//   1. the first player opens the app, chooses Cult in the lobby's Game list, picks four players
//      and creates the link with real clicks; three others open it, each chooses a Cult with real
//      clicks; the first player starts once every seat is there;
//   2. the four tables deal the three shared hidden decks among themselves (no table is a dealer);
//   3. every table plays its own seat with the game's sensible bot through the table's port (the
//      board on screen), to the end of the game;
//   4. every table's audit proves every other seat fair, its shared decks' keys and shuffles
//      included, and every table shows the result with the winner and its C-WIN rule.
//
// `npm run test:e2e:cygw` (inside scripts/in-netns.sh).
import { autoplay, checkAudits, confirmChoice, createLink, pickInLobby, resultWithRule, runWithApp, seatedRoster, startTable, untilAll, newPage, say, waitIn } from './app-driver.mjs';

/** What a page's table shows: its screen, phase, log length and last fingerprint, fair-play verdict, notice. */
function state(page) {
  return page.evaluate(() => {
    const app = document.querySelector('kult-app');
    const m = app?.match;
    const log = m?.context?.lockstep?.log;
    const audit = m?.snapshot?.fairPlay?.kind === 'audited' ? m.snapshot.fairPlay.audit : null;
    return {
      screen: app?.screen ?? null, phase: m?.phase ?? null, status: m?.snapshot?.status ?? null, log: log?.length ?? null, hash: log?.at(-1)?.hash ?? null,
      fair: audit ? audit.fair : null, decks: audit ? audit.checks.filter((c) => c.rule === 'NET-DECK-04' && c.ok).length : null, notice: m?.snapshot?.notice ?? null,
    };
  });
}

const until = (pages, test, what, timeout = 120_000) => untilAll(pages, state, test, what, timeout, 250);

await runWithApp(async ({ app, browser }) => {
  const t0 = Date.now();
  const contexts = await Promise.all([0, 1, 2, 3].map(() => browser.createBrowserContext()));
  const pages = await Promise.all(contexts.map((c, k) => newPage(c, `player ${k + 1}`)));
  const [first, ...others] = pages;

  // 1. Cult chosen in the lobby, the link for four, three players open it and choose their Cults.
  await first.goto(app, { waitUntil: 'load' });
  await pickInLobby(first, 'game', 'cygw');
  await waitIn(first, () => document.querySelector('kult-app')?.shadowRoot?.querySelector('kult-lobby')?.shadowRoot?.querySelector('select[name="cygw-cult"]') != null, { what: 'Cult\'s lobby' });
  await pickInLobby(first, 'cygw-cult', 'anubis');
  await pickInLobby(first, 'seats', '4');
  const link = await createLink(first);
  if (!/[?&]game=cygw/.test(link) || !/[?&]seats=4/.test(link)) throw new Error(`the link does not name Cult for four: ${link}`);
  say(`Cult link for four: ${link}`);
  for (const [k, page] of others.entries()) {
    await page.goto(link, { waitUntil: 'load' });
    await waitIn(page, () => document.querySelector('kult-app')?.shadowRoot?.querySelector('kult-lobby')?.shadowRoot?.querySelector('select[name="cygw-cult"]') != null, { what: `player ${k + 2}'s Cult list` });
    await pickInLobby(page, 'cygw-cult', ['cthulhu', 'janus', 'atheism'][k]);
    await confirmChoice(page, `player ${k + 2}`, () => 'the lobby still chooses after Confirm');
  }
  await seatedRoster(first, 4);
  await startTable(first);
  await until(pages, (s) => s.every((x) => x.screen === 'table' && x.phase === 'playing'), 'every table at play', 60_000);
  // 2. The decks dealt: keys and shuffles by the four tables (8 acts), then the market's shares.
  const dealt = await until(pages, (s) => s.every((x) => (x.log ?? 0) >= 8), 'the four tables dealing the shared decks', 60_000);
  const board = await waitIn(first, () => document.querySelector('kult-app')?.shadowRoot?.querySelector('cygw-table') != null, { what: 'Cult\'s board' });
  say(`four tables playing; the decks dealt by all four (${dealt[0].log} acts), the board drawn: ${board}`);

  // 3. Everyone plays to the end.
  for (const [k, page] of pages.entries()) await autoplay(page, 100 + k);
  const ended = await until(pages, (s) => s.every((x) => x.fair !== null), 'every table audited', 600_000);
  // 4. Every audit fair, the decks proven; the result names the winner.
  checkAudits(ended, (decks) => (decks !== 9 ? `${decks} of 9 shared decks (3 other seats × 3 decks)` : null));
  const result = await resultWithRule(first, 'C');
  say(`the game ended after ${ended[0].log} acts in ${Math.round((Date.now() - t0) / 1000)} s; every audit fair, the shared decks proven; the result: ${result}`);
});
