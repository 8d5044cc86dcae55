/**
 * What the fingerprint reads of the shared decks: their history, not their bulk. A deck
 * generation is a pure function of its setup and its log (each event stepped by the hidden decks'
 * judge), so two tables with the same setups and logs hold the same decks. A log's digest is a
 * hash chain over its events, kept per event (an event object belongs to one history), so each
 * act hashes only the events it added instead of some 400 KB of ciphertexts.
 */
import { canonicalJson } from '../../engine/canonical.js';
import { hashFields } from '../../engine/commitment.js';
import type { DeckEvent } from '../../engine/hidden/index.js';
import type { MeatNet } from '../state.js';
import { DECKS } from './decks.js';

const TAG = 'taroticum/meat/deck-log/1';
const upTo = new WeakMap<DeckEvent, string>();

function logDigest(log: readonly DeckEvent[]): string {
  let i = log.length;
  while (i > 0 && !upTo.has(log[i - 1]!)) i--;
  let d = i > 0 ? upTo.get(log[i - 1]!)! : hashFields(TAG, []);
  for (; i < log.length; i++) {
    d = hashFields(TAG, [d, canonicalJson(log[i])]);
    upTo.set(log[i]!, d);
  }
  return d;
}

/** The decks as the fingerprint reads them: each generation's setup, base and log digest, and what is filled. */
export function netDigest(net: MeatNet): unknown {
  return {
    filled: net.filled,
    gens: Object.fromEntries(DECKS.map((deck) => [deck, net.gens[deck].map((g) => ({ base: g.base, setup: g.deck.setup, log: logDigest(g.deck.log), length: g.deck.log.length }))])),
  };
}
