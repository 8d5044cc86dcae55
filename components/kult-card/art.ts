/**
 * The SVG art of a card, all drawn for taroticum: frame and kind panel,
 * the affiliation stain, the picture window with a sigil derived from the
 * card id (so every card looks a little different without any images), the
 * eight Station indicators, and the card back.
 *
 * Every drawing shares one 100×140 coordinate box (a 5:7 card), so overlays
 * line up with the HTML text placed in percentages on top of it. Gradient
 * ids are local to each card's shadow root.
 */
import { svg, type SVGTemplateResult } from 'lit';
import type { Affiliation, CardDef, CardKind, StationId } from '../../src/kult/index.js';

/** Frame colour and stain colour per affiliation (red blood, blue stearin, white water). */
export const AFFILIATION_COLOURS: Readonly<Record<Affiliation, { frame: string; stain: string; edge: string }>> = {
  red: { frame: '#8f1d22', stain: '#b3141e', edge: '#5c0a0f' },
  blue: { frame: '#26498c', stain: '#3467c9', edge: '#142a5c' },
  white: { frame: '#d5cfbf', stain: '#eef3f4', edge: '#9fb3b9' },
};

/** Kind panel colours: [top, bottom] of the background gradient. */
const KIND_COLOURS: Readonly<Record<Exclude<CardKind, 'major'>, readonly [string, string]>> = {
  being: ['#e6d3a8', '#c7a972'],
  region: ['#83562f', '#553219'],
  influence: ['#6b3f8c', '#40215a'],
  spell: ['#3e7f4f', '#1f4a2b'],
  commandment: ['#2a9f9b', '#145e5b'],
};

export function kindColours(c: CardDef): readonly [string, string] {
  if (c.kind === 'major') return c.affiliation === 'blue' ? ['#2b4f98', '#0f1f48'] : ['#97212a', '#4a0a0f'];
  return KIND_COLOURS[c.kind];
}

/** FNV-1a over the id: a stable number per card for its sigil. */
function hash(id: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < id.length; i++) h = Math.imul(h ^ id.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

const PIC = { x: 15, y: 22, w: 58, h: 42 } as const;
const CX = PIC.x + PIC.w / 2;
const CY = PIC.y + PIC.h / 2;

/** A star polygon {n/k} drawn from the card id: the "picture" of a card. */
function sigil(id: string): SVGTemplateResult {
  const h = hash(id);
  const n = 5 + (h % 5); // 5..9 points
  const k = n === 6 ? 1 : n >= 8 ? 3 : 2;
  const rot = ((h >>> 8) % 360) * (Math.PI / 180);
  const r = 13 + ((h >>> 16) % 4);
  const pts = Array.from({ length: n }, (_, i) => {
    const a = rot + (i * k * 2 * Math.PI) / n;
    return `${(CX + r * Math.cos(a)).toFixed(2)},${(CY + r * Math.sin(a)).toFixed(2)}`;
  });
  const inner = 3 + ((h >>> 20) % 4);
  return svg`
    <circle cx=${CX} cy=${CY} r=${r + 2.5} fill="none" stroke="rgba(236,220,180,.28)" stroke-width=".5"/>
    <polygon points=${pts.join(' ')} fill="none" stroke="rgba(236,220,180,.55)" stroke-width=".7" stroke-linejoin="round"/>
    <circle cx=${CX} cy=${CY} r=${inner} fill="rgba(236,220,180,.18)" stroke="rgba(236,220,180,.5)" stroke-width=".5"/>`;
}

/** Frame, kind panel, texture and picture window of a face. */
export function faceArt(c: CardDef): SVGTemplateResult {
  const aff = AFFILIATION_COLOURS[c.affiliation];
  const [top, bottom] = kindColours(c);
  return svg`
    <defs>
      <linearGradient id="panel" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color=${top}/><stop offset="1" stop-color=${bottom}/></linearGradient>
      <linearGradient id="frame" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color=${aff.frame}/><stop offset="1" stop-color=${aff.edge}/></linearGradient>
      <radialGradient id="pic" cx=".5" cy=".45" r=".7"><stop offset="0" stop-color="#3a2a2e"/><stop offset="1" stop-color="#0d090b"/></radialGradient>
    </defs>
    <rect x="0" y="0" width="100" height="140" rx="5" fill="url(#frame)"/>
    <rect x="3" y="3" width="94" height="134" rx="3.2" fill="url(#panel)"/>
    ${texture(c.kind)}
    <rect x=${PIC.x} y=${PIC.y} width=${PIC.w} height=${PIC.h} rx="1.5" fill="url(#pic)" stroke="rgba(0,0,0,.55)" stroke-width=".8"/>
    ${sigil(c.id)}
    <rect x=${PIC.x} y=${PIC.y} width=${PIC.w} height=${PIC.h} rx="1.5" fill="none" stroke=${aff.frame} stroke-opacity=".6" stroke-width=".5"/>`;
}

/** A hint of material: sand speckles, wood grain, faint rays for the rest. */
function texture(kind: CardKind): SVGTemplateResult {
  if (kind === 'being') {
    const dots = Array.from({ length: 46 }, (_, i) => svg`<circle cx=${5 + ((i * 37) % 90)} cy=${5 + ((i * 53) % 130)} r=".35" fill="rgba(90,60,20,.25)"/>`);
    return svg`${dots}`;
  }
  if (kind === 'region') {
    const grain = Array.from({ length: 14 }, (_, i) => {
      const y = 6 + i * 9.5;
      return svg`<path d="M3 ${y}c20 -2 30 3 47 0s30 -3 47 1" fill="none" stroke="rgba(30,15,5,.28)" stroke-width=".5"/>`;
    });
    return svg`${grain}`;
  }
  return svg`<path d="M50 70L3 3M50 70L97 3M50 70L3 137M50 70L97 137" stroke="rgba(255,255,255,.035)" stroke-width="6"/>`;
}

/** The liquid stain in the top right corner (Beings' CV, the stain number of other cards). */
export function stainArt(c: CardDef): SVGTemplateResult {
  const aff = AFFILIATION_COLOURS[c.affiliation];
  return svg`<path transform="translate(85 12)" fill=${aff.stain} stroke=${aff.edge} stroke-width=".6"
    d="M0 -9.5c3.2 0 4.6 2.3 6.6 2.9 2.4.8 3.4 3.1 2.4 5.4-.8 1.9.3 3.7-.9 5.5-1.6 2.5-4.3 2.1-6.2 3.6-2 1.6-4.6 1.4-6.4-.2-1.7-1.4-4.5-1.5-5.2-4.2-.6-2.3 1-3.6.4-5.9-.6-2.6 1.4-4.7 3.8-5.1 2.1-.4 3.1-2 5.5-2z"/>`;
}

/** The Major Arcanum's Hierarchy medallion. */
export function medallionArt(c: CardDef): SVGTemplateResult {
  const aff = AFFILIATION_COLOURS[c.affiliation];
  return svg`<circle cx="85" cy="12" r="8.5" fill="#1a1214" stroke="#d9c58f" stroke-width=".9"/><circle cx="85" cy="12" r="7" fill="none" stroke=${aff.stain} stroke-width=".6"/>`;
}

/** Where each Station indicator sits: four around the picture (Stage), four down the right edge (Cast). */
export const INDICATORS: Readonly<Record<StationId, { x: number; y: number; dir: 'up' | 'down' | 'left' | 'right' }>> = {
  N: { x: CX, y: PIC.y - 3, dir: 'up' },
  S: { x: CX, y: PIC.y + PIC.h + 3, dir: 'down' },
  W: { x: PIC.x - 3.5, y: CY, dir: 'left' },
  E: { x: PIC.x + PIC.w + 3.5, y: CY, dir: 'right' },
  C1: { x: 89.5, y: 27, dir: 'right' },
  C2: { x: 89.5, y: 36.5, dir: 'right' },
  C3: { x: 89.5, y: 46, dir: 'right' },
  C4: { x: 89.5, y: 55.5, dir: 'right' },
};

/** A small stylised triangle pointing `dir`, centred on (x, y). */
export function triangle(x: number, y: number, dir: 'up' | 'down' | 'left' | 'right'): string {
  const a = 2.6; // half base
  const b = 2.2; // half height
  switch (dir) {
    case 'up': return `M${x - a} ${y + b}L${x} ${y - b}L${x + a} ${y + b}Z`;
    case 'down': return `M${x - a} ${y - b}L${x} ${y + b}L${x + a} ${y - b}Z`;
    case 'left': return `M${x + b} ${y - a}L${x - b} ${y}L${x + b} ${y + a}Z`;
    case 'right': return `M${x - b} ${y - a}L${x + b} ${y}L${x - b} ${y + a}Z`;
  }
}

/** Wing (Being) and Tower (Region): the icons printed after a card's name. */
export const KIND_GLYPHS: Partial<Record<CardKind, SVGTemplateResult>> = {
  being: svg`<path d="M2.5 18.5c3.2-1 6.2-3.6 8.2-7.1C12.2 8.7 14.5 6.3 20.5 5c-1.3 2-2.4 3.1-4 3.7 1.2.2 2.3 0 3.4-.5-1 1.7-2.6 2.7-4.5 2.9 1 .3 2 .2 3-.2-1.1 1.7-2.9 2.5-4.9 2.5.8.4 1.7.5 2.7.3-2.2 2.5-6 4.5-15.7 4.8z"/>`,
  region: svg`<path fill-rule="evenodd" d="M7 21V9.5L6 8.5V3.5h2.2v2H10v-2h4v2h1.8v-2H18v5l-1 1V21zm3.6-2.5h2.8v-4.2c0-.8-.6-1.4-1.4-1.4s-1.4.6-1.4 1.4z"/>`,
};

/** The card back: night-dark with a gilt eight-pointed star for the eight Stations around the Hub. */
export function backArt(): SVGTemplateResult {
  const star = (r: number, rot: number) =>
    Array.from({ length: 4 }, (_, i) => {
      const a = rot + (i * Math.PI) / 2;
      return `${(50 + r * Math.cos(a)).toFixed(2)},${(70 + r * Math.sin(a)).toFixed(2)}`;
    }).join(' ');
  return svg`
    <defs>
      <radialGradient id="back" cx=".5" cy=".5" r=".75"><stop offset="0" stop-color="#3b1620"/><stop offset=".6" stop-color="#1b0d14"/><stop offset="1" stop-color="#0b0609"/></radialGradient>
    </defs>
    <rect x="0" y="0" width="100" height="140" rx="5" fill="#0c0709"/>
    <rect x="2.5" y="2.5" width="95" height="135" rx="3.5" fill="url(#back)" stroke="#a48445" stroke-width=".8"/>
    <rect x="6" y="6" width="88" height="128" rx="2.5" fill="none" stroke="#a48445" stroke-opacity=".45" stroke-width=".5"/>
    <g fill="none" stroke="#c9a95e" stroke-width=".8" stroke-linejoin="round">
      <circle cx="50" cy="70" r="27" stroke-opacity=".6"/>
      <circle cx="50" cy="70" r="31" stroke-opacity=".3"/>
      <polygon points=${star(24, 0)}/>
      <polygon points=${star(24, Math.PI / 4)}/>
      <circle cx="50" cy="70" r="7" stroke-opacity=".9"/>
      <path d="M50 30V18M50 110v12M14 70H6M86 70h8" stroke-opacity=".5"/>
    </g>
    <path d="M42.5 70c2.3-3 4.8-4.4 7.5-4.4s5.2 1.5 7.5 4.4c-2.3 3-4.8 4.4-7.5 4.4s-5.2-1.5-7.5-4.4z" fill="#c9a95e" fill-opacity=".85"/>
    <circle cx="50" cy="70" r="2" fill="#1b0d14"/>`;
}
