import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { canonicalBytes } from './canonical-bytes.js';

/** Hex SHA-256 of a UTF-8 string. */
export function sha256Hex(text: string): string {
  return bytesToHex(sha256(utf8ToBytes(text)));
}

/**
 * Hex SHA-256 of a value's canonical JSON (its UTF-8 bytes, src/engine/canonical-bytes.ts): for
 * identities a peer must not be able to forge, such as the card set's. Game states are compared by
 * the cheaper fingerprint (`fingerprint.ts`).
 *
 * @example hashValue({ a: 1 }) === hashValue({ a: 1 }) // true on every peer
 */
export function hashValue(value: unknown): string {
  return bytesToHex(sha256(canonicalBytes(value)));
}
