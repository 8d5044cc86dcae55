/**
 * The sensible bot: in the Intention Phase it places where it can win a Location worth having and
 * Prays once nothing is; everywhere else it looks one act ahead and keeps the act whose position
 * it likes best (ties broken by its seeded generator, so games differ). It sees only its view.
 */
import type { SeatId } from '../../engine/game.js';
import { randomInt, type RngState } from '../../engine/rng.js';
import type { CygwCards } from '../cards/types.js';
import type { CygwState } from '../state.js';
import type { CygwAction } from '../actions.js';
import { location } from '../board/locations.js';
import { applyAct } from '../rules/judge.js';
import { legalActs } from '../rules/legal.js';
import { cult, divineMight, influence } from '../rules/model.js';
import { placementCost } from '../rules/intention.js';
import { benefitValue, evaluate } from './evaluate.js';

export function sensibleBot(cards: CygwCards, s: CygwState, seat: SeatId, rng: RngState): readonly [CygwAction | null, RngState] {
  const acts = legalActs(cards, s, seat);
  if (acts.length === 0) return [null, rng];
  const scored = acts.map((a) => ({ a, v: a.type === 'preach' || a.type === 'pray' ? intentionValue(cards, s, seat, a) : lookahead(cards, s, seat, a) }));
  const best = Math.max(...scored.map((x) => x.v));
  const top = scored.filter((x) => x.v >= best - 1e-9);
  const [i, next] = randomInt(rng, 0, top.length - 1);
  return [top[i]!.a, next];
}

function lookahead(cards: CygwCards, s: CygwState, seat: SeatId, a: CygwAction): number {
  try {
    return evaluate(cards, applyAct(cards, s, a, false), seat);
  } catch {
    return -1e6;
  }
}

/** Preach where a placement would win a Location worth having; Pray when no placement is worth its cost. */
function intentionValue(cards: CygwCards, s: CygwState, seat: SeatId, a: CygwAction): number {
  if (a.type === 'pray') return 2.5;
  if (a.type !== 'preach') return 0;
  const c = cult(s, seat);
  const loc = a.location;
  const strength = a.strength === 0 ? c.followers : a.strength;
  const mine = influence(cards, s, seat, loc) + strength;
  const rival = Math.max(0, ...s.seats.filter((x) => x !== seat).map((x) => influence(cards, s, x, loc)));
  const value = benefitValue(cards, s, seat, loc);
  const already = influence(cards, s, seat, loc) > rival;
  // Adding to a Location already won is worth less; a Location won only on ties leans on Divine Might.
  const lead = mine > rival ? (already ? 0.25 : 1) : mine === rival ? (divineMight(cards, s, seat) > 0 ? 0.4 : 0) : 0.15;
  const cost = placementCost(cards, s, seat) * 4;
  // Keep the strong Priests for the contested Locations: spend the weakest that wins.
  const thrift = strength * 0.15;
  return value * lead + location(loc).alms * 0.2 - cost - thrift;
}
