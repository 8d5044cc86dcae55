/**
 * The board of a match seen by no seat, every seat's side drawn by the table's own read-only
 * elements: both Mystic Crosses, hands and piles, the timing bar's window, the judge's checks of
 * the act shown, and the log so far. The replay viewer draws it at the act it is stepped to; the
 * spectator's view (components/kult-watch/) at the latest act, live.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { LogEntry } from '../../src/app/match-port.js';
import type { Judgement } from '../../src/engine/judgement.js';
import { msg } from '../../src/i18n/catalog.js';
import { kultGame, type Action, type CardSet, type GameState } from '../../src/kult/index.js';
import { kultUI } from '../kult-ui.js';
import { seatReader } from '../seat-reader.js';
import '../kult-cross/kult-cross.js';
import '../kult-hand/kult-hand.js';
import '../kult-judge/kult-judge.js';
import '../kult-log/kult-log.js';
import '../kult-piles/kult-piles.js';
import '../kult-timing-bar/kult-timing-bar.js';

/** The seats are read by no one: no seat is "you" to a replay or a spectator. */
export const NOBODY = '';

export interface BoardArgs {
  readonly set: CardSet;
  /** The state drawn: every card known (a replay, a spectator after the audit) or the public one. */
  readonly view: GameState;
  readonly seats: readonly string[];
  /** The log up to the act shown. */
  readonly log: readonly LogEntry[];
  /** The act shown (its number from 1, and the judge's judgement of it); null: the setup. */
  readonly act: { readonly n: number; readonly judgement: Judgement<unknown> } | null;
  /** A seat's name in this app's words. */
  readonly names: (seat: string) => string;
  /** Drawn at the end of the side column. */
  readonly more?: TemplateResult;
}

export function replayBoard({ set, view, seats, log, act, names, more }: BoardArgs): TemplateResult {
  const game = kultGame(set);
  const ui = kultUI(set);
  return html`<div class="main">
    <div class="board">
      ${seats.map((seat) => html`<section class="seat" aria-label=${names(seat)} data-seat=${seat}>
        <h3>${names(seat)}</h3>
        <kult-cross .view=${view} .player=${seat} .cards=${set} player-name=${names(seat)}></kult-cross>
        <kult-hand .view=${view} .player=${seat} .cards=${set} player-name=${names(seat)} .preview=${false}></kult-hand>
        <kult-piles show-pool .view=${view} .player=${seat} .cards=${set} player-name=${names(seat)}></kult-piles>
      </section>`)}
    </div>
    <aside class="side">
      <kult-timing-bar read-only .view=${view} .me=${NOBODY} .ui=${ui} .names=${names}></kult-timing-bar>
      <section class="act" aria-label=${msg('replay.judge.label')} data-seq=${act ? act.n - 1 : -1}>
        <p class="caption">${act ? msg('replay.act.caption', { n: act.n, act: ui.describeAct(log.at(-1)! as LogEntry<Action>, view, NOBODY, null) }) : msg('replay.act.start')}</p>
        ${act ? html`<kult-judge .judgement=${act.judgement} mode="attempt" heading-level="3" .reader=${seatReader(ui, view, NOBODY)} .wordsUrl=${game.rules}></kult-judge>` : nothing}
      </section>
      <section class="log" aria-label=${msg('replay.log.label')}>
        <kult-log .log=${log} .view=${view} .me=${NOBODY} .ui=${ui} .wordsUrl=${game.rules}></kult-log>
      </section>
      ${more ?? nothing}
    </aside>
  </div>`;
}
