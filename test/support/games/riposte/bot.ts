/**
 * Riposte's sensible bot: parries a card worth 3 or more (when it holds a parry), plays its best
 * number card, keeps parries for answers; the generator breaks ties.
 */
import type { Bot } from '../../../../src/engine/game.js';
import { randomInt } from '../../../../src/engine/rng.js';
import { CARDS } from './cards.js';
import { legalActions } from './rules.js';
import type { RiposteAction, RiposteState } from './state.js';

export const sensibleBot: Bot<RiposteState, RiposteAction> = (state, seat, rng) => {
  const legal = legalActions(state, seat);
  if (legal.length === 0) return [null, rng];
  const colour = state.seats.find((s) => s.id === seat)!.colour;
  const worth = (a: RiposteAction): number => {
    if (a.type === 'pass' || a.type === 'skip') return 0;
    const card = CARDS.get(state.cards[a.card]!.card!)!;
    if (a.type === 'parry') {
      const played = CARDS.get(state.cards[state.window!.card]!.card ?? '');
      return played?.kind === 'number' && played.value >= 3 ? 5 : -1;
    }
    return card.kind === 'number' ? card.value + (card.colour === colour ? 1 : 0) : -2;
  };
  const top = Math.max(...legal.map(worth));
  const best = legal.filter((a) => worth(a) === top);
  const [k, next] = randomInt(rng, 0, best.length - 1);
  return [best[k]!, next];
};
