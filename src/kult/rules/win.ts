/** Winning (K-WIN-01..08, Q-15): checked after every act that moves markers. */
import type { Draft } from '../state/draft.js';
import type { GameState } from '../types.js';
import type { Words } from '../../engine/judgement.js';
import { english, seat, words } from '../say.js';
import { orderFrom } from '../state/access.js';

/** The number of Hub markers that wins (winTarget's `target`, without its words). */
function targetOf(state: GameState): number {
  return Math.min(state.struggle === 'continent' ? 5 : 10, Math.floor((state.totalMarkers - state.eliminated) / 2) + 1);
}

export function winTarget(state: GameState): { target: number; says: string; rule: string } {
  const { target, rule, words: w } = targetWords(state);
  return { target, rule, says: english(w, null) };
}

/** The winning number of Hub markers, its rule, and the words saying so. */
function targetWords(state: GameState): { target: number; rule: string; words: Words } {
  const regular = state.struggle === 'continent' ? 5 : 10;
  const remaining = state.totalMarkers - state.eliminated;
  const majority = Math.floor(remaining / 2) + 1;
  if (majority < regular) return { target: majority, rule: 'K-WIN-04', words: words('says.win.majority', { remaining, majority, regular }) };
  return { target: regular, rule: state.struggle === 'continent' ? 'K-WIN-01' : 'K-WIN-02', words: words('says.win.regular', { regular }) };
}

/**
 * How the game was won, as catalog words for each reader ("you hold 5 markers in the Hub", "Golab
 * holds 5 …"); null when nobody won. Read from the final state, which no act changes any more.
 */
export function winWords(state: GameState): Words | null {
  const winner = state.winner ? state.players.find((p) => p.id === state.winner) : undefined;
  if (!state.ended || !winner) return null;
  return words('says.win.hub', { who: seat(winner.id), n: winner.cross.hubMarkers, target: targetWords(state).words });
}

/** Why the game ended, as words: a win (K-WIN-0x), else the simulator's turn cap. */
export function endWords(state: GameState): Words {
  return winWords(state) ?? words('says.game.turnCap', { n: state.options.turnCap });
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
  const { target, rule } = targetWords(state);
  return {
    target,
    rule,
    regular: state.struggle === 'continent' ? 5 : 10,
    remaining: state.totalMarkers - state.eliminated,
    players: state.players.map((p) => ({ id: p.id, hub: p.cross.hubMarkers, needs: Math.max(0, target - p.cross.hubMarkers) })),
  };
}

/** Ends the game when a Hub meets the threshold; the active player is checked first. */
export function checkWin(d: Draft): void {
  if (d.winner || d.ended) return;
  const state = d as unknown as GameState;
  // Checked after every change: most of the time no Hub is near the target, and nothing is built to say so.
  if (!state.players.some((p) => p.cross.hubMarkers >= targetOf(state))) return;
  const { target, rule, words: w } = targetWords(state);
  for (const pid of orderFrom(state, state.active)) {
    const p = state.players.find((x) => x.id === pid)!;
    if (p.cross.hubMarkers >= target) {
      d.winner = pid;
      d.ended = { rule, says: english(words('says.win.hub', { who: seat(pid), n: p.cross.hubMarkers, target: w }), null) };
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
