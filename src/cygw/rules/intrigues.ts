/** Intrigue cards (C-INTRIGUE): placeholder until the Intrigue effects land (being written now). */
import type { SeatId } from '../../engine/game.js';
import { check, type Check } from '../../engine/judgement.js';
import type { CygwCards } from '../cards/types.js';
import type { CygwState } from '../state.js';
import type { CardPlay } from '../actions.js';
import type { PlayOptions } from './miracles.js';

export function judgeIntrigue(_cards: CygwCards, _s: CygwState, _seat: SeatId, _play: CardPlay, _o: PlayOptions): Check[] {
  return [check('C-INTRIGUE-02', false, 'Intrigue cards are not playable yet')];
}

export function applyIntrigue(_cards: CygwCards, _d: CygwState, _seat: SeatId, _play: CardPlay, _o: PlayOptions): void {}

export function intriguePlays(_cards: CygwCards, _s: CygwState, _seat: SeatId, _o: PlayOptions): CardPlay[] {
  return [];
}
