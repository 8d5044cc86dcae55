import { css } from 'lit';

/**
 * What a game's table (Cult's board, M.E.A.T.'s battlefield) lays out alike: the host's type and
 * headings, and the rails (one column on a phone; from 900 px a rail, `.side` then `.more`,
 * beside the `.main` column; from 1280 px `.more` in a second rail on the right). Each table lists
 * these sheets where their rules stood in its own, so the cascade keeps its order.
 */
export const gameTableHost = css`
  :host {
    display: block;
    color: var(--_ink);
    font: 14px/1.4 var(--kult-font, system-ui, 'Segoe UI', sans-serif);
    min-width: 0;
  }
  h2 {
    font-size: 1rem;
    margin: 0 0 6px;
    color: var(--_accent);
  }
`;

export const gameTableRails = css`
  .layout {
    display: grid;
    gap: 8px;
    grid-template-columns: minmax(0, 1fr);
    grid-template-areas: 'side' 'main' 'more';
  }
  .side {
    grid-area: side;
  }
  .main {
    grid-area: main;
  }
  .more {
    grid-area: more;
  }
  .side,
  .main,
  .more {
    display: flex;
    flex-direction: column;
    gap: 8px;
    min-width: 0;
  }
  @media (min-width: 900px) {
    .layout {
      grid-template-columns: minmax(15rem, 20rem) minmax(0, 1fr);
      grid-template-areas: 'side main' 'more main';
      align-items: start;
    }
  }
  @media (min-width: 1280px) {
    .layout {
      grid-template-columns: minmax(15rem, 19rem) minmax(0, 1fr) minmax(14rem, 18rem);
      grid-template-areas: 'side main more';
    }
  }
`;
