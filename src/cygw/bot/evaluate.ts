/**
 * How good a position is for a seat, as the sensible bot sees it: progress toward the three
 * victories (Altars, Mobs, a second Summoning), the means to get there (Followers, coins, cards,
 * Licenses, Priests), and, while a Location resolves, who would win it now and what it is worth.
 */
import type { SeatId } from '../../engine/game.js';
import type { CygwCards } from '../cards/types.js';
import type { CygwState } from '../state.js';
import { decideWinner } from '../rules/flow.js';
import { cult, divineMight, influence, licenses, patriarchStrength } from '../rules/model.js';
import { mobReach } from '../board/locations.js';

/** What winning a Location's benefit is worth to a seat, in the evaluation's units. */
export function benefitValue(cards: CygwCards, s: CygwState, seat: SeatId, loc: number): number {
  const c = cult(s, seat);
  switch (loc) {
    case 1: return 3;
    case 2: return c.coins >= 8 ? 4 : 1;
    case 3: return c.followers < 9 ? 3 : 0;
    case 4: return s.supremacy.owner === seat ? (s.supremacy.faceUp ? 0 : 4) : 8;
    case 5: return 3;
    case 6: return 5;
    case 7: return c.coins >= 5 ? 9 : 1;
    case 8: return c.coins >= 5 ? 3 : 0;
    case 9: return c.coins >= 5 && c.followers < 8 ? 4 : 0;
    case 10: return s.market.some((x) => x !== null) ? 6 : 0;
    case 11: return 3;
    case 12: return c.followers >= 2 ? (c.mobs >= 3 ? 40 : 10) : 0;
    case 13: return influence(cards, s, seat, 13) >= divineMight(cards, s, seat) ? (c.side === 'dark' ? 60 : 14) : 1;
    default: return 0;
  }
}

/** A seat's standing, higher is better. */
export function standing(cards: CygwCards, s: CygwState, seat: SeatId): number {
  const c = cult(s, seat);
  const altars = s.board.reduce((n, p) => n + p.altars.filter((a) => a.owner === seat).length, 0);
  if (s.ended) return s.ended.winners.includes(seat) ? 1000 : -1000;
  let v = 0;
  v += altars >= 5 ? 200 : altars * altars * 4 + altars * 4;
  v += c.mobs >= 4 ? 200 : c.mobs * c.mobs * 6 + c.mobs * 4 + mobReach(c.mobs);
  v += c.summoned ? 200 : c.side === 'dark' ? 20 : 0;
  v += c.followers * 1.6 + Math.min(c.coins, 30) * 0.35 + c.hand.length * 1.2;
  v += licenses(cards, s, seat).length * 2 + (s.supremacy.owner === seat ? (s.supremacy.faceUp ? 8 : 5) : 0);
  v += c.free.reduce((n, x) => n + x, 0) * 0.4 + c.free.length;
  v += patriarchStrength(cards, s, seat) * 0.2;
  return v;
}

/** The position for `me`: its standing against the best other's, plus the Active Location's prospect. */
export function evaluate(cards: CygwCards, s: CygwState, me: SeatId): number {
  const others = s.seats.filter((x) => x !== me).map((x) => standing(cards, s, x));
  let v = standing(cards, s, me) - Math.max(...others) * 0.6 - (others.reduce((a, b) => a + b, 0) / others.length) * 0.3;
  if (s.phase === 'resolution' && s.step === 'actions' && s.active > 0) {
    const winner = decideWinner(cards, s, );
    if (winner === me) v += benefitValue(cards, s, me, s.active);
    else if (winner !== null) v -= benefitValue(cards, s, winner, s.active) * 0.5;
  }
  return v;
}
