/**
 * Targets on the board (C-CULTSHEET-04: the Active Location unless the ability says otherwise):
 * the seat's Priests an ability may act on, the check of the one chosen, and the acts to offer.
 */
import type { SeatId } from '../../../engine/game.js';
import type { Check } from '../../../engine/judgement.js';
import type { CygwState, Piece } from '../../state.js';
import { cult, place } from '../model.js';
import { no, ok, type AbilityAct } from './spec.js';

/** The seat's Priests in the Active Location that pass `fits` (tokens only unless `patriarch`). */
export function ownPriests(s: CygwState, seat: SeatId, fits: (p: Piece) => boolean, patriarch = false): Piece[] {
  return place(s, s.active).priests.filter((p) => p.owner === seat && (patriarch || !p.patriarch) && fits(p));
}

/**
 * The chosen Priest must be one of `eligible`; with none eligible the act names none and that
 * part of the effect is skipped (C-CULTSHEET-08), the cost staying spent.
 */
export function judgePiece(s: CygwState, rule: string, a: AbilityAct, eligible: readonly Piece[], what: string): Check {
  if (a.piece === undefined) {
    return eligible.length === 0 ? ok('C-CULTSHEET-08', `you have no ${what} in Location ${s.active}: that part of the effect is skipped`) : no(rule, `choose ${what} in Location ${s.active}`);
  }
  const p = eligible.find((x) => x.id === a.piece);
  if (!p) return no(rule, `Priest ${a.piece} is not ${what} in Location ${s.active}`);
  return ok(rule, `your ${p.patriarch ? 'Patriarch' : `Priest ${p.strength}`} in Location ${s.active}`);
}

/** One act per eligible Priest, or the act without a target when there is none. */
export function pieceActs(base: AbilityAct, eligible: readonly Piece[]): AbilityAct[] {
  return eligible.length === 0 ? [base] : eligible.map((p) => ({ ...base, piece: p.id }));
}

/** The number of Priests of all Cults in the Active Location, Patriarchs included (C-CORE-04). */
export function priestsHere(s: CygwState): number {
  return place(s, s.active).priests.length;
}

/** Free Priests, the Free Patriarch included (house, C-AMB-17). */
export function freeCount(s: CygwState, seat: SeatId): number {
  const c = cult(s, seat);
  return c.free.length + (c.patriarch === 'free' ? 1 : 0);
}
