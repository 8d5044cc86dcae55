/**
 * Each Cult's sheet: its name and colour (with the initial its tokens wear), the side face up and
 * its Divine Might, its two abilities, Followers, Mobs, coins, Free Priests, Priests on the sheet,
 * the Patriarch's place and strength, its Licenses and how many cards it holds.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { msg } from '../../src/i18n/catalog.js';
import type { SeatId } from '../../src/engine/game.js';
import { abilitiesOf, divineMight, patriarchStrength } from '../../src/cygw/rules/model.js';
import type { BoardContext } from './cygw-context.js';
import { initialOf, token } from './cygw-token.js';
import { abilityName, cardName, cultName } from './cygw-words.js';

export function renderSheets(ctx: BoardContext): TemplateResult {
  // The player's own sheet first, then the others in seating order.
  const seats = [ctx.me, ...ctx.view.seats.filter((s) => s !== ctx.me)].filter((s) => ctx.view.cults[s]);
  return html`<section class="sheets" part="sheets" aria-labelledby="sheets-h">
    <h2 id="sheets-h">${msg('cygw.sheets.heading')}</h2>
    <div class="sheet-list">${seats.map((s) => renderSheet(ctx, s))}</div>
  </section>`;
}

function renderSheet(ctx: BoardContext, seat: SeatId): TemplateResult {
  const { cards, view, me } = ctx;
  const c = view.cults[seat]!;
  const name = cultName(cards, view, seat);
  const mine = seat === me;
  const heading = mine ? `${name} (${msg('cygw.seat.you')})` : name;
  return html`<article class="sheet ${mine ? 'mine' : ''}" data-seat=${seat} data-colour=${c.colour} aria-labelledby=${`sheet-${seat}`}>
    <h3 id=${`sheet-${seat}`}><span class="chip" data-colour=${c.colour} aria-hidden="true">${initialOf(cards, view, seat)}</span> ${heading}</h3>
    <p class="side">${msg('cygw.sheet.colour', { colour: msg(`cygw.colour.${c.colour}`) })} · ${msg(`cygw.sheet.side.${c.side}`)} · ${msg('cygw.sheet.dm', { dm: divineMight(cards, view, seat) })}</p>
    <p class="abilities"><span class="k">${msg('cygw.sheet.abilities')}:</span> ${abilitiesOf(cards, view, seat).map(abilityName).join(' · ')}</p>
    <dl class="counts">
      <div><dt>${msg('cygw.sheet.followers')}</dt><dd>${c.followers}</dd></div>
      <div><dt>${msg('cygw.sheet.mobs')}</dt><dd>${c.mobs}</dd></div>
      <div><dt>${msg('cygw.sheet.coins')}</dt><dd>${c.coins}</dd></div>
      <div><dt>${msg('cygw.sheet.hand')}</dt><dd>${c.hand.length}</dd></div>
    </dl>
    <p class="patriarch">${msg(`cygw.sheet.patriarch.${c.patriarch}`, { strength: patriarchStrength(cards, view, seat) })}</p>
    <p class="free"><span class="k">${msg('cygw.sheet.free')}:</span> ${c.free.length > 0 ? c.free.map((s) => (mine ? pickable(ctx, s, token(cards, view, me, seat, s)) : token(cards, view, me, seat, s))) : msg('cygw.sheet.none')}</p>
    ${c.onSheet.length > 0 ? html`<p class="on-sheet"><span class="k">${msg('cygw.sheet.onSheet')}:</span> ${c.onSheet.map((s) => token(cards, view, me, seat, s))}</p>` : nothing}
    <p class="licenses"><span class="k">${msg('cygw.sheet.licenses')}:</span> ${c.licenses.length > 0 ? c.licenses.map((l) => cardName(cards, view, l)).join(', ') : msg('cygw.sheet.none')}</p>
    <!-- The hand's backs: its count is read in the counts above. -->
    ${mine ? nothing : html`<p class="backs" aria-hidden="true">${c.hand.map(() => html`<span class="back"></span>`)}</p>`}
  </article>`;
}

/** The player's own Free Priest: a button that picks it to preach with while Preaching is legal for it. */
function pickable(ctx: BoardContext, strength: number, tok: TemplateResult): TemplateResult {
  if (!ctx.legal.some((a) => a.type === 'preach' && a.strength === strength)) return tok;
  return html`<button type="button" class="tok-pick" data-strength=${strength} aria-pressed=${ctx.picked === strength ? 'true' : 'false'} @click=${() => ctx.pick(ctx.picked === strength ? null : strength)}>${tok}</button>`;
}
