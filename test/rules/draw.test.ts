/**
 * K-DRAW: step 1 (catalog § 8.2, § 14.3): drawing to the target, the
 * reshuffle, the atomic draw between its pre- and post-draw windows, and the
 * house defaults Q-02 (both piles empty) and Q-22 (reshuffle outside step 1).
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { closeWindow, newMatch, deckOf, ok, player, refused, toHand, toStep } from '../support/scenario.js';
import { checkFor, finishTurn, handCard, ids, toDiscard, two } from '../support/turn-kit.js';
import type { CardId, Ctx, GameState } from '../../src/kult/index.js';

/** Passes the pre-draw window only (closeWindow would also close the post-draw one). */
function passPreDraw(ctx: Ctx, s: GameState): GameState {
  let x = s;
  while (x.window?.kind === 'preDraw') x = ok(ctx, x, { type: 'pass', player: x.window.order[0]! });
  return x;
}

/** Moves `n` cards of type `card` from `player`'s hand to the discard pile. */
function discardFromHand(s: GameState, playerId: string, card: CardId, n: number): GameState {
  let x = s;
  for (let i = 0; i < n; i++) x = toDiscard(x, playerId, card).state;
  return x;
}

describe('K-DRAW drawing cards', () => {
  test('K-DRAW-01 a player with 3 cards in hand draws 4', () => {
    const { ctx, state } = two({ major: 'kether', hand: ['priest', 'priest', 'priest', 'priest'] }, { major: 'golab' });
    let s = toStep(ctx, state, 'deeds');
    for (const st of ['N', 'S', 'C1', 'C2'] as const) s = closeWindow(ctx, ok(ctx, s, { type: 'proclaim', player: 'a', card: handCard(s, 'a', 'priest'), cross: 'a', station: st }));
    s = finishTurn(ctx, finishTurn(ctx, s));
    const before = player(s, 'a');
    assert.equal(before.hand.length, 3);
    const top4 = before.drawPile.slice(0, 4);
    s = passPreDraw(ctx, s);
    assert.equal(s.window?.kind, 'postDraw');
    assert.equal(player(s, 'a').hand.length, 7);
    assert.deepEqual(player(s, 'a').hand.slice(3), top4);
    assert.equal(player(s, 'a').drawPile.length, before.drawPile.length - 4);
  });

  test('K-DRAW-02 a player holding 9 cards (more than the target) draws nothing and keeps all 9', () => {
    const { ctx, state } = two({ major: 'kether', rest: ['artist', 'teacher'] }, { major: 'golab' });
    let s = toHand(toHand(state, 'a', 'artist').state, 'a', 'teacher').state;
    const pile = player(s, 'a').drawPile.length;
    s = passPreDraw(ctx, s);
    assert.equal(player(s, 'a').hand.length, 9);
    assert.equal(player(s, 'a').drawPile.length, pile);
  });

  test('K-DRAW-03 owing 3 with 1 card in the Draw Pile and 10 in the Discard Pile: draw 1, reshuffle the 10, draw 2', () => {
    const { ctx, state } = newMatch([
      { id: 'a', major: 'kether', deck: ['priest', ...Array(7).fill('priest'), 'teacher', ...Array(7).fill('artist')] },
      { id: 'b', major: 'golab', deck: deckOf([]) },
    ]);
    let s = discardFromHand(state, 'a', 'priest', 3);
    s = discardFromHand(s, 'a', 'artist', 7);
    const teacher = player(s, 'a').drawPile[0]!;
    assert.deepEqual([player(s, 'a').hand.length, player(s, 'a').drawPile.length, player(s, 'a').discardPile.length], [4, 1, 10]);
    const discarded = [...player(s, 'a').discardPile].sort();
    s = passPreDraw(ctx, s);
    const a = player(s, 'a');
    assert.equal(a.hand.length, 7);
    assert.equal(a.hand[4], teacher, 'the last card of the old pile is drawn first');
    assert.deepEqual([a.drawPile.length, a.discardPile.length], [8, 0]);
    assert.deepEqual([...a.hand.slice(5), ...a.drawPile].sort(), discarded, 'the new pile is exactly the old discard pile');
  });

  test('K-DRAW-04 the draw is instantaneous: a Commandment among the owed cards cannot be played mid-draw, and playing it afterwards draws no replacement', () => {
    const { ctx, state } = newMatch([
      { id: 'a', major: 'kether', deck: ['priest', ...Array(7).fill('priest'), 'manipulate-death', 'artist', 'artist', ...Array(10).fill('priest')] },
      { id: 'b', major: 'golab', deck: deckOf([]) },
    ]);
    let s = discardFromHand(state, 'a', 'priest', 3);
    const md = player(s, 'a').drawPile[0]!;
    assert.equal(s.cards[md]!.card, 'manipulate-death');
    // Before the draw the Commandment is not yet in hand: there is no moment between the draws.
    refused(ctx, s, { type: 'commandment', player: 'a', card: md }, 'K-DEED-01');
    s = passPreDraw(ctx, s);
    assert.equal(s.window?.kind, 'postDraw');
    assert.deepEqual(ids(s, player(s, 'a').hand.slice(4)), ['manipulate-death', 'artist', 'artist'], 'all three owed cards arrived together');
    const pile = player(s, 'a').drawPile.length;
    s = ok(ctx, s, { type: 'commandment', player: 'a', card: md });
    assert.equal(player(s, 'a').hand.length, 6);
    assert.equal(player(s, 'a').drawPile.length, pile, 'no replacement draw');
  });

  test('K-DRAW-05 an adversary plays an any-time Commandment before the draw; the active player plays a just-drawn "during your turn" Commandment after it', () => {
    const { ctx, state } = newMatch([
      { id: 'a', major: 'kether', deck: ['priest', ...Array(7).fill('priest'), 'the-void', ...Array(10).fill('priest')] },
      { id: 'b', major: 'golab', deck: deckOf(['fly-in-the-ointment', 'the-void']) },
    ]);
    let s = toDiscard(state, 'a', 'priest').state;
    s = ok(ctx, s, { type: 'pass', player: 'a' });
    // (a) pre-draw: Golab plays an any-time Commandment during Kether's turn…
    s = ok(ctx, s, { type: 'commandment', player: 'b', card: handCard(s, 'b', 'fly-in-the-ointment'), target: { player: 'a', suit: 'rose' } });
    assert.equal(s.window?.kind, 'preDraw');
    // …but not a "during your turn" one.
    s = ok(ctx, s, { type: 'pass', player: 'a' });
    const j = refused(ctx, s, { type: 'commandment', player: 'b', card: handCard(s, 'b', 'the-void'), target: { player: 'a' } }, 'K-CMD-01');
    assert.equal(checkFor(j, 'K-CMD-01').says, "playable only during your own turn; it is a's turn");
    s = ok(ctx, s, { type: 'pass', player: 'b' });
    // (b) the draw, then (c) post-draw: the freshly drawn The Void is playable by Kether.
    assert.equal(s.window?.kind, 'postDraw');
    const voidCard = handCard(s, 'a', 'the-void');
    const bHand = player(s, 'b').hand.length;
    s = ok(ctx, s, { type: 'commandment', player: 'a', card: voidCard, target: { player: 'b' } });
    assert.equal(player(s, 'b').hand.length, bHand - 1);
    assert.equal(s.window?.kind, 'postDraw');
  });

  test('K-DRAW-06 a Chesed player holding 4 cards draws nothing yet still gets the pre- and post-draw windows', () => {
    const { ctx, state } = two({ major: 'chesed' }, { major: 'golab' });
    let s = discardFromHand(state, 'a', 'priest', 3);
    assert.equal(player(s, 'a').hand.length, 4);
    assert.equal(s.window?.kind, 'preDraw');
    const pile = player(s, 'a').drawPile.length;
    s = passPreDraw(ctx, s);
    assert.equal(s.window?.kind, 'postDraw');
    assert.deepEqual([player(s, 'a').hand.length, player(s, 'a').drawPile.length], [4, pile]);
    s = closeWindow(ctx, s);
    assert.equal(s.step, 'sway');
  });

  test('Q-02 a draw owed while both the Draw and Discard Piles are empty draws what it can (nothing), with no penalty', () => {
    const { ctx, state } = newMatch([
      { id: 'a', major: 'kether', deck: ['priest', ...Array(7).fill('priest')] },
      { id: 'b', major: 'golab', deck: deckOf([]) },
    ]);
    let s = toStep(ctx, state, 'deeds');
    for (const st of ['N', 'S', 'C1'] as const) s = closeWindow(ctx, ok(ctx, s, { type: 'proclaim', player: 'a', card: player(s, 'a').hand[0]!, cross: 'a', station: st }));
    s = finishTurn(ctx, finishTurn(ctx, s));
    assert.deepEqual([s.active, player(s, 'a').hand.length, player(s, 'a').drawPile.length, player(s, 'a').discardPile.length], ['a', 4, 0, 0]);
    s = passPreDraw(ctx, s);
    assert.equal(s.window?.kind, 'postDraw', 'the step goes on');
    assert.equal(player(s, 'a').hand.length, 4);
    assert.equal(s.ended, null, 'running out of cards is no loss');
  });

  test('Q-22 a Chesed draw-on-use with an empty Draw Pile reshuffles the Discard Pile outside the Draw step', () => {
    const { ctx, state } = newMatch([
      { id: 'a', major: 'chesed', deck: ['priest', ...Array(7).fill('priest')] },
      { id: 'b', major: 'golab', deck: deckOf([]) },
    ]);
    const s0 = discardFromHand(state, 'a', 'priest', 3);
    assert.deepEqual([player(s0, 'a').hand.length, player(s0, 'a').drawPile.length, player(s0, 'a').discardPile.length], [4, 0, 3]);
    let s = toStep(ctx, s0, 'deeds');
    assert.equal(player(s, 'a').hand.length, 4);
    s = ok(ctx, s, { type: 'proclaim', player: 'a', card: player(s, 'a').hand[0]!, cross: 'a', station: 'C1' });
    assert.deepEqual([player(s, 'a').hand.length, player(s, 'a').drawPile.length, player(s, 'a').discardPile.length], [4, 2, 0]);
  });
});
