/**
 * A table's secret for the shared decks and its Tactics: one 128-bit salt drawn at the edge with
 * its first answer (`AnswerTools.token`) and kept among its secrets; each deck generation's
 * 32-byte seed is hashed from it. The audit reveals it, and the keys published at each deal
 * commit to it (NET-DECK-12).
 */
import { sha256 } from '@noble/hashes/sha2.js';
import { utf8ToBytes } from '@noble/hashes/utils.js';

export function deckSeed(salt: string, deckId: string): Uint8Array {
  return sha256(utf8ToBytes(`taroticum/meat/deck-seed/1/${salt}/${deckId}`));
}
