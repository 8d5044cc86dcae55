/** The seats an ability reaches beyond its user: light-side opponents, and the cards they hand over. */
import type { SeatId } from '../../../engine/game.js';
import type { CygwState } from '../../state.js';
import { allCards, cult, fromFirst } from '../model.js';

/** Every opponent whose sheet is light side up, clockwise from the First Player (C-CORE-20). */
export function lightOpponents(s: CygwState, seat: SeatId): SeatId[] {
  return fromFirst(s).filter((x) => x !== seat && cult(s, x).side === 'light');
}

/**
 * Each giver hands `seat` one card of the giver's choice (any card, house C-AMB-20); a giver with
 * none is skipped (C-AMB-36). The prompts go in front of the queue, the First Player's first.
 */
export function queueGifts(d: CygwState, seat: SeatId, givers: readonly SeatId[], rule: string): void {
  const asks = givers.filter((g) => allCards(d, g) > 0).map((giver) => ({ kind: 'give' as const, seat: giver, to: seat, rule, handOnly: false }));
  d.prompts.unshift(...asks);
}
