/**
 * The Eternal City's 13 Locations as a grid: each with its number and name, the Followers needed
 * to preach there, its alms and benefit in short, and the Priests, Altars, coins and boosts of
 * every Cult in it; the Active Location marked in words and colour. While a Free Priest is picked,
 * each Location's name is a button (the ones this Cult may preach to marked): clicking one the
 * judge refuses shows the judgement and its rule IDs.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { msg } from '../../src/i18n/catalog.js';
import { LOCATIONS, type LocationInfo } from '../../src/cygw/board/locations.js';
import { influence, pieceStrength, present } from '../../src/cygw/rules/model.js';
import type { BoardContext } from './cygw-context.js';
import { token, initialOf } from './cygw-token.js';
import { locationLabel, seatWords } from './cygw-words.js';

export function renderLocations(ctx: BoardContext): TemplateResult {
  const reachable = new Set(ctx.picked === null ? [] : ctx.legal.flatMap((a) => (a.type === 'preach' && a.strength === ctx.picked ? [a.location] : [])));
  return html`<section class="city" part="city" aria-labelledby="city-h">
    <h2 id="city-h">${msg('cygw.board.city')}</h2>
    <ol class="locations">
      ${LOCATIONS.map((l) => renderLocation(ctx, l, reachable))}
    </ol>
  </section>`;
}

function renderLocation(ctx: BoardContext, l: LocationInfo, reachable: ReadonlySet<number>): TemplateResult {
  const { view, cards, me } = ctx;
  const place = view.board[l.id - 1]!;
  const active = view.active === l.id && view.phase === 'resolution';
  const can = reachable.has(l.id);
  const picking = ctx.picked !== null;
  const name = locationLabel(l.id);
  const empty = place.priests.length === 0 && place.altars.length === 0;
  return html`<li class="loc ${active ? 'active' : ''} ${can ? 'reachable' : ''}" data-location=${l.id} aria-current=${active ? 'location' : 'false'}>
    <h3 class="loc-name">
      ${picking
        ? html`<button type="button" class="loc-pick" data-location=${l.id} @click=${() => ctx.act({ type: 'preach', player: me, strength: ctx.picked!, location: l.id })}>
            ${name}${can ? html`<span class="sr">, ${msg('cygw.loc.reachable')}</span>` : nothing}
          </button>`
        : name}
    </h3>
    ${active ? html`<p class="active-mark">${msg('cygw.loc.active')}</p>` : nothing}
    <p class="loc-facts"><span>${msg('cygw.loc.needs', { count: l.access })}</span> · <span>${msg('cygw.loc.alms', { count: l.alms })}</span></p>
    <p class="loc-benefit">${msg(`cygw.loc.${l.id}.benefit`)}</p>
    ${empty ? nothing : renderInfluence(ctx, l.id)}
    <div class="loc-pieces">
      ${empty ? html`<span class="loc-empty">${msg('cygw.loc.empty')}</span>` : nothing}
      ${place.priests.map((p) => token(cards, view, me, p.owner, pieceStrength(cards, view, p), { patriarch: p.patriarch, boost: p.boost, coins: p.coins }))}
      ${place.altars.map(
        (a) => html`<span class="altar" data-colour=${view.cults[a.owner]?.colour ?? 'black'} role="img" aria-label=${msg('cygw.loc.altar', { who: seatWords(cards, view, a.owner, me) })}
          ><span aria-hidden="true">⌂${initialOf(cards, view, a.owner)}</span></span
        >`,
      )}
    </div>
  </li>`;
}

/** Each present Cult's Influence here (C-CORE-12), highest first: what decides the winner. */
function renderInfluence(ctx: BoardContext, loc: number): TemplateResult {
  const { cards, view, me } = ctx;
  const rows = view.seats.filter((s) => present(view, s, loc)).map((s) => ({ s, n: influence(cards, view, s, loc) })).sort((a, b) => b.n - a.n);
  return html`<p class="loc-influence">
    ${msg('cygw.loc.influences', { list: rows.map((r) => `${seatWords(cards, view, r.s, me)} ${r.n}`).join(', ') })}
  </p>`;
}
