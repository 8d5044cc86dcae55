/**
 * Solo practice, for any game: the local player against the game's bot, in one page, on the real
 * rules. The bot's moves are paced by a timer so a newcomer can follow them (a UI concern, so it
 * lives here). The match starts from a state the caller built (KULT: `kultPractice`, from the
 * lobby's choices). Every act goes through the play statechart (machines/play.machine.ts), which
 * an inspector (`?inspect`) watches.
 */
import { createActor, type Actor, type AnyActorRef } from 'xstate';
import { playMachine } from '../../machines/play.machine.js';
import { AUTO_PASS_MS, responseClockMachine } from '../../machines/response-clock.machine.js';
import { floorSeat, type PlayChart, type ActOf, type AnyGame, type GameAction, type OnePageMatch, type SeatId, type StateOf } from '../engine/game.js';
import type { Judgement } from '../engine/judgement.js';
import { seedRng, type RngState } from '../engine/rng.js';
import { autoPass } from './auto-pass.js';
import type { ReplayFile } from './replay/replay-format.js';
import { practiceReplay } from './replay/replay-record.js';
import { DEFAULT_PLAY_SETTINGS, type InspectObserver, type LogEntry, type MatchPort, type MatchSnapshot, type PlaySettings } from './match-port.js';

export interface LocalMatchOptions<G extends AnyGame> extends OnePageMatch<StateOf<G>, ActOf<G>, G> {
  /** The bot's level (one of the game's `bots`; default `sensible`). */
  readonly botLevel?: string;
  /** Milliseconds between the bot's acts (0 in tests). */
  readonly botDelayMs?: number;
  /** When the table passes for the local player (default: stop where something affects them). */
  readonly settings?: Partial<PlaySettings>;
  /** Sends the play statechart's events to an inspector (`?inspect`). */
  readonly inspect?: InspectObserver;
  /** Acts already played from `start` (a saved practice game resumed), each judged again as it is replayed. */
  readonly history?: readonly ActOf<G>[];
}

export class LocalMatch<G extends AnyGame = AnyGame, S = StateOf<G>, A extends GameAction = ActOf<G>> implements MatchPort<S, A, G> {
  readonly game: G;
  private readonly listeners = new Set<(s: MatchSnapshot<S, A>) => void>();
  private readonly me: SeatId;
  /** The seats the bots play, `bot` first. */
  private readonly bots: readonly SeatId[];
  private readonly level: string;
  private readonly delay: number;
  /** The game's chart for one page, or the core's play chart: every act goes through it. */
  private actor: AnyActorRef;
  private readonly chart: PlayChart<S>;
  /** Auto-pass, through the same chart as a friend match's (no response clock in practice). */
  private readonly clock: Actor<typeof responseClockMachine>;
  /** Each bot seat's own generator, so one bot's choices never shift another's. */
  private readonly rngs = new Map<SeatId, RngState>();
  private timer: ReturnType<typeof setTimeout> | null = null;
  private log: LogEntry<A>[] = [];
  private lastAttempt: Judgement<unknown> | null = null;
  private current: MatchSnapshot<S, A>;
  private settings: PlaySettings;
  private readonly origin: OnePageMatch<S, A, G>;
  private readonly inspect: InspectObserver | undefined;

  constructor(options: LocalMatchOptions<G>) {
    this.game = options.game;
    this.chart = (options.game.playChart as PlayChart<S> | undefined) ?? corePlayChart<S>(options.game);
    this.inspect = options.inspect;
    const bots = options.bots && options.bots.length > 0 ? options.bots : [options.bot];
    this.origin = {
      game: options.game,
      start: options.start as S,
      me: options.me,
      bot: bots[0]!,
      ...(bots.length > 1 ? { bots } : {}),
      botSeed: options.botSeed,
      ...(options.agreed ? { agreed: options.agreed } : {}),
    };
    this.actor = this.replay((options.history ?? []) as unknown as readonly A[]);
    this.clock = createActor(responseClockMachine, options.inspect ? { inspect: options.inspect } : {});
    this.clock.on('pass', ({ pass }) => void this.apply(pass as A));
    this.clock.start();
    this.me = options.me;
    this.bots = bots;
    this.level = options.botLevel ?? 'sensible';
    this.delay = options.botDelayMs ?? 450;
    this.settings = { ...DEFAULT_PLAY_SETTINGS, ...options.settings };
    for (const [k, seat] of bots.entries()) this.rngs.set(seat, botRng(options.botSeed, k));
    this.current = this.build();
    this.schedule();
  }

  /**
   * A new chart actor from the start, with `acts` played again (a resumed game, or one an act
   * was taken back from); the first act refused ends the replay. It becomes the match's log.
   */
  private replay(acts: readonly A[]): AnyActorRef {
    const actor = createActor(this.chart.machine, { input: this.chart.input(this.origin.start), ...(this.inspect ? { inspect: this.inspect } : {}) });
    actor.start();
    const read = () => this.chart.read(actor.getSnapshot());
    const log: LogEntry<A>[] = [];
    for (const act of acts) {
      const { turn, step } = this.game.moment(read().state);
      actor.send({ type: 'ACT', action: act });
      const j = read().judgement;
      if (!j?.ok) break;
      log.push({ seq: log.length, turn, step, player: act.player, action: act, judgement: j });
    }
    this.log = log;
    return actor;
  }

  /** The player's last act that can be taken back (a pass is made again at once, so it is not one), or -1. */
  private get lastOwnAct(): number {
    for (let i = this.log.length - 1; i >= 0; i--) if (this.log[i]!.player === this.me && this.log[i]!.action.type !== 'pass') return i;
    return -1;
  }

  /** Whether the player has an act to take back. */
  get canUndo(): boolean {
    return this.lastOwnAct >= 0;
  }

  /**
   * Practice takes back freely: the player's last act (not a pass) and everything after it (the
   * bot's answers) are undone, replayed from the start without them. False when there is none.
   */
  undo(): boolean {
    const at = this.lastOwnAct;
    if (at < 0) return false;
    this.actor.stop();
    this.actor = this.replay(this.log.slice(0, at).map((e) => e.action));
    this.lastAttempt = null;
    this.publish();
    this.schedule();
    return true;
  }

  /** What a practice save keeps: how the match started, its bot, and every act since. */
  get record(): OnePageMatch<S, A, G> & { readonly botLevel: string; readonly acts: readonly A[] } {
    return { ...this.origin, botLevel: this.level, acts: this.log.map((e) => e.action) };
  }

  /** The game so far as a replay file (every card known), or null for a match started from no agreed setup. */
  replayFile(): ReplayFile | null {
    return this.origin.agreed ? practiceReplay(this.game, this.origin.agreed, this.log.map((e) => e.action)) : null;
  }

  /** The running statechart actor (for `?inspect`). */
  get machineActor(): AnyActorRef {
    return this.actor;
  }

  get snapshot(): MatchSnapshot<S, A> {
    return this.current;
  }

  /**
   * The whole state, every hidden card included: one page holds both seats in practice. For the
   * page's own checks (a lesson's goal), never for the screen, which shows `snapshot.view`.
   */
  get fullState(): S {
    return this.state;
  }

  private get state(): S {
    return this.chart.read(this.actor.getSnapshot()).state;
  }

  subscribe(listener: (s: MatchSnapshot<S, A>) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  judge(action: A): Judgement<unknown> {
    return this.game.judge(this.state, action);
  }

  legalActions(): A[] {
    return this.game.legalActions(this.state, this.me) as A[];
  }

  /** Judged once, by the statechart that applies it when legal. */
  attempt(action: A): Judgement<unknown> {
    return this.apply(action, true);
  }

  configure(settings: Partial<PlaySettings>): void {
    this.settings = { ...this.settings, ...settings };
    this.publish();
    this.schedule();
  }

  dispose(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.actor.stop();
    this.clock.stop();
    this.listeners.clear();
  }

  /** `attempt`: the player's own try, whose judgement the judge panel shows, legal or not. */
  private apply(action: A, attempt = false): Judgement<unknown> {
    const before = this.state;
    const { turn, step } = this.game.moment(before);
    this.actor.send({ type: 'ACT', action });
    const judgement = this.chart.read(this.actor.getSnapshot()).judgement!;
    if (attempt) this.lastAttempt = judgement;
    if (!judgement.ok) {
      if (attempt) this.publish();
      return judgement;
    }
    const recap = this.game.recap?.(this.game.view(before, this.me), action, this.game.view(this.state, this.me));
    this.log = [...this.log, { seq: this.log.length, turn, step, player: action.player, action, judgement, ...(recap === undefined ? {} : { recap }) }];
    this.publish();
    this.schedule();
    return judgement;
  }

  /** Re-plans the next automatic act from the current state (any older plan is stale). */
  private schedule(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.clock.send({ type: 'CLEAR' });
    if (this.game.ended(this.state)) return;
    const holder = floorSeat(this.game, this.state);
    if (holder !== null && this.rngs.has(holder)) {
      this.timer = setTimeout(() => {
        this.timer = null;
        const [move, rng] = this.game.bots[this.level]!(this.state, holder, this.rngs.get(holder)!);
        this.rngs.set(holder, rng);
        if (move) this.apply(move as A);
      }, this.delay);
      return;
    }
    // No adversary reads the delay here: whether the player could act may look at the hand
    // (src/app/auto-pass.ts; the pass mode decides where the table stops, "hold" stops it everywhere).
    const canAct = (): boolean => this.game.legalActions(this.state, this.me).some((a) => a.type !== 'pass');
    const decision = autoPass({ game: this.game, state: this.state, me: this.me, settings: this.settings, canAct });
    // Never slower than the bot's pace (tests play with no pause at all).
    if (decision?.by === 'table') this.clock.send({ type: 'AUTO_PASS', pass: decision.pass, afterMs: Math.min(this.delay, AUTO_PASS_MS) });
  }

  private build(): MatchSnapshot<S, A> {
    return {
      me: this.me,
      view: this.game.view(this.state, this.me),
      log: this.log,
      lastAttempt: this.lastAttempt,
      status: this.game.ended(this.state) ? 'ended' : 'playing',
      opponent: 'local',
      notice: null,
      responseDeadline: null,
      fairPlay: { kind: 'local' },
      violations: [],
      offences: 0,
      stop: null,
      settings: this.settings,
    };
  }

  private publish(): void {
    this.current = this.build();
    for (const l of this.listeners) l(this.current);
  }
}

/**
 * The generator of the `k`th bot seat: the first one's is the one a two-player practice always
 * had (a saved game plays on as it did); each other seat's comes from its own seed.
 */
export function botRng(botSeed: number, k: number): RngState {
  return seedRng(k === 0 ? botSeed ^ 0x5eed : (botSeed ^ 0x5eed) + Math.imul(k, 0x9e3779b1));
}

/** The core's play chart for a game that brings none of its own: `judge`, then `apply`. */
function corePlayChart<S>(game: AnyGame): PlayChart<S> {
  return {
    machine: playMachine,
    input: (state) => ({ game, state }),
    read: (snapshot) => {
      const c = snapshot.context as { state: S; judgement: Judgement<unknown> | null };
      return { state: c.state, judgement: c.judgement };
    },
  };
}
