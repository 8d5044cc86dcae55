/** A Cult game from a start, the sensible bot playing every seat from its own view, until `stop` holds (or the end, or `max` acts). */
import type { CygwAction } from '../../src/cygw/actions.js';
import type { CygwGame } from '../../src/cygw/game.js';
import type { CygwState } from '../../src/cygw/state.js';
import { seedRng } from '../../src/engine/rng.js';

export function botsPlayUntil(game: CygwGame, start: CygwState, stop: (s: CygwState) => boolean, max = 5000, seed = 5): { acts: CygwAction[]; state: CygwState } {
  let state = start;
  let rng = seedRng(seed);
  const acts: CygwAction[] = [];
  for (let i = 0; i < max && !stop(state) && !game.ended(state); i++) {
    const f = game.floor(state);
    if (f.kind !== 'seat') break;
    const [act, next] = game.bots['sensible']!(game.view(state, f.seat), f.seat, rng);
    rng = next;
    if (!act) break;
    acts.push(act);
    state = game.apply(state, act);
  }
  return { acts, state };
}
