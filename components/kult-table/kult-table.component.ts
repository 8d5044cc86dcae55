import { html, nothing, type TemplateResult } from 'lit';
import { Localized } from '../localized.js';
import { property, state } from 'lit/decorators.js';
import { autoPass, type AutoPass } from '../../src/app/auto-pass.js';
import { PASS_MODES } from '../../src/app/match-port.js';
import type { KultLogEntry as LogEntry, KultPort as MatchPort, KultSnapshot as MatchSnapshot } from '../kult-port.js';
import { floorHolder, type Action, type ActionOf, type GameState, type InstanceId, type Judgement, type KultGame, type MarkerSpot, type PlayerId, type StationId } from '../../src/kult/index.js';
import type { Chooser } from './chooser.js';
import { renderMoves, type MoveHost } from './move-panel.js';
import { renderResult, renderStatus } from './table-status.js';
import { OpponentNotice } from './opponent-notice.js';
import { Narration } from './narration.js';
import { OutcomeBanner } from './outcome-banner.js';
import { renderScore } from './score.js';
import { renderSeatMarks, seatMoment, seatsAround } from './opponent-seats.js';
import { attackPreview } from '../combat-words.js';
import { ResponseClock } from './response-clock.js';
import { renderViews, type TableView } from './table-views.js';
import { MatchController } from '../controllers/match-controller.js';
import { describeAction } from '../describe-action.js';
import type { KultCardDropEvent } from '../events/kult-card-drop.js';
import type { KultCardSelectEvent } from '../events/kult-card-select.js';
import type { KultHoldChangeEvent } from '../events/kult-hold-change.js';
import type { KultMarkerDropEvent } from '../events/kult-marker-drop.js';
import type { KultPassEvent } from '../events/kult-pass.js';
import type { KultPassModeChangeEvent } from '../events/kult-pass-mode-change.js';
import type { KultSpotActivateEvent } from '../events/kult-spot-activate.js';
import { msg } from '../../src/i18n/catalog.js';
import type { JudgeMode } from '../kult-judge/kult-judge.component.js';
import '../kult-card/kult-card.js';
import '../kult-cross/kult-cross.js';
import '../kult-hand/kult-hand.js';
import '../kult-judge/kult-judge.js';
import '../kult-log/kult-log.js';
import { kultUI } from '../kult-ui.js';
import { seatReader } from '../seat-reader.js';
import type { Reader } from '../../src/i18n/words.js';
import '../kult-piles/kult-piles.js';
import '../kult-timing-bar/kult-timing-bar.js';
import '../kult-help/kult-help.js';
import type { KultHelp } from '../kult-help/kult-help.js';
import type { KultTimingBar } from '../kult-timing-bar/kult-timing-bar.js';
import { keyStyles } from '../key-hint.styles.js';
import { keysHelpStyles } from './keys-help.styles.js';
import { TableFocus } from './table-focus.js';
import { shortcutList, shortcutOf, type Shortcut } from './shortcuts.js';
import {
  actionsAt, baseAt, candidatesAt, closest, markerMoves, plan, sameSelection, sourceOf, spotKey, suitsOf,
  type Plan, type Selection, type SpotRef,
} from './intent.js';
import { respondersFor } from './table-responders.js';
import type { Responder } from '../kult-timing-bar/responders.js';
import { styles } from './kult-table.styles.js';
import { outcomeStyles } from './outcome.styles.js';
import '../../src/i18n/en/table-words.js';

/** What the judge column shows: a judgement, how to read it, a line saying what act it is about, and for an attack what it would come to. */
interface Shown {
  readonly judgement: Judgement<unknown>;
  readonly mode: JudgeMode;
  readonly caption: string;
  readonly preview?: readonly string[];
}

type Repel = ActionOf<'repel'>;

const NONE: ReadonlySet<string> = new Set();

/**
 * The in-game table: what a player sees and touches. The opponent's Mystic
 * Cross with their hand (backs) and piles beside it on top, the player's own
 * below with the move panel, their hand and the population Pool beside it;
 * the timing bar, the rules judge and the match log in a rail beside the
 * board. On a phone, one column with the move panel and the hand at the
 * bottom, and the board, the judge and the log as views to switch between
 * (kult-table-layout.styles.ts).
 *
 * The table renders the port's snapshots (through a {@link MatchController})
 * and knows no rule: every highlight comes from `port.legalActions()`, every
 * explanation from `port.judge()`/`port.attempt()`. A gesture that matches no
 * legal action is still attempted, as the judge's closest candidate, so the
 * player sees the failing check; the port never sends an illegal act.
 *
 * - Click or Enter a hand card: its legal targets light; pointing at (or
 *   focusing) a target shows the judge's checklist for it; choosing it acts.
 *   A hand card dropped on a spot does the same in one gesture.
 * - Choose a spot of your own cross to move its markers (Sway inward; Repel
 *   outward, asking which Suit), to attack with its Being, or to use its
 *   abilities; or drag its markers.
 * - Step buttons (End step, Recruit, Don't attack, Discard nothing, a pending
 *   marker placement, a Weapon) show only when legal. Escape puts a chosen card back.
 * - Every act has a key (shortcuts.ts, listed by `?` in a help overlay): P passes,
 *   E ends the step, the digits press the numbered buttons and answer questions,
 *   A and H change when the table passes by itself, Shift and a digit toggle a step's stop.
 * - After every act focus lands on the next thing to do (table-focus.ts): the new
 *   primary button, the question asked, or Pass; while the opponent acts, on the hint.
 * - Every act of the opponent shows briefly in the judge ("Why this was
 *   legal"). What acts did (a combat's result, a card discarded at random,
 *   a marker taken) shows on a short banner above the timing bar; the one
 *   live region narrates the game in order (turns, the opponent's acts,
 *   every act's consequences). Pointing at an attack's target previews the
 *   combat ("7 vs 4"), with each Weapon that could be chosen.
 * - Each seat's race to win (Hub markers against the target) shows by its name.
 *
 * @example
 * html`<kult-table .port=${new LocalMatch()}></kult-table>`
 *
 * @csspart base - The whole table.
 * @csspart status - The opponent's connection, the notice, a pause.
 * @csspart result - Who won, and by which rule (when the game is over).
 * @csspart seat-theirs - The opponent's side.
 * @csspart seat-mine - The local player's side.
 * @csspart moves - The move panel (hints, step buttons, choosers).
 * @csspart judge - The judge column.
 * @csspart log - The log panel.
 * @csspart views - On a narrow table (a phone), the switcher between the board, the judge and the log.
 * @csspart outcome-banner - What the latest acts did.
 * @csspart score - A player's race to win.
 *
 * @cssprop --kult-table-card-width - Card width on the player's own cross and hand (the opponent's cross is 0.8 of it); unset, the table fits the cards to its width and the window's height.
 */
export class KultTable extends Localized {
  static override styles = [styles, outcomeStyles, keyStyles, keysHelpStyles];

  /** The match seen from one seat (LocalMatch for practice, FriendMatch for a friend match). */
  @property({ attribute: false }) port: MatchPort | null = null;

  /** How long an opponent's act stays in the judge column, in ms. */
  @property({ type: Number, attribute: 'opponent-judge-ms' }) opponentJudgeMs = 6000;

  /** How long the banner says what the latest acts did, in ms. */
  @property({ type: Number, attribute: 'banner-ms' }) bannerMs = 8000;

  /** Whether the log panel is open. */
  @property({ type: Boolean, attribute: 'log-open' }) logOpen = true;

  private readonly match = new MatchController<GameState, Action, KultGame>(this, null, (s) => this.receive(s));

  @state() private selection: Selection | null = null;
  /** Recruit onto chosen Stations: the Stations chosen so far (null: not choosing). */
  @state() private picking: readonly StationId[] | null = null;
  @state() private chooser: Chooser | null = null;
  @state() private hovered: Shown | null = null;
  /** The player's own last attempt, shown until the opponent acts. */
  @state() private attempted: Shown | null = null;
  @state() private hint: string | null = null;
  @state() private announcement = '';
  /** On a narrow table (a phone), which view shows above the hand: the board, the judge or the log. */
  @state() private view: TableView = 'board';

  private legal: Action[] = [];
  private responders: readonly Responder[] = [];
  /** The last plan and what it was made from: renders (hover, the clock) reuse it, so the crosses keep their highlight sets. */
  private planned: { sel: Selection | null; legal: readonly Action[]; view: GameState; plan: Plan } | null = null;
  private picked: { from: readonly StationId[]; keys: ReadonlySet<string> } | null = null;
  private logLength = -1;
  private readonly notice = new OpponentNotice(this, () => this.opponentJudgeMs);
  private readonly banner = new OutcomeBanner(this, () => this.bannerMs);
  private readonly narration = new Narration();
  private readonly clock = new ResponseClock(this);
  /** Keeps keyboard focus on the next thing to do after every act (table-focus.ts). */
  private readonly focusKeeper = new TableFocus(this, () => this.nextFocus());
  /** The spot under the pointer or focus, to judge again when the selection changes. */
  private pointed: SpotRef | null = null;
  /** What the judge column shows now, and what it showed while the player last looked at a phone's Judge view. */
  private judged: Shown | null = null;
  private judgeSeen: Judgement<unknown> | null = null;

  override connectedCallback(): void {
    super.connectedCallback();
    this.addEventListener('keydown', this.onKeydown);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.removeEventListener('keydown', this.onKeydown);
  }

  override willUpdate(changed: Map<PropertyKey, unknown>): void {
    if (changed.has('port')) {
      this.notice.reset();
      this.banner.reset();
      this.narration.reset();
      this.announcement = '';
      this.logLength = -1;
      this.selection = null;
      this.picking = null;
      this.chooser = null;
      this.attempted = null;
      this.hovered = null;
      this.match.port = this.port;
    }
  }

  /**
   * Shows a move without making it (a lesson's hint): picks up what `action` starts from, so its
   * targets light as if the player had chosen it; a move taken directly lights nothing more.
   */
  suggest(action: Action): void {
    const s = this.match.snapshot;
    if (!s) return;
    this.chooser = null;
    this.picking = null;
    this.selection = sourceOf(action, s.view, s.me);
  }

  /** The legal actions of the current snapshot (for tests and tools). */
  get legalActions(): readonly Action[] {
    return this.legal;
  }

  // ---------------------------------------------------------------------------------------
  // Snapshots

  private receive(s: MatchSnapshot): void {
    const port = this.match.port;
    this.legal = port ? port.legalActions() : [];
    this.responders = port ? respondersFor(s.view, s.me, this.legal, port.game.cards, (a) => port.judge(a)) : [];
    if (s.log.length !== this.logLength) {
      this.logLength = s.log.length;
      this.chooser = null;
      this.hovered = null;
      // A pending choice of mine is answered on the table: nothing stays in hand meanwhile.
      this.selection = s.view.pending?.player === s.me ? null : this.stillValid(this.selection, s);
      if (this.picking && s.view.step !== 'recruit') this.picking = null;
    }
    this.noticeOpponent(s);
    this.clock.follow(s.responseDeadline);
  }

  /** A selection survives a new snapshot only while its card is where it was. */
  private stillValid(sel: Selection | null, s: MatchSnapshot): Selection | null {
    if (!sel) return null;
    if (sel.kind === 'hand') return s.view.players.find((p) => p.id === s.me)?.hand.includes(sel.iid) ? sel : null;
    return baseAt(s.view, s.me, sel.spot) === sel.iid ? sel : null;
  }

  /** Shows the opponent's newest act in the judge for a moment; the banner and the one live region say what the new acts did. */
  private noticeOpponent(s: MatchSnapshot): void {
    const port = this.match.port;
    if (port) {
      const ui = kultUI(port.game.cards);
      this.banner.follow(s.log, ui, s.view, s.me);
      const said = this.narration.follow(s.log, ui, s.view, s.me);
      if (said) this.announcement = said;
    }
    const fresh = this.notice.follow(s);
    if (fresh.length === 0) return;
    if (this.notice.shown && fresh.includes(this.notice.shown)) this.attempted = null;
  }

  /** Whether the judge shows a refused move or the opponent's act the player has not seen in a phone's Judge view. */
  private judgeNews(shown: Shown | null): boolean {
    if (this.view === 'judge' || !shown || shown.judgement === this.judgeSeen) return false;
    return shown.mode === 'opponent' || (shown.mode === 'attempt' && !shown.judgement.ok);
  }

  override updated(): void {
    if (this.view === 'judge') this.judgeSeen = this.judged?.judgement ?? null;
  }

  /** An act about to be made (a caption, a chooser's option), named in the current view. */
  private describe(action: Action, s: MatchSnapshot): string {
    const port = this.match.port;
    if (!port) return action.type;
    return describeAction(action, s.view, port.game.cards, { me: s.me });
  }

  /** A logged act, named as it was when played (its recap), the way the log names it. */
  private describeEntry(e: LogEntry, s: MatchSnapshot): string {
    const port = this.match.port;
    return port ? kultUI(port.game.cards).describeAct(e, s.view, s.me, null) : e.action.type;
  }

  // ---------------------------------------------------------------------------------------
  // Acting

  /** Attempts an action through the port: an illegal one is judged, shown and never sent. */
  private act(action: Action): Judgement<unknown> | null {
    const port = this.match.port;
    const s = this.match.snapshot;
    if (!port || !s) return null;
    const caption = msg('table.judge.attempt', { act: this.describe(action, s) });
    const j = port.attempt(action);
    this.attempted = { judgement: j, mode: 'attempt', caption };
    this.notice.dismiss();
    this.hovered = null;
    this.hint = null;
    if (j.ok) {
      this.selection = null;
      this.chooser = null;
      this.picking = null;
      this.focusKeeper.soon();
    }
    return j;
  }

  /** Attempts the candidate the judge finds closest to legal (so a refusal names the real reason). */
  private tryClosest(candidates: readonly Action[]): void {
    const port = this.match.port;
    if (!port) return;
    const best = closest(candidates, (a) => port.judge(a));
    if (best) this.act(best.action);
  }

  private currentPlan(sel: Selection | null = this.selection): Plan | null {
    const s = this.match.snapshot;
    if (!s) return null;
    const last = this.planned;
    if (last && last.sel === sel && last.legal === this.legal && last.view === s.view) return last.plan;
    const made = plan(sel, this.legal, s.view, s.me);
    if (sel === this.selection) this.planned = { sel, legal: this.legal, view: s.view, plan: made };
    return made;
  }

  private pickedKeys(me: PlayerId, picking: readonly StationId[]): ReadonlySet<string> {
    if (this.picked?.from !== picking) this.picked = { from: picking, keys: new Set(picking.map((x) => spotKey(me, x))) };
    return this.picked.keys;
  }

  private ask(actions: readonly Action[], title = msg('table.choose.which')): void {
    const s = this.match.snapshot;
    if (!s) return;
    const repels = actions.filter((a): a is Repel => a.type === 'repel');
    if (repels.length === actions.length && repels.length > 0) {
      this.askSuit(repels);
      return;
    }
    this.chooser = { title, options: actions.map((action) => ({ label: this.describe(action, s), action })) };
    this.focusChooser();
  }

  private askSuit(repels: readonly Repel[]): void {
    const s = this.match.snapshot;
    const first = repels[0];
    if (!s || !first) return;
    const spot = (x: MarkerSpot | 'pool') => (x === 'pool' ? msg('log.spot.pool') : x === 'hub' ? msg('log.spot.hub') : x);
    this.chooser = {
      title: msg('table.choose.suit', { from: spot(first.from), to: spot(first.to) }),
      options: suitsOf(repels).map((suit) => ({ label: msg(`suit.${suit}`), action: repels.find((r) => r.suit === suit)!, suit })),
    };
    this.focusChooser();
  }

  private focusChooser(): void {
    this.focusKeeper.soon(true);
  }

  private readonly onCardSelect = (e: KultCardSelectEvent): void => {
    const iid = e.detail.iid;
    this.chooser = null;
    this.picking = null;
    this.hint = null;
    const next: Selection = { kind: 'hand', iid };
    this.selection = sameSelection(this.selection, next) ? null : next;
  };

  private readonly onSpotActivate = (e: KultSpotActivateEvent): void => {
    this.activate({ player: e.detail.player, spot: e.detail.spot, iid: e.detail.iid });
  };

  /** A spot was chosen (click, Enter, or a drop): act, ask, select, or try and explain. */
  private activate(at: SpotRef): void {
    const s = this.match.snapshot;
    const port = this.match.port;
    if (!s || !port || at.spot === 'pool') return;
    const me = s.me;
    this.chooser = null;
    this.hint = null;
    if (this.picking) {
      if (at.player === me && at.spot !== 'hub') this.togglePick(at.spot);
      return;
    }
    const sel = this.selection;
    if (sel?.kind === 'spot' && at.player === me && at.spot === sel.spot) {
      this.selection = null;
      return;
    }
    const p = this.currentPlan()!;
    const here = actionsAt(p, at);
    if (here.length === 1) {
      this.act(here[0]!);
      return;
    }
    if (here.length > 1) {
      this.ask(here);
      return;
    }
    const own = at.player === me;
    const pickUp = (): void => {
      this.selection = { kind: 'spot', spot: at.spot as MarkerSpot, iid: at.iid };
    };
    if (!sel) {
      const pending = candidatesAt(null, at, s.view, port.game.cards, me);
      if (pending.length > 0) this.tryClosest(pending);
      else if (own) pickUp();
      else this.hint = msg('table.hint.chooseFirst');
      return;
    }
    // Another spot of one's own cross that starts a legal move: choosing it switches to it.
    if (sel.kind === 'spot' && own && this.currentPlan(null)!.sources.has(spotKey(me, at.spot))) {
      pickUp();
      return;
    }
    const candidates = candidatesAt(sel, at, s.view, port.game.cards, me);
    if (candidates.length > 0) this.tryClosest(candidates);
    else if (own && sel.kind === 'spot') pickUp();
  }

  private readonly onCardDrop = (e: KultCardDropEvent): void => {
    const s = this.match.snapshot;
    if (!s) return;
    this.selection = { kind: 'hand', iid: e.detail.iid };
    this.picking = null;
    this.activate({ player: e.detail.player, spot: e.detail.spot, iid: baseAt(s.view, e.detail.player, e.detail.spot) });
  };

  private readonly onMarkerDrop = (e: KultMarkerDropEvent): void => {
    const s = this.match.snapshot;
    if (!s) return;
    const { player, from, to } = e.detail;
    this.chooser = null;
    if (player !== s.me) {
      this.hint = msg('table.hint.ownOnly');
      return;
    }
    this.hint = null;
    const moves = this.legal.filter((a) => (a.type === 'sway' || a.type === 'repel') && a.from === from && a.to === to);
    const sway = moves.find((a) => a.type === 'sway');
    if (sway) {
      this.act(sway);
      return;
    }
    const repels = moves.filter((a): a is Repel => a.type === 'repel');
    if (repels.length > 0) {
      this.askSuit(repels);
      return;
    }
    this.tryClosest(markerMoves(s.me, from, to));
  };

  private readonly onPass = (e: KultPassEvent): void => {
    this.act(e.detail.action as Action); // one of this.legal, handed back
  };

  private readonly onPassMode = (e: KultPassModeChangeEvent): void => {
    this.match.port?.configure({ mode: e.detail.mode, stops: e.detail.stops });
  };

  private readonly onHold = (e: KultHoldChangeEvent): void => {
    this.match.port?.configure({ hold: e.detail.value });
  };

  private readonly onKeydown = (e: KeyboardEvent): void => {
    if (e.defaultPrevented) return;
    const key = shortcutOf(e);
    if (!key) return;
    // The help overlay is modal: its own Escape closes it.
    if (this.help?.open) return;
    if (this.runShortcut(key)) e.preventDefault();
  };

  /** Does what a shortcut means now; false when it means nothing here (the key then does what it would). */
  private runShortcut(k: Shortcut): boolean {
    const s = this.match.snapshot;
    const port = this.match.port;
    if (!s || !port) return false;
    switch (k.id) {
      case 'cancel':
        if (!this.selection && !this.chooser && !this.picking) return false;
        this.selection = null;
        this.chooser = null;
        this.picking = null;
        this.hovered = null;
        this.focusKeeper.soon();
        return true;
      case 'help':
        void this.help?.show();
        return true;
      case 'pass': {
        const pass = this.legal.find((a) => a.type === 'pass');
        if (pass) this.act(pass);
        else this.hint = msg('keys.none', { key: 'P' });
        return true;
      }
      case 'end': {
        const end = this.legal.find((a) => a.type === 'endStep' || a.type === 'declineAttack' || (a.type === 'recruit' && !a.accept) || (a.type === 'discard' && a.card === null));
        if (end) this.act(end);
        else this.hint = msg('keys.none', { key: 'E' });
        return true;
      }
      case 'option':
        return this.pressNumbered(k.n!);
      case 'mode': {
        const mode = PASS_MODES[(PASS_MODES.indexOf(s.settings.mode) + 1) % PASS_MODES.length]!;
        port.configure({ mode });
        this.hint = msg('keys.now.mode', { mode: msg(`timing.mode.${mode}`) });
        return true;
      }
      case 'hold':
        port.configure({ hold: !s.settings.hold });
        this.hint = msg(s.settings.hold ? 'keys.now.hold.off' : 'keys.now.hold.on');
        return true;
      case 'stop': {
        const step = kultUI(port.game.cards).steps[k.n! - 1];
        if (!step) return false;
        const on = s.settings.stops.includes(step);
        port.configure({ mode: 'steps', stops: on ? s.settings.stops.filter((x) => x !== step) : [...s.settings.stops, step] });
        this.hint = msg(on ? 'keys.now.stop.off' : 'keys.now.stop.on', { step: msg(`step.${step}`) });
        return true;
      }
      case 'log':
        this.logOpen = !this.logOpen;
        if (this.logOpen) void this.updateComplete.then(() => this.focusKeeper.into(this.renderRoot.querySelector('kult-log')));
        return true;
      case 'hand':
        return this.focusKeeper.into(this.renderRoot.querySelector('kult-hand.mine'));
      case 'cross':
        return this.focusKeeper.into(this.renderRoot.querySelector('kult-cross.mine'));
    }
  }

  /** The digit `n`: the chooser's answer n, else the move panel's button n. */
  private pressNumbered(n: number): boolean {
    const c = this.chooser;
    if (c) {
      const o = c.options[n - 1];
      if (o) this.act(o.action);
      return !!o;
    }
    const b = this.renderRoot.querySelector<HTMLButtonElement>(`.moves button[data-key="${n}"]:not([disabled])`);
    b?.click();
    return !!b;
  }

  private get help(): KultHelp | null {
    return this.renderRoot.querySelector('kult-help');
  }

  /**
   * Where focus goes when it has nowhere better to be: the open question, the Stations being
   * picked, Pass in a window of mine, the step's primary button, else the hint that says whom
   * play waits for.
   */
  private nextFocus(): HTMLElement | null {
    const root = this.renderRoot;
    const q = (sel: string) => root.querySelector<HTMLElement>(sel);
    if (this.chooser) return q('.chooser select, .chooser button.option');
    if (this.picking) return q('.moves button[data-act="recruit-picked"]:not([disabled]), .moves button[data-act="cancel"]');
    const pass = this.shownPass();
    if (pass) return pass;
    return q('.moves button.primary:not([disabled])') ?? q('.moves button.act:not([disabled])') ?? q('.moves .hint');
  }

  /**
   * The Pass button the player sees: the timing bar's, or where the bar is below the board (a
   * narrower table) the one beside the move panel. A hidden button takes no focus.
   */
  shownPass(): HTMLButtonElement | null {
    if (!this.legal.some((a) => a.type === 'pass')) return null;
    const bar = this.renderRoot.querySelector<KultTimingBar>('kult-timing-bar');
    const candidates = [bar?.passButton ?? null, this.renderRoot.querySelector<HTMLButtonElement>('button.dock-pass')];
    return candidates.find((b): b is HTMLButtonElement => !!b && !b.disabled && b.getClientRects().length > 0) ?? null;
  }

  private togglePick(station: StationId): void {
    const picked = this.picking ?? [];
    this.picking = picked.includes(station) ? picked.filter((x) => x !== station) : [...picked, station];
  }

  // ---------------------------------------------------------------------------------------
  // Pointing: the judge's answer for the spot under the pointer or focus

  /**
   * The spot a pointer or focus event is about. Moves inside a cross's shadow
   * root reach the cross without a relatedTarget only as pointermove and
   * keyup (pointerover/focusin between two spots stop at the shadow root), so
   * those are listened to, and keyup reads the cross's focused spot.
   */
  private spotFrom(e: Event): SpotRef | null {
    const s = this.match.snapshot;
    const cross = e.currentTarget as HTMLElement & { player: PlayerId };
    const focused = e.type === 'keyup' ? cross.shadowRoot?.activeElement : null;
    const el = focused instanceof HTMLElement ? focused : e.composedPath().find((n): n is HTMLElement => n instanceof HTMLElement && n.dataset['spot'] !== undefined);
    if (el?.dataset['spot'] === undefined) return null;
    if (!s) return null;
    const spot = el.dataset['spot'] as MarkerSpot;
    return { player: cross.player, spot, iid: baseAt(s.view, cross.player, spot) };
  }

  private readonly onPoint = (e: Event): void => {
    const at = this.spotFrom(e);
    if (!at) return;
    if (this.pointed && this.pointed.player === at.player && this.pointed.spot === at.spot && this.hovered) return;
    this.pointed = at;
    this.hovered = this.judgeAt(at);
  };

  private readonly onUnpoint = (): void => {
    this.pointed = null;
    this.hovered = null;
  };

  /** What the judge would say about choosing `at` now (null when it would mean nothing to judge). */
  private judgeAt(at: SpotRef): Shown | null {
    const s = this.match.snapshot;
    const port = this.match.port;
    if (!s || !port || this.picking) return null;
    const sel = this.selection;
    if (sel?.kind === 'spot' && at.player === s.me && at.spot === sel.spot) return null;
    const p = this.currentPlan()!;
    const legal = actionsAt(p, at)[0];
    const pick = legal ? { action: legal, judgement: port.judge(legal) } : closest(candidatesAt(sel, at, s.view, port.game.cards, s.me), (a) => port.judge(a));
    if (!pick) return null;
    const a = pick.action;
    const preview = a.type === 'attack' ? attackPreview(port.game.cards, s.view, a.attacker, a.target) : [];
    return { judgement: pick.judgement, mode: 'hover', caption: msg('table.judge.hover', { act: this.describe(a, s) }), ...(preview.length > 0 ? { preview } : {}) };
  }

  // ---------------------------------------------------------------------------------------
  // Rendering

  override render(): TemplateResult {
    const s = this.match.snapshot;
    const port = this.match.port;
    if (!s || !port) return html`<p class="waiting" role="status">${msg('table.waiting')}</p>`;
    const view = s.view;
    const me = s.me;
    const mine = view.players.find((p) => p.id === me);
    // The other seats clockwise from this one (opponent-seats.ts): one opponent sits across the
    // board as it always did; two or more sit in a row above it, each with its own cross.
    const around = seatsAround(view, me);
    const theirs = view.players.find((p) => p.id === around[0]);
    const many = around.length > 1;
    const p = this.currentPlan()!;
    const highlights = this.picking ? this.pickedKeys(me, this.picking) : p.highlights;
    const stop = this.stopFor(s);
    const selectedSpot = this.selection?.kind === 'spot' ? spotKey(me, this.selection.spot) : null;
    const selectedCard = this.selection?.kind === 'hand' ? this.selection.iid : null;
    const handLights = this.selection ? NONE : p.highlights;
    const myName = msg('table.you', { major: port.game.cards.cards.get(mine?.major ?? '')?.name ?? me });
    const theirName = this.nameOf(view, theirs?.id ?? '');
    // Whom the hint says play waits for: whoever holds the floor, when it is not this seat.
    const holder = floorHolder(view);
    const waitName = holder !== me && view.players.some((x) => x.id === holder) ? this.nameOf(view, holder) : theirName;
    return html`<div class="table ${many ? 'many' : ''}" part="base" role="region" aria-label=${msg('table.label')} data-status=${s.status} data-step=${view.step} data-view=${this.view} data-seats=${view.players.length} style=${`--_n: ${Math.max(1, around.length)}`}>
      ${s.status === 'ended' ? renderResult(s, (p) => this.nameOf(s.view, p), this.judgeReader()) : nothing}
      <div class="main">
        <div class="board ${many ? 'many' : ''}" id="view-board">
          ${many
            ? html`<div class="opponents" role="group" aria-label=${msg('table.opponents.label')}>
                ${around.map((id) => this.renderOpponent(view, id, highlights, true))}
                ${renderStatus(s, theirName, true)}
              </div>`
            : theirs
              ? this.renderOpponent(view, theirs.id, highlights, false, renderStatus(s, theirName))
              : nothing}
          ${mine
            ? html`<section class="seat mine" part="seat-mine" aria-label=${msg('table.seat.mine')}>
                ${this.renderCross('mine', view, me, myName, highlights, selectedSpot)}
                <div class="seat-side dock">
                  <h2 class="seat-name mine">${myName}</h2>
                  ${renderScore(view, me)}
                  ${renderMoves(this.moveHost(s, waitName), p)}
                  ${this.renderDockPass()}
                  <kult-hand
                    class="hand mine"
                    .view=${view}
                    .player=${me}
                    .cards=${port.game.cards}
                    .highlights=${handLights}
                    .selected=${selectedCard}
                    player-name=${myName}
                    @kult-card-select=${this.onCardSelect}
                  ></kult-hand>
                </div>
                <kult-piles
                  class="mine ${p.highlights.has('pool') ? 'pool-lit' : ''}"
                  show-pool
                  .view=${view}
                  .player=${me}
                  .cards=${port.game.cards}
                  player-name=${myName}
                  @kult-marker-drop=${this.onMarkerDrop}
                ></kult-piles>
              </section>`
            : nothing}
        </div>
        <aside class="side">
          ${this.banner.render()}
          <kult-timing-bar
            .view=${view}
            .me=${me}
            .legal=${this.legal}
            .ui=${kultUI(port.game.cards)}
            .responders=${this.responders}
            .mode=${s.settings.mode}
            .stops=${s.settings.stops}
            .hold=${s.settings.hold}
            .names=${many ? this.seatNames(view) : null}
            .publicAutoPass=${s.opponent !== 'local'}
            .stopWhy=${stop?.why ?? null}
            .stopCode=${stop?.stop ?? null}
            .clockMs=${this.clock.leftMs}
            .clockTotalMs=${this.clock.totalMs}
            @kult-pass=${this.onPass}
            @kult-pass-mode-change=${this.onPassMode}
            @kult-hold-change=${this.onHold}
          ></kult-timing-bar>
          ${this.renderJudge(s)}
          ${this.renderLog(s)}
          <button type="button" class="keys-help" aria-keyshortcuts="?" data-keylabel="?" @click=${() => void this.help?.show()}>${msg('keys.help.title')}</button>
        </aside>
        ${renderViews(this.view, { log: s.log.length, judgeNews: this.judgeNews(this.judged) }, (v) => (this.view = v))}
      </div>
      <kult-help .lines=${shortcutList()}></kult-help>
      <div class="sr" role="status" aria-live="polite" aria-atomic="true" aria-label=${msg('table.announce.label')}>${this.announcement}</div>
    </div>`;
  }

  /**
   * Where the timing bar is not beside the board (a narrow table, a phone), its Pass button is
   * repeated beside the move panel: the main button of a response window stays at hand. The
   * styles show one of the two (kult-table-layout.styles.ts).
   */
  private renderDockPass(): TemplateResult | typeof nothing {
    const pass = this.legal.find((a) => a.type === 'pass');
    if (!pass) return nothing;
    return html`<button type="button" class="act primary dock-pass" data-act="pass" @click=${() => this.act(pass)}>${msg('timing.pass')}</button>`;
  }

  /**
   * One opponent's seat: their cross (smaller than the player's), name, race to win, hand (backs)
   * and piles. At a table of three or more (`many`) each seat is a box of its own in the row above
   * the board, marked when it is their turn or they hold the floor; with one opponent its parts
   * sit in the board's grid, the status under them.
   */
  private renderOpponent(view: GameState, id: PlayerId, highlights: ReadonlySet<string>, many: boolean, status: TemplateResult | typeof nothing = nothing): TemplateResult {
    const cards = this.match.port!.game.cards;
    const name = this.nameOf(view, id);
    const at = many ? seatMoment(view, id) : null;
    return html`<section
      class="seat theirs"
      part="seat-theirs"
      data-player=${id}
      data-active=${at?.active ? 'true' : nothing}
      data-floor=${at?.floor ? 'true' : nothing}
      aria-label=${msg('table.seat.theirs', { player: name })}
    >
      ${this.renderCross('theirs', view, id, name, highlights, null)}
      <div class="seat-side">
        <h2 class="seat-name">${name}</h2>
        ${at ? renderSeatMarks(at) : nothing}
        ${renderScore(view, id)}
        <kult-hand class="hand theirs" .hidden=${true} .view=${view} .player=${id} .cards=${cards} player-name=${name}></kult-hand>
        <kult-piles .view=${view} .player=${id} .cards=${cards} player-name=${name}></kult-piles>
        ${status}
      </div>
    </section>`;
  }

  /** How the timing bar names each seat at a table of three or more (by its Major, as the seats are), kept while the view is the same. */
  private seatNames(view: GameState): (seat: string) => string {
    if (this.namesFor?.view !== view) this.namesFor = { view, names: (seat) => this.nameOf(view, seat) };
    return this.namesFor.names;
  }

  private namesFor: { readonly view: GameState; readonly names: (seat: string) => string } | null = null;

  private nameOf(view: GameState, player: PlayerId): string {
    const major = view.players.find((p) => p.id === player)?.major;
    return (major && this.match.port?.game.cards.cards.get(major)?.name) || player;
  }

  /** One seat's Mystic Cross; both seats take the same gestures (the plan decides what they mean). */
  private renderCross(side: 'mine' | 'theirs', view: GameState, player: PlayerId, name: string, highlights: ReadonlySet<string>, selectedSpot: string | null): TemplateResult {
    return html`<kult-cross
      class="cross ${side}"
      .view=${view}
      .player=${player}
      .cards=${this.match.port!.game.cards}
      .highlights=${highlights}
      .selectedSpot=${selectedSpot}
      player-name=${name}
      @kult-spot-activate=${this.onSpotActivate}
      @kult-card-drop=${this.onCardDrop}
      @kult-marker-drop=${this.onMarkerDrop}
      @pointermove=${this.onPoint}
      @focusin=${this.onPoint}
      @keyup=${this.onPoint}
      @pointerleave=${this.onUnpoint}
      @focusout=${this.onUnpoint}
    ></kult-cross>`;
  }

  /**
   * Why the table waits for the player in this window: auto-pass's own decision (src/app/auto-pass.ts),
   * made as the port makes it (in practice with the hand, in a friend match on public information
   * only); null when the table passes by itself or the player holds no window.
   */
  private stopFor(s: MatchSnapshot): Extract<AutoPass, { by: 'player' }> | null {
    const port = this.match.port;
    if (!port || s.status !== 'playing') return null;
    const canAct = s.opponent === 'local' ? { canAct: () => this.legal.some((a) => a.type !== 'pass') } : {};
    const d = autoPass({ game: port.game, state: s.view, me: s.me, settings: s.settings, ...canAct });
    return d?.by === 'player' ? d : null;
  }

  private cardName(view: GameState, iid: InstanceId): string {
    const id = view.cards[iid]?.card;
    return (id && this.match.port?.game.cards.cards.get(id)?.name) || iid;
  }

  private moveHost(s: MatchSnapshot, theirName: string): MoveHost {
    return {
      view: s.view,
      me: s.me,
      status: s.status,
      theirName,
      legal: this.legal,
      selection: this.selection,
      picking: this.picking,
      chooser: this.chooser,
      hint: this.hint,
      describe: (a) => this.describe(a, s),
      cardName: (iid) => this.cardName(s.view, iid),
      act: (a) => void this.act(a),
      ask: (actions, title) => this.ask(actions, title),
      deselect: () => (this.selection = null),
      pick: (stations) => (this.picking = stations),
      closeChooser: () => (this.chooser = null),
    };
  }

  /** The judge shows what is pointed at, else the latest of the player's attempt and the opponent's act. */
  private renderJudge(s: MatchSnapshot): TemplateResult {
    const opp = this.notice.shown;
    const shown: Shown | null = this.hovered ?? this.attempted ?? (opp ? { judgement: opp.judgement, mode: 'opponent' as const, caption: msg('table.judge.opponent', { act: this.describeEntry(opp, s) }) } : null);
    this.judged = shown;
    return html`<section class="judge-slot" id="view-judge" part="judge" aria-label=${msg('table.judge.label')} data-mode=${shown?.mode ?? 'idle'}>
      ${shown
        ? html`<p class="caption ${shown.mode}">${shown.caption}</p>
            ${shown.preview ? html`<ul class="preview" part="preview">${shown.preview.map((line) => html`<li>${line}</li>`)}</ul>` : nothing}
            <kult-judge .judgement=${shown.judgement} mode=${shown.mode} heading-level="2" .reader=${this.judgeReader()} .wordsUrl=${this.port?.game.rules ?? null}></kult-judge>`
        : html`<p class="idle">${msg('table.judge.idle')}</p>`}
    </section>`;
  }

  /** The judge's checks read by this table's seat (an opponent's act says "Mara's Cast", not "your Cast"). */
  private judgeReader(): Reader | null {
    const port = this.match.port;
    const s = this.match.snapshot;
    return port && s ? seatReader(kultUI(port.game.cards), s.view, s.me) : null;
  }

  private renderLog(s: MatchSnapshot): TemplateResult {
    const port = this.match.port!;
    return html`<section class="log-panel ${this.logOpen ? 'open' : 'closed'}" id="view-log" part="log">
      <button type="button" class="log-toggle" aria-expanded=${this.logOpen ? 'true' : 'false'} aria-controls="log-body" @click=${() => (this.logOpen = !this.logOpen)}>
        <span aria-hidden="true" class="chevron">${this.logOpen ? '▾' : '▸'}</span> ${msg(this.logOpen ? 'table.log.hide' : 'table.log.show')}
        <span class="count">${s.log.length}</span>
      </button>
      <div id="log-body" ?hidden=${!this.logOpen}>
        ${this.logOpen ? html`<kult-log .log=${s.log} .view=${s.view} .me=${s.me} .ui=${kultUI(port.game.cards)} .wordsUrl=${port.game.rules}></kult-log>` : nothing}
      </div>
    </section>`;
  }
}
