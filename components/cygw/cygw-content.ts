/**
 * One Cult Game per card set, and the card set back from the Game: the table is handed a port
 * whose `game` is a plain Game (which keeps its cards to itself), and reads the set it was made
 * with here. A Game made elsewhere reads the app's set.
 */
import { cygwCards } from '../../src/cygw/cards/card-set.js';
import type { CygwCards } from '../../src/cygw/cards/types.js';
import { cygwGame, type CygwGame } from '../../src/cygw/game.js';

const games = new WeakMap<CygwCards, CygwGame>();
const sets = new WeakMap<object, CygwCards>();

export function cygwGameFor(cards: CygwCards): CygwGame {
  let g = games.get(cards);
  if (!g) {
    g = cygwGame(cards);
    games.set(cards, g);
    sets.set(g, cards);
  }
  return g;
}

/** The card set `game` was made with (by `cygwGameFor`), else the app's. */
export function cardsOf(game: object | null | undefined): CygwCards {
  return (game && sets.get(game)) || cygwCards();
}
