import { html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { Localized, localeOf } from '../localized.js';
import { property, state } from 'lit/decorators.js';
import type { SessionSettings } from '../../machines/session.js';
// Type-only: FriendMatch (the session, lockstep, audit) loads when a friend match starts.
import type { Connect, FriendMatch, FriendPhase } from '../../src/app/friend-match.js';
// Type-only: MeshMatch (a table of three to six) loads with it.
import type { MeshMatch } from '../../src/app/mesh-match.js';
// Type-only: LocalMatch (practice) loads with the game's table when a practice match starts.
import type { LocalMatch } from '../../src/app/local-match.js';
import { defaultSettings, matchLink, pageBase, watchLink } from './match-link.js';
import type { InspectObserver, Inspector, InspectorOpened, MatchPort, MatchSnapshot } from '../../src/app/match-port.js';
import type { AnyGame, GameAction } from '../../src/engine/game.js';
import { createActor, type Actor, type SnapshotFrom } from 'xstate';
import { launcherMachine, type FriendRequest, type HeldSeat, type LaunchNotice } from '../../machines/launcher.machine.js';
import { launchActors } from '../../src/app/launch.js';
import { claimSeat } from '../../src/app/seat-lock.js';
import type { MatchStore, Seat } from '../../src/net/match-store.js';
import { newRoomId } from '../../src/net/rooms.js';
import type { SavedSession } from '../../src/net/saved-session.js';
import type { DeckChoice, HostSettings } from '../events/deck-choice.js';
import type { KultLeaveEvent } from '../events/kult-leave.js';
import type { KultMatchChooseEvent } from '../events/kult-match-choose.js';
import type { KultMatchCreateEvent } from '../events/kult-match-create.js';
import type { KultMatchJoinEvent } from '../events/kult-match-join.js';
import type { KultPracticeEvent } from '../events/kult-practice.js';
import type { KultLanguageChangeEvent } from '../events/kult-language-change.js';
import type { KultGameChangeEvent } from '../events/kult-game-change.js';
import { choosePageLanguage } from '../../src/app/page-language.js';
import { decodePractice, encodePractice, loadPracticeSave, peekPractice, practiceStorage, storePracticeSave, type PracticeRecord } from '../../src/app/practice-save.js';
import { leaveDialog, leaveDialogStyles } from './leave-dialog.js';
import { askUndoButton, undoRequestBanner, undoRequestStyles } from './undo-request.js';
import type { KultRetryEvent } from '../events/kult-retry.js';
import type { KultSettingsAcceptEvent } from '../events/kult-settings-accept.js';
import type { KultWatchSwitchEvent } from '../events/kult-watch-switch.js';
import type { WatchConnect } from '../../src/app/lazy-room.js';
import type { Spectator } from '../../src/app/spectator.js';
import { admitWatcher } from '../../src/app/admit-watcher.js';
import '../kult-watch-panel/kult-watch-panel.js';
import type { WatchStatus } from '../kult-watch-panel/kult-watch-panel.component.js';
import { msg } from '../../src/i18n/catalog.js';
import type { LobbyStatus } from '../kult-lobby/kult-lobby.component.js';
import { plural } from '../../src/i18n/plural.js';
import { verdict, violationWords } from '../fair-play.js';
import { resultView } from './result.js';
import { replayFileName, replayText } from '../../src/app/replay/replay-text.js';
import { cleanText } from '../clean-text.js';
import type { ShellGame, ShellPlay } from '../shell-game.js';
import { styles } from './kult-app.styles.js';

/** The phases in which a friend match is on the table rather than in the lobby. */
const AT_TABLE: ReadonlySet<FriendPhase> = new Set(['playing', 'friend-away', 'reconnecting', 'auditing', 'audited']);

/** A friend match the app runs, and what it needs to start it again (Try again). */
interface Friend {
  /** Two seats (FriendMatch), or a table of three to six (MeshMatch: no take-backs, no spectators yet). */
  readonly match: FriendMatch<AnyGame> | MeshMatch<AnyGame>;
  readonly role: 'host' | 'guest';
  readonly room: string;
  readonly settings: HostSettings;
  readonly choice: DeckChoice | null;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Port = MatchPort<any, any, AnyGame>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Snapshot = MatchSnapshot<any, any>;
/** A friend match's code, loaded when it starts: FriendMatch, the store, the game's match part, MeshMatch. */
type FriendCode = [typeof import('../../src/app/friend-match.js'), MatchStore | null, ShellPlay, typeof import('../../src/app/mesh-match.js')];

/** The match as a two-seat FriendMatch (take-backs, settings to accept, spectators), or null for a table of more. */
function twoSeat(m: Friend['match'] | undefined): FriendMatch<AnyGame> | null {
  return m && 'session' in m ? m : null;
}

/** Remembers, per browser tab, the slot this tab took at a table of three or more: a reload takes it again. */
const TABLE_SLOT = 'taroticum.table-slot:';

/** Practice asked for in the lobby (the launcher's PRACTICE request): a new game with the player's choice, settings and the game's practice options, or the saved one. */
type PracticeRequest =
  | { readonly choice: DeckChoice; readonly settings: HostSettings; readonly options: Readonly<Record<string, string>> }
  | { readonly resume: true };

/** What the shell needs of a practice match (LocalMatch), known without loading its code. */
type PracticePort = Port & { readonly canUndo: boolean; undo(): boolean; readonly record: PracticeRecord<GameAction> };

/** The port as a practice match, or null (a friend match, or none). */
function practiceOf(port: Port | null): PracticePort | null {
  return port && 'undo' in port && 'record' in port ? (port as PracticePort) : null;
}

/** Set, per browser tab, while a practice game is on its table: a reload goes back to it. */
const AT_PRACTICE = 'taroticum.at-practice';
/** Remembers, per browser tab, which rooms this tab hosts: a reload before the game starts hosts again instead of joining itself. */
const HOSTED = 'taroticum.hosted:';
/** Failures after which Try again hosts a new room (a friend's table that broke the setup's rules does not get the same one back). */
const NEW_ROOM_ON_RETRY: ReadonlySet<string> = new Set(['room-taken', 'restarted', 'restarted-in-play', 'friend-stopped', 'bad-commitment', 'illegal-deck']);

/**
 * The app shell: the lobby, then the table (the game's, `shell.load()`), then
 * the result screen with the fair-play audit. It runs the matches: solo
 * practice (LocalMatch against the bot) and friend matches (FriendMatch on a
 * PeerJS room). A `room` given at start resumes the match saved for it after
 * a reload, or else joins it. The page's first load holds the lobby only: a
 * match's code (the game's table and rules, LocalMatch or FriendMatch) loads
 * when the match starts, and a load that fails is a notice in the lobby.
 *
 * The page (src/pages/main.ts) or `<kult-match>` gives it the signalling
 * settings, the card set and the room; `?inspect` hands it an inspector.
 *
 * @csspart lobby - The `<kult-lobby>`.
 * @csspart table - The `<kult-table>`.
 * @csspart result - The result screen.
 * @csspart audit - The fair-play audit on the result screen.
 */
export class KultApp extends Localized {
  static override styles = [styles, leaveDialogStyles, undoRequestStyles];

  /** Makes the transport for a room; null turns friend play off (shown with `configProblems`). */
  @property({ attribute: false }) connect: Connect | null = null;
  /** Why friend play is off: the network settings' problems, one line each. */
  @property({ attribute: false }) configProblems: readonly string[] = [];
  /** The game the shell plays (the registered `<kult-app>` defaults to KULT's, components/kult-shell.ts). */
  @property({ attribute: false }) shell: ShellGame | null = null;
  /** The games the lobby offers to switch between (the page's `?game=` picks `shell` among them); fewer than two: no choice. */
  @property({ attribute: false }) games: readonly ShellGame[] = [];
  /** The game's content (KULT: its card set); null: the game's default. */
  @property({ attribute: false }) cards: unknown = null;
  /** The rules profile (KULT: `FAQ` or `rulebook`); empty: the game's default. */
  @property() ruleset = '';
  /** A room to resume or join at start (the page's `?room=`). */
  @property() room: string | null = null;
  /** A friend match to watch as a spectator (the page's `?watch=`, the players' room). */
  @property() watch: string | null = null;
  /** Spectators' rooms: a host's table lets spectators in, a `watch` page joins one; null: no watching. */
  @property({ attribute: false }) watchConnect: WatchConnect | null = null;
  /** The host's settings a link carried (the game's fields such as `?struggle=`, and `?clock=`), for a guest; null: the defaults. */
  @property({ attribute: false }) joinSettings: HostSettings | null = null;
  /** The address links are made from; defaults to the page's. */
  @property({ attribute: 'link-base' }) linkBase: string | null = null;
  /** Where friend matches are saved for a reload (or its promise, so the page need not wait for IndexedDB); null saves nothing. */
  @property({ attribute: false }) store: MatchStore | Promise<MatchStore | null> | null = null;
  /** The statechart inspector's observer (`?inspect`): the actors report to it. */
  @property({ attribute: false }) inspect: InspectObserver | null = null;
  /** The inspector's window, opened from a button (`?inspect`). */
  @property({ attribute: false }) inspector: Inspector | null = null;
  /** Keep the page's address in step (`?room=` while in a friend match), so a reload resumes. */
  @property({ type: Boolean, attribute: 'sync-url' }) syncUrl = false;
  /** Milliseconds between the practice bot's acts. */
  @property({ type: Number, attribute: 'bot-delay' }) botDelay = 450;
  /**
   * How long a friend has to show its cards after the game before the result says it did not
   * (NET-AUDIT-04); null is the protocol's wait (60 s). Set by tests and embedders, not by a link.
   */
  @property({ attribute: false }) auditWaitMs: number | null = null;
  /**
   * Where a friend match's secret tokens (salts, seeds) come from; null is 128 bits from
   * crypto.getRandomValues. Tests fix them so a deal replays; anything predictable lets the
   * friend guess the salts, so never in play.
   */
  @property({ attribute: false }) token: (() => string) | null = null;

  @state() private port: Port | null = null;
  /** The game's match part (its table, rules and words), once loaded. */
  @state() private play: ShellPlay | null = null;
  @state() private friend: Friend | null = null;
  @state() private snapshot: Snapshot | null = null;
  @state() private phase: FriendPhase | null = null;
  @state() private showFinalTable = false;
  /** A stopped match: the player asked for its result screen. */
  @state() private stoppedResult = false;
  /** A practice game saved in this browser that can go on: its turn (null: none). */
  @state() private resumable: { readonly turn: number } | null = null;
  /** How opening the inspector's window went (null: not asked yet). */
  @state() private inspectorState: InspectorOpened | 'opening' | null = null;
  /** A replay is open instead of the lobby: its viewer once loaded, or why it did not load. */
  @state() private replaying: { readonly viewer: HTMLElement | null; readonly error?: string } | null = null;
  /** A friend match watched (`watch`): its view once loaded and the spectator feeding it, or why it did not load. */
  @state() private spectating: { readonly viewer: (HTMLElement & { snapshot: unknown }) | null; readonly spectator: Spectator | null; readonly error?: string } | null = null;
  /** The host's watch room, for the friend match it serves. */
  private watchRoom: { readonly match: Friend['match']; readonly room: { close(): void } } | null = null;
  /** The most spectators a host takes (from the friend match's code, once loaded). */
  private maxWatchers = 0;
  /** The finished match's replay file as a download (a blob URL), made once per state of the match. */
  private download: { readonly key: string; readonly port: Port; readonly file: { readonly url: string; readonly name: string } | null } | null = null;
  /** The player pressed Leave: the dialog asks before the match is left. */
  @state() private confirmingLeave = false;
  /** Where the app's lifecycle stands (machines/launcher.machine.ts). */
  @state() private launch: SnapshotFrom<typeof launcherMachine> | null = null;
  private launcher: Actor<typeof launcherMachine> | null = null;
  private offPort: (() => void) | null = null;
  /** The player's choice, made before the friend match it is for had started (its code loading). */
  private heldChoice: DeckChoice | null = null;
  /** The match the lifecycle chart holds (the table shows it, unless one was attached since). */
  private launched: Port | null = null;

  /** The running match, if any (for tests and the page). */
  get match(): Port | null {
    return this.port;
  }

  /** Which screen shows: the lobby, the table, or the result (over the final table; for a stopped match, once asked for). */
  get screen(): 'lobby' | 'table' | 'result' | 'replay' | 'watch' {
    if (!this.port) return this.spectating ? 'watch' : this.replaying ? 'replay' : 'lobby';
    const status = this.snapshot?.status;
    // A stopped match stays on its table, with the banner saying why, whatever the session's phase.
    if (this.friend && status !== 'stopped' && (!this.phase || !AT_TABLE.has(this.phase))) return 'lobby';
    return status === 'ended' || (status === 'stopped' && this.stoppedResult) ? 'result' : 'table';
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.launcher ??= this.startLauncher();
    this.addEventListener('kult-match-create', this.onCreate as EventListener);
    this.addEventListener('kult-match-join', this.onJoin as EventListener);
    this.addEventListener('kult-match-choose', this.onChoose as EventListener);
    this.addEventListener('kult-practice', this.onPractice as EventListener);
    this.addEventListener('kult-practice-resume', this.onPracticeResume);
    this.addEventListener('kult-replay-open', this.onReplayOpen);
    this.addEventListener('kult-retry', this.onRetry as EventListener);
    this.addEventListener('kult-leave', this.onLeave as EventListener);
    this.addEventListener('kult-settings-accept', this.onSettingsAccept as EventListener);
    this.addEventListener('kult-table-start', this.onTableStart);
    this.addEventListener('kult-game-change', this.onGameChange as EventListener);
    this.addEventListener('kult-watch-switch', this.onWatchSwitch as EventListener);
    this.addEventListener('kult-language-change', this.onLanguageChange as EventListener);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.removeEventListener('kult-match-create', this.onCreate as EventListener);
    this.removeEventListener('kult-match-join', this.onJoin as EventListener);
    this.removeEventListener('kult-match-choose', this.onChoose as EventListener);
    this.removeEventListener('kult-practice', this.onPractice as EventListener);
    this.removeEventListener('kult-practice-resume', this.onPracticeResume);
    this.removeEventListener('kult-replay-open', this.onReplayOpen);
    this.removeEventListener('kult-retry', this.onRetry as EventListener);
    this.removeEventListener('kult-leave', this.onLeave as EventListener);
    this.removeEventListener('kult-settings-accept', this.onSettingsAccept as EventListener);
    this.removeEventListener('kult-table-start', this.onTableStart);
    this.removeEventListener('kult-watch-switch', this.onWatchSwitch as EventListener);
    this.removeEventListener('kult-language-change', this.onLanguageChange as EventListener);
    this.launcher?.send({ type: 'LEAVE' });
    this.closeWatchRoom();
    this.spectating?.spectator?.close();
  }

  /** The lobby's Language: the page speaks it from now on, and so does this element where a `lang` around it says otherwise. */
  private readonly onLanguageChange = (e: KultLanguageChangeEvent): void => {
    const l = e.detail.locale;
    // The page's own app marks the document; one inside <kult-match> on a fan site leaves its <html lang> alone and marks itself.
    const pages = this.getRootNode() === document;
    void choosePageLanguage(l, pages).then(() => {
      if (!pages || localeOf(this) !== l) this.setAttribute('lang', l);
    });
  };

  override willUpdate(changed: PropertyValues<this>): void {
    // A practice game saved here: offered in the lobby, or back on its table after a reload.
    if ((changed.has('shell') || changed.has('cards')) && this.shell && !this.port) this.findSavedPractice();
    // A match to watch opens once the game and the network settings are known (or known to be missing).
    if (this.watch && !this.spectating && !this.port && this.shell && (this.watchConnect || this.configProblems.length > 0)) this.startWatching(this.watch);
    const launcher = this.launcher;
    if (!launcher) return;
    // A room in the address opens once the app is idle (a click of the player's wins over it).
    if (changed.has('room') && this.room && (launcher.getSnapshot().matches('lobby') || launcher.getSnapshot().matches('waiting'))) {
      if (!launcher.getSnapshot().context.pending || launcher.getSnapshot().context.pending?.kind === 'open') launcher.send({ type: 'OPEN', room: this.room });
    }
    if (changed.has('connect') && this.connect) launcher.send({ type: 'CONNECT', ready: true });
    // Friend play is off (the settings' problems show in the lobby): a click has nothing to wait for.
    if (changed.has('configProblems') && this.configProblems.length > 0) launcher.send({ type: 'CONNECT', ready: false });
  }

  override render(): TemplateResult {
    const screen = this.screen;
    const notice = this.launch?.context.notice;
    return html`<div class="app" data-screen=${screen}>
      ${this.inspect ? this.renderInspectNote() : nothing}
      ${notice
        ? html`<p class="store-notice" role="alert">${msg(notice.key, notice.values)} <button class="dismiss" @click=${() => this.launcher?.send({ type: 'DISMISS' })}>${msg('app.saved.dismiss')}</button></p>`
        : nothing}
      ${this.launch?.matches('preparing') ? html`<p class="loading" role="status">${msg('app.practice.loading')}</p>` : nothing}
      ${this.launch?.matches('seatHeld')
        ? html`<p class="seat-notice" role="alert">${msg('app.seat.held')} <button class="take-over" @click=${() => this.launcher?.send({ type: 'TAKE_OVER' })}>${msg('app.seat.takeOver')}</button></p>`
        : nothing}
      ${screen === 'lobby' ? this.renderLobby() : nothing}
      ${screen === 'replay' ? this.renderReplay() : nothing}
      ${screen === 'watch' ? this.renderWatch() : nothing}
      ${screen === 'result' ? this.renderResult() : nothing}
      ${screen === 'table' || (screen === 'result' && this.showFinalTable) ? this.renderTable() : nothing}
    </div>`;
  }

  // ---------------------------------------------------------------------------------------
  // Screens

  /** `?inspect`: what the inspector records, the button that opens its window, and how that went. */
  private renderInspectNote(): TemplateResult {
    const st = this.inspectorState;
    const open = async (): Promise<void> => {
      if (!this.inspector) return;
      this.inspectorState = 'opening';
      this.inspectorState = await this.inspector.open();
    };
    return html`<div class="inspect" role="note">
      <span>${msg('app.inspect')}</span>
      ${this.inspector && st !== 'connected' && st !== 'opening' ? html`<button class="open-inspector" @click=${open}>${msg('app.inspect.open')}</button>` : nothing}
      ${st ? html`<span class="inspect-state" role="status" data-state=${st}>${msg(`app.inspect.${st}`)}</span>` : nothing}
    </div>`;
  }

  private renderLobby(): TemplateResult {
    const resuming = this.launch?.matches('opening') ? this.launch.context.resuming : null;
    if (resuming) return html`<p class="loading" role="status">${msg('app.resuming', { room: resuming })}</p>`;
    return html`<kult-lobby part="lobby" .shell=${this.shell} .games=${this.games} .cards=${this.cards} .ruleset=${this.ruleset} .status=${this.lobbyStatus()} .configProblems=${this.configProblems} .resumable=${this.resumable}></kult-lobby>`;
  }

  /** The game's replay viewer, loaded when the lobby asked for it, and the way back. */
  private renderReplay(): TemplateResult {
    const r = this.replaying!;
    return html`<div class="replay-wrap">
      <div class="bar"><button class="leave-replay" @click=${() => (this.replaying = null)}>${msg('app.replay.back')}</button></div>
      ${r.viewer ?? (r.error !== undefined ? html`<p class="store-notice" role="alert">${msg('app.replay.failed', { error: cleanText(r.error) })}</p>` : html`<p class="loading" role="status">${msg('app.replay.loading')}</p>`)}
    </div>`;
  }

  /** The spectator's view of a friend match, once loaded, and the way back to the lobby. */
  private renderWatch(): TemplateResult {
    const w = this.spectating!;
    return html`<div class="replay-wrap watch-wrap">
      <div class="bar"><button class="leave-watch" @click=${() => this.stopWatching()}>${msg('app.watch.back')}</button></div>
      ${w.viewer ?? (w.error !== undefined ? html`<p class="store-notice" role="alert">${w.error}</p>` : html`<p class="loading" role="status">${msg('app.watch.loading')}</p>`)}
    </div>`;
  }

  /** Joins the host's watch room of `room` as a spectator: the game's view and rules load, then the channel opens. */
  private startWatching(room: string): void {
    const shell = this.shell!;
    const connect = this.watchConnect;
    if (!connect || !shell.watchViewer) return void (this.spectating = { viewer: null, spectator: null, error: msg('app.watch.noConnect') });
    this.spectating = { viewer: null, spectator: null };
    const content = this.content;
    Promise.all([import('../../src/app/spectator.js'), this.loadPlay(), shell.watchViewer(content)]).then(
      ([{ Spectator }, play, viewer]) => {
        if (!this.spectating) return;
        const spectator = new Spectator(play.game(content), connect.join(room));
        viewer.snapshot = spectator.snapshot;
        spectator.subscribe((snap) => (viewer.snapshot = snap));
        this.spectating = { viewer, spectator };
      },
      (err: unknown) => {
        if (this.spectating) this.spectating = { viewer: null, spectator: null, error: msg('app.watch.failed', { error: cleanText(err instanceof Error ? err.message : String(err)) }) };
      },
    );
  }

  private stopWatching(): void {
    this.spectating?.spectator?.close();
    this.spectating = null;
    this.watch = null;
    this.showUrl(this.base());
  }

  /** The host's table lets spectators in: a watch room next to the players' room, each spectator's channel handed to the match. */
  private hostWatchRoom(match: Friend['match'], room: string): void {
    this.closeWatchRoom();
    if (!this.watchConnect) return;
    this.watchRoom = { match, room: this.watchConnect.host(room, (id, channel) => admitWatcher(match, id, channel)) };
  }

  private closeWatchRoom(): void {
    this.watchRoom?.room.close();
    this.watchRoom = null;
  }

  /** The host's spectators for its panels: the watch link, the switch and the count; null for a guest or without watching. */
  private watchStatus(): WatchStatus | null {
    const f = this.friend;
    const watchers = this.snapshot?.watchers ?? f?.match.snapshot.watchers;
    // The table that hosts the watch room: a two-seat match's host, a larger table's first seat.
    if (!f || this.watchRoom?.match !== f.match || !watchers) return null;
    return { link: watchLink(this.base(), f.room), open: watchers.open, count: watchers.count, max: this.maxWatchers };
  }

  private readonly onWatchSwitch = (e: KultWatchSwitchEvent): void => {
    this.friend?.match.setSpectating(e.detail.on);
    this.requestUpdate();
  };

  private readonly onReplayOpen = (): void => {
    const shell = this.shell;
    if (!shell?.replayViewer || this.port) return;
    this.replaying = { viewer: null };
    shell.replayViewer(this.content).then(
      (viewer) => {
        if (this.replaying) this.replaying = { viewer };
      },
      (err: unknown) => {
        if (this.replaying) this.replaying = { viewer: null, error: err instanceof Error ? err.message : String(err) };
      },
    );
  };

  /**
   * The match as a replay file to download, once it can be one (a friend match: after both
   * audits): a blob URL made once per state of the match, the previous one let go.
   */
  private replayDownload(port: Port, s: Snapshot): { readonly url: string; readonly name: string } | null {
    const key = `${s.log.length}:${s.fairPlay.kind}`;
    if (this.download?.port === port && this.download.key === key) return this.download.file;
    this.dropDownload();
    const made = port.replayFile?.() ?? null;
    const file = made ? { url: URL.createObjectURL(new Blob([replayText(made)], { type: 'application/json' })), name: replayFileName(made) } : null;
    this.download = { key, port, file };
    return file;
  }

  private dropDownload(): void {
    if (this.download?.file) URL.revokeObjectURL(this.download.file.url);
    this.download = null;
  }

  private renderTable(): TemplateResult {
    const s = this.snapshot;
    const line =
      s?.status === 'stopped' ? null
      : s?.opponent === 'away' ? msg('app.status.friendAway')
      : s?.opponent === 'silent' ? msg('app.status.friendSilent')
      : s?.opponent === 'reconnecting' ? msg('app.status.reconnecting')
      : null;
    return html`<div class="table-wrap">
      <div class="bar">
        <span class="mode">${this.friend ? msg('app.friend.label') : msg('app.practice.label')}</span>
        ${line ? html`<span class="status" role="status">${line}</span>` : nothing}
        ${this.renderBarWatch()}
        ${practiceOf(this.port)
          ? html`<button class="undo" ?disabled=${!practiceOf(this.port)!.canUndo || s?.status !== 'playing'} @click=${() => practiceOf(this.port)?.undo()}>${msg('app.undo')}</button>`
          : twoSeat(this.friend?.match) ? askUndoButton(s, twoSeat(this.friend!.match)!) : nothing}
        <button class="leave" @click=${() => (this.confirmingLeave = true)}>${msg('app.leave')}</button>
      </div>
      ${this.confirmingLeave ? leaveDialog(this.friend ? 'friend' : 'practice', { leave: () => this.leave(), stay: () => (this.confirmingLeave = false) }) : nothing}
      ${twoSeat(this.friend?.match) && this.play ? undoRequestBanner(s, twoSeat(this.friend!.match)!, (entry) => this.play!.ui(this.content).describeAct(entry, s!.view, s!.me, null)) : nothing}
      ${s ? this.renderFairPlay(s) : nothing}
      ${this.port && this.play ? this.play.renderTable(this.port) : nothing}
    </div>`;
  }

  /** The spectators on the table's bar, while the match is played: the host's panel, or the guest's count. */
  private renderBarWatch(): TemplateResult | typeof nothing {
    const status = this.watchStatus();
    if (status) return html`<kult-watch-panel class="watchers" .status=${status}></kult-watch-panel>`;
    // The guest: how many watch, as the host's table said (protocol 11).
    const count = this.friend && this.watchRoom?.match !== this.friend.match ? (this.snapshot?.watchers?.count ?? 0) : 0;
    return count > 0 ? html`<span class="watchers guest-watchers" role="status">${msg('watch.count', { count })}</span>` : nothing;
  }

  /**
   * What the friend's table did against the protocol, as it happens: a stop as an alert banner
   * with the way to the result screen; a refused act or message as a status line (its act
   * kind and rule in this table's words), with how many in all.
   */
  private renderFairPlay(s: Snapshot): TemplateResult | typeof nothing {
    if (s.status === 'stopped') {
      const d = verdict(s);
      const why = s.stop ?? (d.kind === 'violated' ? d.first : null);
      return html`<section class="fairplay stop" part="fairplay" role="alert" aria-labelledby="stop-h" data-code=${why?.code ?? ''}>
        <h2 id="stop-h">${msg('fairplay.stop.heading')}</h2>
        ${why ? html`<p>${violationWords(why)}</p>` : nothing}
        <button class="primary see-result" @click=${() => (this.stoppedResult = true)}>${msg('fairplay.stop.result')}</button>
      </section>`;
    }
    const latest = s.violations.at(-1);
    if (!latest && s.offences === 0) return nothing;
    return html`<p class="fairplay latest" part="fairplay" role="status" data-code=${latest?.code ?? ''}>
      ${latest ? violationWords(latest) : nothing} ${s.offences > 0 ? plural('fairplay.table.count', s.offences) : nothing}
    </p>`;
  }

  private renderResult(): TemplateResult {
    const s = this.snapshot!;
    const game = this.port!.game;
    return html`${this.play ? resultView(s, game, this.play.ui(this.content)) : nothing}
      <div class="row result-actions">
        <button class="primary again" @click=${() => this.leave()}>${msg('app.result.again')}</button>
        <button class="final" aria-pressed=${this.showFinalTable ? 'true' : 'false'} @click=${() => (this.showFinalTable = !this.showFinalTable)}>
          ${msg(this.showFinalTable ? 'app.result.hideTable' : 'app.result.table')}
        </button>
        ${this.renderSaveReplay(s)}
      </div>`;
  }

  /** "Save the replay": a real download of the file (a practice game at once, a friend match once both tables showed their cards). */
  private renderSaveReplay(s: Snapshot): TemplateResult | typeof nothing {
    const port = this.port;
    if (!port?.replayFile) return nothing;
    const file = this.replayDownload(port, s);
    if (file) return html`<a class="save-replay button" href=${file.url} download=${file.name}>${msg('app.result.saveReplay')}</a>`;
    return this.friend ? html`<span class="replay-later">${msg('app.result.replayAfterAudit')}</span>` : nothing;
  }

  private lobbyStatus(): LobbyStatus | null {
    const f = this.friend;
    if (!f) return null;
    const two = twoSeat(f.match);
    if (!two) return this.tableStatus(f, f.match as MeshMatch<AnyGame>);
    const match = two;
    const error = match.session.error;
    const hello = f.role === 'guest' ? match.session.peer.hello : undefined;
    return {
      role: f.role,
      room: f.room,
      link: matchLink(this.base(), f.room, f.settings, this.fields),
      phase: this.phase ?? f.match.phase,
      error: error ? { code: error.code, message: error.message } : null,
      notice: this.snapshot?.notice ?? null,
      // A guest's choice waits while the host's settings wait for its accept (NET-SETTINGS-01).
      chosen: f.choice !== null && match.settingsToAccept === null,
      settings: f.settings,
      hostSettings: hello && this.shell ? { ...this.shell.fieldsOf(hello.settings), clockSeconds: hello.clockSeconds } : null,
      settingsToAccept: match.settingsToAccept !== null,
      watch: this.watchStatus(),
    };
  }

  /** A table of three or more in the lobby: its link, progress and roster (every seat plays by the link's settings). */
  private tableStatus(f: Friend, match: MeshMatch<AnyGame>): LobbyStatus {
    return {
      role: f.role,
      room: f.room,
      link: matchLink(this.base(), f.room, f.settings, this.fields),
      phase: this.phase ?? match.phase,
      error: match.error,
      notice: this.snapshot?.notice ?? null,
      chosen: f.choice !== null,
      settings: f.settings,
      table: { lines: match.lines, canStart: match.canStart, starter: f.role === 'host', missing: match.missing.map(([a, b]) => `${a}–${b}`) },
      watch: this.watchStatus(),
    };
  }

  private base(): string {
    // A link names the game played (`?game=`, none for the first of `games`) whatever the address bar shows yet.
    const url = new URL(pageBase(this.linkBase ?? window.location.href, this.fields));
    if (this.shell && this.games.length > 1 && this.shell !== this.games[0]) url.searchParams.set('game', this.shell.id);
    else if (this.games.length > 1) url.searchParams.delete('game');
    return url.toString();
  }

  /** The game's settings a host chooses (none before a shell is set). */
  private get fields(): ShellGame['settingFields'] {
    return this.shell?.settingFields ?? [];
  }

  /** The content played: the page's, or the game's default. */
  private get content(): unknown {
    return this.cards ?? this.shell?.defaultContent() ?? null;
  }

  /** The rules profile played: the page's, or the game's default. */
  private get rules(): string {
    return this.ruleset || this.shell?.defaultRuleset || '';
  }

  // ---------------------------------------------------------------------------------------
  // Events from the lobby

  private readonly onCreate = (e: KultMatchCreateEvent): void => {
    this.launcher?.send({ type: 'FRIEND', request: { role: 'host', room: newRoomId(), settings: e.detail.settings, choice: e.detail.choice } });
  };

  private readonly onJoin = (e: KultMatchJoinEvent): void => {
    this.launcher?.send({ type: 'FRIEND', request: { role: 'guest', room: e.detail.room, settings: e.detail.settings ?? this.joinSettings ?? defaultSettings(this.fields), choice: null } });
  };

  /** Another of `games` chosen in the lobby: its lobby, its content and rules by default, and `?game=` in the address (KULT's: none). */
  private readonly onGameChange = (e: KultGameChangeEvent): void => {
    const next = this.games.find((g) => g.id === e.detail.game);
    if (!next || next === this.shell || this.port) return;
    this.shell = next;
    this.cards = null;
    this.ruleset = '';
    this.play = null;
    if (this.syncUrl) {
      const url = new URL(window.location.href);
      if (next === this.games[0]) url.searchParams.delete('game');
      else url.searchParams.set('game', next.id);
      this.showUrl(url.href);
    }
  };

  private readonly onTableStart = (): void => {
    const f = this.friend;
    if (f && !twoSeat(f.match)) (f.match as MeshMatch<AnyGame>).start();
  };

  private readonly onChoose = (e: KultMatchChooseEvent): void => {
    this.launcher?.send({ type: 'CHOSEN', choice: e.detail.choice });
    const f = this.friend;
    // Chosen while the match's code still loads: it goes to the match once there.
    if (!f) return void (this.heldChoice = e.detail.choice);
    f.match.choose(e.detail.choice.major, e.detail.choice.list);
  };

  private readonly onPractice = (e: KultPracticeEvent): void => {
    if (!this.shell) return;
    const request: PracticeRequest = { choice: e.detail.choice, settings: e.detail.settings ?? defaultSettings(this.fields), options: e.detail.options ?? {} };
    this.launcher?.send({ type: 'PRACTICE', request });
  };

  /** Goes on with the practice game saved in this browser. */
  private readonly onPracticeResume = (): void => {
    this.resumeSavedPractice();
  };

  /**
   * The saved practice game, if there is one: offered in the lobby, or resumed at once after a
   * reload of its table. Only its shape is read here (no game code is loaded for the lobby); it
   * is judged act by act when resumed.
   */
  private findSavedPractice(): void {
    const raw = loadPracticeSave(practiceStorage());
    // A save of another game waits for that game to be chosen.
    const game = raw && typeof raw === 'object' ? (raw as { game?: unknown }).game : undefined;
    this.resumable = game === undefined || game === this.shell?.id ? peekPractice(raw) : null;
    if (this.resumable && sessionStorage.getItem(AT_PRACTICE) !== null) this.resumeSavedPractice();
  }

  private resumeSavedPractice(): void {
    this.launcher?.send({ type: 'PRACTICE', request: { resume: true } satisfies PracticeRequest });
  }

  private readonly onRetry = (e: KultRetryEvent): void => {
    const f = this.friend;
    if (!f) return;
    // A taken room stays taken, and a match one side restarted or stopped cannot go on: the
    // host makes a new room (and a new link to send).
    const room = f.role === 'host' && NEW_ROOM_ON_RETRY.has(e.detail.code) ? newRoomId() : f.room;
    this.launcher?.send({ type: 'FRIEND', request: { role: f.role, room, settings: f.settings, choice: f.choice } });
  };

  /** NET-SETTINGS-01: the guest accepts the host's settings; its held choice goes to the session. */
  private readonly onSettingsAccept = (_e: KultSettingsAcceptEvent): void => {
    twoSeat(this.friend?.match)?.acceptSettings();
    this.requestUpdate();
  };

  private readonly onLeave = (_e: KultLeaveEvent): void => {
    this.leave();
  };

  // ---------------------------------------------------------------------------------------
  // Running matches

  /** The app's lifecycle chart, with this browser's seats, saves and the KULT friend match. */
  private startLauncher(): Actor<typeof launcherMachine> {
    const actors = launchActors({
      claim: (room, seat, options) => claimSeat(room, seat, options),
      saved: (room, seat) => this.savedFor(room, seat),
      hostedHere: (room) => sessionStorage.getItem(HOSTED + room) !== null,
      fromSaved: (saved) => ({
        settings: { ...(this.shell?.fieldsOf(saved.settings.game) ?? {}), clockSeconds: saved.settings.clockSeconds } satisfies HostSettings,
        choice: { major: saved.mine.choice, list: saved.mine.list } satisfies DeckChoice,
      }),
      joinSettings: () => this.joinSettings ?? defaultSettings(this.fields),
      load: () => Promise.all([import('../../src/app/friend-match.js'), Promise.resolve(this.store).catch(() => null), this.loadPlay(), import('../../src/app/mesh-match.js')]),
      create: (code, request, lock) => this.createFriend(code as FriendCode, request, lock),
      practice: (request) => this.startPractice(request as PracticeRequest),
    });
    const launcher = createActor(launcherMachine.provide({ actors }), { input: { canConnect: this.connect !== null }, ...(this.inspect ? { inspect: this.inspect } : {}) });
    launcher.subscribe((snap) => this.follow(snap));
    launcher.start();
    this.follow(launcher.getSnapshot());
    return launcher;
  }

  /** The match saved for `room` (preferring `seat`'s copy); a damaged or unreadable one is a notice, and skipped. */
  private async savedFor(room: string, seat: Seat): Promise<{ saved: SavedSession | null; notice?: LaunchNotice }> {
    try {
      const found = await (await this.store)?.forRoom(room, seat);
      if (found?.ok) return { saved: found.saved };
      if (found && !found.ok) return { saved: null, notice: { key: 'app.saved.damaged', values: { room, error: found.error } } };
    } catch (err) {
      return { saved: null, notice: { key: 'app.saved.unreadable', values: { error: err instanceof Error ? err.message : String(err) } } };
    }
    return { saved: null };
  }

  /** The game's match part, loaded on first use (a dynamic import, so the page's first load is the lobby alone). */
  private async loadPlay(): Promise<ShellPlay> {
    const shell = this.shell;
    if (!shell) throw new Error('no game to play');
    const play = await shell.load();
    if (shell === this.shell) this.play = play;
    return play;
  }

  /**
   * A practice match against the game's bot, its code (LocalMatch, the game's table and rules)
   * loaded first: a new one from the lobby's request, or the saved one replayed through the judge
   * (a save that fails is dropped, and the lobby says why).
   */
  private async startPractice(request: PracticeRequest): Promise<LocalMatch> {
    const [{ LocalMatch }, play] = await Promise.all([import('../../src/app/local-match.js'), this.loadPlay()]);
    const common = { botDelayMs: this.botDelay, ...(this.inspect ? { inspect: this.inspect } : {}) };
    if ('resume' in request) {
      const read = decodePractice(loadPracticeSave(practiceStorage()), play.game(this.content));
      if (!read.ok) {
        storePracticeSave(practiceStorage(), null);
        sessionStorage.removeItem(AT_PRACTICE);
        this.resumable = null;
        throw new Error(read.error);
      }
      return new LocalMatch({ ...read.match, botLevel: read.botLevel, history: read.acts, ...common });
    }
    const seed = crypto.getRandomValues(new Uint32Array(1))[0]! >>> 1;
    const match = play.practice(this.content, request.choice, { seed, ruleset: this.shell!.rulesetOf(request.settings, this.rules), settings: request.settings, options: request.options });
    const level = request.options['level'];
    return new LocalMatch({ ...match, ...(level && level in match.game.bots ? { botLevel: level } : {}), ...common });
  }

  /** The game's friend match for a request whose seat this tab holds. */
  private createFriend([{ FriendMatch, MAX_WATCHERS }, store, play, meshCode]: FriendCode, request: FriendRequest, _lock: HeldSeat): FriendMatch<AnyGame> | MeshMatch<AnyGame> {
    const shell = this.shell!;
    const settings = request.settings as HostSettings;
    const choice = request.choice as DeckChoice | null;
    const session: SessionSettings = { game: shell.sessionSettings(settings, this.rules), clockSeconds: settings.clockSeconds };
    this.maxWatchers = MAX_WATCHERS;
    if ((settings.seats ?? 2) > 2) return this.createTable(meshCode, play, request, settings, session);
    const match = new FriendMatch({
      game: play.game(this.content),
      role: request.role,
      room: request.room,
      name: request.role,
      settings: request.resume?.settings ?? session,
      connect: this.connect!,
      store,
      ...(request.resume ? { resume: request.resume } : {}),
      ...(this.inspect ? { inspect: this.inspect } : {}),
      ...(this.auditWaitMs === null ? {} : { auditWaitMs: this.auditWaitMs }),
      ...(this.token ? { token: this.token } : {}),
    });
    if (choice && !request.resume) match.choose(choice.major, choice.list);
    if (request.role === 'host') sessionStorage.setItem(HOSTED + request.room, '1');
    if (request.role === 'host') this.hostWatchRoom(match, request.room);
    this.showUrl(matchLink(this.base(), request.room, settings, this.fields));
    return match;
  }

  /**
   * A table of three to six: this page's channels to every other seat (slot 1 for the room's
   * first player; the slot this tab took before a reload, with its rooms' token; else the next
   * free one), and the match, resumed from this browser's save for that slot if there is one.
   */
  private createTable({ MeshMatch, loadSavedMesh, savedSlots }: FriendCode[3], play: ShellPlay, request: FriendRequest, settings: HostSettings, session: SessionSettings): MeshMatch<AnyGame> {
    const connectMesh = this.connect?.mesh;
    if (!connectMesh) throw new Error(msg('app.table.unavailable'));
    const seats = settings.seats!;
    const storage = practiceStorage();
    // This tab's slot (a reload), else the one seat this browser saved for the room (a reopened tab), else the room's first (its opener) or a claim.
    const kept = Number(sessionStorage.getItem(TABLE_SLOT + request.room));
    const mine = savedSlots(storage, request.room);
    const slot = Number.isInteger(kept) && kept >= 1 && kept <= seats ? kept : mine.length === 1 ? mine[0] : request.role === 'host' ? 1 : undefined;
    const saved = slot === undefined ? null : loadSavedMesh(storage, request.room, slot).saved;
    const channels = connectMesh({ room: request.room, seats, ...(slot === undefined ? {} : { slot }), ...(saved ? { token: saved.token } : {}) });
    channels.on('seated', ({ slot: taken }) => sessionStorage.setItem(TABLE_SLOT + request.room, String(taken)));
    const match = new MeshMatch({
      game: play.game(this.content),
      room: request.room,
      seats,
      name: request.role,
      settings: saved?.settings ?? session,
      channels,
      storage,
      ...(this.token ? { token: this.token } : {}),
    });
    const choice = request.choice as DeckChoice | null;
    if (choice && !saved) match.choose(choice.major, choice.list);
    if (request.role === 'host') sessionStorage.setItem(HOSTED + request.room, '1');
    // The room's first seat admits spectators for the whole table.
    if (slot === 1) this.hostWatchRoom(match, request.room);
    this.showUrl(matchLink(this.base(), request.room, settings, this.fields));
    return match;
  }

  /** Draws what the lifecycle chart says: the running match, and the friend match's request. */
  private follow(snap: SnapshotFrom<typeof launcherMachine>): void {
    this.launch = snap;
    const c = snap.context;
    const match = (c.match as Port | null) ?? null;
    // Only a change of the chart's match moves the table: a match attached from outside (a tool,
    // a test) stays while the chart settles its own business (friend play becoming ready).
    if (match !== this.launched) {
      this.launched = match;
      this.attach(match);
    }
    const f = c.friend;
    this.friend = snap.matches('friend') && f && match
      ? { match: match as unknown as Friend['match'], role: f.role, room: f.room, settings: f.settings as HostSettings, choice: (f.choice as DeckChoice | null) ?? null }
      : null;
    this.phase = this.friend ? this.friend.match.phase : null;
    if (this.friend && this.heldChoice) {
      this.friend.match.choose(this.heldChoice.major, this.heldChoice.list);
      this.heldChoice = null;
    }
    // The watch room serves one match: it goes with it.
    if (this.watchRoom && this.watchRoom.match !== this.friend?.match) this.closeWatchRoom();
  }

  private attach(port: Port | null): void {
    this.offPort?.();
    this.offPort = null;
    this.dropDownload();
    this.port = port;
    this.snapshot = port?.snapshot ?? null;
    this.showFinalTable = false;
    this.stoppedResult = false;
    this.confirmingLeave = false;
    if (!port) return;
    // A match attached from outside the launcher (a tool, a test) still gets the game's table.
    if (!this.play && this.shell) this.loadPlay().catch(() => undefined);
    const practice = practiceOf(port);
    if (practice) {
      sessionStorage.setItem(AT_PRACTICE, '1');
      this.keepPractice(practice);
    }
    this.offPort = port.subscribe((s) => {
      if (practice && s.log !== this.snapshot?.log) this.keepPractice(practice);
      this.snapshot = s;
      // A friend match's phase is read alongside its snapshot.
      const f = this.friend;
      if (f && f.match === (port as unknown)) this.phase = f.match.phase;
    });
  }

  /** Saves a practice game after each act; a finished one is not kept. */
  private keepPractice(match: PracticePort): void {
    const s = match.snapshot;
    storePracticeSave(practiceStorage(), s.status === 'ended' ? null : encodePractice(match.record, s.log.at(-1)?.turn ?? 0));
  }

  /** Back to the lobby: the match is disposed of (a friend match stays saved and resumable from its link, a practice game from the lobby). */
  leave(): void {
    this.heldChoice = null;
    const f = this.friend;
    if (f) sessionStorage.removeItem(HOSTED + f.room);
    sessionStorage.removeItem(AT_PRACTICE);
    this.confirmingLeave = false;
    this.launcher?.send({ type: 'LEAVE' });
    if (this.port) this.attach(null); // a match attached from outside is left too
    this.showUrl(this.base());
    if (this.shell) this.findSavedPractice();
  }

  private showUrl(href: string): void {
    if (this.syncUrl && href !== window.location.href) history.replaceState(history.state, '', href);
  }
}
