/**
 * What the table's components talk to: a match of any game seen from one seat. Solo practice
 * (LocalMatch) and a friend match over the network (the lockstep session) both implement it,
 * so components never know which they render. Components read snapshots and send attempts;
 * the rules stay in the game (`port.game`).
 */
import type { ReplayFile } from './replay/replay-format.js';
import type { ActorOptions, AnyActorLogic } from 'xstate';
import type { AnyGame, Game, GameAction, SeatId } from '../engine/game.js';
import type { Judgement } from '../engine/judgement.js';
import type { AuditResult } from '../net/lockstep/audit.js';
import type { Violation } from '../net/violation.js';

/** One applied act in the match log, with the checks it passed. */
export interface LogEntry<A extends GameAction = GameAction> {
  readonly seq: number;
  /** Where the game stood when the act was made (the game's `moment`). */
  readonly turn: number;
  readonly step: string;
  readonly player: SeatId;
  readonly action: A;
  readonly judgement: Judgement<unknown>;
  /**
   * What the act did as this seat saw it (the game's `recap` of this seat's views right before
   * and right after it): made when the act is played, so the log keeps naming what was public
   * then, and never anything this seat could not see. Absent for a game without `recap`.
   */
  readonly recap?: unknown;
}

/**
 * The friend's connection: `hidden`, connected but its page in the background (another tab:
 * it still answers); `silent`, its table stopped answering the heartbeat (NET-LIVE-01: a closed
 * or crashed tab, a lost network), the game paused while this table tries to reconnect.
 */
export type ConnectionState = 'local' | 'connected' | 'hidden' | 'away' | 'silent' | 'reconnecting';

export interface MatchSnapshot<S = unknown, A extends GameAction = GameAction> {
  /** The seat this port plays. */
  readonly me: SeatId;
  /** What `me` may see (the game's view): hidden cards have a null identity. */
  readonly view: S;
  readonly log: readonly LogEntry<A>[];
  /** The judgement of the local player's latest attempt, legal or not. */
  readonly lastAttempt: Judgement<unknown> | null;
  /** `stopped`: the friend's table broke the protocol in a way that ends the match (see `stop`). */
  readonly status: 'playing' | 'paused' | 'ended' | 'stopped';
  readonly opponent: ConnectionState;
  /** A sentence for the player when something needs saying (a rejection by the peer, a desync…). */
  readonly notice: string | null;
  /** When the local player's response clock runs out (epoch ms), or null when no clock runs. */
  readonly responseDeadline: number | null;
  readonly settings: PlaySettings;
  /** Where the fair-play check stands (docs/fair-play.md). */
  readonly fairPlay: FairPlay;
  /** What the friend's table did against the protocol, the first ones kept as evidence, oldest first. */
  readonly violations: readonly Violation[];
  /** How many refused or malformed messages the friend sent in all (NET-FLOOD-01 stops the match past a limit). */
  readonly offences: number;
  /** The violation that stopped the match (status `stopped`), else null. */
  readonly stop: Violation | null;
  /** Taking back an act with the friend's consent (friend matches only, NET-UNDO-…). */
  readonly undo?: UndoSnapshot<A>;
  /** Friend matches: how many spectators watch this host's table, and whether it lets them (NET-SPECTATE-01). */
  readonly watchers?: { readonly count: number; readonly open: boolean };
}

/** Where taking back an act stands in a friend match. */
export interface UndoSnapshot<A extends GameAction = GameAction> {
  /** The local player may ask now (their last act may be taken back, no request is open). */
  readonly canAsk: boolean;
  /** The local player's request awaits the friend's answer (this table plays nothing meanwhile). */
  readonly asking: boolean;
  /** The friend asks to take back this act of theirs (to describe in this table's words), awaiting the local player. */
  readonly request: { readonly seq: number; readonly action: A } | null;
  /** How the local player's last request ended: taken back, or refused (with the rule IDs cited). */
  readonly result: { readonly kind: 'undone' } | { readonly kind: 'refused'; readonly rules: readonly string[] } | null;
}

/**
 * The fair-play verdict's progress. "Fair play verified" means `audited` with a fair audit,
 * no violations and no stop; anything else says what is missing or what went wrong.
 */
export type FairPlay =
  /** Solo practice: the bot plays on this page, nothing to audit. */
  | { readonly kind: 'local' }
  /** A friend match under way (or stopped before its end). */
  | { readonly kind: 'playing' }
  /** The game is over; the tables are showing each other their cards. */
  | { readonly kind: 'waiting' }
  /** NET-AUDIT-04: the friend did not show its cards in time; unverified, counts against it (a late audit is still checked). */
  | { readonly kind: 'overdue' }
  /** The friend's cards were checked. */
  | { readonly kind: 'audited'; readonly audit: AuditResult };

/**
 * When this table passes for its player in a response window (K-TIMING-04), like MTG Arena's
 * pass modes (src/app/auto-pass.ts): `affected`, it stops only where the act on the floor
 * directly affects the player or their cards; `steps`, also at every window of the steps in
 * `stops`; `full`, at every window where the player could act.
 */
export type PassMode = 'affected' | 'steps' | 'full';

export const PASS_MODES: readonly PassMode[] = ['affected', 'steps', 'full'];

/** How the local client helps in response windows (K-TIMING-04). Local: nothing of it goes to the friend. */
export interface PlaySettings {
  readonly mode: PassMode;
  /** The steps (the game's `moment().step`) whose windows stop the table in `steps` mode. */
  readonly stops: readonly string[];
  /** Stop at every window, even with nothing to play (overrides the mode). */
  readonly hold: boolean;
}

/** A new table's settings: stop where something affects the player. */
export const DEFAULT_PLAY_SETTINGS: PlaySettings = { mode: 'affected', stops: [], hold: false };

export interface MatchPort<S = unknown, A extends GameAction = GameAction, G extends AnyGame = Game<S, A>> {
  /** The game played (its rules, views and the components' data, such as KULT's card set). */
  readonly game: G;
  readonly snapshot: MatchSnapshot<S, A>;
  subscribe(listener: (snapshot: MatchSnapshot<S, A>) => void): () => void;
  /** Judges a hypothetical action for `me` (hover, drag) without doing it. */
  judge(action: A): Judgement<unknown>;
  /** Every action `me` may take now (empty when someone else holds the floor). */
  legalActions(): A[];
  /** Attempts an action: an illegal attempt is judged locally, shown, and never sent. */
  attempt(action: A): Judgement<unknown>;
  /** Changes when the table passes by itself (the pass mode, the steps it stops at, hold). */
  configure(settings: Partial<PlaySettings>): void;
  /** Stops timers and connections. */
  dispose(): void;
  /** The match as a replay file (docs/replays.md), once it can be one (a friend match: after its audit), else null. */
  replayFile?(): ReplayFile | null;
}

/** An XState inspection observer (`createBrowserInspector().inspect` from @statelyai/inspect, behind `?inspect`). */
export type InspectObserver = NonNullable<ActorOptions<AnyActorLogic>['inspect']>;

/** How opening the inspector window went: it answered, the browser blocked the window, or its site did not answer in time. */
export type InspectorOpened = 'connected' | 'blocked' | 'unreachable';

/** The `?inspect` inspector: the observer the actors report to from the start, and the window, opened by the player's click. */
export interface Inspector {
  readonly observer: InspectObserver;
  /** Opens the inspector window (call from a click: browsers block windows opened otherwise). */
  open(): Promise<InspectorOpened>;
}
