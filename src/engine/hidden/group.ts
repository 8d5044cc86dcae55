/**
 * The group every hidden deck lives in: ristretto255 (RFC 9496), the prime-order group built on
 * Curve25519, from @noble/curves. Prime order means no cofactor and no small subgroup a cheater
 * could hide a card in; every 32-byte encoding is canonical, so two tables compare points as hex.
 * Points travel as 64 lowercase hex digits, scalars as 64 lowercase hex digits (big endian).
 */
import { ristretto255, ristretto255_hasher } from '@noble/curves/ed25519.js';
import { bytesToHex, hexToBytes, utf8ToBytes } from '@noble/hashes/utils.js';
import { framed } from '../framing.js';

export const Point = ristretto255.Point;
export type Point = InstanceType<typeof ristretto255.Point>;
/** The group's prime order ℓ = 2^252 + 27742317777372353535851937790883648493. */
export const ORDER: bigint = Point.Fn.ORDER;
export const G: Point = Point.BASE;

/** 64 lowercase hex digits: a point's or a scalar's one spelling. */
export const HEX64 = /^[0-9a-f]{64}$/;

export function pointHex(p: Point): string {
  return bytesToHex(encoded(p));
}

/**
 * A point's 32-byte encoding, kept with the point: encoding takes an inversion and a square
 * root (~0.2 ms), and proofs hash the same keys and ciphertexts again and again.
 */
export function encoded(p: Point): Uint8Array {
  let bytes = encodings.get(p);
  if (!bytes) encodings.set(p, (bytes = p.toBytes()));
  return bytes;
}
const encodings = new WeakMap<Point, Uint8Array>();

/**
 * The point a hex string encodes, or undefined when it encodes none (not 64 hex digits, not a
 * canonical ristretto255 encoding) or the identity, which no honest message ever carries (a
 * share or key of 0 would reveal or erase a card).
 */
export function parsePoint(hex: string): Point | undefined {
  if (!HEX64.test(hex)) return undefined;
  const cached = decoded.get(hex);
  if (cached) return cached;
  let p: Point;
  try {
    p = Point.fromBytes(hexToBytes(hex));
  } catch {
    return undefined;
  }
  if (p.is0()) return undefined;
  encodings.set(p, hexToBytes(hex));
  if (decoded.size >= DECODED_MAX) decoded.delete(decoded.keys().next().value!);
  decoded.set(hex, p);
  return p;
}

/** Like {@link parsePoint}, for values this table made or already checked: throws when broken. */
export function point(hex: string): Point {
  const p = parsePoint(hex);
  if (!p) throw new TypeError('hidden deck: not a point');
  return p;
}

// Decoding a ristretto point takes a square root (~0.2 ms): a deck's ciphertexts are decoded by
// the check on arrival, then again by the next shuffle and each share, so recent ones are kept.
// Bounded (FIFO), so a peer cannot grow it.
const DECODED_MAX = 4096;
const decoded = new Map<string, Point>();

export function scalarHex(s: bigint): string {
  return s.toString(16).padStart(64, '0');
}

/** A scalar from its hex, or undefined unless it is 64 hex digits below the order. */
export function parseScalar(hex: string): bigint | undefined {
  if (!HEX64.test(hex)) return undefined;
  const s = BigInt('0x' + hex);
  return s < ORDER ? s : undefined;
}

export function mod(a: bigint): bigint {
  const r = a % ORDER;
  return r < 0n ? r + ORDER : r;
}

/**
 * A uniform scalar from a domain tag and byte strings (RFC 9380 expand_message_xmd with SHA-512,
 * 64 bytes reduced mod ℓ: bias below 2^-250). Every parameter is length-prefixed, so no two
 * lists of inputs hash alike.
 */
export function hashToScalar(tag: string, ...parts: readonly Uint8Array[]): bigint {
  return ristretto255_hasher.hashToScalar(framed(parts), { DST: utf8ToBytes(tag) });
}

/** A point nobody knows the discrete logarithm of (RFC 9380 hash to ristretto255). */
export function hashToPoint(tag: string, ...parts: readonly Uint8Array[]): Point {
  return ristretto255_hasher.hashToCurve(framed(parts), { DST: utf8ToBytes(tag) });
}

export { framed };

export const text = utf8ToBytes;
export { bytesToHex, hexToBytes };
