// The views and the private state reuse the card table they made for the previous state when
// nothing that decides them changed. These tests move a card between zones while keeping the
// very same card table, the one case where reusing it would show or hide the wrong card.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { coreCards, createMatch, privateView, publicView, STARTER_DECKS, type GameState, type PlayerId } from '../../src/kult/index.js';
import { privateState } from '../../src/kult/state/private-state.js';
import type { Secret as CardSecret } from '../../src/engine/game.js';

const cards = coreCards();

function opening(): GameState {
  const r = createMatch(cards, {
    players: [{ id: 'a', major: 'kether', deck: STARTER_DECKS.archon.cards }, { id: 'b', major: 'golab', deck: STARTER_DECKS.angel.cards }],
    struggle: 'continent',
    seed: 5,
  });
  assert.ok(r.ok);
  return r.state;
}

/** `state` with the top card of `who`'s draw pile moved to their hand, the card table untouched. */
function drawnWithoutTouchingCards(state: GameState, who: PlayerId): GameState {
  return {
    ...state,
    players: state.players.map((p) => (p.id === who ? { ...p, drawPile: p.drawPile.slice(1), hand: [...p.hand, p.drawPile[0]!] } : p)),
  };
}

test('K-DISCARD-03 a card drawn into the viewer\'s own hand shows in the next private view, though the card table is the same object', () => {
  const before = opening();
  const top = before.players.find((p) => p.id === 'a')!.drawPile[0]!;
  assert.equal(privateView(before, 'a').cards[top]!.card, null, 'hidden in the draw pile');
  const after = drawnWithoutTouchingCards(before, 'a');
  assert.equal(after.cards, before.cards);
  assert.equal(privateView(after, 'a').cards[top]!.card, before.cards[top]!.card, 'seen in hand');
  assert.equal(privateView(after, 'b').cards[top]!.card, null, 'still hidden from the adversary (K-DISCARD-02)');
  assert.equal(publicView(after).cards[top]!.card, null);
});

test('K-DISCARD-03 the private state fills in an own card that reached the hand since the last state, with the same card table', () => {
  // Networked play: the shared state holds no identities; the owner's secrets fill them in.
  const opened = opening();
  const shared: GameState = { ...opened, cards: Object.fromEntries(Object.entries(opened.cards).map(([iid, c]) => [iid, c.owner === 'a' ? { ...c, card: null } : c])) };
  const mine: Record<string, CardSecret> = {};
  for (const [iid, c] of Object.entries(opened.cards)) if (c.owner === 'a' && c.card) mine[iid] = { card: c.card, salt: 'salt' };
  const top = shared.players.find((p) => p.id === 'a')!.drawPile[0]!;
  assert.equal(privateState(shared, mine).cards[top]!.card, null, 'a draw-pile card stays unknown');
  const after = drawnWithoutTouchingCards(shared, 'a');
  assert.equal(after.cards, shared.cards);
  assert.equal(privateState(after, mine).cards[top]!.card, mine[top]!.card, 'filled in once in hand');
  // And an unchanged next state gets the very same table back.
  const next = { ...after, nextAct: after.nextAct + 1 };
  assert.equal(privateState(next, mine).cards, privateState(after, mine).cards);
});
