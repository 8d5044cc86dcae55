/**
 * Population markers drawn as amber glass beads lying on a card. Up to four
 * beads are drawn one by one; beyond that three beads and a count, so a Hub
 * with 14 markers stays readable. Shared by `<kult-card>`, the Hub of
 * `<kult-cross>` and the pool of `<kult-piles>`.
 */
import { css, html, nothing, type TemplateResult } from 'lit';

export const MAX_BEADS = 4;

/** The bead stack for `count` markers (nothing for 0); `data-count` holds the exact number. */
export function tokens(count: number, part = 'markers'): TemplateResult | typeof nothing {
  if (count <= 0) return nothing;
  const beads = count <= MAX_BEADS ? count : 3;
  return html`<span class="tokens" part=${part} data-count=${count} aria-hidden="true"
    >${Array.from({ length: beads }, (_, i) => html`<span class="token" style="--i:${i}"></span>`)}${count > MAX_BEADS
      ? html`<span class="token-count">×${count}</span>`
      : nothing}</span
  >`;
}

export const tokenStyles = css`
  .tokens {
    display: inline-flex;
    align-items: center;
    pointer-events: none;
    filter: drop-shadow(0 0.15em 0.2em rgba(0, 0, 0, 0.6));
  }
  .token {
    width: var(--kult-token-size, 1.1em);
    height: var(--kult-token-size, 1.1em);
    border-radius: 50%;
    background: radial-gradient(circle at 35% 30%, #fff6cf 0 12%, #f7c44c 35%, #b8720f 78%, #6e3d05 100%);
    box-shadow: inset 0 0 0 0.06em rgba(60, 30, 0, 0.8);
    margin-left: calc(var(--kult-token-size, 1.1em) * -0.35);
    animation: token-in 220ms cubic-bezier(0.2, 0.9, 0.3, 1.3) both;
  }
  .token:first-child {
    margin-left: 0;
  }
  .token-count {
    margin-left: 0.2em;
    padding: 0 0.35em;
    border-radius: 0.7em;
    background: rgba(15, 8, 4, 0.85);
    color: #ffe39a;
    font: 700 calc(var(--kult-token-size, 1.1em) * 0.72) / 1.35 system-ui, sans-serif;
    font-variant-numeric: tabular-nums;
    animation: token-in 220ms ease-out both;
  }
  @keyframes token-in {
    from {
      transform: scale(0.3) translateY(-0.4em);
      opacity: 0;
    }
  }
  @media (prefers-reduced-motion: reduce) {
    .token,
    .token-count {
      animation: none;
    }
  }
`;
