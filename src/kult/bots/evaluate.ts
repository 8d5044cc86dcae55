/**
 * How good a table is for one player, as a number: the strong bot scores the end of each playout
 * with it. It counts what wins KULT (markers, weighted by how close they are to the Hub), what
 * moves them there (cards on the Stage and Beings in the Cast), and the one attack the player to
 * move next may make. Only what a seat can see is read: hidden cards count as cards, not as what
 * they are.
 */
import type { Ctx } from '../context.js';
import { combatOutcome } from '../rules/combat.js';
import { winTarget } from '../rules/win.js';
import { defOf } from '../state/access.js';
import { combatValue } from '../state/cv.js';
import type { GameState, InstanceId, PlayerId, PlayerState } from '../types.js';
import { CAST, STAGE } from '../types.js';

export const WEIGHTS = {
  win: 10_000,
  /** Per Hub marker, more as the Hub nears the win target. */
  hub: 12,
  stageMarker: 6,
  castMarker: 3,
  stageCard: 2,
  castBeing: 2,
  /** Per point of a Cast Being's CV. */
  cv: 0.5,
  handCard: 0.5,
  /** The share of the next attack's likely gain counted now (the attacker may still decline or be outplayed). */
  threat: 0.5,
} as const;

/**
 * @example
 * evaluate(ctx, state, 'bot') // > 0: the bot stands better than its adversaries
 */
export function evaluate(ctx: Ctx, state: GameState, me: PlayerId): number {
  if (state.ended) return state.winner === me ? WEIGHTS.win : state.winner ? -WEIGHTS.win : 0;
  const target = winTarget(state).target;
  let score = 0;
  for (const p of state.players) score += (p.id === me ? 1 : -1) * standing(ctx, state, p, target);
  const threat = nextAttack(ctx, state);
  if (threat) score += (threat.by === me ? 1 : -1) * WEIGHTS.threat * threat.gain;
  return score;
}

function standing(ctx: Ctx, state: GameState, p: PlayerState, target: number): number {
  const hub = p.cross.hubMarkers;
  // The last markers before the target are worth more: one Sway from winning is near a win.
  let v = WEIGHTS.hub * hub * (1 + hub / target);
  for (const s of STAGE) {
    const slot = p.cross.stations[s];
    if (slot) v += WEIGHTS.stageCard + WEIGHTS.stageMarker * slot.markers;
  }
  for (const s of CAST) {
    const slot = p.cross.stations[s];
    if (slot) v += beingWorth(ctx, state, slot.base) + WEIGHTS.castMarker * slot.markers;
  }
  return v + WEIGHTS.handCard * p.hand.length;
}

function beingWorth(ctx: Ctx, state: GameState, iid: InstanceId): number {
  const d = defOf(ctx, state, iid);
  if (d?.kind !== 'being') return WEIGHTS.stageCard;
  return WEIGHTS.castBeing + WEIGHTS.cv * Math.max(0, combatValue(ctx, state, iid).total);
}

/** The best attack the active player could make now, if the turn is at or before its attack step: who makes it and what it would win. */
function nextAttack(ctx: Ctx, state: GameState): { by: PlayerId; gain: number } | null {
  const by = state.players.find((p) => p.id === state.active);
  if (!by || state.attackUsed || ['discard', 'flip'].includes(state.step)) return null;
  let best = 0;
  for (const a of CAST) {
    const atk = by.cross.stations[a];
    if (!atk?.faceUp || defOf(ctx, state, atk.base)?.kind !== 'being') continue;
    for (const p of state.players) {
      if (p.id === by.id) continue;
      for (const t of CAST) {
        const tgt = p.cross.stations[t];
        if (!tgt?.faceUp || defOf(ctx, state, tgt.base)?.kind !== 'being') continue;
        const out = combatOutcome(ctx, { ...state, combat: { attacker: atk.base, target: tgt.base, weapons: {} } });
        if (out?.winner !== atk.base) continue;
        best = Math.max(best, beingWorth(ctx, state, tgt.base) + WEIGHTS.castMarker * tgt.markers * 2);
      }
    }
  }
  return best > 0 ? { by: by.id, gain: best } : null;
}
