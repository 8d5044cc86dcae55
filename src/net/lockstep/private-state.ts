/**
 * What the local player can see of the shared state: the shared state plus
 * the identities of their own hand and discard pile (K-DISCARD-03), filled
 * in from their secrets. Used to judge their own attempts before sending.
 */
import type { CardInstance, GameState, InstanceId } from '../../kult/index.js';
import type { CardSecret } from '../secrets.js';

export function privateState(game: GameState, mine: Readonly<Record<InstanceId, CardSecret>>): GameState {
  let cards: Record<InstanceId, CardInstance> | null = null;
  for (const p of game.players) {
    for (const iid of [...p.hand, ...p.discardPile]) {
      const secret = mine[iid];
      const inst = game.cards[iid];
      if (!secret || !inst || inst.card !== null) continue;
      cards ??= { ...game.cards };
      cards[iid] = { ...inst, card: secret.card };
    }
  }
  return cards ? { ...game, cards } : game;
}
