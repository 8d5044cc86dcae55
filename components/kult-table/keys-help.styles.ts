import { css } from 'lit';

/** The side column's "Keyboard shortcuts" button (it opens the help overlay, as `?` does). */
export const keysHelpStyles = css`
  .keys-help {
    justify-self: start;
    font: inherit;
    font-size: 0.85rem;
    color: var(--_muted);
    background: transparent;
    border: 1px solid var(--_line);
    border-radius: 6px;
    padding: 3px 10px;
    cursor: pointer;
  }
  .keys-help:hover {
    color: var(--_ink);
    border-color: var(--_accent);
  }
  .keys-help:focus-visible,
  .moves .hint:focus-visible {
    outline: 2px solid var(--_focus);
    outline-offset: 2px;
  }
`;
