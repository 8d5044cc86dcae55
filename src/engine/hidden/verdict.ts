/** A deck event's verdict: the judgement, and the state (unchanged when refused). */
import { check, judgement, type Judgement } from '../judgement.js';
import type { DeckEvent, HiddenDeckState } from './state.js';

export interface DeckStep {
  readonly state: HiddenDeckState;
  readonly judgement: Judgement<DeckEvent>;
}

export function refuse(state: HiddenDeckState, event: DeckEvent, rule: string, says: string): DeckStep {
  return { state, judgement: judgement(event, [check(rule, false, says)]) };
}

export function accept(state: HiddenDeckState, event: DeckEvent, rule: string, says: string): DeckStep {
  return { state: { ...state, log: [...state.log, event] }, judgement: judgement(event, [check(rule, true, says)]) };
}
