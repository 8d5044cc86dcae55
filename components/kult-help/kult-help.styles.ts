import { css } from 'lit';
import { themeTokens } from '../theme.styles.js';

/** Dark table theme, like the table's panels. */
export const styles = [themeTokens, css`
  :host {
    display: contents;
  }
  dialog {
    color: var(--_ink);
    background: var(--_surface);
    border: 1px solid var(--_line);
    border-radius: 10px;
    padding: 16px 20px;
    max-width: min(40rem, calc(100vw - 2rem));
    max-height: calc(100vh - 2rem);
    font: 14px/1.4 var(--kult-font, system-ui, 'Segoe UI', sans-serif);
  }
  dialog::backdrop {
    background: rgb(0 0 0 / 0.6);
  }
  h2 {
    margin: 0 0 6px;
    font-size: 1.1rem;
  }
  p {
    margin: 0 0 10px;
    color: var(--_muted);
  }
  table {
    border-collapse: collapse;
    width: 100%;
  }
  th {
    text-align: left;
    color: var(--_muted);
    font-weight: 600;
    font-size: 0.8rem;
    padding: 4px 8px;
    border-bottom: 1px solid var(--_line);
  }
  td {
    padding: 4px 8px;
    vertical-align: top;
  }
  td:first-child {
    white-space: nowrap;
  }
  kbd {
    font: 600 0.85rem var(--kult-mono, ui-monospace, 'DejaVu Sans Mono', monospace);
    padding: 1px 6px;
    border-radius: 4px;
    border: 1px solid var(--_line);
    background: var(--_raised);
  }
  form {
    margin: 12px 0 0;
    text-align: right;
  }
  button {
    font: inherit;
    font-weight: 600;
    padding: 5px 18px;
    border-radius: 6px;
    border: 1px solid var(--_accent);
    background: var(--_accent);
    color: #1a1420;
    cursor: pointer;
  }
  button:focus-visible {
    outline: 2px solid var(--_focus);
    outline-offset: 2px;
  }
`];
