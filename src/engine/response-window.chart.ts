/**
 * The response window as a statechart, reusable by any game
 * (docs/response-window.md). `responseWindowOn` is the window's transitions:
 * a game mounts them on each of its own window states, implements the named
 * guards and actions with the pure functions of `response-window.ts`, and
 * says where play goes when the window closes. `responseWindowMachine` is the
 * same transitions as a machine of their own, for a game whose window needs
 * no more than seats, acts and passes, and for tests of the three shapes.
 *
 * Names a host implements:
 * - guards `windowPassCloses` (a pass closes the whole window: `passCloses`)
 *   and, for a `lap`, `windowActCloses` (`actCloses`);
 * - actions `windowAct` (the act takes place and joins the chain:
 *   `windowAfterAct`) and `windowPass` (`windowAfterPass`).
 */
import { and, assign, setup } from 'xstate';
import {
  actCloses, floorOf, openWindow, passCloses, resolutionOrder, rotationAfter, rotationFrom, windowAfterAct, windowAfterPass,
  type ResponseWindow, type Seat, type WindowAct, type WindowShape,
} from './response-window.js';

/** An action reference in a transition: a name, or a name with params. */
export type ChartAction = string | { readonly type: string; readonly params?: unknown };

export interface WindowTransitionOptions {
  /** The event types that are acts in this window (they go to `windowAct`). */
  readonly acts: readonly string[];
  /** The event type of a pass. */
  readonly pass: string;
  /** Where play goes when the window closes, and what happens on the way (after `windowPass` or `windowAct`). */
  readonly closed: { readonly target: string; readonly actions?: readonly ChartAction[] };
  /** The shape can close on an act (a `lap`): adds the `windowActCloses` branch. */
  readonly actMayClose?: boolean;
  /** A guard every transition needs first, e.g. that the event comes from the floor holder. */
  readonly floor?: string;
}

type Guard = string | object;
interface Transition {
  readonly guard?: Guard;
  readonly target?: string;
  readonly actions: readonly ChartAction[];
}

/**
 * The window's transitions, to spread into a window state's `on`.
 *
 * @example
 * // KULT's step 2: after a Sway the react window runs, then the step goes on.
 * window: { on: { ...responseWindowOn({ acts: ['repel', 'commandment'], pass: 'pass', closed: { target: 'idle', actions: ['closeWindow'] } }) } }
 */
export function responseWindowOn(o: WindowTransitionOptions): Record<string, Transition | Transition[]> {
  const guard = (name?: string): { guard?: Guard } => (o.floor ? { guard: name ? (and([o.floor, name]) as object) : o.floor } : name ? { guard: name } : {});
  const close = o.closed.actions ?? [];
  const act: Transition | Transition[] = o.actMayClose
    ? [{ ...guard('windowActCloses'), target: o.closed.target, actions: ['windowAct', ...close] }, { ...guard(), actions: ['windowAct'] }]
    : { ...guard(), actions: ['windowAct'] };
  const out: Record<string, Transition | Transition[]> = {};
  for (const type of o.acts) out[type] = act;
  out[o.pass] = [{ ...guard('windowPassCloses'), target: o.closed.target, actions: ['windowPass', ...close] }, { ...guard(), actions: ['windowPass'] }];
  return out;
}

/** An act in the standalone window: what it is stays the game's business (`what`). */
export interface PlayedAct extends WindowAct {
  readonly what?: string;
}

export interface WindowContext {
  readonly shape: WindowShape;
  readonly window: ResponseWindow<PlayedAct>;
  /** Acts in the order they resolved when the window closed (a `stack`: last in, first out). */
  readonly resolved: readonly PlayedAct[];
}

export type WindowEvent =
  | { readonly type: 'act'; readonly seat: Seat; readonly what?: string; readonly cancels?: number }
  | { readonly type: 'pass'; readonly seat: Seat };

export interface WindowInput {
  readonly shape: WindowShape;
  /** The seating the floor goes round. */
  readonly cycle: readonly Seat[];
  /** Who holds the floor first (default: the first seat of `cycle`). */
  readonly first?: Seat;
  /** The act that opened the window, if any (KULT: the act being answered). */
  readonly opening?: PlayedAct;
}

/**
 * A response window on its own: `open` until the shape says it closes, then
 * `closed` (final), whose output is the chain and the resolution order.
 *
 * @example
 * // Cult: Choose Your God Wisely's action round (C-RESOLVE-06): each seat once.
 * const chart = pureChart(responseWindowMachine, { shape: 'lap', cycle: ['a'] });
 * let s = chart.start({ shape: 'lap', cycle: ['a', 'b', 'c'] });
 * s = chart.next(s, { type: 'act', seat: 'a', what: 'miracle' });
 * s = chart.next(s, { type: 'pass', seat: 'b' });
 * s = chart.next(s, { type: 'act', seat: 'c', what: 'ability' }); // s.status === 'done'
 */
export const responseWindowMachine = setup({
  types: {
    context: {} as WindowContext,
    events: {} as WindowEvent,
    input: {} as WindowInput,
    output: {} as { chain: readonly PlayedAct[]; resolved: readonly PlayedAct[] },
  },
  guards: {
    holdsFloor: ({ context, event }) => floorOf(context.window) === event.seat,
    windowPassCloses: ({ context }) => passCloses(context.shape, context.window),
    windowActCloses: ({ context }) => actCloses(context.shape, context.window),
  },
  actions: {
    windowAct: assign(({ context, event }) => {
      const e = event as Extract<WindowEvent, { type: 'act' }>;
      const act: PlayedAct = { id: nextId(context.window), player: e.seat, ...(e.what !== undefined ? { what: e.what } : {}), ...(e.cancels !== undefined ? { cancels: e.cancels } : {}) };
      return { window: windowAfterAct(context.shape, context.window, act) };
    }),
    windowPass: assign(({ context, event }) => ({ window: windowAfterPass(context.shape, context.window, event.seat) })),
    resolve: assign(({ context }) => ({ resolved: resolutionOrder(context.shape, context.window) })),
  },
}).createMachine({
  id: 'responseWindow',
  context: ({ input }) => ({ shape: input.shape, window: opened(input), resolved: [] }),
  initial: 'open',
  states: {
    open: {
      on: responseWindowOn({ acts: ['act'], pass: 'pass', floor: 'holdsFloor', actMayClose: true, closed: { target: 'closed', actions: ['resolve'] } }) as never,
    },
    closed: { type: 'final' },
  },
  output: ({ context }) => ({ chain: context.window.chain, resolved: context.resolved }),
});

function opened(input: WindowInput): ResponseWindow<PlayedAct> {
  const cycle = input.cycle;
  if (input.opening) return openWindow(cycle, rotationAfter(cycle, input.opening.player), [input.opening]);
  return openWindow(cycle, rotationFrom(cycle, input.first ?? cycle[0]!));
}

function nextId(w: ResponseWindow<PlayedAct>): number {
  const last = w.chain[w.chain.length - 1];
  return last ? last.id + 1 : 0;
}
