import { html, nothing, type TemplateResult } from 'lit';
import { Localized } from '../localized.js';
import { property } from 'lit/decorators.js';
import type { SpectatorSnapshot } from '../../src/app/spectator.js';
import { judgement as judgementOf, type Check } from '../../src/engine/judgement.js';
import { msg } from '../../src/i18n/catalog.js';
import { coreCards, kultGame, type CardSet, type GameState } from '../../src/kult/index.js';
import { MAX_WATCHERS } from '../../src/net/spectate/watch-wire.js';
import { kultUI } from '../kult-ui.js';
import { NOBODY, replayBoard } from '../kult-replay/replay-board.js';
import { styles as replayStyles } from '../kult-replay/kult-replay.styles.js';
import { styles } from './kult-watch.styles.js';

/** The table's elements' requests to act (or to pick what to act on). */
const ACT_REQUESTS = ['kult-spot-activate', 'kult-card-select', 'kult-card-drop', 'kult-marker-drop', 'kult-marker-drag', 'kult-pass', 'kult-hold-change', 'kult-pass-mode-change'];
const stop = (e: Event): void => e.stopPropagation();

/**
 * A spectator's view of a friend match (NET-SPECTATE-01…03): the public table live, drawn with
 * the replay viewer's board at the latest act, with the judge's checks of that act and the log.
 * Nothing on it acts. It says how the host's acts are checked; when the host's table breaks a
 * rule it says which, in this table's words and the rule id (never anything the host wrote);
 * a refusal, a full room, a match not found or a closed watch each in clear words. After the
 * audit every card is shown. It draws what `snapshot` holds (src/app/spectator.ts) and nothing else.
 *
 * @example
 * html`<kult-watch .snapshot=${spectator.snapshot}></kult-watch>`
 *
 * @csspart base - The view.
 * @csspart stopped - The notice of a host's table that broke a rule.
 */
export class KultWatch extends Localized {
  static override styles = [replayStyles, styles];

  /** What the spectator's table holds. */
  @property({ attribute: false }) snapshot: SpectatorSnapshot | null = null;

  /** The card set the match is played with; null: the core set. */
  @property({ attribute: false }) cards: CardSet | null = null;

  override connectedCallback(): void {
    super.connectedCallback();
    // The board is drawn by the table's own elements, whose clicks and drops ask the table to act:
    // here nothing acts, so none of those requests leaves the view.
    for (const type of ACT_REQUESTS) this.renderRoot.addEventListener(type, stop);
  }

  private get set(): CardSet {
    return this.cards ?? coreCards();
  }

  override render(): TemplateResult {
    const s = this.snapshot;
    return html`<section class="replay watch" part="base" aria-labelledby="watch-h">
      <header class="head"><h2 id="watch-h">${msg('watch.heading')}</h2></header>
      <p class="explain">${msg('watch.explain')}</p>
      ${s ? this.renderBody(s) : html`<p class="status" role="status">${msg('watch.connecting')}</p>`}
    </section>`;
  }

  private renderBody(s: SpectatorSnapshot): TemplateResult {
    const w = s.watching;
    const agreement = w.agreement;
    return html`${this.renderLine(s)}
      ${w.phase === 'stopped' && w.stop ? this.renderStopped(w.stop.failure, w.stop.at) : nothing}
      ${agreement ? this.renderTable(s, agreement.seats.map((seat) => seat.id)) : nothing}`;
  }

  /** Where the view stands, in one line: an alert when it ends without the match. */
  private renderLine(s: SpectatorSnapshot): TemplateResult | typeof nothing {
    const w = s.watching;
    const line = (key: string, values: Record<string, number | string> = {}, alert = false): TemplateResult =>
      html`<p class="status ${alert ? 'failed' : ''}" role=${alert ? 'alert' : 'status'} data-line=${key}>${msg(key, values)}</p>`;
    if (w.phase === 'stopped') return nothing;
    if (w.phase === 'refused') return line(`watch.refused.${w.refused}`, { max: MAX_WATCHERS }, true);
    if (w.phase === 'audited') return line('watch.audited');
    if (s.error === 'room-full') return line('watch.full', { max: MAX_WATCHERS }, true);
    if (s.error === 'peer-not-found') return line('watch.notFound', {}, true);
    if (s.link === 'ended' && w.phase === 'waiting') return line('watch.failed', { code: s.error ?? 'closed' }, true);
    if (s.link === 'ended') return line('watch.ended', {}, true);
    if (w.phase === 'watching') return line('watch.live', { count: w.acts.length });
    return line(s.link === 'open' ? 'watch.waiting' : 'watch.connecting');
  }

  /** The rule the host's table broke (and the act), in this table's words; the check's words are this table's own judge's. */
  private renderStopped(failure: Check, at: number | null): TemplateResult {
    const game = kultGame(this.set);
    return html`<section class="refused" part="stopped" role="alert" aria-labelledby="stopped-h" data-rule=${failure.rule}>
      <h3 id="stopped-h">${msg('watch.stopped.heading')}</h3>
      <p>${at === null ? msg('watch.stopped.rule', { rule: failure.rule }) : msg('watch.stopped.ruleAt', { n: at + 1, rule: failure.rule })}</p>
      <kult-judge .judgement=${judgementOf(null, [failure])} mode="attempt" heading-level="4" .wordsUrl=${game.rules}></kult-judge>
    </section>`;
  }

  private renderTable(s: SpectatorSnapshot, seats: readonly string[]): TemplateResult {
    const w = s.watching;
    const view = w.state as GameState;
    const ui = kultUI(this.set);
    const last = s.log.at(-1);
    const names = (seat: string): string => msg('replay.seat', { n: seats.indexOf(seat) + 1, name: ui.seatName(seat, view, NOBODY) });
    return replayBoard({ set: this.set, view, seats, log: s.log, names, act: last ? { n: s.log.length, judgement: last.judgement } : null });
  }
}
