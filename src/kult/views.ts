/**
 * What each seat may see. Hands, draw piles, face-down discards and Hub cards
 * are hidden from adversaries (K-DISCARD-02/03); the Hub card is hidden from
 * everyone, its owner included (K-SETUP-05).
 */
import type { CardInstance, GameState, InstanceId, PlayerId } from './types.js';

/** The state every seat may see: hidden identities are null. */
export function publicView(state: GameState): GameState {
  return masked(state, null);
}

/** What `viewer` may see: the public view plus their own hand and discard pile (K-DISCARD-03). */
export function privateView(state: GameState, viewer: PlayerId): GameState {
  return masked(state, viewer);
}

function masked(state: GameState, viewer: PlayerId | null): GameState {
  const hidden = new Set<InstanceId>();
  for (const p of state.players) {
    if (p.cross.hubCard) hidden.add(p.cross.hubCard);
    for (const iid of p.drawPile) hidden.add(iid);
    if (p.id !== viewer) {
      for (const iid of p.hand) hidden.add(iid);
      for (const iid of p.discardPile) hidden.add(iid);
    }
  }
  const cards: Record<InstanceId, CardInstance> = {};
  for (const [iid, inst] of Object.entries(state.cards)) cards[iid] = hidden.has(iid) ? { owner: inst.owner, card: null } : inst;
  // The shared rng stays: both peers hold it, it reveals no card; draw order is by instance id, and ids are hidden.
  return { ...state, cards };
}
