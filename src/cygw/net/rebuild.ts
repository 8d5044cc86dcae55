/**
 * A saved friend match's shared decks, rebuilt from their histories: each event judged again by
 * the hidden decks' judge (rebuildDeck), so a save can carry nothing the decks would not have accepted.
 */
import { rebuildDeck, type HiddenDeckState } from '../../engine/hidden/index.js';
import type { CygwCards } from '../cards/types.js';
import { DECK_NAMES, type CygwNet, type DeckName } from '../state.js';

interface Saved {
  readonly setup: { readonly deckId: string; readonly cards: readonly string[]; readonly seats: readonly string[] };
  readonly log: readonly unknown[];
}

export function rebuildNet(cards: CygwCards, seats: readonly string[], saved: Readonly<Record<DeckName, Saved>>): CygwNet | string {
  const decks: Partial<Record<DeckName, HiddenDeckState>> = {};
  for (const name of DECK_NAMES) {
    const { setup, log } = saved[name];
    if (setup.cards.join() !== cards.decks[name].join() || setup.seats.join() !== seats.join() || !setup.deckId.endsWith(`/${name}`)) return `the ${name} deck is not this game's`;
    const deck = rebuildDeck(setup, log, name);
    if (typeof deck === 'string') return deck;
    decks[name] = deck;
  }
  return { decks: decks as Record<DeckName, HiddenDeckState> };
}
