import { html, nothing, type TemplateResult } from 'lit';
import type { PlayerId } from '../../src/kult/index.js';
import type { KultSnapshot as MatchSnapshot } from '../kult-port.js';
import { msg } from '../../src/i18n/catalog.js';
import { cleanText } from '../clean-text.js';
import { violationWords } from '../fair-play.js';
import { checkText } from '../../src/i18n/check-text.js';
import type { Reader } from '../../src/i18n/words.js';
import '../../src/i18n/en/table-words.js';

/**
 * The opponent's connection, a pause, a stop with the violated rule, and the port's notice. At a
 * table of three or more (`many`) the connection is said of the other players together.
 */
export function renderStatus(s: MatchSnapshot, theirName: string, many = false): TemplateResult {
  const conn = s.opponent;
  return html`<div class="status" part="status">
    <span class="conn ${conn}" data-conn=${conn} role="status">
      <span class="dot" aria-hidden="true"></span>${many ? msg(`table.conns.${conn}`) : msg(`table.conn.${conn}`, { player: theirName })}
    </span>
    ${s.status === 'paused' ? html`<span class="paused">${msg('table.status.paused')}</span>` : nothing}
    ${s.status === 'stopped' ? html`<span class="desync" role="alert">${s.stop ? violationWords(s.stop) : msg('table.status.stopped')}</span>` : nothing}
    ${s.notice ? html`<span class="notice" role="status">${cleanText(s.notice)}</span>` : nothing}
  </div>`;
}

/** Who won (or a draw), and by which rule. */
export function renderResult(s: MatchSnapshot, nameOf: (player: PlayerId) => string, reader: Reader | null = null): TemplateResult {
  const v = s.view;
  const outcome = v.winner === null ? 'draw' : v.winner === s.me ? 'won' : 'lost';
  return html`<div class="result" part="result" data-outcome=${outcome} role="status">
    <strong>${outcome === 'won' ? msg('table.result.won') : outcome === 'lost' ? msg('table.result.lost', { player: nameOf(v.winner!) }) : msg('table.result.draw')}</strong>
    ${v.ended ? html`<span class="why">${msg('table.result.why', { rule: v.ended.rule, says: checkText(v.ended, reader) })}</span>` : nothing}
  </div>`;
}
