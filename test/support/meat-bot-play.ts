/** An M.E.A.T. game from a start, the sensible bot playing every seat from its own view, until `stop` holds (or the end, or `max` acts). */
import type { MeatAction } from '../../src/meat/actions.js';
import type { MeatGame } from '../../src/meat/game.js';
import type { MeatState } from '../../src/meat/state.js';
import { seedRng } from '../../src/engine/rng.js';

export function meatBotsPlayUntil(game: MeatGame, start: MeatState, stop: (s: MeatState) => boolean, max = 20_000, seed = 5): { acts: MeatAction[]; state: MeatState } {
  let state = start;
  let rng = seedRng(seed);
  const acts: MeatAction[] = [];
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
