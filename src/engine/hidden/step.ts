/**
 * The shared deck's judge: every event, from this table or a peer, goes through `stepDeck`. A
 * refused event leaves the state as it was and names its rule; the table answers with that
 * judgement and, as with every protocol rule, stops the match for a broken one.
 */
import { stepPass, stepPut, stepShow, stepTake } from './move-steps.js';
import { stepKey, stepShuffle } from './setup-steps.js';
import { stepShare } from './share-step.js';
import type { DeckEvent, HiddenDeckState } from './state.js';
import { refuse, type DeckStep } from './verdict.js';
import { DECK_RULES } from './rules.js';

/**
 * @example
 * let s = newHiddenDeck({ deckId: 'm1/miracles', cards, seats: ['a', 'b'] });
 * s = stepDeck(s, { kind: 'key', by: 'a', ...publicKey('m1/miracles', 'a', seedA) }).state;
 */
export function stepDeck(state: HiddenDeckState, e: DeckEvent): DeckStep {
  if (!state.setup.seats.includes(e.by)) return refuse(state, e, DECK_RULES.move, 'no such seat');
  switch (e.kind) {
    case 'key':
      return stepKey(state, e);
    case 'shuffle':
      return stepShuffle(state, e);
    case 'draw':
    case 'reveal':
      return stepTake(state, e);
    case 'show':
      return stepShow(state, e);
    case 'pass':
      return stepPass(state, e);
    case 'put':
      return stepPut(state, e);
    case 'share':
      return stepShare(state, e);
  }
}
