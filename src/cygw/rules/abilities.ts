/** Cult abilities (C-CULTSHEET, C-CULT-…): placeholder until the abilities land (being written now). */
import type { SeatId } from '../../engine/game.js';
import { check, type Check } from '../../engine/judgement.js';
import type { CygwCards } from '../cards/types.js';
import type { CygwState, Prompt } from '../state.js';
import type { ActOfType } from '../actions.js';

export function judgeAbility(_cards: CygwCards, _s: CygwState, _seat: SeatId, _a: ActOfType<'ability'>): Check[] {
  return [check('C-CULTSHEET-02', false, 'Cult abilities are not usable yet')];
}

export function applyAbility(_cards: CygwCards, _d: CygwState, _seat: SeatId, _a: ActOfType<'ability'>): void {}

export function abilityActs(_cards: CygwCards, _s: CygwState, _seat: SeatId): ActOfType<'ability'>[] {
  return [];
}

/** Path of Iniquity's revealed Intrigues, played one at a time or skipped (C-CULT-NIRRITI-D1). */
export function judgeReveal(_cards: CygwCards, _s: CygwState, _seat: SeatId, _prompt: Extract<Prompt, { kind: 'iniquity' }>, _a: ActOfType<'reveal'> | ActOfType<'skip'>): Check[] {
  return [check('C-CULT-NIRRITI-D1', false, 'not usable yet')];
}

export function applyReveal(_cards: CygwCards, _d: CygwState, _seat: SeatId, _prompt: Extract<Prompt, { kind: 'iniquity' }>, _a: ActOfType<'reveal'> | ActOfType<'skip'>): void {}

export function revealActs(_cards: CygwCards, _s: CygwState, _seat: SeatId, _prompt: Extract<Prompt, { kind: 'iniquity' }>): (ActOfType<'reveal'> | ActOfType<'skip'>)[] {
  return [];
}
