/**
 * `<cygw-table>`: a Cult match drawn as a board, seen from one seat (any MatchPort: practice or,
 * later, a friend match). The status line (round, phase, First Player, who acts, the Active
 * Location), the player's controls and the judge, the 13 Locations, the Cults' sheets, the hand,
 * the market, decks and Supremacy card, and the log. The rules stay in the game: the table offers
 * the port's legal acts and sends attempts; a refused attempt shows the judge's checks.
 *
 * @csspart status - The round, phase, First Player and whose turn it is.
 * @csspart controls - The player's acts.
 * @csspart judge - The judgement of a refused attempt.
 * @csspart city - The 13 Locations.
 * @csspart sheets - The Cults' sheets.
 * @csspart hand - The player's hand.
 * @csspart market - The Palace market, the decks and the Supremacy card.
 * @csspart log - The match log.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { property, state } from 'lit/decorators.js';
import '../../src/i18n/en/cygw-words.js';
// The log's words come with the table's.
import '../../src/i18n/en/table-words.js';
import { msg } from '../../src/i18n/catalog.js';
import type { MatchPort, MatchSnapshot } from '../../src/app/match-port.js';
import type { CygwAction } from '../../src/cygw/actions.js';
import type { CygwGame } from '../../src/cygw/game.js';
import type { CygwState } from '../../src/cygw/state.js';
import { floorNow } from '../../src/cygw/rules/floor.js';
import { Localized } from '../localized.js';
import { MatchController } from '../controllers/match-controller.js';
import { seatReader } from '../seat-reader.js';
import '../kult-judge/kult-judge.js';
import '../kult-log/kult-log.js';
import { cardsOf } from './cygw-content.js';
import type { BoardContext } from './cygw-context.js';
import { renderControls } from './cygw-controls.js';
import { renderHand, renderMarket } from './cygw-cards-panel.js';
import { renderLocations } from './cygw-locations.js';
import { renderSheets } from './cygw-sheets.js';
import { cygwUI } from './cygw-ui.js';
import { actWords, locationLabel, seatWords, stepWords } from './cygw-words.js';
import { styles } from './cygw-table.styles.js';

export type CygwPort = MatchPort<CygwState, CygwAction, CygwGame>;

export class CygwTable extends Localized {
  static override styles = styles;

  private readonly match = new MatchController<CygwState, CygwAction, CygwGame>(this, null, (s) => this.follow(s));

  /** The match seen from this table's seat. */
  @property({ attribute: false })
  get port(): CygwPort | null {
    return this.match.port;
  }
  set port(p: CygwPort | null) {
    this.match.port = p;
  }

  /** The Free Priest picked to preach with (its strength; 0 the Patriarch). */
  @state() private picked: number | null = null;
  /** The refused attempt on show (until the next act or a dismissal). */
  @state() private refused: MatchSnapshot['lastAttempt'] = null;

  /** A new moment drops a pick the rules no longer allow. */
  private follow(s: MatchSnapshot<CygwState, CygwAction>): void {
    if (this.picked !== null && !(this.port?.legalActions() ?? []).some((a) => a.type === 'preach' && a.strength === this.picked)) this.picked = null;
    if (s.lastAttempt?.ok) this.refused = null;
  }

  private act(a: CygwAction): void {
    const port = this.port;
    if (!port) return;
    const j = port.attempt(a);
    this.refused = j.ok ? null : j;
    if (j.ok) this.picked = null;
  }

  override render(): TemplateResult | typeof nothing {
    const s = this.match.snapshot;
    const port = this.port;
    if (!s || !port) return nothing;
    const cards = cardsOf(port.game);
    const ctx: BoardContext = {
      cards,
      view: s.view,
      me: s.me,
      legal: s.status === 'playing' ? port.legalActions() : [],
      picked: this.picked,
      pick: (strength) => (this.picked = strength),
      act: (a) => this.act(a),
    };
    return html`<div class="table" role="region" aria-label=${msg('cygw.board.label')}>
      ${this.renderStatus(ctx)}
      <div class="layout">
        <div class="side">
          ${renderControls(ctx)}
          ${this.renderJudge(ctx)}
          ${renderHand(ctx)}
        </div>
        <div class="main">
          ${renderLocations(ctx)}
          ${renderSheets(ctx)}
        </div>
        <div class="more">
          ${renderMarket(ctx)}
          <section class="log" part="log" aria-labelledby="log-h">
            <h2 id="log-h">${msg('cygw.log.heading')}</h2>
            <kult-log .log=${s.log} .view=${s.view} .me=${s.me} .ui=${cygwUI(cards)} .wordsUrl=${port.game.rules}></kult-log>
          </section>
        </div>
      </div>
    </div>`;
  }

  /** The status line, with the latest act (a bot's, while the player watches them play). */
  private renderStatus(ctx: BoardContext): TemplateResult {
    const { view, cards, me } = ctx;
    const last = this.match.snapshot?.log.at(-1);
    const f = view.phase === 'over' ? null : floorNow(view);
    return html`<header class="status" part="status">
      <span class="round">${msg('cygw.board.round', { round: view.round })}</span>
      <span class="phase">${stepWords(view.phase)}</span>
      ${view.phase === 'resolution' && view.active > 0 ? html`<span class="active">${msg('cygw.board.active', { location: locationLabel(view.active) })}</span>` : nothing}
      <span class="first">${msg('cygw.board.first', { who: seatWords(cards, view, view.first, me) })}</span>
      ${f ? html`<span class="turn ${f.seat === me ? 'mine' : ''}">${msg('cygw.board.turn', { who: seatWords(cards, view, f.seat, me) })}</span>` : nothing}
      ${last ? html`<span class="last-act">${msg('cygw.board.last', { act: cygwUI(cards).describeAct(last, view, me, null) })}</span>` : nothing}
    </header>`;
  }

  /** A refused attempt: what was tried and the judge's checks, rule IDs first (the rule words on demand). */
  private renderJudge(ctx: BoardContext): TemplateResult | typeof nothing {
    const j = this.refused;
    if (!j || j.ok) return nothing;
    const reader = seatReader(cygwUI(ctx.cards), ctx.view, ctx.me);
    return html`<section class="judge-slot" part="judge" aria-label=${msg('cygw.judge.label')}>
      <p class="caption">${msg('cygw.judge.attempt', { act: actWords(ctx.cards, ctx.view, ctx.me, j.action as CygwAction) })}</p>
      <kult-judge .judgement=${j} mode="attempt" heading-level="3" .reader=${reader} .wordsUrl=${this.port?.game.rules ?? null}></kult-judge>
      <button type="button" class="dismiss" @click=${() => (this.refused = null)}>${msg('cygw.judge.dismiss')}</button>
    </section>`;
  }
}

if (!customElements.get('cygw-table')) customElements.define('cygw-table', CygwTable);

declare global {
  interface HTMLElementTagNameMap {
    'cygw-table': CygwTable;
  }
}
