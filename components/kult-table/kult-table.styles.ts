import { css } from 'lit';
import { themeTokens } from '../theme.styles.js';
import { layoutStyles } from './kult-table-layout.styles.js';

/**
 * The table on the page's baize: the board (both seats and the move panel)
 * and a rail with the timing bar, the judge and the log; where each goes on
 * which screen is kult-table-layout.styles.ts. Colours are the shared custom
 * properties with fallbacks (see kult-judge.styles.ts).
 */
export const styles = [themeTokens, css`
  :host {
    display: block;
    color: var(--_ink);
    font: 14px/1.4 var(--kult-font, system-ui, 'Segoe UI', sans-serif);
  }
  .waiting {
    color: var(--_muted);
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
  .seat-side {
    display: grid;
    gap: 8px;
    align-content: start;
    min-width: 0;
  }
  /* The opponent's name, hand (backs) and piles beside their cross. */
  .seat.theirs .seat-side {
    display: flex;
    flex-wrap: wrap;
    align-items: flex-end;
    gap: 6px 22px;
  }
  .seat.theirs .seat-name,
  .seat.theirs .status {
    flex-basis: 100%;
  }
  .seat-name {
    margin: 0;
    font: 600 1.05rem/1.2 Georgia, 'DejaVu Serif', serif;
    letter-spacing: 0.03em;
    color: var(--_muted);
  }
  /* At a table of three or more: whose turn it is, who holds the floor. */
  .seat-marks {
    display: flex;
    gap: 4px;
    margin: 0;
  }
  .mark {
    padding: 0 8px;
    border-radius: 999px;
    font-size: 12px;
    font-weight: 650;
    border: 1px solid var(--_line);
    color: var(--_ink);
  }
  .mark.floor {
    border-color: var(--_accent);
    color: var(--_accent);
  }
  .seat-name.mine {
    color: var(--_accent);
  }
  kult-hand.theirs {
    --kult-card-width: 40px;
  }
  kult-hand.mine {
    --kult-card-width: var(--_w);
    --kult-preview-width: 240px;
    min-width: 0;
  }
  kult-piles {
    --kult-card-width: 44px;
  }
  kult-piles.mine {
    --kult-card-width: 48px;
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

  /* A phone's view switcher (kult-table-layout.styles.ts shows it). */
  .views .view {
    position: relative;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    gap: 6px;
    border: 0;
    border-top: 3px solid transparent;
    background: transparent;
    color: var(--_muted);
    font-weight: 600;
  }
  .views .view[aria-pressed='true'] {
    color: var(--_accent);
    border-top-color: var(--_accent);
    background: color-mix(in srgb, var(--_accent) 8%, transparent);
  }
  .views .view:focus-visible {
    outline-offset: -3px;
  }
  .views .count {
    min-width: 1.6em;
    padding: 0 6px;
    border-radius: 999px;
    background: var(--_raised);
    color: var(--_muted);
    font-variant-numeric: tabular-nums;
    font-size: 12px;
  }
  .views .news {
    width: 8px;
    height: 8px;
    border-radius: 50%;
    background: var(--_fail);
    box-shadow: 0 0 6px var(--_fail);
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
`, layoutStyles];
