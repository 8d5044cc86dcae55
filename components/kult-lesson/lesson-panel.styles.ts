import { css } from 'lit';
import { themeTokens } from '../theme.styles.js';

/** The lesson screens' panels, headings and buttons (`<kult-lesson>`, `<kult-lessons>`), in the table's dark theme. */
export const panelStyles = [themeTokens, css`
  :host {
    display: block;
    color: var(--_ink);
    font: 15px/1.45 var(--kult-font, system-ui, 'Segoe UI', sans-serif);
  }
  * {
    box-sizing: border-box;
  }
  h2,
  h3,
  h4 {
    margin: 0 0 8px;
    font-weight: 650;
  }
  h2 {
    font-size: 1.3rem;
  }
  h3 {
    font-size: 1.05rem;
    color: var(--_accent);
  }
  h4 {
    font-size: 0.95rem;
    margin-top: 10px;
  }
  p {
    margin: 0 0 8px;
  }
  .panel {
    background: var(--_surface);
    border: 1px solid var(--_line);
    border-radius: 12px;
    padding: 12px 14px;
    overflow-wrap: anywhere;
  }
  .muted {
    color: var(--_muted);
  }
  .row {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
    align-items: center;
  }
  button {
    font: inherit;
    font-weight: 600;
    cursor: pointer;
    border-radius: 9px;
    padding: 6px 14px;
    border: 1px solid var(--_line);
    background: var(--_raised);
    color: var(--_ink);
  }
  button.primary {
    background: linear-gradient(180deg, #e2bd72, #b98d3e);
    color: #1b1206;
    border-color: #f0cf88;
  }
  button[disabled] {
    opacity: 0.6;
    cursor: default;
  }
  button:focus-visible,
  input:focus-visible,
  [tabindex='-1']:focus-visible {
    outline: 2px solid var(--_focus);
    outline-offset: 2px;
  }
`];
