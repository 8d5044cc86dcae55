import { html, nothing, type TemplateResult } from 'lit';
import type { Action, ActionOf, StationId } from '../../src/kult/index.js';
import { msg } from '../../src/i18n/catalog.js';
import { suitIcon } from '../kult-card/suit-icons.js';
import '../../src/i18n/en/table-words.js';

/** A question with a few answers (which Suit, which caster…), each a ready action. */
export interface Chooser {
  readonly title: string;
  readonly options: ReadonlyArray<{ readonly label: string; readonly action: Action; readonly suit?: ActionOf<'repel'>['suit'] }>;
}

/** More answers than this go in a list box instead of a row of buttons. */
export const MAX_BUTTONS = 4;

interface Answer {
  act(action: Action): void;
  cancel(): void;
}

/**
 * The chooser's answers as buttons (Suits always, each with its icon), or a list box when there
 * are many. Answer n is also the digit n (components/kult-table/shortcuts.ts); Cancel is Escape.
 */
export function renderChooser(c: Chooser, to: Answer): TemplateResult {
  if (c.options.length > MAX_BUTTONS && !c.options[0]?.suit) return renderLongChooser(c, to);
  return html`<div class="chooser" role="group" aria-labelledby="chooser-h">
    <p id="chooser-h" class="chooser-title">${c.title}</p>
    <div class="buttons">
      ${c.options.map((o, i) => {
        const key = i < 9 ? String(i + 1) : nothing;
        return html`<button type="button" class="act option" data-suit=${o.suit ?? ''} data-key=${key} data-keylabel=${key} aria-keyshortcuts=${key} @click=${() => to.act(o.action)}>
          ${o.suit ? html`<span class="suit" aria-hidden="true">${suitIcon(o.suit)}</span>` : nothing}${o.label}
        </button>`;
      })}
      ${cancelButton(to.cancel)}
    </div>
  </div>`;
}

/** Many answers: a list box (Enter chooses, as the button does) and a button, rather than a wall of buttons. */
function renderLongChooser(c: Chooser, to: Answer): TemplateResult {
  const chosen = (from: Element): void => {
    const select = from.closest('.chooser')?.querySelector('select');
    const o = c.options[Number(select?.value ?? 0)];
    if (o) to.act(o.action);
  };
  const onKey = (e: KeyboardEvent): void => {
    if (e.key !== 'Enter') return;
    e.preventDefault();
    chosen(e.currentTarget as Element);
  };
  return html`<div class="chooser long" role="group" aria-labelledby="chooser-h">
    <label id="chooser-h" class="chooser-title" for="chooser-select">${c.title}</label>
    <div class="buttons">
      <select id="chooser-select" size=${Math.min(8, c.options.length)} @keydown=${onKey}>
        ${c.options.map((o, i) => html`<option value=${i} ?selected=${i === 0}>${i < 9 ? `${i + 1}. ` : ''}${o.label}</option>`)}
      </select>
      <button type="button" class="act primary option" @click=${(e: Event) => chosen(e.currentTarget as Element)}>${msg('table.choose.do')}</button>
      ${cancelButton(to.cancel)}
    </div>
  </div>`;
}

/** Recruiting onto chosen Stations (K-RECRUIT): the Stations picked so far, and the button that recruits onto them. */
export function renderPicking(picked: readonly StationId[], to: { recruit(onto: readonly StationId[]): void; cancel(): void }): TemplateResult {
  return html`<div class="buttons" role="group" aria-label=${msg('table.moves.label')}>
    <button type="button" class="act primary" data-act="recruit-picked" ?disabled=${picked.length === 0} @click=${() => to.recruit(picked)}>
      ${picked.length > 0 ? msg('table.act.recruitPicked', { stations: picked.join(', ') }) : msg('table.act.recruitPickedNone')}
    </button>
    ${cancelButton(to.cancel)}
  </div>`;
}

function cancelButton(cancel: () => void): TemplateResult {
  return html`<button type="button" class="act quiet" data-act="cancel" data-key="Escape" data-keylabel="Esc" aria-keyshortcuts="Escape" @click=${cancel}>${msg('table.cancel')}</button>`;
}
