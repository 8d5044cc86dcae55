/**
 * A seat's part of a friend match's audit (NET-DECK-04, NET-DECK-12): the salt it reveals gives
 * each shared deck's seed, whose key is the one it published and whose shuffle is exactly the one
 * it sent. Every seat's check, by every other table, proves every shuffle.
 */
import { check, type Check } from '../../engine/judgement.js';
import type { Secrets } from '../../engine/game.js';
import { auditSeat } from '../../engine/hidden/index.js';
import { DECK_NAMES, type CygwState } from '../state.js';
import { deckSeed, saltOf } from './seed.js';

export function auditDecks(final: CygwState, seat: string, secrets: Secrets): Check[] {
  if (!final.net) return [];
  const salt = saltOf(secrets);
  if (!salt) return [check('NET-DECK-12', false, `${seat} revealed no seed for the shared decks`)];
  return DECK_NAMES.map((name) => {
    const deck = final.net!.decks[name];
    const r = auditSeat(deck.setup, deck.log, seat, deckSeed(salt, name));
    return r.ok ? check('NET-DECK-04', true, `${seat}'s key and shuffle of the ${name} deck come from its seed`) : check(r.rule, false, `${seat}'s ${name} deck ${r.rule === 'NET-DECK-04' ? 'shuffle is not the one its seed makes' : 'key or steps do not come from its seed'}${r.at !== undefined ? ` (step ${r.at})` : ''}`);
  });
}
