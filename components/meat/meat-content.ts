/**
 * One M.E.A.T. Game per card set, and the card set back from the Game: the table is handed a port
 * whose `game` keeps its cards to itself, and reads the set it was made with here.
 */
import { meatCards } from '../../src/meat/cards/card-set.js';
import type { MeatCards } from '../../src/meat/cards/types.js';
import { meatGame, type MeatGame } from '../../src/meat/game.js';

const games = new WeakMap<MeatCards, MeatGame>();
const sets = new WeakMap<object, MeatCards>();

export function meatGameFor(cards: MeatCards): MeatGame {
  let g = games.get(cards);
  if (!g) {
    g = meatGame(cards);
    games.set(cards, g);
    sets.set(g, cards);
  }
  return g;
}

/** The card set `game` was made with (by `meatGameFor`), else the built-in one. */
export function cardsOf(game: object | null | undefined): MeatCards {
  return (game && sets.get(game)) || meatCards();
}
