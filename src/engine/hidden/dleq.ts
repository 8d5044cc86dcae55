/**
 * Chaum–Pedersen proofs, made non-interactive by Fiat–Shamir: "the same secret x turned every
 * base B_k into P_k = x·B_k", without revealing x. One base is a Schnorr proof of knowledge (a
 * seat knows the key it published); two bases prove a decryption share used the seat's key
 * (G→Y_i and a→d) or that a re-encrypted card is the same card (G→Δa and Y→Δb).
 * The nonce is derived from the secret and the statement (as RFC 6979 does for signatures), so
 * proofs need no randomness of their own and the same statement never reuses a nonce with
 * another.
 */
import { mulAddUnsafe } from '@noble/curves/abstract/curve.js';
import { encoded, framed, G, hashToScalar, hexToBytes, mod, parseScalar, Point, scalarHex, text } from './group.js';

export interface Proof {
  /** The Fiat–Shamir challenge. */
  readonly c: string;
  /** The response s = w − c·x. */
  readonly s: string;
}

/** x·B for a secret scalar (constant-time ladder); 0 gives the identity. */
export function mulSecret(b: Point, x: bigint): Point {
  return x === 0n ? b.subtract(b) : b.multiply(x);
}

/**
 * Proves P_k = x·B_k for every k, bound to `context` (which names the deck, the seat and the
 * card, so a proof cannot be replayed for another statement).
 */
export function prove(context: string, x: bigint, bases: readonly Point[], publics: readonly Point[]): Proof {
  const statement = statementBytes(context, bases, publics);
  const w = hashToScalar('taroticum/hidden/nonce/1', hexToBytes(scalarHex(x)), statement) || 1n;
  const commitments = bases.map((b) => mulSecret(b, w));
  const c = challenge(statement, commitments);
  return { c: scalarHex(c), s: scalarHex(mod(w - c * x)) };
}

/** True when `proof` shows one secret turned every base into its public point. */
export function verify(context: string, bases: readonly Point[], publics: readonly Point[], proof: Proof): boolean {
  if (typeof proof !== 'object' || proof === null) return false;
  const c = parseScalar(String(proof.c));
  const s = parseScalar(String(proof.s));
  if (c === undefined || s === undefined || bases.length !== publics.length) return false;
  // s·B + c·P in one pass (Straus–Shamir): the verifier's whole cost, all on public values.
  const commitments = bases.map((b, k) => mulAddUnsafe(Point, [b, publics[k]!], [s, c]));
  return challenge(statementBytes(context, bases, publics), commitments) === c;
}

function statementBytes(context: string, bases: readonly Point[], publics: readonly Point[]): Uint8Array {
  return framed([text(context), ...bases.map(encoded), ...publics.map(encoded)]);
}

function challenge(statement: Uint8Array, commitments: readonly Point[]): bigint {
  return hashToScalar('taroticum/hidden/dleq/1', statement, ...commitments.map((p) => p.toBytes()));
}
