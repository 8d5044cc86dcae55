import { css, html, nothing, type TemplateResult } from 'lit';
import { msg } from '../../src/i18n/catalog.js';
import type { LogEntry, MatchSnapshot } from '../../src/app/match-port.js';

/** What the friend-match half of taking back an act needs of the port (src/app/friend-match.ts). */
export interface UndoPort {
  askUndo(): boolean;
  answerUndo(allow: boolean): void;
}

/**
 * The bar's button in a friend match: "Ask to take back my last act" (NET-UNDO-01), and how the
 * last request went, in this table's words (a refusal names only rule IDs).
 */
export function askUndoButton(s: MatchSnapshot | null, port: UndoPort): TemplateResult | typeof nothing {
  const u = s?.undo;
  if (!u) return nothing;
  const result = u.asking ? msg('app.undo.asking') : u.result?.kind === 'undone' ? msg('app.undo.undone') : u.result?.kind === 'refused' ? msg('app.undo.refused', { rules: u.result.rules.join(', ') }) : null;
  return html`<button class="undo ask-undo" ?disabled=${!u.canAsk || s.status !== 'playing'} @click=${() => port.askUndo()}>${msg('app.undo.ask')}</button>
    ${result ? html`<span class="undo-state" role="status">${result}</span>` : nothing}`;
}

/**
 * The friend asks to take back their act: described by this table (`describe`, from the log
 * entry this table judged), never in the friend's words; the player allows or refuses.
 */
export function undoRequestBanner(s: MatchSnapshot | null, port: UndoPort, describe: (entry: LogEntry) => string): TemplateResult | typeof nothing {
  const request = s?.undo?.request;
  if (!request) return nothing;
  const entry = s.log.find((e) => e.seq === request.seq);
  return html`<section class="undo-request" role="alertdialog" aria-labelledby="undo-request-h">
    <h2 id="undo-request-h">${msg('app.undo.request', { act: entry ? describe(entry) : request.action.type })}</h2>
    <div class="row">
      <button class="allow-undo primary" @click=${() => port.answerUndo(true)}>${msg('app.undo.allow')}</button>
      <button class="refuse-undo" @click=${() => port.answerUndo(false)}>${msg('app.undo.refuse')}</button>
    </div>
  </section>`;
}

export const undoRequestStyles = css`
  .undo-request {
    margin: 8px 0;
    padding: 10px 14px;
    border: 1px solid var(--_line);
    border-radius: 10px;
    background: var(--_surface);
  }
  .undo-request h2 {
    margin: 0 0 8px;
    font-size: 1rem;
  }
  .undo-request .row {
    display: flex;
    gap: 8px;
  }
`;
