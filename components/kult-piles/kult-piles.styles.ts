import { css } from 'lit';
import { tokenStyles } from '../kult-card/tokens.js';

export const styles = [
  tokenStyles,
  css`
    :host {
      --w: var(--kult-card-width, 64px);
      display: inline-block;
      color: #e9dcbc;
      font-family: system-ui, 'Segoe UI', sans-serif;
    }
    .piles {
      display: flex;
      align-items: flex-end;
      gap: calc(var(--w) * 0.4);
    }
    .pile {
      display: flex;
      flex-direction: column;
      align-items: center;
      gap: 6px;
    }
    .stack {
      position: relative;
      width: var(--w);
      aspect-ratio: 5 / 7;
      /* Room for the offset layers. */
      margin: 0 calc(var(--depth, 0) * 1.5px) calc(var(--depth, 0) * 1.5px) 0;
    }
    .stack > kult-card {
      position: absolute;
      left: calc(var(--d) * 1.5px);
      top: calc(var(--d) * -1.5px);
      animation: none;
    }
    .outline {
      box-sizing: border-box;
      width: 100%;
      height: 100%;
      border: 2px dashed rgba(233, 220, 188, 0.2);
      border-radius: calc(var(--w) * 0.05);
    }
    .caption {
      font-size: 12px;
      letter-spacing: 0.04em;
      white-space: nowrap;
    }
    .title {
      text-transform: uppercase;
      opacity: 0.65;
      font-size: 10.5px;
    }
    .count {
      font-weight: 700;
      font-variant-numeric: tabular-nums;
      color: #f3e4b5;
    }

    .dish {
      box-sizing: border-box;
      width: calc(var(--w) * 1.25);
      height: calc(var(--w) * 1.25);
      display: grid;
      place-items: center;
      border-radius: 50%;
      background: radial-gradient(circle at 50% 40%, #2c2418 0%, #15100b 70%);
      box-shadow:
        inset 0 3px 10px rgba(0, 0, 0, 0.8),
        0 0 0 2px rgba(201, 169, 94, 0.55),
        0 2px 8px rgba(0, 0, 0, 0.5);
      --kult-token-size: calc(var(--w) * 0.26);
      font-size: calc(var(--w) * 0.26);
      transition: box-shadow 160ms;
    }
    .pool.drop-over .dish {
      box-shadow:
        inset 0 3px 10px rgba(0, 0, 0, 0.8),
        0 0 0 3px #9cc8ff,
        0 0 18px 4px rgba(120, 170, 255, 0.55);
    }
    @media (prefers-reduced-motion: reduce) {
      .dish {
        transition: none;
      }
    }
  `,
];
