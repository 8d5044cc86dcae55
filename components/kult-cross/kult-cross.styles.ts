import { css } from 'lit';

/*
 * Sizes follow the card width (--w): a card is w × 1.4w. The Hub card lies
 * sideways (1.4w wide), so the Stage's column gap leaves it room.
 */
export const styles = css`
  :host {
    --w: var(--kult-card-width, 112px);
    --peek: calc(var(--w) * 0.19);
    display: inline-block;
    color: #e9dcbc;
    font-family: system-ui, 'Segoe UI', sans-serif;
  }
  .cross {
    position: relative;
    display: flex;
    align-items: center;
    gap: calc(var(--w) * 0.42);
    padding: calc(var(--w) * 0.22) calc(var(--w) * 0.3);
    border-radius: calc(var(--w) * 0.14);
    background: radial-gradient(ellipse at 38% 50%, rgba(0, 0, 0, 0.08), rgba(0, 0, 0, 0.22));
    box-shadow: inset 0 0 0 1px rgba(201, 169, 94, 0.16);
  }
  .stage {
    display: grid;
    grid-template-columns: repeat(3, var(--w));
    grid-template-areas:
      '. n .'
      'w hub e'
      '. s .';
    column-gap: calc(var(--w) * 0.3);
    row-gap: calc(var(--w) * 0.12);
    align-items: end;
    justify-items: center;
  }
  /* The Cast: one column of four by default; two columns (1st 2nd / 3rd 4th) make the cross as
     short as its Stage, for a table that must fit a screen's height. */
  .cast {
    display: grid;
    grid-template-columns: repeat(var(--kult-cross-cast-columns, 1), var(--w));
    align-content: center;
    align-items: end;
    gap: calc(var(--w) * 0.1);
    padding-left: calc(var(--w) * 0.3);
    border-left: 1px solid rgba(233, 220, 188, 0.12);
  }

  .spot {
    position: relative;
    width: var(--w);
    border-radius: calc(var(--w) * 0.06);
    cursor: pointer;
    outline: none;
    transition: transform 160ms ease-out;
    -webkit-tap-highlight-color: transparent;
  }
  .spot.has-markers {
    cursor: grab;
  }
  .spot:focus-visible::after,
  .spot.selected::after,
  .spot.legal::after,
  .spot.drop-over::after {
    content: '';
    position: absolute;
    inset: calc(var(--w) * -0.045);
    border-radius: calc(var(--w) * 0.09);
    pointer-events: none;
    z-index: 5;
  }
  .spot.legal::after {
    box-shadow:
      0 0 0 2px rgba(127, 224, 160, 0.95),
      0 0 14px 2px rgba(95, 211, 138, 0.45);
  }
  .spot.selected::after {
    box-shadow:
      0 0 0 3px #f6cf5a,
      0 0 18px 4px rgba(246, 207, 90, 0.5);
  }
  .spot.drop-over::after {
    box-shadow: 0 0 0 3px #9cc8ff, 0 0 18px 4px rgba(120, 170, 255, 0.55);
  }
  .spot:focus-visible::after {
    box-shadow:
      0 0 0 2px #101418,
      0 0 0 5px #fff3c4;
  }
  .spot:hover .base {
    transform: translateY(-2px);
  }

  /* A base card with its attachments underneath, names peeking out above (K-ATTACH-07). */
  .stack {
    position: relative;
    padding-top: calc(var(--n, 0) * var(--peek));
  }
  .stack > kult-card {
    display: block;
  }
  .attachment {
    position: absolute;
    left: calc(var(--k) * var(--w) * 0.025 - var(--w) * 0.03);
    top: calc(var(--k) * var(--peek));
    filter: brightness(0.88);
    animation: slide-in 220ms ease-out both;
  }
  .base {
    position: relative;
    transition: transform 160ms ease-out;
  }
  @keyframes slide-in {
    from {
      transform: translateY(30%);
      opacity: 0;
    }
  }

  /* The Hub: the face-down Hub card lies sideways under the Major Arcanum (K-CROSS-02). */
  .hub-card {
    position: absolute;
    left: 0;
    bottom: 0;
    transform: rotate(90deg);
    filter: brightness(0.8);
  }
  .hub .major {
    z-index: 1;
  }

  .empty {
    box-sizing: border-box;
    width: var(--w);
    aspect-ratio: 5 / 7;
    display: grid;
    place-items: center;
    border: 2px dashed rgba(233, 220, 188, 0.22);
    border-radius: calc(var(--w) * 0.05);
    background: rgba(0, 0, 0, 0.12);
    color: rgba(233, 220, 188, 0.5);
    font-size: calc(var(--w) * 0.16);
    font-weight: 600;
    letter-spacing: 0.04em;
    transition: background-color 160ms;
  }
  /* The Station's short name is a picture of the spot: drawn, not text, so the spot's name (its label) is all it says (WCAG 2.5.3). */
  .empty span::before {
    content: attr(data-short) / '';
  }
  .spot:hover .empty {
    background: rgba(255, 255, 255, 0.05);
  }

  .drag-bead {
    /* Rendered (setDragImage needs that) but off-screen. */
    position: fixed;
    left: -100px;
    top: -100px;
    width: 24px;
    height: 24px;
    border-radius: 50%;
    background: radial-gradient(circle at 35% 30%, #fff6cf 0 12%, #f7c44c 35%, #b8720f 78%, #6e3d05 100%);
    pointer-events: none;
  }

  @media (prefers-reduced-motion: reduce) {
    .spot,
    .base,
    .attachment,
    .empty {
      transition: none;
      animation: none;
    }
    .spot:hover .base {
      transform: none;
    }
  }
`;
