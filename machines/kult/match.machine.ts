/**
 * The KULT match chart for actors (solo practice, `?inspect`): the very turn
 * chart that `act` runs for every game event (src/kult/chart/turn.chart.ts),
 * taking `{ type: 'ACT', action }`. The chart judges the action (the `legal`
 * guard), records the judgement and the log, and raises the action as its
 * own event, so an inspector sees the step, the window and the floor move as
 * they happen. It lives in src/kult because `act` runs it and src/kult must
 * not import machines/.
 *
 * @example
 * const actor = createActor(kultMatchMachine, { input: { ctx, game: state } }).start();
 * actor.send({ type: 'ACT', action: { type: 'pass', player: 'ann' } });
 * actor.getSnapshot().value; // { draw: 'postDraw' }
 */
import { kultActorChart } from '../../src/kult/chart/actor.js';
import type { ActEvent, TurnContext, TurnInput } from '../../src/kult/chart/turn.chart.js';

export const kultMatchMachine = kultActorChart;
export type MatchContext = TurnContext;
export type MatchEvent = ActEvent;
export type MatchInput = TurnInput;
