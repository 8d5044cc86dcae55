/**
 * Small readings of the state every rule shares: sides and seats, the cards behind instances,
 * a creature's keywords, lanes across the table, and copying a state to change it.
 */
import type { SeatId } from '../../engine/game.js';
import type { CreatureDef, DestinyDef, Keyword, MeatCards } from '../cards/types.js';
import { LANES, SIDES, type Lane, type MeatState, type PlayerState, type Side, type TargetRef, type Unit } from '../state.js';

export const other = (side: Side): Side => (side === 'A' ? 'B' : 'A');

export const player = (s: MeatState, seat: SeatId): PlayerState => {
  const p = s.players[seat];
  if (!p) throw new Error(`no player ${seat}`);
  return p;
};

/** A side's seats in seat order. */
export const sideSeats = (s: MeatState, side: Side): SeatId[] => s.seats.filter((x) => s.players[x]!.side === side);

/** Step-2 side order (M-ACTIVATE-07): the first side's seats, then the other's; also priority order in windows (M-INSTANT-07). */
export const sideOrder = (s: MeatState): SeatId[] => [...sideSeats(s, s.firstSide), ...sideSeats(s, other(s.firstSide))];

export const teammates = (s: MeatState, a: SeatId, b: SeatId): boolean => s.players[a]?.side === s.players[b]?.side;

/** The lane facing `lane` across the table (M-BATTLE-02, M-AMB-13): left faces right. */
export const facing = (lane: Lane): Lane => (lane === 'left' ? 'right' : lane === 'right' ? 'left' : 'front');

/** Lanes beside `lane` in one player's line (M-KW-WYZWANIE-02): Front touches both flanks, a flank only Front. */
export const beside = (lane: Lane): Lane[] => (lane === 'front' ? ['left', 'right'] : ['front']);

export function creatureOf(cards: MeatCards, s: MeatState, iid: string): CreatureDef | null {
  const id = s.ident[iid];
  return (id && cards.creatures[id]) || null;
}

export function destinyOf(cards: MeatCards, s: MeatState, iid: string): DestinyDef | null {
  const id = s.ident[iid];
  return (id && cards.destiny[id]) || null;
}

export const isCreature = (iid: string): boolean => iid.startsWith('C');

/** Printed keywords, those its Equipment grant and those gained this round. */
export function keywordsOf(cards: MeatCards, s: MeatState, u: Unit): Set<Keyword> {
  const out = new Set<Keyword>(creatureOf(cards, s, u.card)?.keywords ?? []);
  for (const k of u.granted) out.add(k);
  for (const e of u.equipment) for (const k of destinyOf(cards, s, e.card)?.fusion?.keywords ?? []) out.add(k);
  return out;
}

export const has = (cards: MeatCards, s: MeatState, u: Unit, k: Keyword): boolean => keywordsOf(cards, s, u).has(k);

export const unitAt = (s: MeatState, t: TargetRef): Unit | null => s.players[t.seat]?.lanes[t.lane] ?? null;

/** Every creature on the battlefield, with where it stands. */
export function units(s: MeatState): { ref: TargetRef; unit: Unit }[] {
  const out: { ref: TargetRef; unit: Unit }[] = [];
  for (const seat of s.seats) for (const lane of LANES) {
    const u = s.players[seat]!.lanes[lane];
    if (u) out.push({ ref: { seat, lane }, unit: u });
  }
  return out;
}

/** The side that has lost (vitality ≤ 0), both, or none. */
export const fallen = (s: MeatState): Side[] => SIDES.filter((x) => s.vitality[x] <= 0);

/** A private copy to change: every part the rules change in place is copied. */
export function draftOf(s: MeatState): MeatState {
  const players: MeatState['players'] = {};
  for (const [seat, p] of Object.entries(s.players)) {
    const lanes = { left: copyUnit(p.lanes.left), front: copyUnit(p.lanes.front), right: copyUnit(p.lanes.right) };
    players[seat] = { ...p, hand: [...p.hand], lanes, laid: p.laid.map((l) => ({ ...l })) };
  }
  return {
    ...s,
    players,
    ident: { ...s.ident },
    next: { ...s.next },
    vitality: { ...s.vitality },
    leaders: [...s.leaders],
    leaderOrder: [...s.leaderOrder],
    pool: [...s.pool],
    draftOrder: [...s.draftOrder],
    decks: { creature: [...s.decks.creature], destiny: [...s.decks.destiny] },
    graves: { creature: [...s.graves.creature], destiny: [...s.graves.destiny] },
    turnQueue: [...s.turnQueue],
    window: s.window ? { ...s.window } : null,
    stack: [...s.stack],
    triggers: [...s.triggers],
    rolls: [...s.rolls],
    unordered: [...s.unordered],
    owedDraws: s.owedDraws.map((o) => ({ ...o })),
    chains: s.chains ? { ...s.chains } : null,
  };
}

function copyUnit(u: Unit | null): Unit | null {
  return u ? { ...u, granted: [...u.granted], equipment: [...u.equipment] } : null;
}

export function deepFreeze<T>(o: T): T {
  if (o && typeof o === 'object' && !Object.isFrozen(o)) {
    Object.freeze(o);
    for (const x of Object.values(o)) deepFreeze(x);
  }
  return o;
}
