import { html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { Localized } from '../localized.js';
import { property, query, state } from 'lit/decorators.js';
import { repeat } from 'lit/directives/repeat.js';
import type { SeatId } from '../../src/engine/game.js';
import type { AnyGameUI } from '../../src/app/game-ui.js';
import type { LogEntry } from '../../src/app/match-port.js';
import { msg } from '../../src/i18n/catalog.js';
import { plural } from '../../src/i18n/plural.js';
import type { Reader } from '../../src/i18n/words.js';
import '../kult-judge/kult-judge.js';
import { RovingFocus } from '../controllers/roving-focus.js';
import { seatReader } from '../seat-reader.js';
import { styles } from './kult-log.styles.js';
import '../../src/i18n/en/table-words.js';
import type { RuleWordsSource } from '../kult-judge/rule-words.js';

/**
 * The match log: one line per applied act ("Turn 3 · Deeds · bob proclaims
 * Usher on C2"), newest at the bottom, grouped by turn under a heading that
 * opens and closes (the newest turn open, earlier ones closed until opened),
 * each line expanding into the judge's reasons it was legal, and followed by
 * what the act did (the game's `describeOutcomes`, from the recap the entry
 * carries: the names are those the reader saw when the act was played). How
 * the match began comes first, each line with its rule (the game's `opening`).
 * Filters by turn and by step. The list follows play: a reader at the bottom
 * sees each new act. It announces nothing itself: the table it sits in has
 * the one live region that narrates the game. Game-blind: the game's steps
 * and its acts in words come from `ui` (src/app/game-ui.ts).
 *
 * @csspart base - The panel.
 * @csspart filters - The turn and step filters.
 * @csspart opening - How the match began.
 * @csspart entries - The scrolling list of acts.
 * @csspart turn - One turn's group of acts.
 * @csspart entry - One act.
 * @csspart outcomes - What one act did.
 *
 * @cssprop --kult-log-height - Maximum height before the list scrolls (default 24rem).
 */
export class KultLog extends Localized {
  static override styles = styles;

  @property({ attribute: false }) log: readonly LogEntry[] = [];

  /** The game's steps and acts in words; without it, acts show as their kind. */
  @property({ attribute: false }) ui: AnyGameUI | null = null;
  /** Where the game's rule words are, for the judge of each entry. */
  @property({ attribute: false }) wordsUrl: URL | RuleWordsSource | null = null;

  /** The current view (the game's), for the names of what acts touch. */
  @property({ attribute: false }) view: unknown = null;

  @property() me: SeatId = '';

  @state() private turn: number | 'all' = 'all';
  @state() private step: string | 'all' = 'all';
  /** Entries whose judgement is open (rendered only then). */
  @state() private open: ReadonlySet<number> = new Set();
  /** Turns the reader opened or closed by hand; the others follow play (only the newest is open). */
  @state() private turnsSet: ReadonlyMap<number, boolean> = new Map();

  @query('.entries') private scroller!: HTMLElement | null;

  /** Each entry's outcomes in words, by entry (another game's words or another reader start again). */
  private said = new WeakMap<LogEntry, readonly string[]>();
  /** What this log was shown so far (`ui.remember`), kept for acts whose things have since gone hidden. */
  private memory: unknown = null;
  private stickToBottom = true;
  /** The acts are one tab stop, the newest first; the arrow keys move along them. */
  private readonly roving = new RovingFocus(this, () => [...this.renderRoot.querySelectorAll<HTMLElement>('li[part="turn"] > details > summary, li[part="entry"] > details > summary')], { start: 'last' });

  override willUpdate(changed: PropertyValues<this>): void {
    // Another game's words start another memory.
    if (changed.has('ui')) this.memory = null;
    if (changed.has('ui') || changed.has('me')) this.said = new WeakMap();
    if ((changed.has('view') || changed.has('ui')) && this.view && this.ui) this.memory = this.ui.remember(this.memory, this.view);
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
        <div part="entries" class="entries" role="region" aria-label=${msg('log.entries.label')}>
          ${this.renderOpening()}
          ${this.log.length === 0
            ? html`<p class="empty">${msg('log.empty')}</p>`
            : entries.length === 0
              ? html`<p class="empty">${msg('log.noMatch')}</p>`
              : html`<ol class="turns">
                  ${repeat(turnsOf(entries), (g) => g.turn, (g) => this.renderTurn(g.turn, g.entries))}
                </ol>`}
        </div>
      </section>
    `;
  }

  /** How the match began, each line with the rule the judge cites. */
  private renderOpening(): TemplateResult | typeof nothing {
    const lines = this.view && this.ui?.opening ? this.ui.opening(this.view, this.me) : [];
    if (lines.length === 0) return nothing;
    return html`<ul part="opening" class="opening" aria-label=${msg('log.opening.label')}>
      ${lines.map((l) => html`<li data-rule=${l.rule}>${msg('log.opening.rule', { words: l.words, rule: l.rule })}</li>`)}
    </ul>`;
  }

  private renderTurn(turn: number, entries: readonly LogEntry[]): TemplateResult {
    const newest = this.log.at(-1)?.turn;
    const open = this.turnsSet.get(turn) ?? (turn === newest || this.turn === turn);
    return html`<li part="turn" class="turn" data-turn=${turn}>
      <details ?open=${open} @toggle=${(ev: Event) => this.onTurnToggle(turn, open, ev)}>
        <summary><h3>${msg('log.turn.heading', { turn })}</h3> <span class="count">${plural('log.turn.count', entries.length)}</span></summary>
        <ol>
          ${repeat(entries, (e) => e.seq, (e) => this.renderEntry(e))}
        </ol>
      </details>
    </li>`;
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
    const outcomes = this.outcomes(e);
    return html`<li part="entry" class=${e.player === this.me ? 'mine' : 'theirs'} data-seq=${e.seq} data-turn=${e.turn} data-step=${e.step}>
      <details ?open=${isOpen} @toggle=${(ev: Event) => this.onToggle(e.seq, ev)}>
        <summary>${msg('log.line', { turn: e.turn, step: this.stepName(e.step), act: this.describe(e) })}</summary>
        ${isOpen ? html`<kult-judge mode="opponent" heading-level="4" .judgement=${e.judgement} .reader=${this.reader()} .wordsUrl=${this.wordsUrl}></kult-judge>` : nothing}
      </details>
      ${outcomes.length > 0
        ? html`<ul part="outcomes" class="outcomes" aria-label=${msg('log.outcome.label')}>${outcomes.map((o) => html`<li>${o}</li>`)}</ul>`
        : nothing}
    </li>`;
  }

  /** What the act did, in the game's words (none for a game that recaps nothing); fixed when it was played, so said once per entry. */
  private outcomes(e: LogEntry): readonly string[] {
    if (!this.view || !this.ui?.describeOutcomes) return [];
    let said = this.said.get(e);
    if (!said) this.said.set(e, (said = this.ui.describeOutcomes(e, this.view, this.me)));
    return said;
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

  private readonly onTurn = (e: Event): void => {
    const v = (e.target as HTMLSelectElement).value;
    this.turn = v === 'all' ? 'all' : Number(v);
  };

  private readonly onStep = (e: Event): void => {
    this.step = (e.target as HTMLSelectElement).value;
  };

  /** The reader opened or closed a turn (a toggle the render itself caused changes nothing). */
  private onTurnToggle(turn: number, wasOpen: boolean, e: Event): void {
    if (e.target !== e.currentTarget) return;
    const open = (e.target as HTMLDetailsElement).open;
    if (open === wasOpen) return;
    this.turnsSet = new Map(this.turnsSet).set(turn, open);
  }

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

/** Consecutive entries of one turn, in log order. */
function turnsOf(entries: readonly LogEntry[]): Array<{ turn: number; entries: LogEntry[] }> {
  const out: Array<{ turn: number; entries: LogEntry[] }> = [];
  for (const e of entries) {
    const last = out.at(-1);
    if (last && last.turn === e.turn) last.entries.push(e);
    else out.push({ turn: e.turn, entries: [e] });
  }
  return out;
}
