import { html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { Localized } from '../localized.js';
import { property, state } from 'lit/decorators.js';
import type { LogEntry } from '../../src/app/match-port.js';
import { openReplay, type CheckedReplay, type OpenedReplay } from '../../src/app/replay/replay-check.js';
import { MAX_REPLAY_BYTES } from '../../src/app/replay/replay-format.js';
import { judgement as judgementOf, type Check } from '../../src/engine/judgement.js';
import { msg } from '../../src/i18n/catalog.js';
import { coreCards, kultGame, type Action, type CardSet, type GameState } from '../../src/kult/index.js';
import { kultUI } from '../kult-ui.js';
import '../kult-judge/kult-judge.js';
import { NOBODY, replayBoard } from './replay-board.js';
import { styles } from './kult-replay.styles.js';

/** What the viewer holds: nothing yet, a file being judged, a refusal, or a replay judged legal. */
type Loaded = { readonly kind: 'empty' } | { readonly kind: 'checking' } | { readonly kind: 'failed'; readonly words: string } | OpenedReplay;

/**
 * A replay viewer: a replay file (docs/replays.md) checked and judged again act by act with the
 * game's own judge before anything of it is shown, then stepped through forwards and back (buttons,
 * a slider, the arrow keys, Home and End), every card known. For each act it shows the board
 * (both Mystic Crosses, hands and piles, drawn by the table's own read-only elements), the
 * timing bar's window with its chain (effective / cancelled by #n), the judge's checks of the act
 * (rule IDs and words), and the log so far. A refused file shows only the rule it breaks (and the
 * act), never anything of its content; no string of any file is put on the screen: seats are
 * "Player 1" and their Major Arcanum's name from this app's card set.
 *
 * @example
 * html`<kult-replay src="/replays/final.replay.json"></kult-replay>`
 * el.replay = await file.text();   // or the parsed JSON
 *
 * @csspart base - The viewer.
 * @csspart nav - The step controls.
 * @csspart refused - A refused file's notice.
 */
export class KultReplay extends Localized {
  static override styles = styles;

  /** Where to fetch the replay file from (a fan site's own copy). */
  @property() src: string | null = null;

  /** The replay file's text or its parsed JSON (untrusted: it is checked and judged again). */
  @property({ attribute: false }) replay: unknown = null;

  /** The card set the replay was played with (its hash must be the file's); null: the core set. */
  @property({ attribute: false }) cards: CardSet | null = null;

  /** Hides the file picker (an embedded replay shows only its own `src`). */
  @property({ type: Boolean, attribute: 'no-picker' }) noPicker = false;

  @state() private loaded: Loaded = { kind: 'empty' };
  /** How many acts are shown as played (0: the setup). */
  @state() private at = 0;
  private fetching = 0;

  override connectedCallback(): void {
    super.connectedCallback();
    this.addEventListener('keydown', this.onKey);
  }

  override disconnectedCallback(): void {
    this.removeEventListener('keydown', this.onKey);
    super.disconnectedCallback();
  }

  override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('replay') && this.replay !== null) this.check(this.replay);
    if (changed.has('src') && this.src) void this.fetchSrc(this.src);
  }

  private get set(): CardSet {
    return this.cards ?? coreCards();
  }

  /** Judges `input` again from its setup; a refusal keeps nothing of it. */
  private check(input: unknown): void {
    this.loaded = openReplay(kultGame(this.set), input);
    this.at = 0;
  }

  private async fetchSrc(src: string): Promise<void> {
    const ticket = ++this.fetching;
    this.loaded = { kind: 'checking' };
    try {
      const res = await fetch(src);
      if (ticket !== this.fetching) return;
      if (!res.ok) return void (this.loaded = { kind: 'failed', words: msg('replay.fetchFailed', { status: res.status }) });
      const size = Number(res.headers.get('content-length') ?? 0);
      // Too large to be a replay: refused by the same check as any file, without reading it.
      const text = size > MAX_REPLAY_BYTES ? 'x'.repeat(MAX_REPLAY_BYTES + 1) : await res.text();
      if (ticket === this.fetching) this.check(text);
    } catch {
      if (ticket === this.fetching) this.loaded = { kind: 'failed', words: msg('replay.unreadable') };
    }
  }

  private async onFile(e: Event): Promise<void> {
    const file = (e.target as HTMLInputElement).files?.[0];
    if (!file) return;
    this.loaded = { kind: 'checking' };
    // A file too large is refused before it is read.
    const text = file.size > MAX_REPLAY_BYTES ? 'x'.repeat(MAX_REPLAY_BYTES + 1) : await file.text();
    this.check(text);
  }

  /** Shows act `n` (0: the setup), kept within the replay. */
  go(n: number): void {
    const r = this.checked;
    if (!r) return;
    this.at = Math.max(0, Math.min(r.steps.length, n));
    // A button that the step disables (Forward at the last act) would drop the focus out of the
    // viewer, and the keys with it: the slider takes it instead.
    const focused = this.shadowRoot?.activeElement;
    if (focused instanceof HTMLButtonElement) {
      void this.updateComplete.then(() => {
        if (focused.disabled) this.renderRoot.querySelector<HTMLInputElement>('input.slider')?.focus();
      });
    }
  }

  private get checked(): CheckedReplay | null {
    return 'ok' in this.loaded && this.loaded.ok ? this.loaded.replay : null;
  }

  private readonly onKey = (e: KeyboardEvent): void => {
    const r = this.checked;
    const target = e.composedPath()[0];
    // Fields keep their own keys (the slider steps by itself; the log's filters are selects).
    if (!r || e.altKey || e.ctrlKey || e.metaKey || (target instanceof HTMLElement && /^(INPUT|SELECT|TEXTAREA)$/.test(target.tagName))) return;
    const to = e.key === 'ArrowRight' ? this.at + 1 : e.key === 'ArrowLeft' ? this.at - 1 : e.key === 'Home' ? 0 : e.key === 'End' ? r.steps.length : null;
    if (to === null) return;
    e.preventDefault();
    this.go(to);
  };

  override render(): TemplateResult {
    return html`<section class="replay" part="base" aria-labelledby="replay-h">
      <header class="head">
        <h2 id="replay-h">${msg('replay.heading')}</h2>
        ${this.noPicker ? nothing : html`<label class="file">${msg('replay.file')} <input type="file" accept=".json,application/json" @change=${this.onFile} /></label>`}
      </header>
      ${this.renderBody()}
    </section>`;
  }

  private renderBody(): TemplateResult {
    const l = this.loaded;
    if (!('ok' in l)) {
      if (l.kind === 'checking') return html`<p class="status" role="status">${msg('replay.checking')}</p>`;
      if (l.kind === 'failed') return html`<p class="status failed" role="alert">${l.words}</p>`;
      return html`<p class="status">${msg('replay.empty')}</p>`;
    }
    if (!l.ok) return this.renderRefused(l.failure, l.at);
    return this.renderReplay(l.replay);
  }

  /** The rule the file breaks (and the act), in this app's words; the check's words are the judge's own. */
  private renderRefused(failure: Check, at: number | null): TemplateResult {
    const game = kultGame(this.set);
    return html`<section class="refused" part="refused" role="alert" aria-labelledby="refused-h" data-rule=${failure.rule}>
      <h3 id="refused-h">${msg('replay.refused.heading')}</h3>
      <p>${at === null ? msg('replay.refused.rule', { rule: failure.rule }) : msg('replay.refused.ruleAt', { n: at + 1, rule: failure.rule })} ${msg('replay.refused.nothing')}</p>
      <kult-judge .judgement=${judgementOf(null, [failure])} mode="attempt" heading-level="4" .wordsUrl=${game.rules}></kult-judge>
    </section>`;
  }

  private renderReplay(r: CheckedReplay): TemplateResult {
    const ui = kultUI(this.set);
    const at = Math.min(this.at, r.steps.length);
    const view = (at === 0 ? r.start : r.steps[at - 1]!.after) as GameState;
    const act = at > 0 ? r.steps[at - 1]! : null;
    const name = (seat: string): string => msg('replay.seat', { n: r.seats.indexOf(seat) + 1, name: ui.seatName(seat, view, NOBODY) });
    const log: LogEntry[] = r.steps.slice(0, at).map((s) => ({ seq: s.seq, turn: s.turn, step: s.step, player: s.player, action: s.action, judgement: s.judgement, ...(s.recap === undefined ? {} : { recap: s.recap }) }));
    const position = at === 0 ? msg('replay.position.start', { count: r.steps.length }) : msg('replay.position.act', { n: at, count: r.steps.length });
    return html`<p class="verified" role="status">${msg(r.kind === 'known' ? 'replay.verified.practice' : 'replay.verified.friend')}</p>
      <div class="nav" part="nav" role="group" aria-label=${msg('replay.nav.label')} aria-describedby="keys">
        <button type="button" class="first" aria-keyshortcuts="Home" ?disabled=${at === 0} @click=${() => this.go(0)}>${msg('replay.nav.first')}</button>
        <button type="button" class="back" aria-keyshortcuts="ArrowLeft" ?disabled=${at === 0} @click=${() => this.go(at - 1)}>${msg('replay.nav.back')}</button>
        <input type="range" class="slider" min="0" max=${r.steps.length} .value=${String(at)} aria-label=${msg('replay.nav.slider')} aria-valuetext=${position} @input=${(e: Event) => this.go(Number((e.target as HTMLInputElement).value))} />
        <button type="button" class="forward" aria-keyshortcuts="ArrowRight" ?disabled=${at === r.steps.length} @click=${() => this.go(at + 1)}>${msg('replay.nav.forward')}</button>
        <button type="button" class="last" aria-keyshortcuts="End" ?disabled=${at === r.steps.length} @click=${() => this.go(r.steps.length)}>${msg('replay.nav.last')}</button>
        <span class="position" aria-live="polite" data-at=${at}>${position}</span>
        <p id="keys" class="keys">${msg('replay.nav.keys')}</p>
      </div>
      ${replayBoard({
        set: this.set, view, seats: r.seats, log, names: name,
        act: act ? { n: at, judgement: act.judgement } : null,
        more: html`<details class="checks">
          <summary>${msg('replay.checks.summary', { count: r.checks.length })}</summary>
          <ul>${r.checks.map((c) => html`<li data-rule=${c.rule}><span aria-hidden="true">${c.ok ? '✓' : '✗'}</span> <span class="rule">${c.rule}</span></li>`)}</ul>
        </details>`,
      })}`;
  }
}
