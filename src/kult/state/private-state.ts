/**
 * What the local player can see of the shared state: the shared state plus
 * the identities of their own hand and discard pile (K-DISCARD-03), filled
 * in from their secrets. Used to judge their own attempts before sending.
 */
import type { Secrets } from '../../engine/game.js';
import type { CardInstance, GameState, InstanceId } from '../types.js';

/**
 * The last private state made of each game state (states are immutable): the table's view,
 * its legal moves and the judge of an own attempt all ask for the same one.
 */
const made = new WeakMap<GameState, { readonly mine: Secrets; readonly seen: GameState }>();

/**
 * Per secrets, the card table last filled in and what it was made from. Most acts change
 * neither the shared card table nor any hand or discard pile (a pass, a repel, a sway): the
 * next state then gets the same filled-in table instead of a fresh copy of every card.
 */
const lastTable = new WeakMap<Secrets, { readonly from: GameState['cards']; readonly zones: readonly (readonly InstanceId[])[]; readonly cards: GameState['cards'] }>();

function ownZones(game: GameState): readonly (readonly InstanceId[])[] {
  return game.players.flatMap((p) => [p.hand, p.discardPile]);
}

function sameZones(a: readonly (readonly InstanceId[])[], b: readonly (readonly InstanceId[])[]): boolean {
  return a.length === b.length && a.every((zone, i) => zone === b[i]);
}

export function privateState(game: GameState, mine: Secrets): GameState {
  const hit = made.get(game);
  if (hit && hit.mine === mine) return hit.seen;
  const zones = ownZones(game);
  const last = lastTable.get(mine);
  const cards = last && last.from === game.cards && sameZones(last.zones, zones) ? last.cards : fillIn(game, mine, zones);
  lastTable.set(mine, { from: game.cards, zones, cards });
  const seen = cards === game.cards ? game : { ...game, cards };
  made.set(game, { mine, seen });
  return seen;
}

/** The card table with the identities of this player's hidden cards filled in (the same table when none is hidden). */
function fillIn(game: GameState, mine: Secrets, zones: readonly (readonly InstanceId[])[]): GameState['cards'] {
  let cards: Record<InstanceId, CardInstance> | null = null;
  for (const zone of zones) {
    for (const iid of zone) {
      const secret = mine[iid];
      const inst = game.cards[iid];
      if (!secret || !inst || inst.card !== null) continue;
      cards ??= { ...game.cards };
      cards[iid] = { ...inst, card: secret.card };
    }
  }
  return cards ?? game.cards;
}
