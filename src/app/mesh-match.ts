/**
 * A friend match of three to six seats seen from this browser: the mesh session statechart
 * (machines/session/mesh-session.machine.ts) on a mesh of channels, one per pair of tables
 * (src/net/mesh/mesh-link.ts over PeerJS in the app; memory channels in tests), with the seat
 * saved after every change so a reload resumes it. It implements MatchPort for the table and
 * tells the lobby who is seated, who is connected and who still chooses. Timers, storage and the
 * network live here, at the edge; the statechart and the rules stay pure.
 */
import { createActor, type Actor } from 'xstate';
import { meshSessionMachine } from '../../machines/session/mesh-session.machine.js';
import { missingPairs, othersIn, toSavedMesh, type MeshContext } from '../../machines/session/mesh-context.js';
import { AUTO_PASS_MS, responseClockMachine } from '../../machines/response-clock.machine.js';
import { playAct, type ActOf, type AnyGame, type GameAction, type SeatId, type StateOf } from '../engine/game.js';
import type { Judgement } from '../engine/judgement.js';
import type { AuditResult } from '../net/lockstep/audit.js';
import type { LogRecord } from '../net/lockstep/lockstep.js';
import { slotPeer } from '../net/mesh/pair-rooms.js';
import type { SavedMesh } from '../net/mesh/saved-mesh.js';
import { loadSavedMesh, SeatStore } from './mesh-seat-store.js';
export { loadSavedMesh, savedSlots } from './mesh-seat-store.js';
import { rosterOf, type Roster } from '../net/roster.js';
import { randomToken } from '../net/secrets.js';
import type { SessionSettings } from '../net/session-settings.js';
import { msg } from '../i18n/catalog.js';
import { autoPass } from './auto-pass.js';
import { recapFor, replayJudgements, toEntry } from './friend-log.js';
import { Spectators, type WatcherChannel } from './spectators.js';
import { meshWatchSource } from './watch-source.js';
import type { FriendPhase } from './friend-match.js';
import { netSay } from '../net/say.js';
import { DEFAULT_PLAY_SETTINGS, type FairPlay, type LogEntry, type MatchPort, type MatchSnapshot, type PlaySettings } from './match-port.js';

/** What the match needs of the mesh of channels (src/net/mesh/mesh-link.ts's MeshLink). Slots are 1-based seats in seating order. */
export interface MeshChannels {
  slot(): number | null;
  send(slot: number, message: unknown): void;
  broadcast(message: unknown): void;
  on(event: 'seated', listener: (e: { readonly slot: number; readonly token: string }) => void): () => void;
  on(event: 'open', listener: (e: { readonly slot: number }) => void): () => void;
  on(event: 'closed', listener: (e: { readonly slot: number; readonly reason: string }) => void): () => void;
  on(event: 'message', listener: (e: { readonly slot: number; readonly data: unknown }) => void): () => void;
  on(event: 'unreachable', listener: (e: { readonly slot: number; readonly type: string }) => void): () => void;
  on(event: 'failed', listener: (e: { readonly type: string; readonly message: string }) => void): () => void;
  close(): void;
}

/** Opens this page's channels to a table: slot 1 for the room's first peer, a saved slot (and its rooms' token) after a reload, else a claim. */
export type ConnectMesh = (options: { readonly room: string; readonly seats: number; readonly slot?: number; readonly token?: string }) => MeshChannels;

export interface MeshMatchOptions<G> {
  readonly game: G;
  readonly room: string;
  /** The table's seat count (3..6). */
  readonly seats: number;
  readonly name: string;
  /** The match's settings: the first seat's, from its link. */
  readonly settings: SessionSettings;
  readonly channels: MeshChannels;
  /** Where the seat is saved after every change (localStorage in the app); null: not saved. */
  readonly storage?: Storage | null;
  /** A seat saved before a reload, to resume. */
  readonly resume?: SavedMesh;
  /** Secret tokens (default: 128 random bits each). Tests pass a deterministic source. */
  readonly token?: () => string;
  /** The first seat lets spectators watch (NET-SPECTATE-01); it may turn it off or on at any time. Default: on. */
  readonly spectators?: boolean;
}

/** Who sits where, for the lobby: each seat's slot, whether this table reaches it, and whether it has chosen. */
export interface RosterLine {
  readonly seat: SeatId;
  readonly slot: number;
  readonly me: boolean;
  readonly connected: boolean;
  readonly chosen: boolean;
}


export class MeshMatch<G extends AnyGame = AnyGame, S = StateOf<G>, A extends GameAction = ActOf<G>> implements MatchPort<S, A, G> {
  readonly game: G;
  actor: Actor<typeof meshSessionMachine> | null = null;
  private roster: Roster | null = null;
  private token = '';
  private readonly listeners = new Set<(s: MatchSnapshot<S, A>) => void>();
  private readonly offs: (() => void)[] = [];
  private current: MatchSnapshot<S, A> | null = null;
  private lastAttempt: Judgement<unknown> | null = null;
  private settings: PlaySettings = DEFAULT_PLAY_SETTINGS;
  private entries: LogEntry<A>[] = [];
  private entriesOf: readonly LogRecord[] = [];
  /** The state before the first act not yet in `entries`. */
  private entriesState: S | null = null;
  private pending: { choice: string; list: readonly string[] } | null = null;
  private failure: string | null = null;
  private failureCode = 'network';
  private readonly clock: Actor<typeof responseClockMachine>;
  private planned: unknown = null;
  private savedLog: readonly LogRecord[] | null = null;
  private store: SeatStore | null = null;
  /** What the last published snapshot and the lobby's roster were made of, compared by identity. */
  private shown: readonly unknown[] = [];
  private disposed = false;
  /** The spectators this table admits: only the room's first seat's are ever handed any (the app hosts its watch room). */
  private readonly spectators: Spectators;

  constructor(private readonly options: MeshMatchOptions<G>) {
    this.game = options.game;
    this.spectators = new Spectators(options.game, options.spectators ?? true, () => meshWatchSource(this.context!), () => {
      this.tellSeats();
      this.publish();
    });
    this.clock = createActor(responseClockMachine);
    this.clock.on('pass', ({ pass }) => this.attempt(pass as A));
    this.clock.start();
    const ch = options.channels;
    this.offs.push(
      ch.on('seated', ({ slot, token }) => {
        this.token = token;
        this.seat(slot);
      }),
      ch.on('open', ({ slot }) => this.toSession({ type: 'OPEN', seat: this.seatAt(slot) })),
      ch.on('closed', ({ slot }) => this.toSession({ type: 'CLOSED', seat: this.seatAt(slot) })),
      ch.on('message', ({ slot, data }) => this.toSession({ type: 'PEER', seat: this.seatAt(slot), data })),
      ch.on('unreachable', ({ slot }) => this.toSession({ type: 'UNREACHABLE', seat: this.seatAt(slot) })),
      ch.on('failed', ({ type, message }) => {
        this.failure = message;
        this.failureCode = type;
        this.publish();
      }),
    );
    const known = ch.slot();
    if (known !== null) this.seat(known);
  }

  /** The link another player opens to take a seat. */
  link(base: string): string {
    const url = new URL(base);
    url.searchParams.set('room', this.options.room);
    url.searchParams.set('seats', String(this.options.seats));
    return url.toString();
  }

  /** This table's seat is known: the statechart starts (resuming a save for that slot if there is one). */
  private seat(slot: number): void {
    if (this.actor || this.disposed) return;
    const roster = rosterOf(this.game.id, Array.from({ length: this.options.seats }, (_, k) => slotPeer(this.options.room, k + 1)));
    this.roster = roster;
    const me = roster.seats[slot - 1]!.seat;
    const resume = this.options.resume ?? loadSavedMesh(this.options.storage ?? null, this.options.room, slot).saved ?? undefined;
    const actor = createActor(meshSessionMachine, {
      input: { game: this.game, roster, me, name: this.options.name, settings: this.options.settings, token: this.options.token ?? (() => randomToken()), ...(resume ? { resume } : {}) },
    });
    this.actor = actor;
    actor.on('send', ({ to, message }) => {
      if (to === 'all') this.options.channels.broadcast(message);
      else this.options.channels.send(roster.seats.findIndex((s) => s.seat === to) + 1, message);
    });
    actor.subscribe(() => this.changed());
    actor.start();
    if (resume) {
      const replayed = replayJudgements(this.game, resume.agreement, resume.log, { me, mine: resume.instances });
      const judgements = replayed.map((x) => x.judgement);
      const when = replayed.map((x) => x.when);
      const recaps = replayed.map((x) => x.recap);
      this.entries = resume.log.map((r) => toEntry<A>(r, judgements, when, recaps));
      this.entriesOf = resume.log;
      this.entriesState = (actor.getSnapshot().context.lockstep?.game as S | undefined) ?? null;
    }
    if (this.pending) this.choose(this.pending.choice, this.pending.list);
    // Only the first seat admits spectators (the others' tables are watched through it).
    if (!this.isFirstSeat) this.spectators.setOpen(false);
    this.tellSeats();
    this.changed();
  }

  /** A spectator connected to this table (the first seat's watch room): where its messages go. */
  watcher(id: string, channel: WatcherChannel): { receive(raw: unknown): void; left(): void } {
    return this.spectators.watcher(id, channel);
  }

  /** The first seat turns spectating on or off; off lets go of every spectator. */
  setSpectating(on: boolean): void {
    if (this.isFirstSeat) this.spectators.setOpen(on);
  }

  private get isFirstSeat(): boolean {
    const c = this.context;
    return !!c && c.input.roster.seats[0]!.seat === c.input.me;
  }

  /** The first seat's spectators, told to every other seat (so every player sees how many watch). */
  private tellSeats(): void {
    if (this.isFirstSeat && !this.disposed) this.actor!.send({ type: 'WATCHERS', count: this.spectators.count, open: this.spectators.open });
  }

  private seatAt(slot: number): SeatId {
    return this.roster?.seats[slot - 1]?.seat ?? `p${slot}`;
  }

  private toSession(event: Parameters<Actor<typeof meshSessionMachine>['send']>[0]): void {
    if (!this.disposed) this.actor?.send(event);
  }

  get context(): MeshContext | null {
    return this.actor?.getSnapshot().context ?? null;
  }

  /** This player's secret choice and list (KULT: a Major Arcanum and a deck), committed in the setup with every seat's. */
  choose(choice: string, list: readonly string[]): void {
    if (!this.actor) this.pending = { choice, list };
    else this.actor.send({ type: 'CHOOSE', choice, list });
  }

  /** The room's first seat starts the match once every seat is here. */
  start(): void {
    this.toSession({ type: 'START' });
  }

  /** The first seat may start: every seat is here and it has not started yet. */
  get canStart(): boolean {
    const s = this.actor?.getSnapshot();
    const c = s?.context;
    return !!s && !!c && s.matches('gathering') && c.input.roster.seats[0]!.seat === c.input.me && othersIn(c).every((x) => c.connected.includes(x));
  }

  /** Setup progress for the lobby, in the steps a two-seat match shows (src/app/friend-match.ts's FriendPhase). */
  get phase(): FriendPhase {
    const s = this.actor?.getSnapshot();
    if (this.failure || s?.matches('failed') || s?.matches('stopped')) return 'failed';
    if (!s) return 'connecting';
    if (s.matches('audit') || s.matches('confirming')) return 'audited';
    if (s.matches('ended')) return 'auditing';
    if (s.matches({ playing: 'paused' })) return 'friend-away';
    if (s.matches('playing')) return 'playing';
    const round = s.context.setup?.round;
    if (s.matches('gathering') || round === 'hello') return othersIn(s.context).every((x) => s.context.connected.includes(x)) ? 'handshake' : 'waiting-for-friend';
    if (round === 'seed') return 'handshake';
    if (round === 'choosing') return 'choosing';
    if (round === 'choices' || round === 'exchange') return 'revealing';
    return 'committing-decks';
  }

  /** Why the match cannot go on (the link's failure, or the session's error), or null. */
  get error(): { readonly code: string; readonly message: string } | null {
    if (this.failure) return { code: this.failureCode, message: this.failure };
    return this.context?.error ?? null;
  }

  /** The roster as this table knows it, for the lobby. */
  get lines(): RosterLine[] {
    const c = this.context;
    if (!c) return [];
    return c.input.roster.seats.map((s, k) => ({
      seat: s.seat,
      slot: k + 1,
      me: s.seat === c.input.me,
      connected: s.seat === c.input.me || c.connected.includes(s.seat),
      chosen: s.seat === c.input.me ? c.setup?.mine.choice !== undefined || !c.setup : !c.setup || c.setup.theirs[s.seat]?.choiceCommit !== undefined,
    }));
  }

  /** Pairs of seats with no path between them (NET-MESH-01). */
  get missing(): readonly [SeatId, SeatId][] {
    const c = this.context;
    return c ? missingPairs(c) : [];
  }

  get snapshot(): MatchSnapshot<S, A> {
    return (this.current ??= this.build());
  }

  subscribe(listener: (s: MatchSnapshot<S, A>) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private seen(): S | null {
    const c = this.context;
    const ls = c?.lockstep;
    return ls ? (this.game.withSecrets(ls.game, c.input.me, ls.mine) as S) : null;
  }

  judge(action: A): Judgement<unknown> {
    const seen = this.seen();
    if (!seen) return { ok: false, action, checks: [netSay('NET-SETUP-01', false, null, 'fairplay.says.notStarted')] };
    return this.game.judge(seen, action);
  }

  legalActions(): A[] {
    const seen = this.seen();
    if (!seen || !this.actor?.getSnapshot().matches({ playing: 'connected' })) return [];
    return this.game.legalActions(seen, this.context!.input.me) as A[];
  }

  attempt(action: A): Judgement<unknown> {
    const before = this.context?.outcome;
    const at = this.context?.lockstep?.log.length ?? 0;
    this.toSession({ type: 'ACT', action });
    const c = this.context;
    const played = c?.lockstep?.log[at]?.event === action ? this.entries[at]?.judgement : undefined;
    const outcome = c?.outcome;
    const j = played ?? (outcome && outcome !== before && outcome.kind === 'refused' ? outcome.judgement : this.judge(action));
    this.lastAttempt = j;
    this.publish();
    return j;
  }

  configure(settings: Partial<PlaySettings>): void {
    this.settings = { ...this.settings, ...settings };
    this.planned = null;
    this.plan();
    this.publish();
  }

  dispose(): void {
    this.disposed = true;
    this.spectators.close();
    this.clock.stop();
    for (const off of this.offs.splice(0)) off();
    this.actor?.stop();
    this.options.channels.close();
    this.listeners.clear();
  }

  /** After every transition: the log's entries, the save, the response clock, and the table when something it shows changed. */
  private changed(): void {
    const c = this.context;
    if (!c || this.disposed) return;
    this.extendEntries(c);
    this.persist(c);
    this.plan();
    if (c.agreement) this.spectators.feed();
    // An ack, a resend answered, an early note: the session's bookkeeping draws nothing (six seats send many).
    const ls = c.lockstep;
    const shown = [this.phase, ls?.game, ls?.log, ls?.mine, ls?.stop, ls?.evidence, c.error, c.connected, c.links, c.unreachable, c.results, c.auditOverdue, c.setup?.theirs, c.setup?.mine.choice, c.watchers];
    if (shown.length === this.shown.length && shown.every((x, i) => x === this.shown[i])) return;
    this.shown = shown;
    this.publish();
  }

  /** Log entries for the acts new since the last change, judged again from the state before each (this table's own words, never a peer's). */
  private extendEntries(c: MeshContext): void {
    const ls = c.lockstep;
    if (!ls || ls.log === this.entriesOf) return;
    let state = (this.entriesState ?? ls.start) as S;
    for (let seq = this.entries.length; seq < ls.log.length; seq++) {
      const r = ls.log[seq]!;
      const before = this.game.reveal(state, r.reveals).state as S;
      const res = playAct(this.game, before, r.event);
      const at = <T>(x: T): T[] => Object.assign([] as T[], { [seq]: x });
      this.entries.push(toEntry<A>(r, at(res.judgement), at(this.game.moment(state)), at(recapFor(this.game, c.input.me, ls.mine, before, r.event, res.state))));
      state = res.state as S;
    }
    this.entriesOf = ls.log;
    this.entriesState = state;
  }

  /** Saves the seat after its log changed (the head is written again only when it changed; see mesh-seat-store.ts). */
  private persist(c: MeshContext): void {
    const storage = this.options.storage;
    const ls = c.lockstep;
    const slot = this.options.channels.slot();
    if (!storage || !ls || ls.log === this.savedLog || slot === null) return;
    const saved = toSavedMesh(c, { room: this.options.room, slot, token: this.token || 'none' });
    if (!saved) return;
    this.savedLog = ls.log;
    // Full or off: the game goes on (every other table holds every act), but a reload may not resume it.
    (this.store ??= new SeatStore(storage, this.options.room, slot)).save(saved);
  }

  /** Auto-pass where the public game says nothing affects this player (src/app/auto-pass.ts). */
  private plan(): void {
    const c = this.context;
    const ls = c?.lockstep;
    const connected = !!this.actor?.getSnapshot().matches({ playing: 'connected' });
    const key = [ls?.game, connected, this.settings];
    if (Array.isArray(this.planned) && key.every((x, i) => x === (this.planned as unknown[])[i])) return;
    this.planned = key;
    this.clock.send({ type: 'CLEAR' });
    if (!c || !ls || ls.stop || !connected) return;
    const decision = autoPass({ game: this.game, state: ls.game, me: c.input.me, settings: this.settings });
    if (decision?.by === 'table' && this.game.judge(ls.game as S, decision.pass).ok) this.clock.send({ type: 'AUTO_PASS', pass: decision.pass, afterMs: AUTO_PASS_MS });
  }

  private publish(): void {
    this.current = null;
    if (this.disposed || this.listeners.size === 0) return;
    const s = this.snapshot;
    for (const l of this.listeners) l(s);
  }

  private build(): MatchSnapshot<S, A> {
    const c = this.context;
    const ls = c?.lockstep;
    const me = c?.input.me ?? this.seatAt(this.options.channels.slot() ?? 1);
    const seen = this.seen();
    const phase = this.phase;
    const ended = ls ? this.game.ended(ls.game) !== null : false;
    const stop = ls?.stop ?? null;
    return {
      me,
      view: (seen ? this.game.view(seen, me) : null) as S,
      log: this.entries,
      lastAttempt: this.lastAttempt,
      status: stop ? 'stopped' : ended ? 'ended' : phase === 'friend-away' ? 'paused' : 'playing',
      opponent: phase === 'friend-away' ? 'away' : 'connected',
      notice: this.noticeNow(c),
      responseDeadline: null,
      settings: this.settings,
      fairPlay: this.fairPlay(c, ended),
      violations: ls?.evidence ?? [],
      offences: ls?.offences ?? 0,
      stop,
      watchers: this.isFirstSeat ? { count: this.spectators.count, open: this.spectators.open } : c?.watchers ?? { count: 0, open: false },
    };
  }

  private fairPlay(c: MeshContext | null, ended: boolean): FairPlay {
    if (!c || !ended) return { kind: 'playing' };
    const results = Object.values(c.results);
    if (results.length < othersIn(c).length) return c.auditOverdue ? { kind: 'overdue' } : { kind: 'waiting' };
    const audit: AuditResult = { fair: results.every((r) => r.fair), checks: results.flatMap((r) => r.checks) };
    return { kind: 'audited', audit };
  }

  /** The words for the table: an error, a pause naming who is away, a pair with no path. */
  private noticeNow(c: MeshContext | null): string | null {
    if (this.failure) return this.failure;
    if (c?.error) return c.error.message;
    if (!c) return null;
    const pairs = this.missing;
    if (pairs.length) return msg('mesh.notice.noPath', { pair: pairs.map(([a, b]) => `${a}–${b}`).join(', ') });
    const away = othersIn(c).filter((s) => !c.connected.includes(s));
    if (c.lockstep && away.length) return msg('mesh.notice.paused', { seats: away.join(', ') });
    return null;
  }
}
