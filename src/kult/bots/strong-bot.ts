/**
 * The strong practice bot: a bounded lookahead on the engine. For each of its best-looking
 * harmless moves it plays the rest of the turn out (both sides by the sensible bot's habits) and
 * scores the table it reaches (src/kult/bots/evaluate.ts), then takes the move with the best
 * outcome. It searches only what its seat may know: its own view of the table (the adversary's
 * hand, every draw pile and both Hub cards hidden), with the shared generator replaced by one
 * drawn from the bot's own seed, so it cannot foresee a draw or The Void's pick.
 */
import { randomInt, seedRng, type RngState } from '../../engine/rng.js';
import type { Ctx } from '../context.js';
import { applyAction } from '../apply.js';
import { legalActions } from '../legal-actions.js';
import { floorHolder } from '../state/access.js';
import { privateView } from '../views.js';
import type { Action, GameState, PlayerId } from '../types.js';
import { evaluate } from './evaluate.js';
import { selfHarm } from './self-harm.js';
import { sensibleMove, sensibleScore } from './sensible-bot.js';

/** Bounds on one decision, so a practice turn stays quick in the browser. */
export const STRONG_LIMITS = {
  /** Moves looked at, best first by the sensible bot's liking. */
  candidates: 5,
  /** Acts applied in all playouts of one decision together. */
  nodes: 150,
  /** Acts in one playout before it is scored where it stands. */
  depth: 30,
} as const;

/**
 * @example
 * const [move, rng2] = strongMove(ctx, state, 'bot', rng);
 */
export function strongMove(ctx: Ctx, state: GameState, me: PlayerId, rng: RngState): [Action | null, RngState] {
  const { move, rng: next } = strongSearch(ctx, state, me, rng);
  return [move, next];
}

/** The search behind `strongMove`, with the number of acts its playouts applied. */
export function strongSearch(ctx: Ctx, state: GameState, me: PlayerId, rng: RngState, limits = STRONG_LIMITS): { move: Action | null; rng: RngState; nodes: number } {
  const seen = privateView(state, me);
  const legal = legalActions(ctx, seen, me);
  if (legal.length === 0) return { move: null, rng, nodes: 0 };
  const harmless = legal.filter((m) => !selfHarm(ctx, seen, m));
  const moves = harmless.length ? harmless : legal;
  if (moves.length === 1) return { move: moves[0]!, rng, nodes: 0 };
  // The search's own generator: playouts draw from it, never from the table's.
  const [searchSeed, next] = randomInt(rng, 0, 0x7fffffff);
  const guess: GameState = { ...seen, rng: seedRng(searchSeed) };
  const ranked = moves
    .map((m) => ({ m, liked: sensibleScore(ctx, guess, me, m) }))
    .sort((a, b) => b.liked - a.liked)
    .slice(0, limits.candidates);
  // Each candidate gets the same share, so every playout may reach as far as the others.
  const share = Math.min(limits.depth, Math.floor(limits.nodes / ranked.length));
  let nodes = 0;
  let best = ranked[0]!;
  let bestValue = -Infinity;
  for (const c of ranked) {
    const out = playout(ctx, applyAction(ctx, guess, c.m), me, seedRng(searchSeed), share);
    nodes += out.acts;
    // Ties keep the better-liked move (the list is sorted), so a search that sees no difference changes nothing.
    if (out.value > bestValue) {
      bestValue = out.value;
      best = c;
    }
  }
  return { move: best.m, rng: next, nodes };
}

/** Plays the turn out from `s` by the sensible bot's habits, at most `depth` acts, and scores where it ends for `me`. */
function playout(ctx: Ctx, s: GameState, me: PlayerId, rng: RngState, depth: number): { value: number; acts: number } {
  const turn = s.turn;
  let acts = 0;
  while (acts < depth && !s.ended && s.turn === turn) {
    const p = floorHolder(s);
    let m: Action | null;
    // Outside a combat the playout passes every window without listing the moves (most of its
    // acts are such passes; the sensible bot answers there only to cancel an act, rare enough
    // to leave out of a guess at the rest of the turn).
    if (s.window && s.window.kind !== 'combat' && !s.pending) m = { type: 'pass', player: p };
    else [m, rng] = sensibleMove(ctx, s, p, rng);
    if (!m) break;
    s = applyAction(ctx, s, m);
    acts++;
  }
  return { value: evaluate(ctx, s, me), acts };
}
