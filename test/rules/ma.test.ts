/**
 * K-MA: Major Arcana abilities: Chesed/Gamichicoth's 4-card hand with a draw
 * for each card used, and the Major Arcanum's unlimited marker capacity.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { handTarget } from '../../src/kult/index.js';
import { closeWindow, ok, place, player, setHub, toStep } from '../support/scenario.js';
import { arrange, inHand, judgeOnly, says, table } from '../support/table-kit.js';

describe('K-MA', () => {
  it('K-MA-02: Chesed\'s hand target is 4 and it draws a card for each card it uses (a Proclaim brings the hand back to 4)', () => {
    let { ctx, state } = table({ major: 'chesed', hand: ['priest', 'artist'] }, { major: 'golab' });
    assert.deepEqual(handTarget(ctx, state, 'a'), { target: 4, rule: 'K-HAND-03', says: 'Chesed limits the hand to 4' });
    state = arrange(state, (s) => {
      const me = s.players.find((p) => p.id === 'a')!;
      while (me.hand.length > 4) me.drawPile.unshift(me.hand.pop()!);
    });
    state = toStep(ctx, state, 'deeds');
    assert.equal(player(state, 'a').hand.length, 4);
    const draw = player(state, 'a').drawPile.length;
    state = ok(ctx, state, { type: 'proclaim', player: 'a', card: inHand(state, 'a', 'artist'), cross: 'a', station: 'C1' });
    assert.equal(player(state, 'a').hand.length, 4);
    assert.equal(player(state, 'a').drawPile.length, draw - 1);
  });

  it('K-MA-02: Gamichicoth has the same 4-card limit; Golab keeps the usual 7', () => {
    const { ctx, state } = table({ major: 'gamichicoth' }, { major: 'golab' });
    assert.equal(handTarget(ctx, state, 'a').target, 4);
    assert.equal(handTarget(ctx, state, 'b').target, 7);
  });

  it('K-MA-03: the Major Arcanum holds any number of markers and is never Turned by a Sway', () => {
    let { ctx, state } = table({ major: 'kether', rest: ['priest'] }, { major: 'golab' }, { struggle: 'world' });
    state = setHub(state, 'a', 7);
    state = toStep(ctx, place(state, 'a', 'priest', 'N', { markers: 1 }).state, 'sway');
    const sway = { type: 'sway', player: 'a', from: 'N', to: 'hub' } as const;
    assert.match(says(judgeOnly(ctx, state, sway), 'K-HOLD-02'), /the Major Arcanum holds any number of markers/);
    state = closeWindow(ctx, ok(ctx, state, sway));
    assert.equal(player(state, 'a').cross.hubMarkers, 8);
    assert.equal(player(state, 'a').cross.stations.N!.faceUp, false); // only the Stage card Turned
  });
});
