/**
 * Seeded random bots for the simulator and benchmarks. They choose among
 * `legalActions` only, so they never hold a second copy of the rules.
 */
import { randomInt, type RngState } from '../src/engine/rng.js';
import type { Action } from '../src/kult/index.js';

/**
 * A random legal-move bot, biased toward progress so games finish: in a
 * window it usually passes, and in its own steps it prefers doing
 * something (swaying, recruiting, playing, attacking) over ending the step.
 */
export function progressBot(moves: readonly Action[], rng: RngState): [Action, RngState] {
  const weighted: Array<[Action, number]> = moves.map((m) => [m, weight(m)]);
  const total = weighted.reduce((s, [, w]) => s + w, 0);
  let [r, next] = randomInt(rng, 0, total - 1);
  for (const [m, w] of weighted) {
    if (r < w) return [m, next];
    r -= w;
  }
  return [moves[moves.length - 1]!, next];
}

function weight(m: Action): number {
  switch (m.type) {
    case 'pass': return 40;
    case 'sway': return 30;
    case 'recruit': return m.accept ? 30 : 1;
    case 'proclaim': return 12;
    case 'attack': return 12;
    case 'endStep': return 6;
    case 'declineAttack': return 2;
    case 'discard': return m.card === null ? 6 : 1;
    case 'repel': return 1;
    default: return 3;
  }
}

/** A uniformly random legal-move bot: the floor every practice bot must clearly beat. */
export function randomBot(moves: readonly Action[], rng: RngState): [Action, RngState] {
  const [k, next] = randomInt(rng, 0, moves.length - 1);
  return [moves[k]!, next];
}
