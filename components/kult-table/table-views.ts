import { html, nothing, type TemplateResult } from 'lit';
import { msg } from '../../src/i18n/catalog.js';
import '../../src/i18n/en/table-words.js';

/** What a narrow table (a phone) shows above its hand and move panel: the board, the judge, or the log. */
export type TableView = 'board' | 'judge' | 'log';

const VIEWS: readonly TableView[] = ['board', 'judge', 'log'];

/**
 * The view switcher of a narrow table: one button per view, the chosen one pressed. The table's
 * styles show it only when the table is too narrow for the judge and the log beside the board
 * (kult-table.styles.ts); wider, every view shows at once and the switcher is not rendered visible.
 * `judgeNews`: the judge shows something the player has not looked at (a refused move, the
 * opponent's act), marked on its button.
 */
export function renderViews(current: TableView, info: { readonly log: number; readonly judgeNews: boolean }, choose: (view: TableView) => void): TemplateResult {
  return html`<nav class="views" part="views" aria-label=${msg('table.views.label')}>
    ${VIEWS.map(
      (v) => html`<button type="button" class="view" data-view=${v} aria-pressed=${current === v ? 'true' : 'false'} aria-controls=${`view-${v}`} @click=${() => choose(v)}>
        ${msg(`table.views.${v}`)}
        ${v === 'log' ? html`<span class="count">${info.log}</span>` : nothing}
        ${v === 'judge' && info.judgeNews ? html`<span class="news" aria-hidden="true"></span><span class="sr">${msg('table.views.news')}</span>` : nothing}
      </button>`,
    )}
  </nav>`;
}
