import { css } from 'lit';
import { themeTokens } from '../theme.styles.js';

/**
 * Dark table theme. Every colour is a custom property with a fallback, so the
 * table can retheme the overlay without reaching into its shadow root.
 */
export const styles = [themeTokens, css`
  :host {
    --_fail-bg: var(--kult-fail-bg, #3a1a1d);
    display: block;
    color: var(--_ink);
    font: 15px/1.45 var(--kult-font, system-ui, 'Segoe UI', sans-serif);
  }
  :host([hidden]) {
    display: none;
  }
  .judge {
    background: var(--_surface);
    border: 1px solid var(--_line);
    border-radius: 10px;
    padding: 14px 16px 12px;
    box-shadow: 0 10px 30px rgb(0 0 0 / 0.45);
    max-width: 40rem;
    max-height: var(--kult-judge-max-height, none);
    overflow-y: auto;
  }
  .judge.refused {
    border-color: color-mix(in srgb, var(--_fail) 55%, var(--_line));
  }
  header {
    display: grid;
    grid-template-columns: auto 1fr;
    column-gap: 10px;
    align-items: baseline;
    margin-bottom: 10px;
  }
  .seal {
    font-size: 1.3rem;
    line-height: 1;
    color: var(--_ok);
  }
  .refused .seal {
    color: var(--_fail);
  }
  h2 {
    margin: 0;
    font-size: 1.05rem;
    font-weight: 650;
    letter-spacing: 0.01em;
  }
  .tally {
    grid-column: 2;
    margin: 2px 0 0;
    color: var(--_muted);
    font-size: 0.85rem;
  }
  .tally .n-fail {
    color: var(--_fail);
  }
  .tally .n-ok {
    color: var(--_ok);
  }
  ol {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 4px;
  }
  .check {
    display: grid;
    grid-template-columns: 1.2rem 1fr auto;
    align-items: baseline;
    column-gap: 8px;
    padding: 5px 8px;
    border-radius: 6px;
    background: var(--_raised);
    border-left: 3px solid transparent;
  }
  .check.fail {
    background: var(--_fail-bg);
    border-left-color: var(--_fail);
  }
  .check.first-fail {
    outline: 1px solid color-mix(in srgb, var(--_fail) 60%, transparent);
  }
  .mark {
    font-weight: 700;
    text-align: center;
    color: var(--_ok);
  }
  .fail .mark {
    color: var(--_fail);
  }
  .rule {
    font: 600 0.82rem/1.4 var(--kult-mono, ui-monospace, 'DejaVu Sans Mono', monospace);
    color: var(--_accent);
    margin-right: 8px;
    white-space: nowrap;
  }
  .house .rule {
    font-family: inherit;
    font-style: italic;
    font-weight: 500;
  }
  .says {
    color: var(--_ink);
    overflow-wrap: anywhere;
  }
  .ok .says {
    color: var(--_muted);
  }
  .line {
    margin: 0;
  }
  .toggle {
    font: inherit;
    font-size: 0.78rem;
    color: var(--_muted);
    background: none;
    border: 1px solid transparent;
    border-radius: 4px;
    padding: 0 6px;
    cursor: pointer;
    white-space: nowrap;
  }
  .toggle:hover,
  .toggle[aria-expanded='true'] {
    color: var(--_ink);
    border-color: var(--_line);
  }
  .toggle:focus-visible {
    outline: 2px solid var(--_focus);
    outline-offset: 1px;
  }
  .chevron {
    display: inline-block;
    width: 0.9em;
    margin-left: 3px;
    text-align: center;
  }
  .words-row {
    grid-column: 2 / -1;
  }
  .words-row[hidden] {
    display: none;
  }
  .words {
    margin: 4px 0 2px;
    padding: 6px 10px;
    border-left: 2px solid var(--_accent);
    color: var(--_ink);
    font-size: 0.88rem;
    font-family: var(--kult-serif, Georgia, 'DejaVu Serif', serif);
    background: rgb(0 0 0 / 0.2);
    border-radius: 0 4px 4px 0;
  }
  .words.pending {
    color: var(--_muted);
    font-style: italic;
  }
  .empty {
    color: var(--_muted);
    margin: 0;
  }
`];
