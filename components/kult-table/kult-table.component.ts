import { html, LitElement, nothing, type TemplateResult } from 'lit';
import { property, state } from 'lit/decorators.js';
import { stopReason, type StopReason } from '../../src/kult/rules/window-turn.js';
import type { KultLogEntry as LogEntry, KultPort as MatchPort, KultSnapshot as MatchSnapshot } from '../kult-port.js';
import type { Action, ActionOf, GameState, InstanceId, Judgement, KultGame, MarkerSpot, PlayerId, StationId, Step } from '../../src/kult/index.js';
import { MatchController } from '../controllers/match-controller.js';
import { cleanText } from '../clean-text.js';
import { describeAction } from '../describe-action.js';
import { violationWords } from '../fair-play.js';
import type { KultAutoPassChangeEvent } from '../events/kult-auto-pass-change.js';
import type { KultCardDropEvent } from '../events/kult-card-drop.js';
import type { KultCardSelectEvent } from '../events/kult-card-select.js';
import type { KultHoldChangeEvent } from '../events/kult-hold-change.js';
import type { KultMarkerDropEvent } from '../events/kult-marker-drop.js';
import type { KultPassEvent } from '../events/kult-pass.js';
import type { KultSpotActivateEvent } from '../events/kult-spot-activate.js';
import { msg } from '../../src/i18n/catalog.js';
import { stationName } from '../kult-card/describe.js';
import { suitIcon } from '../kult-card/suit-icons.js';
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
import {
  actionsAt, baseAt, candidatesAt, closest, markerMoves, plan, sameSelection, spotKey, suitsOf,
  type Plan, type Selection, type SpotRef,
} from './intent.js';
import { respondersFor } from './table-responders.js';
import type { Responder } from '../kult-timing-bar/responders.js';
import { styles } from './kult-table.styles.js';

/** What the judge column shows: a judgement, how to read it, and a line saying what act it is about. */
interface Shown {
  readonly judgement: Judgement<unknown>;
  readonly mode: JudgeMode;
  readonly caption: string;
  /** The log entry it explains (an opponent's act). */
  readonly seq?: number;
}

/** A question with a few answers (which Suit, which caster…), each a ready action. */
interface Chooser {
  readonly title: string;
  readonly options: ReadonlyArray<{ readonly label: string; readonly action: Action; readonly suit?: ActionOf<'repel'>['suit'] }>;
}

type Repel = ActionOf<'repel'>;

const NONE: ReadonlySet<string> = new Set();
/** More answers than this go in a list box instead of a row of buttons. */
const MAX_BUTTONS = 4;

/**
 * The in-game table: what a player sees and touches. The opponent's Mystic
 * Cross, hand (backs) and piles on top, the player's own below with the
 * population Pool beside it and their hand underneath; the timing bar
 * between them; the rules judge and the match log in a side column.
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
 * - Every act of the opponent shows briefly in the judge ("Why this was
 *   legal") and is announced to screen readers.
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
 *
 * @cssprop --kult-table-card-width - Card width on the player's own cross (default 76px; the opponent's is 0.8 of it).
 */
export class KultTable extends LitElement {
  static override styles = styles;

  /** The match seen from one seat (LocalMatch for practice, FriendMatch for a friend match). */
  @property({ attribute: false }) port: MatchPort | null = null;

  /** How long an opponent's act stays in the judge column, in ms. */
  @property({ type: Number, attribute: 'opponent-judge-ms' }) opponentJudgeMs = 6000;

  /** Whether the log panel is open. */
  @property({ type: Boolean, attribute: 'log-open' }) logOpen = true;

  private readonly match = new MatchController<GameState, Action, KultGame>(this, null, (s) => this.receive(s));

  @state() private selection: Selection | null = null;
  /** Recruit onto chosen Stations: the Stations chosen so far (null: not choosing). */
  @state() private picking: readonly StationId[] | null = null;
  @state() private chooser: Chooser | null = null;
  @state() private hovered: Shown | null = null;
  @state() private shown: Shown | null = null;
  @state() private hint: string | null = null;
  @state() private announcement = '';
  @state() private now = Date.now();

  private legal: Action[] = [];
  private responders: readonly Responder[] = [];
  /** The last plan and what it was made from: renders (hover, the clock) reuse it, so the crosses keep their highlight sets. */
  private planned: { sel: Selection | null; legal: readonly Action[]; view: GameState; plan: Plan } | null = null;
  private picked: { from: readonly StationId[]; keys: ReadonlySet<string> } | null = null;
  private seenSeq: number | null = null;
  private logLength = -1;
  private opponentTimer: ReturnType<typeof setTimeout> | null = null;
  private clockTimer: ReturnType<typeof setInterval> | null = null;
  private clockDeadline: number | null = null;
  private clockTotal = 30_000;
  /** The spot under the pointer or focus, to judge again when the selection changes. */
  private pointed: SpotRef | null = null;

  override connectedCallback(): void {
    super.connectedCallback();
    this.addEventListener('keydown', this.onKeydown);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.removeEventListener('keydown', this.onKeydown);
    if (this.opponentTimer) clearTimeout(this.opponentTimer);
    if (this.clockTimer) clearInterval(this.clockTimer);
    this.opponentTimer = null;
    this.clockTimer = null;
  }

  override willUpdate(changed: Map<PropertyKey, unknown>): void {
    if (changed.has('port')) {
      this.seenSeq = null;
      this.logLength = -1;
      this.selection = null;
      this.picking = null;
      this.chooser = null;
      this.shown = null;
      this.hovered = null;
      this.match.port = this.port;
    }
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
    this.runClock(s.responseDeadline);
  }

  /** A selection survives a new snapshot only while its card is where it was. */
  private stillValid(sel: Selection | null, s: MatchSnapshot): Selection | null {
    if (!sel) return null;
    if (sel.kind === 'hand') return s.view.players.find((p) => p.id === s.me)?.hand.includes(sel.iid) ? sel : null;
    return baseAt(s.view, s.me, sel.spot) === sel.iid ? sel : null;
  }

  /** Shows the opponent's newest act in the judge for a moment, and announces the new acts. */
  private noticeOpponent(s: MatchSnapshot): void {
    const newest = s.log.reduce((m, e) => Math.max(m, e.seq), -1);
    if (this.seenSeq === null) {
      // What was in the log when the table was first shown is history, not news.
      this.seenSeq = newest;
      return;
    }
    const since = this.seenSeq;
    const fresh = s.log.filter((e) => e.seq > since && e.player !== s.me);
    this.seenSeq = Math.max(since, newest);
    if (fresh.length === 0) return;
    // The log's own live region speaks while it is open; otherwise the table does.
    if (!this.logOpen) this.announcement = fresh.map((e) => this.describe(e.action, s, e.step)).join('. ');
    // Passes are frequent and say little: the judge shows the newest act that is not one.
    const shown = [...fresh].reverse().find((e) => e.action.type !== 'pass');
    if (shown) this.showOpponent(shown, s);
  }

  private showOpponent(e: LogEntry, s: MatchSnapshot): void {
    this.shown = { judgement: e.judgement, mode: 'opponent', caption: msg('table.judge.opponent', { act: this.describe(e.action, s, e.step) }), seq: e.seq };
    if (this.opponentTimer) clearTimeout(this.opponentTimer);
    this.opponentTimer = setTimeout(() => {
      this.opponentTimer = null;
      if (this.shown?.seq === e.seq) this.shown = null;
    }, this.opponentJudgeMs);
  }

  /** Runs a small interval for the response clock while a deadline is set. */
  private runClock(deadline: number | null): void {
    if (deadline !== this.clockDeadline && deadline !== null) this.clockTotal = Math.max(1000, deadline - Date.now());
    this.clockDeadline = deadline;
    this.now = Date.now();
    if (deadline === null && this.clockTimer) {
      clearInterval(this.clockTimer);
      this.clockTimer = null;
    } else if (deadline !== null && !this.clockTimer) {
      this.clockTimer = setInterval(() => (this.now = Date.now()), 250);
    }
  }

  private describe(action: Action, s: MatchSnapshot, step?: LogEntry['step']): string {
    const port = this.match.port;
    if (!port) return action.type;
    return describeAction(action, s.view, port.game.cards, { me: s.me, ...(step ? { step: step as Step } : {}) });
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
    this.shown = { judgement: j, mode: 'attempt', caption };
    this.hovered = null;
    this.hint = null;
    if (j.ok) {
      this.selection = null;
      this.chooser = null;
      this.picking = null;
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
    void this.updateComplete.then(() => this.renderRoot.querySelector<HTMLElement>('.chooser select, .chooser button')?.focus());
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

  private readonly onAutoPass = (e: KultAutoPassChangeEvent): void => {
    this.match.port?.configure({ autoPass: e.detail.value });
  };

  private readonly onHold = (e: KultHoldChangeEvent): void => {
    this.match.port?.configure({ hold: e.detail.value });
  };

  private readonly onKeydown = (e: KeyboardEvent): void => {
    if (e.key !== 'Escape') return;
    if (!this.selection && !this.chooser && !this.picking) return;
    e.preventDefault();
    this.selection = null;
    this.chooser = null;
    this.picking = null;
    this.hovered = null;
  };

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
    return { judgement: pick.judgement, mode: 'hover', caption: msg('table.judge.hover', { act: this.describe(pick.action, s) }) };
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
    const theirs = view.players.find((p) => p.id !== me);
    const p = this.currentPlan()!;
    const highlights = this.picking ? this.pickedKeys(me, this.picking) : p.highlights;
    const selectedSpot = this.selection?.kind === 'spot' ? spotKey(me, this.selection.spot) : null;
    const selectedCard = this.selection?.kind === 'hand' ? this.selection.iid : null;
    const handLights = this.selection ? NONE : p.highlights;
    const myName = msg('table.you', { major: port.game.cards.cards.get(mine?.major ?? '')?.name ?? me });
    const theirName = this.nameOf(view, theirs?.id ?? '');
    return html`<div class="table" part="base" role="region" aria-label=${msg('table.label')} data-status=${s.status} data-step=${view.step}>
      ${s.status === 'ended' ? this.renderResult(s) : nothing}
      <div class="main">
        <div class="board">
          ${theirs
            ? html`<section class="seat theirs" part="seat-theirs" aria-label=${msg('table.seat.theirs', { player: theirName })}>
                <div class="seat-body">
                  ${this.renderCross('theirs', view, theirs.id, theirName, highlights, null)}
                  <div class="seat-side">
                    <h2 class="seat-name">${theirName}</h2>
                    <kult-hand class="hand theirs" .hidden=${true} .view=${view} .player=${theirs.id} .cards=${port.game.cards} player-name=${theirName}></kult-hand>
                    <kult-piles .view=${view} .player=${theirs.id} .cards=${port.game.cards} player-name=${theirName}></kult-piles>
                    ${this.renderStatus(s, theirName)}
                  </div>
                </div>
              </section>`
            : nothing}
          <kult-timing-bar
            .view=${view}
            .me=${me}
            .legal=${this.legal}
            .ui=${kultUI(port.game.cards)}
            .responders=${this.responders}
            .autoPass=${s.settings.autoPass}
            .hold=${s.settings.hold}
            .publicAutoPass=${s.opponent !== 'local'}
            .autoStop=${this.autoStop(s)}
            .clockMs=${s.responseDeadline === null ? null : Math.max(0, s.responseDeadline - this.now)}
            .clockTotalMs=${this.clockTotal}
            @kult-pass=${this.onPass}
            @kult-auto-pass-change=${this.onAutoPass}
            @kult-hold-change=${this.onHold}
          ></kult-timing-bar>
          ${mine
            ? html`<section class="seat mine" part="seat-mine" aria-label=${msg('table.seat.mine')}>
                <div class="seat-body">
                  ${this.renderCross('mine', view, me, myName, highlights, selectedSpot)}
                  <div class="seat-side">
                    <h2 class="seat-name mine">${myName}</h2>
                    ${this.renderMoves(s, p, theirName)}
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
                    <kult-piles
                      class=${p.highlights.has('pool') ? 'pool-lit' : ''}
                      show-pool
                      .view=${view}
                      .player=${me}
                      .cards=${port.game.cards}
                      player-name=${myName}
                      @kult-marker-drop=${this.onMarkerDrop}
                    ></kult-piles>
                  </div>
                </div>
              </section>`
            : nothing}
        </div>
        <aside class="side">
          ${this.renderJudge()}
          ${this.renderLog(s)}
        </aside>
      </div>
      <div class="sr" aria-live="polite" aria-atomic="true" aria-label=${msg('table.announce.label')}>${this.announcement}</div>
    </div>`;
  }

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
   * In a friend match with auto-pass on, why the table waits for the player in this window (the
   * same public rule FriendMatch passes by, src/app/auto-pass.ts); null when it passes by itself,
   * in practice, or when the player holds no window.
   */
  private autoStop(s: MatchSnapshot): StopReason | null {
    const port = this.match.port;
    if (!port || s.opponent === 'local' || !s.view.window || s.status !== 'playing') return null;
    if (!s.settings.autoPass || s.settings.hold) return null;
    return this.legal.some((a) => a.type === 'pass') ? stopReason(s.view, s.me, port.game.cards) : null;
  }

  private renderStatus(s: MatchSnapshot, theirName: string): TemplateResult {
    const conn = s.opponent;
    return html`<div class="status" part="status">
      <span class="conn ${conn}" data-conn=${conn} role="status">
        <span class="dot" aria-hidden="true"></span>${msg(`table.conn.${conn}`, { player: theirName })}
      </span>
      ${s.status === 'paused' ? html`<span class="paused">${msg('table.status.paused')}</span>` : nothing}
      ${s.status === 'stopped' ? html`<span class="desync" role="alert">${s.stop ? violationWords(s.stop) : msg('table.status.stopped')}</span>` : nothing}
      ${s.notice ? html`<span class="notice" role="status">${cleanText(s.notice)}</span>` : nothing}
    </div>`;
  }

  private renderResult(s: MatchSnapshot): TemplateResult {
    const v = s.view;
    const outcome = v.winner === null ? 'draw' : v.winner === s.me ? 'won' : 'lost';
    return html`<div class="result" part="result" data-outcome=${outcome} role="status">
      <strong>${outcome === 'won' ? msg('table.result.won') : outcome === 'lost' ? msg('table.result.lost', { player: this.nameOf(v, v.winner!) }) : msg('table.result.draw')}</strong>
      ${v.ended ? html`<span class="why">${msg('table.result.why', { rule: v.ended.rule, says: v.ended.says })}</span>` : nothing}
    </div>`;
  }

  private renderMoves(s: MatchSnapshot, p: Plan, theirName: string): TemplateResult {
    return html`<section class="moves" part="moves" aria-labelledby="moves-h">
      <h3 id="moves-h" class="sr">${msg('table.moves.heading')}</h3>
      <p class="hint" role="status">${this.hintText(s, p, theirName)}</p>
      ${this.chooser ? this.renderChooser(this.chooser) : this.picking ? this.renderPicking() : this.renderButtons(s, p)}
    </section>`;
  }

  private hintText(s: MatchSnapshot, p: Plan, theirName: string): string {
    if (this.hint) return this.hint;
    if (s.status === 'ended') return msg('table.hint.ended');
    if (this.picking) return msg('table.hint.pick');
    const sel = this.selection;
    if (sel?.kind === 'hand') {
      const card = this.cardName(s.view, sel.iid);
      return msg(p.byKey.size > 0 || p.menu.length > 0 ? 'table.hint.hand' : 'table.hint.hand.none', { card });
    }
    if (sel?.kind === 'spot') {
      const spot = this.spotWords(s.view, s.me, sel.spot);
      return msg(p.byKey.size > 0 || p.menu.length > 0 ? 'table.hint.spot' : 'table.hint.spot.none', { spot });
    }
    if (this.legal.length === 0) return msg('table.hint.waiting', { player: theirName });
    return msg(s.view.window ? 'table.hint.window' : 'table.hint.yours');
  }

  private cardName(view: GameState, iid: InstanceId): string {
    const id = view.cards[iid]?.card;
    return (id && this.match.port?.game.cards.cards.get(id)?.name) || iid;
  }

  private spotWords(view: GameState, me: PlayerId, spot: MarkerSpot): string {
    if (spot === 'hub') return msg('table.spot.hub');
    const base = baseAt(view, me, spot);
    const card = base ? this.cardName(view, base) : null;
    return card ? msg('table.spot.station', { station: stationName(spot), card }) : msg('table.spot.empty', { station: stationName(spot) });
  }

  private renderButtons(s: MatchSnapshot, p: Plan): TemplateResult | typeof nothing {
    const buttons: TemplateResult[] = [];
    const v = s.view;
    if (this.selection) {
      // The chosen card's abilities (each one button: it acts, or asks which target and which
      // Repel pays), its plays that land nowhere on the table, and Repels to the Pool (which
      // can also be dragged there).
      const pool = p.byKey.get('pool') ?? [];
      const abilities = new Map<number, Action[]>();
      for (const a of [...p.menu, ...new Set([...p.byKey.values()].flat())]) {
        if (a.type === 'ability') abilities.set(a.index, [...(abilities.get(a.index) ?? []), a]);
      }
      for (const [index, group] of abilities) {
        const first = group[0] as ActionOf<'ability'>;
        const label = msg('table.act.ability', { card: this.cardName(s.view, first.card) });
        buttons.push(this.button(group.length === 1 ? this.describe(first, s) : label, () => (group.length === 1 ? this.act(first) : this.ask(group, label)), 'ability'));
      }
      // A card's plays that land nowhere: a button each, or one that asks when there are many
      // (Fly in the Ointment names a player and a Suit; Faith Shortcut a marker's path).
      const others = p.menu.filter((a) => a.type !== 'ability');
      if (others.length > MAX_BUTTONS) {
        const card = this.selection.kind === 'hand' ? this.cardName(s.view, this.selection.iid) : '';
        buttons.push(this.button(msg('table.act.play', { card }), () => this.ask(others, msg('table.choose.play', { card })), 'play', 'primary'));
      } else for (const a of others) buttons.push(this.button(this.describe(a, s), () => this.act(a), a.type));
      if (pool.length > 0) buttons.push(this.button(msg('table.act.pool'), () => this.ask(pool), 'pool'));
      buttons.push(this.button(msg('table.cancel'), () => (this.selection = null), 'cancel', 'quiet'));
    } else {
      let discardHint = false;
      let attackHint = false;
      for (const a of p.menu) buttons.push(this.stepButton(a, s));
      for (const a of this.legal) {
        if (a.type === 'discard' && a.card !== null) discardHint = true;
        if (a.type === 'attack') attackHint = true;
      }
      if (this.legal.some((a) => a.type === 'recruit' && a.accept) && v.step === 'recruit') {
        buttons.push(this.button(msg('table.act.recruitPick'), () => (this.picking = []), 'recruit-pick', 'quiet'));
      }
      if (discardHint || attackHint) {
        return html`<div class="buttons" role="group" aria-label=${msg('table.moves.label')}>${buttons}</div>
          <p class="note">${discardHint ? msg('table.act.discardHint') : msg('table.act.attackHint')}</p>`;
      }
    }
    if (buttons.length === 0) return nothing;
    return html`<div class="buttons" role="group" aria-label=${this.selection ? msg('table.abilities') : msg('table.moves.label')}>${buttons}</div>`;
  }

  private stepButton(a: Action, s: MatchSnapshot): TemplateResult {
    const v = s.view;
    const name = (iid: InstanceId) => this.cardName(v, iid);
    let label: string;
    let primary = false;
    switch (a.type) {
      case 'endStep':
        label = msg('table.act.endStep', { step: msg(`step.${v.step}`) });
        primary = true;
        break;
      case 'declineAttack':
        label = msg('table.act.declineAttack');
        break;
      case 'recruit':
        label = !a.accept ? msg('table.act.recruitNone') : a.onto ? msg('table.act.recruitOnto', { stations: a.onto.join(', ') }) : msg('table.act.recruit');
        primary = a.accept;
        break;
      case 'discard':
        label = msg('table.act.discardNone');
        break;
      case 'choose':
        label = msg('table.act.choose', { station: a.station });
        primary = true;
        break;
      case 'weapon':
        label = msg('table.act.weapon', { weapon: name(a.weapon), being: name(a.being) });
        break;
      default:
        label = this.describe(a, s);
    }
    return this.button(label, () => this.act(a), a.type, primary ? 'primary' : '');
  }

  private button(label: string, run: () => void, kind: string, variant = ''): TemplateResult {
    return html`<button type="button" class="act ${variant}" data-act=${kind} @click=${run}>${label}</button>`;
  }

  private renderPicking(): TemplateResult {
    const picked = this.picking ?? [];
    const run = (): void => {
      const me = this.match.snapshot?.me;
      if (me) this.act({ type: 'recruit', player: me, accept: true, onto: picked });
    };
    return html`<div class="buttons" role="group" aria-label=${msg('table.moves.label')}>
      <button type="button" class="act primary" data-act="recruit-picked" ?disabled=${picked.length === 0} @click=${run}>
        ${picked.length > 0 ? msg('table.act.recruitPicked', { stations: picked.join(', ') }) : msg('table.act.recruitPickedNone')}
      </button>
      <button type="button" class="act quiet" data-act="cancel" @click=${() => (this.picking = null)}>${msg('table.cancel')}</button>
    </div>`;
  }

  private renderChooser(c: Chooser): TemplateResult {
    // Suits stay buttons (five at most, each with its icon).
    if (c.options.length > MAX_BUTTONS && !c.options[0]?.suit) return this.renderLongChooser(c);
    return html`<div class="chooser" role="group" aria-labelledby="chooser-h">
      <p id="chooser-h" class="chooser-title">${c.title}</p>
      <div class="buttons">
        ${c.options.map(
          (o) => html`<button type="button" class="act option" data-suit=${o.suit ?? ''} @click=${() => this.act(o.action)}>
            ${o.suit ? html`<span class="suit" aria-hidden="true">${suitIcon(o.suit)}</span>` : nothing}${o.label}
          </button>`,
        )}
        <button type="button" class="act quiet" data-act="cancel" @click=${() => (this.chooser = null)}>${msg('table.cancel')}</button>
      </div>
    </div>`;
  }

  /** Many answers: a list box and a button, rather than a wall of buttons. */
  private renderLongChooser(c: Chooser): TemplateResult {
    const run = (): void => {
      const select = this.renderRoot.querySelector<HTMLSelectElement>('.chooser select');
      const o = c.options[Number(select?.value ?? 0)];
      if (o) this.act(o.action);
    };
    return html`<div class="chooser long" role="group" aria-labelledby="chooser-h">
      <label id="chooser-h" class="chooser-title" for="chooser-select">${c.title}</label>
      <div class="buttons">
        <select id="chooser-select" size=${Math.min(8, c.options.length)}>
          ${c.options.map((o, i) => html`<option value=${i} ?selected=${i === 0}>${o.label}</option>`)}
        </select>
        <button type="button" class="act primary option" @click=${run}>${msg('table.choose.do')}</button>
        <button type="button" class="act quiet" data-act="cancel" @click=${() => (this.chooser = null)}>${msg('table.cancel')}</button>
      </div>
    </div>`;
  }

  private renderJudge(): TemplateResult {
    const shown = this.hovered ?? this.shown;
    return html`<section class="judge-slot" part="judge" aria-label=${msg('table.judge.label')} data-mode=${shown?.mode ?? 'idle'}>
      ${shown
        ? html`<p class="caption ${shown.mode}">${shown.caption}</p>
            <kult-judge .judgement=${shown.judgement} mode=${shown.mode} heading-level="2" .reader=${this.judgeReader()} .wordsUrl=${this.port?.game.rules.wordsUrl() ?? null}></kult-judge>`
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
    return html`<section class="log-panel ${this.logOpen ? 'open' : 'closed'}" part="log">
      <button type="button" class="log-toggle" aria-expanded=${this.logOpen ? 'true' : 'false'} aria-controls="log-body" @click=${() => (this.logOpen = !this.logOpen)}>
        <span aria-hidden="true" class="chevron">${this.logOpen ? '▾' : '▸'}</span> ${msg(this.logOpen ? 'table.log.hide' : 'table.log.show')}
        <span class="count">${s.log.length}</span>
      </button>
      <div id="log-body" ?hidden=${!this.logOpen}>
        ${this.logOpen ? html`<kult-log .log=${s.log} .view=${s.view} .me=${s.me} .ui=${kultUI(port.game.cards)} .wordsUrl=${port.game.rules.wordsUrl()}></kult-log>` : nothing}
      </div>
    </section>`;
  }
}
