/**
 * The local player's secrets: salts and the deck list. They never leave
 * this browser until the audit, and are persisted with the match log so a
 * reload can resume. Salts come from crypto.getRandomValues (I/O-side code;
 * the rules in src/kult never see randomness except through seeds).
 */
import { commit, hashFields, isSalt } from '../engine/commitment.js';
import type { CardId, InstanceId } from '../kult/index.js';

export interface CardSecret {
  readonly card: CardId;
  readonly salt: string;
}

export interface Secrets {
  readonly seed: string;
  readonly seedSalt: string;
  readonly major: CardId;
  readonly majorSalt: string;
  /** The deck list this player plays (after a same-Major swap, the adversary's list). */
  readonly list: readonly CardId[];
  readonly listSalt: string;
  /** One secret per card commitment, in the order the commitments were sent. */
  readonly cards: readonly CardSecret[];
  /** Identity of each own instance id in the match (filled after the cut and on reshuffles). */
  readonly instances: Readonly<Record<InstanceId, CardSecret>>;
}

/** 128 random bits as hex. */
export function randomToken(random: (n: number) => Uint8Array = (n) => crypto.getRandomValues(new Uint8Array(n))): string {
  return Array.from(random(16), (x) => x.toString(16).padStart(2, '0')).join('');
}

/**
 * The deck-list commitment: the salt and the sorted list as length-prefixed fields (NET-COMMIT-02),
 * so the order inside the list reveals nothing and no list opens another's commitment.
 */
export function listCommitment(list: readonly CardId[], salt: string): string {
  if (!isSalt(salt)) throw new TypeError('listCommitment: a salt is 32 lowercase hex digits');
  return hashFields('taroticum/list/1', [salt, ...[...list].sort()]);
}

/** True when `(list, salt)` opens `commitment`; a malformed salt opens nothing. */
export function opensListCommitment(commitment: string, list: readonly CardId[], salt: string): boolean {
  return isSalt(salt) && listCommitment(list, salt) === commitment;
}

/** Fresh per-card secrets and their commitments, in a random order chosen here. */
export function commitDeck(list: readonly CardId[], token: () => string): { secrets: CardSecret[]; commitments: string[] } {
  const secrets = list.map((card) => ({ card, salt: token() }));
  // The order is ours to choose; the adversary's cut decides the draw order anyway.
  secrets.sort((a, b) => (a.salt < b.salt ? -1 : 1));
  return { secrets, commitments: secrets.map((s) => commit(s.card, s.salt)) };
}
