import { css } from 'lit';
import { themeTokens } from '../theme.styles.js';

/**
 * The table on the page's baize: the board (both seats, the timing bar and
 * the move panel) and a side column with the judge and the log. Colours are
 * the shared custom properties with fallbacks (see kult-judge.styles.ts).
 */
export const styles = [themeTokens, css`
  :host {
    --_w: var(--kult-table-card-width, 76px);
    display: block;
    color: var(--_ink);
    font: 14px/1.4 var(--kult-font, system-ui, 'Segoe UI', sans-serif);
  }
  .waiting {
    color: var(--_muted);
  }

  .table {
    display: grid;
    gap: 10px;
  }
  .main {
    display: grid;
    grid-template-columns: minmax(0, 1fr) minmax(320px, 400px);
    gap: 16px;
    align-items: start;
  }
  @media (max-width: 1100px) {
    .main {
      grid-template-columns: minmax(0, 1fr);
    }
  }
  .board {
    display: grid;
    gap: 10px;
    min-width: 0;
  }

  /* The status line: connection, notice, result. */
  .status {
    display: flex;
    flex-direction: column;
    align-items: flex-start;
    gap: 6px;
    max-width: 22rem;
  }
  .conn {
    display: inline-flex;
    align-items: center;
    gap: 7px;
    color: var(--_muted);
    font-size: 13px;
  }
  .conn .dot {
    width: 9px;
    height: 9px;
    border-radius: 50%;
    background: var(--_muted);
    box-shadow: 0 0 0 2px rgb(0 0 0 / 0.3);
  }
  .conn.connected .dot {
    background: var(--_ok);
  }
  .conn.local .dot {
    background: var(--_accent);
  }
  .conn.away .dot,
  .conn.reconnecting .dot {
    background: var(--_fail);
    animation: blink 1.2s ease-in-out infinite;
  }
  .conn.away,
  .conn.reconnecting {
    color: var(--_fail);
  }
  @keyframes blink {
    50% {
      opacity: 0.3;
    }
  }
  .paused,
  .desync {
    padding: 2px 10px;
    border-radius: 999px;
    font-weight: 650;
    background: color-mix(in srgb, var(--_fail) 20%, transparent);
    color: var(--_fail);
  }
  /* Nothing a notice says may widen the page. */
  .notice,
  .desync,
  .why {
    overflow-wrap: anywhere;
    min-width: 0;
    max-width: 100%;
  }
  .notice {
    color: var(--_ink);
    background: var(--_raised);
    border: 1px solid var(--_line);
    border-radius: 8px;
    padding: 3px 10px;
  }
  .result {
    display: grid;
    gap: 2px;
    padding: 12px 16px;
    border-radius: 12px;
    background: var(--_surface);
    border: 1px solid var(--_accent);
    box-shadow: 0 8px 26px rgb(0 0 0 / 0.4);
  }
  .result strong {
    font: 700 1.35rem/1.2 Georgia, 'DejaVu Serif', serif;
    color: var(--_accent);
  }
  .result[data-outcome='lost'] strong {
    color: var(--_ink);
  }
  .result .why {
    color: var(--_muted);
  }

  /* Seats */
  .seat {
    display: grid;
    gap: 8px;
  }
  .seat-body {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 14px 22px;
  }
  .seat.theirs .seat-body {
    align-items: flex-start;
  }
  .seat-side {
    display: grid;
    gap: 14px;
    justify-items: start;
    flex: 1 1 18rem;
    min-width: 0;
  }
  .seat-name {
    margin: 0;
    font: 600 1.05rem/1.2 Georgia, 'DejaVu Serif', serif;
    letter-spacing: 0.03em;
    color: var(--_muted);
  }
  .seat-name.mine {
    color: var(--_accent);
  }
  kult-cross.mine {
    --kult-card-width: var(--_w);
  }
  kult-cross.theirs {
    --kult-card-width: calc(var(--_w) * 0.8);
  }
  kult-hand.theirs {
    --kult-card-width: 46px;
  }
  kult-hand.mine {
    --kult-card-width: var(--_w);
    --kult-preview-width: 240px;
    justify-self: stretch;
    padding-top: 4px;
  }
  .seat.mine .seat-body {
    align-items: stretch;
  }
  .seat.mine .seat-side {
    align-content: start;
  }
  kult-piles {
    --kult-card-width: 52px;
  }
  kult-piles.pool-lit {
    border-radius: 14px;
    box-shadow:
      0 0 0 2px rgba(127, 224, 160, 0.95),
      0 0 14px 2px rgba(95, 211, 138, 0.45);
  }
  kult-timing-bar {
    position: relative;
    z-index: 2;
  }

  /* The move panel */
  .moves {
    justify-self: stretch;
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 8px 14px;
    padding: 8px 12px;
    border-radius: 10px;
    background: color-mix(in srgb, var(--_surface) 82%, transparent);
    border: 1px solid var(--_line);
    min-height: 40px;
  }
  .hint {
    margin: 0;
    color: var(--_muted);
    flex: 1 1 18rem;
  }
  .note {
    margin: 0;
    color: var(--_muted);
    font-size: 13px;
    flex-basis: 100%;
  }
  .buttons {
    display: flex;
    flex-wrap: wrap;
    gap: 6px;
    align-items: center;
  }
  button {
    font: inherit;
    cursor: pointer;
    color: var(--_ink);
  }
  button:focus-visible {
    outline: 2px solid var(--_focus);
    outline-offset: 2px;
  }
  .act {
    border-radius: 9px;
    padding: 6px 13px;
    border: 1px solid var(--_line);
    background: var(--_raised);
    font-weight: 600;
    transition:
      border-color 120ms,
      transform 120ms;
  }
  .act:hover:not(:disabled) {
    border-color: var(--_accent);
    transform: translateY(-1px);
  }
  .act.primary {
    background: var(--_accent);
    border-color: var(--_accent);
    color: #1b140a;
  }
  .act.quiet {
    background: transparent;
    font-weight: 500;
    color: var(--_muted);
  }
  .act:disabled {
    opacity: 0.5;
    cursor: default;
  }
  .chooser {
    display: grid;
    gap: 6px;
    flex-basis: 100%;
    animation: rise 160ms ease-out both;
  }
  .chooser-title {
    margin: 0;
    font-weight: 650;
  }
  .chooser select {
    font: inherit;
    color: var(--_ink);
    background: var(--_raised);
    border: 1px solid var(--_line);
    border-radius: 8px;
    padding: 4px;
    max-width: 100%;
    flex: 1 1 20rem;
  }
  .chooser select:focus-visible {
    outline: 2px solid var(--_focus);
    outline-offset: 2px;
  }
  .option {
    display: inline-flex;
    align-items: center;
    gap: 6px;
  }
  .suit {
    display: inline-flex;
    width: 20px;
    height: 20px;
  }
  .suit svg {
    width: 100%;
    height: 100%;
  }

  /* The side column: the judge above the log, following the page as it scrolls. */
  .side {
    position: sticky;
    top: 8px;
    display: grid;
    gap: 12px;
    max-height: calc(100vh - 16px);
    overflow-y: auto;
    overscroll-behavior: contain;
  }
  .judge-slot {
    display: grid;
    gap: 6px;
  }
  .judge-slot kult-judge {
    --kult-judge-max-height: 52vh;
    animation: rise 180ms ease-out both;
  }
  .judge-slot[data-mode='opponent'] kult-judge {
    --kult-line: #4b5f7a;
  }
  .caption {
    margin: 0;
    padding: 5px 10px;
    border-radius: 8px;
    font-weight: 600;
    background: color-mix(in srgb, var(--_surface) 85%, transparent);
    border-left: 3px solid var(--_accent);
  }
  .caption.opponent {
    border-left-color: #8fb3e6;
  }
  .caption.hover {
    border-left-color: var(--_muted);
    font-weight: 500;
    color: var(--_muted);
  }
  .idle {
    margin: 0;
    padding: 12px 14px;
    border-radius: 10px;
    border: 1px dashed var(--_line);
    color: var(--_muted);
    background: color-mix(in srgb, var(--_surface) 60%, transparent);
  }
  .log-panel {
    display: grid;
    gap: 6px;
  }
  .log-toggle {
    justify-self: start;
    display: inline-flex;
    align-items: center;
    gap: 8px;
    border-radius: 8px;
    padding: 5px 12px;
    border: 1px solid var(--_line);
    background: var(--_raised);
    font-weight: 600;
  }
  .log-toggle .count {
    min-width: 1.6em;
    padding: 0 6px;
    border-radius: 999px;
    background: var(--_surface);
    color: var(--_muted);
    font-variant-numeric: tabular-nums;
    font-size: 12px;
  }
  kult-log {
    --kult-log-height: 22rem;
  }

  @keyframes rise {
    from {
      opacity: 0;
      transform: translateY(6px);
    }
  }
  @media (prefers-reduced-motion: reduce) {
    .judge-slot kult-judge,
    .chooser,
    .conn .dot {
      animation: none;
    }
    .act {
      transition: none;
    }
  }
`];
