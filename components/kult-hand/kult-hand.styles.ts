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
    justify-content: center;
    align-items: flex-end;
    padding: calc(var(--w) * 0.22) calc(var(--w) * 0.1) calc(var(--w) * 0.08);
    outline: none;
  }
  .slot {
    position: relative;
    flex: none;
    width: var(--w);
    margin-left: calc(var(--w) * var(--overlap, 0.04) * -1);
    transform: translateY(var(--lift, 0)) rotate(var(--rot, 0deg));
    transform-origin: 50% 120%;
    border-radius: calc(var(--w) * 0.05);
    outline: none;
    cursor: pointer;
    transition: transform 180ms ease-out;
    animation: deal 220ms ease-out both;
  }
  .slot:first-child {
    margin-left: 0;
  }
  .hidden .slot {
    cursor: default;
  }
  .slot > kult-card {
    display: block;
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
  .preview {
    position: absolute;
    bottom: 100%;
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
