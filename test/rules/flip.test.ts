/**
 * K-FLIP: step 7 flips all the active player's Turned cards and ends "until
 * end of turn" effects (Repel Suits, Fly in the Ointment losses), Q-24.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { closeWindow, ok, place, player, toStep } from '../support/scenario.js';
import { inHand, nextTurn, suits, table } from '../support/table-kit.js';

describe('K-FLIP', () => {
  it('K-FLIP-01 / K-FLIP-02: three Turned cards all become face-up in step 7, which ends the turn', () => {
    let { ctx, state } = table({ major: 'kether', rest: ['priest', 'artist', 'usher'] }, { major: 'golab' });
    state = place(state, 'a', 'priest', 'N', { faceUp: false }).state;
    state = place(state, 'a', 'artist', 'C1', { faceUp: false }).state;
    state = place(state, 'a', 'usher', 'C2', { faceUp: false }).state;
    state = toStep(ctx, state, 'discard');
    state = ok(ctx, state, { type: 'discard', player: 'a', card: null });
    const st = player(state, 'a').cross.stations;
    assert.deepEqual([st.N!.faceUp, st.C1!.faceUp, st.C2!.faceUp], [true, true, true]);
    assert.equal(state.active, 'b');
    assert.equal(state.step, 'draw');
  });

  it('K-FLIP-04: only the active player\'s cards flip; the other player\'s Turned card waits for its own step 7', () => {
    let { ctx, state } = table({ major: 'kether', rest: ['priest'] }, { major: 'golab', rest: ['artist'] });
    state = place(state, 'a', 'priest', 'N', { faceUp: false }).state;
    state = place(state, 'b', 'artist', 'C1', { faceUp: false }).state;
    state = nextTurn(ctx, state);
    assert.equal(player(state, 'a').cross.stations.N!.faceUp, true);
    assert.equal(player(state, 'b').cross.stations.C1!.faceUp, false);
    state = nextTurn(ctx, state);
    assert.equal(player(state, 'b').cross.stations.C1!.faceUp, true);
  });

  it('K-FLIP-06: a Skull gained by a Repel in A\'s turn is gone at the start of B\'s turn', () => {
    let { ctx, state } = table({ major: 'kether', hand: ['veteran'] }, { major: 'golab' });
    state = toStep(ctx, state, 'deeds');
    state = closeWindow(ctx, ok(ctx, state, { type: 'repel', player: 'a', from: 'hub', to: 'pool', suit: 'skull' }));
    assert.equal(suits(ctx, state, 'a').skull, 1);
    state = toStep(ctx, state, 'discard');
    state = ok(ctx, state, { type: 'discard', player: 'a', card: null });
    assert.equal(state.active, 'b');
    assert.equal(suits(ctx, state, 'a').skull, 0);
    assert.equal(state.lasting.length, 0);
  });

  it('K-FLIP-06: a Fly in the Ointment loss lasts until the end of the current player\'s turn, then the Suit is back', () => {
    let { ctx, state } = table({ major: 'kether', hand: ['fly-in-the-ointment'] }, { major: 'golab' });
    state = toStep(ctx, state, 'deeds');
    // Kether plays Fly on Golab in his own turn (an act with no window open).
    state = closeWindow(ctx, ok(ctx, state, { type: 'commandment', player: 'a', card: inHand(state, 'a', 'fly-in-the-ointment'), target: { player: 'b', suit: 'skull' } }));
    assert.equal(suits(ctx, state, 'b').skull, 2);
    state = nextTurn(ctx, state);
    assert.equal(state.active, 'b');
    assert.equal(suits(ctx, state, 'b').skull, 3);
  });
});
