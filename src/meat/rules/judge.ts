/**
 * M.E.A.T.'s judge: shape first, then the floor, then every rule of the act, each check citing its
 * catalog ID; it never throws. The reducer (`applyAct`) runs only after the judge said yes, then
 * the flow moves the game on (flow.ts).
 */
import * as v from 'valibot';
import type { SeatId } from '../../engine/game.js';
import { check, judgement, type Check, type Judgement } from '../../engine/judgement.js';
import type { MeatCards } from '../cards/types.js';
import { actionSchema, type ActOf, type MeatAction } from '../actions.js';
import { LANES, type Lane, type MeatState, type TargetRef, type Unit } from '../state.js';
import { toGrave } from './decks.js';
import { buryDead, choosable, needsChoice, resolveEffect } from './effects.js';
import { HAND_LIMIT, openWindow, runTrigger, settle } from './flow.js';
import { floorNow, type Floor } from './floor.js';
import { creatureOf, deepFreeze, destinyOf, draftOf, sideOrder, unitAt } from './model.js';
import { aims, resolvables, specialCost } from './resolvable.js';

/** The act's shape, its seat and the floor: the parsed act and the floor's check, or the refusal. */
export function judgeFloor(s: MeatState, raw: unknown, madeHere = false): { ok: true; act: MeatAction; floor: Check } | { ok: false; judgement: Judgement<unknown> } {
  const shape = madeHere ? { success: true as const, output: raw as MeatAction } : v.safeParse(actionSchema, raw);
  if (!shape.success) return { ok: false, judgement: judgement(raw, [check('NET-SHAPE-01', false, 'this is not an act of M.E.A.T. The Cult')]) };
  const a = shape.output as MeatAction;
  const no = (c: Check) => ({ ok: false as const, judgement: judgement(a, [c]) });
  if (!s.seats.includes(a.player)) return no(check('M-PLAYERS-01', false, 'no such player at this table'));
  if (s.phase === 'over') return no(check('M-WIN-02', false, 'the game is over'));
  // M-INSTANT-05/07: an Instant outside a window is refused for when it is played, whoever holds the floor.
  if (a.type === 'instant' && !s.window) {
    const phase = s.phase === 'tactics' || s.phase === 'activation' || s.phase === 'battle';
    return no(phase ? check('M-INSTANT-07', false, 'Instants are played in a window: after the commits, after the reveal or an action, around the strikes') : check('M-INSTANT-05', false, 'Instants are played only in Tactics, Activation and Battle'));
  }
  const floor: Floor | null = floorNow(s);
  if (!floor || floor.seat !== a.player) return no(check(floor?.rule ?? 'M-ROUND-01', false, floor ? 'another player decides now' : 'nobody decides now'));
  if (!floor.types.includes(a.type)) return no(check(floor.rule, false, `now you may ${floor.types.join(', ')}`));
  return { ok: true, act: a, floor: check(floor.rule, true, 'you hold the floor') };
}

export function judgeAct(cards: MeatCards, s: MeatState, raw: unknown, madeHere = false): Judgement<unknown> {
  const f = judgeFloor(s, raw, madeHere);
  if (!f.ok) return f.judgement;
  return judgement(f.act, [f.floor, ...rulesOf(cards, s, f.act)]);
}

const distinct = (xs: readonly string[]) => new Set(xs).size === xs.length;
const inHand = (s: MeatState, seat: SeatId, xs: readonly string[]) => xs.every((x) => s.players[seat]!.hand.includes(x));
const costOf = (cards: MeatCards, s: MeatState, iid: string) => destinyOf(cards, s, iid)?.cost ?? 0;

function rulesOf(cards: MeatCards, s: MeatState, a: MeatAction): Check[] {
  const me = s.players[a.player]!;
  switch (a.type) {
    case 'leader': {
      const ok = s.leaders.includes(a.leader);
      return [check('M-AMB-04', ok, ok ? 'a Leader still face up' : 'not a Leader still to choose (each is unique, house M-AMB-04)')];
    }
    case 'draft': {
      const def = s.pool.includes(a.card) ? creatureOf(cards, s, a.card) : null;
      if (!def) return [check('M-OPEN-DRAFT-02', false, 'not a creature of the draft pool')];
      return [check('M-OPEN-DRAFT-02', true, 'a creature of the pool'), check('M-TELE-02', def.cost <= me.telestarion, `costs ${def.cost}, you have ${me.telestarion} ounces`)];
    }
    case 'discard': {
      const need = me.hand.length - HAND_LIMIT;
      return [
        check('M-AMB-26', distinct(a.cards) && inHand(s, a.player, a.cards), 'cards of your hand, each once (you choose, house M-AMB-26)'),
        check('M-HAND-01', a.cards.length === need, `discard exactly ${need} to hold ${HAND_LIMIT}`),
      ];
    }
    case 'place': {
      const chosen = [a.left, a.front, a.right].filter((x): x is string => x !== null);
      const creatures = me.hand.filter((x) => x.startsWith('C'));
      const want = Math.min(3, creatures.length);
      return [
        check('M-TACTIC-01', distinct(chosen) && chosen.every((x) => creatures.includes(x)), 'creatures of your hand, one per position'),
        check('M-TACTIC-03', chosen.length === want, `place ${want} creature${want === 1 ? '' : 's'} (house M-AMB-10: as many as you can, up to 3)`),
      ];
    }
    case 'commit': {
      const ok = distinct(a.cards) && a.cards.every((x) => x.startsWith('D') && me.hand.includes(x));
      return [check('M-TACTIC-04', ok, ok ? `${a.cards.length} Destiny card${a.cards.length === 1 ? '' : 's'} face down` : 'Destiny cards of your hand, each once')];
    }
    case 'pay': {
      const laid = me.laid.map((l) => l.card);
      const ok = distinct(a.cards) && a.cards.every((x) => laid.includes(x));
      if (!ok) return [check('M-ACTIVATE-02', false, 'cards you put down this round, each once')];
      const total = a.cards.reduce((sum, x) => sum + costOf(cards, s, x), 0);
      const left = me.telestarion - total;
      const skipped = laid.filter((x) => !a.cards.includes(x) && costOf(cards, s, x) <= left);
      return [
        check('M-TELE-02', total <= me.telestarion, `they cost ${total}, you have ${me.telestarion} ounces`),
        check('M-ACTIVATE-04', total > me.telestarion || skipped.length === 0, skipped.length === 0 ? 'no affordable card left unpaid' : `you could still pay for ${skipped.length} more (house M-AMB-11)`),
      ];
    }
    case 'resolve': {
      const r = resolvables(cards, s, a.player).find((x) => x.card === a.card);
      if (!r) {
        // M-TELE-02: an unused ♦ the player cannot pay for is refused for the ounces, not as if it had none.
        const lane = LANES.find((l) => me.lanes[l]?.card === a.card);
        const special = lane && !me.lanes[lane]!.specialUsed ? creatureOf(cards, s, a.card)?.special : undefined;
        const cost = special ? specialCost(cards, s, a.player, special.cost) : 0;
        if (special && cost > me.telestarion) return [check('M-KW-SPECIAL-01', true, 'an unused ♦'), check('M-TELE-02', false, `its ♦ costs ${cost}, you have ${me.telestarion} ounces`)];
        const laid = me.laid.some((l) => l.card === a.card) || LANES.some((l) => me.lanes[l]?.card === a.card);
        return [check(laid ? 'M-KW-SPECIAL-01' : 'M-AMB-31', false, laid ? 'nothing of it to resolve now (unpaid, resolved, used, or nothing to aim at)' : 'only cards you put down in Tactics resolve (house M-AMB-31)')];
      }
      return [check(r.kind === 'special' ? 'M-KW-SPECIAL-01' : r.kind === 'fusion' ? 'M-KW-FUZJA-01' : 'M-ACTIVATE-08', true, r.kind === 'special' ? `its ♦ for ${r.cost}` : 'a paid card of yours'), ...aimChecks(s, a.player, aims(s, a.player, r), r.kind === 'fusion' || needsChoice(r.effect ?? undefined), a.target ?? null, r.kind === 'fusion' ? 'M-KW-FUZJA-03' : 'M-ACTIVATE-08')];
    }
    case 'pass':
      return [check(s.window ? 'M-INSTANT-07' : 'M-ACTIVATE-10', true, s.window ? 'pass priority' : 'pass: no more actions this round')];
    case 'defer':
      return [check('M-ACTIVATE-09', true, 'a teammate acts first this team turn')];
    case 'instant': {
      const def = me.hand.includes(a.card) ? destinyOf(cards, s, a.card) : null;
      if (!def) return [check('M-INSTANT-01', false, 'not a card of your hand')];
      if (def.subtype !== 'spell' || !def.instant || !def.effect) return [check('M-INSTANT-06', false, 'only Spells marked NATYCHMIASTOWA are Instants')];
      const out = [check('M-INSTANT-05', true, 'a window of Tactics, Activation or Battle'), check('M-INSTANT-02', def.cost <= me.telestarion, `costs ${def.cost}, you have ${me.telestarion} ounces`)];
      if (def.effect.kind === 'counter') return [...out, check('M-INSTANT-03', s.stack.length > 0, s.stack.length > 0 ? 'cancels the Instant below it' : 'no Instant to answer')];
      const targets = s.seats.flatMap((seat) => LANES.map((lane) => ({ seat, lane }))).filter((t) => choosable(s, def.effect!, a.player, t));
      return [...out, ...aimChecks(s, a.player, targets, needsChoice(def.effect), a.target ?? null, 'M-INSTANT-02')];
    }
    case 'trigger': {
      const ok = s.triggers.some((t) => t.seat === a.player && t.card === a.card);
      return [check('M-AMB-22', ok, ok ? 'you order your own triggers (house M-AMB-22)' : 'not a trigger of yours waiting')];
    }
  }
}

function aimChecks(_s: MeatState, _seat: SeatId, allowed: readonly TargetRef[], needed: boolean, t: TargetRef | null, rule: string): Check[] {
  if (!needed) return t ? [check(rule, false, 'this card is not aimed')] : [];
  const ok = !!t && allowed.some((x) => x.seat === t.seat && x.lane === t.lane);
  return [check(rule, ok, ok ? 'a creature it may be aimed at' : 'choose a creature this card may be aimed at')];
}

/** A creature put down, with its owner's Leader's bonuses (M-SETUP-06: its owner's only). */
export function newUnit(cards: MeatCards, s: MeatState, seat: SeatId, iid: string, lane: Lane): Unit {
  const def = creatureOf(cards, s, iid)!;
  const power = cards.leaders.find((l) => l.id === s.players[seat]!.leader)?.power;
  let attack = def.attack;
  let defence = def.defence;
  if (power?.kind === 'faction-attack' && power.faction === def.faction) attack += power.amount;
  if (power?.kind === 'faction-defence' && power.faction === def.faction) defence += power.amount;
  if (power?.kind === 'front-defence' && lane === 'front') defence += power.amount;
  return { card: iid, attack, defence, granted: [], equipment: [], specialUsed: false };
}

const removeFrom = (xs: string[], gone: readonly string[]) => xs.filter((x) => !gone.includes(x));

/** The act's consequences, then the flow; returns a frozen state (or the draft, unfrozen, for look-ahead). */
export function applyAct(cards: MeatCards, s: MeatState, a: MeatAction, freeze = true): MeatState {
  const d = draftOf(s);
  const me = d.players[a.player]!;
  switch (a.type) {
    case 'leader':
      me.leader = a.leader;
      d.leaders = d.leaders.filter((x) => x !== a.leader);
      break;
    case 'draft':
      me.telestarion -= creatureOf(cards, d, a.card)!.cost;
      d.pool = removeFrom(d.pool, [a.card]);
      me.hand.push(a.card);
      d.draftAt++;
      d.draftSkips = 0;
      break;
    case 'discard':
      me.hand = removeFrom(me.hand, a.cards);
      for (const x of a.cards) toGrave(d, x);
      break;
    case 'place':
      for (const lane of LANES) {
        const iid = a[lane];
        me.lanes[lane] = iid ? newUnit(cards, d, a.player, iid, lane) : null;
      }
      me.hand = removeFrom(me.hand, [a.left, a.front, a.right].filter((x): x is string => x !== null));
      me.guard = a.guard ?? 'left';
      me.placed = true;
      break;
    case 'commit':
      me.laid = a.cards.map((card) => ({ card, paid: false, resolved: false }));
      me.hand = removeFrom(me.hand, a.cards);
      me.committed = true;
      break;
    case 'pay':
      // M-ACTIVATE-03: the unpaid go to the graveyard without effect.
      for (const l of me.laid) if (!a.cards.includes(l.card)) toGrave(d, l.card);
      me.laid = me.laid.filter((l) => a.cards.includes(l.card)).map((l) => ({ ...l, paid: true }));
      me.telestarion -= a.cards.reduce((sum, x) => sum + costOf(cards, d, x), 0);
      me.paid = true;
      break;
    case 'resolve':
      resolveAct(cards, d, a);
      d.turnQueue = d.turnQueue.filter((x) => x !== a.player);
      openWindow(d, 'action');
      break;
    case 'pass':
      if (d.window) {
        d.window.passes++;
        d.window.priority = nextInOrder(d, a.player);
      } else {
        me.passed = true;
        d.turnQueue = d.turnQueue.filter((x) => x !== a.player);
      }
      break;
    case 'defer':
      me.deferred = true;
      d.turnQueue = [...d.turnQueue.slice(1), a.player];
      break;
    case 'instant': {
      me.hand = removeFrom(me.hand, [a.card]);
      me.telestarion -= costOf(cards, d, a.card);
      d.stack.push({ card: a.card, player: a.player, target: a.target ?? null });
      d.window!.passes = 0;
      d.window!.priority = nextInOrder(d, a.player);
      break;
    }
    case 'trigger': {
      const at = d.triggers.findIndex((t) => t.seat === a.player && t.card === a.card);
      const [t] = d.triggers.splice(at, 1);
      runTrigger(cards, d, t!.seat, t!.card, t!.kind, t!.lane);
      break;
    }
  }
  settle(cards, d);
  return freeze ? deepFreeze(d) : d;
}

function resolveAct(cards: MeatCards, d: MeatState, a: ActOf<'resolve'>): void {
  const me = d.players[a.player]!;
  const r = resolvables(cards, d, a.player).find((x) => x.card === a.card)!;
  const chosen = a.target ?? null;
  if (r.kind === 'fusion') {
    // M-KW-FUZJA-02: its values join the creature's, its keywords with them; it leaves with it (M-KW-FUZJA-04).
    const def = destinyOf(cards, d, a.card)!;
    const u = unitAt(d, chosen!)!;
    u.attack += def.attack;
    u.defence += def.defence;
    u.equipment.push({ card: a.card, owner: a.player });
    me.laid = me.laid.filter((l) => l.card !== a.card);
    buryDead(cards, d); // a cursed item may kill
    return;
  }
  if (r.kind === 'special') {
    me.telestarion -= r.cost;
    me.lanes[r.lane!]!.specialUsed = true;
    resolveEffect(cards, d, r.effect!, { seat: a.player, lane: r.lane, source: a.card, chosen });
    return;
  }
  me.laid = me.laid.map((l) => (l.card === a.card ? { ...l, resolved: true } : l));
  resolveEffect(cards, d, r.effect!, { seat: a.player, lane: null, source: a.card, chosen });
}

/** The next seat in window priority order (M-INSTANT-07). */
function nextInOrder(s: MeatState, seat: SeatId): SeatId {
  const order = sideOrder(s);
  return order[(order.indexOf(seat) + 1) % order.length]!;
}
