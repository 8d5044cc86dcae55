/**
 * Cards as ElGamal ciphertexts under the seats' joint key Y = Σ Y_i (Barnett–Smart): a card M is
 * (a, b) = (r·G, M + r·Y). Anyone can re-encrypt (add s·G and s·Y): the card stays the same and
 * the ciphertext becomes unlinkable to the old one without s. Decrypting needs every seat's
 * share d_i = x_i·a, one per ciphertext, so a share opens that one card and no other.
 */
import { G, hashToPoint, point, pointHex, text, type Point } from './group.js';
import { mulSecret } from './dleq.js';

export interface Ciphertext {
  readonly a: string;
  readonly b: string;
}

/**
 * The point of the deck's card at `index` in its public list: hashed to the group, so nobody
 * knows a relation between two cards' points. Copies of a card get different points (they are
 * different indexes), so a duplicated copy is told from its twin.
 */
export function cardPoint(deckId: string, index: number): Point {
  return hashToPoint('taroticum/hidden/card/1', text(deckId), text(String(index)));
}

/** The deck face down before any shuffle: each card "encrypted" with r = 0, (O, M). */
export function openDeck(deckId: string, size: number): Ciphertext[] {
  const zero = pointHex(G.subtract(G));
  return Array.from({ length: size }, (_, i) => ({ a: zero, b: pointHex(cardPoint(deckId, i)) }));
}

export function jointKey(keys: readonly Point[]): Point {
  return keys.reduce((sum, y) => sum.add(y), G.subtract(G));
}

/** The same card under fresh randomness s: (a + s·G, b + s·Y). */
export function reencrypt(ct: Ciphertext, y: Point, s: bigint): Ciphertext {
  return { a: pointHex(pointOrZero(ct.a).add(mulSecret(G, s))), b: pointHex(point(ct.b).add(mulSecret(y, s))) };
}

/** The card left once every share is taken away: b − Σ d_i. */
export function decrypt(ct: Ciphertext, shares: readonly Point[]): Point {
  return shares.reduce((m, d) => m.subtract(d), point(ct.b));
}

/** A seat's decryption share of a ciphertext: x·a. */
export function shareOf(ct: Ciphertext, x: bigint): Point {
  return mulSecret(point(ct.a), x);
}

/** The `a` of the open deck is the identity, which {@link point} refuses everywhere else. */
function pointOrZero(hex: string): Point {
  return hex === ZERO_HEX ? G.subtract(G) : point(hex);
}
const ZERO_HEX = '0'.repeat(64);
