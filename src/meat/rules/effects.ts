/**
 * What card texts do (the closed vocabulary of cards/types.ts), damage through WYZWANIE, deaths
 * and the triggers they wait on. Every function changes a draft in place.
 */
import type { SeatId } from '../../engine/game.js';
import type { Effect, MeatCards } from '../cards/types.js';
import { LANES, type Lane, type MeatState, type TargetRef, type Trigger } from '../state.js';
import { orderRoll } from './dice.js';
import { toGrave } from './decks.js';
import { beside, creatureOf, facing, has, other, player, sideSeats, unitAt } from './model.js';

/**
 * Where damage aimed at `t` lands (M-KW-WYZWANIE-01..03): a Challenger beside it in its owner's
 * line takes it, unless the target is a Challenger itself; when both flanks could take damage
 * aimed at the Front, the owner's guard choice decides; it is redirected once only.
 */
export function challengerFor(cards: MeatCards, s: MeatState, t: TargetRef): TargetRef {
  const u = unitAt(s, t);
  if (!u || has(cards, s, u, 'wyzwanie')) return t;
  const lanes = beside(t.lane).filter((l) => {
    const x = s.players[t.seat]!.lanes[l];
    return x !== null && has(cards, s, x, 'wyzwanie');
  });
  if (lanes.length === 0) return t;
  const lane = lanes.length === 1 ? lanes[0]! : player(s, t.seat).guard;
  return { seat: t.seat, lane };
}

/** Damage to a creature's Defence (M-BATTLE-04); TOKSYNA makes any real damage lethal (M-KW-TOKSYNA-01/02). */
export function dealDamage(cards: MeatCards, d: MeatState, aimed: TargetRef, amount: number, toxic: boolean): void {
  if (amount <= 0) return;
  const t = challengerFor(cards, d, aimed);
  const u = unitAt(d, t);
  if (!u) return;
  u.defence -= amount;
  if (toxic) u.defence = Math.min(u.defence, 0);
}

/**
 * Every creature at Defence ≤ 0 goes to the Creature graveyard at once (M-BATTLE-07,
 * M-ACTIVATE-14), its Equipment to the Destiny graveyard (M-KW-FUZJA-04), and its "when this
 * dies" text waits as a trigger (M-BATTLE-08).
 */
export function buryDead(cards: MeatCards, d: MeatState): void {
  const waiting: Trigger[] = [];
  for (const seat of d.seats) for (const lane of LANES) {
    const u = d.players[seat]!.lanes[lane];
    if (!u || u.defence > 0) continue;
    d.players[seat]!.lanes[lane] = null;
    toGrave(d, u.card);
    for (const e of u.equipment) toGrave(d, e.card);
    if (creatureOf(cards, d, u.card)?.onDeath) waiting.push({ seat, card: u.card, kind: 'death', lane });
  }
  queueTriggers(d, waiting);
}

/**
 * Deaths' triggers wait to be ordered: between players by a roll (M-BATTLE-08, M-FLOW-R08, made
 * by the flow: orderDeaths); a player's own are ordered by that player when they resolve (M-AMB-22).
 */
function queueTriggers(d: MeatState, waiting: readonly Trigger[]): void {
  if (waiting.length > 0) d.unordered = [...d.unordered, ...waiting];
}

/** The waiting deaths' triggers join the queue, ordered between players by a roll; false while it waits. */
export function orderDeaths(d: MeatState): boolean {
  const order = orderRoll(d, 'triggers', [...new Set(d.unordered.map((t) => t.seat))]);
  if (!order) return false;
  d.triggers = [...d.triggers, ...order.flatMap((seat) => d.unordered.filter((t) => t.seat === seat))];
  d.unordered = [];
  return true;
}

/** Who resolves an effect, and what it refers to: its creature's position, the creature chosen. */
export interface EffectContext {
  readonly seat: SeatId;
  /** The position of the creature whose text it is (a dead creature's last one), or null for Destiny cards. */
  readonly lane: Lane | null;
  /** The instance whose text it is, to know it is still the same creature at `lane`. */
  readonly source: string;
  readonly chosen: TargetRef | null;
}

/** The creatures an effect's target names, now (M-SETUP-06: a player's own, never a teammate's, for `friends`). */
export function targetsOf(cards: MeatCards, s: MeatState, e: Effect, c: EffectContext): TargetRef[] {
  if (!('target' in e)) return [];
  const me = player(s, c.seat);
  const present = (t: TargetRef) => unitAt(s, t) !== null;
  switch (e.target) {
    case 'self':
      return c.lane && unitAt(s, { seat: c.seat, lane: c.lane })?.card === c.source ? [{ seat: c.seat, lane: c.lane }] : [];
    case 'opposite':
      return c.lane ? [{ seat: me.opposite, lane: facing(c.lane) }].filter(present) : [];
    case 'creature':
    case 'enemy':
    case 'friend':
      return c.chosen && present(c.chosen) ? [c.chosen] : [];
    case 'enemies':
      return LANES.map((lane) => ({ seat: me.opposite, lane })).filter(present);
    case 'friends':
      return LANES.map((lane) => ({ seat: c.seat, lane })).filter(present);
    default:
      return [];
  }
}

/** Whether `t` is a creature the effect may be aimed at by choice (`creature`, `enemy`, `friend`). */
export function choosable(s: MeatState, e: Effect, seat: SeatId, t: TargetRef): boolean {
  if (!('target' in e) || unitAt(s, t) === null) return false;
  const mine = s.players[t.seat]?.side === s.players[seat]?.side;
  return e.target === 'creature' || (e.target === 'enemy' && !mine) || (e.target === 'friend' && mine);
}

export const needsChoice = (e: Effect | undefined): boolean => !!e && 'target' in e && (e.target === 'creature' || e.target === 'enemy' || e.target === 'friend');

/** An effect happens (the card's text resolving). Deaths it causes are buried at once. */
export function resolveEffect(cards: MeatCards, d: MeatState, e: Effect, c: EffectContext): void {
  const me = player(d, c.seat);
  switch (e.kind) {
    case 'damage':
      for (const t of targetsOf(cards, d, e, c)) dealDamage(cards, d, t, e.amount, false);
      break;
    case 'heal':
      for (const t of targetsOf(cards, d, e, c)) unitAt(d, t)!.defence += e.amount;
      break;
    case 'attack':
      for (const t of targetsOf(cards, d, e, c)) unitAt(d, t)!.attack += e.amount;
      break;
    case 'grant':
      for (const t of targetsOf(cards, d, e, c)) {
        const u = unitAt(d, t)!;
        if (!u.granted.includes(e.keyword)) u.granted.push(e.keyword);
      }
      break;
    case 'destroy':
      for (const t of targetsOf(cards, d, e, c)) unitAt(d, t)!.defence = 0;
      break;
    case 'vitality':
      if (e.target === 'side') d.vitality[me.side] += e.amount;
      else d.vitality[other(me.side)] -= e.amount;
      break;
    case 'telestarion':
      me.telestarion += e.amount;
      break;
    case 'draw':
      // Drawn by the flow, in order with other draws (a reshuffled deck may have to be dealt first).
      d.owedDraws.push({ seat: c.seat, n: e.amount });
      break;
    case 'counter':
      break; // on the stack only (stack.ts)
  }
  buryDead(cards, d);
}

/** The seats of a side that are still in the game (all are: a side loses as a whole). */
export const seatsOf = sideSeats;
