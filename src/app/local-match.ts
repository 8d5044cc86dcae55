/**
 * Solo practice: the local player against the sensible bot, in one page, on
 * the real engine and the real match statechart. The bot's moves are paced
 * by a timer so a newcomer can follow them (a UI concern, so it lives here).
 */
import { createActor, type Actor } from 'xstate';
import { kultMatchMachine } from '../../machines/index.js';
import { sensibleMove } from '../kult/bots/sensible-bot.js';
import {
  coreCards, createMatch, floorHolder, judge, legalActions, privateView, STARTER_DECKS,
  type Action, type CardSet, type Ctx, type GameState, type Judgement, type MatchConfig, type PlayerId,
} from '../kult/index.js';
import { seedRng, type RngState } from '../engine/rng.js';
import { autoPass } from './auto-pass.js';
import type { InspectObserver, LogEntry, MatchPort, MatchSnapshot, PlaySettings } from './match-port.js';

export interface LocalMatchOptions {
  readonly me?: PlayerId;
  readonly bot?: PlayerId;
  readonly config?: MatchConfig;
  readonly cards?: CardSet;
  /** Milliseconds between the bot's acts (0 in tests). */
  readonly botDelayMs?: number;
  /** Pass automatically when the local player holds the floor with nothing but a pass to do. */
  readonly autoPass?: boolean;
  /** Sends the match statechart's events to an inspector (`?inspect`). */
  readonly inspect?: InspectObserver;
}

export class LocalMatch implements MatchPort {
  readonly cards: CardSet;
  private readonly ctx: Ctx;
  private readonly actor: Actor<typeof kultMatchMachine>;
  private readonly listeners = new Set<(s: MatchSnapshot) => void>();
  private readonly me: PlayerId;
  private readonly bot: PlayerId;
  private readonly delay: number;
  private rng: RngState;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private log: LogEntry[] = [];
  private lastAttempt: Judgement<unknown> | null = null;
  private current: MatchSnapshot;
  private settings: PlaySettings;

  constructor(options: LocalMatchOptions = {}) {
    this.cards = options.cards ?? coreCards();
    this.me = options.me ?? 'you';
    this.bot = options.bot ?? 'bot';
    this.delay = options.botDelayMs ?? 450;
    this.settings = { autoPass: options.autoPass ?? true, hold: false };
    const config: MatchConfig = options.config ?? {
      players: [
        { id: this.me, major: STARTER_DECKS.archon.majors[0], deck: STARTER_DECKS.archon.cards },
        { id: this.bot, major: STARTER_DECKS.angel.majors[0], deck: STARTER_DECKS.angel.cards },
      ],
      struggle: 'continent',
      seed: 1,
    };
    const r = createMatch(this.cards, config);
    if (!r.ok) throw new Error(`solo match setup failed: ${r.setup.checks.filter((c) => !c.ok).map((c) => c.says).join('; ')}`);
    this.ctx = r.ctx;
    this.rng = seedRng(config.seed ^ 0x5eed);
    this.actor = createActor(kultMatchMachine, { input: { ctx: r.ctx, game: r.state }, ...(options.inspect ? { inspect: options.inspect } : {}) });
    this.actor.start();
    this.current = this.build();
    this.schedule();
  }

  /** The running statechart actor (for `?inspect`). */
  get machineActor(): Actor<typeof kultMatchMachine> {
    return this.actor;
  }

  get snapshot(): MatchSnapshot {
    return this.current;
  }

  subscribe(listener: (s: MatchSnapshot) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  judge(action: Action): Judgement<unknown> {
    return judge(this.ctx, this.game, action);
  }

  legalActions(): Action[] {
    return legalActions(this.ctx, this.game, this.me);
  }

  attempt(action: Action): Judgement<unknown> {
    const j = judge(this.ctx, this.game, action);
    this.lastAttempt = j;
    if (j.ok) this.apply(action);
    else this.publish();
    return j;
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
    this.listeners.clear();
  }

  private get game(): GameState {
    return this.actor.getSnapshot().context.game;
  }

  private apply(action: Action): void {
    const before = this.game;
    this.actor.send({ type: 'ACT', action });
    const judgement = this.actor.getSnapshot().context.judgement!;
    this.log = [...this.log, { seq: this.log.length, turn: before.turn, step: before.step, player: action.player, action, judgement }];
    this.publish();
    this.schedule();
  }

  /** Re-plans the next automatic act from the current state (any older plan is stale). */
  private schedule(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (this.game.ended) return;
    const holder = floorHolder(this.game);
    if (holder === this.bot) {
      this.timer = setTimeout(() => {
        this.timer = null;
        const [move, rng] = sensibleMove(this.ctx, this.game, this.bot, this.rng);
        this.rng = rng;
        if (move) this.apply(move);
      }, this.delay);
    } else {
      // No adversary reads the delay here: auto-pass may look at the hand, and passes only when
      // a pass is the sole legal act (src/app/auto-pass.ts; "hold" turns it off).
      let moves: Action[] = [];
      const onlyPass = (): boolean => {
        moves = legalActions(this.ctx, this.game, this.me);
        return moves.length === 1 && moves[0]!.type === 'pass';
      };
      if (autoPass({ game: this.game, me: this.me, cards: this.cards, settings: this.settings, onlyPass }) === 'pass') {
        this.timer = setTimeout(() => {
          this.timer = null;
          this.apply(moves[0]!);
        }, Math.min(this.delay, 150));
      }
    }
  }

  private build(): MatchSnapshot {
    const g = this.game;
    return {
      me: this.me,
      view: privateView(g, this.me),
      log: this.log,
      lastAttempt: this.lastAttempt,
      status: g.ended ? 'ended' : 'playing',
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

