/**
 * State conditions checked whenever play settles (no window open): cards
 * that must hold a marker (Unholy Hunger, K-TIMING-07) and the win (K-WIN-08).
 */
import type { Ctx } from '../context.js';
import { defOf, effectiveAttachments } from '../state/access.js';
import type { Draft } from '../state/draft.js';
import type { GameState } from '../types.js';
import { STATIONS } from '../types.js';
import { discardBase } from './markers.js';
import { checkWin } from './win.js';

export function settle(ctx: Ctx, d: Draft): void {
  const state = d as unknown as GameState;
  for (const p of state.players) {
    for (const s of STATIONS) {
      const slot = p.cross.stations[s];
      // Dormant while the host is face-down (K-TURNED-10).
      if (!slot || !slot.faceUp || slot.markers > 0) continue;
      const needs = effectiveAttachments(state, slot.attachments).some((a) => (defOf(ctx, state, a.iid)?.effects ?? []).some((e) => e.op === 'hostNeedsMarker'));
      if (needs) discardBase(ctx, d, p.id, s);
    }
  }
  checkWin(d);
}
