/**
 * The status bar: each side's WITALNOŚĆ in large type (the side's shared life, M-TEAM-02), the
 * round, phase and step, who decides now, the last Summary and the latest act.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { msg } from '../../src/i18n/catalog.js';
import type { LogEntry } from '../../src/app/match-port.js';
import type { MeatAction } from '../../src/meat/actions.js';
import { SIDES } from '../../src/meat/state.js';
import type { TableContext } from './meat-context.js';
import { meatUI } from './meat-ui.js';
import { phaseWords, seatWords, sideWords, stepWords } from './meat-words.js';

export function renderStatus(ctx: TableContext, last: LogEntry<MeatAction> | undefined): TemplateResult {
  const { view, me } = ctx;
  const mySide = view.players[me]?.side;
  const lr = view.lastRound;
  return html`<header class="status" part="status">
    <div class="vitality" role="group" aria-label=${msg('meat.board.vitality')}>
      ${SIDES.map(
        (s) => html`<p class="vit ${s === mySide ? 'ours' : 'theirs'}" data-side=${s}>
          <span class="vit-side">${s === mySide ? msg('meat.side.yours', { side: sideWords(s) }) : sideWords(s)}</span>
          <span class="vit-label">${msg('meat.board.vitality')}</span>
          <span class="vit-value">${view.vitality[s]}</span>
        </p>`,
      )}
    </div>
    <p class="moment">
      <span class="round">${msg('meat.board.round', { round: view.round })}</span>
      <span class="phase">${phaseWords(view.phase)}</span>
      <span class="step">${stepWords(view.step)}</span>
      ${ctx.floor ? html`<span class="turn ${ctx.floor.seat === me ? 'mine' : ''}">${msg('meat.board.turn', { who: seatWords(view, ctx.floor.seat, me) })}</span>` : nothing}
    </p>
    ${lr ? html`<p class="last-round">${lr.winner ? msg('meat.board.lastRound', { side: sideWords(lr.winner), damage: lr.damage }) : msg('meat.board.lastRound.tie')}</p>` : nothing}
    ${last ? html`<p class="last-act">${msg('meat.board.last', { act: meatUI(ctx.cards).describeAct(last, view, me, null) })}</p>` : nothing}
  </header>`;
}
