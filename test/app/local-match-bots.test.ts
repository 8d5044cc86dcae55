// Solo practice at a table of three to six (issue 15): one bot per seat besides the player's, each
// playing its own seat from its own seeded generator, through the same LocalMatch as a duel.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { botRng, LocalMatch } from '../../src/app/local-match.js';
import { decodePractice, encodePractice } from '../../src/app/practice-save.js';
import { seedRng } from '../../src/engine/rng.js';
import { coreCards, floorHolder, kultGame, type Action, type GameState, type KultGame } from '../../src/kult/index.js';
import { kultPractice, practiceConfig } from '../../src/kult/practice.js';
import { STARTER_DECKS } from '../../src/kult/cards/starter-decks.js';

/** The player's most passive legal act (pass, end the step, decline, keep the hand). */
type Practice = LocalMatch<KultGame>;

function passive(m: Practice): Action | undefined {
  return m.legalActions().find((a) => a.type === 'pass' || a.type === 'endStep' || a.type === 'declineAttack' || (a.type === 'recruit' && !a.accept) || (a.type === 'discard' && a.card === null));
}

/** Plays the player's side passively until `done` holds (the bots play theirs by themselves). */
async function playOn(m: Practice, done: () => boolean, ms = 30_000): Promise<void> {
  const t = Date.now();
  while (!done()) {
    if (Date.now() - t > ms) assert.fail(`timed out at turn ${m.snapshot.view.turn}`);
    const s = m.snapshot.view;
    if (!s.ended && floorHolder(s) === 'you') {
      const pick = passive(m);
      if (pick) m.attempt(pick);
    }
    await sleep(1);
  }
}

test('K-GEN-03 practice for four: the player and three bots, each with a Major of their own, colours alternating round the table, in turn order after the player', () => {
  const c = practiceConfig(coreCards(), { major: 'kether', list: STARTER_DECKS.archon.cards }, 5, 'continent', undefined, 4);
  assert.deepEqual(c.players.map((p) => p.id), ['you', 'bot', 'bot2', 'bot3']);
  assert.deepEqual(c.players.map((p) => p.major), ['kether', 'golab', 'tiphareth', 'chagidiel']);
  const six = practiceConfig(coreCards(), { major: 'kether', list: STARTER_DECKS.archon.cards }, 5, 'continent', undefined, 6);
  const majors = six.players.map((p) => p.major);
  assert.equal(new Set(majors).size, 6, `every seat has its own Major: ${majors.join(', ')}`);
  const colours = majors.map((m) => coreCards().cards.get(m)!.affiliation);
  assert.deepEqual(colours, ['red', 'blue', 'red', 'blue', 'red', 'blue']);
  // A duel stays what it was.
  assert.deepEqual(practiceConfig(coreCards(), { major: 'kether', list: STARTER_DECKS.archon.cards }, 5).players.map((p) => p.id), ['you', 'bot']);
});

test('K-POOL-01 practice for 3 to 6 starts legal: 5 × players − 1 markers, every bot seat named as one', () => {
  for (const players of [3, 4, 5, 6]) {
    const p = kultPractice({ players, seed: 4 });
    assert.equal(p.start.players.length, players);
    assert.equal(p.start.totalMarkers, 5 * players - 1, `${players} players`);
    assert.deepEqual(p.bots, p.start.players.slice(1).map((x) => x.id));
    assert.equal(p.bot, 'bot');
  }
  assert.equal(kultPractice({ seed: 4 }).bots, undefined, 'a duel names its one bot as before');
});

test('a four-player practice game: every bot seat plays its own turns and answers its own windows; the player only ever sees their own hand', async () => {
  const m = new LocalMatch({ ...kultPractice({ players: 4, seed: 3 }), botDelayMs: 0 });
  await playOn(m, () => m.snapshot.view.ended !== null || m.snapshot.view.turn >= 6);
  const log = m.snapshot.log;
  for (const bot of ['bot', 'bot2', 'bot3']) {
    assert.ok(log.some((e) => e.player === bot && e.action.type !== 'pass'), `${bot} took turns of its own`);
    assert.ok(log.some((e) => e.player === bot && e.action.type === 'pass'), `${bot} answered windows`);
  }
  // Turns went round the table in seat order (K-GEN-03: the two-player turn order, round four seats).
  const actives = [...new Set(log.filter((e) => e.action.type !== 'pass').map((e) => `${e.turn}:${e.player}`))].filter((k, i, all) => all.findIndex((x) => x.split(':')[0] === k.split(':')[0]) === i);
  assert.deepEqual(actives.slice(0, 5).map((k) => k.split(':')[1]), ['you', 'bot', 'bot2', 'bot3', 'you']);
  const view = m.snapshot.view;
  for (const p of view.players) {
    if (p.id === 'you') for (const iid of p.hand) assert.notEqual(view.cards[iid]!.card, null);
    else for (const iid of p.hand) assert.equal(view.cards[iid]!.card, null, `${p.id}'s hand is hidden`);
  }
  m.dispose();
});

test('multi-bot practice is deterministic: the same seed plays the same game; each bot seat draws from its own generator, the first one the duel\'s', async () => {
  const run = async () => {
    const m = new LocalMatch({ ...kultPractice({ players: 4, seed: 8 }), botDelayMs: 0 });
    await playOn(m, () => m.snapshot.view.ended !== null || m.snapshot.view.turn >= 5);
    const acts = m.snapshot.log.map((e) => e.action);
    m.dispose();
    return acts;
  };
  assert.deepEqual(await run(), await run());
  assert.deepEqual(botRng(8, 0), seedRng(8 ^ 0x5eed), 'the first bot keeps the generator a saved duel was played with');
  const seeds = [0, 1, 2, 3].map((k) => JSON.stringify(botRng(8, k)));
  assert.equal(new Set(seeds).size, 4, 'each bot seat has a generator of its own');
});

test('a four-player practice save keeps every bot seat: the resumed game goes on with the same bots; a save naming the player as a bot is refused', async () => {
  const m = new LocalMatch({ ...kultPractice({ players: 4, seed: 6 }), botDelayMs: 0 });
  await playOn(m, () => m.snapshot.view.turn >= 3);
  const save = JSON.parse(JSON.stringify(encodePractice(m.record, m.snapshot.view.turn))) as ReturnType<typeof encodePractice>;
  assert.deepEqual(save.bots, ['bot', 'bot2', 'bot3']);
  const game = kultGame(coreCards());
  const read = decodePractice(save, game);
  assert.equal(read.ok, true);
  if (!read.ok) return;
  const again = new LocalMatch({ ...read.match, game, start: read.match.start as GameState, history: read.acts as Action[], botDelayMs: 0 });
  assert.deepEqual(again.snapshot.view, m.snapshot.view);
  m.dispose();
  await playOn(again, () => again.snapshot.view.turn >= 6);
  assert.ok(again.snapshot.log.slice(read.acts.length).some((e) => e.player === 'bot3' && e.action.type !== 'pass'), 'the fourth seat is still played by its bot');
  again.dispose();
  for (const bots of [['bot', 'you'], ['bot2', 'bot'], ['bot', 'bot']]) {
    const r = decodePractice({ ...save, bots }, game);
    assert.equal(r.ok, false, JSON.stringify(bots));
  }
});
