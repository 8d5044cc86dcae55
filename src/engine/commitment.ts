import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

/**
 * Commitments hide a value until its owner reveals `(value, salt)`, and must open in exactly
 * one way (NET-COMMIT-02). So every hashed field is length-prefixed under a domain tag (no
 * separator a value could contain), a salt is exactly 32 lowercase hex digits (128 random
 * bits: a small value space such as card ids cannot be brute-forced), and a string with a
 * lone surrogate, which UTF-8 would encode like U+FFFD, is refused rather than hashed.
 *
 * @example verifyCommitment(commit('kether', salt), 'kether', salt) // true
 */
export function commit(value: string, salt: string): string {
  if (!isSalt(salt)) throw new TypeError('commit: a salt is 32 lowercase hex digits');
  if (!wellFormed(value)) throw new TypeError('commit: the value is not well-formed UTF-16');
  return hashFields(COMMIT_TAG, [value, salt]);
}

/** True when `(value, salt)` opens `commitment`; a malformed value or salt opens nothing. */
export function verifyCommitment(commitment: string, value: string, salt: string): boolean {
  return isSalt(salt) && wellFormed(value) && hashFields(COMMIT_TAG, [value, salt]) === commitment;
}

/** 32 lowercase hex digits: the one format of salts, seeds and cut seeds. */
export { HEX32 } from './hex-schemas.js';
import { HEX32 } from './hex-schemas.js';
import { framed } from './framing.js';

export function isSalt(s: string): boolean {
  return HEX32.test(s);
}

/**
 * Hex SHA-256 of a domain tag and fields, each field as its UTF-8 byte length (4 bytes, big
 * endian) then its bytes, after the number of fields: two different field lists never give
 * the same bytes. Callers check that their strings are well-formed.
 */
export function hashFields(tag: string, fields: readonly string[]): string {
  return bytesToHex(sha256(fieldBytes(tag, fields)));
}

/** The bytes {@link hashFields} hashes: injective, so no two field lists share them. */
export function fieldBytes(tag: string, fields: readonly string[]): Uint8Array {
  const parts = [tag, ...fields].map((f) => utf8ToBytes(f));
  // The count first, then each part framed.
  const out = framed(parts, 4);
  new DataView(out.buffer).setUint32(0, parts.length);
  return out;
}

const COMMIT_TAG = 'taroticum/commit/1';

/** No lone surrogates (they would all encode as U+FFFD, so two values could open one commitment). */
function wellFormed(s: string): boolean {
  return !/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.test(s);
}
