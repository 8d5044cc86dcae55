// End to end through `npm start`: four people (four browser contexts of one Chromium, each with its
// own storage, as on four machines) play one 2-against-2 game of M.E.A.T. The Cult over the real
// PeerServer and WebRTC, a mesh of six data channels (issue 18):
//
//   1. the first player opens the app, chooses M.E.A.T. in the lobby's Game list, picks four
//      players and a starting vitality of 10 (M-TEAM-03: everyone who joins agrees), and creates
//      the link with real clicks; three others open it and join; the first player starts;
//   2. the four tables deal the shared hidden Destiny deck among themselves (no table is a dealer),
//      and every roll and every draft pool comes from the four tables' hash chains;
//   3. every table plays its own seat with the game's sensible bot through its table (the
//      battlefield on screen), Tactics sealed and opened, teammates' hands shown to each other by
//      team notes, to the end of the game;
//   4. every table's audit proves every other seat fair, its Destiny deck keys and shuffles included, and
//      every table shows the result with its M-WIN rule.
//
// `npm run test:e2e:meat` (inside scripts/in-netns.sh); `npm run test:e2e:meat -- --players 6` plays three against
// three (six contexts, fifteen channels).
import { autoplay, checkAudits, confirmChoice, createLink, pickInLobby, resultWithRule, runWithApp, seatedRoster, startTable, untilAll, newPage, say, waitIn } from './app-driver.mjs';

/** What a page's table shows: its screen, phase, log length and last fingerprint, fair-play verdict, teammates' cards it sees. */
function state(page) {
  return page.evaluate(() => {
    const app = document.querySelector('kult-app');
    const m = app?.match;
    const log = m?.context?.lockstep?.log;
    const audit = m?.snapshot?.fairPlay?.kind === 'audited' ? m.snapshot.fairPlay.audit : null;
    const view = m?.snapshot?.view;
    const me = m?.snapshot?.me;
    let mates = 0;
    if (view && me) {
      for (const seat of view.seats) {
        if (seat === me || view.players[seat].side !== view.players[me].side) continue;
        mates += view.players[seat].hand.filter((iid) => iid.startsWith('D') && view.ident[iid] != null).length;
      }
    }
    return {
      screen: app?.screen ?? null, phase: m?.phase ?? null, log: log?.length ?? null, hash: log?.at(-1)?.hash ?? null, round: view?.round ?? null,
      fair: audit ? audit.fair : null, decks: audit ? audit.checks.filter((c) => c.rule === 'NET-DECK-04' && c.ok).length : null, mates,
    };
  });
}

const until = (pages, test, what, timeout = 120_000) => untilAll(pages, state, test, what, timeout, 250);

const at = process.argv.indexOf('--players');
const PLAYERS = at >= 0 ? Number(process.argv[at + 1]) : 4;
if (![4, 6].includes(PLAYERS)) throw new Error('--players 4 or 6');

await runWithApp(async ({ app, browser }) => {
  const t0 = Date.now();
  const contexts = await Promise.all(Array.from({ length: PLAYERS }, () => browser.createBrowserContext()));
  const pages = await Promise.all(contexts.map((c, k) => newPage(c, `player ${k + 1}`)));
  const [first, ...others] = pages;

  // 1. M.E.A.T. chosen in the lobby, four players, vitality 10; three players open the link and join.
  await first.goto(app, { waitUntil: 'load' });
  await pickInLobby(first, 'game', 'meat');
  await waitIn(first, () => document.querySelector('kult-app')?.shell?.id === 'meat', { what: 'M.E.A.T.\'s lobby' });
  await pickInLobby(first, 'seats', String(PLAYERS));
  await pickInLobby(first, 'vitality', '10');
  const link = await createLink(first);
  if (!/[?&]game=meat/.test(link) || !new RegExp(`[?&]seats=${PLAYERS}`).test(link) || !/[?&]vitality=10/.test(link)) throw new Error(`the link does not name M.E.A.T. for ${PLAYERS} at vitality 10: ${link}`);
  say(`M.E.A.T. link for ${PLAYERS}: ${link}`);
  for (const [k, page] of others.entries()) {
    await page.goto(link, { waitUntil: 'load' });
    await waitIn(page, () => document.querySelector('kult-app')?.shell?.id === 'meat', { what: `player ${k + 2}'s M.E.A.T. lobby` });
    // No secret choice in M.E.A.T. (Leaders are chosen at the table): joining is confirming the table.
    await waitIn(page, () => document.querySelector('kult-app')?.shadowRoot?.querySelector('kult-lobby')?.shadowRoot?.querySelector('button.confirm:not([disabled])') != null, { what: `player ${k + 2}'s Confirm`, timeout: 60_000 });
    await confirmChoice(page, `player ${k + 2}`, () => 'the lobby still waits after Confirm');
  }
  await seatedRoster(first, PLAYERS);

  await startTable(first);
  await until(pages, (s) => s.every((x) => x.screen === 'table' && x.phase === 'playing'), 'every table at play', 60_000);
  // 2. The Destiny deck dealt: every table's key, then its shuffle (8 acts), the battlefield drawn.
  const dealt = await until(pages, (s) => s.every((x) => (x.log ?? 0) >= 2 * PLAYERS), 'every table dealing the shared Destiny deck', 90_000);
  const field = await waitIn(first, () => document.querySelector('kult-app')?.shadowRoot?.querySelector('meat-table') != null, { what: 'the battlefield' });
  say(`${PLAYERS} tables playing; the Destiny deck dealt by all (${dealt[0].log} acts), the battlefield drawn: ${field}`);

  // 3. Everyone plays to the end; teammates see each other's Destiny cards on the way.
  for (const [k, page] of pages.entries()) await autoplay(page, 100 + k);
  let sawMates = false;
  const ended = await untilAll(pages, state, (s) => {
    if (s.every((x) => x.mates > 0)) sawMates = true;
    return s.every((x) => x.fair !== null);
  }, 'every table audited', 900_000, 500);
  if (!sawMates) say('note: no moment was sampled when all tables held a teammate\'s Destiny card at once');
  // 4. Every audit fair, the decks proven; the result names the winners.
  checkAudits(ended, (decks) => ((decks ?? 0) < PLAYERS - 1 ? `${decks} Destiny deck deals (at least one per other seat)` : null));
  const result = await resultWithRule(first, 'M');
  say(`the game ended after ${ended[0].log} acts (round ${ended[0].round}) in ${Math.round((Date.now() - t0) / 1000)} s; every audit fair, ${ended[0].decks} deck deals proven per table; teammates' hands seen by all at once: ${sawMates}; the result: ${result}`);
});
