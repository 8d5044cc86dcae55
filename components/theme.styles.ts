import { css } from 'lit';

/**
 * The dark table theme's tokens, shared by every panel: each reads a public
 * `--kult-*` custom property (a fan site may set them) with the table's
 * default, into a private `--_*` name the component's own styles use; and
 * the screen-reader-only `.sr` class every panel uses.
 */
export const themeTokens = css`
  :host {
    --_surface: var(--kult-surface, #17131d);
    --_raised: var(--kult-surface-raised, #211b29);
    --_line: var(--kult-line, #3b3247);
    --_ink: var(--kult-ink, #ece5d8);
    --_muted: var(--kult-ink-muted, #b2a8bf);
    --_ok: var(--kult-ok, #86d19f);
    --_fail: var(--kult-fail, #ff8574);
    --_accent: var(--kult-accent, #d4ad62);
    --_focus: var(--kult-focus, #f4cf76);
  }
  /* Read by screen readers, not shown (live regions, extra labels). */
  .sr {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    clip-path: inset(50%);
    white-space: nowrap;
  }
`;
