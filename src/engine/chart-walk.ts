/**
 * A statechart's pure transitions for a game's hot path: a walk over the
 * very state nodes XState parsed from the chart (their transitions, guards,
 * targets and eventless transitions), running the chart's own guard
 * implementations and, for its actions, the reducers its `assign`s wrap.
 * The chart decides; only XState's interpreter is left out, which costs more
 * per event (a snapshot per microstep, a context per action) than a whole
 * game act. Tests check that the walk and XState's `transition` agree on
 * every step of random games (test/engine/chart-walk.test.ts,
 * test/machines/turn-walk.test.ts).
 *
 * Charts it can walk (checked when built, so a chart that outgrows it fails
 * at once): compound and atomic states only (no parallel or history
 * states), no entry or exit actions, no invoked actors or delays, guards
 * named (a string or `{ type, params }`), actions named and found in
 * `reducers`. Event transitions are chosen as XState chooses them (the leaf
 * first, then its ancestors; the first enabled in document order), then
 * eventless transitions are taken until none is enabled or a top-level
 * final state is reached.
 */
import type { AnyStateMachine, AnyStateNode, EventObject } from 'xstate';

/** What an `assign` in the chart wraps: the context update for an action. */
export type ChartReducer<C, E> = (args: { context: C; event: E }, params: never) => Partial<C>;

type Guard<C, E> = (args: { context: C; event: E }, params: unknown) => boolean;

interface Ref {
  readonly type: string;
  readonly params?: unknown;
}

/** A transition, compiled: its guard and actions bound to their implementations. */
interface Step<C, E> {
  readonly guard: ((context: C, event: E) => boolean) | null;
  readonly actions: ReadonlyArray<(context: C, event: E) => Partial<C>>;
  /** The leaf the transition ends in; null for a transition without a target. */
  readonly to: AnyStateNode | null;
}

export interface ChartWalk<C, E extends EventObject> {
  /** The leaf (atomic or final state node) at this path, e.g. `sway.window`. */
  leaf(path: string): AnyStateNode;
  /** Whether the chart, at `leaf`, has a transition for events of this type (enabled or not). */
  takes(leaf: AnyStateNode, type: string): boolean;
  /** The leaf and context after `event`, or null when the chart takes no transition for it. */
  next(leaf: AnyStateNode, context: C, event: E): { leaf: AnyStateNode; context: C } | null;
}

/** Eventless transitions one event may take in a row: more is a chart that loops. */
const MAX_EVENTLESS = 64;

/**
 * @example
 * const walk = chartWalk(machine, { act: reduceAct, windowPass: reducePass });
 * const out = walk.next(walk.leaf('sway.idle'), context, { type: 'sway', ... });
 */
export function chartWalk<C extends object, E extends EventObject>(
  machine: AnyStateMachine,
  reducers: { readonly [name: string]: ChartReducer<C, E> },
): ChartWalk<C, E> {
  const guards = machine.implementations.guards as Record<string, Guard<C, E>>;
  // Guards and reducers read their arguments and keep none: one object serves every call.
  const args = { context: undefined as unknown as C, event: undefined as unknown as E };
  const withArgs = (context: C, event: E) => {
    args.context = context;
    args.event = event;
    return args;
  };
  const root = machine.root as AnyStateNode;
  const leaves = new Map<string, AnyStateNode>();
  /** Per state node: its own transitions by event type, and its eventless ones. */
  const own = new Map<AnyStateNode, { on: Map<string, Step<C, E>[]>; always: Step<C, E>[] }>();

  const ref = (r: unknown, what: string, where: string): Ref => {
    if (typeof r === 'string') return { type: r };
    if (r && typeof r === 'object' && typeof (r as Ref).type === 'string') return r as Ref;
    throw new Error(`chartWalk: ${where} has an unnamed ${what}; name it in setup()`);
  };
  const compile = (t: { guard?: unknown; actions: readonly unknown[]; target?: readonly AnyStateNode[] }, where: string): Step<C, E> => {
    if (t.target && t.target.length > 1) throw new Error(`chartWalk: ${where} targets several states`);
    let guard: Step<C, E>['guard'] = null;
    if (t.guard !== undefined) {
      const g = ref(t.guard, 'guard', where);
      const impl = guards[g.type];
      if (!impl) throw new Error(`chartWalk: ${where}: no guard "${g.type}"`);
      guard = (context, event) => impl(withArgs(context, event), g.params);
    }
    const actions = t.actions.map((x) => {
      const a = ref(x, 'action', where);
      const reduce = reducers[a.type];
      // Only the events the walk is given need reducers (an actor-only event's actions are the actor's).
      if (!reduce) return () => { throw new Error(`chartWalk: ${where}: no reducer for action "${a.type}"`); };
      return (context: C, event: E) => reduce(withArgs(context, event), a.params as never);
    });
    return { guard, actions, to: t.target?.[0] ? leafIn(t.target[0]) : null };
  };
  const visit = (node: AnyStateNode): void => {
    const where = `state ${node.id}`;
    if (node.type === 'parallel' || node.type === 'history') throw new Error(`chartWalk: ${where} is ${node.type}`);
    if (node.entry.length || node.exit.length) throw new Error(`chartWalk: ${where} has entry or exit actions`);
    if (node.invoke.length || (node.config as { after?: unknown }).after) throw new Error(`chartWalk: ${where} invokes actors or waits`);
    if (node.type === 'atomic' || node.type === 'final') leaves.set(node.path.join('.'), node);
    const on = new Map<string, Step<C, E>[]>();
    for (const [type, list] of node.transitions) on.set(type, list.map((t) => compile(t, `${where} on ${type}`)));
    own.set(node, { on, always: (node.always ?? []).map((t) => compile(t, `${where} (eventless)`)) });
    for (const child of Object.values(node.states) as AnyStateNode[]) visit(child);
  };
  visit(root);

  // XState takes the first enabled transition of the leaf, else of its parent, and so on up:
  // the same as the first enabled one in the lists of the leaf and its ancestors, concatenated.
  const onAt = new Map<AnyStateNode, Map<string, Step<C, E>[]>>();
  const alwaysAt = new Map<AnyStateNode, Step<C, E>[]>();
  for (const leaf of leaves.values()) {
    const on = new Map<string, Step<C, E>[]>();
    const always: Step<C, E>[] = [];
    for (let n: AnyStateNode | undefined = leaf; n; n = n.parent) {
      const o = own.get(n)!;
      for (const [type, list] of o.on) on.set(type, [...(on.get(type) ?? []), ...list]);
      always.push(...o.always);
    }
    onAt.set(leaf, on);
    alwaysAt.set(leaf, always);
  }

  const enabled = (steps: readonly Step<C, E>[] | undefined, context: C, event: E): Step<C, E> | null => {
    if (steps) for (const s of steps) if (!s.guard || s.guard(context, event)) return s;
    return null;
  };
  /** The transition's actions, in order, each on the context the one before left (as `assign`s do). */
  const take = (s: Step<C, E>, context: C, event: E): void => {
    for (const a of s.actions) Object.assign(context, a(context, event));
  };
  const isDone = (node: AnyStateNode): boolean => node.type === 'final' && node.parent === root;

  return {
    leaf(path) {
      const node = leaves.get(path);
      if (!node) throw new Error(`chartWalk: no leaf ${path}`);
      return node;
    },
    takes(leaf, type) {
      return onAt.get(leaf)!.has(type);
    },
    next(leaf, context, event) {
      if (isDone(leaf)) return null;
      const step = enabled(onAt.get(leaf)!.get(event.type), context, event);
      if (!step) return null;
      // A context of the walk's own, updated in place by each action's result.
      const c = { ...context };
      take(step, c, event);
      let at = step.to ?? leaf;
      for (let i = 0; !isDone(at); i++) {
        const next = enabled(alwaysAt.get(at), c, event);
        if (!next) break;
        if (i >= MAX_EVENTLESS) throw new Error(`chartWalk: more than ${MAX_EVENTLESS} eventless transitions in a row from ${at.id}`);
        take(next, c, event);
        at = next.to ?? at;
      }
      return { leaf: at, context: c };
    },
  };
}

/** The leaf a transition into `node` ends in: its initial states, down to an atomic one. */
function leafIn(node: AnyStateNode): AnyStateNode {
  let n = node;
  while (n.type === 'compound') n = n.initial.target[0] as AnyStateNode;
  return n;
}
