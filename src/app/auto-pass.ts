/**
 * Whether this table passes by itself in a response window (K-TIMING-04), for solo practice and
 * friend matches alike, for any game. In a friend match the game decides on public information
 * only (its `window`: see src/kult/rules/window-turn.ts for why a hand must not decide), so the
 * delay is the same for every hand. Solo practice has no adversary to read the delay: there the
 * hand decides (`onlyPass`).
 */
import type { AnyGame, GameAction, SeatId } from '../engine/game.js';
import type { PlaySettings } from './match-port.js';

/** `pass`: this table passes for the player; `stop`: the player decides; null: no window of theirs. */
export type AutoPass = { readonly by: 'table'; readonly pass: GameAction } | { readonly by: 'player'; readonly pass: GameAction } | null;

export interface AutoPassQuestion {
  readonly game: AnyGame;
  readonly state: unknown;
  readonly me: SeatId;
  readonly settings: PlaySettings;
  /**
   * Solo practice: whether a pass is the only legal move (this reads the hand). Absent in a
   * friend match, where the decision is made on public information alone.
   */
  readonly onlyPass?: () => boolean;
}

/**
 * @example
 * autoPass({ game, state, me: 'guest', settings: { autoPass: true, hold: false } })
 * // by 'player' after the friend's Repel (Fly in the Ointment answers Repels), by 'table' after its Sway
 */
export function autoPass(q: AutoPassQuestion): AutoPass {
  const turn = q.game.window(q.state, q.me);
  if (!turn) return null;
  const table = q.settings.autoPass && !q.settings.hold && (q.onlyPass ? q.onlyPass() : turn.stop === null);
  return { by: table ? 'table' : 'player', pass: turn.pass };
}
