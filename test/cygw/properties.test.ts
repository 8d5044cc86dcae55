/**
 * Properties of whole Cult games between the sensible bots, from seeds fast-check draws: the
 * components are conserved and every card is in one place after every act (C-COMP, C-CORE-10,
 * C-END-05), every act the bots pick is judged legal on the full state, a seat's view never
 * names a card in another's hand or in a deck (C-CORE-18), and games end (C-ROUND-02, C-WIN).
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { cygwGame } from '../../src/cygw/game.js';
import { invariantProblems } from '../../src/cygw/invariants.js';
import type { CygwState } from '../../src/cygw/state.js';
import { seedRng } from '../../src/engine/rng.js';
import { CYGW_TEST_CARDS } from './support/cards.js';

const game = cygwGame(CYGW_TEST_CARDS);
const MAX_ACTS = 3000;

function playOut(seed: number, seats: number, check: (s: CygwState) => void): CygwState {
  const ids = ['a', 'b', 'c', 'd', 'e'].slice(0, seats);
  const r = game.start({ seats: ids.map((id) => ({ id, choice: 'random' })), seed, settings: { sheets: 'random', communityDeclineGivesAlms: false } });
  assert.ok(r.ok);
  let s = r.state;
  let rng = seedRng(seed);
  for (let n = 0; n < MAX_ACTS; n++) {
    const floor = game.floor(s);
    if (floor.kind !== 'seat') break;
    const [act, next] = game.bots.sensible!(game.view(s, floor.seat), floor.seat, rng);
    rng = next;
    assert.ok(act, `${floor.seat} has an act`);
    const j = game.judge(s, act);
    assert.ok(j.ok, `seed ${seed}: the bot's act is legal: ${JSON.stringify(act)} ${JSON.stringify(j.checks.filter((c) => !c.ok))}`);
    s = game.apply(s, act);
    check(s);
  }
  return s;
}

test('C-COMP-02 C-COMP-06 C-COMP-11 C-CORE-10 C-END-05 whole games between bots conserve every component, keep every card in one place, and end with a winner (C-WIN-05)', () => {
  fc.assert(
    fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), fc.integer({ min: 2, max: 5 }), (seed, seats) => {
      const end = playOut(seed, seats, (s) => assert.deepEqual(invariantProblems(s), []));
      assert.equal(end.phase, 'over', `seed ${seed}: the game ended within ${MAX_ACTS} acts`);
      assert.equal(end.ended!.winners.length, 1);
    }),
    { numRuns: 3 },
  );
});

test('C-CORE-18 a seat\'s view names no card in another seat\'s hand or in a deck, and hides no card of its own', () => {
  fc.assert(
    fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), (seed) => {
      let checked = 0;
      playOut(seed, 3, (s) => {
        if (checked++ % 25 !== 0) return;
        for (const viewer of s.seats) {
          const v = game.view(s, viewer);
          for (const seat of s.seats) for (const iid of s.cults[seat]!.hand) assert.equal(v.ident[iid] === null, seat !== viewer, `${viewer} sees ${seat}'s ${iid}?`);
          for (const deck of Object.values(s.decks)) for (const iid of deck) assert.equal(v.ident[iid], null);
        }
      });
    }),
    { numRuns: 2 },
  );
});
