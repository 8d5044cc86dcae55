/**
 * Where a Repel may put a marker (K-REPEL-01, K-REPEL-06, K-REPEL-07, Q-06):
 * one step outward to the next ring that has a card able to take it
 * (face-down cards count, capacity limits apply), skipping rings only when
 * they have no such card; past the Cast, the Pool.
 */
import type { WordValue } from '../../engine/judgement.js';
import type { Ctx } from '../context.js';
import { roomOn } from '../state/capacity.js';
import type { GameState, MarkerSpot, PlayerState, StationId } from '../types.js';
import { CAST, STAGE } from '../types.js';
import { isStage } from '../state/access.js';

export function markersAt(player: PlayerState, spot: MarkerSpot): number {
  return spot === 'hub' ? player.cross.hubMarkers : player.cross.stations[spot]?.markers ?? 0;
}

export function repelDestinations(ctx: Ctx, state: GameState, player: PlayerState, from: MarkerSpot): Array<StationId | 'pool'> {
  const rings: Array<readonly StationId[]> = from === 'hub' ? [STAGE, CAST] : isStage(from) ? [CAST] : [];
  for (const ring of rings) {
    const open = ring.filter((s) => roomOn(ctx, state, player, s) > 0);
    if (open.length > 0) return open;
  }
  return ['pool'];
}

export function describeSpot(spot: MarkerSpot | 'pool'): string {
  return spot === 'hub' ? 'the Hub' : spot === 'pool' ? 'the Pool' : spot;
}

/** {@link describeSpot} as words of a check: the Hub and the Pool are words, a Station its id. */
export function spotWords(spot: MarkerSpot | 'pool'): WordValue {
  return spot === 'hub' || spot === 'pool' ? { key: `says.spot.${spot}` } : spot;
}
