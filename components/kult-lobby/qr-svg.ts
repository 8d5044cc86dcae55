/**
 * A QR code as an inline SVG template, from `uqr` (the encoder) and Lit's `svg`
 * (the drawing). Dark modules are drawn as horizontal runs, one `<rect>` each: a few hundred
 * rects for a match link, crisp at any size (`shape-rendering="crispEdges"`), and no
 * `innerHTML` of a generated string.
 */
import { encode } from 'uqr';
import { html, svg, type TemplateResult } from 'lit';

/** Quiet zone around the code, in modules (the standard asks for 4). */
const QUIET = 4;

/** The dark-module runs of `text` encoded at error-correction level M: [row, start column, length]. */
export function qrRuns(text: string): { readonly size: number; readonly runs: ReadonlyArray<readonly [number, number, number]> } {
  const { data, size } = encode(text, { ecc: 'M', border: 0 });
  const runs: Array<[number, number, number]> = [];
  for (let r = 0; r < size; r++) {
    let start = -1;
    for (let c = 0; c <= size; c++) {
      const dark = c < size && data[r]![c]!;
      if (dark && start < 0) start = c;
      else if (!dark && start >= 0) {
        runs.push([r, start, c - start]);
        start = -1;
      }
    }
  }
  return { size, runs };
}

/** `<svg>` of the QR code for `text`; `label` names it for assistive technology. */
export function qrSvg(text: string, label: string): TemplateResult {
  const { size, runs } = qrRuns(text);
  const box = size + QUIET * 2;
  return html`<svg part="qr" class="qr" role="img" aria-label=${label} viewBox="0 0 ${box} ${box}" shape-rendering="crispEdges" xmlns="http://www.w3.org/2000/svg">
    <rect width=${box} height=${box} fill="#fff"></rect>
    ${runs.map(([r, c, n]) => svg`<rect x=${c + QUIET} y=${r + QUIET} width=${n} height="1" fill="#111"></rect>`)}
  </svg>`;
}
