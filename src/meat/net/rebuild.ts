/**
 * A saved friend match's shared decks, rebuilt from their histories: each event judged again by
 * the hidden decks' judge (rebuildDeck), so a save carries nothing the decks would not have accepted.
 */
import { rebuildDeck } from '../../engine/hidden/index.js';
import type { DeckGen, MeatNet } from '../state.js';
import { DECKS, deckIdOf } from './decks.js';

export interface SavedNet {
  readonly gens: Readonly<Record<'creature' | 'destiny', readonly { readonly base: number; readonly deck: { readonly setup: { readonly deckId: string; readonly cards: readonly string[]; readonly seats: readonly string[] }; readonly log: readonly unknown[] } }[]>>;
  readonly filled: Readonly<Record<'creature' | 'destiny', number>>;
}

export function rebuildNet(seats: readonly string[], seed: string, saved: SavedNet): MeatNet | string {
  const gens: Record<'creature' | 'destiny', DeckGen[]> = { creature: [], destiny: [] };
  for (const name of DECKS) {
    for (const [g, { base, deck: { setup, log } }] of saved.gens[name].entries()) {
      if (setup.seats.join() !== seats.join() || setup.deckId !== deckIdOf(seed, name, g)) return `the ${name} deck is not this game's`;
      const deck = rebuildDeck(setup, log, name);
      if (typeof deck === 'string') return deck;
      gens[name].push({ base, deck });
    }
    if (gens[name].length === 0 || saved.filled[name] >= gens[name].length) return `the ${name} deck has no deal`;
  }
  if (saved.gens.creature.length > 0) return 'the Creature deck is no shared hidden deck';
  return { gens, filled: { ...saved.filled } };
}
