/**
 * State conditions checked whenever play settles (no window open): cards
 * that must hold a marker (Unholy Hunger, K-TIMING-07), markers above a
 * reduced capacity, and the win (K-WIN-08).
 */
import type { Ctx } from '../context.js';
import { defOf, effectiveAttachments } from '../state/access.js';
import { capacityOf } from '../state/capacity.js';
import { type Draft, playerDraft } from '../state/draft.js';
import type { GameState } from '../types.js';
import { STATIONS } from '../types.js';
import { discardBase, moveOutward } from './markers.js';
import { checkWin } from './win.js';

export function settle(ctx: Ctx, d: Draft): void {
  for (const id of d.players.map((p) => p.id)) {
    for (const s of STATIONS) {
      // Read the seat afresh: an earlier discard may have moved markers onto this card.
      const state = d as unknown as GameState;
      const seat = state.players.find((p) => p.id === id)!;
      const slot = seat.cross.stations[s];
      if (!slot) continue;
      const cap = capacityOf(ctx, state, seat, s);
      if (slot.markers > cap) {
        // a capacity reduced below the markers held pushes the excess one step outward.
        const excess = slot.markers - cap;
        playerDraft(d, id).cross.stations[s]!.markers -= excess;
        moveOutward(ctx, d, id, s, excess);
        continue;
      }
      // Dormant while the host is face-down (K-TURNED-10).
      if (!slot.faceUp || slot.markers > 0) continue;
      const needs = effectiveAttachments(state, slot.attachments).some((a) => (defOf(ctx, state, a.iid)?.effects ?? []).some((e) => e.op === 'hostNeedsMarker'));
      if (needs) discardBase(ctx, d, id, s);
    }
  }
  checkWin(d);
}
