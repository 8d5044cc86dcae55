/**
 * The local player's secrets: salts and the deck list. They never leave
 * this browser until the audit, and are persisted with the match log so a
 * reload can resume. Salts come from crypto.getRandomValues (I/O-side code;
 * the rules in src/kult never see randomness except through seeds).
 */
import { commit } from '../engine/commitment.js';
import { sha256Hex } from '../engine/hash.js';
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

/** The deck-list commitment: H(sorted list | salt), so the order inside the list reveals nothing. */
export function listCommitment(list: readonly CardId[], salt: string): string {
  return sha256Hex(`${[...list].sort().join(',')}|${salt}`);
}

/** Fresh per-card secrets and their commitments, in a random order chosen here. */
export function commitDeck(list: readonly CardId[], token: () => string): { secrets: CardSecret[]; commitments: string[] } {
  const secrets = list.map((card) => ({ card, salt: token() }));
  // The order is ours to choose; the adversary's cut decides the draw order anyway.
  secrets.sort((a, b) => (a.salt < b.salt ? -1 : 1));
  return { secrets, commitments: secrets.map((s) => commit(s.card, s.salt)) };
}
