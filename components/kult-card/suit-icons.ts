/**
 * The five Suit icons, drawn for taroticum (original shapes, not the printed
 * card art): Skull, Rose, Hourglass, Eye and Crescent, each a light glyph on
 * a coloured coin so the Suits stay distinguishable at 10 px and for
 * colour-blind players (shape first, colour second).
 *
 * Icons are decorative (`aria-hidden`): whoever shows them names the Suits
 * in text or in an ARIA label. They use no ids, so any number may share a
 * shadow root.
 */
import { html, svg, type SVGTemplateResult, type TemplateResult } from 'lit';
import type { Suit } from '../../src/kult/index.js';

interface SuitArt {
  /** Coin colour behind the glyph. */
  readonly coin: string;
  /** Glyph colour. */
  readonly ink: string;
  /** The glyph, in a 24×24 box; may use `var(--coin)` to cut details back out. */
  readonly glyph: SVGTemplateResult;
}

export const SUIT_ART: Readonly<Record<Suit, SuitArt>> = {
  skull: {
    coin: '#2b2521',
    ink: '#efe4c9',
    glyph: svg`<path fill-rule="evenodd" d="M12 3.6c-4.3 0-7.5 3-7.5 7 0 2.4 1.1 4.1 2.7 5.2v2.6c0 .6.4 1 1 1h7.6c.6 0 1-.4 1-1v-2.6c1.6-1.1 2.7-2.8 2.7-5.2 0-4-3.2-7-7.5-7zM9 9.1a1.9 1.9 0 1 1 0 3.8 1.9 1.9 0 0 1 0-3.8zm6 0a1.9 1.9 0 1 1 0 3.8 1.9 1.9 0 0 1 0-3.8zM12 13.4l1.1 2h-2.2zM9.7 17.4h.9v2h-.9zm1.85 0h.9v2h-.9zm1.85 0h.9v2h-.9z"/>`,
  },
  rose: {
    coin: '#8a1228',
    ink: '#ffdbe1',
    glyph: svg`<path d="M12 3.4c3.5 0 6.3 2.6 6.3 6s-2.8 6-6.3 6-6.3-2.6-6.3-6 2.8-6 6.3-6z"/>
      <path fill="none" stroke="var(--coin)" stroke-width="1.15" stroke-linecap="round" d="M12 7c1.6 0 2.5 1.1 2.3 2.3-.2 1.3-1.6 1.8-2.5 1.3-.8-.4-.8-1.5 0-1.8M8.2 8.9c.2 2.5 1.9 4.1 4 4.1 1.9 0 3.4-1.1 3.9-2.8"/>
      <path fill="none" stroke="currentColor" stroke-width="1.4" stroke-linecap="round" d="M12 15.2v5.4"/>
      <path d="M12 19.2c-1.9-.1-3.3-1-3.9-2.6 1.9-.1 3.3.8 3.9 2.6zm0-.9c1.5-.1 2.7-.9 3.2-2.2-1.5 0-2.7.7-3.2 2.2z"/>`,
  },
  hourglass: {
    coin: '#7a5512',
    ink: '#ffe7ab',
    glyph: svg`<path fill-rule="evenodd" d="M6 3h12v2h-1.2c-.3 3-2.2 5-3.8 7 1.6 2 3.5 4 3.8 7H18v2H6v-2h1.2c.3-3 2.2-5 3.8-7-1.6-2-3.5-4-3.8-7H6zm3 2c.3 2.3 1.7 4 3 5.6 1.3-1.6 2.7-3.3 3-5.6zm0 14c.4-2 1.7-3.5 3-4.9 1.3 1.4 2.6 2.9 3 4.9z"/>
      <path d="M10.1 19c.5-1.3 1.1-2 1.9-2.7.8.7 1.4 1.4 1.9 2.7zM10.6 6.6h2.8c-.3.7-.8 1.3-1.4 1.9-.6-.6-1.1-1.2-1.4-1.9z"/>`,
  },
  eye: {
    coin: '#115a5c',
    ink: '#d6fbf5',
    glyph: svg`<path fill-rule="evenodd" d="M2.2 12c2.6-4.1 5.9-6.2 9.8-6.2s7.2 2.1 9.8 6.2c-2.6 4.1-5.9 6.2-9.8 6.2S4.8 16.1 2.2 12zM12 7.9a4.1 4.1 0 1 0 0 8.2 4.1 4.1 0 0 0 0-8.2z"/>
      <circle cx="12" cy="12" r="2.1"/>`,
  },
  crescent: {
    coin: '#2a2f6e',
    ink: '#e0e4ff',
    glyph: svg`<path d="M11.66 3.51A8.5 8.5 0 1 0 20.06 14.7 7 7 0 0 1 11.66 3.51z"/>`,
  },
};

/**
 * One Suit icon as a standalone inline SVG (`class="suit"`, `data-suit`).
 *
 * @example html`${card.suits.map((s) => suitIcon(s))}`
 */
export function suitIcon(suit: Suit): TemplateResult {
  const art = SUIT_ART[suit];
  return html`<svg class="suit" data-suit=${suit} viewBox="0 0 24 24" aria-hidden="true" focusable="false"
    style="--coin:${art.coin};color:${art.ink}">
    <circle cx="12" cy="12" r="11.3" fill=${art.coin} stroke="#d9c58f" stroke-width="1.1"/>
    <g fill="currentColor" transform="translate(12 12) scale(.78) translate(-12 -12)">${art.glyph}</g>
  </svg>`;
}
