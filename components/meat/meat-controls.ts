/**
 * The player's controls: what the floor asks now in words, the confirm buttons of acts built from
 * clicks (a discard, the placement with the Front's guard, the Destiny cards laid, the payment),
 * the pass, the deferral and the triggers' order; and every other legal act as a button. Acts
 * built from clicks go to the judge as they are: a refusal shows its rules.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { msg } from '../../src/i18n/catalog.js';
import type { MeatAction } from '../../src/meat/actions.js';
import { HAND_LIMIT } from '../../src/meat/rules/flow.js';
import type { TableContext } from './meat-context.js';
import { actWords, cardName, destinyDef, laneWords, seatWords } from './meat-words.js';

/** Acts whose lists are samples of subsets: built from clicks and confirmed, never listed. */
const BUILT = new Set<MeatAction['type']>(['discard', 'place', 'commit', 'pay']);

const actButton = (ctx: TableContext, a: MeatAction): TemplateResult =>
  html`<button type="button" class="act" data-act=${a.type} @click=${() => ctx.act(a)}>${actWords(ctx.cards, ctx.view, ctx.me, a)}</button>`;

function ask(ctx: TableContext): string {
  const f = ctx.floor!;
  const t = f.types[0]!;
  if (t === 'trigger') return msg('meat.ask.trigger');
  if (t === 'instant') return msg('meat.ask.window');
  if (t === 'resolve') return msg('meat.ask.act');
  if (t === 'discard') return msg('meat.ask.discard', { count: Math.max(0, (ctx.view.players[ctx.me]?.hand.length ?? 0) - HAND_LIMIT) });
  return msg(`meat.ask.${t}`);
}

export function renderControls(ctx: TableContext): TemplateResult {
  const { view, me, floor } = ctx;
  const head = html`<h2 id="controls-h">${msg('meat.controls.heading')}</h2>`;
  if (view.phase === 'over') return html`<section class="controls" part="controls" aria-labelledby="controls-h">${head}<p>${msg('meat.controls.over')}</p></section>`;
  if (!floor || floor.seat !== me) {
    return html`<section class="controls waiting" part="controls" aria-labelledby="controls-h">
      ${head}
      <p role="status">${floor ? msg('meat.controls.waiting', { who: seatWords(view, floor.seat, me) }) : stepNote(ctx)}</p>
    </section>`;
  }
  const listed = ctx.legal.filter((a) => !BUILT.has(a.type) && !(a.type === 'resolve' || a.type === 'instant') && a.type !== 'leader' && a.type !== 'draft');
  return html`<section class="controls mine" part="controls" aria-labelledby="controls-h">
    ${head}
    <p class="ask" role="status">${ask(ctx)}</p>
    ${ctx.chosen && ctx.chosen.type !== 'place'
      ? html`<p class="hint">${msg('meat.ask.target', { card: cardName(ctx.cards, view, ctx.chosen.card) })}</p>`
      : ctx.chosen
        ? html`<p class="hint">${msg('meat.controls.chosen', { card: cardName(ctx.cards, view, ctx.chosen.card) })}</p>`
        : nothing}
    ${renderBuilt(ctx)}
    <div class="acts">
      ${listed.map((a) => actButton(ctx, a))}
      ${ctx.chosen || ctx.marked.size > 0 ? html`<button type="button" class="cancel" @click=${() => ctx.clear()}>${msg('meat.controls.cancel')}</button>` : nothing}
    </div>
    ${renderOthers(ctx)}
  </section>`;
}

/** Nobody holds the floor: the flow runs (Battle, Summary) by itself. */
const stepNote = (ctx: TableContext): string => msg('meat.controls.waiting', { who: msg(`meat.step.${ctx.view.step}`) });

function renderBuilt(ctx: TableContext): TemplateResult | typeof nothing {
  const { me, view, marked, placing } = ctx;
  const cards = [...marked];
  if (ctx.mine('discard')) return confirm(ctx, { type: 'discard', player: me, cards }, msg('meat.controls.confirm.discard', { count: cards.length }));
  if (ctx.mine('commit')) return confirm(ctx, { type: 'commit', player: me, cards }, msg('meat.controls.confirm.commit', { count: cards.length }));
  if (ctx.mine('pay')) {
    const cost = cards.reduce((n, c) => n + (destinyDef(ctx.cards, view, c)?.cost ?? 0), 0);
    return confirm(ctx, { type: 'pay', player: me, cards }, msg('meat.controls.confirm.pay', { cost, count: cards.length }));
  }
  if (ctx.mine('place')) {
    const both = !!placing.left && !!placing.right;
    return html`${both
        ? html`<div class="guard" role="group" aria-label=${msg('meat.controls.guard')}>
            <p class="hint">${msg('meat.controls.guard')}</p>
            ${(['left', 'right'] as const).map(
              (g) => html`<button type="button" class="guard-pick" data-guard=${g} aria-pressed=${String(placing.guard === g)} @click=${() => ctx.setGuard(g)}>${laneWords(g)}</button>`,
            )}
          </div>`
        : nothing}
      ${confirm(ctx, { type: 'place', player: me, left: placing.left, front: placing.front, right: placing.right, guard: placing.guard }, msg('meat.controls.confirm.place'))}`;
  }
  return nothing;
}

const confirm = (ctx: TableContext, a: MeatAction, label: string): TemplateResult =>
  html`<div class="acts"><button type="button" class="confirm primary" data-act=${a.type} @click=${() => ctx.act(a)}>${label}</button></div>`;

/** Resolve and Instant acts without a target as buttons too (a card's own button does the same). */
function renderOthers(ctx: TableContext): TemplateResult | typeof nothing {
  const direct = ctx.legal.filter((a) => (a.type === 'resolve' || a.type === 'instant') && !a.target);
  if (direct.length === 0) return nothing;
  return html`<details class="all-acts">
    <summary>${msg('meat.controls.all')}</summary>
    <div class="acts">${direct.slice(0, 24).map((a) => actButton(ctx, a))}</div>
  </details>`;
}
