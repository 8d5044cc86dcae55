/**
 * A shared hidden deck as plain data (JSON-safe: it can be saved, sent and replayed). Game-
 * agnostic: the game names the cards, says who draws or moves what and when; this state says
 * where each card is, who knows it, which decryption shares are awaited, and what was found.
 */
import type { Ciphertext } from './elgamal.js';
import type { Proof } from './dleq.js';

export interface DeckSetup {
  /** Names this deck in every hash and proof (e.g. "match-id/miracles"), so nothing replays across decks. */
  readonly deckId: string;
  /** The deck's public list, one id per copy; a card is known by its index here. */
  readonly cards: readonly string[];
  /** The seats in the order they shuffle, 2 to 6. */
  readonly seats: readonly string[];
}

export type Place = { readonly at: 'deck' } | { readonly at: 'hand'; readonly seat: string } | { readonly at: 'open' };

/** One card after the last shuffle, known by its handle (its index in the shuffled deck). */
export interface Slot {
  readonly ct: Ciphertext;
  /** Bumped by each re-encryption, so shares of an older ciphertext are never mixed in. */
  readonly version: number;
  readonly place: Place;
  /** Seats that know this card: it was drawn or passed to them, shown, or they moved it. */
  readonly knownBy: readonly string[];
  /** Who is to learn it now: one seat, every seat, or nobody (no disclosure under way). */
  readonly learner: string | 'all' | null;
  /** Shares of this version received, by seat. */
  readonly shares: Readonly<Record<string, string>>;
  /** The card's index in the deck list once every seat's share is public. */
  readonly value?: number;
}

export interface Finding {
  readonly rule: string;
  readonly handle: number;
}

export interface HiddenDeckState {
  readonly setup: DeckSetup;
  /** Each seat's published key Y_i. */
  readonly keys: Readonly<Record<string, string>>;
  /** Every shuffle's output in order (its input is the one before, or the open deck). */
  readonly shuffles: readonly (readonly Ciphertext[])[];
  /** By handle; empty until the last shuffle. */
  readonly slots: readonly Slot[];
  /** Handles in the deck, top first. */
  readonly deck: readonly number[];
  /** What opened cards showed (a card not of the deck, a card twice): the audit names who. */
  readonly findings: readonly Finding[];
  /** Every accepted event, in order: the audit replays it. */
  readonly log: readonly DeckEvent[];
}

export type DeckEvent =
  | { readonly kind: 'key'; readonly by: string; readonly y: string; readonly proof: Proof }
  | { readonly kind: 'shuffle'; readonly by: string; readonly deck: readonly Ciphertext[] }
  /** `by` draws the top or bottom card of the deck into its hand, seen by it alone. */
  | { readonly kind: 'draw'; readonly by: string; readonly from: 'top' | 'bottom' }
  /** The top or bottom card of the deck is turned face up for everyone. */
  | { readonly kind: 'reveal'; readonly by: string; readonly from: 'top' | 'bottom' }
  /** `by` shows a card of its hand to everyone; it is then face up. */
  | { readonly kind: 'show'; readonly by: string; readonly handle: number }
  /** `by` hands a card of its hand to `to`, re-encrypted, seen by `to` alone. */
  | { readonly kind: 'pass'; readonly by: string; readonly handle: number; readonly to: string; readonly ct: Ciphertext; readonly proof: Proof }
  /** `by` puts a card of its hand, or a face-up card, on the top or bottom of the deck, re-encrypted. */
  | { readonly kind: 'put'; readonly by: string; readonly handle: number; readonly where: 'top' | 'bottom'; readonly ct: Ciphertext; readonly proof: Proof }
  /** `by`'s decryption share of a card being disclosed. */
  | { readonly kind: 'share'; readonly by: string; readonly handle: number; readonly d: string; readonly proof: Proof };

/** A new deck waiting for its seats' keys. */
export function newHiddenDeck(setup: DeckSetup): HiddenDeckState {
  if (setup.seats.length < 2 || setup.seats.length > 6 || new Set(setup.seats).size !== setup.seats.length) {
    throw new TypeError('hidden deck: 2 to 6 different seats');
  }
  if (setup.cards.length < 1 || setup.cards.length > 512) throw new TypeError('hidden deck: 1 to 512 cards');
  return { setup, keys: {}, shuffles: [], slots: [], deck: [], findings: [], log: [] };
}

/** Seats whose share is awaited for a card: every seat but the learner (all of them when it is everyone) that has not sent it. */
export function awaited(state: HiddenDeckState, handle: number): string[] {
  const slot = state.slots[handle];
  if (!slot || slot.learner === null) return [];
  return state.setup.seats.filter((s) => s !== slot.learner && slot.shares[s] === undefined);
}

/** Every share awaited now, for the edge's timer: a seat still owing one past it is NET-DECK-07. */
export function owedShares(state: HiddenDeckState): { seat: string; handle: number }[] {
  return state.slots.flatMap((_, h) => awaited(state, h).map((seat) => ({ seat, handle: h })));
}
