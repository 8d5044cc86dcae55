/**
 * A pile of hidden cards as its owner commits to it (DESIGN.md "Hidden cards are commitments"):
 * the list as one commitment, made before anything is revealed, and each card as its own, in
 * an order only the owner knows. Game-agnostic: a card is any id string.
 */
import { commit, hashFields, isSalt } from './commitment.js';
import type { Secret } from './game.js';

/**
 * The list commitment: the salt and the sorted list as length-prefixed fields (NET-COMMIT-02),
 * so the order inside the list reveals nothing and no list opens another's commitment.
 */
export function listCommitment(list: readonly string[], salt: string): string {
  if (!isSalt(salt)) throw new TypeError('listCommitment: a salt is 32 lowercase hex digits');
  return hashFields('taroticum/list/1', [salt, ...[...list].sort()]);
}

/** True when `(list, salt)` opens `commitment`; a malformed salt opens nothing. */
export function opensListCommitment(commitment: string, list: readonly string[], salt: string): boolean {
  return isSalt(salt) && listCommitment(list, salt) === commitment;
}

/**
 * Fresh per-card secrets and their commitments, in an order only the owner knows (sorted by the
 * fresh salts): never the order the list or a discard pile showed. `token` gives 32-hex salts.
 */
export function commitPile(list: readonly string[], token: () => string): { secrets: Secret[]; commitments: string[] } {
  const secrets = list.map((card) => ({ card, salt: token() }));
  secrets.sort((a, b) => (a.salt < b.salt ? -1 : 1));
  return { secrets, commitments: secrets.map((s) => commit(s.card, s.salt)) };
}
