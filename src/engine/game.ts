/**
 * The Game contract: everything the game-agnostic core (the lockstep, the setup rounds, the
 * audit, the replay, the match store, the session statechart, the app shell) needs from a game,
 * and nothing more. In the spirit of boardgame.io's game object, but stronger: the judge never
 * throws and explains itself with the game's rule IDs; hidden cards are commitments whose
 * identities only their owner knows; setup is data the core runs as commit-then-reveal rounds;
 * random outcomes are joint draws from the tables' hash chains, drawn when they are needed.
 *
 * A game is a plain object (`kultGame` in src/kult/game.ts; a small test game in
 * test/support/games/). Every function is pure: no I/O, no clock, no unseeded randomness.
 *
 * @example
 * const started = game.start({ seats, seed, settings });
 * if (started.ok) {
 *   const j = game.judge(started.state, { type: 'pass', player: 'host' });
 *   if (j.ok) state = game.apply(started.state, j.action);
 * }
 */
import type { GenericSchema } from 'valibot';
import type { AnyStateMachine } from 'xstate';
import type { Check, Judgement, Words } from './judgement.js';
import type { RngState } from './rng.js';

/** A seat at the table: the player id acts and the state name (`host`, `guest` in a two-table friend match). */
export type SeatId = string;

/** A game's act: a discriminated union whose every member names the seat that plays it. */
export interface GameAction {
  readonly type: string;
  readonly player: SeatId;
}

/** A hidden instance's identity as its owner shows it: the card and the salt of its commitment. */
export interface Reveal {
  readonly iid: string;
  readonly card: string;
  readonly salt: string;
}

/** What the owner of a hidden instance knows of it. */
export interface Secret {
  readonly card: string;
  readonly salt: string;
}

/** A seat's secrets, by instance id. */
export type Secrets = Readonly<Record<string, Secret>>;

/**
 * Who may send the next event. The lockstep takes acts from `seat` (a joint random draw is
 * such an act: the seat shows its next chain link, NET-RANDOM-01); `commit` is a round of
 * simultaneous hidden choices every seat commits to before any is revealed (M.E.A.T.'s
 * tactics, not yet played over the network); `over` takes nothing.
 */
export type Floor =
  | { readonly kind: 'seat'; readonly seat: SeatId }
  | { readonly kind: 'commit'; readonly seats: readonly SeatId[] }
  | { readonly kind: 'over' };

/** How a game ended. */
export interface GameEnd {
  /** The winners (all of a team); empty for a draw or a game stopped by a cap. */
  readonly winners: readonly SeatId[];
  readonly rule: string;
  readonly says: string;
  /** `says` as catalog words, for each reader ("you hold 5 markers…" / "Mara holds 5 …"). */
  readonly words?: Words;
}

/** The rule words a game's judge cites, and which rules are the project's own house defaults. */
export interface RuleCatalog {
  /**
   * True for a house default (where the sources are silent or ambiguous and this project
   * decided): KULT's `Q-NN`, Cult's and M.E.A.T.'s `C-AMB-NN`/`M-AMB-NN` and `[HOUSE]` rules.
   */
  isHouseDefault(rule: string): boolean;
  /**
   * Where the words of every rule ID are in `locale` (a JSON object `{ "K-SUIT-04": "…" }`),
   * fetched when first shown; English's (no argument) has every rule, and a language the game
   * has no words in gets English's address.
   */
  wordsUrl(locale?: string): URL;
}

/**
 * Setup as data. Every seat chooses in secret and commits before any choice is revealed
 * (K-SETUP-02), commits to the list of its pile (a deck) with it, then each card of the pile
 * alone, in an order only it knows; an adversary cuts each pile (K-SETUP-04); seats whose
 * revealed choices say so exchange their piles' lists (K-SETUP-03), judged at once.
 */
export interface SetupPlan<Settings> {
  /** The secret choice's shape on the wire (a string: KULT's Major Arcanum id). */
  readonly choice: GenericSchema<string, string>;
  /** A revealed choice is one the game allows (a Major Arcanum of the card set). */
  judgeChoice(settings: Settings, choice: string): Check;
  /**
   * Which lists change hands once the choices are revealed, as `[giver, taker]` pairs of seat
   * indexes: seat `giver`'s list is played by seat `taker` (two seats that exchange: both ways).
   * Every seat gives and takes at most once.
   */
  exchanges(choices: readonly string[]): readonly (readonly [number, number])[];
  /** The rule the exchanges follow, for the judge to cite (KULT: K-SETUP-03, or its house default for three or more), or null when none. */
  exchangeRule?(choices: readonly string[]): string | null;
  /** A seat's list, judged as the pile it will play for its choice (every rule that applies). */
  judgeList(settings: Settings, list: readonly string[], choice: string, seats: number): Judgement<readonly string[]>;
  /** What the size of a hidden pile tells before any card of it is opened. */
  judgePileSize(settings: Settings, count: number, seats: number): Check;
  /** The id the started state gives the card at `position` of a seat's pile (in draw order, after the cut). */
  pileInstance(seat: SeatId, position: number): string;
}

/**
 * One seat as the setup agreed it: its revealed choice, its pile in draw order (the commitments
 * of a friend match, or the cards themselves in a game played on one page), its chain's head.
 */
export interface AgreedSeat {
  readonly id: SeatId;
  readonly choice: string;
  readonly commitments?: readonly string[];
  /** The pile's cards, known (solo practice, lessons, the simulator): no commitments, no hidden identities. */
  readonly cards?: readonly string[];
  /** The head of the seat's hash chain (NET-RANDOM-01), or absent in a game played on one page. */
  readonly chain?: string;
}

export interface Agreed<Settings> {
  readonly seats: readonly AgreedSeat[];
  /** The shared setup seed (NET-SEED-01). */
  readonly seed: number;
  readonly settings: Settings;
  /** A house option of a game played on one page (practice): this seat takes the first turn. Networked setup never sets it. */
  readonly first?: SeatId;
}

/** What a table lends the game to answer an act by itself: its secrets, fresh tokens and its chain. */
export interface AnswerTools {
  readonly secrets: Secrets;
  /** 128 fresh random bits as 32 hex digits (a salt). */
  readonly token: () => string;
  /** The seat's `k`-th chain link (1-based), or null once the chain is used up. */
  readonly link: (k: number) => string | null;
}

/** An act a table makes by itself, with the secrets it adds (a re-committed pile's new salts). */
export interface Answer<A> {
  readonly action: A;
  readonly secrets?: Secrets;
}

export type StartResult<S> = { readonly ok: true; readonly state: S } | { readonly ok: false; readonly judgement: Judgement<unknown> };

/**
 * Opened commitments, or the failing judgement and the same state. `breach`: a card that opens its
 * commitment and so proves its owner's pile illegal (KULT's Major Arcanum in a deck, K-DECK-03):
 * the lockstep stops the match on it instead of refusing one act.
 */
export type RevealResult<S> =
  | { readonly ok: true; readonly state: S; readonly judgement: Judgement<unknown> }
  | { readonly ok: false; readonly state: S; readonly judgement: Judgement<unknown>; readonly breach?: Check };

export type RestoreResult<S> = { readonly ok: true; readonly state: S } | { readonly ok: false; readonly error: string };

export interface Game<S = unknown, A extends GameAction = GameAction, Settings = unknown> {
  /** A stable id (`kult`): both tables must play the same game. */
  readonly id: string;
  /** The content both tables must share (the card set), by hash. */
  readonly contentHash: string;
  /** How many seats, and the teams for a number of seats (none: every seat for itself). */
  readonly seats: { readonly min: number; readonly max: number; readonly teams?: (seats: number) => readonly (readonly number[])[] };
  readonly rules: RuleCatalog;
  readonly schemas: {
    /** A team note's shape (games with `teamNote` only). */
    readonly team?: GenericSchema<unknown, unknown>;
    /** An act's shape, checked before anything reads a peer's act. */
    readonly action: GenericSchema<unknown, A>;
    /** The settings both tables play by (the host's, accepted by the guest). */
    readonly settings: GenericSchema<unknown, Settings>;
  };
  readonly setup: SetupPlan<Settings>;
  /** The starting state from the agreed setup; a bad setup is a failing judgement, never a throw. */
  start(agreed: Agreed<Settings>): StartResult<S>;
  /** May this happen now, and why: shape first, then every rule; never throws. */
  judge(state: S, action: unknown): Judgement<unknown>;
  /** The state after a judged act (call only with an act `judge` allowed). */
  apply(state: S, action: A): S;
  floor(state: S): Floor;
  /** Every act `seat` may make now (the UI's highlights, the bots, the fuzzer). */
  legalActions(state: S, seat: SeatId): A[];
  /**
   * A response window `seat` holds the floor in, judged on public information only (never a
   * hand, whose answer time would tell the friend what it holds): its pass, and why its table
   * stops for the player (null: no act could answer, it may pass by itself), and how the act on
   * the floor directly affects this seat (a game's code, null: it does not; the default auto-pass
   * mode stops only then). Null when the seat holds no window.
   */
  window(state: S, seat: SeatId): { readonly pass: A; readonly stop: string | null; readonly affects: string | null } | null;
  /** The game's end, or null while it goes on. */
  ended(state: S): GameEnd | null;
  /** Where the game stands, for the log: the turn (or round) and the step (or phase) by name. */
  moment(state: S): { readonly turn: number; readonly step: string };
  /** A state to draw before a match has one (an empty table): nothing of any player's. */
  placeholder(): S;
  /** The hidden instances an act shows (the sender reveals their identities with it). */
  reveals(state: S, action: A): readonly string[];
  /** Opens commitments: the state with those identities public, or the failing judgement and the same state. */
  reveal(state: S, reveals: readonly Reveal[]): RevealResult<S>;
  /** An opened card that proves its owner's pile illegal (a fourth copy known at once), else null. */
  revealBreach(state: S, reveals: readonly Reveal[]): Check | null;
  /** The instances whose identity the shared state does not hold, with their owners. */
  hidden(state: S): readonly { readonly iid: string; readonly owner: SeatId }[];
  /** What `seat` itself knows: the shared state with the identities of its own visible hidden cards filled in. */
  withSecrets(state: S, seat: SeatId, secrets: Secrets): S;
  /** What `viewer` may see of a state (null: a spectator); nothing hidden from them leaks. */
  view(state: S, viewer: SeatId | null): S;
  /** The state's fingerprint, compared by the tables after every act. */
  fingerprint(state: S): string;
  /**
   * How many inputs to random outcomes the state has drawn so far (KULT: the chain links shown,
   * NET-RANDOM-01). An act is taken back only while this stays the same (NET-UNDO-01); absent,
   * the game draws no random outcome during play.
   */
  randomDraws?(state: S): number;
  /** An act a seat's table makes by itself (a chain link, a re-committed pile), or null. */
  answer(state: S, seat: SeatId, tools: AnswerTools): Answer<A> | null;
  /**
   * The act as the acting table sends it, with what only that table can add from its secrets
   * (Cult: the shared hidden decks' steps for the cards it moves, re-encrypted with its seed).
   * Called by the lockstep before an act is judged and sent; absent: the act goes as it is.
   */
  seal?(state: S, seat: SeatId, action: A, secrets: Secrets): A;
  /**
   * What the acting table keeps among its secrets from its own act before it is sealed and sent
   * (M.E.A.T.: a face-down placement and its salt, committed now and opened later by the table
   * itself). Called by the lockstep before `seal`; absent or null: nothing is kept.
   */
  keep?(state: S, seat: SeatId, action: A, secrets: Secrets): Secrets | null;
  /**
   * Optional, for games in teams: what a table tells its teammates alone, never the other team
   * (M.E.A.T.: its shares of its own hidden cards, so teammates see each other's hands, M-TEAM-01),
   * or null. The session sends it again whenever it changes; its shape is `schemas.team`.
   */
  teamNote?(state: S, seat: SeatId, secrets: Secrets): { readonly to: readonly SeatId[]; readonly note: unknown } | null;
  /**
   * A teammate's note, judged (its shape checked by `schemas.team` first): the secrets it adds to
   * this table's (each proof checked), or the failed check. Never throws.
   */
  teamHeard?(state: S, seat: SeatId, from: SeatId, note: unknown, secrets: Secrets): Secrets | Check;
  /**
   * What an act did, as the holder of two views knows it (`before`: its view right before the act,
   * the act's reveals opened; `after`: right after): the game's own data for the log (KULT: cards
   * and markers moved, a combat's result, the names of the cards the act touched). Pure and from
   * the two states alone, so each table computes its own and names nothing its views hide; a
   * game without it shows its acts only.
   */
  recap?(before: S, action: A, after: S): unknown;
  /**
   * At the audit, what a seat's revealed secrets must prove of the final state beyond its acts'
   * legality (Cult: its seed gave the shared decks' keys and its shuffles, NET-DECK-04/12); absent: nothing more.
   */
  auditSecrets?(final: S, seat: SeatId, secrets: Secrets): readonly Check[];
  /** At the audit, with every card known: what an act must also satisfy beyond its legality (a re-committed pile is the discard pile). */
  auditAct(before: S, action: A, after: S): Check | null;
  serialize(state: S): string;
  restore(text: string): RestoreResult<S>;
  /** The game's bots by level (at least `sensible`). */
  readonly bots: Readonly<Record<string, Bot<S, A>>>;
  /**
   * The game's own chart for a game played on one page (practice, lessons), so `?inspect` shows
   * its turn and its windows: it takes `{ type: 'ACT', action }`, judges the act and applies it
   * when legal. Absent, the core's play chart (machines/play.machine.ts) runs `judge` and `apply`.
   */
  readonly playChart?: PlayChart<S>;
}

/** A game's chart for one page, and how the app reads the state and the latest judgement back from its snapshot. */
export interface PlayChart<S> {
  readonly machine: AnyStateMachine;
  input(state: S): unknown;
  read(snapshot: { readonly context: unknown }): { readonly state: S; readonly judgement: Judgement<unknown> | null };
  /**
   * An event that sets the chart to a state reached elsewhere (a friend match's lockstep), so an
   * inspector can follow a game the chart does not play itself. Absent: no such following.
   */
  sync?(state: S): { readonly type: string };
}

/** A match played on one page (practice, lessons): the game, its first state, and who sits where. */
export interface OnePageMatch<S, A extends GameAction, G extends AnyGame> {
  readonly game: G;
  readonly start: S;
  readonly me: SeatId;
  readonly bot: SeatId;
  /** Every seat a bot plays, `bot` first, at a table of three or more (absent: `bot` alone). */
  readonly bots?: readonly SeatId[];
  /** Seeds the bots' choices (not the game's: that is the start's); each bot seat draws from its own generator. */
  readonly botSeed: number;
  /** The setup `start` was made from (`game.start(agreed)`), when there was one: a replay re-judges the match from it. */
  readonly agreed?: Agreed<any>; // eslint-disable-line @typescript-eslint/no-explicit-any
}

/** A player the game provides for practice and the simulator: the next act for `seat`, from what it may see, and the generator after it. */
export type Bot<S, A> = (state: S, seat: SeatId, rng: RngState) => readonly [A | null, RngState];

/** A game's state type. */
export type StateOf<G> = G extends Game<infer S, GameAction, any> ? S : never; // eslint-disable-line @typescript-eslint/no-explicit-any
/** A game's act type. */
export type ActOf<G> = G extends Game<any, infer A, any> ? A : never; // eslint-disable-line @typescript-eslint/no-explicit-any

/** A game whose state and acts are not known to the caller (the core's view of every game). */
export type AnyGame = Game<any, GameAction, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** The seat that holds the floor, or null when the floor is a commitment round or the game is over. */
export function floorSeat(game: AnyGame, state: unknown): SeatId | null {
  const f = game.floor(state);
  return f.kind === 'seat' ? f.seat : null;
}

/** Judges and, if legal, applies: the same state object with the failing judgement when not. */
export function playAct<S, A extends GameAction>(game: Game<S, A>, state: S, action: unknown): { readonly state: S; readonly judgement: Judgement<unknown> } {
  const judgement = game.judge(state, action);
  return judgement.ok ? { state: game.apply(state, action as A), judgement } : { state, judgement };
}
