/**
 * A bot that prefers sensible legal moves over random ones, for solo
 * practice: it recruits, sways toward the Hub, plays cards it can afford,
 * attacks only when it would win, and passes response windows unless it can
 * cancel something aimed at it. It only ever chooses from `legalActions`.
 */
import { randomInt, type RngState } from '../../engine/rng.js';
import type { Ctx } from '../context.js';
import { legalActions } from '../legal-actions.js';
import { applyAction } from '../apply.js';
import { combatOutcome } from '../rules/combat.js';
import { defOf } from '../state/access.js';
import type { Action, GameState, PlayerId } from '../types.js';

/**
 * Chooses the bot's next action (or null if it holds no floor).
 *
 * @example
 * const [move, rng2] = sensibleMove(ctx, state, 'bot', rng);
 * if (move) state = act(ctx, state, move).state;
 */
export function sensibleMove(ctx: Ctx, state: GameState, me: PlayerId, rng: RngState): [Action | null, RngState] {
  const moves = legalActions(ctx, state, me);
  if (moves.length === 0) return [null, rng];
  let best: Action[] = [];
  let bestScore = -Infinity;
  for (const m of moves) {
    const s = score(ctx, state, me, m);
    if (s > bestScore) {
      bestScore = s;
      best = [m];
    } else if (s === bestScore) best.push(m);
  }
  const [k, next] = randomInt(rng, 0, best.length - 1);
  return [best[k]!, next];
}

function score(ctx: Ctx, state: GameState, me: PlayerId, m: Action): number {
  switch (m.type) {
    case 'choose':
      return 1;
    case 'recommit':
    case 'cut':
    case 'random':
      return 0; // answered by the session, never offered by legalActions
    case 'pass':
      return 10;
    case 'sway':
      return m.to === 'hub' ? 90 : 70;
    case 'recruit':
      return m.accept ? 80 : 5;
    case 'proclaim': {
      const d = defOf(ctx, state, m.card);
      return 60 + (d?.cv ?? 0) + (d?.kind === 'region' ? 3 : 0) + (m.station.startsWith('C') && d?.kind === 'being' ? 2 : 0);
    }
    case 'influence': {
      const d = defOf(ctx, state, m.card);
      const host = m.target?.card ? state.cards[m.target.card] : undefined;
      const mod = d?.cvMod ?? 0;
      // Boosts go on our own Beings, penalties on theirs.
      const ours = host?.owner === me;
      if (mod > 0) return ours ? 50 + mod : 0;
      if (mod < 0) return ours ? 0 : 45 - mod;
      return 30;
    }
    case 'attack':
      return wouldWin(ctx, state, m) ? 75 : 0;
    case 'declineAttack':
      return 20;
    case 'commandment':
    case 'spell':
    case 'ability':
    case 'weapon':
      return improvesCombat(ctx, state, me, m) ? 65 : state.window ? 4 : 15;
    case 'repel':
      return 3;
    case 'endStep':
      return 12;
    case 'discard':
      return m.card === null ? 12 : 6;
  }
}

function wouldWin(ctx: Ctx, state: GameState, m: Extract<Action, { type: 'attack' }>): boolean {
  const s = applyAction(ctx, state, m);
  const out = combatOutcome(ctx, s);
  return out?.winner === m.attacker;
}

/** During a combat, an act is good for us if afterwards our side would win (or no longer lose). */
function improvesCombat(ctx: Ctx, state: GameState, me: PlayerId, m: Action): boolean {
  const c = state.combat;
  if (!c) return false;
  const before = combatOutcome(ctx, state);
  const after = combatOutcome(ctx, applyAction(ctx, state, m));
  const mine = (w: string | null | undefined) => (w ? state.cards[w]?.owner === me : false);
  return !!after && mine(after.winner) && !mine(before?.winner);
}
