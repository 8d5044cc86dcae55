/**
 * What a player can resolve on an Activation turn (M-ACTIVATE-08): a paid Destiny card not yet
 * resolved, or a face-up creature's ♦ it can pay for and has not used this round (M-KW-SPECIAL-01,
 * M-AMB-14). A card whose text must be aimed, with nothing to aim at, cannot be resolved.
 */
import type { SeatId } from '../../engine/game.js';
import type { Effect, MeatCards } from '../cards/types.js';
import { LANES, type Lane, type MeatState, type TargetRef } from '../state.js';
import { choosable, needsChoice } from './effects.js';
import { creatureOf, destinyOf, units } from './model.js';

export interface Resolvable {
  readonly card: string;
  readonly kind: 'destiny' | 'special' | 'fusion';
  /** The creature's position for a ♦. */
  readonly lane: Lane | null;
  /** The effect to aim, when it needs a choice. */
  readonly effect: Effect | null;
  /** What it costs now (a ♦; Destiny cards were paid in step 1). */
  readonly cost: number;
}

export function specialCost(cards: MeatCards, s: MeatState, seat: SeatId, base: number): number {
  const power = cards.leaders.find((l) => l.id === s.players[seat]!.leader)?.power;
  return Math.max(0, base - (power?.kind === 'special-discount' ? power.amount : 0));
}

/** Creatures an effect may be aimed at by `seat`, or every creature for Fusion (M-KW-FUZJA-03). */
export function aims(s: MeatState, seat: SeatId, r: Resolvable): TargetRef[] {
  if (r.kind === 'fusion') return units(s).map((x) => x.ref);
  if (!r.effect || !needsChoice(r.effect)) return [];
  return units(s).map((x) => x.ref).filter((t) => choosable(s, r.effect!, seat, t));
}

export function resolvables(cards: MeatCards, s: MeatState, seat: SeatId): Resolvable[] {
  const p = s.players[seat]!;
  const out: Resolvable[] = [];
  for (const l of p.laid) {
    if (!l.paid || l.resolved) continue;
    const def = destinyOf(cards, s, l.card);
    if (!def) continue;
    if (def.subtype === 'equipment') out.push({ card: l.card, kind: 'fusion', lane: null, effect: null, cost: 0 });
    else if (def.effect && def.effect.kind !== 'counter') out.push({ card: l.card, kind: 'destiny', lane: null, effect: def.effect, cost: 0 });
  }
  for (const lane of LANES) {
    const u = p.lanes[lane];
    const special = u && !u.specialUsed ? creatureOf(cards, s, u.card)?.special : undefined;
    if (!u || !special) continue;
    const cost = specialCost(cards, s, seat, special.cost);
    if (cost <= p.telestarion) out.push({ card: u.card, kind: 'special', lane, effect: special.effect, cost });
  }
  return out.filter((r) => (r.kind === 'fusion' || needsChoice(r.effect ?? undefined) ? aims(s, seat, r).length > 0 : true));
}
