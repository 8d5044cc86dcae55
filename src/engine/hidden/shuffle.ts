/**
 * One seat's turn at the shared shuffle: it re-encrypts every card under the joint key with fresh
 * scalars and permutes them, both derived from its seed. The next seat cannot link an output card
 * to an input card without those scalars (DDH in ristretto255), so after the last honest seat
 * nobody knows the order, and no seat chose it alone.
 */
import { reencrypt, type Ciphertext } from './elgamal.js';
import { jointKeyFrom } from './joint-key.js';
import { parsePoint } from './group.js';
import { shufflePermutation, shuffleScalar } from './secrets.js';

/** The seat's shuffle of `input`: output k is input perm[k], re-encrypted. */
export function shuffleDeck(deckId: string, round: number, input: readonly Ciphertext[], keys: readonly string[], seed: Uint8Array): Ciphertext[] {
  const y = jointKeyFrom(keys);
  const perm = shufflePermutation(seed, deckId, round, input.length);
  return perm.map((from, k) => reencrypt(input[from]!, y, shuffleScalar(seed, deckId, round, k)));
}

/**
 * What every table checks the moment a shuffle arrives (NET-DECK-03): as many cards as went in
 * (none withheld or added), each a valid pair of points, no two alike, none copied from the input
 * (an honest re-encryption never repeats a ciphertext). A card substituted by a fresh encryption
 * passes this check; the audit replays the shuffle and names it (NET-DECK-04).
 */
export function shuffleShapeOk(input: readonly Ciphertext[], output: readonly Ciphertext[]): boolean {
  if (output.length !== input.length) return false;
  const seen = new Set(input.map((c) => c.a + c.b));
  for (const c of output) {
    if (!c || typeof c.a !== 'string' || typeof c.b !== 'string') return false;
    if (!parsePoint(c.a) || !parsePoint(c.b)) return false;
    const key = c.a + c.b;
    if (seen.has(key)) return false;
    seen.add(key);
  }
  return true;
}
