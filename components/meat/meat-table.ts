/**
 * `<meat-table>`: an M.E.A.T. The Cult match seen from one seat (any MatchPort). The status bar
 * (each side's vitality, round, phase, step, who decides), the controls and the judge, the
 * battlefield (the other side across the top, this side at the bottom, lanes facing their
 * opposite lanes), the hands, the Leaders, the draft pool, the Instant stack, the dice, the
 * graveyards and the log. The rules stay in the game: clicks build acts, the port's judge decides,
 * and a refused attempt shows the judge's checks with their M-… rules.
 *
 * @csspart status - Vitality, round, phase, step and who decides.
 * @csspart controls - The player's acts.
 * @csspart judge - The judgement of a refused attempt.
 * @csspart field - The battlefield.
 * @csspart hand - The hands.
 * @csspart leaders - The Leaders still to choose.
 * @csspart pool - The draft pool and decks.
 * @csspart stack - The Instant window and stack.
 * @csspart rolls - The last dice.
 * @csspart graves - The graveyards.
 * @csspart log - The match log.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { property, state } from 'lit/decorators.js';
import '../../src/i18n/en/meat-words.js';
// The log's words come with the table's.
import '../../src/i18n/en/table-words.js';
import { msg } from '../../src/i18n/catalog.js';
import type { MatchPort, MatchSnapshot } from '../../src/app/match-port.js';
import type { MeatAction } from '../../src/meat/actions.js';
import type { MeatGame } from '../../src/meat/game.js';
import type { Lane, MeatState, TargetRef } from '../../src/meat/state.js';
import { floorNow } from '../../src/meat/rules/floor.js';
import { Localized } from '../localized.js';
import { MatchController } from '../controllers/match-controller.js';
import { seatReader } from '../seat-reader.js';
import '../kult-judge/kult-judge.js';
import '../kult-log/kult-log.js';
import { cardsOf } from './meat-content.js';
import { NO_PLACING, type Chosen, type Placing, type TableContext } from './meat-context.js';
import { renderBattlefield } from './meat-battlefield.js';
import { renderGraves, renderHands, renderLeaders, renderPool, renderRolls, renderStack } from './meat-cards-panel.js';
import { renderControls } from './meat-controls.js';
import { renderStatus } from './meat-status.js';
import { meatUI } from './meat-ui.js';
import { actWords } from './meat-words.js';
import { styles } from './meat-table.styles.js';

export type MeatPort = MatchPort<MeatState, MeatAction, MeatGame>;

export class MeatTable extends Localized {
  static override styles = styles;

  private readonly match = new MatchController<MeatState, MeatAction, MeatGame>(this, null, (s) => this.follow(s));

  /** The match seen from this table's seat. */
  @property({ attribute: false })
  get port(): MeatPort | null {
    return this.match.port;
  }
  set port(p: MeatPort | null) {
    this.match.port = p;
  }

  @state() private chosen: Chosen | null = null;
  @state() private marked: ReadonlySet<string> = new Set();
  @state() private placing: Placing = NO_PLACING;
  /** The refused attempt on show (until the next act or a dismissal). */
  @state() private refused: MatchSnapshot['lastAttempt'] = null;
  /** Where play stood when the clicks began: a new decision drops them. */
  private moment = '';

  private follow(s: MatchSnapshot<MeatState, MeatAction>): void {
    const v = s.view;
    const f = floorNow(v);
    const now = `${v.round}|${v.step}|${f?.seat ?? ''}|${f?.types.join() ?? ''}|${v.window?.at ?? ''}|${v.stack.length}|${v.triggers.length}`;
    if (now !== this.moment) {
      this.moment = now;
      this.clear();
    }
    if (s.lastAttempt?.ok) this.refused = null;
  }

  private clear(): void {
    this.chosen = null;
    this.marked = new Set();
    this.placing = NO_PLACING;
  }

  private act(a: MeatAction): void {
    const port = this.port;
    if (!port) return;
    const j = port.attempt(a);
    this.refused = j.ok ? null : j;
    if (j.ok) this.clear();
  }

  private toggle(iid: string): void {
    const next = new Set(this.marked);
    if (!next.delete(iid)) next.add(iid);
    this.marked = next;
  }

  /** A card that may need a target: chosen when the legal acts aim it, else tried at once. */
  private startAimed(ctx: TableContext, type: 'resolve' | 'instant', card: string): void {
    if (this.chosen?.card === card) return void (this.chosen = null);
    const aimed = ctx.legal.some((a) => a.type === type && a.card === card && a.target);
    if (aimed) this.chosen = { card, type };
    else this.act({ type, player: ctx.me, card });
  }

  private context(s: MatchSnapshot<MeatState, MeatAction>, port: MeatPort): TableContext {
    const cards = cardsOf(port.game);
    const view = s.view;
    const floor = floorNow(view);
    const me = s.me;
    const mine = (type: MeatAction['type']) => s.status === 'playing' && floor?.seat === me && floor.types.includes(type);
    const ctx: TableContext = {
      cards,
      view,
      me,
      legal: s.status === 'playing' ? port.legalActions() : [],
      floor,
      chosen: this.chosen,
      marked: this.marked,
      placing: this.placing,
      mine,
      clickHand: (iid) => {
        if (mine('discard') || mine('commit')) this.toggle(iid);
        else if (mine('place')) {
          const p = this.placing;
          const lane = (['left', 'front', 'right'] as const).find((l) => p[l] === iid);
          if (lane) this.placing = { ...p, [lane]: null };
          this.chosen = this.chosen?.card === iid ? null : { card: iid, type: 'place' };
        } else if (mine('instant')) this.startAimed(ctx, 'instant', iid);
      },
      clickOwn: (iid) => {
        if (mine('pay')) this.toggle(iid);
        else if (mine('resolve')) this.startAimed(ctx, 'resolve', iid);
      },
      clickLane: (lane: Lane) => {
        const p = this.placing;
        if (this.chosen?.type === 'place') {
          const card = this.chosen.card;
          const keep = (l: Lane) => (p[l] === card ? null : p[l]);
          this.placing = { left: keep('left'), front: keep('front'), right: keep('right'), guard: p.guard, [lane]: card };
          this.chosen = null;
        } else if (p[lane]) this.placing = { ...p, [lane]: null };
      },
      aim: (t: TargetRef) => {
        const c = this.chosen;
        if (c && c.type !== 'place') this.act({ type: c.type, player: me, card: c.card, target: t });
      },
      setGuard: (g) => (this.placing = { ...this.placing, guard: g }),
      clear: () => this.clear(),
      act: (a) => this.act(a),
    };
    return ctx;
  }

  override render(): TemplateResult | typeof nothing {
    const s = this.match.snapshot;
    const port = this.port;
    if (!s || !port) return nothing;
    const ctx = this.context(s, port);
    return html`<div class="table" role="region" aria-label=${msg('meat.board.label')}>
      ${renderStatus(ctx, s.log.at(-1))}
      <div class="layout">
        <div class="side">
          ${renderControls(ctx)} ${this.renderJudge(ctx)} ${renderLeaders(ctx)} ${renderHands(ctx)}
        </div>
        <div class="main">${renderBattlefield(ctx)} ${renderPool(ctx)}</div>
        <div class="more">
          ${renderStack(ctx)} ${renderRolls(ctx)} ${renderGraves(ctx)}
          <section class="log" part="log" aria-labelledby="log-h">
            <h2 id="log-h">${msg('meat.log.heading')}</h2>
            <kult-log .log=${s.log} .view=${s.view} .me=${s.me} .ui=${meatUI(ctx.cards)} .wordsUrl=${port.game.rules}></kult-log>
          </section>
        </div>
      </div>
    </div>`;
  }

  /** A refused attempt: what was tried and the judge's checks, rule IDs first (the rule words on demand). */
  private renderJudge(ctx: TableContext): TemplateResult | typeof nothing {
    const j = this.refused;
    if (!j || j.ok) return nothing;
    const reader = seatReader(meatUI(ctx.cards), ctx.view, ctx.me);
    return html`<section class="judge-slot" part="judge" aria-label=${msg('meat.judge.label')}>
      <p class="caption">${msg('meat.judge.attempt', { act: actWords(ctx.cards, ctx.view, ctx.me, j.action as MeatAction) })}</p>
      <kult-judge .judgement=${j} mode="attempt" heading-level="3" .reader=${reader} .wordsUrl=${this.port?.game.rules ?? null}></kult-judge>
      <button type="button" class="dismiss" @click=${() => (this.refused = null)}>${msg('meat.judge.dismiss')}</button>
    </section>`;
  }
}

if (!customElements.get('meat-table')) customElements.define('meat-table', MeatTable);

declare global {
  interface HTMLElementTagNameMap {
    'meat-table': MeatTable;
  }
}
