/**
 * A table of honest seats for the hidden-deck tests and the bench: each seat's seed, and helpers
 * that send an event through the judge and fail loudly when an honest event is refused.
 */
import { sha256 } from '@noble/hashes/sha2.js';
import { utf8ToBytes } from '@noble/hashes/utils.js';
import { keyEvent, newHiddenDeck, sharesOwed, shuffleEvent, stepDeck, type DeckEvent, type HiddenDeckState } from '../../../src/engine/hidden/index.js';

export interface Table {
  seats: string[];
  seeds: Record<string, Uint8Array>;
  cards: string[];
}

/** Seats a, b, c… with seeds fixed by `tag`, and a deck of `size` cards named c0, c1…. */
export function table(players: number, size: number, tag = 'seed'): Table {
  const seats = 'abcdef'.slice(0, players).split('');
  const seeds = Object.fromEntries(seats.map((s) => [s, sha256(utf8ToBytes(`${tag}/${s}`))]));
  return { seats, seeds, cards: Array.from({ length: size }, (_, i) => `c${i}`) };
}

export function apply(state: HiddenDeckState, e: DeckEvent): HiddenDeckState {
  const r = stepDeck(state, e);
  if (!r.judgement.ok) throw new Error(`honest ${e.kind} by ${e.by} refused: ${r.judgement.checks.map((c) => c.rule).join(',')}`);
  return r.state;
}

/** Keys from every seat; shuffles from `shuffle(seat)` or honest ones. */
export function setUp(t: Table, deckId = 'test/deck', shuffle?: (s: HiddenDeckState, seat: string) => DeckEvent): HiddenDeckState {
  let s = newHiddenDeck({ deckId, cards: t.cards, seats: t.seats });
  for (const seat of t.seats) s = apply(s, keyEvent(s, seat, t.seeds[seat]!));
  for (const seat of t.seats) s = apply(s, shuffle ? shuffle(s, seat) : shuffleEvent(s, seat, t.seeds[seat]!));
  return s;
}

/** Every seat sends every share it owes, in seat order. */
export function settle(t: Table, state: HiddenDeckState): HiddenDeckState {
  let s = state;
  for (const seat of t.seats) for (const e of sharesOwed(s, seat, t.seeds[seat]!)) s = apply(s, e);
  return s;
}
