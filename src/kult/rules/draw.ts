/**
 * Drawing cards (K-DRAW-01..06, K-HAND-03): the step 1 draw to the hand
 * target, the reshuffle when the draw pile runs out, and Chesed's and
 * Gamichicoth's draw back up. When the draw happens is the turn chart's
 * business (src/kult/chart/turn.chart.ts: between the two draw windows).
 */
import type { Ctx } from '../context.js';
import { type Draft, playerDraft } from '../state/draft.js';
import { handTarget } from '../state/hand-size.js';
import { shuffled } from '../../engine/rng.js';
import type { GameState, PlayerId } from '../types.js';
import { askForRecommit, canReshuffle } from './reshuffle.js';

/** Draws `n` cards, reshuffling the discard pile when the draw pile runs out (K-DRAW-03, Q-02, Q-22). */
export function drawCards(d: Draft, pid: PlayerId, n: number): number {
  const p = playerDraft(d, pid);
  let drawn = 0;
  for (let k = 0; k < n; k++) {
    if (p.drawPile.length === 0) {
      if (p.discardPile.length === 0) break;
      if (d.options.reshuffle === 'cut') {
        // Networked: the rest of the draw waits for fresh commitments and a cut.
        if (canReshuffle(d, pid)) askForRecommit(d, pid, n - k);
        break;
      }
      const [order, rng] = shuffled(d.rng, p.discardPile);
      d.rng = rng.slice();
      p.drawPile = order;
      p.discardPile = [];
    }
    p.hand = [...p.hand, p.drawPile[0]!];
    p.drawPile = p.drawPile.slice(1);
    drawn++;
  }
  return drawn;
}

/** Step 1's draw: the active player draws up to the hand target, one instantaneous event (K-DRAW-04, K-DRAW-06). */
export function drawToHandTarget(ctx: Ctx, d: Draft): void {
  const { target } = handTarget(ctx, d as unknown as GameState, d.active);
  const hand = playerDraft(d, d.active).hand.length;
  if (hand < target) drawCards(d, d.active, target - hand);
}

/** Chesed/Gamichicoth draw back up to their limit after using a card (K-HAND-03). */
export function drawBackUp(ctx: Ctx, d: Draft, pid: PlayerId): void {
  const { target } = handTarget(ctx, d as unknown as GameState, pid);
  const p = playerDraft(d, pid);
  if (p.hand.length < target) drawCards(d, pid, target - p.hand.length);
}
