import { css } from 'lit';
import { themeTokens } from '../theme.styles.js';

/** Dark table theme; colours are custom properties with fallbacks (see kult-judge.styles.ts). */
export const styles = [themeTokens, css`
  :host {
    display: block;
    color: var(--_ink);
    font: 14px/1.4 var(--kult-font, system-ui, 'Segoe UI', sans-serif);
  }
  .bar {
    background: var(--_surface);
    border: 1px solid var(--_line);
    border-radius: 10px;
    padding: 10px 14px;
    display: grid;
    gap: 10px;
  }
  .row {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 8px 16px;
  }
  .turn {
    font-weight: 600;
    color: var(--_muted);
    white-space: nowrap;
  }
  .turn.mine {
    color: var(--_accent);
  }
  ol,
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  .steps {
    display: flex;
    flex-wrap: wrap;
    gap: 2px;
    counter-reset: step;
  }
  .steps li {
    counter-increment: step;
    padding: 3px 10px;
    border-radius: 999px;
    color: var(--_muted);
    border: 1px solid transparent;
    white-space: nowrap;
  }
  .steps li::before {
    /* Decoration only: the empty alternative keeps the numbers out of the accessible name. */
    content: counter(step) ' ' / '';
    opacity: 0.6;
    font-size: 0.8em;
  }
  .steps li.done {
    color: color-mix(in srgb, var(--_muted) 70%, transparent);
  }
  .steps li[aria-current='step'] {
    color: #1a1420;
    background: var(--_accent);
    font-weight: 700;
    box-shadow: 0 0 12px color-mix(in srgb, var(--_accent) 55%, transparent);
  }
  .window {
    display: grid;
    gap: 8px;
    padding: 8px 10px;
    border-radius: 8px;
    background: var(--_raised);
    border: 1px solid var(--_line);
  }
  .window.combat {
    border-color: color-mix(in srgb, var(--_fail) 50%, var(--_line));
  }
  .kind {
    font-weight: 700;
    text-transform: uppercase;
    letter-spacing: 0.06em;
    font-size: 0.78rem;
    color: var(--_accent);
  }
  .combat .kind {
    color: var(--_fail);
  }
  .floor {
    font-weight: 600;
  }
  .floor.mine {
    color: var(--_ok);
  }
  /* The floor going round a table of three or more: passed, the holder, then the rest, with arrows. */
  .round {
    display: flex;
    flex-wrap: wrap;
    gap: 4px 6px;
    margin: 0;
    padding: 0;
    list-style: none;
    font-size: 0.82rem;
  }
  .round li {
    padding: 1px 8px;
    border-radius: 999px;
    border: 1px solid var(--_line);
    background: var(--_surface);
  }
  .round li + li::before {
    content: '→ ' / '';
    color: var(--_muted);
  }
  .round .state {
    color: var(--_muted);
  }
  .round li.passed .who {
    color: var(--_muted);
    text-decoration: line-through;
  }
  .round li.floor {
    border-color: var(--_accent);
    font-weight: 650;
  }
  .round li.floor .state {
    color: var(--_accent);
  }
  .chain {
    display: flex;
    flex-wrap: wrap;
    align-items: stretch;
    gap: 6px;
  }
  .act {
    display: grid;
    gap: 1px;
    padding: 4px 10px;
    border-radius: 6px;
    background: var(--_surface);
    border: 1px solid var(--_line);
    min-width: 8rem;
  }
  .act.top {
    border-color: var(--_accent);
  }
  .act .id {
    color: var(--_muted);
    font: 600 0.75rem var(--kult-mono, ui-monospace, 'DejaVu Sans Mono', monospace);
  }
  .act .what {
    font-weight: 600;
  }
  .act .status {
    font-size: 0.78rem;
    color: var(--_ok);
  }
  .act.cancelled .what {
    text-decoration: line-through;
    text-decoration-color: var(--_fail);
    color: var(--_muted);
  }
  .act.cancelled .status {
    color: var(--_fail);
  }
  .act .cancels {
    font-size: 0.75rem;
    color: var(--_accent);
  }
  .chain-arrow {
    align-self: center;
    color: var(--_muted);
  }
  .responses {
    display: grid;
    gap: 4px;
    font-size: 0.9rem;
  }
  .responses h3 {
    margin: 0;
    font-size: 0.78rem;
    text-transform: uppercase;
    letter-spacing: 0.06em;
    color: var(--_muted);
    font-weight: 600;
  }
  .can {
    display: flex;
    flex-wrap: wrap;
    gap: 6px;
  }
  .can li {
    padding: 1px 8px;
    border-radius: 999px;
    border: 1px solid color-mix(in srgb, var(--_ok) 60%, transparent);
    color: var(--_ok);
  }
  .cannot li {
    color: var(--_muted);
  }
  .cannot li::before {
    content: '✗ ' / '';
    color: var(--_fail);
  }
  .cannot .name {
    color: var(--_ink);
  }
  .note {
    color: var(--_muted);
    margin: 0;
  }
  .controls {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 8px 18px;
  }
  button.pass {
    font: inherit;
    font-weight: 700;
    padding: 6px 22px;
    border-radius: 6px;
    border: 1px solid var(--_accent);
    background: var(--_accent);
    color: #1a1420;
    cursor: pointer;
  }
  button.pass:hover:not(:disabled) {
    filter: brightness(1.1);
  }
  button.pass:disabled {
    background: transparent;
    color: var(--_muted);
    border-color: var(--_line);
    cursor: not-allowed;
  }
  button:focus-visible,
  input:focus-visible {
    outline: 2px solid var(--_focus);
    outline-offset: 2px;
  }
  label.switch {
    display: inline-flex;
    align-items: center;
    gap: 6px;
    cursor: pointer;
  }
  label.switch input {
    appearance: none;
    margin: 0;
    width: 2.1rem;
    height: 1.15rem;
    border-radius: 999px;
    background: var(--_line);
    position: relative;
    cursor: pointer;
    transition: background 0.15s;
  }
  label.switch input::after {
    content: '';
    position: absolute;
    top: 2px;
    left: 2px;
    width: calc(1.15rem - 4px);
    height: calc(1.15rem - 4px);
    border-radius: 50%;
    background: var(--_ink);
    transition: transform 0.15s;
  }
  label.switch input:checked {
    background: var(--_ok);
  }
  label.switch input:checked::after {
    transform: translateX(0.95rem);
  }
  label.switch input:disabled {
    opacity: 0.45;
    cursor: not-allowed;
  }
  .hint {
    color: var(--_muted);
    font-size: 0.8rem;
  }
  fieldset {
    border: 0;
    margin: 0;
    padding: 0;
    display: inline-flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 4px 12px;
  }
  legend {
    float: left;
    padding: 0;
    margin-right: 4px;
    font-weight: 600;
    color: var(--_muted);
  }
  label.mode,
  label.stop {
    display: inline-flex;
    align-items: center;
    gap: 4px;
    cursor: pointer;
  }
  input[type='radio'],
  input[type='checkbox']:not([role='switch']) {
    accent-color: var(--_accent);
    margin: 0;
  }
  label.mode:has(input:disabled) {
    opacity: 0.55;
    cursor: not-allowed;
  }
  .why {
    display: grid;
    gap: 2px;
  }
  .why .auto-stop {
    color: var(--_ink);
    font-weight: 600;
  }
  .could-h {
    margin: 0;
    color: var(--_muted);
  }
  .could {
    padding-left: 1rem;
    list-style: disc;
  }
  .clock {
    margin-left: auto;
    display: inline-grid;
    grid-template-columns: auto 7rem;
    align-items: center;
    gap: 8px;
  }
  .clock time {
    font: 700 1.05rem var(--kult-mono, ui-monospace, 'DejaVu Sans Mono', monospace);
    font-variant-numeric: tabular-nums;
  }
  .clock .track {
    height: 6px;
    border-radius: 3px;
    background: var(--_line);
    overflow: hidden;
  }
  .clock .fill {
    height: 100%;
    background: var(--_ok);
    border-radius: 3px;
  }
  .clock.low time {
    color: var(--_fail);
  }
  .clock.low .fill {
    background: var(--_fail);
  }
  @media (prefers-reduced-motion: reduce) {
    label.switch input,
    label.switch input::after {
      transition: none;
    }
  }
`];
