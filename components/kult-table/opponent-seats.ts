import { html, nothing, type TemplateResult } from 'lit';
import { floorHolder, type GameState, type PlayerId } from '../../src/kult/index.js';
import { msg } from '../../src/i18n/catalog.js';
import '../../src/i18n/en/table-words.js';

/**
 * The other seats as the viewer sits: in turn order starting after the viewer's own seat, which is
 * clockwise round the table from the viewer (Q-01): the next player to the left, the one before
 * the viewer to the right. A viewer with no seat sees every seat in turn order.
 *
 * @example
 * seatsAround(view, 'c') // players a, b, c, d → ['d', 'a', 'b']
 */
export function seatsAround(view: GameState, me: PlayerId): PlayerId[] {
  const ids = view.players.map((p) => p.id);
  const i = ids.indexOf(me);
  return i < 0 ? ids : [...ids.slice(i + 1), ...ids.slice(0, i)];
}

/** What a seat is doing now: its turn, and whether it holds the floor (or must choose) before play goes on. */
export interface SeatMoment {
  readonly active: boolean;
  readonly floor: boolean;
  readonly choosing: boolean;
}

export function seatMoment(view: GameState, player: PlayerId): SeatMoment {
  const over = view.ended !== null;
  const waitsOn = over ? null : floorHolder(view);
  return {
    active: !over && view.active === player,
    // Outside a window and a choice the active player holds the floor: that is already "their turn".
    floor: waitsOn === player && (view.window !== null || view.pending !== null),
    choosing: !over && view.pending?.player === player,
  };
}

/** The marks beside an opponent's name at a table of three or more: whose turn it is, who holds the floor. */
export function renderSeatMarks(m: SeatMoment): TemplateResult | typeof nothing {
  if (!m.active && !m.floor) return nothing;
  return html`<p class="seat-marks">
    ${m.active ? html`<span class="mark turn">${msg('table.seat.turn')}</span>` : nothing}
    ${m.floor ? html`<span class="mark floor">${msg(m.choosing ? 'table.seat.choosing' : 'table.seat.floor')}</span>` : nothing}
  </p>`;
}
