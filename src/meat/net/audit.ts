/**
 * A seat's part of a friend match's audit (NET-DECK-04, NET-DECK-12): the salt it reveals gives
 * each deal's seed, whose key is the one it published and whose shuffle is exactly the one it
 * sent, for every generation of both decks. Every table checks every other seat.
 */
import type { Check } from '../../engine/judgement.js';
import { deckName, say, seat, words } from '../say.js';
import type { Secrets } from '../../engine/game.js';
import { auditSeat } from '../../engine/hidden/index.js';
import type { MeatState } from '../state.js';
import { DECKS } from './decks.js';
import { deckSeed } from './seed.js';
import { seedSalt } from './tactics.js';

export function auditDecks(final: MeatState, at: string, secrets: Secrets): Check[] {
  if (!final.net) return [];
  const salt = seedSalt(secrets);
  if (!salt) return [say('NET-DECK-12', false, null, 'meat.says.audit.noSeed', { who: seat(at) })];
  return DECKS.flatMap((name) =>
    final.net!.gens[name].map((g, gen) => {
      const r = auditSeat(g.deck.setup, g.deck.log, at, deckSeed(salt, g.deck.setup.deckId));
      const deck = gen > 0 ? words('meat.says.deck.reshuffled', { deck: deckName(name), gen }) : deckName(name);
      if (r.ok) return say('NET-DECK-04', true, null, 'meat.says.audit.sound', { who: seat(at), deck });
      const shuffle = r.rule === 'NET-DECK-04';
      const key = r.at === undefined ? (shuffle ? 'meat.says.audit.badShuffle' : 'meat.says.audit.badSteps') : shuffle ? 'meat.says.audit.badShuffleAt' : 'meat.says.audit.badStepsAt';
      return say(r.rule, false, null, key, { who: seat(at), deck, ...(r.at === undefined ? {} : { step: r.at }) });
    }),
  );
}
