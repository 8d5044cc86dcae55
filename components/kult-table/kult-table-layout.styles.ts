import { css } from 'lit';

/**
 * Where the table's parts go. Everything follows the width of the table itself (a container
 * query on the element, so a table embedded in a fan site's column lays out for that column) and
 * the height of the window:
 *
 * - wide (≥ 1000 px): the board — each seat's Mystic Cross with its hand, piles and (for the
 *   player) the move panel beside it, the opponent's above — and a rail beside the board with the
 *   timing bar, the judge and the log, following the page as it scrolls. Cards are as large as
 *   lets both crosses, the hand and the step buttons show at once, without scrolling, on a laptop.
 * - medium (700–999 px): the same board over the full width, the rail's parts below it; the
 *   timing bar's Pass button moves beside the move panel (the timing bar is below the board).
 * - narrow (< 700 px, a phone): one column with a compact cross per seat; the move panel and the
 *   hand (and Pass) stay at the bottom of the screen above a switcher between three views: the
 *   board (with the timing bar between the crosses), the judge and the log.
 *
 * Each seat's section is `display: contents`, so its parts are placed in the board's grid.
 *
 * At a table of three or more (`.table.many`), the other seats sit in a row above the player's
 * cross, in seating order from the player's left (`.opponents`, `--_n` of them): each a box with
 * its name, marks, race, hand and piles over its cross, the crosses as large as the row's width
 * and 0.8 of the player's allow. On a phone they stack, one seat a row, above the timing bar.
 */
export const layoutStyles = css`
  :host {
    container: kult-table / inline-size;
  }
  .table {
    display: grid;
    gap: 10px;
    /* The rail's width; then the card width of the player's cross and hand: the largest that fits
       the board's width (two crosses' worth of columns: a cross and a hand beside it) and the
       window's height (both crosses one above the other, under the page's header). */
    --_rail: clamp(300px, 26cqi, 400px);
    --_w: var(--kult-table-card-width, clamp(56px, min((100cqi - var(--_rail) - 34px) / 12.7, (100dvh - 132px) / 8.7), 108px));
    /* The opponent's cross, a little smaller. */
    --_their-w: calc(var(--_w) * 0.8);
  }

  /* Three or more: a line of names and marks over the other seats' crosses takes some height. */
  .table.many {
    --_w: var(--kult-table-card-width, clamp(48px, min((100cqi - var(--_rail) - 34px) / 12.7, (100dvh - 132px - 108px) / 8.7), 108px));
  }

  .main {
    display: grid;
    grid-template-columns: minmax(0, 1fr) var(--_rail);
    gap: 16px;
    align-items: start;
  }
  .board {
    display: grid;
    grid-template-columns: auto minmax(0, 1fr);
    grid-template-areas:
      'tcross tinfo'
      'mcross dock'
      'mcross mpiles';
    grid-template-rows: auto auto 1fr;
    gap: 10px 18px;
    min-width: 0;
  }
  .seat {
    display: contents;
  }
  .board.many {
    grid-template-areas:
      'opps opps'
      'mcross dock'
      'mcross mpiles';
  }
  .opponents {
    grid-area: opps;
    display: grid;
    grid-template-columns: repeat(var(--_n), minmax(0, 1fr));
    gap: 8px 12px;
    min-width: 0;
    /* Each other seat's cross: 0.8 of the player's card, or less where the row is too narrow (a cross is about 7.3 cards wide). */
    --_their-w: max(16px, min(var(--_w) * 0.8, ((100cqi - var(--_rail) - 34px) / var(--_n) - 26px) / 7.3));
  }
  .opponents > .seat.theirs {
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    grid-template-rows: auto 1fr;
    justify-items: center;
    align-content: start;
    gap: 4px;
    min-width: 0;
    padding: 4px 4px 2px;
    border-radius: 12px;
    border: 1px solid transparent;
  }
  /* Their turn: a dashed frame; holding the floor: a solid one. */
  .opponents > .seat.theirs[data-active] {
    border: 1px dashed color-mix(in srgb, var(--_accent) 60%, transparent);
  }
  .opponents > .seat.theirs[data-floor] {
    border: 1px solid var(--_accent);
  }
  /* Name and marks, the race, then the hand (backs) and the piles in one line, over the cross. */
  .opponents > .seat.theirs > .seat-side {
    grid-area: 1 / 1;
    justify-self: stretch;
    justify-content: center;
    align-items: center;
    gap: 2px 10px;
    text-align: center;
  }
  .opponents > .seat.theirs > kult-cross.theirs {
    grid-area: 2 / 1;
  }
  .opponents .seat-name {
    flex-basis: auto;
    font-size: 0.95rem;
  }
  .opponents .score {
    flex-basis: 100%;
    margin: 0;
    font-size: 12px;
  }
  .opponents kult-hand.theirs {
    --kult-card-width: 16px;
  }
  .opponents kult-piles {
    --kult-card-width: 18px;
    font-size: 11px;
  }
  .opponents > .status {
    grid-column: 1 / -1;
    max-width: none;
  }
  /* A cross's glows and lifted cards stay inside it (under the phone's dock as it scrolls by). */
  kult-cross,
  kult-piles {
    isolation: isolate;
  }
  kult-cross.theirs {
    grid-area: tcross;
    justify-self: center;
    --kult-card-width: var(--_their-w);
    --kult-cross-cast-columns: 2;
  }
  kult-cross.mine {
    grid-area: mcross;
    justify-self: center;
    align-self: start;
    --kult-card-width: var(--_w);
    --kult-cross-cast-columns: 2;
  }
  .seat.theirs .seat-side {
    grid-area: tinfo;
    align-self: center;
  }
  .dock {
    grid-area: dock;
  }
  .seat.mine > kult-piles {
    grid-area: mpiles;
    align-self: start;
    justify-self: start;
  }

  /* The rail: the timing bar, the judge and the log, beside the board as the page scrolls. */
  .side {
    position: sticky;
    top: 8px;
    display: grid;
    gap: 12px;
    min-width: 0;
    max-height: calc(100dvh - 16px);
    overflow-y: auto;
    overscroll-behavior: contain;
  }
  .views,
  .dock-pass {
    display: none;
  }

  @container kult-table (max-width: 999px) {
    .table {
      --_rail: 0px;
    }
    .main {
      grid-template-columns: minmax(0, 1fr);
    }
    .side {
      position: static;
      max-height: none;
      overflow: visible;
    }
    /* The timing bar is below the board now: its Pass shows beside the move panel instead. */
    .dock {
      display: grid;
      grid-template-columns: minmax(0, 1fr) auto;
      align-items: center;
      column-gap: 8px;
    }
    .dock > * {
      grid-column: 1 / -1;
    }
    .dock > .moves {
      grid-column: 1;
    }
    .dock > .dock-pass {
      display: block;
      grid-column: 2;
      min-height: 44px;
      padding-inline: 18px;
    }
    kult-timing-bar::part(pass) {
      display: none;
    }
  }

  /* A phone: one column; the move panel and the hand stay at the bottom, above the view switcher. */
  @container kult-table (max-width: 699px) {
    .table {
      --_w: var(--kult-table-card-width, clamp(40px, (100cqi - 20px) / 7.2, 64px));
      --_their-w: calc(var(--_w) * 0.9);
      --_views-h: 46px;
    }
    /* At least a screen tall, so the dock and the switcher sit at the bottom of the screen even
       when the chosen view is short. */
    .main {
      grid-template-columns: minmax(0, 1fr);
      grid-template-areas: 'tinfo' 'tcross' 'banner' 'bar' 'mcross' 'mpiles' 'dock' 'views';
      grid-template-rows: auto auto auto auto auto 1fr auto auto;
      gap: 10px;
      min-height: 100dvh;
    }
    .table.many .main {
      grid-template-areas: 'opps' 'banner' 'bar' 'mcross' 'mpiles' 'dock' 'views';
      grid-template-rows: auto auto auto auto 1fr auto auto;
    }
    .opponents {
      grid-template-columns: minmax(0, 1fr);
      --_their-w: calc(var(--_w) * 0.9);
    }
    .table[data-view='judge'] .main {
      grid-template-areas: 'judge' 'dock' 'views';
      grid-template-rows: 1fr auto auto;
    }
    .table[data-view='log'] .main {
      grid-template-areas: 'log' 'dock' 'views';
      grid-template-rows: 1fr auto auto;
    }
    .judge-slot,
    .log-panel {
      align-self: start;
    }
    .board,
    .side {
      display: contents;
    }
    kult-timing-bar {
      grid-area: bar;
    }
    .outcome-banner {
      grid-area: banner;
    }
    .judge-slot {
      grid-area: judge;
    }
    .log-panel {
      grid-area: log;
    }
    .seat.mine > kult-piles {
      justify-self: center;
    }
    .dock {
      position: sticky;
      bottom: var(--_views-h);
      z-index: 3;
      margin: 0 -8px;
      padding: 6px 8px 2px;
      gap: 4px;
      border-top: 1px solid var(--_line);
      background: color-mix(in srgb, var(--_surface) 94%, transparent);
      box-shadow: 0 -10px 24px rgb(0 0 0 / 0.45);
    }
    .dock .seat-name {
      display: none;
    }
    .dock .moves {
      padding: 6px 10px;
      font-size: 13px;
    }
    /* The opponent's seat in one line over their cross: name, hand, piles; the status under it. */
    .seat.theirs .seat-side {
      align-items: center;
      gap: 4px 14px;
    }
    .seat.theirs .seat-name {
      flex-basis: auto;
    }
    kult-hand.theirs {
      --kult-card-width: 28px;
    }
    .seat.theirs kult-piles {
      --kult-card-width: 30px;
    }
    kult-hand.mine {
      --kult-card-width: clamp(48px, 17cqi, 72px);
      --kult-preview-width: 200px;
    }
    .views {
      grid-area: views;
      position: sticky;
      bottom: 0;
      z-index: 3;
      display: grid;
      grid-template-columns: repeat(3, 1fr);
      height: var(--_views-h);
      margin: -10px -8px 0;
      border-top: 1px solid var(--_line);
      background: var(--_surface);
    }
    .table[data-view='board'] :is(.judge-slot, .log-panel),
    .table[data-view='judge'] :is(kult-cross, .seat.theirs .seat-side, .opponents, .seat.mine > kult-piles, kult-timing-bar, .log-panel),
    .table[data-view='log'] :is(kult-cross, .seat.theirs .seat-side, .opponents, .seat.mine > kult-piles, kult-timing-bar, .judge-slot) {
      display: none;
    }
  }
`;
