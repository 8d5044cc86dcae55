/**
 * A table's secret for the shared decks: one 128-bit salt drawn at the edge (`AnswerTools.token`)
 * and kept among its secrets, from which each deck's 32-byte seed is hashed. The audit reveals it,
 * and the keys published at the start commit to it (NET-DECK-12).
 */
import { sha256 } from '@noble/hashes/sha2.js';
import { utf8ToBytes } from '@noble/hashes/utils.js';
import type { Secrets } from '../../engine/game.js';
import type { DeckName } from '../state.js';

/** The secrets entry that holds the salt (not a card instance: no instance id has a colon). */
export const SEED_SECRET = 'cygw:seed';

export function deckSeed(salt: string, deck: DeckName): Uint8Array {
  return sha256(utf8ToBytes(`taroticum/cygw/deck-seed/1/${salt}/${deck}`));
}

export function saltOf(secrets: Secrets): string | null {
  return secrets[SEED_SECRET]?.salt ?? null;
}
