/**
 * The battlefield (POLE BITWY): one block per opposite pair (M-PLAYERS-03), the other side's player
 * across the top and this side's at the bottom. Positions face each other physically (M-BATTLE-02):
 * my left flank faces their right flank, so the top row runs right flank, Front, left flank. Each
 * player's Leader, Telestarion, hand count and laid Destiny cards stand beside their row.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { msg } from '../../src/i18n/catalog.js';
import type { SeatId } from '../../src/engine/game.js';
import { LANES, type Lane } from '../../src/meat/state.js';
import type { TableContext } from './meat-context.js';
import { renderUnit } from './meat-unit.js';
import { cardName, laneWords, leaderDef, leaderName, powerWords, seatWords, sideWords } from './meat-words.js';

/** The opposite pairs, this seat's side at the bottom of each. */
function pairs(ctx: TableContext): { mine: SeatId; theirs: SeatId }[] {
  const { view, me } = ctx;
  const side = view.players[me]?.side ?? 'A';
  return view.seats.filter((s) => view.players[s]!.side === side).map((s) => ({ mine: s, theirs: view.players[s]!.opposite }));
}

export function renderBattlefield(ctx: TableContext): TemplateResult {
  const { view, me } = ctx;
  const side = view.players[me]?.side ?? 'A';
  return html`<section class="field" part="field" aria-labelledby="field-h">
    <h2 id="field-h">${msg('meat.field.heading')}</h2>
    <p class="rows-key"><span class="foes-key">↑ ${msg('meat.field.foes')} (${sideWords(side === 'A' ? 'B' : 'A')})</span> · <span class="mine-key">↓ ${msg('meat.field.mine')} (${sideWords(side)})</span></p>
    <div class="pairs">
      ${pairs(ctx).map(
        (p) => html`<article class="pair" aria-label=${msg('meat.field.pair', { mine: seatWords(view, p.mine, me), theirs: seatWords(view, p.theirs, me) })}>
          ${renderPlayer(ctx, p.theirs, 'top')} ${renderPlayer(ctx, p.mine, 'bottom')}
        </article>`,
      )}
    </div>
  </section>`;
}

function renderPlayer(ctx: TableContext, seat: SeatId, row: 'top' | 'bottom'): TemplateResult {
  const { view, me } = ctx;
  const p = view.players[seat]!;
  // The top row is seen from across the table: its right flank on the left.
  const order: readonly Lane[] = row === 'top' ? ['right', 'front', 'left'] : LANES;
  const info = renderInfo(ctx, seat);
  return html`<div class="player ${row} ${seat === me ? 'me' : ''}" data-seat=${seat} data-side=${p.side}>
    ${row === 'top' ? info : nothing}
    <ol class="lanes" aria-label=${msg('meat.field.pair', { mine: seatWords(view, seat, me), theirs: seatWords(view, p.opposite, me) })}>
      ${order.map((lane) => renderLane(ctx, seat, lane))}
    </ol>
    ${row === 'bottom' ? info : nothing}
  </div>`;
}

function renderInfo(ctx: TableContext, seat: SeatId): TemplateResult {
  const { view, me, cards } = ctx;
  const p = view.players[seat]!;
  const paying = seat === me && ctx.mine('pay');
  return html`<div class="player-info">
    <h3>${seatWords(view, seat, me)} <span class="side-tag">${sideWords(p.side)}</span></h3>
    <p class="facts">
      <span class="leader">${p.leader ? msg('meat.player.leader', { card: leaderName(cards, p.leader) }) : msg('meat.player.noLeader')}</span>
      ${leaderDef(cards, p.leader) ? html`<span class="leader-power">(${powerWords(leaderDef(cards, p.leader)!.power)})</span>` : nothing}
      <span class="tele">${msg('meat.player.tele', { count: p.telestarion })}</span>
      <span class="hand-count">${msg('meat.player.hand', { count: p.hand.length })}</span>
      ${p.passed && view.step === 'act' ? html`<span class="passed">${msg('meat.player.passed')}</span>` : nothing}
    </p>
    ${p.laid.length === 0 && sealedLaid(p) > 0
      ? html`<ul class="laid" aria-label=${msg('meat.player.laid')}>
          ${Array.from({ length: sealedLaid(p) }, () => html`<li class="laid-card back">${msg('meat.player.laidBack')}</li>`)}
        </ul>`
      : p.laid.length === 0
      ? html`<p class="laid muted">${msg('meat.player.laidNone')}</p>`
      : html`<ul class="laid" aria-label=${msg('meat.player.laid')}>
          ${p.laid.map((l) => {
            const known = view.ident[l.card] != null;
            const name = known ? cardName(cards, view, l.card) : msg('meat.player.laidBack');
            const state = [l.paid ? msg('meat.player.paid') : '', l.resolved ? msg('meat.player.resolved') : ''].filter(Boolean).join(', ');
            const clickable = seat === me && known && (paying || (ctx.mine('resolve') && l.paid && !l.resolved));
            const body = html`${name}${state ? html` <span class="laid-state">(${state})</span>` : nothing}`;
            return html`<li class="laid-card ${known ? '' : 'back'}" data-card=${l.card}>
              ${clickable
                ? html`<button type="button" class="own" data-card=${l.card} aria-pressed=${paying ? String(ctx.marked.has(l.card)) : String(ctx.chosen?.card === l.card)} @click=${() => ctx.clickOwn(l.card)}>${body}</button>`
                : body}
            </li>`;
          })}
        </ul>`}
  </div>`;
}

/** Between friends, Destiny cards laid face down are a count until their table opens them (M-TACTIC-05). */
const sealedLaid = (p: TableContext['view']['players'][string]): number => (p.sealed?.commit && !p.sealed.opened ? p.sealed.commit.count : 0);

/** Between friends, a filled position is known before its creature is (M-TACTIC-05): a back until the reveal. */
const sealedBack = (p: TableContext['view']['players'][string], lane: Lane): boolean => !!p.sealed?.place && !p.sealed.opened && p.sealed.place.filled[LANES.indexOf(lane)] === true;

function renderLane(ctx: TableContext, seat: SeatId, lane: Lane): TemplateResult {
  const { view, me } = ctx;
  const u = view.players[seat]!.lanes[lane];
  if (!u && sealedBack(view.players[seat]!, lane)) {
    return html`<li class="lane" data-seat=${seat} data-lane=${lane}>
      <span class="lane-name">${laneWords(lane)}</span>
      <div class="unit back-card" data-seat=${seat} data-lane=${lane}><span class="unit-name">${msg('meat.unit.back')}</span></div>
    </li>`;
  }
  const placing = seat === me && ctx.mine('place');
  const planned = placing ? ctx.placing[lane] : null;
  const aiming = ctx.chosen !== null && ctx.chosen.type !== 'place' && u !== null;
  return html`<li class="lane" data-seat=${seat} data-lane=${lane}>
    <span class="lane-name">${laneWords(lane)}</span>
    ${u ? renderUnit(ctx, seat, lane, u) : placing ? nothing : html`<span class="lane-empty">${msg('meat.lane.empty')}</span>`}
    ${placing
      ? html`<button type="button" class="place ${planned ? 'planned' : ''}" data-lane=${lane} @click=${() => ctx.clickLane(lane)}>
          ${planned ? cardName(ctx.cards, view, planned) : msg('meat.lane.placeHere')}
        </button>`
      : nothing}
    ${aiming
      ? html`<button type="button" class="aim" data-seat=${seat} data-lane=${lane} @click=${() => ctx.aim({ seat, lane })}>${msg('meat.lane.aim', { lane: laneWords(lane), who: seatWords(view, seat, me) })}</button>`
      : nothing}
  </li>`;
}
