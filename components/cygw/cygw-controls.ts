/**
 * The player's acts, from the game's legal acts (so any act the rules add shows up here): a line
 * saying what the moment asks; while Preaching is possible, the Free Priests to pick (then a
 * Location on the board) and Pray; every other act as a button, the acts of one card or ability
 * gathered under it with their targets; and the whole list, Preach included, for keyboards and
 * screen readers. While another seat holds the floor, who it is.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { msg } from '../../src/i18n/catalog.js';
import type { CygwAction } from '../../src/cygw/actions.js';
import { floorNow } from '../../src/cygw/rules/floor.js';
import type { BoardContext } from './cygw-context.js';
import { actWords, locationName, priestWords, seatWords } from './cygw-words.js';

/** Acts of one card or ability go together; every other act stands alone. */
function groupKey(a: CygwAction): string {
  switch (a.type) {
    case 'miracle':
    case 'intrigue':
    case 'reveal':
      return `${a.type}:${a.card}`;
    case 'ability':
      return `ability:${a.ability}`;
    case 'benefit':
      return `benefit:${a.option ?? ''}`;
    case 'celebrate':
      return a.gift === 'priest' ? 'celebrate:priest' : `celebrate:${a.gift}`;
    default:
      return `${a.type}:${JSON.stringify(a)}`;
  }
}

/** A group's name: its act without the targets. */
function groupLabel(ctx: BoardContext, a: CygwAction): string {
  const bare: CygwAction =
    a.type === 'miracle' || a.type === 'intrigue' || a.type === 'reveal' ? { type: a.type, player: a.player, card: a.card }
    : a.type === 'ability' ? { type: 'ability', player: a.player, ability: a.ability }
    : a.type === 'benefit' ? { type: 'benefit', player: a.player, ...(a.option ? { option: a.option } : {}) }
    : a;
  return actWords(ctx.cards, ctx.view, ctx.me, bare).replace(/\s*\(.*\)$/, '');
}

/** What the moment asks of the player, in words. */
function askWords(ctx: BoardContext): string {
  const f = floorNow(ctx.view);
  if (!f) return '';
  const p = f.prompt;
  if (p) {
    if (p.kind === 'benefit') return msg('cygw.prompt.benefit', { location: locationName(p.location) });
    if (p.kind === 'give') return msg('cygw.prompt.give', { who: seatWords(ctx.cards, ctx.view, p.to, ctx.me) });
    return msg(`cygw.prompt.${p.kind}`);
  }
  if (ctx.view.phase === 'intention') return msg(ctx.view.dealing ? 'cygw.prompt.deals' : 'cygw.prompt.intention');
  return msg('cygw.prompt.actions', { location: locationName(ctx.view.active) });
}

const actButton = (ctx: BoardContext, a: CygwAction, cls = ''): TemplateResult =>
  html`<button type="button" class="act ${cls}" data-act=${a.type} @click=${() => ctx.act(a)}>${actWords(ctx.cards, ctx.view, ctx.me, a)}</button>`;

export function renderControls(ctx: BoardContext): TemplateResult {
  const { view, me, legal } = ctx;
  if (view.phase === 'over') return html`<section class="controls" part="controls" aria-labelledby="controls-h"><h2 id="controls-h">${msg('cygw.controls.heading')}</h2><p>${msg('cygw.controls.over')}</p></section>`;
  if (legal.length === 0) {
    const f = floorNow(view);
    return html`<section class="controls waiting" part="controls" aria-labelledby="controls-h">
      <h2 id="controls-h">${msg('cygw.controls.heading')}</h2>
      <p role="status">${f ? msg('cygw.controls.waiting', { who: seatWords(ctx.cards, view, f.seat, me) }) : ''}</p>
    </section>`;
  }
  const preach = legal.filter((a): a is Extract<CygwAction, { type: 'preach' }> => a.type === 'preach');
  const strengths = [...new Set(preach.map((a) => a.strength))].sort((a, b) => a - b);
  const rest = legal.filter((a) => a.type !== 'preach');
  const groups = new Map<string, CygwAction[]>();
  for (const a of rest) groups.set(groupKey(a), [...(groups.get(groupKey(a)) ?? []), a]);
  return html`<section class="controls mine" part="controls" aria-labelledby="controls-h">
    <h2 id="controls-h">${msg('cygw.controls.heading')}</h2>
    <p class="ask" role="status">${askWords(ctx)}</p>
    ${strengths.length > 0 ? renderPreach(ctx, strengths) : nothing}
    <div class="acts">
      ${[...groups.values()].map((g) =>
        g.length === 1
          ? actButton(ctx, g[0]!)
          : html`<details class="act-group">
              <summary>${groupLabel(ctx, g[0]!)}</summary>
              <div class="acts">${g.map((a) => actButton(ctx, a))}</div>
            </details>`,
      )}
    </div>
    ${preach.length > 0
      ? html`<details class="all-acts">
          <summary>${msg('cygw.controls.list')}</summary>
          <div class="acts">${legal.map((a) => actButton(ctx, a, 'listed'))}</div>
        </details>`
      : nothing}
  </section>`;
}

function renderPreach(ctx: BoardContext, strengths: readonly number[]): TemplateResult {
  return html`<div class="preach">
    <p class="hint">${ctx.picked === null ? msg('cygw.controls.preach') : msg('cygw.controls.picked', { priest: priestWords(ctx.picked) })}</p>
    <div class="free-priests" role="group" aria-label=${msg('cygw.controls.free')}>
      ${strengths.map(
        (s) => html`<button type="button" class="free-priest" data-strength=${s} aria-pressed=${ctx.picked === s ? 'true' : 'false'} data-colour=${ctx.view.cults[ctx.me]?.colour ?? ''} @click=${() => ctx.pick(ctx.picked === s ? null : s)}>
          ${priestWords(s)}
        </button>`,
      )}
      ${ctx.picked !== null ? html`<button type="button" class="cancel" @click=${() => ctx.pick(null)}>${msg('cygw.controls.cancel')}</button>` : nothing}
    </div>
  </div>`;
}
