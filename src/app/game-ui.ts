/**
 * What the app shell needs from a game to show its acts, besides the rules (`Game`): its steps
 * and its acts in this table's own words. The shell's log and result screen take one and import
 * no game's code; a game's components provide it (KULT's: components/kult-ui.ts).
 *
 * Every sentence is this table's own text, built from the catalog and the game's own data: never
 * a word a peer sent (an act's fields are names to look up, not text to show).
 *
 * A log reader remembers what it was shown (KULT names a card played from an opponent's hand
 * after it went face down, because everyone saw it played). That memory belongs to the reader,
 * not to this object: one GameUI serves every seat and every log on the page, and a log must
 * name only what its own viewer saw. The reader keeps `remember`'s result and hands it back.
 *
 * @example
 * let memory = ui.remember(null, view);
 * ui.describeAct(entry, view, me, memory); // "bob proclaims Usher on C2"
 */
import type { GameAction, SeatId } from '../engine/game.js';
import type { LogEntry } from './match-port.js';

export interface GameUI<S = unknown, A extends GameAction = GameAction, Memory = unknown> {
  /** The game's steps (or phases) in play order, as the log's entries name them (`LogEntry.step`). */
  readonly steps: readonly string[];
  /** A step's name in words ("Deeds"). */
  stepName(step: string): string;
  /** A seat's name in words as `me` reads it in `view` (KULT: its Major Arcanum); any other word is "another player". */
  seatName(seat: SeatId, view: S, me: SeatId): string;
  /** The reader's memory after being shown `view` (`null`: it saw nothing yet); the same object when nothing is new. */
  remember(memory: Memory | null, view: S): Memory;
  /** One sentence for a logged act as `me` reads it in `view`, with what the reader remembers; `me`'s own acts in the second person. */
  describeAct(entry: LogEntry<A>, view: S, me: SeatId, memory: Memory | null): string;
}

/** A GameUI whose state and acts the caller does not know (the shell's view of every game's). */
export type AnyGameUI = GameUI<any, GameAction, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
