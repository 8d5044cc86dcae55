/**
 * The last act run on each state, with its result. A table judges an act and then applies the
 * same act to the same state (the lockstep's `playAct`); when running it is costly (a shared
 * deck's proofs), the second run returns the first one's result. Keyed by the state object and
 * remembered only for frozen states, which nothing can change after the run.
 */
export function memoLastRun<S extends object, A, R>(): (state: S, act: A, run: () => R) => R {
  const lastRun = new WeakMap<S, { readonly key: string; readonly result: R }>();
  return (state, act, run) => {
    const key = JSON.stringify(act);
    const hit = lastRun.get(state);
    if (hit && hit.key === key) return hit.result;
    const result = run();
    if (Object.isFrozen(state)) lastRun.set(state, { key, result });
    return result;
  };
}
