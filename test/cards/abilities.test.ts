/**
 * Abilities built from the vocabulary, on test-only cards (the core set has
 * no such combinations): regressions for two engine bugs the generated-card
 * property test (test/properties/card-files.test.ts) found.
 * - An ability paid by a Repel is judged on the table after the Repel, since
 *   the cost is paid first: its effect may not use the marker just moved.
 * - An ability whose effect cancels an act makes that act ineffective, as a
 *   Commandment with the same effect does.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { ok, place, player, refused, toStep } from '../support/scenario.js';
import { lastAct } from '../support/table-kit.js';
import { handCard, suitCounts, twoWith } from '../support/turn-kit.js';

const SHUFFLER = {
  id: 'test-shuffler', name: 'Test Shuffler', kind: 'being', affiliation: 'white', suits: [], beingKind: 'pawn', pawnOf: 'madness', cv: 1,
  stations: ['C1', 'C2', 'C3', 'C4'], text: 'REPEL: move one marker of your cross one step.', source: 'test',
  abilities: [{ timing: { at: 'yourTurn' }, cost: { repel: 1 }, effects: [{ op: 'moveMarker' }], affects: ['repel'] }],
};
const SILENCER = {
  id: 'test-silencer', name: 'Test Silencer', kind: 'being', affiliation: 'white', suits: [], beingKind: 'pawn', pawnOf: 'passion', cv: 1,
  stations: ['C1', 'C2', 'C3', 'C4'], text: 'TURN: target Commandment just played has no effect.', source: 'test',
  abilities: [{ timing: { at: 'anyTime' }, cost: { turn: true }, effects: [{ op: 'cancelAct', filter: { kinds: ['commandment'] } }], affects: ['commandment'] }],
};

const PURGE = {
  id: 'test-purge', name: 'Test Purge', kind: 'commandment', affiliation: 'white', suits: [], text: 'Discard target Being; then move one of your markers one step.', source: 'test',
  timing: { at: 'yourTurn' }, effects: [{ op: 'discardTarget', filter: { kinds: ['being'] } }, { op: 'moveMarker' }],
};

describe('abilities made of vocabulary effects', () => {
  it('K-REPEL-08 an ability paid by a Repel is judged after the Repel: it cannot also move the marker the Repel took away', () => {
    let { ctx, state } = twoWith([SHUFFLER], { major: 'kether', rest: ['test-shuffler', 'priest', 'priest'] }, { major: 'golab' });
    const sh = place(state, 'a', 'test-shuffler', 'C1', { markers: 1 });
    state = place(sh.state, 'a', 'priest', 'N').state;
    state = place(state, 'a', 'priest', 'S').state;
    state = toStep(ctx, state, 'deeds');
    // Paying C1 → Pool leaves nothing on C1 for the effect to move (the engine once drove C1 to −1).
    refused(ctx, state, { type: 'ability', player: 'a', card: sh.iid, index: 0, repel: { from: 'C1', to: 'pool' }, target: { from: 'C1', to: 'N' } }, 'K-ATTACK-16');
    // Paying Hub → North leaves C1's marker free to move inward, to South.
    state = ok(ctx, state, { type: 'ability', player: 'a', card: sh.iid, index: 0, repel: { from: 'hub', to: 'N' }, target: { from: 'C1', to: 'S' } });
    const cross = player(state, 'a').cross;
    assert.deepEqual([cross.hubMarkers, cross.stations.N?.markers, cross.stations.C1?.markers, cross.stations.S?.markers], [1, 1, 0, 1]);
  });

  it('K-TIMING-06 an ability that cancels an act makes it ineffective, like a Commandment would: Manipulate Death gives no Skull', () => {
    let { ctx, state } = twoWith([SILENCER], { major: 'kether', hand: ['manipulate-death'] }, { major: 'golab', rest: ['test-silencer'] });
    const si = place(state, 'b', 'test-silencer', 'C1');
    state = toStep(ctx, si.state, 'deeds');
    state = ok(ctx, state, { type: 'commandment', player: 'a', card: handCard(state, 'a', 'manipulate-death') });
    assert.equal(suitCounts(ctx, state, 'a').skull, 1);
    state = ok(ctx, state, { type: 'ability', player: 'b', card: si.iid, index: 0, target: { act: lastAct(state) } });
    assert.equal(suitCounts(ctx, state, 'a').skull, 0);
    assert.equal(player(state, 'b').cross.stations.C1?.faceUp, false, 'the TURN cost was paid');
  });

  it('K-POPDISCARD-03 a card\'s later effect finds the marker its earlier effect discarded, and does nothing (no negative count)', () => {
    let { ctx, state } = twoWith([PURGE], { major: 'kether', hand: ['test-purge'], rest: ['priest', 'priest'] }, { major: 'golab' });
    const pr = place(state, 'a', 'priest', 'C1', { markers: 1 });
    state = place(pr.state, 'a', 'priest', 'N').state;
    state = toStep(ctx, state, 'deeds');
    const pool = state.pool;
    state = ok(ctx, state, { type: 'commandment', player: 'a', card: handCard(state, 'a', 'test-purge'), target: { card: pr.iid, from: 'C1', to: 'N' } });
    assert.equal(player(state, 'a').cross.stations.C1, undefined);
    assert.equal(player(state, 'a').cross.stations.N?.markers, 0, 'the move found nothing on C1');
    assert.equal(state.pool, pool + 1, 'the Priest\'s marker went to the Pool with it (K-POPDISCARD-03)');
  });
});
