/** `moveMarker`: move one marker of your own cross one step, inward or outward (Faith Shortcut, K-ATTACK-16). */
import { say, seat } from '../say.js';
import { isStage, mustPlayer } from '../state/access.js';
import { roomOn } from '../state/capacity.js';
import { playerDraft } from '../state/draft.js';
import type { Effect, GameState, MarkerSpot } from '../types.js';
import { markersAt, spotWords } from '../rules/repel-path.js';
import type { EffectHandler } from './types.js';

type MoveMarker = Extract<Effect, { op: 'moveMarker' }>;

function ring(s: MarkerSpot): number {
  return s === 'hub' ? 0 : isStage(s) ? 1 : 2;
}

export const moveMarker: EffectHandler<MoveMarker> = {
  judge(ctx, state, _effect, use) {
    const from = use.target?.from;
    const to = use.target?.to;
    const me = mustPlayer(state, use.player);
    if (!from || !to || Math.abs(ring(from) - ring(to)) !== 1) {
      return [say('K-ATTACK-16', false, use.player, 'says.move.alongCross', { card: use.source.name, who: seat(use.player) })];
    }
    if (markersAt(me, from) === 0) return [say('K-ATTACK-16', false, use.player, 'says.marker.none', { station: spotWords(from) })];
    // Capacity limits apply to every arrival (K-HOLD-05); the Hub holds any number (K-HOLD-02).
    const room = to === 'hub' ? Infinity : roomOn(ctx, state, me, to);
    return [say('K-HOLD-05', room > 0, use.player, room > 0 ? 'says.move.room' : 'says.move.noRoom', { from: spotWords(from), to: spotWords(to) })];
  },
  apply(ctx, d, _effect, use) {
    const from = use.target!.from!;
    const to = use.target!.to!;
    // An earlier effect of the same card may have changed the cross since the judgement (a discard,
    // another move): with no marker left to move, or no room where it goes, this effect does nothing.
    const me = mustPlayer(d as unknown as GameState, use.player);
    if (markersAt(me, from) === 0 || (to !== 'hub' && roomOn(ctx, d as unknown as GameState, me, to) === 0)) return;
    const cross = playerDraft(d, use.player).cross;
    if (from === 'hub') cross.hubMarkers -= 1;
    else cross.stations[from]!.markers -= 1;
    if (to === 'hub') cross.hubMarkers += 1;
    else cross.stations[to]!.markers += 1;
  },
};
