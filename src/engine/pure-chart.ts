/**
 * XState's pure transitions, without an actor per call. `transition()` and
 * `initialTransition()` from xstate build a fresh inert actor (and compute an
 * initial snapshot) on every call, which costs more than a whole game act;
 * this keeps one inert scope per machine and calls the machine's own
 * `transition`, which is the same macrostep. Pure as long as the chart's
 * actions are `assign`/`raise` only: anything else would be handed to the
 * scope's executor, which runs nothing. For tests and tools that want
 * XState's own answer; a game's hot path walks its chart (chart-walk.ts).
 */
import { createActor, type ActorScope, type AnyStateMachine, type EventFromLogic, type InputFrom, type SnapshotFrom } from 'xstate';

export interface PureChart<M extends AnyStateMachine> {
  readonly machine: M;
  /** The initial snapshot for `input` (its entry and eventless transitions taken). */
  start(input: InputFrom<M>): SnapshotFrom<M>;
  /** The snapshot after `event`: one macrostep. An event the chart does not take returns `snapshot` itself. */
  next(snapshot: SnapshotFrom<M>, event: EventFromLogic<M>): SnapshotFrom<M>;
}

/**
 * @example
 * const chart = pureChart(responseWindowMachine);
 * let s = chart.start({ shape: 'lap', cycle: ['a', 'b'] });
 * s = chart.next(s, { type: 'pass', seat: 'a' });
 */
export function pureChart<M extends AnyStateMachine>(machine: M, placeholder: InputFrom<M>): PureChart<M> {
  // An actor that is never started: it only lends the scope its identity and system, as
  // xstate's own inert scope does. Its construction computes one initial snapshot from `placeholder`.
  const self = createActor(machine, { input: placeholder });
  const noop = () => {};
  const scope = { self, id: '', sessionId: '', system: self.system, logger: noop, defer: noop, emit: noop, stopChild: noop, actionExecutor: noop } as unknown as ActorScope<SnapshotFrom<M>, EventFromLogic<M>>;
  return {
    machine,
    start(input) {
      const s = machine.getInitialSnapshot(scope as never, input) as SnapshotFrom<M>;
      // xstate turns a throw while starting into an error snapshot; a broken chart or input is a bug, not a state.
      const status = s as unknown as { status: string; error?: unknown };
      if (status.status === 'error') throw status.error;
      return s;
    },
    next: (snapshot, event) => machine.transition(snapshot, event, scope as never) as SnapshotFrom<M>,
  };
}
