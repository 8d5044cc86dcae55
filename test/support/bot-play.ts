/** A game from a start, the sensible bot playing every seat from its own view, until `stop` holds (or the end, or `max` acts). */
import type { Game, GameAction } from '../../src/engine/game.js';
import { seedRng } from '../../src/engine/rng.js';

type Played<S, A extends GameAction> = Pick<Game<S, A>, 'ended' | 'floor' | 'bots' | 'view' | 'apply'>;

export function botsPlayUntil<S, A extends GameAction>(game: Played<S, A>, start: S, stop: (s: S) => boolean, max = 5000, seed = 5): { acts: A[]; state: S } {
  let state = start;
  let rng = seedRng(seed);
  const acts: A[] = [];
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
