import { sha256Hex } from './hash.js';

/**
 * A commitment hides a value until its owner reveals `(value, salt)`:
 * `H(value | salt)`. The salt must be secret and random, or a small value
 * space (card ids) could be brute-forced.
 *
 * @example verifyCommitment(commit('kether', s), 'kether', s) // true
 */
export function commit(value: string, salt: string): string {
  return sha256Hex(`${value}|${salt}`);
}

/** True when `(value, salt)` opens `commitment`. */
export function verifyCommitment(commitment: string, value: string, salt: string): boolean {
  return commit(value, salt) === commitment;
}
