/**
 * Everything secret a seat uses in one deck is derived from one seed of 32 bytes that the caller
 * draws from crypto.getRandomValues at the edge: its key x, every shuffle's permutation and
 * re-encryption scalars, every re-encryption of a moved card. The published key Y = x·G binds
 * the seed (x is a hash of it), so revealing the seed at the audit proves every step, and no
 * seat can choose a permutation after seeing anything.
 */
import { bytesToHex, framed, G, hashToScalar, pointHex, text } from './group.js';
import { mulSecret, prove, type Proof } from './dleq.js';

export const SEED_BYTES = 32;

export function secretKey(seed: Uint8Array): bigint {
  checkSeed(seed);
  return hashToScalar('taroticum/hidden/key/1', seed) || 1n;
}

/** The seat's key message: Y = x·G and a proof that it knows x (no rogue key: NET-DECK-01). */
export function publicKey(deckId: string, seat: string, seed: Uint8Array): { y: string; proof: Proof } {
  const x = secretKey(seed);
  const y = mulSecret(G, x);
  return { y: pointHex(y), proof: prove(keyContext(deckId, seat), x, [G], [y]) };
}

export function keyContext(deckId: string, seat: string): string {
  return bytesToHex(framed([text('key'), text(deckId), text(seat)]));
}

/** The re-encryption scalar of position `i` in this seat's shuffle number `round`. */
export function shuffleScalar(seed: Uint8Array, deckId: string, round: number, i: number): bigint {
  return hashToScalar('taroticum/hidden/shuffle-r/1', seed, text(deckId), text(String(round)), text(String(i)));
}

/**
 * This seat's permutation for shuffle number `round`: Fisher–Yates with each swap index drawn as
 * a 512-bit hash reduced mod (i + 1), so the bias is below 2^-240.
 */
export function shufflePermutation(seed: Uint8Array, deckId: string, round: number, n: number): number[] {
  const perm = Array.from({ length: n }, (_, i) => i);
  for (let i = n - 1; i > 0; i--) {
    const j = Number(hashToScalar('taroticum/hidden/shuffle-p/1', seed, text(deckId), text(String(round)), text(String(i))) % BigInt(i + 1));
    [perm[i], perm[j]] = [perm[j]!, perm[i]!];
  }
  return perm;
}

/** The scalar with which this seat re-encrypts card `handle` into its version `version`. */
export function moveScalar(seed: Uint8Array, deckId: string, handle: number, version: number): bigint {
  return hashToScalar('taroticum/hidden/move/1', seed, text(deckId), text(String(handle)), text(String(version))) || 1n;
}

function checkSeed(seed: Uint8Array): void {
  if (!(seed instanceof Uint8Array) || seed.length !== SEED_BYTES) throw new TypeError(`hidden deck: a seed is ${SEED_BYTES} bytes`);
}
