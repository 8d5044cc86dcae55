/**
 * A creature as a card on the battlefield: its name, current ATTACK/DEFENCE, keywords (printed,
 * fused and gained), fused Equipment and ♦; a back while the other team cannot see it. While a
 * card waits for its target, every creature is a button that aims it (the judge decides).
 */
import { html, nothing, type TemplateResult } from 'lit';
import { msg } from '../../src/i18n/catalog.js';
import type { SeatId } from '../../src/engine/game.js';
import type { Lane, Unit } from '../../src/meat/state.js';
import { keywordsOf } from '../../src/meat/rules/model.js';
import { specialCost } from '../../src/meat/rules/resolvable.js';
import type { TableContext } from './meat-context.js';
import { cardName, creatureDef, laneWords, named, seatWords } from './meat-words.js';

/** The keywords in words (printed and gained ones, and ODKRYCIE from the card's text). */
export function keywordList(ctx: TableContext, u: Unit): string[] {
  const def = creatureDef(ctx.cards, ctx.view, u.card);
  const out = [...keywordsOf(ctx.cards, ctx.view, u)].map((k) => msg(`meat.kw.${k}`));
  if (def?.reveal) out.push(msg('meat.kw.odkrycie'));
  return out;
}

export function renderUnit(ctx: TableContext, seat: SeatId, lane: Lane, u: Unit): TemplateResult {
  const { cards, view, me } = ctx;
  const def = creatureDef(cards, view, u.card);
  const who = seatWords(view, seat, me);
  if (!def) {
    return html`<div class="unit back-card" data-card=${u.card} data-seat=${seat} data-lane=${lane}>
      <span class="unit-name">${msg('meat.unit.back')}</span>
    </div>`;
  }
  const mine = seat === me;
  const canSpecial = mine && !!def.special && !u.specialUsed && ctx.mine('resolve');
  return html`<div class="unit" role="group" data-card=${u.card} data-seat=${seat} data-lane=${lane} aria-label=${msg('meat.unit.label', { card: named(def.name), lane: laneWords(lane), who })}>
    <span class="unit-name">${named(def.name)}</span>
    <span class="unit-stats">${msg('meat.card.stats', { attack: u.attack, defence: u.defence })}</span>
    ${keywordList(ctx, u).length ? html`<span class="unit-kw">${keywordList(ctx, u).join(' · ')}</span>` : nothing}
    ${u.equipment.length ? html`<span class="unit-fused">${msg('meat.unit.fused', { cards: u.equipment.map((e) => cardName(cards, view, e.card)).join(', ') })}</span>` : nothing}
    ${def.special
      ? canSpecial
        ? html`<button type="button" class="special" data-card=${u.card} @click=${() => ctx.clickOwn(u.card)}>${msg('meat.kw.special', { cost: specialCost(cards, view, seat, def.special.cost) })}</button>`
        : html`<span class="unit-special">${u.specialUsed ? msg('meat.unit.used') : msg('meat.kw.special', { cost: def.special.cost })}</span>`
      : nothing}
    ${!view.revealed ? html`<span class="unit-down">${msg('meat.unit.down')}</span>` : nothing}
  </div>`;
}
