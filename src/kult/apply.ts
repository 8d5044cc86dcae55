/** The reducer: `(state, action) -> state'` for an action the judge accepted, through the turn chart. */
import type { Ctx } from './context.js';
import type { Action, GameState } from './types.js';
import { runChart } from './chart/run.js';

/**
 * Applies a judged-legal action: the turn chart (src/kult/chart/turn.chart.ts)
 * takes it as an event, its transitions decide what follows, and its actions
 * call the pure reducers. Call `judge` first; `act` in match.ts does both.
 */
export function applyAction(ctx: Ctx, state: GameState, action: Action): GameState {
  return runChart(ctx, state, action);
}
