/** Winning (K-WIN-01..08, Q-15): checked after every act that moves markers. */
import type { Draft } from '../state/draft.js';
import type { GameState } from '../types.js';
import { orderFrom } from '../state/access.js';

/** The numbers K-WIN-01/02/04 decide by: the regular target, the markers left, their majority, and the threshold that wins. */
function thresholds(state: GameState): { regular: number; remaining: number; majority: number; target: number } {
  const regular = state.struggle === 'continent' ? 5 : 10;
  const remaining = state.totalMarkers - state.eliminated;
  const majority = Math.floor(remaining / 2) + 1;
  return { regular, remaining, majority, target: Math.min(regular, majority) };
}

export function winTarget(state: GameState): { target: number; says: string; rule: string } {
  const { regular, remaining, majority, target } = thresholds(state);
  if (majority < regular) {
    return { target, rule: 'K-WIN-04', says: `${remaining} markers remain: a majority of ${majority} wins (regular target ${regular})` };
  }
  return { target, rule: state.struggle === 'continent' ? 'K-WIN-01' : 'K-WIN-02', says: `${regular} markers in the Hub win` };
}

/** Each player's race to win, for the table's score: the numbers the win check decides by. */
export interface WinRace {
  /** The Hub markers that win now (K-WIN-01/02, or the majority of K-WIN-04 once it is lower). */
  readonly target: number;
  readonly rule: string;
  /** The struggle's regular target (K-WIN-01/02). */
  readonly regular: number;
  /** Markers still in the game (not eliminated), whose majority wins (K-WIN-04). */
  readonly remaining: number;
  /** Per player in seat order: Hub markers, and how many more win. */
  readonly players: readonly { readonly id: string; readonly hub: number; readonly needs: number }[];
}

/**
 * Where every player stands against the threshold `checkWin` ends the game at.
 *
 * @example winRace(state) // { target: 5, rule: 'K-WIN-01', regular: 5, remaining: 9, players: [{ id: 'a', hub: 4, needs: 1 }, …] }
 */
export function winRace(state: GameState): WinRace {
  const { regular, remaining } = thresholds(state);
  const { target, rule } = winTarget(state);
  return { target, rule, regular, remaining, players: state.players.map((p) => ({ id: p.id, hub: p.cross.hubMarkers, needs: Math.max(0, target - p.cross.hubMarkers) })) };
}

/** Ends the game when a Hub meets the threshold; the active player is checked first. */
export function checkWin(d: Draft): void {
  if (d.winner || d.ended) return;
  const state = d as unknown as GameState;
  // Checked after every change: most of the time no Hub is near the target, and nothing is built to say so.
  const least = thresholds(state).target;
  if (!state.players.some((p) => p.cross.hubMarkers >= least)) return;
  const { target, rule, says } = winTarget(state);
  for (const pid of orderFrom(state, state.active)) {
    const p = state.players.find((x) => x.id === pid)!;
    if (p.cross.hubMarkers >= target) {
      d.winner = pid;
      d.ended = { rule, says: `${pid} holds ${p.cross.hubMarkers} markers in the Hub: ${says}` };
      d.window = null;
      d.combat = null;
      d.pending = null;
      return;
    }
  }
}

/**
 * The wager (K-WAGER-01..03, K-GEN-02): cards always go back to their owners
 * after the game, except that in a wager game the winner takes every Hub
 * card. Returns who gains which card, or nothing when no wager applies.
 *
 * @example wagerOutcome(state) // [{ card: 'bob#0', from: 'bob', to: 'ann' }]
 */
export function wagerOutcome(state: GameState): Array<{ card: string; from: string; to: string }> {
  if (!state.options.wager || !state.winner) return [];
  const winner = state.winner;
  return state.players.flatMap((p) => {
    const hub = p.cross.hubCard;
    const owner = hub ? state.cards[hub]?.owner : undefined;
    return hub && owner && owner !== winner ? [{ card: hub, from: owner, to: winner }] : [];
  });
}
