/**
 * Where an act moved the shared decks' cards, read off the reducer's states before and after it,
 * as the hidden-deck steps that move them, in one order every table computes alike: hand-offs,
 * then per deck the cards taken off the top (first first), off the bottom, and those put under
 * (in order) or on top. Public steps (a draw, a reveal) every table derives; private ones (a
 * hand-off, a card put back: re-encrypted with the mover's secret) the mover seals to its act.
 */
import type { SeatId } from '../../engine/game.js';
import { DECK_NAMES, type CygwState, type DeckName } from '../state.js';
import { handleOf } from './decks.js';

export type Place = { readonly at: 'deck'; readonly deck: DeckName } | { readonly at: 'hand'; readonly seat: SeatId } | { readonly at: 'open' };

export type Move =
  | { readonly kind: 'draw'; readonly deck: DeckName; readonly handle: number; readonly by: SeatId; readonly from: 'top' | 'bottom' }
  | { readonly kind: 'reveal'; readonly deck: DeckName; readonly handle: number; readonly from: 'top' | 'bottom' }
  | { readonly kind: 'pass'; readonly deck: DeckName; readonly handle: number; readonly by: SeatId; readonly to: SeatId }
  | { readonly kind: 'put'; readonly deck: DeckName; readonly handle: number; readonly where: 'top' | 'bottom' };

/** Every card instance's place: in a deck, in a hand, or face up (market, Licenses in play, revealed). */
export function places(s: CygwState): Map<string, Place> {
  const out = new Map<string, Place>();
  for (const deck of DECK_NAMES) for (const iid of s.decks[deck]) out.set(iid, { at: 'deck', deck });
  for (const seat of s.seats) {
    for (const iid of s.cults[seat]!.hand) out.set(iid, { at: 'hand', seat });
    for (const iid of s.cults[seat]!.licenses) out.set(iid, { at: 'open' });
  }
  for (const iid of s.market) if (iid !== null) out.set(iid, { at: 'open' });
  for (const p of s.prompts) if (p.kind === 'iniquity') for (const iid of p.cards) out.set(iid, { at: 'open' });
  return out;
}

export type Planned = { readonly ok: true; readonly moves: readonly Move[] } | { readonly ok: false; readonly why: string };

export function planMoves(before: CygwState, after: CygwState): Planned {
  const was = places(before);
  const now = places(after);
  const moves: Move[] = [];
  const h = (iid: string) => handleOf(iid)!;
  for (const [iid, p] of now) {
    const q = was.get(iid);
    if (q?.at === 'hand' && p.at === 'hand' && q.seat !== p.seat) moves.push({ kind: 'pass', deck: h(iid).deck, handle: h(iid).handle, by: q.seat, to: p.seat });
  }
  for (const deck of DECK_NAMES) {
    const b = before.decks[deck];
    const a = after.decks[deck];
    const inB = new Set(b);
    // The untouched middle: the cards of `b` still in the deck, one run in both.
    const k = a.findIndex((iid) => inB.has(iid));
    const i = k < 0 ? b.length : b.indexOf(a[k]!);
    let m = 0;
    while (k >= 0 && k + m < a.length && i + m < b.length && a[k + m] === b[i + m]) m++;
    const top = b.slice(0, i);
    const bottom = b.slice(i + m).reverse();
    const putTop = k < 0 ? [] : a.slice(0, k);
    const putBottom = k < 0 ? a : a.slice(k + m);
    if (putTop.some((x) => inB.has(x)) || putBottom.some((x) => inB.has(x))) return { ok: false, why: `a card moved inside the ${deck} deck` };
    for (const [taken, from] of [[top, 'top'], [bottom, 'bottom']] as const) {
      for (const iid of taken) {
        const to = now.get(iid);
        if (!to || to.at === 'deck') return { ok: false, why: `a card left the ${deck} deck for nowhere` };
        moves.push(to.at === 'hand' ? { kind: 'draw', deck, handle: h(iid).handle, by: to.seat, from } : { kind: 'reveal', deck, handle: h(iid).handle, from });
      }
    }
    for (const iid of putBottom) moves.push({ kind: 'put', deck, handle: h(iid).handle, where: 'bottom' });
    for (const iid of [...putTop].reverse()) moves.push({ kind: 'put', deck, handle: h(iid).handle, where: 'top' });
  }
  return { ok: true, moves };
}
