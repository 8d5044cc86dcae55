/**
 * What the app shell needs from a game to show its acts, besides the rules (`Game`): its steps,
 * its acts and its open response window in this table's own words. The shell's log, timing bar
 * and result screen take one and import no game's code; a game's components provide it (KULT's:
 * components/kult-ui.ts).
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
import type { WindowAct } from '../engine/response-window.js';
import type { LogEntry } from './match-port.js';

/** Where the turn stands, for the timing bar. */
export interface TurnMoment {
  readonly turn: number;
  /** The current step, one of `GameUI.steps`. */
  readonly step: string;
  /** Whose turn it is. */
  readonly active: SeatId;
  /** A seat whose choice play waits for (KULT's pending choices), or null. */
  readonly choosing: SeatId | null;
}

/** An act on an open window's chain, named in words; the engine's `chainStatus` says whether it is effective. */
export interface WindowActWords extends WindowAct {
  readonly words: string;
}

/** An open response window as the timing bar draws it. */
export interface WindowWords {
  /** The window's kind as a key (a class name: KULT's `react`, `combat`). */
  readonly kind: string;
  /** Its kind in words ("Combat modification"). */
  readonly words: string;
  /** Every act made in the window, oldest first. */
  readonly chain: readonly WindowActWords[];
  /** Who holds the floor (or must choose before play goes on). */
  readonly floor: SeatId;
  /**
   * The round the floor goes (src/engine/response-window.ts): the seating it goes round, who may
   * still act in order (the holder first), and who has passed since the latest act. Absent: the
   * game does not say; the timing bar shows it at a table of three or more.
   */
  readonly round?: { readonly cycle: readonly SeatId[]; readonly order: readonly SeatId[]; readonly passed: readonly SeatId[] };
}

/** A line of how the match began, and the rule ID the judge cites for it. */
export interface OpeningLine {
  readonly words: string;
  readonly rule: string;
}

/** Something a seat may answer the window with (KULT: a card of one of its legal responses), named. */
export interface Answer {
  readonly iid: string;
  readonly name: string;
}

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
  /**
   * What a logged act did, one sentence each (cards moved, a combat's result, a win), from the
   * recap its entry carries (`LogEntry.recap`, made when it was played); none without one.
   */
  describeOutcomes?(entry: LogEntry<A>, view: S, me: SeatId): readonly string[];
  /** How the match began, each line with the rule that decided it (KULT: the same Major Arcanum on both sides, who starts). */
  opening?(view: S, me: SeatId): readonly OpeningLine[];
  /** The turn, its step, whose turn it is and who is choosing, in `view`. */
  turn(view: S): TurnMoment;
  /** The response window open in `view` as `me` reads it, or null when none is. */
  window(view: S, me: SeatId): WindowWords | null;
  /** What `legal` (`me`'s acts now) answers the open window with, each thing once. */
  answers(legal: readonly A[], view: S): readonly Answer[];
  /** Why the table stops for its player in this window, in words (`stop`: `Game.window`'s reason). */
  stopWords(stop: string, view: S): string;
  /** How the act on the floor directly affects `me`, in one sentence (`affects`: `Game.window`'s code): "Golab attacks your Usher." */
  affectsWords(affects: string, view: S, me: SeatId): string;
  /** What `me` could do now with `legal` (its acts besides a pass), a short line per card or kind ("Sorry can cancel Fly in the Ointment"). */
  couldDo(legal: readonly A[], view: S, me: SeatId): readonly string[];
}

/** A GameUI whose state and acts the caller does not know (the shell's view of every game's). */
export type AnyGameUI = GameUI<any, GameAction, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
