import { css } from 'lit';
import { themeTokens } from '../theme.styles.js';

/** The replay viewer: the step controls on top, the board and the side panels below (one column on a phone). */
export const styles = [themeTokens, css`
  :host {
    display: block;
    color: var(--_ink);
    font: 14px/1.4 var(--kult-font, system-ui, 'Segoe UI', sans-serif);
    min-width: 0;
  }
  .replay {
    display: grid;
    gap: 10px;
    min-width: 0;
  }
  .head {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 8px 16px;
  }
  h2 {
    margin: 0;
    font-size: 1.3rem;
  }
  h3 {
    margin: 0 0 6px;
    font-size: 1rem;
    color: var(--_accent);
  }
  .file input {
    max-width: 100%;
    color: var(--_ink);
  }
  .status,
  .verified {
    margin: 0;
    color: var(--_muted);
  }
  .status.failed,
  .refused h3 {
    color: var(--_fail);
  }
  .refused {
    border: 1px solid var(--_fail);
    border-radius: 10px;
    padding: 10px 12px;
    background: var(--_surface);
  }
  .nav {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 6px 8px;
    position: sticky;
    top: 0;
    z-index: 1;
    background: var(--_surface);
    border: 1px solid var(--_line);
    border-radius: 10px;
    padding: 8px;
  }
  button {
    font: inherit;
    font-weight: 600;
    cursor: pointer;
    border-radius: 9px;
    padding: 7px 12px;
    border: 1px solid var(--_line);
    background: var(--_raised);
    color: var(--_ink);
    min-height: 36px;
  }
  button:disabled {
    cursor: default;
    opacity: 0.55;
  }
  button:focus-visible,
  input:focus-visible,
  summary:focus-visible {
    outline: 2px solid var(--_focus);
    outline-offset: 2px;
  }
  .slider {
    flex: 1 1 120px;
    min-width: 100px;
    accent-color: var(--_accent);
  }
  .position {
    font-variant-numeric: tabular-nums;
  }
  .keys {
    flex-basis: 100%;
    margin: 0;
    font-size: 0.85rem;
    color: var(--_muted);
  }
  .main {
    display: grid;
    grid-template-columns: minmax(0, 1fr) minmax(0, 22rem);
    gap: 10px;
    align-items: start;
  }
  .board {
    display: grid;
    gap: 10px;
    min-width: 0;
  }
  /* Cards take their size from the seat's width, as on the table (kult-table-layout.styles.ts). */
  .seat {
    container-type: inline-size;
    display: grid;
    gap: 6px;
    min-width: 0;
    border: 1px solid var(--_line);
    border-radius: 10px;
    padding: 8px;
    background: var(--_surface);
  }
  kult-cross {
    --kult-card-width: clamp(26px, 11cqi, 96px);
    --kult-cross-cast-columns: 2;
    max-width: 100%;
  }
  kult-hand,
  kult-piles {
    --kult-card-width: clamp(36px, 12cqi, 80px);
    max-width: 100%;
  }
  .side {
    display: grid;
    gap: 10px;
    min-width: 0;
  }
  .caption {
    margin: 0 0 6px;
  }
  .checks ul {
    margin: 6px 0 0;
    padding-left: 1.2rem;
  }
  .rule {
    color: var(--_accent);
    font-family: ui-monospace, monospace;
  }
  @media (max-width: 900px) {
    .main {
      grid-template-columns: minmax(0, 1fr);
    }
  }
`];
