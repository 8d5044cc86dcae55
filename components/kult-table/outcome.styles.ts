import { css } from 'lit';

/**
 * What acts did, on the table: the banner above the timing bar (in the flow, so it covers no
 * control), each seat's race to win under its name, and the attack preview in the judge column.
 * Kept apart from the table's layout (kult-table.styles.ts).
 */
export const outcomeStyles = css`
  .outcome-banner {
    border: 1px solid var(--_accent);
    border-left-width: 4px;
    border-radius: 8px;
    background: color-mix(in srgb, var(--_accent) 12%, var(--_surface));
    padding: 6px 12px;
  }
  .outcome-banner ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  .outcome-banner li + li {
    margin-top: 2px;
  }
  .score {
    margin: -8px 0 0;
    font-size: 0.85rem;
    color: var(--_muted);
  }
  .score .hub {
    color: var(--_ink);
    font-weight: 600;
  }
  .score .needs.close {
    color: var(--_accent);
    font-weight: 600;
  }
  .preview {
    margin: 0 0 6px;
    padding: 6px 10px 6px 24px;
    border-radius: 6px;
    background: var(--_raised);
    font-size: 0.9rem;
  }
`;
