/**
 * Where an act moved the shared decks' cards, read off the reducer's states before and after it:
 * in M.E.A.T. cards leave a deck only from its top, into a hand (a Destiny draw, decrypted for
 * the drawer alone) or face up (the draft pool, derived by every table). Every table computes the
 * same steps from the same two states.
 */
import type { SeatId } from '../../engine/game.js';
import type { Words } from '../../engine/judgement.js';
import { deckName, words } from '../say.js';
import { LANES, type MeatState } from '../state.js';
import { DECKS, handleOf, type DeckName } from './decks.js';

export type Move =
  | { readonly kind: 'draw'; readonly deck: DeckName; readonly gen: number; readonly handle: number; readonly by: SeatId }
  | { readonly kind: 'reveal'; readonly deck: DeckName; readonly gen: number; readonly handle: number };

/** Every instance's place: a deck, a hand, or face up. */
function places(s: MeatState): Map<string, 'deck' | 'open' | { seat: SeatId }> {
  const out = new Map<string, 'deck' | 'open' | { seat: SeatId }>();
  for (const deck of DECKS) for (const iid of s.decks[deck]) out.set(iid, 'deck');
  for (const iid of [...s.pool, ...s.graves.creature, ...s.graves.destiny, ...s.stack.map((e) => e.card)]) out.set(iid, 'open');
  for (const seat of s.seats) {
    const p = s.players[seat]!;
    for (const iid of p.hand) out.set(iid, { seat });
    for (const l of p.laid) out.set(l.card, 'open');
    for (const lane of LANES) if (p.lanes[lane]) for (const iid of [p.lanes[lane]!.card, ...p.lanes[lane]!.equipment.map((e) => e.card)]) out.set(iid, 'open');
  }
  return out;
}

export type Planned = { readonly ok: true; readonly moves: readonly Move[] } | { readonly ok: false; readonly why: Words };

export function planMoves(before: MeatState, after: MeatState): Planned {
  const now = places(after);
  const moves: Move[] = [];
  for (const deck of DECKS) {
    const b = before.decks[deck];
    const a = after.decks[deck];
    // Only the top leaves, so the deck after is the deck before without its first cards (or a newly dealt one).
    const k = b.length - a.length;
    if (k < 0 || a.some((x, i) => x !== b[k + i])) {
      if (a.length > 0 && b.length === 0) continue; // a generation just dealt into the deck
      return { ok: false, why: words('meat.says.deck.movedInside', { deck: deckName(deck) }) };
    }
    for (const iid of b.slice(0, k)) {
      const at = handleOf(after.net!, iid) ?? handleOf(before.net!, iid);
      const to = now.get(iid);
      if (!at || !to || to === 'deck') return { ok: false, why: words('meat.says.deck.leftForNowhere', { deck: deckName(deck) }) };
      moves.push(to === 'open' ? { kind: 'reveal', deck, gen: at.gen, handle: at.handle } : { kind: 'draw', deck, gen: at.gen, handle: at.handle, by: to.seat });
    }
  }
  return { ok: true, moves };
}
