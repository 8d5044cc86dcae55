import { css } from 'lit';

/**
 * A control's shortcut key, drawn after its words from `data-keylabel` (components/kult-table/shortcuts.ts): generated
 * content with an empty alternative, so the key is in neither the text nor the accessible name
 * (`aria-keyshortcuts` says it to assistive technology).
 */
export const keyStyles = css`
  [data-keylabel]::after {
    content: attr(data-keylabel) / '';
    display: inline-block;
    margin-left: 0.5em;
    padding: 0 0.3em;
    border: 1px solid currentColor;
    border-radius: 3px;
    font: 600 0.72em var(--kult-mono, ui-monospace, 'DejaVu Sans Mono', monospace);
    line-height: 1.3;
    opacity: 0.75;
    vertical-align: 0.1em;
  }
`;
