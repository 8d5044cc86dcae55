import { css } from 'lit';
import { themeTokens } from '../theme.styles.js';

/** Dark table theme; colours are custom properties with fallbacks (see kult-judge.styles.ts). */
export const styles = [themeTokens, css`
  :host {
    display: block;
    color: var(--_ink);
    font: 14px/1.4 var(--kult-font, system-ui, 'Segoe UI', sans-serif);
  }
  .log {
    display: grid;
    grid-template-rows: auto 1fr;
    height: 100%;
    max-height: var(--kult-log-height, 24rem);
    background: var(--_surface);
    border: 1px solid var(--_line);
    border-radius: 10px;
    overflow: hidden;
  }
  .head {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 8px 14px;
    padding: 8px 12px;
    border-bottom: 1px solid var(--_line);
  }
  h2 {
    margin: 0 auto 0 0;
    font-size: 0.95rem;
  }
  label {
    display: inline-flex;
    align-items: center;
    gap: 6px;
    color: var(--_muted);
    font-size: 0.85rem;
    /* In a narrow column the words stay whole and the list shrinks (never "K r o k" letter by letter). */
    max-width: 100%;
    min-width: 0;
    white-space: nowrap;
  }
  select {
    min-width: 0;
    max-width: 100%;
    font: inherit;
    color: var(--_ink);
    background: var(--_raised);
    border: 1px solid var(--_line);
    border-radius: 5px;
    padding: 2px 6px;
  }
  select:focus-visible,
  summary:focus-visible {
    outline: 2px solid var(--_focus);
    outline-offset: 1px;
  }
  .entries {
    overflow-y: auto;
    padding: 4px 6px 8px;
  }
  ol {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  li {
    border-radius: 5px;
  }
  li.mine summary {
    color: var(--_muted);
  }
  li.theirs summary {
    color: var(--_ink);
  }
  li.theirs summary::marker {
    color: var(--_accent);
  }
  summary {
    cursor: pointer;
    padding: 3px 6px;
    border-radius: 5px;
  }
  summary:hover {
    background: var(--_raised);
  }
  details[open] {
    background: var(--_raised);
    padding-bottom: 6px;
  }
  details kult-judge {
    margin: 4px 6px 0 20px;
  }
  .turn > details > summary {
    position: sticky;
    top: -4px;
    z-index: 1;
    display: flex;
    align-items: baseline;
    gap: 8px;
    margin-top: 4px;
    background: var(--_surface);
    border-bottom: 1px solid var(--_line);
    border-radius: 0;
    color: var(--_muted);
  }
  .turn > details[open] {
    background: none;
    padding-bottom: 0;
  }
  h3 {
    margin: 0;
    font-size: 0.85rem;
    color: var(--_ink);
  }
  .count {
    font-size: 0.8rem;
  }
  .outcomes,
  .opening {
    margin: 0 0 2px;
    padding: 0 6px 0 26px;
    font-size: 0.85rem;
    color: var(--_ink);
  }
  .outcomes li {
    list-style: '→ ';
  }
  .opening {
    padding: 6px 8px 6px 24px;
    border-bottom: 1px solid var(--_line);
  }
  .empty {
    color: var(--_muted);
    padding: 8px;
    margin: 0;
  }
`];
