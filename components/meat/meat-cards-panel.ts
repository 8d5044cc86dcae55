/**
 * The cards off the battlefield: this seat's hand (buttons while the floor asks for a hand card),
 * its teammates' hands face up (M-TEAM-01) and the other side's as backs; the Leaders still to
 * choose; the draft pool with costs; the decks; both graveyards (public, M-GRAVE-04); the last
 * dice (public, M-DICE); and the Instant window: its stack and whose priority (M-INSTANT-07).
 */
import { html, nothing, type TemplateResult } from 'lit';
import { msg } from '../../src/i18n/catalog.js';
import type { SeatId } from '../../src/engine/game.js';
import type { TableContext } from './meat-context.js';
import { cardName, creatureDef, destinyDef, leaderDef, named, powerWords, seatWords, sideWords } from './meat-words.js';

/** A card's face in short: name, kind, cost, values and keywords. */
export function cardFace(ctx: TableContext, iid: string): TemplateResult {
  const c = creatureDef(ctx.cards, ctx.view, iid);
  const d = c ? null : destinyDef(ctx.cards, ctx.view, iid);
  if (!c && !d) return html`<span class="card-name">${msg('meat.card.hidden')}</span>`;
  const def = (c ?? d)!;
  const kws = c ? [...c.keywords.map((k) => msg(`meat.kw.${k}`)), ...(c.reveal ? [msg('meat.kw.odkrycie')] : []), ...(c.special ? [msg('meat.kw.special', { cost: c.special.cost })] : [])] : [...(d!.fusion ? [msg('meat.kw.fuzja'), ...d!.fusion.keywords.map((k) => msg(`meat.kw.${k}`))] : []), ...(d!.instant ? [msg('meat.kw.instant')] : [])];
  return html`<span class="card-name">${named(def.name)}</span>
    <span class="card-kind">${msg(c ? 'meat.kind.creature' : `meat.kind.${d!.subtype}`)} · ${msg('meat.card.cost', { cost: def.cost })}</span>
    ${c || d!.subtype === 'equipment' ? html`<span class="card-stats">${msg('meat.card.stats', { attack: def.attack, defence: def.defence })}</span>` : nothing}
    ${kws.length ? html`<span class="card-kw">${kws.join(' · ')}</span>` : nothing}`;
}

/** Whether a hand card is a button now: the floor asks this seat for a hand card. */
function handClickable(ctx: TableContext, iid: string): boolean {
  if (ctx.mine('discard')) return true;
  if (ctx.mine('place')) return iid.startsWith('C');
  if (ctx.mine('commit')) return iid.startsWith('D');
  if (ctx.mine('instant')) return !!destinyDef(ctx.cards, ctx.view, iid)?.instant;
  return false;
}

export function renderHands(ctx: TableContext): TemplateResult {
  const { view, me } = ctx;
  const mine = view.players[me]?.hand ?? [];
  const side = view.players[me]?.side;
  const placed = new Set([ctx.placing.left, ctx.placing.front, ctx.placing.right].filter((x): x is string => !!x));
  const others = view.seats.filter((s) => s !== me);
  return html`<section class="hand" part="hand" aria-labelledby="hand-h">
    <h2 id="hand-h">${msg('meat.hand.heading')}</h2>
    ${mine.length === 0
      ? html`<p class="muted">${msg('meat.hand.empty')}</p>`
      : html`<ul class="cards">
          ${mine.map((iid) => {
            const pressed = ctx.marked.has(iid) || ctx.chosen?.card === iid || placed.has(iid);
            return html`<li class="card" data-card=${iid}>
              ${handClickable(ctx, iid)
                ? html`<button type="button" class="hand-card" data-card=${iid} aria-pressed=${String(pressed)} @click=${() => ctx.clickHand(iid)}>${cardFace(ctx, iid)}</button>`
                : cardFace(ctx, iid)}
            </li>`;
          })}
        </ul>`}
    ${others.map((s) => (view.players[s]!.side === side ? renderTeamHand(ctx, s) : renderBacks(ctx, s)))}
  </section>`;
}

function renderTeamHand(ctx: TableContext, seat: SeatId): TemplateResult {
  const hand = ctx.view.players[seat]!.hand;
  return html`<h3 class="sub">${msg('meat.hand.team', { who: seatWords(ctx.view, seat, ctx.me) })}</h3>
    ${hand.length === 0 ? html`<p class="muted">${msg('meat.hand.none')}</p>` : html`<ul class="cards team" data-seat=${seat}>${hand.map((iid) => html`<li class="card" data-card=${iid}>${cardFace(ctx, iid)}</li>`)}</ul>`}`;
}

function renderBacks(ctx: TableContext, seat: SeatId): TemplateResult {
  const n = ctx.view.players[seat]!.hand.length;
  return html`<p class="backs" data-seat=${seat}>
    <span>${msg('meat.hand.backs', { who: seatWords(ctx.view, seat, ctx.me), count: n })}</span>
    <span aria-hidden="true">${Array.from({ length: Math.min(n, 12) }, () => html`<span class="back"></span>`)}</span>
  </p>`;
}

/** The Leaders still face up (M-AMB-04): buttons while Leaders are chosen. */
export function renderLeaders(ctx: TableContext): TemplateResult | typeof nothing {
  const { view, cards } = ctx;
  if (view.step !== 'leaders') return nothing;
  return html`<section class="leaders" part="leaders" aria-labelledby="leaders-h">
    <h2 id="leaders-h">${msg('meat.leaders.heading')}</h2>
    <ul class="cards">
      ${view.leaders.map((id) => {
        const l = leaderDef(cards, id);
        return html`<li class="card"><button type="button" class="leader-pick" data-leader=${id} @click=${() => ctx.act({ type: 'leader', player: ctx.me, leader: id })}>
          <span class="card-name">${l ? named(l.name) : id}</span>${l ? html`<span class="card-power">${powerWords(l.power)}</span><span class="card-kind">${named(l.flavour)}</span>` : nothing}
        </button></li>`;
      })}
    </ul>
  </section>`;
}

/** The draft pool: every card a button while the draft runs (the judge decides whose pick and what they can pay). */
export function renderPool(ctx: TableContext): TemplateResult {
  const { view } = ctx;
  const drafting = view.step === 'draft' && view.phase !== 'over';
  return html`<section class="pool" part="pool" aria-labelledby="pool-h">
    <h2 id="pool-h">${msg('meat.pool.heading')}</h2>
    ${view.pool.length === 0
      ? html`<p class="muted">${msg('meat.pool.empty')}</p>`
      : html`<ul class="cards">
          ${view.pool.map(
            (iid) => html`<li class="card" data-card=${iid}>
              ${drafting ? html`<button type="button" class="pool-card" data-card=${iid} @click=${() => ctx.act({ type: 'draft', player: ctx.me, card: iid })}>${cardFace(ctx, iid)}</button>` : cardFace(ctx, iid)}
            </li>`,
          )}
        </ul>`}
    <p class="decks">${msg('meat.pool.decks', { creature: view.decks.creature.length, destiny: view.decks.destiny.length })}</p>
  </section>`;
}

export function renderGraves(ctx: TableContext): TemplateResult {
  const { view, cards } = ctx;
  const pile = (key: 'creature' | 'destiny') => {
    const g = view.graves[key];
    return html`<details class="grave" data-grave=${key}>
      <summary>${msg(`meat.graves.${key}`, { count: g.length })}</summary>
      ${g.length === 0 ? html`<p class="muted">${msg('meat.graves.empty')}</p>` : html`<ul class="grave-list">${g.map((iid) => html`<li>${cardName(cards, view, iid)}</li>`)}</ul>`}
    </details>`;
  };
  return html`<section class="graves" part="graves" aria-labelledby="graves-h">
    <h2 id="graves-h">${msg('meat.graves.heading')}</h2>
    ${pile('creature')} ${pile('destiny')}
  </section>`;
}

/** Who rolled: a seat by its place, a side by its name; anything else is not shown. */
function rollerWords(ctx: TableContext, who: string): string {
  if (ctx.view.seats.includes(who)) return seatWords(ctx.view, who, ctx.me);
  if (who === 'A' || who === 'B') return sideWords(who);
  return msg('meat.seat.other');
}

export function renderRolls(ctx: TableContext): TemplateResult {
  const { view } = ctx;
  return html`<section class="rolls" part="rolls" aria-labelledby="rolls-h">
    <h2 id="rolls-h">${msg('meat.rolls.heading')}</h2>
    ${view.rolls.length === 0
      ? html`<p class="muted">${msg('meat.rolls.none')}</p>`
      : view.rolls.slice(-3).map(
          (r) => html`<div class="roll" data-purpose=${r.purpose}>
            <h3>${msg(`meat.roll.${r.purpose}`)}</h3>
            <ul>${r.rolls.map((x) => html`<li>${msg('meat.roll.line', { who: rollerWords(ctx, x.who), dice: x.dice.join(' + ') })}</li>`)}</ul>
          </div>`,
        )}
  </section>`;
}

export function renderStack(ctx: TableContext): TemplateResult {
  const { view, me, cards } = ctx;
  const w = view.window;
  return html`<section class="stack" part="stack" aria-labelledby="stack-h">
    <h2 id="stack-h">${msg('meat.stack.heading')}</h2>
    ${w ? html`<p class="window">${msg('meat.stack.open', { at: msg(`meat.window.${w.at}`), who: seatWords(view, w.priority, me) })}</p>` : html`<p class="muted">${msg('meat.stack.closed')}</p>`}
    ${w && view.stack.length === 0 ? html`<p class="muted">${msg('meat.stack.empty')}</p>` : nothing}
    ${view.stack.length > 0
      ? html`<ol class="stack-list" reversed>${[...view.stack].reverse().map((e) => html`<li>${msg('meat.stack.entry', { card: cardName(cards, view, e.card), who: seatWords(view, e.player, me) })}</li>`)}</ol>`
      : nothing}
    ${view.triggers.length > 0 ? html`<p class="triggers">${msg('meat.triggers.waiting', { cards: view.triggers.map((t) => cardName(cards, view, t.card)).join(', ') })}</p>` : nothing}
  </section>`;
}
