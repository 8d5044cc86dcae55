/** Miracle cards (C-MIRACLE): placeholder until the Miracle effects land (being written now). */
import type { SeatId } from '../../engine/game.js';
import { check, type Check } from '../../engine/judgement.js';
import type { CygwCards } from '../cards/types.js';
import type { CygwState } from '../state.js';
import type { CardPlay } from '../actions.js';

/** How a card is played: as if dark side up (Change of Guise), and from where (a hand, or revealed off a deck by Path of Iniquity). */
export interface PlayOptions {
  readonly asDark: boolean;
  readonly source: 'hand' | 'revealed';
}

export function judgeMiracle(_cards: CygwCards, _s: CygwState, _seat: SeatId, _play: CardPlay, _o: PlayOptions): Check[] {
  return [check('C-MIRACLE-02', false, 'Miracle cards are not playable yet')];
}

export function applyMiracle(_cards: CygwCards, _d: CygwState, _seat: SeatId, _play: CardPlay, _o: PlayOptions): void {}

export function miraclePlays(_cards: CygwCards, _s: CygwState, _seat: SeatId, _o: PlayOptions): CardPlay[] {
  return [];
}
