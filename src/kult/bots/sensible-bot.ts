/**
 * A bot that prefers sensible legal moves over random ones, for solo practice: it recruits,
 * sways toward the Hub, plays cards it can afford, attacks only when it would win (the richest
 * target first), spends a Commandment only where it does something, cancels an adversary's act
 * when it can, passes other response windows, and discards a card it cannot play. It only ever chooses from `legalActions`, and
 * never a move that harms its own side (src/kult/bots/self-harm.ts).
 */
import { randomInt, type RngState } from '../../engine/rng.js';
import type { Ctx } from '../context.js';
import { legalActions } from '../legal-actions.js';
import { applyAction } from '../apply.js';
import { combatOutcome } from '../rules/combat.js';
import { oneShotEffects } from '../rules/commandment.js';
import { defOf, stationOf } from '../state/access.js';
import { affiliationCheck } from '../rules/card-checks.js';
import { controlledSuits, suitMatch } from '../state/suits.js';
import { selfHarm } from './self-harm.js';
import type { Action, CardDef, Effect, GameState, PlayerId, Target } from '../types.js';

/**
 * Chooses the bot's next action (or null if it holds no floor).
 *
 * @example
 * const [move, rng2] = sensibleMove(ctx, state, 'bot', rng);
 * if (move) state = act(ctx, state, move).state;
 */
export function sensibleMove(ctx: Ctx, state: GameState, me: PlayerId, rng: RngState): [Action | null, RngState] {
  const legal = legalActions(ctx, state, me);
  if (legal.length === 0) return [null, rng];
  // Never against itself: pass, end the step or decline is always among the harmless moves.
  const harmless = legal.filter((m) => !selfHarm(ctx, state, m));
  const moves = harmless.length ? harmless : legal;
  let best: Action[] = [];
  let bestScore = -Infinity;
  for (const m of moves) {
    const s = sensibleScore(ctx, state, me, m);
    if (s > bestScore) {
      bestScore = s;
      best = [m];
    } else if (s === bestScore) best.push(m);
  }
  const [k, next] = randomInt(rng, 0, best.length - 1);
  return [best[k]!, next];
}

/** How much the sensible bot likes a legal move (higher is better); the strong bot orders its search by it. */
export function sensibleScore(ctx: Ctx, state: GameState, me: PlayerId, m: Action): number {
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
      if (d && !d.attachTo) return cardWorth(ctx, state, me, m.card, d, d.effects ?? [], m.target) ?? 30;
      const host = m.target?.card ? state.cards[m.target.card] : undefined;
      const mod = d?.cvMod ?? 0;
      // Boosts go on our own Beings, penalties on theirs.
      const ours = host?.owner === me;
      if (mod > 0) return ours ? 50 + mod : 0;
      if (mod < 0) return ours ? 0 : 45 - mod;
      return 30;
    }
    case 'attack':
      return wouldWin(ctx, state, m) ? 75 + prize(ctx, state, m.target) : 0;
    case 'declineAttack':
      return 20;
    case 'commandment':
    case 'spell':
    case 'ability': {
      if (improvesCombat(ctx, state, me, m)) return 65;
      const d = defOf(ctx, state, m.card);
      const effects = !d ? [] : m.type === 'ability' ? d.abilities?.[m.index]?.effects ?? [] : oneShotEffects(d);
      const worth = d ? cardWorth(ctx, state, me, m.card, d, effects, m.target, m.type === 'ability' && !!m.repel) : undefined;
      return worth ?? (state.window ? 4 : 15);
    }
    case 'weapon':
      return improvesCombat(ctx, state, me, m) ? 65 : state.window ? 4 : 15;
    case 'repel':
      return 3;
    case 'endStep':
      return 12;
    case 'discard': {
      // A card it cannot play goes, the furthest from playable first, so a clogged hand cycles.
      const dead = m.card === null ? 0 : deadWeight(ctx, state, me, m.card);
      return m.card === null ? 12 : dead > 0 ? 12 + Math.min(5, dead) : 6;
    }
  }
}

/**
 * How far a hand card is from playable now: 0 when the bot could play it, 5 for the opposite
 * affiliation (K-AFFIL-04), else how many Suits it lacks (K-SUIT-04).
 */
function deadWeight(ctx: Ctx, state: GameState, me: PlayerId, iid: string): number {
  const d = defOf(ctx, state, iid);
  if (!d) return 0;
  if (!affiliationCheck(ctx, state, me, d).ok) return 5;
  if (d.kind === 'commandment') return 0; // needs no Suit (K-CMD-02)
  return suitMatch(d.suits, controlledSuits(ctx, state, me)).missing.length;
}

/**
 * What a card's effect is worth outside a combat, when the bot can tell (undefined: the old
 * habit, play it in its own steps and not in a window). A card that would do nothing scores below
 * ending the step, so it is kept for later instead of wasted.
 */
function cardWorth(ctx: Ctx, state: GameState, me: PlayerId, card: string, d: CardDef, effects: readonly Effect[], target: Target | undefined, repels = false): number | undefined {
  for (const e of effects) {
    switch (e.op) {
      case 'cancelAct':
        // Self-harm already ruled out cancelling its own act: this one is an adversary's.
        return 30;
      case 'moveMarker':
        // Inward only (outward is self-harm): a marker into the Hub is as good as a Sway.
        return target?.to === 'hub' ? 88 : 68;
      case 'discardTarget': {
        const where = target?.card ? stationOf(state, target.card) : undefined;
        if (!where || where.player.id === me) return 1;
        // Paid with a Repel (the Drug Dealer), it is worth a marker only when it takes one.
        if (repels) return where.slot.markers > 0 ? 40 + prize(ctx, state, target!.card!) : 2;
        return 50 + prize(ctx, state, target!.card!);
      }
      case 'handler':
        if (e.name === 'astaroth-stirs') return state.players.some((p) => p.id !== me && p.cross.hubMarkers > 0) ? 55 : 1;
        if (e.name === 'the-void') return 40;
        return undefined;
      case 'grantSuit': {
        // Worth playing when a card in hand asks for the Suit it gives; otherwise kept.
        const hand = state.players.find((p) => p.id === me)?.hand ?? [];
        const wanted = hand.some((iid) => iid !== card && (defOf(ctx, state, iid)?.suits ?? []).some((s) => e.suits.includes(s)));
        return wanted ? 14 : 5;
      }
      case 'removeSuit':
        // Taking a Suit away for a turn with nothing riding on it throws the card away.
        return 5;
      default:
        break;
    }
  }
  return undefined;
}

/** What taking a Being off the table gains: its markers, then its strength (below a Sway's worth). */
function prize(ctx: Ctx, state: GameState, iid: string): number {
  const where = stationOf(state, iid);
  return Math.min(14, 4 * (where?.slot.markers ?? 0) + Math.max(0, defOf(ctx, state, iid)?.cv ?? 0));
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
