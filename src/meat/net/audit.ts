/**
 * A seat's part of a friend match's audit (NET-DECK-04, NET-DECK-12): the salt it reveals gives
 * each deal's seed, whose key is the one it published and whose shuffle is exactly the one it
 * sent, for every generation of both decks. Every table checks every other seat.
 */
import { check, type Check } from '../../engine/judgement.js';
import type { Secrets } from '../../engine/game.js';
import { auditSeat } from '../../engine/hidden/index.js';
import type { MeatState } from '../state.js';
import { DECKS } from './decks.js';
import { deckSeed } from './seed.js';
import { seedSalt } from './tactics.js';

export function auditDecks(final: MeatState, seat: string, secrets: Secrets): Check[] {
  if (!final.net) return [];
  const salt = seedSalt(secrets);
  if (!salt) return [check('NET-DECK-12', false, `${seat} revealed no seed for the shared decks`)];
  return DECKS.flatMap((name) =>
    final.net!.gens[name].map((g, gen) => {
      const r = auditSeat(g.deck.setup, g.deck.log, seat, deckSeed(salt, g.deck.setup.deckId));
      const what = `the ${name} deck${gen > 0 ? ` (reshuffle ${gen})` : ''}`;
      return r.ok ? check('NET-DECK-04', true, `${seat}'s key and shuffle of ${what} come from its seed`) : check(r.rule, false, `${seat}'s ${what} ${r.rule === 'NET-DECK-04' ? 'shuffle is not the one its seed makes' : 'key or steps do not come from its seed'}${r.at !== undefined ? ` (step ${r.at})` : ''}`);
    }),
  );
}
