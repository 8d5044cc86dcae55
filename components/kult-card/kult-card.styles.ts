import { css } from 'lit';
import { tokenStyles } from './tokens.js';

/*
 * Geometry: the art is a 100×140 box (5:7). HTML overlays are placed in
 * percent of that box (x% = x, y% = y / 1.4) and sized in container units
 * (cqw = 1% of the card width), so a card scales as one piece.
 */
export const styles = [
  tokenStyles,
  css`
    :host {
      display: inline-block;
      position: relative;
      container-type: inline-size;
      width: var(--kult-card-width, 250px);
      vertical-align: top;
      border-radius: 3.5%/2.5%;
      /* Only compositor-run properties move: a glow or a greying that animated repainted the card
         in every frame for 180 ms (software raster), long enough to delay the next click. */
      transition:
        transform 180ms ease-out,
        opacity 180ms ease-out;
      box-shadow: 0 0.15em 0.5em rgba(0, 0, 0, 0.55);
      font-family: 'Iowan Old Style', 'Palatino Linotype', Palatino, Georgia, serif;
      color: #f3ead5;
      -webkit-user-select: none;
      user-select: none;
    }
    :host([size='table']) {
      width: var(--kult-card-width, 112px);
    }
    :host([size='mini']) {
      width: var(--kult-card-width, 64px);
    }
    :host([highlight='legal']) {
      box-shadow:
        0 0 0 2px #7fe0a0,
        0 0 14px 3px rgba(95, 211, 138, 0.55);
    }
    :host([highlight='selected']) {
      box-shadow:
        0 0 0 2px #f6cf5a,
        0 0 16px 4px rgba(246, 207, 90, 0.6);
      transform: translateY(-4%);
    }
    :host([highlight='illegal']) {
      filter: grayscale(0.7) brightness(0.6);
    }

    .shell {
      position: relative;
      width: 100%;
      aspect-ratio: 5 / 7;
      border-radius: inherit;
      overflow: hidden;
      animation: card-in 200ms ease-out both;
    }
    @keyframes card-in {
      from {
        opacity: 0;
        transform: translateY(6%) scale(0.96);
      }
    }
    .art,
    .stations {
      position: absolute;
      inset: 0;
      width: 100%;
      height: 100%;
      display: block;
    }

    /* Name band (y 4..19.5) and the number in the stain (centre 85, 12). */
    .name {
      position: absolute;
      left: 6%;
      right: 24%;
      top: 2.9%;
      height: 11%;
      display: flex;
      align-items: center;
      gap: 0.25em;
      font-size: 8.4cqw;
      font-weight: 700;
      line-height: 1.02;
      letter-spacing: 0.01em;
      text-shadow: 0 0.06em 0.12em rgba(0, 0, 0, 0.7);
    }
    .name-text {
      overflow: hidden;
      display: -webkit-box;
      -webkit-line-clamp: 2;
      -webkit-box-orient: vertical;
      text-wrap: balance;
    }
    .name.long {
      font-size: 6.6cqw;
    }
    .kind-glyph {
      flex: none;
      width: 0.9em;
      height: 0.9em;
      opacity: 0.8;
    }
    .kind-being .name {
      color: #2b1a0b;
      text-shadow: 0 0.05em 0 rgba(255, 240, 210, 0.6);
    }
    .kind-major .name {
      height: 7.5%;
    }
    .number {
      position: absolute;
      left: 76%;
      width: 18%;
      top: 2.1%;
      height: 12.9%;
      display: flex;
      align-items: center;
      justify-content: center;
      font: 800 10.5cqw/1 system-ui, 'Segoe UI', sans-serif;
      font-variant-numeric: tabular-nums;
      color: #fff;
      text-shadow: 0 0.05em 0.15em rgba(0, 0, 0, 0.8);
    }
    .number.on-light {
      color: #1a2a33;
      text-shadow: 0 0.04em 0 rgba(255, 255, 255, 0.8);
    }
    /* A Combat Value changed by what is attached or in effect: the total, and its parts below. */
    .number.cv.modified {
      color: #ffe08a;
    }
    .cv-parts {
      position: absolute;
      right: 3%;
      top: 15.5%;
      padding: 0.2em 0.35em;
      border-radius: 0.5em;
      background: rgba(20, 10, 5, 0.82);
      color: #ffe08a;
      font: 700 7cqw/1 system-ui, 'Segoe UI', sans-serif;
      font-variant-numeric: tabular-nums;
      white-space: nowrap;
    }
    .number.hierarchy {
      font: 700 6.2cqw/1 'Iowan Old Style', Palatino, Georgia, serif;
      color: #f0d98f;
    }

    /* Station indicators: red when the card may stand there (K-STATION-01). */
    .indicator {
      fill: rgba(255, 255, 255, 0.1);
      stroke: rgba(20, 10, 5, 0.75);
      stroke-width: 0.55;
      stroke-linejoin: round;
    }
    .indicator.lit {
      fill: #e0202a;
      stroke: #4d0307;
    }

    /* Suits: a row under the picture; around the picture on a Major Arcanum. */
    .suits {
      position: absolute;
      left: 6%;
      top: 50%;
      height: 7.6%;
      display: flex;
      gap: 1.2cqw;
    }
    .suit {
      height: 100%;
      aspect-ratio: 1;
      filter: drop-shadow(0 0.3cqw 0.4cqw rgba(0, 0, 0, 0.5));
    }
    .suits.around {
      inset: 0;
      height: auto;
    }
    .suits.around .suit {
      position: absolute;
      width: 9%;
      height: auto;
    }
    /* N, E, S, W around the picture (centres 44,17.8 / 78,43 / 44,68.2 / 10,43). */
    .suits.around .suit:nth-child(1) {
      left: 39.5%;
      top: 9.5%;
    }
    .suits.around .suit:nth-child(2) {
      left: 73.5%;
      top: 27.5%;
    }
    .suits.around .suit:nth-child(3) {
      left: 39.5%;
      top: 45.5%;
    }
    .suits.around .suit:nth-child(4) {
      left: 5.5%;
      top: 27.5%;
    }

    .kindline {
      position: absolute;
      left: 6%;
      right: 6%;
      top: 57.3%;
      height: 4.4%;
      display: flex;
      align-items: center;
      font-size: 4.3cqw;
      font-style: italic;
      letter-spacing: 0.02em;
      white-space: nowrap;
      overflow: hidden;
      text-overflow: ellipsis;
    }
    .kind-being .kindline {
      color: #3b2711;
    }
    .kindline-short {
      display: none;
    }
    .text {
      position: absolute;
      left: 5.5%;
      right: 5.5%;
      top: 62.3%;
      bottom: 4%;
      padding: 2.2cqw 3cqw;
      box-sizing: border-box;
      border-radius: 1.5cqw;
      background: linear-gradient(#f6eedb, #eadfc3);
      box-shadow: inset 0 0 0 0.4cqw rgba(80, 55, 20, 0.35);
      color: #24190e;
      font-size: 4.55cqw;
      line-height: 1.28;
      overflow: hidden;
      text-wrap: pretty;
    }

    /* Markers: on the lower part of the picture (full), on the empty lower panel (table, mini). */
    .markers {
      position: absolute;
      left: 15%;
      width: 58%;
      top: 36.4%;
      height: 8.6%;
      display: flex;
      align-items: center;
      justify-content: center;
      --kult-token-size: 10cqw;
      font-size: 10cqw;
    }

    :host([size='table']) .text,
    :host([size='mini']) .text,
    :host([size='table']) .kindline-full,
    :host([size='mini']) .kindline {
      display: none;
    }
    :host([size='table']) .kindline-short {
      display: inline;
    }
    :host([size='table']) .kindline {
      top: 61%;
      height: 7%;
      font-size: 7.4cqw;
    }
    :host([size='table']) .name {
      font-size: 9.6cqw;
    }
    :host([size='table']) .name.long,
    :host([size='mini']) .name.long {
      font-size: 7.6cqw;
    }
    :host([size='table']) .suits:not(.around),
    :host([size='mini']) .suits:not(.around) {
      height: 9.6%;
    }
    :host([size='table']) .markers,
    :host([size='mini']) .markers {
      left: 5%;
      width: 90%;
      top: 71%;
      height: 22%;
      --kult-token-size: 17cqw;
      font-size: 17cqw;
    }
    :host([size='mini']) .name {
      font-size: 11cqw;
    }
    :host([size='mini']) .number {
      font-size: 13cqw;
    }

    /* A back; a face-down known card carries a small turned mark and its name. */
    .turned {
      position: absolute;
      left: 8%;
      right: 8%;
      bottom: 6%;
      display: flex;
      align-items: center;
      justify-content: center;
      gap: 0.3em;
      padding: 0.2em 0.4em;
      border-radius: 0.6em;
      background: rgba(12, 6, 8, 0.72);
      color: #e5cf90;
      font-size: 6.6cqw;
      font-style: italic;
      white-space: nowrap;
      overflow: hidden;
    }
    .turned svg {
      flex: none;
      width: 1em;
      height: 1em;
    }
    .turned-name {
      overflow: hidden;
      text-overflow: ellipsis;
    }
    .back .markers {
      top: 44%;
      left: 15%;
      width: 70%;
    }

    /* Loading and error boxes keep the card's shape so a page does not jump. */
    .loading,
    .error {
      box-sizing: border-box;
      padding: 6cqw;
      background: #1d1517;
      border: 0.8cqw solid #6b1b22;
      color: #f0e3c8;
      font: 5cqw/1.35 system-ui, sans-serif;
      overflow: auto;
    }
    .error strong {
      display: block;
      color: #ff9a9a;
      margin-bottom: 0.4em;
    }
    .error ul {
      margin: 0;
      padding-left: 1.1em;
    }
    .error li {
      margin: 0.2em 0;
      word-break: break-word;
    }

    @media (prefers-reduced-motion: reduce) {
      :host,
      .shell {
        transition: none;
        animation: none;
      }
      :host([highlight='selected']) {
        transform: none;
      }
    }
  `,
];
