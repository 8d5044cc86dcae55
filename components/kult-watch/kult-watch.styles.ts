import { css } from 'lit';

/** The spectator's view: the replay viewer's layout (kult-replay.styles.ts), with its explanation on top. */
export const styles = css`
  .explain {
    margin: 0;
    max-width: 70ch;
  }
`;
