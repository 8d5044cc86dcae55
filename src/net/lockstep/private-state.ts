/**
 * What the local player can see of the shared state: the shared state plus
 * the identities of their own hand and discard pile (K-DISCARD-03), filled
 * in from their secrets. Used to judge their own attempts before sending.
 */
import type { CardInstance, GameState, InstanceId } from '../../kult/index.js';
import type { CardSecret } from '../secrets.js';

type Secrets = Readonly<Record<InstanceId, CardSecret>>;

/**
 * The last private state made of each game state (states are immutable): the table's view,
 * its legal moves and the judge of an own attempt all ask for the same one.
 */
const made = new WeakMap<GameState, { readonly mine: Secrets; readonly seen: GameState }>();

export function privateState(game: GameState, mine: Secrets): GameState {
  const hit = made.get(game);
  if (hit && hit.mine === mine) return hit.seen;
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
  const seen = cards ? { ...game, cards } : game;
  made.set(game, { mine, seen });
  return seen;
}
