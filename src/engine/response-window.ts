/**
 * Response windows, game-agnostic: who holds the floor after an act, when a
 * window closes, and which acts a later act cancelled. Plain data and pure
 * functions; the chart in `response-window.chart.ts` decides with them, and a
 * game keeps the window in its own state (KULT: `GameState.window`).
 *
 * Four shapes cover the three games (docs/response-window.md):
 * - `nested-round` (KULT's W-REACT, Q-17): after an act the floor goes round
 *   the table starting after the actor and ending with the actor; a response
 *   opens a nested round over itself; when that round closes, the parent
 *   resumes with whoever had not yet passed there, the responder last.
 * - `round` (KULT's open windows: before and after the draw, the combat
 *   modification loop): a new act restarts the round after its actor.
 * - `lap` (Cult: Choose Your God Wisely's action round, C-RESOLVE-06): every
 *   seat once, in order; acting or passing both use the seat's turn.
 * - `stack` (M.E.A.T.'s Instants, M-INSTANT-03/07): a play goes on a stack and
 *   the round restarts after its player; when every seat has passed in a row
 *   the stack resolves last-in-first-out.
 */

/** A seat at the table (a player id). */
export type Seat = string;

export type WindowShape = 'nested-round' | 'round' | 'lap' | 'stack';

/** An act on a window's chain: its id, who made it, and the act it cancels, if any. */
export interface WindowAct {
  readonly id: number;
  readonly player: Seat;
  readonly cancels?: number;
}

/** A round suspended while a nested window runs: the act it answers, and its floor as it will resume. */
export interface WindowLevel {
  readonly act: number;
  readonly order: readonly Seat[];
  readonly passed: readonly Seat[];
}

export interface ResponseWindow<A extends WindowAct = WindowAct> {
  /** Every act made in this window, oldest first (nested responses included). */
  readonly chain: readonly A[];
  /** The seating the floor goes round (turn order, or an order the game gives, e.g. combat). */
  readonly cycle: readonly Seat[];
  /** Who may act next in the current round, in order; the head holds the floor. */
  readonly order: readonly Seat[];
  /** Who has passed in the current round since its latest act. */
  readonly passed: readonly Seat[];
  /** `nested-round`: the act the current round answers, when it is no longer the newest on the chain. */
  readonly answering?: number;
  /** `nested-round`: the suspended rounds this one is nested in, outermost first. */
  readonly outer?: readonly WindowLevel[];
}

/**
 * A window opened over `chain` (the act that opened it, if any), with `order`
 * holding the floor first.
 *
 * @example
 * openWindow(['a', 'b', 'c'], rotationAfter(['a', 'b', 'c'], 'a'), [{ id: 0, player: 'a' }])
 * // floor: b, then c, then a
 */
export function openWindow<A extends WindowAct>(cycle: readonly Seat[], order: readonly Seat[], chain: readonly A[] = []): ResponseWindow<A> {
  return { chain, cycle, order, passed: [] };
}

/** Every seat of `cycle` once, starting after `seat` and ending with it. */
export function rotationAfter(cycle: readonly Seat[], seat: Seat): Seat[] {
  const i = cycle.indexOf(seat);
  return [...cycle.slice(i + 1), ...cycle.slice(0, i + 1)];
}

/** Every seat of `cycle` once, starting with `seat`. */
export function rotationFrom(cycle: readonly Seat[], seat: Seat): Seat[] {
  const i = cycle.indexOf(seat);
  return [...cycle.slice(i), ...cycle.slice(0, i)];
}

/** Who holds the floor. */
export function floorOf(w: ResponseWindow): Seat | undefined {
  return w.order[0];
}

/** The act the current round answers (`nested-round`), or the newest act. */
export function actOnTheFloor<A extends WindowAct>(w: ResponseWindow<A>): A | undefined {
  if (w.answering === undefined) return w.chain[w.chain.length - 1];
  return w.chain.find((e) => e.id === w.answering);
}

/**
 * The window after `act`, made by the seat holding the floor (the caller has
 * judged it). The act joins the chain; where the floor goes depends on the shape.
 */
export function windowAfterAct<W extends ResponseWindow<A>, A extends WindowAct>(shape: WindowShape, w: W, act: A): W {
  const chain = [...w.chain, act];
  switch (shape) {
    case 'lap':
      return { ...w, chain, order: w.order.slice(1), passed: w.passed };
    case 'round':
    case 'stack':
      return { ...w, chain, order: rotationAfter(w.cycle, act.player), passed: [] };
    case 'nested-round': {
      // The parent round is suspended: it resumes with those after the responder who had not
      // passed, then the responder, who answered rather than passed (a Repel paying for a
      // response must leave its player the floor to play it).
      const resumes: WindowLevel = { act: actOnTheFloor(w)!.id, order: [...w.order.slice(1), act.player], passed: w.passed };
      const { answering: _, ...rest } = w;
      return { ...(rest as W), chain, order: rotationAfter(w.cycle, act.player), passed: [], outer: [...(w.outer ?? []), resumes] };
    }
  }
}

/** True when this act uses the last turn of the window (a `lap`), which then closes. */
export function actCloses(shape: WindowShape, w: ResponseWindow): boolean {
  return shape === 'lap' && w.order.length <= 1;
}

/** True when a pass by the floor holder closes the whole window (not just a nested round). */
export function passCloses(shape: WindowShape, w: ResponseWindow): boolean {
  return w.order.length <= 1 && !(shape === 'nested-round' && (w.outer?.length ?? 0) > 0);
}

/**
 * The window after the floor holder passes. When the round runs out it
 * closes, except a nested round, whose parent resumes (`passCloses` says which).
 */
export function windowAfterPass<W extends ResponseWindow>(shape: WindowShape, w: W, seat: Seat): W {
  const order = w.order.slice(1);
  if (order.length > 0 || shape !== 'nested-round' || !w.outer?.length) return { ...w, order, passed: [...w.passed, seat] };
  const parent = w.outer[w.outer.length - 1]!;
  const { answering: _a, outer: _o, ...rest } = w;
  const newest = w.chain[w.chain.length - 1]!.id;
  return {
    ...(rest as W),
    order: parent.order,
    passed: parent.passed,
    ...(parent.act !== newest ? { answering: parent.act } : {}),
    ...(w.outer.length > 1 ? { outer: w.outer.slice(0, -1) } : {}),
  };
}

export interface ChainStatus {
  readonly id: number;
  readonly effective: boolean;
  /** The act that cancels this one, when it is not effective. */
  readonly cancelledBy: number | null;
}

/**
 * The cancellation fold (K-TIMING-06 in KULT; generic): walks the chain from
 * the newest act back, and an act is cancelled when a later act that is
 * itself effective names it, so a cancel of a cancel revives the first act.
 * The one place this rule is written; games and their components call it.
 *
 * @example
 * // 1 Repel, 2 Fly, 3 Sorry cancels 2, 4 Sorry cancels 3
 * chainStatus(chain).get(2) // { id: 2, effective: true, cancelledBy: null }
 * chainStatus(chain).get(3) // { id: 3, effective: false, cancelledBy: 4 }
 */
export function chainStatus(chain: readonly WindowAct[]): Map<number, ChainStatus> {
  const by = cancellers(chain);
  const out = new Map<number, ChainStatus>();
  for (const e of chain) {
    const c = by.get(e.id);
    out.set(e.id, { id: e.id, effective: c === undefined, cancelledBy: c ?? null });
  }
  return out;
}

/** The ids of the acts on `chain` that a later effective act cancels (remembered per chain). */
export function cancelledActs(chain: readonly WindowAct[]): ReadonlySet<number> {
  let out = cancelledSets.get(chain);
  if (!out) {
    out = new Set(cancellers(chain).keys());
    cancelledSets.set(chain, out);
  }
  return out;
}

/** Chains are immutable (a new act makes a new array), so the fold is computed once per chain. */
const cancelledSets = new WeakMap<readonly WindowAct[], ReadonlySet<number>>();

/** Cancelled act id → the newest effective act that cancels it. */
function cancellers(chain: readonly WindowAct[]): Map<number, number> {
  const by = new Map<number, number>();
  for (let i = chain.length - 1; i >= 0; i--) {
    const e = chain[i]!;
    // A cancelled act cancels nothing; the first (newest) effective canceller wins.
    if (by.has(e.id) || e.cancels === undefined || by.has(e.cancels)) continue;
    by.set(e.cancels, e.id);
  }
  return by;
}

/**
 * The order in which the chain's acts resolve when the window closes: a
 * `stack` resolves last-in-first-out (M-INSTANT-03) and skips cancelled acts;
 * the other shapes took effect as they were made, so nothing is left to do.
 */
export function resolutionOrder<A extends WindowAct>(shape: WindowShape, w: ResponseWindow<A>): A[] {
  if (shape !== 'stack') return [];
  const cancelled = cancelledActs(w.chain);
  return w.chain.filter((e) => !cancelled.has(e.id)).reverse();
}
