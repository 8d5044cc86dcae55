/**
 * Properties of whole M.E.A.T. games between the sensible bots on the shipped card set, from seeds
 * fast-check draws: the invariants hold after every act (M-CARD-02 counts, M-TELE-02, M-HAND-01,
 * M-BATTLE-07), every legal act is judged ok, a seat's view never shows the other team's hand or
 * face-down cards before the reveal (M-TEAM-01, M-TACTIC-05), saves round-trip, and junk acts are
 * refused without throwing.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { meatCards } from '../../src/meat/cards/card-set.js';
import { meatGame } from '../../src/meat/game.js';
import { invariantProblems } from '../../src/meat/invariants.js';
import { LANES, type MeatState } from '../../src/meat/state.js';
import { playBots } from './support/scene.js';

const CARDS = meatCards();
const game = meatGame(CARDS);
const seed = fc.integer({ min: 0, max: 2 ** 31 - 1 });

test('M-CARD-02 M-TELE-02 M-BATTLE-07 M-ROUND-02 bot games of 2, 4 and 6 seats keep every invariant after every act and end with one side the winner (M-WIN-01)', () => {
  fc.assert(
    fc.property(seed, fc.constantFrom(2, 4, 6), (n, seats) => {
      const end = playBots(CARDS, seats, n, () => false, (s) => assert.deepEqual(invariantProblems(CARDS, s), [], `seed ${n}`), 6000);
      assert.equal(end.phase, 'over', `seed ${n}: over within the acts allowed`);
      assert.ok(end.ended!.winners.every((w) => end.players[w]!.side === end.players[end.ended!.winners[0]!]!.side));
    }),
    { numRuns: 6 },
  );
});

test('M-FLOW-08 every act legalActions offers is judged ok, for every seat holding the floor', () => {
  fc.assert(
    fc.property(seed, fc.constantFrom(2, 4), (n, seats) => {
      let checked = 0;
      playBots(CARDS, seats, n, (s) => s.round > 2, (s) => {
        const f = game.floor(s);
        if (f.kind !== 'seat' || checked++ % 3 !== 0) return;
        for (const a of game.legalActions(s, f.seat).slice(0, 40)) assert.ok(game.judge(s, a).ok, `seed ${n}: ${JSON.stringify(a)}`);
        for (const other of s.seats) if (other !== f.seat) assert.deepEqual(game.legalActions(s, other), []);
      });
    }),
    { numRuns: 6 },
  );
});

/** What `viewer` may not know in `s`: the other team's hands, and before the reveal their face-down cards. */
function secretsFrom(s: MeatState, viewer: string): string[] {
  const out: string[] = [...s.decks.creature, ...s.decks.destiny];
  for (const seat of s.seats) {
    const p = s.players[seat]!;
    if (p.side === s.players[viewer]!.side) continue;
    out.push(...p.hand);
    if (!s.revealed) out.push(...p.laid.map((l) => l.card), ...LANES.flatMap((l) => (p.lanes[l] ? [p.lanes[l]!.card] : [])));
  }
  return out;
}

test('M-TEAM-01 M-TACTIC-05 M-FLOW-R05 a view never names the other team\'s hand, a deck card, or a face-down card before the reveal; it shows its own team\'s', () => {
  fc.assert(
    fc.property(seed, fc.constantFrom(2, 4, 6), (n, seats) => {
      let i = 0;
      playBots(CARDS, seats, n, (s) => s.round > 2, (s) => {
        if (i++ % 7 !== 0) return;
        for (const viewer of s.seats) {
          const v = game.view(s, viewer);
          for (const iid of secretsFrom(s, viewer)) assert.equal(v.ident[iid], null, `${viewer} sees ${iid}`);
          // The seed would tell every roll to come: no view holds it (NET-RANDOM-01's promise on one page).
          assert.notEqual(v.seed, s.seed, `${viewer}'s view holds the seed`);
          if (!s.revealed) for (const seat of s.seats) if (s.players[seat]!.side !== s.players[viewer]!.side) for (const l of LANES) if (v.players[seat]!.lanes[l]) assert.equal(v.players[seat]!.lanes[l]!.defence, 0);
          for (const seat of s.seats) if (s.players[seat]!.side === s.players[viewer]!.side) for (const iid of s.players[seat]!.hand) assert.equal(v.ident[iid], s.ident[iid]);
          const json = JSON.stringify(v);
          for (const iid of s.players[s.players[viewer]!.opposite]!.hand) assert.ok(!json.includes(`"${iid}":"`), 'no identity under any key');
        }
      });
    }),
    { numRuns: 6 },
  );
});

test('save and restore round-trip at any moment, and the restored game plays on identically', () => {
  fc.assert(
    fc.property(seed, fc.integer({ min: 1, max: 300 }), (n, at) => {
      let k = 0;
      const s = playBots(CARDS, 2, n, () => k++ >= at);
      const back = game.restore(game.serialize(s));
      assert.ok(back.ok, back.ok ? '' : back.error);
      assert.deepEqual(back.state, s);
      assert.equal(game.fingerprint(back.state), game.fingerprint(s));
      const f = game.floor(s);
      if (f.kind === 'seat') {
        const a = game.legalActions(s, f.seat)[0]!;
        assert.deepEqual(game.apply(back.state, a), game.apply(s, a));
      }
    }),
    { numRuns: 8 },
  );
  for (const junk of ['', 'null', '{"v":1}', '{"v":2,"state":{}}', '{"v":1,"state":{"seats":[]}}']) assert.equal(game.restore(junk).ok, false, junk);
  // A save whose card sits in two places, or names a card the set lacks, is refused (M-CARD-02).
  const s = playBots(CARDS, 2, 12, (x) => x.phase === 'tactics');
  const twice = structuredClone(s) as MeatState;
  twice.players.a!.hand.push(twice.players.b!.hand[0]!);
  const r = game.restore(JSON.stringify({ v: 1, state: twice }));
  assert.deepEqual(r, { ok: false, error: 'a card in two places' });
  const alien = structuredClone(s) as MeatState;
  alien.ident[alien.players.a!.hand[0]!] = 'no-such-card';
  assert.equal(game.restore(JSON.stringify({ v: 1, state: alien })).ok, false);
});

test('NET-SHAPE-01 junk acts are refused without throwing and leave the state as it was', () => {
  const s = playBots(CARDS, 4, 77, (x) => x.phase === 'activation');
  const f = game.floor(s);
  const seat = f.kind === 'seat' ? f.seat : 'a';
  const before = game.fingerprint(s);
  fc.assert(
    fc.property(
      fc.oneof(
        fc.anything(),
        fc.record({ type: fc.constantFrom('leader', 'draft', 'discard', 'place', 'commit', 'pay', 'resolve', 'pass', 'defer', 'instant', 'trigger'), player: fc.constantFrom(seat, 'zz', ''), card: fc.oneof(fc.string(), fc.constantFrom('C001', 'D001', 'D9999')), cards: fc.array(fc.string(), { maxLength: 5 }), target: fc.anything() }, { requiredKeys: ['type', 'player'] }),
      ),
      (junk) => {
        const j = game.judge(s, junk as never);
        if (j.ok) return; // a junk record may happen to be a legal act
        assert.ok(j.checks.some((c) => !c.ok));
      },
    ),
    { numRuns: 400 },
  );
  assert.equal(game.fingerprint(s), before);
});
