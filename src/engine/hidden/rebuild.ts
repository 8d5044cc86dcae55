/**
 * A saved deck rebuilt from its setup and history: every event judged again by the deck's judge,
 * so a save carries nothing the deck would not have accepted.
 */
import { parseDeckEvent } from './schema.js';
import { newHiddenDeck, type DeckSetup, type HiddenDeckState } from './state.js';
import { stepDeck } from './step.js';

/** The deck after `log`, or why a step is refused (`name` names the deck in the reason). */
export function rebuildDeck(setup: DeckSetup, log: readonly unknown[], name: string): HiddenDeckState | string {
  let deck = newHiddenDeck({ deckId: setup.deckId, cards: [...setup.cards], seats: [...setup.seats] });
  for (const raw of log) {
    const e = parseDeckEvent(raw);
    if (!e.ok) return `a ${name} deck step has no deck step's shape`;
    const r = stepDeck(deck, e.event);
    if (!r.judgement.ok) return `a ${name} deck step is refused`;
    deck = r.state;
  }
  return deck;
}
