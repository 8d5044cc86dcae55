/**
 * K-HAND: hand size (catalog § 8.2): the default 7, Kingpin's 10 (house
 * default Q-04 makes it the draw target), Chesed/Gamichicoth's 4 with a draw
 * on every card used, and no forced discard-down.
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { handTarget, type Ctx, type GameState } from '../../src/kult/index.js';
import { closeWindow, ok, place, player, refused, toHand, toStep } from '../support/scenario.js';
import { finishTurn, handCard, toDiscard, two } from '../support/turn-kit.js';

function passPreDraw(ctx: Ctx, s: GameState): GameState {
  let x = s;
  while (x.window?.kind === 'preDraw') x = ok(ctx, x, { type: 'pass', player: x.window.order[0]! });
  return x;
}

function toFour(s: GameState): GameState {
  let x = s;
  for (let i = 0; i < 3; i++) x = toDiscard(x, 'a', 'priest').state;
  return x;
}

describe('K-HAND hand size', () => {
  test('K-HAND-01 the default hand-size target is 7', () => {
    const { ctx, state } = two({ major: 'kether' }, { major: 'golab' });
    assert.deepEqual(handTarget(ctx, state, 'a'), { target: 7, rule: 'K-HAND-01', says: 'hand target 7' });
  });

  test('K-HAND-02 a Turned Kingpin still lets its controller hold 10 cards, and (Q-04) draw up to 10', () => {
    const { ctx, state } = two({ major: 'kether', rest: ['kingpin'] }, { major: 'golab' });
    const s0 = place(state, 'a', 'kingpin', 'C1', { faceUp: false }).state;
    const t = handTarget(ctx, s0, 'a');
    assert.equal(t.target, 10);
    assert.equal(t.rule, 'Q-04');
    assert.equal(t.says, 'Kingpin is in your cross: hand target 10');
    const s = passPreDraw(ctx, s0);
    assert.equal(player(s, 'a').hand.length, 10);
  });

  test('K-HAND-02 Kingpin Turned by a Sway keeps its "while in play" hand size', () => {
    const { ctx, state } = two({ major: 'kether', rest: ['kingpin', 'priest'] }, { major: 'golab' });
    let s = place(state, 'a', 'kingpin', 'C1', { markers: 1 }).state;
    s = place(s, 'a', 'priest', 'N').state;
    s = toStep(ctx, s, 'sway');
    s = ok(ctx, s, { type: 'sway', player: 'a', from: 'C1', to: 'N' });
    assert.equal(player(s, 'a').cross.stations.C1!.faceUp, false);
    assert.equal(handTarget(ctx, s, 'a').target, 10);
  });

  test('Q-04 with the Kingpin draw-target option off, Kingpin does not raise the draw target', () => {
    const { ctx, state } = two({ major: 'kether', rest: ['kingpin'] }, { major: 'golab' }, { options: { kingpinDrawTarget: false } });
    const s0 = place(state, 'a', 'kingpin', 'C1').state;
    assert.equal(handTarget(ctx, s0, 'a').target, 7);
    assert.equal(player(passPreDraw(ctx, s0), 'a').hand.length, 7);
  });

  test('K-HAND-03 Chesed holding 4 plays one card and at once draws back up to 4', () => {
    const { ctx, state } = two({ major: 'chesed' }, { major: 'golab' });
    let s = toStep(ctx, toFour(state), 'deeds');
    assert.equal(player(s, 'a').hand.length, 4);
    const pile = player(s, 'a').drawPile.length;
    const priest = handCard(s, 'a', 'priest');
    s = ok(ctx, s, { type: 'proclaim', player: 'a', card: priest, cross: 'a', station: 'C1' });
    assert.equal(player(s, 'a').cross.stations.C1!.base, priest);
    assert.deepEqual([player(s, 'a').hand.length, player(s, 'a').drawPile.length], [4, pile - 1]);
    // …and keeps playing as it draws.
    s = closeWindow(ctx, s);
    s = ok(ctx, s, { type: 'proclaim', player: 'a', card: handCard(s, 'a', 'priest'), cross: 'a', station: 'C2' });
    assert.deepEqual([player(s, 'a').hand.length, player(s, 'a').drawPile.length], [4, pile - 2]);
  });

  test('K-HAND-04 Gamichicoth discards one card in step 6 and draws a replacement; no second discard follows', () => {
    const { ctx, state } = two({ major: 'gamichicoth' }, { major: 'nahemoth' });
    let s = toStep(ctx, toFour(state), 'discard');
    assert.equal(s.active, 'a');
    const pile = player(s, 'a').drawPile.length;
    const dropped = player(s, 'a').hand[0]!;
    const discards = player(s, 'a').discardPile.length;
    s = ok(ctx, s, { type: 'discard', player: 'a', card: dropped });
    assert.deepEqual([player(s, 'a').hand.length, player(s, 'a').drawPile.length], [4, pile - 1]);
    assert.ok(player(s, 'a').discardPile.includes(dropped));
    s = ok(ctx, s, { type: 'pass', player: 'b' });
    refused(ctx, s, { type: 'discard', player: 'a', card: player(s, 'a').hand[0]! }, 'K-TIMING-03');
    s = ok(ctx, s, { type: 'pass', player: 'a' });
    assert.equal(s.active, 'b', 'the discard\'s window closing ended the turn');
    assert.equal(player(s, 'a').discardPile.length, discards + 1);
  });

  test('Q-03 there is no forced discard-down: a hand of 9 is still 9 after the whole turn', () => {
    const { ctx, state } = two({ major: 'kether', rest: ['artist', 'teacher'] }, { major: 'golab' });
    let s = toHand(toHand(state, 'a', 'artist').state, 'a', 'teacher').state;
    s = finishTurn(ctx, s);
    assert.equal(s.active, 'b');
    assert.equal(player(s, 'a').hand.length, 9);
  });
});
