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

/**
 * Per viewer, the masked card table last made and what it was made from. Most acts change no
 * card and move none between zones (a pass, a repel, a sway): the next state's view then
 * shares that table instead of copying every card again.
 */
const lastMasked = new Map<PlayerId | null, { readonly from: GameState['cards']; readonly zones: readonly unknown[]; readonly cards: GameState['cards'] }>();

/** What decides which cards `viewer` cannot see: the Hub cards, draw piles and other seats' hands and discards. */
function hidingZones(state: GameState, viewer: PlayerId | null): unknown[] {
  const zones: unknown[] = [];
  for (const p of state.players) {
    zones.push(p.cross.hubCard, p.drawPile);
    if (p.id !== viewer) zones.push(p.hand, p.discardPile);
  }
  return zones;
}

function masked(state: GameState, viewer: PlayerId | null): GameState {
  const zones = hidingZones(state, viewer);
  const last = lastMasked.get(viewer);
  const same = last !== undefined && last.from === state.cards && last.zones.length === zones.length && zones.every((z, i) => z === last.zones[i]);
  const cards = same ? last.cards : maskCards(state, viewer);
  lastMasked.set(viewer, { from: state.cards, zones, cards });
  // The shared rng stays: both peers hold it, it reveals no card; draw order is by instance id, and ids are hidden.
  return { ...state, cards };
}

function maskCards(state: GameState, viewer: PlayerId | null): GameState['cards'] {
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
  return cards;
}
