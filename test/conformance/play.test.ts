/**
 * Conformance, the flow: for every registered Game, a legal move exists for the floor seat until
 * the end, the floor agrees with the legal acts and the judge, bots play every game to its end
 * within a bound, and states stay frozen and unchanged by apply.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { GAMES } from './games.js';
import { deepFreeze, once, playKnown, sample, seedsFor } from './tables.js';

for (const g of GAMES) {
  describe(`conformance: ${g.name}`, () => {
    for (const seats of g.seatCounts) {
      test(`${g.name} (${seats} seats): the floor seat always has a legal act until the end, every one of them is judged legal, and no other seat has any`, () => {
        for (const seed of seedsFor(g)) {
          let checked = 0;
          const play = once(`known:${g.name}:${seats}:${seed}`, () => playKnown(g, seats, seed));
          for (const state of sample([...play.steps.map((s) => s.before), play.end], 150)) {
            const f = g.game.floor(state);
            const ids = g.seats(seats, seed).map((s) => s.id);
            if (f.kind === 'over') {
              assert.notEqual(g.game.ended(state), null, 'a floor that is over is an ended game');
              for (const id of ids) assert.deepEqual(g.game.legalActions(state, id), [], `${id} has no act once the game is over`);
              continue;
            }
            assert.equal(g.game.ended(state), null, 'a game with a floor is not over');
            assert.equal(f.kind, 'seat', 'one seat at a time (no commitment rounds in these games)');
            if (f.kind !== 'seat') continue;
            const legal = g.game.legalActions(state, f.seat);
            const answers = g.game.answer(state, f.seat, { secrets: {}, token: () => '0'.repeat(32), link: () => null });
            assert.ok(legal.length > 0 || answers !== null, `${f.seat} holds the floor at seed ${seed} and has no legal act`);
            for (const a of legal) assert.equal(g.game.judge(state, a).ok, true, `a legal act is judged legal: ${JSON.stringify(a)}`);
            for (const id of ids) if (id !== f.seat) assert.deepEqual(g.game.legalActions(state, id), [], `${id} does not hold the floor and has no act`);
            checked++;
          }
          assert.ok(checked > 5, `checked ${checked} states`);
          assert.notEqual(g.game.ended(play.end), null, `seed ${seed}: the game ended`);
        }
      });

      test(`${g.name} (${seats} seats): bots play every game to its end within ${g.maxActs} acts`, () => {
        for (const seed of seedsFor(g)) {
          const play = once(`known:${g.name}:${seats}:${seed}`, () => playKnown(g, seats, seed));
          const end = g.game.ended(play.end);
          assert.notEqual(end, null, `seed ${seed}: not over after ${play.steps.length} acts`);
          assert.equal(g.game.floor(play.end).kind, 'over');
          assert.match(end!.rule, /^[A-Z]+(-[A-Z]+)*-\d\d$|^sim$/, 'the end cites a rule');
        }
      });

      test(`${g.name} (${seats} seats): states stay frozen: apply never writes to a state (every state deep-frozen, every act applies alike) and leaves it unchanged`, () => {
        for (const seed of seedsFor(g).slice(0, 3)) {
          const play = once(`known:${g.name}:${seats}:${seed}`, () => playKnown(g, seats, seed));
          for (const step of sample(play.steps, 80)) {
            const frozen = deepFreeze(structuredClone(step.before));
            const before = g.game.fingerprint(frozen);
            // ES modules are strict: a write to a frozen object throws.
            const again = g.game.apply(frozen, step.act);
            assert.equal(g.game.fingerprint(frozen), before, 'apply changed the state it was given');
            assert.equal(g.game.fingerprint(again), g.game.fingerprint(step.after), 'apply is a function of the state and the act');
          }
        }
      });
    }
  });
}
