/**
 * How much the bots like a card and a position. Rough, public-information values: a card's
 * statistics and keywords, and a side's creatures, vitality and ounces.
 */
import type { SeatId } from '../../engine/game.js';
import type { CreatureDef, DestinyDef, Effect, Faction, MeatCards } from '../cards/types.js';
import type { MeatState } from '../state.js';
import { creatureOf, destinyOf, other, units } from '../rules/model.js';

const KEYWORD_VALUE = { wyzwanie: 1.5, ciecie: 2.5, refleks: 2, toksyna: 2.5 } as const;

export function effectValue(e: Effect | undefined): number {
  if (!e) return 0;
  switch (e.kind) {
    case 'damage': return e.amount * (e.target === 'enemies' ? 2.2 : 1.1);
    case 'heal': return e.amount * (e.target === 'friends' ? 1.6 : 0.8);
    case 'attack': return e.amount * (e.target === 'friends' ? 1.6 : 0.9);
    case 'grant': return KEYWORD_VALUE[e.keyword];
    case 'destroy': return 5;
    case 'vitality': return e.amount * 0.8;
    case 'telestarion': return e.amount * 0.6;
    case 'draw': return e.amount * 1.2;
    case 'counter': return 3;
  }
}

export function creatureValue(c: CreatureDef, likes: Faction | null): number {
  const kw = c.keywords.reduce((sum, k) => sum + KEYWORD_VALUE[k], 0);
  const extra = effectValue(c.reveal) + effectValue(c.special?.effect) * 0.7 + effectValue(c.onDeath) * 0.6;
  return c.attack * 1.1 + c.defence + kw + extra + (likes && c.faction === likes ? 2.5 : 0);
}

export function destinyValue(c: DestinyDef): number {
  const fusion = c.fusion ? c.attack + c.defence + c.fusion.keywords.reduce((sum, k) => sum + KEYWORD_VALUE[k], 0) : 0;
  return Math.max(fusion, effectValue(c.effect)) + effectValue(c.reveal) - c.cost * 0.4;
}

export function cardValue(cards: MeatCards, s: MeatState, iid: string, likes: Faction | null): number {
  const c = creatureOf(cards, s, iid);
  if (c) return creatureValue(c, likes);
  const d = destinyOf(cards, s, iid);
  return d ? destinyValue(d) : 0;
}

/** A position from `seat`'s side: creatures on the field, vitality, ounces. */
export function evaluate(s: MeatState, seat: SeatId): number {
  const side = s.players[seat]!.side;
  let v = 0;
  for (const { ref, unit } of units(s)) {
    const worth = Math.max(0, unit.attack) * 1.1 + Math.max(0, unit.defence) + 2;
    v += s.players[ref.seat]!.side === side ? worth : -worth;
  }
  v += (s.vitality[side] - s.vitality[other(side)]) * 1.5;
  if (s.ended) v += s.ended.winners.includes(seat) ? 1000 : -1000;
  return v + s.players[seat]!.telestarion * 0.3;
}
