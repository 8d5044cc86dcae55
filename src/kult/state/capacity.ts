/** How many markers a card may hold (K-HOLD-01..05, K-TURNED-10). */
import type { Ctx } from '../context.js';
import type { GameState, PlayerState, StationId } from '../types.js';
import { defOf, effectiveAttachments } from './access.js';

export function capacityOf(ctx: Ctx, state: GameState, player: PlayerState, station: StationId): number {
  const slot = player.cross.stations[station];
  if (!slot) return 0;
  const base = defOf(ctx, state, slot.base);
  let cap = base?.holds ?? (base?.kind === 'being' || base?.kind === 'region' ? 1 : 0);
  // Capacity changes apply at once, even on a Turned card (K-TURNED-10).
  for (const a of effectiveAttachments(state, slot.attachments)) {
    for (const e of defOf(ctx, state, a.iid)?.effects ?? []) if (e.op === 'capacity') cap += e.modify;
  }
  return Math.max(0, cap);
}

export function roomOn(ctx: Ctx, state: GameState, player: PlayerState, station: StationId): number {
  const slot = player.cross.stations[station];
  if (!slot) return 0;
  return Math.max(0, capacityOf(ctx, state, player, station) - slot.markers);
}
