/**
 * A Priest token as drawn on the board and the sheets: its Cult's colour, and — so colour is never
 * the only cue — its Cult's initial and its strength in text, the Patriarch round and starred.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { msg } from '../../src/i18n/catalog.js';
import type { SeatId } from '../../src/engine/game.js';
import type { CygwState } from '../../src/cygw/state.js';
import type { CygwCards } from '../../src/cygw/cards/types.js';
import { cultName, seatWords } from './cygw-words.js';

/** The Cult's initial, as its tokens wear it. */
export const initialOf = (cards: CygwCards, view: CygwState, seat: SeatId): string => cultName(cards, view, seat).slice(0, 1).toUpperCase();

export function token(cards: CygwCards, view: CygwState, me: SeatId, owner: SeatId, strength: number, opts: { patriarch?: boolean; boost?: number; coins?: number } = {}): TemplateResult {
  const colour = view.cults[owner]?.colour ?? 'black';
  const who = seatWords(cards, view, owner, me);
  const label = opts.patriarch ? msg('cygw.priest.patriarchLabel', { who, strength }) : msg('cygw.priest.label', { who, strength });
  const extra = [opts.boost ? msg('cygw.loc.boost', { boost: opts.boost }) : '', opts.coins ? msg('cygw.loc.coins', { count: opts.coins }) : ''].filter(Boolean);
  return html`<span class="tok ${opts.patriarch ? 'patriarch' : ''}" data-colour=${colour} data-owner=${owner} role="img" aria-label=${[label, ...extra].join(', ')}
    ><span aria-hidden="true">${initialOf(cards, view, owner)}${opts.patriarch ? '★' : ''}${strength}${opts.boost ? html`<sup>+${opts.boost}</sup>` : nothing}${opts.coins ? html`<sub>¤${opts.coins}</sub>` : nothing}</span></span
  >`;
}
