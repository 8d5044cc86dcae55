/**
 * The turn chart for actors (solo practice, `?inspect`): the same chart
 * `act` runs, taking `{ type: 'ACT', action }` with the action still to
 * judge. The judge asks the chart what the flow allows (chart/run.ts), so the
 * judging guard and actions are provided here, where both are loaded, rather
 * than in turn.chart.ts, which would make the two modules import each other.
 */
import { assign } from 'xstate';
import type { Judgement } from '../../engine/judgement.js';
import { judge } from '../judge.js';
import { kultTurnChart, type ActEvent, type TurnContext } from './turn.chart.js';

/** Judgements of `ACT` events: the guard and the action that records it share one judging. */
const judged = new WeakMap<object, Judgement<unknown>>();
function judgeOnce(context: TurnContext, event: ActEvent): Judgement<unknown> {
  let j = judged.get(event);
  if (!j) judged.set(event, (j = judge(context.ctx!, context.game, event.action)));
  return j;
}

export const kultActorChart = kultTurnChart.provide({
  guards: {
    legal: ({ context, event }) => judgeOnce(context, event as ActEvent).ok,
  },
  actions: {
    accept: assign(({ context, event }) => ({ judgement: judgeOnce(context, event as ActEvent), log: [...context.log, (event as ActEvent).action] })),
    refuse: assign(({ context, event }) => ({ judgement: judgeOnce(context, event as ActEvent) })),
  },
});
