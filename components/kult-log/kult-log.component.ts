import { LitElement, html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { property, query, state } from 'lit/decorators.js';
import { repeat } from 'lit/directives/repeat.js';
import type { SeatId } from '../../src/engine/game.js';
import type { AnyGameUI } from '../../src/app/game-ui.js';
import type { LogEntry } from '../../src/app/match-port.js';
import { msg } from '../../src/i18n/catalog.js';
import type { Reader } from '../../src/i18n/words.js';
import '../kult-judge/kult-judge.js';
import { seatReader } from '../seat-reader.js';
import { styles } from './kult-log.styles.js';

/**
 * The match log: one line per applied act ("Turn 3 · Deeds · bob proclaims
 * Usher on C2"), newest at the bottom, each expanding into the judge's
 * reasons it was legal. Filters by turn and by step. Screen readers hear
 * the other players' acts as they happen (a polite live region); the local
 * player's own acts are not announced back to them. Game-blind: the game's
 * steps and its acts in words come from `ui` (src/app/game-ui.ts).
 *
 * @csspart base - The panel.
 * @csspart filters - The turn and step filters.
 * @csspart entries - The scrolling list of acts.
 * @csspart entry - One act.
 *
 * @cssprop --kult-log-height - Maximum height before the list scrolls (default 24rem).
 */
export class KultLog extends LitElement {
  static override styles = styles;

  @property({ attribute: false }) log: readonly LogEntry[] = [];

  /** The game's steps and acts in words; without it, acts show as their kind. */
  @property({ attribute: false }) ui: AnyGameUI | null = null;
  /** Where the game's rule words are, for the judge of each entry. */
  @property({ attribute: false }) wordsUrl: URL | null = null;

  /** The current view (the game's), for the names of what acts touch. */
  @property({ attribute: false }) view: unknown = null;

  @property() me: SeatId = '';

  @state() private turn: number | 'all' = 'all';
  @state() private step: string | 'all' = 'all';
  /** Entries whose judgement is open (rendered only then). */
  @state() private open: ReadonlySet<number> = new Set();
  @state() private announcement = '';

  @query('.entries') private scroller!: HTMLElement | null;

  /** What this log was shown so far (`ui.remember`), kept for acts whose things have since gone hidden. */
  private memory: unknown = null;
  /** Highest seq already announced (or present when the log was first shown); null before that. */
  private announcedUpTo: number | null = null;
  private stickToBottom = true;

  override willUpdate(changed: PropertyValues<this>): void {
    // Another game's words start another memory.
    if (changed.has('ui')) this.memory = null;
    if ((changed.has('view') || changed.has('ui')) && this.view && this.ui) this.memory = this.ui.remember(this.memory, this.view);
    if (changed.has('log')) this.announce();
    const el = this.scroller;
    // Follow new acts only when the reader is already at the bottom, not while they scroll back.
    if (el) this.stickToBottom = el.scrollTop + el.clientHeight >= el.scrollHeight - 24;
  }

  override updated(changed: PropertyValues): void {
    const el = this.scroller;
    if (el && this.stickToBottom && (changed.has('log') || changed.has('turn') || changed.has('step'))) el.scrollTop = el.scrollHeight;
  }

  override render(): TemplateResult {
    const entries = this.log.filter((e) => (this.turn === 'all' || e.turn === this.turn) && (this.step === 'all' || e.step === this.step));
    return html`
      <section part="base" class="log" aria-labelledby="log-heading">
        <div part="filters" class="head">
          <h2 id="log-heading">${msg('log.label')}</h2>
          ${this.renderFilters()}
        </div>
        <div part="entries" class="entries" role="region" tabindex="0" aria-label=${msg('log.entries.label')}>
          ${this.log.length === 0
            ? html`<p class="empty">${msg('log.empty')}</p>`
            : entries.length === 0
              ? html`<p class="empty">${msg('log.noMatch')}</p>`
              : html`<ol>
                  ${repeat(entries, (e) => e.seq, (e) => this.renderEntry(e))}
                </ol>`}
        </div>
        <div class="sr" aria-live="polite" aria-atomic="true" aria-label=${msg('log.announce.label')}>${this.announcement}</div>
      </section>
    `;
  }

  private renderFilters(): TemplateResult {
    const turns = [...new Set(this.log.map((e) => e.turn))].sort((a, b) => a - b);
    return html`
      <label>
        ${msg('log.filter.turn')}
        <select name="turn" @change=${this.onTurn}>
          <option value="all" ?selected=${this.turn === 'all'}>${msg('log.filter.allTurns')}</option>
          ${turns.map((t) => html`<option value=${t} ?selected=${this.turn === t}>${msg('log.filter.turnN', { turn: t })}</option>`)}
        </select>
      </label>
      <label>
        ${msg('log.filter.step')}
        <select name="step" @change=${this.onStep}>
          <option value="all" ?selected=${this.step === 'all'}>${msg('log.filter.allSteps')}</option>
          ${(this.ui?.steps ?? []).map((s) => html`<option value=${s} ?selected=${this.step === s}>${this.stepName(s)}</option>`)}
        </select>
      </label>
    `;
  }

  private renderEntry(e: LogEntry): TemplateResult {
    const isOpen = this.open.has(e.seq);
    return html`<li part="entry" class=${e.player === this.me ? 'mine' : 'theirs'} data-seq=${e.seq} data-turn=${e.turn} data-step=${e.step}>
      <details ?open=${isOpen} @toggle=${(ev: Event) => this.onToggle(e.seq, ev)}>
        <summary>${msg('log.line', { turn: e.turn, step: this.stepName(e.step), act: this.describe(e) })}</summary>
        ${isOpen ? html`<kult-judge mode="opponent" heading-level="3" .judgement=${e.judgement} .reader=${this.reader()} .wordsUrl=${this.wordsUrl}></kult-judge>` : nothing}
      </details>
    </li>`;
  }

  /** The act in the game's words; its kind (checked by the game's schema) before a game's words are given. */
  private describe(e: LogEntry): string {
    if (!this.view || !this.ui) return e.action.type;
    return this.ui.describeAct(e, this.view, this.me, this.memory);
  }

  /** The judge's words read by this log's seat: "you" for its own acts, names for the others'. */
  private reader(): Reader | null {
    return this.ui && this.view ? seatReader(this.ui, this.view, this.me) : null;
  }

  private stepName(step: string): string {
    return this.ui ? this.ui.stepName(step) : step;
  }

  /** Puts the other players' new acts into the live region. */
  private announce(): void {
    const newest = this.log.reduce((m, e) => Math.max(m, e.seq), -1);
    if (this.announcedUpTo === null) {
      // What was already in the log when it was first shown is history, not news.
      this.announcedUpTo = newest;
      return;
    }
    const since = this.announcedUpTo;
    const fresh = this.log.filter((e) => e.seq > since && e.player !== this.me);
    this.announcedUpTo = Math.max(since, newest);
    if (fresh.length > 0) this.announcement = fresh.map((e) => this.describe(e)).join('. ');
  }

  private readonly onTurn = (e: Event): void => {
    const v = (e.target as HTMLSelectElement).value;
    this.turn = v === 'all' ? 'all' : Number(v);
  };

  private readonly onStep = (e: Event): void => {
    this.step = (e.target as HTMLSelectElement).value;
  };

  private onToggle(seq: number, e: Event): void {
    const open = (e.target as HTMLDetailsElement).open;
    if (open === this.open.has(seq)) return;
    const next = new Set(this.open);
    if (open) next.add(seq);
    else next.delete(seq);
    this.open = next;
    // Bring the reasons into view when they open below the fold of the list.
    if (open) void this.updateComplete.then(() => (e.target as HTMLElement).scrollIntoView({ block: 'nearest' }));
  }
}
