/**
 * Whether this table passes by itself in a response window (K-TIMING-04), for solo practice and
 * friend matches alike, for any game, and if not, why it stops. The player picks a pass mode
 * (PlaySettings, like MTG Arena's): `affected` stops only where the act on the floor directly
 * affects the player or their cards (the game says so: `Game.window`'s `affects`); `steps` also
 * at every window of the steps the player chose; `full` wherever the player could act; `hold`
 * at every window, even with nothing but a pass.
 *
 * "Could act" is the only question that may read the hand, and only in solo practice, where no
 * adversary reads the delay (`canAct`). In a friend match it is answered on public information
 * alone (the game's `stop`: some card of the set could answer the act on the floor; see
 * src/kult/rules/window-turn.ts for why a hand must not decide): the table then stops, or passes
 * after the same pause, whatever the hand holds, so the friend learns nothing from the delay.
 */
import type { AnyGame, GameAction, SeatId } from '../engine/game.js';
import type { PlaySettings } from './match-port.js';

/** Why the table stops for its player: what the timing bar says in the window. */
export type StopWhy =
  /** Hold is on: every window. */
  | { readonly kind: 'hold' }
  /** The act on the floor directly affects the player (the game's code, e.g. KULT's `attack`). */
  | { readonly kind: 'affects'; readonly affects: string }
  /** A step the player chose to stop at. */
  | { readonly kind: 'step'; readonly step: string }
  /** Full control: wherever the player could act. */
  | { readonly kind: 'full' };

/** `table`: this table passes for the player; `player`: the player decides, and why; null: no window of theirs. */
export type AutoPass =
  | { readonly by: 'table'; readonly pass: GameAction }
  | { readonly by: 'player'; readonly pass: GameAction; readonly why: StopWhy; readonly stop: string | null }
  | null;

export interface AutoPassQuestion {
  readonly game: AnyGame;
  readonly state: unknown;
  readonly me: SeatId;
  readonly settings: PlaySettings;
  /**
   * Solo practice: whether the player holds a legal act besides a pass (this reads the hand).
   * Absent in a friend match, where the decision is made on public information alone.
   */
  readonly canAct?: () => boolean;
}

/**
 * @example
 * autoPass({ game, state, me: 'guest', settings: { mode: 'affected', stops: [], hold: false } })
 * // by 'player' (why: affects 'attack') while the friend's Being attacks the guest's; by 'table' after the friend's Sway
 */
export function autoPass(q: AutoPassQuestion): AutoPass {
  const turn = q.game.window(q.state, q.me);
  if (!turn) return null;
  const { pass, stop } = turn;
  const player = (why: StopWhy): AutoPass => ({ by: 'player', pass, why, stop });
  if (q.settings.hold) return player({ kind: 'hold' });
  const could = q.canAct ? q.canAct() : stop !== null;
  if (!could) return { by: 'table', pass };
  if (turn.affects !== null) return player({ kind: 'affects', affects: turn.affects });
  if (q.settings.mode === 'full') return player({ kind: 'full' });
  const step = q.game.moment(q.state).step;
  if (q.settings.mode === 'steps' && q.settings.stops.includes(step)) return player({ kind: 'step', step });
  return { by: 'table', pass };
}
