import { html, nothing, type TemplateResult } from 'lit';
import { Localized } from '../localized.js';
import { property } from 'lit/decorators.js';
import type { StopWhy } from '../../src/app/auto-pass.js';
import type { AnyGameUI, TurnMoment, WindowActWords, WindowWords } from '../../src/app/game-ui.js';
import { PASS_MODES, type PassMode } from '../../src/app/match-port.js';
import type { GameAction, SeatId } from '../../src/engine/game.js';
import { KultHoldChangeEvent } from '../events/kult-hold-change.js';
import { KultPassModeChangeEvent } from '../events/kult-pass-mode-change.js';
import { KultPassEvent } from '../events/kult-pass.js';
import { msg } from '../../src/i18n/catalog.js';
import { chainStatus } from '../../src/engine/response-window.js';
import type { Responder } from './responders.js';
import { keyStyles } from '../key-hint.styles.js';
import { styles } from './kult-timing-bar.styles.js';
import '../../src/i18n/en/table-words.js';

/** Remaining time as mm:ss, rounded up so "00:00" means the time is really out. */
export function formatClock(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

/**
 * Where the turn stands and what the local player may do about it: the seven
 * steps with the current one lit; in a response window, its kind, who holds
 * the floor, the acts on its chain (each effective or cancelled), and which
 * cards may respond, with the reason for those that may not; why the table
 * stopped for the player and what they could do; the Pass button, the pass
 * mode (when it affects me, at my steps, full control) with the steps to
 * stop at, the Hold switch, and the response clock.
 *
 * It knows no game: the steps, the turn, the window and every act's name
 * come from the game's GameUI (`ui`), in this table's own words; whether an
 * act is effective comes from the engine's one cancellation fold.
 *
 * @event kult-pass - Pass was pressed; `detail.action` is the legal pass.
 * @event kult-pass-mode-change - The pass mode or the steps to stop at changed; `detail.mode`, `detail.stops`.
 * @event kult-hold-change - The Hold ("stop at every window") switch changed; `detail.value`.
 *
 * @csspart base - The bar.
 * @csspart steps - The list of the seven steps.
 * @csspart window - The open window's panel.
 * @csspart chain - The acts on the window's chain.
 * @csspart round - At a table of three or more, the floor going round the seats.
 * @csspart pass - The Pass button.
 * @csspart clock - The response clock.
 */
export class KultTimingBar extends Localized {
  static override styles = [styles, keyStyles];

  /** The match as the local player sees it (a state of the game `ui` belongs to). */
  @property({ attribute: false }) view: unknown = null;

  /** The game's words for its steps, turn and windows. */
  @property({ attribute: false }) ui: AnyGameUI | null = null;

  @property() me: SeatId = '';

  /** The local player's legal actions now (empty while someone else holds the floor). */
  @property({ attribute: false }) legal: readonly GameAction[] = [];

  /** Cards the table asked the judge about, with why each may not respond (see responders.ts). */
  @property({ attribute: false }) responders: readonly Responder[] = [];

  /** When the table passes by itself (src/app/auto-pass.ts). */
  @property() mode: PassMode = 'affected';

  /** The steps whose windows stop the table in `steps` mode. */
  @property({ attribute: false }) stops: readonly string[] = [];

  /** Stop at every window: overrides the pass mode. */
  @property({ type: Boolean }) hold = false;

  /**
   * A friend match: auto-pass decides on public information only (the act on the floor), never
   * on the hand, so the friend learns nothing from the delay (src/app/auto-pass.ts).
   */
  @property({ type: Boolean, attribute: 'public-auto-pass' }) publicAutoPass = false;

  /** Why the table waits for the player in this window (auto-pass's decision), or null. */
  @property({ attribute: false }) stopWhy: StopWhy | null = null;

  /** The game's public reason a card could answer here (`Game.window`'s `stop`), said in a friend match. */
  @property({ attribute: false }) stopCode: string | null = null;

  /** Remaining response time of the local player in ms; null: no clock. */
  @property({ attribute: false }) clockMs: number | null = null;

  /** The clock's full length, for the bar. */
  @property({ attribute: false }) clockTotalMs = 30_000;

  /** A replay: the window and its chain only, no controls and no answers (nobody plays here). */
  @property({ type: Boolean, attribute: 'read-only' }) readOnly = false;

  /** How seats are named (a replay's "Player 1: Kether"); null: as the game's words name them. */
  @property({ attribute: false }) names: ((seat: SeatId) => string) | null = null;

  override render(): TemplateResult | typeof nothing {
    const v = this.view;
    const ui = this.ui;
    if (v === null || v === undefined || !ui) return nothing;
    const t = ui.turn(v);
    const w = ui.window(v, this.me);
    return html`
      <section part="base" class="bar" aria-label=${msg('timing.label')}>
        <div class="row">
          <span class="turn ${t.active === this.me ? 'mine' : ''}">
            ${t.active === this.me
              ? msg('timing.turn.mine', { turn: t.turn })
              : msg('timing.turn.theirs', { turn: t.turn, player: this.playerName(t.active) })}
          </span>
          ${this.renderSteps(ui, t)}
          ${t.choosing !== null && !w
            ? html`<span class="floor ${t.choosing === this.me ? 'mine' : ''}">
                ${msg(t.choosing === this.me ? 'timing.pending.you' : 'timing.pending.other', { player: this.playerName(t.choosing) })}
              </span>`
            : nothing}
        </div>
        ${w ? this.renderWindow(ui, v, t, w) : nothing}
        ${this.readOnly ? nothing : this.renderControls()}
      </section>
    `;
  }

  private renderSteps(ui: AnyGameUI, t: TurnMoment): TemplateResult {
    const current = ui.steps.indexOf(t.step);
    return html`<ol part="steps" class="steps" aria-label=${msg('timing.steps.label')}>
      ${ui.steps.map(
        (s, i) => html`<li class=${i < current ? 'done' : ''} data-step=${s} aria-current=${i === current ? 'step' : 'false'}>
          ${ui.stepName(s)}${i === current ? html`<span class="sr"> (${msg('timing.step.current')})</span>` : nothing}
        </li>`,
      )}
    </ol>`;
  }

  private renderWindow(ui: AnyGameUI, v: unknown, t: TurnMoment, w: WindowWords): TemplateResult {
    const holder = w.floor;
    const mine = holder === this.me;
    const floor = t.choosing !== null
      ? msg(mine ? 'timing.pending.you' : 'timing.pending.other', { player: this.playerName(holder) })
      : mine
        ? msg('timing.floor.you')
        : msg('timing.floor.other', { player: this.playerName(holder) });
    return html`
      <div part="window" class="window ${w.kind}" role="group" aria-label=${w.words}>
        <div class="row">
          <span class="kind">${w.words}</span>
          <span class="floor ${mine ? 'mine' : ''}">${floor}</span>
        </div>
        ${w.round && w.round.cycle.length > 2 ? this.renderRound(w.round, holder) : nothing}
        ${w.chain.length > 0 ? this.renderChain(w.chain) : nothing}
        ${this.readOnly ? nothing : this.renderResponses(ui, v, mine, holder)}
      </div>
    `;
  }

  /**
   * At a table of three or more, the floor going round: who has passed since the latest act, who
   * holds the floor, and who has it after them, in that order (K-TIMING-04, Q-17).
   */
  private renderRound(round: NonNullable<WindowWords['round']>, holder: SeatId): TemplateResult {
    const passed = round.passed.filter((p) => !round.order.includes(p));
    const seat = (id: SeatId, state: 'passed' | 'floor' | 'next' | 'later') => html`<li class=${state} data-seat=${id} data-state=${state}>
      <span class="who">${this.playerName(id)}</span> <span class="state">${msg(state === 'floor' && id === this.me ? 'timing.round.floor.you' : `timing.round.${state}`)}</span>
    </li>`;
    return html`<ol part="round" class="round" aria-label=${msg('timing.round.label')}>
      ${passed.map((id) => seat(id, 'passed'))}
      ${round.order.map((id, i) => seat(id, id === holder ? 'floor' : i <= round.order.indexOf(holder) + 1 ? 'next' : 'later'))}
    </ol>`;
  }

  private renderChain(chain: readonly WindowActWords[]): TemplateResult {
    const status = chainStatus(chain);
    const last = chain[chain.length - 1]!.id;
    return html`<ol part="chain" class="chain" aria-label=${msg('timing.chain.label')}>
      ${chain.map((e) => {
        const st = status.get(e.id)!;
        return html`<li class="act ${st.effective ? 'effective' : 'cancelled'} ${e.id === last ? 'top' : ''}" data-act=${e.id}>
          <span class="id">#${e.id}${e.id === last ? html` · ${msg('timing.chain.floor')}` : nothing}</span>
          <span class="what">${msg('timing.chain.act', { player: this.playerName(e.player), act: e.words })}</span>
          ${e.cancels !== undefined ? html`<span class="cancels">${msg('timing.chain.cancels', { id: e.cancels })}</span>` : nothing}
          <span class="status">${st.effective ? msg('timing.chain.effective') : msg('timing.chain.cancelled', { by: st.cancelledBy ?? '?' })}</span>
        </li>`;
      })}
    </ol>`;
  }

  private renderResponses(ui: AnyGameUI, v: unknown, mine: boolean, holder: SeatId): TemplateResult {
    if (!mine) return html`<p class="note">${msg('timing.respond.waiting', { player: this.playerName(holder) })}</p>`;
    const can = this.canRespond(ui, v);
    const canIids = new Set(can.map((c) => c.iid));
    const cannot = this.responders.filter((r) => !r.ok && !canIids.has(r.iid));
    // What the player could do here (a Repel that pays for an answer counts): "nothing" only when there is nothing.
    const could = ui.couldDo(this.legal.filter((a) => a.type !== 'pass'), v, this.me);
    return html`<div class="responses" role="group" aria-labelledby="responses-heading">
      <h3 id="responses-heading">${msg('timing.respond.label')}</h3>
      ${can.length > 0
        ? html`<div class="row"><span>${msg('timing.respond.can')}:</span>
            <ul class="can" aria-label=${msg('timing.respond.can')}>
              ${can.map((c) => html`<li data-iid=${c.iid}>${c.name}</li>`)}
            </ul></div>`
        : could.length === 0 ? html`<p class="note">${msg('timing.respond.none')}</p>` : nothing}
      ${this.stopWhy ? this.renderWhy(ui, v, this.stopWhy, could) : nothing}
      ${cannot.length > 0
        ? html`<ul class="cannot" aria-label=${msg('timing.respond.cannot')}>
            ${cannot.map((r) => html`<li data-iid=${r.iid}><span class="name">${r.name}</span> — ${r.why}</li>`)}
          </ul>`
        : nothing}
    </div>`;
  }

  /** What the legal acts answer with (the game says), plus any the table reports as able. */
  private canRespond(ui: AnyGameUI, v: unknown): { iid: string; name: string }[] {
    const out = new Map<string, string>();
    for (const a of ui.answers(this.legal, v)) if (!out.has(a.iid)) out.set(a.iid, a.name);
    for (const r of this.responders) if (r.ok && !out.has(r.iid)) out.set(r.iid, r.name);
    return [...out].map(([iid, name]) => ({ iid, name }));
  }

  /**
   * Why the table stopped here (the pass mode's reason), what the player could do about it, and
   * in a friend match that the table stops here whatever the hand holds.
   */
  private renderWhy(ui: AnyGameUI, v: unknown, why: StopWhy, could: readonly string[]): TemplateResult {
    const headline =
      why.kind === 'affects' ? msg('timing.why.affects', { what: ui.affectsWords(why.affects, v, this.me) })
      : why.kind === 'step' ? msg('timing.why.step', { step: ui.stepName(why.step) })
      : msg(`timing.why.${why.kind}`);
    return html`<div class="why" data-why=${why.kind}>
      <p class="note auto-stop">${headline}</p>
      ${could.length > 0
        ? html`<p class="could-h">${msg('timing.why.could')}:</p>
            <ul class="could" aria-label=${msg('timing.why.could')}>${could.map((line) => html`<li>${line}</li>`)}</ul>`
        : nothing}
      ${this.publicAutoPass && why.kind !== 'hold'
        ? html`<p class="note public" data-reason=${this.stopCode ?? ''}>${this.stopCode ? `${ui.stopWords(this.stopCode, v)} ` : ''}${msg('timing.why.public')}</p>`
        : nothing}
    </div>`;
  }

  private renderControls(): TemplateResult {
    const pass = this.legal.find((a) => a.type === 'pass');
    const hint = (key: string) => msg(this.publicAutoPass ? `${key}.public` : key);
    return html`<div class="controls" role="group" aria-label=${msg('timing.controls.label')}>
      <button part="pass" class="pass" type="button" aria-keyshortcuts="P" data-keylabel="P" ?disabled=${!pass} @click=${() => pass && this.dispatchEvent(new KultPassEvent({ action: pass }))}>
        ${msg('timing.pass')}
      </button>
      <fieldset class="modes" aria-describedby="mode-hint">
        <legend data-keylabel="A">${msg('timing.mode.label')}</legend>
        ${PASS_MODES.map(
          (m) => html`<label class="mode">
            <input type="radio" name="pass-mode" .value=${m} .checked=${this.mode === m} ?disabled=${this.hold} aria-keyshortcuts="A" @change=${() => this.changeMode(m, this.stops)} />
            ${msg(`timing.mode.${m}`)}
          </label>`,
        )}
      </fieldset>
      <span class="hint" id="mode-hint">${hint(`timing.mode.${this.mode}.hint`)}</span>
      <label class="switch">
        <input
          type="checkbox"
          role="switch"
          name="hold"
          aria-keyshortcuts="H"
          .checked=${this.hold}
          aria-describedby="hold-hint"
          @change=${(e: Event) => this.onHold(e)}
        />
        <span data-keylabel="H">${msg('timing.hold')}</span>
      </label>
      <span class="hint" id="hold-hint">${msg('timing.hold.hint')}</span>
      ${this.mode === 'steps' && !this.hold && this.ui ? this.renderStops(this.ui) : nothing}
      ${this.clockMs !== null ? this.renderClock(this.clockMs) : nothing}
    </div>`;
  }

  /** The steps to stop at ('steps' mode): one checkbox each, Shift and the step's number toggle it. */
  private renderStops(ui: AnyGameUI): TemplateResult {
    return html`<fieldset class="stops">
      <legend>${msg('timing.stops.label')}</legend>
      ${ui.steps.map((step, i) => {
        const on = this.stops.includes(step);
        return html`<label class="stop">
          <input
            type="checkbox"
            name="stop"
            .value=${step}
            .checked=${on}
            aria-keyshortcuts=${i < 9 ? `Shift+${i + 1}` : nothing}
            aria-label=${msg('timing.stops.step', { n: i + 1, step: ui.stepName(step) })}
            @change=${() => this.changeMode('steps', on ? this.stops.filter((x) => x !== step) : [...this.stops, step])}
          />
          <span aria-hidden="true">${i + 1} ${ui.stepName(step)}</span>
        </label>`;
      })}
    </fieldset>`;
  }

  /** The Pass button while a pass is legal (where the table puts focus in a window of the player's), else null. */
  get passButton(): HTMLButtonElement | null {
    const b = this.renderRoot.querySelector<HTMLButtonElement>('button.pass');
    return b && !b.disabled ? b : null;
  }

  private renderClock(ms: number): TemplateResult {
    const total = this.clockTotalMs > 0 ? this.clockTotalMs : ms;
    const fraction = total > 0 ? Math.min(1, Math.max(0, ms / total)) : 0;
    const text = formatClock(ms);
    return html`<div part="clock" class="clock ${ms <= 10_000 ? 'low' : ''}" role="timer" aria-label=${msg('timing.clock.label')}>
      <time datetime=${`PT${Math.ceil(Math.max(0, ms) / 1000)}S`} title=${msg('timing.clock.value', { time: text })}>${text}</time>
      <div class="track" aria-hidden="true"><div class="fill" style="width: ${(fraction * 100).toFixed(1)}%"></div></div>
    </div>`;
  }

  private changeMode(mode: PassMode, stops: readonly string[]): void {
    // Like a native input, the control shows the new value at once; the owner may set it back.
    this.mode = mode;
    this.stops = stops;
    this.dispatchEvent(new KultPassModeChangeEvent({ mode, stops }));
  }

  private onHold(e: Event): void {
    const value = (e.target as HTMLInputElement).checked;
    this.hold = value;
    this.dispatchEvent(new KultHoldChangeEvent({ value }));
  }

  private playerName(id: SeatId): string {
    if (id === this.me) return msg('timing.player.you');
    // The game's name for a seat (KULT: its Major's), as the log and the crosses name it.
    return this.names?.(id) ?? (this.ui && this.view ? this.ui.seatName(id, this.view as never, this.me) : id);
  }
}
