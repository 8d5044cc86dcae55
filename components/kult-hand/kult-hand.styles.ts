import { css } from 'lit';

export const styles = css`
  :host {
    --w: var(--kult-card-width, 112px);
    position: relative;
    display: block;
    color: #e9dcbc;
    font-family: system-ui, 'Segoe UI', sans-serif;
  }
  :host([hidden]) {
    /* "hidden" means an adversary's hand here, not display: none. */
    display: block;
  }
  .hand.hidden {
    --w: var(--kult-card-width, 64px);
  }
  .hand {
    display: flex;
    justify-content: safe center;
    align-items: flex-end;
    padding: calc(var(--w) * 0.22) calc(var(--w) * 0.1) calc(var(--w) * 0.08);
    outline: none;
  }
  /*
   * Each card's slot is the part of it left uncovered by the next card: (1 - overlap) of a card,
   * the last one whole. In a narrow hand the slots shrink, the cards overlapping more, down to
   * 55% of a card (its centre stays uncovered, to point at); narrower still, when not even that
   * fits, the cards shrink with their slots: n - 1 slots of 55% of a card and the last, whole
   * card fill the hand (n = --n cards).
   */
  .hand {
    --fit: calc(100% / (var(--n, 1) - 1 + 1 / 0.55));
  }
  .slot {
    position: relative;
    flex: 0 1 auto;
    width: calc(var(--w) * (1 - var(--overlap, 0.04)));
    min-width: min(calc(var(--w) * 0.55), var(--fit));
    transform: translateY(var(--lift, 0)) rotate(var(--rot, 0deg));
    transform-origin: 50% 120%;
    border-radius: calc(var(--w) * 0.05);
    outline: none;
    cursor: pointer;
    transition: transform 180ms ease-out;
    animation: deal 220ms ease-out both;
  }
  .slot:last-child {
    width: var(--w);
    min-width: min(var(--w), var(--fit) / 0.55);
  }
  .hidden .slot {
    cursor: default;
    min-width: 0;
  }
  .hidden .slot > kult-card {
    --kult-card-width: var(--w);
  }
  .slot > kult-card {
    display: block;
    --kult-card-width: min(var(--w), 100% / 0.55);
  }
  .slot:last-child > kult-card {
    --kult-card-width: min(var(--w), 100%);
  }
  .slot:hover,
  .slot:focus-visible {
    transform: translateY(calc(var(--w) * -0.16)) rotate(0deg);
    z-index: 50 !important;
  }
  .hidden .slot:hover {
    transform: translateY(var(--lift, 0)) rotate(var(--rot, 0deg));
  }
  .slot.selected {
    transform: translateY(calc(var(--w) * -0.2)) rotate(0deg);
    z-index: 40 !important;
  }
  .slot:focus-visible::after {
    content: '';
    position: absolute;
    inset: -4px;
    border-radius: calc(var(--w) * 0.08);
    box-shadow:
      0 0 0 2px #101418,
      0 0 0 5px #fff3c4;
    pointer-events: none;
  }
  /* Above the pointed card, kept inside the hand's width. */
  .preview {
    position: absolute;
    bottom: 100%;
    left: clamp(var(--kult-preview-width, 250px) / 2, var(--peek-x, 50%), 100% - var(--kult-preview-width, 250px) / 2);
    transform: translateX(-50%);
    z-index: 100;
    pointer-events: none;
    filter: drop-shadow(0 10px 24px rgba(0, 0, 0, 0.7));
    animation: peek-in 150ms ease-out both;
  }
  .preview > kult-card {
    display: block;
    --kult-card-width: var(--kult-preview-width, 250px);
  }
  @keyframes peek-in {
    from {
      opacity: 0;
      transform: translateX(-50%) translateY(8px);
    }
  }
  .empty {
    justify-content: center;
    min-height: calc(var(--w) * 0.5);
    align-items: center;
    /* 4.5:1 on the cloth at its lightest (WCAG 1.4.3). */
    color: rgba(233, 220, 188, 0.78);
    font-style: italic;
  }
  @keyframes deal {
    from {
      opacity: 0;
      transform: translateY(40%) rotate(0deg);
    }
  }
  @media (prefers-reduced-motion: reduce) {
    .preview,
    .slot {
      transition: none;
      animation: none;
    }
  }
`;
