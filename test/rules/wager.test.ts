import assert from 'node:assert/strict';
import { test } from 'node:test';
import { act, wagerOutcome } from '../../src/kult/index.js';
import { duel, player, setHub, toStep } from '../support/scenario.js';

function wonBy(options: Record<string, unknown>) {
  let { ctx, state } = duel(['priest'], [], { options });
  state = toStep(ctx, state, 'deeds');
  // Arrange a Hub at the Continent target; the next act's win check ends the game (K-WIN-01, K-WIN-08).
  state = setHub(state, 'a', 5);
  const r = act(ctx, state, { type: 'endStep', player: 'a' });
  return r.state;
}

test('K-WAGER-03 in a wager game the winner takes every other player\'s Hub card; ownership is otherwise untouched (K-GEN-02)', () => {
  const s = wonBy({ wager: true });
  assert.equal(s.winner, 'a');
  assert.deepEqual(wagerOutcome(s), [{ card: player(s, 'b').cross.hubCard!, from: 'b', to: 'a' }]);
  const plain = wonBy({});
  assert.equal(plain.winner, 'a');
  assert.deepEqual(wagerOutcome(plain), [], 'without a wager every card goes back to its owner');
});
