/**
 * The cards around the board: the player's hand face up (name, dark seal, effect in short), the
 * Palace market's three slots, the three decks' counts, the Supremacy card (its owner, face up or
 * down) and the Mobs left in the reserve.
 */
import { html, type TemplateResult } from 'lit';
import { msg } from '../../src/i18n/catalog.js';
import type { BoardContext } from './cygw-context.js';
import { cardDark, cardEffect, cardName, seatWords } from './cygw-words.js';

function cardItem(ctx: BoardContext, iid: string): TemplateResult {
  const dark = cardDark(ctx.cards, ctx.view, iid);
  return html`<li class="card ${dark ? 'dark' : ''}" data-card=${iid}>
    <span class="card-name">${cardName(ctx.cards, ctx.view, iid)}</span>
    ${dark ? html`<span class="seal">${msg('cygw.card.dark')}</span>` : ''}
    <span class="card-effect">${cardEffect(ctx.cards, ctx.view, iid)}</span>
  </li>`;
}

export function renderHand(ctx: BoardContext): TemplateResult {
  const hand = ctx.view.cults[ctx.me]?.hand ?? [];
  return html`<section class="hand" part="hand" aria-labelledby="hand-h">
    <h2 id="hand-h">${msg('cygw.hand.heading')}</h2>
    ${hand.length === 0 ? html`<p class="muted">${msg('cygw.hand.empty')}</p>` : html`<ul class="cards">${hand.map((iid) => cardItem(ctx, iid))}</ul>`}
  </section>`;
}

export function renderMarket(ctx: BoardContext): TemplateResult {
  const { view, cards, me } = ctx;
  const sup = view.supremacy;
  return html`<section class="market" part="market" aria-labelledby="market-h">
    <h2 id="market-h">${msg('cygw.market.heading')}</h2>
    <ul class="cards">
      ${view.market.map((iid) => (iid ? cardItem(ctx, iid) : html`<li class="card empty">${msg('cygw.market.empty')}</li>`))}
    </ul>
    <h2 class="sub">${msg('cygw.decks.heading')}</h2>
    <p class="decks">
      <span>${msg('cygw.deck.miracle', { count: view.decks.miracle.length })}</span> ·
      <span>${msg('cygw.deck.intrigue', { count: view.decks.intrigue.length })}</span> ·
      <span>${msg('cygw.deck.license', { count: view.decks.license.length })}</span>
    </p>
    <h2 class="sub">${msg('cygw.supremacy.heading')}</h2>
    <p class="supremacy" data-owner=${sup.owner ?? ''}>
      ${sup.owner === null ? msg('cygw.supremacy.none') : msg(sup.faceUp ? 'cygw.supremacy.up' : 'cygw.supremacy.down', { who: seatWords(cards, view, sup.owner, me) })}
    </p>
    <p class="reserve">${msg('cygw.reserve.mobs', { count: view.mobs })}</p>
  </section>`;
}
