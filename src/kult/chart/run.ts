/**
 * The turn chart run purely: every game event, in every mode (solo practice,
 * friend play, replay, the audit, lessons, the simulator), goes through
 * `kultTurnChart` here. Its snapshot is resumed from the GameState (see
 * resume.ts) and remembered per state object, so a game played act after act
 * never resumes twice; a restored or rearranged state resumes once.
 */
import { pureChart } from '../../engine/pure-chart.js';
import type { Ctx } from '../context.js';
import type { Action, GameState } from '../types.js';
import { leafOf, valueOf } from './resume.js';
import { kultTurnChart, type TurnContext } from './turn.chart.js';

const chart = pureChart(kultTurnChart, { game: { ended: { rule: 'none', says: 'placeholder' } } as GameState });

export type TurnSnapshot = ReturnType<typeof chart.start>;

const snapshots = new WeakMap<GameState, TurnSnapshot>();
const NO_LOG: readonly unknown[] = Object.freeze([]);

/** The chart's snapshot for `game`: remembered, or resumed from the fields the chart writes. */
export function snapshotOf(game: GameState): TurnSnapshot {
  let s = snapshots.get(game);
  if (!s) {
    const context: TurnContext = { game, ctx: null, judgement: null, log: NO_LOG };
    s = chart.machine.resolveState({ value: valueOf(leafOf(game)), context }) as TurnSnapshot;
    snapshots.set(game, s);
  }
  return s;
}

/** Whether the chart, where `game` stands, takes this kind of act now (the judge asks; see turn.chart.ts on why the kind suffices). */
export function flowAllows(ctx: Ctx, game: GameState, action: Action): boolean {
  const s = snapshotOf(game);
  let seen = allowed.get(s);
  if (!seen) allowed.set(s, (seen = new Map()));
  let ok = seen.get(action.type);
  if (ok === undefined) seen.set(action.type, (ok = s.can({ type: action.type, action, ctx })));
  return ok;
}

const allowed = new WeakMap<TurnSnapshot, Map<string, boolean>>();

/**
 * The state after a judged action: one macrostep of the chart, whose actions
 * call the reducers. An event the chart does not take leaves `game` as it is.
 */
export function runChart(ctx: Ctx, game: GameState, action: Action): GameState {
  const before = snapshotOf(game);
  const after = chart.next(before, { type: action.type, action, ctx });
  if (after === before) return game;
  const next = after.context.game;
  snapshots.set(next, after);
  return next;
}

/** Where the chart stands for `game`, as a leaf path (`'sway.window'`), for tests and tools. */
export function chartLeaf(game: GameState): string {
  const v = snapshotOf(game).value as string | Record<string, string>;
  if (typeof v === 'string') return v;
  const [k, child] = Object.entries(v)[0]!;
  return `${k}.${child}`;
}
