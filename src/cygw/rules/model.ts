/**
 * What the rules read off a state: strengths, Influence, presence, Divine Might, Licenses.
 * Pure reads; nothing here changes a state.
 */
import type { SeatId } from '../../engine/game.js';
import type { AbilityId, CygwCards, LicenseDef, LicenseKind } from '../cards/types.js';
import type { CultState, CygwState, Piece } from '../state.js';

export const SUPREMACY_BONUS = 7;
export const FOLLOWER_CAP = 9;
export const ALTAR_INFLUENCE = 4;

export function cult(s: CygwState, seat: SeatId): CultState {
  const c = s.cults[seat];
  if (!c) throw new RangeError(`no seat ${seat}`);
  return c;
}

/** The Licenses a seat owns, as definitions (a License in play is always known to all). */
export function licenses(cards: CygwCards, s: CygwState, seat: SeatId, kind?: LicenseKind): LicenseDef[] {
  const out: LicenseDef[] = [];
  for (const iid of cult(s, seat).licenses) {
    const def = cards.licenses.get(s.ident[iid] ?? '');
    if (def && (kind === undefined || def.kind === kind)) out.push(def);
  }
  return out;
}

/** C-CORE-01: Followers + every License's bonus + 7 with the Supremacy card. */
export function patriarchStrength(cards: CygwCards, s: CygwState, seat: SeatId): number {
  const bonus = licenses(cards, s, seat).reduce((n, l) => n + l.bonus, 0);
  return cult(s, seat).followers + bonus + (s.supremacy.owner === seat ? SUPREMACY_BONUS : 0);
}

/** A Priest's strength where it stands (C-CORE-01 for the Patriarch). */
export function pieceStrength(cards: CygwCards, s: CygwState, p: Piece): number {
  return p.patriarch ? patriarchStrength(cards, s, p.owner) : p.strength;
}

/** C-CULTSHEET-01: the Divine Might of the face up. */
export function divineMight(cards: CygwCards, s: CygwState, seat: SeatId): number {
  const c = cult(s, seat);
  return cards.cults.get(c.sheet)![c.side].dm;
}

export function abilitiesOf(cards: CygwCards, s: CygwState, seat: SeatId): readonly AbilityId[] {
  const c = cult(s, seat);
  return cards.cults.get(c.sheet)![c.side].abilities;
}

export function place(s: CygwState, loc: number) {
  const p = s.board[loc - 1];
  if (!p) throw new RangeError(`no Location ${loc}`);
  return p;
}

/** C-CORE-13: at least one Priest or Altar there (house C-AMB-19: even at Influence 0). */
export function present(s: CygwState, seat: SeatId, loc: number): boolean {
  const p = place(s, loc);
  return p.priests.some((x) => x.owner === seat) || p.altars.some((a) => a.owner === seat);
}

/** C-CORE-12: Priests' strengths and boosts, 4 per Altar (5 with Novitiates, C-LICENSE-NOVITIATES-01). */
export function influence(cards: CygwCards, s: CygwState, seat: SeatId, loc: number): number {
  const p = place(s, loc);
  const altar = ALTAR_INFLUENCE + (licenses(cards, s, seat, 'novitiates').length > 0 ? 1 : 0);
  let total = 0;
  for (const x of p.priests) if (x.owner === seat) total += pieceStrength(cards, s, x) + x.boost;
  for (const a of p.altars) if (a.owner === seat) total += altar;
  return total;
}

/** Seats in turn order from the First Player, clockwise (C-CORE-20). */
export function fromFirst(s: CygwState): SeatId[] {
  const i = s.seats.indexOf(s.first);
  return [...s.seats.slice(i), ...s.seats.slice(0, i)];
}

/** The cards a seat holds in the widest sense (C-CORE-16, C-AMB-20): hand, Licenses, the Supremacy card. */
export function allCards(s: CygwState, seat: SeatId): number {
  const c = cult(s, seat);
  return c.hand.length + c.licenses.length + (s.supremacy.owner === seat ? 1 : 0);
}

/** A Title (or, house C-AMB-26, for Miracles too) lets a Cult reach a Location whatever its Followers (C-LICENSE-TITLE-01). */
export function hasAccess(cards: CygwCards, s: CygwState, seat: SeatId, loc: number, need: number): boolean {
  return cult(s, seat).followers >= need || licenses(cards, s, seat, 'title').some((l) => l.locations?.includes(loc));
}

/** The kind of a card instance: Miracle, Intrigue or License, by its id's letter. */
export function deckOf(iid: string): 'miracle' | 'intrigue' | 'license' | null {
  return iid.startsWith('M') ? 'miracle' : iid.startsWith('I') ? 'intrigue' : iid.startsWith('L') ? 'license' : null;
}
