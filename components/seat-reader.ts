/**
 * Who reads a table's words: this table's seat, and every other seat by the name the game's
 * GameUI gives it, so a judge's check reads "you" to its actor and "Mara" to everyone else.
 */
import type { AnyGameUI } from '../src/app/game-ui.js';
import type { Reader } from '../src/i18n/words.js';

export function seatReader(ui: AnyGameUI, view: unknown, me: string): Reader {
  return { me, name: (seat) => ui.seatName(seat, view as never, me) };
}
