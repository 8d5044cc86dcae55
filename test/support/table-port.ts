/**
 * A deterministic MatchPort on the real engine, for the table's component
 * tests and screenshots: it plays `me`'s seat of a browser-table `Table`
 * (any arranged position), judges and applies through the engine, and lets
 * the test act for the other seat (`other()`), or play both seats with the
 * sensible bot (`autoplay()`). Connection state, notice, status and the
 * response clock can be set to show those parts of the table.
 */
import type { ConnectionState, PlaySettings } from '../../src/app/match-port.js';
import type { KultLogEntry as LogEntry, KultPort as MatchPort, KultSnapshot as MatchSnapshot } from '../../components/kult-port.js';
import {
  kultGame, type KultGame, act, coreCards, createMatch, floorHolder, judge, legalActions, privateView, STARTER_DECKS,
  type Action, type CardSet, type Ctx, type GameState, type Judgement, type PlayerId,
} from '../../src/kult/index.js';
import { sensibleMove } from '../../src/kult/bots/sensible-bot.js';
import { seedRng } from '../../src/engine/rng.js';
import { practiceConfig } from '../../src/kult/practice.js';

/** A match the port plays on: browser-table's `Table` is one; {@link starterArena} makes another. */
export interface Arena {
  readonly cards: CardSet;
  readonly ctx: Ctx;
  state: GameState;
  readonly log: LogEntry[];
}

/**
 * A real match between the starter decks (a: Archon/Kether, b: Angel/Golab), shuffled from `seed`;
 * with `players` 3 to 6, further seats c, d, … as practice seats them (colours alternating, a Major each).
 */
export function starterArena(seed = 11, struggle: 'continent' | 'world' = 'continent', players = 2): Arena {
  const cards = coreCards();
  const seats = practiceConfig(cards, { major: STARTER_DECKS.archon.majors[0], list: STARTER_DECKS.archon.cards }, seed, struggle, undefined, players).players;
  const r = createMatch(cards, {
    players: seats.map((p, i) => ({ id: 'abcdef'[i]!, major: p.major, deck: p.deck })),
    struggle,
    seed,
  });
  if (!r.ok) throw new Error('starter match setup failed');
  return { cards, ctx: r.ctx, state: r.state, log: [] };
}

export class TablePort implements MatchPort {
  readonly cards: CardSet;
  readonly game: KultGame;
  private readonly listeners = new Set<(s: MatchSnapshot) => void>();
  private lastAttempt: Judgement<unknown> | null = null;
  private current: MatchSnapshot;
  settings: PlaySettings = { mode: 'affected', stops: [], hold: true };
  opponent: ConnectionState = 'connected';
  notice: string | null = null;
  paused = false;
  deadline: number | null = null;
  /** Every action the port let through (attempts by `me` and acts by `other()`). */
  readonly sent: Action[] = [];
  /** Every attempt `me` made, legal or not. */
  readonly attempts: Action[] = [];

  constructor(
    readonly table: Arena,
    readonly me: PlayerId = 'a',
  ) {
    this.cards = table.cards;
    this.game = kultGame(table.cards);
    this.current = this.build();
  }

  get snapshot(): MatchSnapshot {
    return this.current;
  }

  subscribe(listener: (s: MatchSnapshot) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  judge(action: Action): Judgement<unknown> {
    return judge(this.table.ctx, this.table.state, action);
  }

  legalActions(): Action[] {
    return legalActions(this.table.ctx, this.table.state, this.me);
  }

  attempt(action: Action): Judgement<unknown> {
    this.attempts.push(action);
    const r = act(this.table.ctx, this.table.state, action);
    this.lastAttempt = r.judgement;
    if (r.judgement.ok) this.apply(action, r.state);
    else this.publish();
    return r.judgement;
  }

  /** The other seat (or anyone) acts; throws if the act is illegal. */
  other(action: Action): void {
    const r = act(this.table.ctx, this.table.state, action);
    if (!r.judgement.ok) throw new Error(`illegal ${JSON.stringify(action)}: ${r.judgement.checks.filter((c) => !c.ok).map((c) => c.rule).join(', ')}`);
    this.apply(action, r.state);
  }

  /** Plays `n` acts with the sensible bot for whoever holds the floor (both seats), from a fixed seed. */
  autoplay(n: number, seed = 3): void {
    this.autoplayUntil(() => false, n, seed);
  }

  /** Plays sensible acts for both seats until `done(state)` holds (at most `max` acts); true if it holds. */
  autoplayUntil(done: (s: GameState) => boolean, max = 500, seed = 3): boolean {
    let rng = seedRng(seed);
    for (let i = 0; i < max && !this.table.state.ended; i++) {
      if (done(this.table.state)) return true;
      const holder = floorHolder(this.table.state);
      const [move, next] = sensibleMove(this.table.ctx, this.table.state, holder, rng);
      rng = next;
      if (!move) break;
      this.other(move);
    }
    return done(this.table.state);
  }

  configure(settings: Partial<PlaySettings>): void {
    this.settings = { ...this.settings, ...settings };
    this.publish();
  }

  /** Publishes a snapshot after the test changed a field (connection, notice, clock…). */
  publish(): void {
    this.current = this.build();
    for (const l of this.listeners) l(this.current);
  }

  dispose(): void {
    this.listeners.clear();
  }

  private apply(action: Action, next: GameState): void {
    const before = this.table.state;
    const j = judge(this.table.ctx, before, action);
    // As LocalMatch records it: what the act did as this port's seat saw it.
    const recap = this.game.recap(privateView(before, this.me), action, privateView(next, this.me));
    this.table.log.push({ seq: this.table.log.length, turn: before.turn, step: before.step, player: action.player, action, judgement: j, recap } satisfies LogEntry);
    this.table.state = next;
    this.sent.push(action);
    this.publish();
  }

  private build(): MatchSnapshot {
    const g = this.table.state;
    return {
      me: this.me,
      view: privateView(g, this.me),
      log: [...this.table.log],
      lastAttempt: this.lastAttempt,
      status: g.ended ? 'ended' : this.paused ? 'paused' : 'playing',
      opponent: this.opponent,
      notice: this.notice,
      responseDeadline: this.deadline,
      settings: this.settings,
      fairPlay: { kind: 'local' },
      violations: [],
      offences: 0,
      stop: null,
    };
  }
}
