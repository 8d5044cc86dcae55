/**
 * The two shared decks and their graveyards (M-DECK, M-GRAVE). A deck that runs out during a draw
 * or reveal takes its graveyard back, shuffled, as new instances (so no instance id says which
 * card it was), and the draw goes on (M-DECK-01); with both empty the rest is lost (M-DECK-02).
 */
import { jointShuffle } from '../../engine/random-chain.js';
import type { MeatState } from '../state.js';
import { dealing, reshuffleNet } from '../net/decks.js';

export type DeckName = 'creature' | 'destiny';
const LETTER = { creature: 'C', destiny: 'D' } as const;

export const iidOf = (letter: 'C' | 'D', n: number): string => `${letter}${String(n).padStart(3, '0')}`;

/** New instances for `designs`, in order (their identities given). */
export function newInstances(d: MeatState, deck: DeckName, designs: readonly string[]): string[] {
  const letter = LETTER[deck];
  return designs.map((design) => {
    const iid = iidOf(letter, d.next[letter]++);
    d.ident[iid] = design;
    return iid;
  });
}

/** M-DECK-01: the graveyard, shuffled (from the seed on one page), becomes the deck as new instances. */
function reshuffle(d: MeatState, deck: DeckName): void {
  const designs = d.graves[deck].map((iid) => d.ident[iid]!);
  for (const iid of d.graves[deck]) delete d.ident[iid];
  d.graves[deck] = [];
  d.decks[deck] = newInstances(d, deck, jointShuffle(`meat/reshuffle-${deck}`, d.draws++, [d.seed], designs));
}

/**
 * Up to `n` cards off the top, reshuffling when the deck runs out; fewer when none is left
 * (M-DECK-02). Between friends a reshuffle is a new generation the tables deal first: the draw
 * stops there, and `waits` tells the caller to go on once it is dealt.
 */
export function drawCards(d: MeatState, deck: DeckName, n: number): string[] {
  const out: string[] = [];
  while (out.length < n) {
    if (d.decks[deck].length === 0) {
      if (dealing(d, deck) || d.graves[deck].length === 0) break;
      if (d.net) {
        reshuffleNet(d, deck);
        break;
      }
      reshuffle(d, deck);
    }
    out.push(d.decks[deck].shift()!);
  }
  return out;
}

/** Whether a short draw waits for a reshuffled deck's deal (between friends), rather than ran out (M-DECK-02). */
export const waits = (d: MeatState, deck: DeckName): boolean => dealing(d, deck);

export const toGrave = (d: MeatState, iid: string): void => {
  d.graves[iid.startsWith('C') ? 'creature' : 'destiny'].push(iid);
};
