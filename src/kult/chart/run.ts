/**
 * The turn chart run purely: every game event, in every mode (solo practice,
 * friend play, replay, the audit, lessons, the simulator), goes through
 * `kultTurnChart` here. Where the chart stands is read from the GameState
 * (the fields its actions write: see resume.ts), so any state, restored or
 * arranged by a test, is in the right leaf. The chart's transitions are
 * walked over its own state nodes (src/engine/chart-walk.ts), with its guards
 * and the reducers its `assign`s wrap; test/machines/turn-walk.test.ts checks
 * the walk against XState's own `transition` on random games.
 */
import { chartWalk } from '../../engine/chart-walk.js';
import type { Ctx } from '../context.js';
import type { Action, GameState } from '../types.js';
import { leafOf } from './resume.js';
import { kultTurnChart, TURN_REDUCERS, type TurnContext, type TurnEvent } from './turn.chart.js';

const walk = chartWalk<TurnContext, TurnEvent>(kultTurnChart, TURN_REDUCERS as never);

const NO_LOG: readonly unknown[] = Object.freeze([]);

/** Whether the chart, where `game` stands, takes this kind of act now (the judge asks; see turn.chart.ts on why the kind suffices). */
export function flowAllows(_ctx: Ctx, game: GameState, action: Action): boolean {
  return walk.takes(walk.leaf(leafOf(game)), action.type);
}

/**
 * The state after a judged action: the chart's transition for it and the
 * eventless ones that follow, whose actions call the reducers. An event the
 * chart does not take leaves `game` as it is.
 */
export function runChart(ctx: Ctx, game: GameState, action: Action): GameState {
  const context: TurnContext = { game, ctx: null, judgement: null, log: NO_LOG };
  const out = walk.next(walk.leaf(leafOf(game)), context, { type: action.type, action, ctx });
  return out ? out.context.game : game;
}

/** Where the walk ends for an action, as a leaf path (`'sway.window'`), for the tests that compare it with XState. */
export function runChartLeaf(ctx: Ctx, game: GameState, action: Action): { game: GameState; leaf: string } {
  const context: TurnContext = { game, ctx: null, judgement: null, log: NO_LOG };
  const out = walk.next(walk.leaf(leafOf(game)), context, { type: action.type, action, ctx });
  return out ? { game: out.context.game, leaf: out.leaf.path.join('.') } : { game, leaf: leafOf(game) };
}
