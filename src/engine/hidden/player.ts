/**
 * What an honest seat sends and learns, from its seed. These make the events a table sends; the
 * judge (`stepDeck`) checks them as it checks a peer's.
 */
import { mulSecret, prove, verify } from './dleq.js';
import { decrypt, reencrypt, shareOf, type Ciphertext } from './elgamal.js';
import { cardIndex } from './cards.js';
import { moveContext, shareContext } from './contexts.js';
import { G, parsePoint, point, pointHex } from './group.js';
import { jointKeyOf } from './joint-key.js';
import { moveScalar, publicKey, secretKey } from './secrets.js';
import { shuffleDeck } from './shuffle.js';
import { shuffleInput } from './setup-steps.js';
import { awaited, type DeckEvent, type HiddenDeckState } from './state.js';

type Ev<K extends DeckEvent['kind']> = Extract<DeckEvent, { kind: K }>;

export function keyEvent(state: HiddenDeckState, seat: string, seed: Uint8Array): Ev<'key'> {
  return { kind: 'key', by: seat, ...publicKey(state.setup.deckId, seat, seed) };
}

export function shuffleEvent(state: HiddenDeckState, seat: string, seed: Uint8Array): Ev<'shuffle'> {
  const keys = state.setup.seats.map((s) => state.keys[s]!);
  return { kind: 'shuffle', by: seat, deck: shuffleDeck(state.setup.deckId, state.shuffles.length, shuffleInput(state), keys, seed) };
}

/** This seat's share of card `handle`'s current ciphertext, with its proof. */
export function shareEvent(state: HiddenDeckState, seat: string, seed: Uint8Array, handle: number): Ev<'share'> {
  const slot = state.slots[handle]!;
  const x = secretKey(seed);
  const d = shareOf(slot.ct, x);
  const proof = prove(shareContext(state.setup.deckId, seat, handle, slot.version), x, [G, point(slot.ct.a)], [mulSecret(G, x), d]);
  return { kind: 'share', by: seat, handle, d: pointHex(d), proof };
}

/** Every share this seat owes now. */
export function sharesOwed(state: HiddenDeckState, seat: string, seed: Uint8Array): Ev<'share'>[] {
  return state.slots.flatMap((_, h) => (awaited(state, h).includes(seat) ? [shareEvent(state, seat, seed, h)] : []));
}

/** This seat re-encrypts card `handle` to hand it to `to`, or put it on the deck. */
export function passEvent(state: HiddenDeckState, seat: string, seed: Uint8Array, handle: number, to: string): Ev<'pass'> {
  return { kind: 'pass', by: seat, handle, to, ...moved(state, seat, seed, handle) };
}

export function putEvent(state: HiddenDeckState, seat: string, seed: Uint8Array, handle: number, where: 'top' | 'bottom'): Ev<'put'> {
  return { kind: 'put', by: seat, handle, where, ...moved(state, seat, seed, handle) };
}

function moved(state: HiddenDeckState, seat: string, seed: Uint8Array, handle: number): { ct: Ciphertext; proof: ReturnType<typeof prove> } {
  const slot = state.slots[handle]!;
  const version = slot.version + 1;
  const s = moveScalar(seed, state.setup.deckId, handle, version);
  const y = jointKeyOf(state);
  const ct = reencrypt(slot.ct, y, s);
  const proof = prove(moveContext(state.setup.deckId, seat, handle, version), s, [G, y], [point(ct.a).subtract(point(slot.ct.a)), point(ct.b).subtract(point(slot.ct.b))]);
  return { ct, proof };
}

/**
 * The card this seat sees at `handle`, from the public shares of its current ciphertext and its
 * own: its index in the deck list when every other seat's share is in (the card was drawn or
 * passed to it, or shown), `'none'` when they are all in but the point is no card of the deck
 * (a substituted card: the seat shows it, NET-DECK-08), undefined when a share is missing.
 */
export function openCard(state: HiddenDeckState, seat: string, seed: Uint8Array, handle: number, extra: Readonly<Record<string, string>> = {}): number | 'none' | undefined {
  const slot = state.slots[handle];
  if (!slot) return undefined;
  // `extra`: shares given privately (a teammate's of its own card, checked with verifyShare).
  const shares: Readonly<Record<string, string>> = { ...extra, ...slot.shares };
  const others = state.setup.seats.filter((s) => s !== seat);
  if (others.some((s) => shares[s] === undefined)) return undefined;
  const own = shares[seat] !== undefined ? point(shares[seat]) : shareOf(slot.ct, secretKey(seed));
  const m = decrypt(slot.ct, [own, ...others.map((s) => point(shares[s]!))]);
  return cardIndex(state.setup.deckId, state.setup.cards.length, m) ?? 'none';
}

/**
 * Whether a share of the card at `handle` is proven made with its seat's key for the card's
 * current ciphertext (the check stepShare makes, NET-DECK-06), without stepping the deck: for a
 * share given privately (a teammate showing its own card, M-TEAM-01). Never throws.
 */
export function verifyShare(state: HiddenDeckState, e: Ev<'share'>): boolean {
  const slot = state.slots[e.handle];
  const key = state.keys[e.by];
  const d = parsePoint(e.d);
  if (!slot || !key || !d) return false;
  try {
    return verify(shareContext(state.setup.deckId, e.by, e.handle, slot.version), [G, point(slot.ct.a)], [point(key), d], e.proof);
  } catch {
    return false;
  }
}
