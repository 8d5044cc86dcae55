/**
 * A friend match seen from this browser: the session statechart on a PeerJS
 * room, with reconnects, persistence and the response clock. It implements
 * MatchPort for the table, and tells the lobby how setup is going in words.
 * Timers, randomness, IndexedDB and the network live here, at the edge; the
 * session machine and the rules stay pure.
 */
import { createActor, fromPromise, type Actor, type AnyActorRef } from 'xstate';
import { connectionMachine, type ConnectionContext, type DialFailure, type DialInput } from '../../machines/connection.machine.js';
import { sessionMachine, toSaved, type SessionContext, type SessionSettings } from '../../machines/session.js';
import { setupWaitingFor } from '../../machines/session/setup-wait.js';
import { AUTO_PASS_MS, responseClockMachine } from '../../machines/response-clock.machine.js';
import { canonicalJson } from '../engine/canonical.js';
import { playAct, type PlayChart, type ActOf, type AnyGame, type GameAction, type StateOf } from '../engine/game.js';
import type { Judgement } from '../engine/judgement.js';
import type { LockstepState, LogRecord } from '../net/lockstep/lockstep.js';
import { judgeUndo, UNDO_LIMIT } from '../net/lockstep/undo.js';
import type { MatchStore } from '../net/match-store.js';
import { SILENCE_MS } from '../net/heartbeat.js';
import { randomToken } from '../net/secrets.js';
import type { SavedSession } from '../net/saved-session.js';
import { linkSession, Outlet } from '../net/session-link.js';
import { TransportError, whenOpen, type Transport } from '../net/transport.js';
import type { Violation } from '../net/violation.js';
import { msg } from '../i18n/catalog.js';
import { autoPass } from './auto-pass.js';
import type { ReplayFile } from './replay/replay-format.js';
import type { ConnectMesh } from './mesh-match.js';
import { friendReplay } from './replay/replay-record.js';
import { recapFor, replayJudgements, toEntry } from './friend-log.js';
import { documentVisibility, type PageVisibility } from './page-visibility.js';
import { watchSource } from './watch-source.js';
import { Spectators, type WatcherChannel } from './spectators.js';
import { netSay } from '../net/say.js';
import { DEFAULT_PLAY_SETTINGS, type InspectObserver, type LogEntry, type MatchPort, type MatchSnapshot, type PlaySettings, type UndoSnapshot } from './match-port.js';

/**
 * Makes the transport for a room: PeerJS in the app, memory pairs in tests. `rejoin`: coming back
 * to a match that already ran with this friend (after a drop, or as a reloaded page), so a guest
 * may wait for a host that is not there yet (PeerJS: `awaitHost`).
 */
export type Connect = ((role: 'host' | 'guest', room: string, options?: { readonly rejoin: boolean }) => Transport) & {
  /** The channels of a table of three to six seats (src/app/mesh-match.ts); absent where only two-seat matches can be played. */
  readonly mesh?: ConnectMesh;
};

export interface FriendMatchOptions<G> {
  /** The game played (both tables must play the same, with the same content). */
  readonly game: G;
  readonly role: 'host' | 'guest';
  readonly room: string;
  readonly name: string;
  readonly settings: SessionSettings;
  readonly connect: Connect;
  readonly store?: MatchStore | null;
  /** A match saved before a reload, to resume instead of starting anew. */
  readonly resume?: SavedSession;
  /**
   * Where this side's secret tokens (seed, salts, cuts) come from. Default: 128 random bits
   * from `crypto.getRandomValues`. Tests pass a deterministic source to replay a known game;
   * anything predictable lets the friend guess the salts, so never in play.
   */
  readonly token?: () => string;
  /** Reconnect attempts after a drop (exponential backoff with jitter). Default: never give up. */
  readonly retries?: number;
  /**
   * Whether this page is hidden, and a way to hear when that changes; the friend's table is
   * told, so it can say "your friend switched to another tab" rather than think it gone.
   * Default: the document's visibility (none in node).
   */
  readonly visibility?: PageVisibility | null;
  /** Sends the session statechart's events to an inspector (`?inspect`). */
  readonly inspect?: InspectObserver;
  /** NET-AUDIT-04's wait for the friend's cards after the game (default {@link AUDIT_WAIT_MS}). */
  readonly auditWaitMs?: number;
  /** The host lets spectators watch (NET-SPECTATE-01); it may turn it off or on at any time. Default: on. */
  readonly spectators?: boolean;
}

export type { WatcherChannel } from './spectators.js';

export { documentVisibility, type PageVisibility } from './page-visibility.js';
export { MAX_WATCHERS } from '../net/spectate/watch-wire.js';

/** Setup progress in words for the lobby (catalog of phases; the UI maps them to messages). */
export type FriendPhase =
  | 'connecting' | 'waiting-for-friend' | 'handshake' | 'accepting-settings' | 'choosing' | 'revealing' | 'committing-decks'
  | 'playing' | 'friend-away' | 'reconnecting' | 'auditing' | 'audited' | 'failed';

export class FriendMatch<G extends AnyGame = AnyGame, S = StateOf<G>, A extends GameAction = ActOf<G>> implements MatchPort<S, A, G> {
  readonly game: G;
  readonly actor: Actor<typeof sessionMachine>;
  private readonly outlet = new Outlet();
  private readonly listeners = new Set<(s: MatchSnapshot<S, A>) => void>();
  private unlink: (() => void) | null = null;
  private transport: Transport | null = null;
  /** The latest snapshot, built when first read after a change. */
  private current: MatchSnapshot<S, A> | null = null;
  private lastAttempt: Judgement<unknown> | null = null;
  private notice: string | null = null;
  private settings: PlaySettings = DEFAULT_PLAY_SETTINGS;
  /** Per applied event: its judgement and the turn and step it was made in (for the log). */
  private judgements: Judgement<unknown>[] = [];
  private when: Array<{ turn: number; step: string }> = [];
  /** Per applied event: what it did as this table saw it (the game's recap), for the log. */
  private recaps: unknown[] = [];
  private prevGame: S | null = null;
  /** `?inspect`: the game's own chart, following the lockstep's state (the game's `playChart.sync`). */
  private turnChart: AnyActorRef | null = null;
  private followed: S | null = null;
  /** The log's length in `prevGame`. */
  private prevLength = 0;
  /** The table's log, one entry per record of `logOf` (kept in step with it, not rebuilt). */
  private entries: readonly LogEntry<A>[] = [];
  private logOf: readonly LogRecord[] = [];
  /** The table's view, for the private state it was made from. */
  private viewOf: { seen: S; view: S } | null = null;
  /** What the response clock and auto-pass were last planned for. */
  private planned: { game: S | null; connected: boolean; settings: PlaySettings; stopped: boolean } | null = null;
  /** Within attempt(): changes are published once, at its end. */
  private attempting = false;
  /** The session snapshot {@link changed} last looked at: the same one again is no change at all. */
  private handled: ReturnType<Actor<typeof sessionMachine>['getSnapshot']> | null = null;
  /** What the last published snapshot (and the lobby) were made of; see {@link shownFrom}. */
  private shown: readonly unknown[] = [];
  /** A publication waiting for the next frame (see {@link publishSoon}). */
  private soon: (() => void) | null = null;
  /** The response clock and auto-pass (machines/response-clock.machine.ts), shared with practice. */
  private readonly clock: Actor<typeof responseClockMachine>;
  private auditTimer: ReturnType<typeof setTimeout> | null = null;
  private deadline: number | null = null;
  /** The log and secrets last handed to the store. */
  private savedLog: readonly LogRecord[] | null = null;
  private savedMine: object | null = null;
  private savedEvidence: object | null = null;
  private reconnecting = false;
  /**
   * NET-SETTINGS-01: a guest commits to nothing of its own (its Major and deck) until the
   * settings it plays by are the ones it saw: those of its link, or the host's, accepted. The
   * choice waits here meanwhile.
   */
  private heldChoice: { readonly choice: string; readonly list: readonly string[] } | null = null;
  private settingsAccepted: boolean;
  private disposed = false;
  /** The link to the friend: dialing, retries, re-dialing after drops (machines/connection.machine.ts). */
  private connection!: Actor<typeof connectionMachine>;
  /** The friend's page said it is hidden (another tab): its table still answers. */
  private friendHidden = false;
  /** When the friend was last heard, once its table stopped answering the heartbeat (until a new connection opens). */
  private silentSince: number | null = null;
  /** Counts the silence up on the screen, once a second. */
  private silenceTicker: ReturnType<typeof setInterval> | null = null;
  /** The setup step an automatic wait is timed for, and its timer (see planSetupStall). */
  private stallFor: string | null = null;
  private stallTimer: ReturnType<typeof setTimeout> | null = null;
  private readonly visibility: PageVisibility | null;
  private offVisibility: (() => void) | null = null;
  /** Whether the local player may ask to take back their last act, judged once per lockstep state (it replays the log). */
  private undoable: { ls: LockstepState; ok: boolean } | null = null;
  /** How the local player's last request to take back an act ended. */
  private undoResult: UndoSnapshot['result'] = null;
  /** The local player's request was open before the latest transition. */
  private askedBefore = false;

  /** The spectators of this host's table (NET-SPECTATE-01…02); a guest admits none. */
  private readonly spectators: Spectators;

  constructor(private readonly options: FriendMatchOptions<G>) {
    this.game = options.game;
    this.spectators = new Spectators(options.game, options.role === 'host' && (options.spectators ?? true), () => watchSource(this.session), () => {
      this.tellGuest();
      this.publish();
    });
    // The host sets them; a resumed match agreed on them before it was saved.
    this.settingsAccepted = options.role === 'host' || options.resume !== undefined;
    this.actor = createActor(sessionMachine, {
      input: {
        game: this.game,
        role: options.role,
        name: options.name,
        settings: options.settings,
        token: options.token ?? (() => randomToken()),
        ...(options.resume ? { resume: options.resume } : {}),
      },
      ...(options.inspect ? { inspect: options.inspect } : {}),
    });
    this.visibility = options.visibility === undefined ? documentVisibility() : options.visibility;
    this.offVisibility = this.visibility?.subscribe(() => this.transport?.setHidden?.(this.visibility!.hidden)) ?? null;
    // What the session sends goes out through the transport of the moment.
    this.actor.on('send', ({ message }) => this.outlet.send(message));
    this.actor.subscribe(() => this.changed());
    this.clock = createActor(responseClockMachine, options.inspect ? { inspect: options.inspect } : {});
    this.clock.on('pass', ({ pass }) => this.passNow(pass as A));
    this.clock.start();
    this.actor.start();
    if (options.resume) {
      const replayed = replayJudgements(this.game, options.resume.agreement, options.resume.log, { me: options.resume.role, mine: options.resume.instances });
      this.judgements = replayed.map((r) => r.judgement);
      this.when = replayed.map((r) => r.when);
      this.recaps = replayed.map((r) => r.recap);
    }
    this.connection = this.makeLink();
    this.connection.start();
    this.tellGuest();
  }

  /** The link a friend opens to join. */
  link(base: string): string {
    const url = new URL(base);
    url.searchParams.set('room', this.options.room);
    return url.toString();
  }

  get session(): SessionContext {
    return this.actor.getSnapshot().context;
  }

  /**
   * The match as a replay file once both audits are in: the agreement, the log as played, and
   * both tables' audits (this table's own list and cards, the friend's as it sent them), so every
   * card is known. Null before (or without) the friend's audit.
   */
  replayFile(): ReplayFile | null {
    const ctx = this.session;
    const ls = ctx.lockstep;
    const theirs = ctx.peer.audit;
    if (!ctx.agreement || !ls || !theirs || !ctx.audit || !ctx.mine.list) return null;
    const mine = { seat: ctx.me, list: ctx.mine.list, listSalt: ctx.mine.listSalt, reveals: Object.entries(ls.mine).map(([iid, s]) => ({ iid, card: s.card, salt: s.salt })) };
    const friend = { seat: ctx.them, list: theirs.list, listSalt: theirs.listSalt, reveals: theirs.reveals };
    const audits = ctx.agreement.seats.map((s) => (s.id === ctx.me ? mine : friend));
    return friendReplay(this.game, ctx.agreement, ls.log, audits);
  }

  get phase(): FriendPhase {
    const s = this.actor.getSnapshot();
    if (s.matches('failed')) return 'failed';
    if (s.matches('audit') || s.matches('confirming')) return 'audited';
    if (s.matches('ended')) return 'auditing';
    if (s.matches({ playing: 'away' })) return this.reconnecting ? 'reconnecting' : 'friend-away';
    if (s.matches('playing')) return 'playing';
    if (s.matches('piles')) return 'committing-decks';
    if (this.settingsToAccept) return 'accepting-settings';
    if (s.matches('choosing')) return s.matches({ choosing: 'choosing' }) ? 'choosing' : 'revealing';
    if (s.matches('handshake') || s.matches('seeding')) return 'handshake';
    return this.transport?.state === 'connecting' && this.options.role === 'host' ? 'waiting-for-friend' : 'connecting';
  }

  /**
   * The local player's secret choice and list (KULT: a Major Arcanum and a deck; K-SETUP-02:
   * committed, then revealed with the friend's). A guest's waits until the host's settings are
   * known and are the link's, or were accepted ({@link acceptSettings}).
   */
  choose(choice: string, list: readonly string[]): void {
    this.heldChoice = { choice, list };
    this.release();
  }

  /**
   * The host's settings (NET-SETTINGS-01), when they are not the ones this guest's link showed
   * and the player has not accepted them yet; null otherwise. Until then this table commits to
   * nothing: the player accepts them ({@link acceptSettings}) or leaves.
   */
  get settingsToAccept(): SessionSettings | null {
    if (this.settingsAccepted) return null;
    const hello = this.session.peer.hello;
    if (!hello) return null;
    const offered: SessionSettings = { game: hello.settings as SessionSettings['game'], clockSeconds: hello.clockSeconds };
    const linked = this.options.settings;
    return canonicalJson(offered.game) === canonicalJson(linked.game) && offered.clockSeconds === linked.clockSeconds ? null : offered;
  }

  /** The guest accepts the host's settings: its choice, if made, goes to the session now. */
  acceptSettings(): void {
    if (!this.session.peer.hello) return;
    this.settingsAccepted = true;
    this.release();
    this.publish();
  }

  /** Hands a held choice to the session once the settings it is made under are agreed. */
  private release(): void {
    if (!this.heldChoice) return;
    if (!this.settingsAccepted) {
      // The host's hello says which settings this guest plays by; the link's need no asking.
      if (!this.session.peer.hello || this.settingsToAccept) return;
      this.settingsAccepted = true;
    }
    const { choice, list } = this.heldChoice;
    this.heldChoice = null;
    this.actor.send({ type: 'CHOOSE', choice, list });
  }

  get snapshot(): MatchSnapshot<S, A> {
    return (this.current ??= this.build());
  }

  subscribe(listener: (s: MatchSnapshot<S, A>) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  judge(action: A): Judgement<unknown> {
    const seen = this.seen();
    if (!seen) return { ok: false, action, checks: [netSay('NET-SETUP-01', false, null, 'fairplay.says.notStarted')] };
    return this.game.judge(seen, action);
  }

  legalActions(): A[] {
    const seen = this.seen();
    if (!seen || !this.actor.getSnapshot().matches({ playing: 'connected' })) return [];
    return this.game.legalActions(seen, this.session.me) as A[];
  }

  attempt(action: A): Judgement<unknown> {
    const before = this.session.outcome;
    const at = this.session.lockstep?.log.length ?? 0;
    this.attempting = true;
    try {
      this.actor.send({ type: 'ACT', action });
    } finally {
      this.attempting = false;
    }
    const outcome = this.session.outcome;
    // The act's own judgement, even when the table answered something right after it (a chain link).
    // The logged event may be the act as the game sealed it (Game.seal), so it is matched by its seat and kind.
    const rec = this.session.lockstep?.log[at];
    const played = rec && rec.from === this.session.me && (rec.event === action || rec.event.type === action.type) ? this.judgements[at] : undefined;
    const j = played ?? (outcome && outcome !== before && outcome.kind === 'refused' ? outcome.judgement : this.judge(action));
    this.lastAttempt = j;
    this.publish();
    return j;
  }

  /**
   * NET-UNDO-01: the local player may ask the friend to take back their last act now: it is
   * their own latest act that is not a pass, only passes followed it, nothing hidden was shown
   * and no random outcome drawn since, and no request is open.
   */
  get canAskUndo(): boolean {
    const ls = this.session.lockstep;
    if (!ls || ls.stop || ls.undo.asked || ls.undo.made >= UNDO_LIMIT || !this.actor.getSnapshot().matches({ playing: 'connected' })) return false;
    if (this.undoable?.ls !== ls) this.undoable = { ls, ok: judgeUndo(this.game, ls, 'me').ok };
    return this.undoable.ok;
  }

  /** Asks the friend to take back the local player's last act (their player answers); false if it may not be asked now. */
  askUndo(): boolean {
    if (!this.canAskUndo) return false;
    this.undoResult = null;
    this.actor.send({ type: 'ASK_UNDO' });
    this.publish();
    return this.session.lockstep?.undo.asked != null;
  }

  /** The friend's open request: the act of theirs it would take back, as data (this table describes it in its own words). */
  get undoRequest(): { readonly seq: number; readonly action: A } | null {
    const ls = this.session.lockstep;
    const offered = ls?.undo.offered;
    const record = offered ? ls!.log[offered.seq] : undefined;
    return offered && record ? { seq: offered.seq, action: record.event as A } : null;
  }

  /** The local player allows or refuses the friend's request (allowed: both tables go back to before that act). */
  answerUndo(allow: boolean): void {
    if (!this.session.lockstep?.undo.offered) return;
    this.actor.send({ type: 'ANSWER_UNDO', allow });
    this.publish();
  }

  configure(settings: Partial<PlaySettings>): void {
    this.settings = { ...this.settings, ...settings };
    this.plan();
    this.publish();
  }

  /**
   * A spectator connected to this table: returns where its messages go. The host's desk admits
   * it or refuses it with a reason; admitted, it is sent what is public as the match goes on.
   */
  watcher(id: string, channel: WatcherChannel): { receive(raw: unknown): void; left(): void } {
    return this.spectators.watcher(id, channel);
  }

  /** The host turns spectating on or off; off lets go of every spectator. A guest has no spectators. */
  setSpectating(on: boolean): void {
    if (this.options.role === 'host') this.spectators.setOpen(on);
  }

  /** The host's spectators, told to the guest's table (so both players see how many watch). */
  private tellGuest(): void {
    if (this.options.role === 'host' && !this.disposed) this.actor.send({ type: 'WATCHERS', count: this.spectators.count, open: this.spectators.open });
  }

  dispose(): void {
    this.disposed = true;
    this.spectators.close();
    this.connection.stop();
    this.stopTimers();
    this.clock.stop();
    this.turnChart?.stop();
    this.soon?.();
    if (this.auditTimer) clearTimeout(this.auditTimer);
    this.stopSilence();
    if (this.stallTimer) clearTimeout(this.stallTimer);
    this.offVisibility?.();
    this.unlink?.();
    this.transport?.close();
    this.actor.stop();
    this.listeners.clear();
  }

  // ---------------------------------------------------------------------------------------

  /** What the local player knows: the shared state with its own hidden cards filled in. */
  private seen(): S | null {
    const ls = this.session.lockstep;
    return ls ? (this.game.withSecrets(ls.game as S, this.session.me, ls.mine) as S) : null;
  }

  /** The table's view of the game: the game's view for the local player of what it knows, made once per state. */
  private view(): S | null {
    const seen = this.seen();
    if (!seen) return null;
    if (this.viewOf?.seen !== seen) this.viewOf = { seen, view: this.game.view(seen, this.session.me) };
    return this.viewOf.view;
  }

  /**
   * `?inspect` in a friend match: the game's chart follows the lockstep's state, so the inspector
   * shows the turn and the window as they move (the chart only reads the state; the lockstep plays).
   */
  private followTurn(state: S | null): void {
    const chart = this.game.playChart as PlayChart<S> | undefined;
    if (!this.options.inspect || !chart?.sync || state === null || state === this.followed) return;
    this.followed = state;
    if (!this.turnChart) {
      this.turnChart = createActor(chart.machine, { input: chart.input(state), inspect: this.options.inspect });
      this.turnChart.start();
    } else if (this.turnChart.getSnapshot().status === 'active') this.turnChart.send(chart.sync(state));
  }

  /**
   * The link to the friend (machines/connection.machine.ts): dials the room, retries with
   * backoff, dials again after every drop; the first connection's failure ends the session with
   * its reason. Its dial makes the transport and links the session to it.
   */
  private makeLink(): Actor<typeof connectionMachine> {
    const { role, room } = this.options;
    const dial = fromPromise<unknown, DialInput>(async ({ input }): Promise<Transport> => {
      try {
        const t = this.options.connect(role, room, { rejoin: input.rejoin });
        this.transport = t;
        this.watch(t);
        this.unlink?.();
        this.unlink = linkSession(this.actor, this.outlet, t, input.fresh);
        // A re-joining guest's room waits for its host itself (it keeps an offer queued at the
        // signalling server and dials again when one is lost): no timer of ours. The host just
        // waits for its friend.
        return await whenOpen(t);
      } catch (error) {
        throw { error, jitter: Math.random() } satisfies DialFailure;
      }
    });
    // A full room or a bad configuration will not get better by trying again. Neither will a
    // peer that speaks another wire protocol, but once the match has run with this friend a
    // 'protocol' failure on a re-join is a garbled new connection (seen, rarely, under heavy
    // load), so a rejoin retries it: a real mismatch still fails every retry. And a re-joining
    // guest may find the room "full" of its own previous connection, which the host drops once
    // its heartbeat goes unanswered (NET-LIVE-01): try again.
    const retryable = ({ context, event }: { context: ConnectionContext; event: unknown }): boolean => {
      const e = (event as { error?: DialFailure }).error?.error;
      const rejoin = context.opened || context.resumed;
      return !(e instanceof TransportError && ((e.type === 'room-full' && !rejoin) || e.type === 'invalid-config' || (e.type === 'protocol' && !rejoin)));
    };
    const link = createActor(connectionMachine.provide({ actors: { dial }, guards: { retryable } }), {
      // After a drop, never give up (the chart's rule): the friend may come back at any time.
      input: { retries: this.options.retries ?? 4, resumed: this.options.resume !== undefined },
      ...(this.options.inspect ? { inspect: this.options.inspect } : {}),
    });
    link.on('opened', ({ link: t }) => {
      this.reconnecting = false;
      this.notice = null;
      const transport = t as Transport;
      const closed = (): void => {
        if (!this.disposed && this.actor.getSnapshot().status === 'active') this.connection.send({ type: 'CLOSED', jitter: Math.random() });
      };
      // The transport may already have closed again: its `open` resolved the dial, but this runs
      // microtasks later, after code woken by the same `open` (the table, a test) could have
      // dropped it. A closed transport emits nothing more, so check.
      if (transport.state === 'closed') closed();
      else transport.on('close', closed);
      this.publish();
    });
    link.on('reconnecting', () => {
      this.reconnecting = true;
      // In play the table shows the friend's connection itself; the lobby shows this line.
      const snap = this.actor.getSnapshot();
      if (!snap.matches('playing') && snap.status === 'active' && this.phase !== 'audited') this.notice = msg('friend.notice.reconnecting');
      this.publish();
    });
    link.on('retrying', (info) => {
      // Once audited, reconnecting only serves a friend who missed this table's last word: say nothing.
      if (this.phase === 'audited') return;
      this.notice = msg('friend.notice.retry', { error: describeError(info.error), seconds: Math.round(info.delayMs / 100) / 10, attempt: info.retry + 1 });
      this.publish();
    });
    link.on('failed', ({ error, first }) => {
      if (this.disposed) return;
      this.reconnecting = false;
      if (this.phase === 'audited') return void this.publish();
      this.notice = msg('friend.notice.connectFailed', { error: describeError(error) });
      if (first) this.actor.send({ type: 'FAILED', code: error instanceof TransportError ? error.type : 'network', message: this.notice });
      this.publish();
    });
    return link;
  }

  /**
   * Follows a transport's liveness for the table's words: the friend's page hiding (its
   * `presence`), and a heartbeat gone unanswered (`silent`), counted up until a connection opens
   * again.
   */
  private watch(t: Transport): void {
    t.setHidden?.(this.visibility?.hidden ?? false);
    t.on('open', () => {
      if (this.transport !== t) return;
      this.friendHidden = false;
      this.stopSilence();
      this.publish();
    });
    t.on('presence', ({ hidden }) => {
      if (this.transport !== t) return;
      this.friendHidden = hidden;
      this.publish();
    });
    t.on('error', (e) => {
      if (this.transport !== t || e.type !== 'silent' || this.disposed) return;
      this.silentSince = t.lastHeardAt ?? Date.now() - SILENCE_MS;
      if (!this.silenceTicker) this.silenceTicker = setInterval(() => this.publish(), 1_000);
    });
  }

  private stopSilence(): void {
    if (this.silenceTicker) clearInterval(this.silenceTicker);
    this.silenceTicker = null;
    this.silentSince = null;
  }

  /** The table's and the lobby's words for a friend whose table stopped answering, counted in seconds. */
  private silenceNotice(): string | null {
    if (this.silentSince === null || this.phase === 'audited' || this.phase === 'failed') return null;
    const seconds = Math.max(SILENCE_MS / 1000, Math.round((Date.now() - this.silentSince) / 1000));
    return this.friendHidden
      ? msg('friend.notice.silentLeft', { seconds })
      : msg('friend.notice.silent', { seconds });
  }

  /**
   * The setup's automatic steps have a time limit (NET-LIVE-02): a friend whose table is
   * connected and answers the heartbeat, but never sends its next setup message (its seed
   * reveal, its deck…), would otherwise leave this table waiting for ever. Not while the friend
   * chooses its Major Arcanum and deck (a person, taking their time) or while disconnected (the
   * heartbeat and the reconnects speak then); every step and every reconnect starts the clock
   * anew.
   */
  private planSetupStall(): void {
    const waitingFor = setupWaitingFor(this.actor.getSnapshot());
    if (waitingFor === this.stallFor) return;
    this.stallFor = waitingFor;
    if (this.stallTimer) clearTimeout(this.stallTimer);
    this.stallTimer = null;
    if (waitingFor === null) return;
    const step = waitingFor.split('|')[0]!;
    this.stallTimer = setTimeout(() => {
      this.stallTimer = null;
      if (this.disposed || this.stallFor !== waitingFor) return;
      this.actor.send({ type: 'FAILED', code: 'setup-stalled', message: msg('friend.notice.setupStalled', { step, seconds: SETUP_STALL_MS / 1000 }) });
    }, SETUP_STALL_MS);
  }

  /**
   * After every transition of the session, in the same task: its messages are already sent
   * (an envelope before its state is even hashed, an ack); now the store, the clock and the table.
   */
  private changed(): void {
    // XState tells every event, also one that changed nothing (a friend repeating a request
    // answered already, a copy of an act, an ack nobody awaits): those cost nothing here.
    const snap = this.actor.getSnapshot();
    if (snap === this.handled) return;
    this.handled = snap;
    this.spectators.feed();
    const ctx = snap.context;
    const o = ctx.outcome;
    if (o?.kind === 'applied' && this.prevGame && o.record.seq >= this.prevLength) {
      // One transition may apply more than one act: an act, then this table's own answer to what it
      // asks (a chain link, a re-commitment). The acts before the last are judged again from the
      // state before them, for their log entries.
      const seat = { me: ctx.me, mine: ctx.lockstep!.mine };
      let state: S = this.prevGame;
      for (let seq = this.prevLength; seq < o.record.seq; seq++) {
        const r = ctx.lockstep!.log[seq]!;
        const before = this.game.reveal(state, r.reveals).state;
        const res = playAct(this.game, before, r.event);
        this.judgements[seq] = res.judgement;
        this.when[seq] = this.game.moment(state);
        this.recaps[seq] = recapFor(this.game, seat.me, seat.mine, before, r.event as GameAction, res.state);
        state = res.state;
      }
      this.judgements[o.record.seq] = o.judgement;
      this.when[o.record.seq] = this.game.moment(state);
      // Computed by this table from its own states, never from the friend's words (each table recaps for itself).
      this.recaps[o.record.seq] = recapFor(this.game, seat.me, seat.mine, this.game.reveal(state, o.record.reveals).state, o.record.event as GameAction, ctx.lockstep!.game as S);
    }
    if (o?.kind === 'undo' && this.askedBefore && (o.what === 'undone' || o.what === 'refused')) {
      this.undoResult = o.what === 'undone' ? { kind: 'undone' } : { kind: 'refused', rules: o.judgement?.checks.filter((c) => !c.ok).map((c) => c.rule) ?? [] };
    }
    this.askedBefore = ctx.lockstep?.undo.asked != null;
    this.prevGame = (ctx.lockstep?.game as S | undefined) ?? null;
    this.followTurn(this.prevGame);
    // The host's hello arrived with the link's settings: a choice waiting for it goes now (after
    // this notification: the session is still handing out the transition that brought it).
    if (this.heldChoice && !this.settingsAccepted && ctx.peer.hello && !this.settingsToAccept) queueMicrotask(() => this.release());
    // What the friend's table did wrong is the snapshot's (violations, stop): the table's banners say it.
    this.prevLength = ctx.lockstep?.log.length ?? 0;
    if (ctx.error) this.notice = ctx.error.message;
    this.persist(ctx);
    this.plan();
    this.watchAudit();
    this.planSetupStall();
    if (snap.status === 'done' && ctx.lockstep?.stop) this.hangUp();
    if (this.attempting) this.current = null;
    // Only what the table or the lobby shows: the session's own bookkeeping (what was answered
    // since the last act, an ack received) draws nothing, so a friend's flood re-renders nothing.
    else {
      const changed = this.shownChanged();
      // A read gets the new count at once; listeners (the table's redraw) get it once per frame.
      if (changed === 'offences') {
        this.current = null;
        this.publishSoon();
      }
      else if (changed) this.publish();
    }
  }

  /**
   * The friend's table broke the protocol and the match stopped (its table was told why): nothing
   * more is played or answered, so this table hangs up. What the friend still sends (a flood
   * past NET-FLOOD-01's limit) then never reaches this page; the session, ended, takes nothing.
   */
  private hangUp(): void {
    this.unlink?.();
    this.unlink = null;
    this.transport?.close();
  }

  /**
   * What a snapshot and the lobby are made of, compared by identity with the last published:
   * the session state that is shown (phase, game and secrets, log, violations, audit, error,
   * the host's hello) and this object's own (notice, response deadline). `lastAttempt` and the
   * settings change only in calls that publish anyway.
   */
  private shownFrom(): unknown[] {
    const ctx = this.session;
    const ls = ctx.lockstep;
    // The refused messages' count and evidence last (see shownChanged).
    return [this.phase, ls?.game, ls?.mine, ls?.log, ls?.stop, ctx.audit, ctx.auditOverdue, ctx.error, ctx.peer.hello, this.notice, this.deadline, ls?.undo, this.undoResult, this.spectators.count, this.spectators.open, ctx.watchers, ls?.evidence, ls?.offences];
  }

  /** Whether the snapshot would show something new: `offences` when only the friend's refused messages (their count, the evidence) changed. */
  private shownChanged(): boolean | 'offences' {
    const now = this.shownFrom();
    if (now.length !== this.shown.length) return true;
    const differs = now.map((x, i) => x !== this.shown[i]);
    if (differs.slice(0, -2).some(Boolean)) return true;
    return differs.some(Boolean) ? 'offences' : false;
  }

  /**
   * Publishes at the next frame (a timer where there are none), once however many changes come
   * meanwhile: a burst of refused messages (up to NET-FLOOD-01's limit) redraws the table's count
   * once, not once per message. Anything else publishes at once (and takes this along).
   */
  private publishSoon(): void {
    if (this.soon) return;
    const fire = (): void => {
      this.soon = null;
      if (this.shownChanged()) this.publish();
    };
    if (typeof requestAnimationFrame === 'function') {
      const frame = requestAnimationFrame(fire);
      this.soon = () => {
        cancelAnimationFrame(frame);
        this.soon = null;
      };
    } else {
      const timer = setTimeout(fire, FRAME_MS);
      this.soon = () => {
        clearTimeout(timer);
        this.soon = null;
      };
    }
  }

  /**
   * Hands the session to the store when its log or secrets changed. Urgent (journalled at
   * once, in the task that sent it, so no reload can fall between the two) unless the log only
   * grew by the friend's events: an own event, a reshuffle's new salts, or a rollback must
   * survive a reload. A friend's event is already acknowledged: if this page dies before it is
   * stored, the friend sends it again on reconnect.
   */
  private persist(ctx: SessionContext): void {
    const store = this.options.store;
    const ls = ctx.lockstep;
    if (!store || !ls || (ls.log === this.savedLog && ls.mine === this.savedMine && ls.evidence === this.savedEvidence)) return;
    const saved = toSaved(ctx, this.options.room);
    if (!saved) return;
    const before = this.savedLog ?? [];
    const onlyFriendsAppended =
      ls.mine === this.savedMine &&
      ls.log.length >= before.length &&
      // Logs only append or drop their tail, so the last record shared says whether one extends the other.
      (before.length === 0 || ls.log[before.length - 1] === before[before.length - 1]) &&
      ls.log.slice(before.length).every((r) => r.from !== ctx.me);
    const urgent = !onlyFriendsAppended;
    this.savedLog = ls.log;
    this.savedMine = ls.mine;
    this.savedEvidence = ls.evidence;
    const failed = (e: unknown): void => {
      console.warn('taroticum: the match could not be saved', e);
      if (this.disposed) return;
      // The game goes on (the friend's table holds every act too), but a reload here may not resume it.
      this.notice = msg('friend.notice.saveFailed', { error: e instanceof Error ? e.message : String(e) });
      this.publish();
    };
    try {
      store.save(saved, { urgent }).catch(failed);
    } catch (e) {
      failed(e);
    }
  }

  /**
   * The response clock and auto-pass: both only ever pass for the local player, from this
   * client. Whether and when this table passes by itself rests on public information and the
   * player's settings alone, never on the hand (src/app/auto-pass.ts): the friend cannot learn
   * from the delay whether the player holds a response.
   */
  private plan(): void {
    const ls = this.session.lockstep;
    const connected = this.actor.getSnapshot().matches({ playing: 'connected' });
    // Planned already for this state (an ack, a save): leave the timers running.
    const p = this.planned;
    const sameMoment = !!p && p.game === ((ls?.game as S | undefined) ?? null) && p.connected === connected && p.stopped === !!ls?.stop;
    if (sameMoment && p.settings === this.settings) return;
    // Only the settings changed (hold, the pass mode): a running response clock keeps its deadline.
    const keptDeadline = sameMoment ? this.deadline : null;
    this.planned = { game: (ls?.game as S | undefined) ?? null, connected, settings: this.settings, stopped: !!ls?.stop };
    this.stopTimers();
    if (!ls || ls.stop || !connected) return;
    // The public game: the hand (ls.mine) is not looked at.
    const decision = autoPass({ game: this.game, state: ls.game, me: this.session.me, settings: this.settings });
    if (decision === null) return;
    const pass = decision.pass as A;
    if (!this.game.judge(ls.game as S, pass).ok) return;
    if (decision.by === 'table') return void this.clock.send({ type: 'AUTO_PASS', pass, afterMs: AUTO_PASS_MS });
    const seconds = this.session.settings.clockSeconds;
    if (seconds <= 0) return;
    // The deadline is this page's clock (shown on the table); the chart waits out what is left of it.
    this.deadline = keptDeadline ?? Date.now() + seconds * 1000;
    this.clock.send({ type: 'CLOCK', pass, afterMs: this.deadline - Date.now() });
  }

  /** A timer passes for the local player; whatever comes of it is planned afresh. */
  private passNow(pass: A): void {
    this.planned = null;
    this.attempt(pass);
  }

  private stopTimers(): void {
    this.clock.send({ type: 'CLEAR' });
    this.deadline = null;
  }

  /**
   * NET-AUDIT-04: once the game is over on this table (its last act acknowledged by the friend or
   * not), the friend has {@link AUDIT_WAIT_MS} to show its cards, whether or not it stays connected
   * (a cheater who wins and closes its tab, or loses and never acknowledges the winning act, must
   * not leave the result on "checking" for ever). The session is told; a late audit is still checked.
   */
  private watchAudit(): void {
    const snap = this.actor.getSnapshot();
    // From the end of the game on this table: the friend's acknowledgement of the act that ended
    // it is part of what is overdue (a friend who lost could withhold it for ever).
    const over = snap.matches('ended') || (snap.matches('playing') && this.over());
    const waiting = over && !this.session.auditOverdue;
    if (waiting && !this.auditTimer) this.auditTimer = setTimeout(() => this.actor.send({ type: 'AUDIT_OVERDUE' }), this.options.auditWaitMs ?? AUDIT_WAIT_MS);
    else if (!waiting && this.auditTimer) {
      clearTimeout(this.auditTimer);
      this.auditTimer = null;
    }
  }

  /** The game is over in this table's state. */
  private over(): boolean {
    const ls = this.session.lockstep;
    return !!ls && this.game.ended(ls.game as S) !== null;
  }

  private build(): MatchSnapshot<S, A> {
    const ctx = this.session;
    const ls = ctx.lockstep;
    const snap = this.actor.getSnapshot();
    const over = this.over();
    // A friend's table that leaves a game under way (its bye, or a new setup) ends it unfinished:
    // the table stays, with its final state and evidence, and says so (NET-ABANDON-01).
    const left = !!ls && !over && !!ctx.error && LEAVING.has(ctx.error.code);
    const stop: Violation | null = ls?.stop ?? (left ? { code: 'abandoned', rule: 'NET-ABANDON-01', seq: ls!.log.length, stops: true } : null);
    return {
      me: ctx.me,
      view: this.view() ?? this.game.placeholder(),
      log: ls ? this.log(ls.log) : [],
      lastAttempt: this.lastAttempt,
      status: stop ? 'stopped' : over ? 'ended' : snap.matches({ playing: 'away' }) ? 'paused' : 'playing',
      opponent: snap.matches({ playing: 'away' })
        ? this.silentSince !== null ? 'silent' : this.reconnecting ? 'reconnecting' : 'away'
        : this.friendHidden ? 'hidden' : 'connected',
      notice: this.silenceNotice() ?? this.notice,
      responseDeadline: this.deadline,
      settings: this.settings,
      fairPlay: ctx.audit ? { kind: 'audited', audit: ctx.audit } : ctx.auditOverdue ? { kind: 'overdue' } : over ? { kind: 'waiting' } : { kind: 'playing' },
      violations: [...(ls?.evidence ?? []), ...(left && stop ? [stop] : []), ...(ctx.auditOverdue && !ctx.audit ? [NO_AUDIT] : [])],
      offences: ls?.offences ?? 0,
      stop,
      undo: { canAsk: this.canAskUndo, asking: ls?.undo.asked != null, request: this.undoRequest, result: this.undoResult },
      // The host counts its own; the guest shows what the host said (protocol 11).
      watchers: this.options.role === 'host' ? { count: this.spectators.count, open: this.spectators.open } : ctx.watchers ?? { count: 0, open: false },
    };
  }

  /** The table's log for `records`: the entries of the records it shares with the last one, plus new ones. */
  private log(records: readonly LogRecord[]): readonly LogEntry<A>[] {
    if (records === this.logOf) return this.entries;
    const old = this.logOf;
    let keep = Math.min(old.length, records.length);
    // Logs only grow, or lose their tail to a rollback.
    if (keep > 0 && old[keep - 1] !== records[keep - 1]) {
      let i = 0;
      while (i < keep && old[i] === records[i]) i++;
      keep = i;
    }
    const entries = this.entries.slice(0, keep);
    for (let i = keep; i < records.length; i++) entries.push(toEntry<A>(records[i]!, this.judgements, this.when, this.recaps));
    this.entries = entries;
    this.logOf = records;
    return entries;
  }

  /** Something changed: the next read builds a new snapshot; listeners get it now. */
  private publish(): void {
    if (this.disposed) return;
    this.soon?.();
    this.current = null;
    this.shown = this.shownFrom();
    if (this.listeners.size === 0) return;
    const s = this.snapshot;
    for (const l of this.listeners) l(s);
  }
}

/** NET-AUDIT-04: how long after the game's end the friend has to show its cards. */
export const AUDIT_WAIT_MS = 60_000;

/** The errors that mean the friend's table left the match (its `bye`, or a new setup in play). */
const LEAVING: ReadonlySet<string> = new Set(['friend-stopped', 'restarted-in-play']);

/** The violation a missing audit is, once its time is up. */
const NO_AUDIT: Violation = { code: 'no-audit', rule: 'NET-AUDIT-04', seq: null, stops: false };

/** A frame, for {@link FriendMatch.publishSoon} where there is no requestAnimationFrame (node). */
const FRAME_MS = 16;

/** How long an automatic setup step may wait for the connected friend's next message (NET-LIVE-02). */
export const SETUP_STALL_MS = 30_000;

/** This table's words for a refusal of its own act: the rule IDs it cited that look like rule IDs, never its text. */
function describeError(e: unknown): string {
  if (e instanceof TransportError) return `${e.type}: ${e.message}`;
  return e instanceof Error ? e.message : String(e);
}

