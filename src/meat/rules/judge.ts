/**
 * M.E.A.T.'s judge: shape first, then the floor, then every rule of the act, each check citing its
 * catalog ID; it never throws. The reducer (`applyAct`) runs only after the judge said yes, then
 * the flow moves the game on (flow.ts).
 */
import * as v from 'valibot';
import type { SeatId } from '../../engine/game.js';
import { judgement, type Check, type Judgement } from '../../engine/judgement.js';
import { actName, joined, say, seat } from '../say.js';
import { CHAIN_LENGTH, opensChain } from '../../engine/random-chain.js';
import type { MeatCards } from '../cards/types.js';
import { actionSchema, type ActOf, type MeatAction } from '../actions.js';
import { LANES, type Lane, type MeatState, type TargetRef, type Unit } from '../state.js';
import { toGrave } from './decks.js';
import { buryDead, choosable, needsChoice, resolveEffect } from './effects.js';
import { HAND_LIMIT, openWindow, runTrigger, settle } from './flow.js';
import { floorNow, type Floor } from './floor.js';
import { creatureOf, deepFreeze, destinyOf, draftOf, sideOrder, unitAt } from './model.js';
import { aims, resolvables, specialCost } from './resolvable.js';
import { opensCommitments } from '../net/tactics.js';

/** The act's shape, its seat and the floor: the parsed act and the floor's check, or the refusal. */
export function judgeFloor(s: MeatState, raw: unknown, madeHere = false): { ok: true; act: MeatAction; floor: Check } | { ok: false; judgement: Judgement<unknown> } {
  const shape = madeHere ? { success: true as const, output: raw as MeatAction } : v.safeParse(actionSchema, raw);
  if (!shape.success) return { ok: false, judgement: judgement(raw, [say('NET-SHAPE-01', false, null, 'meat.says.shape.act')]) };
  const a = shape.output as MeatAction;
  const no = (c: Check) => ({ ok: false as const, judgement: judgement(a, [c]) });
  if (!s.seats.includes(a.player)) return no(say('M-PLAYERS-01', false, null, 'meat.says.players.unknown'));
  if (s.phase === 'over') return no(say('M-WIN-02', false, a.player, 'meat.says.over'));
  // M-INSTANT-05/07: an Instant outside a window is refused for when it is played, whoever holds the floor.
  if (a.type === 'instant' && !s.window) {
    const phase = s.phase === 'tactics' || s.phase === 'activation' || s.phase === 'battle';
    return no(phase ? say('M-INSTANT-07', false, a.player, 'meat.says.instant.window') : say('M-INSTANT-05', false, a.player, 'meat.says.instant.phase'));
  }
  const floor: Floor | null = floorNow(s);
  if (!floor || floor.seat !== a.player) return no(say(floor?.rule ?? 'M-ROUND-01', false, a.player, floor ? 'meat.says.floor.other' : 'meat.says.floor.nobody'));
  if (!floor.types.includes(a.type)) return no(say(floor.rule, false, a.player, 'meat.says.floor.may', { who: seat(a.player), acts: joined(floor.types.map(actName)) }));
  return { ok: true, act: a, floor: say(floor.rule, true, a.player, 'meat.says.floor.holds', { who: seat(a.player) }) };
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
      return [say('M-AMB-04', ok, a.player, ok ? 'meat.says.leader.free' : 'meat.says.leader.taken')];
    }
    case 'draft': {
      const def = s.pool.includes(a.card) ? creatureOf(cards, s, a.card) : null;
      if (!def) return [say('M-OPEN-DRAFT-02', false, a.player, 'meat.says.draft.notPool')];
      return [say('M-OPEN-DRAFT-02', true, a.player, 'meat.says.draft.pool'), say('M-TELE-02', def.cost <= me.telestarion, a.player, 'meat.says.cost', { cost: def.cost, have: me.telestarion, who: seat(a.player) })];
    }
    case 'discard': {
      const need = me.hand.length - HAND_LIMIT;
      return [
        say('M-AMB-26', distinct(a.cards) && inHand(s, a.player, a.cards), a.player, 'meat.says.discard.cards', { who: seat(a.player) }),
        say('M-HAND-01', a.cards.length === need, a.player, 'meat.says.discard.count', { need, limit: HAND_LIMIT }),
      ];
    }
    case 'place':
      if (a.sealed) return sealedPlaceChecks(s, a);
      return [...plainPlaceChecks(s, a), ...(s.chains ? [say('M-TACTIC-05', false, a.player, 'meat.says.tactic.placeSealedByTable', { who: seat(a.player) })] : [])];
    case 'commit':
      if (a.sealed) return sealedCommitChecks(s, a);
      return [...plainCommitChecks(s, a), ...(s.chains ? [say('M-TACTIC-05', false, a.player, 'meat.says.tactic.commitSealedByTable', { who: seat(a.player) })] : [])];
    case 'open':
      return openChecks(s, a);
    case 'pay': {
      const laid = me.laid.map((l) => l.card);
      const ok = distinct(a.cards) && a.cards.every((x) => laid.includes(x));
      if (!ok) return [say('M-ACTIVATE-02', false, a.player, 'meat.says.pay.cards', { who: seat(a.player) })];
      const total = a.cards.reduce((sum, x) => sum + costOf(cards, s, x), 0);
      const left = me.telestarion - total;
      const skipped = laid.filter((x) => !a.cards.includes(x) && costOf(cards, s, x) <= left);
      return [
        say('M-TELE-02', total <= me.telestarion, a.player, 'meat.says.pay.cost', { cost: total, have: me.telestarion, who: seat(a.player) }),
        skipped.length === 0
          ? say('M-ACTIVATE-04', true, a.player, 'meat.says.pay.all')
          : say('M-ACTIVATE-04', total > me.telestarion, a.player, 'meat.says.pay.skipped', { count: skipped.length, who: seat(a.player) }),
      ];
    }
    case 'resolve': {
      const r = resolvables(cards, s, a.player).find((x) => x.card === a.card);
      if (!r) {
        // M-TELE-02: an unused ♦ the player cannot pay for is refused for the ounces, not as if it had none.
        const lane = LANES.find((l) => me.lanes[l]?.card === a.card);
        const special = lane && !me.lanes[lane]!.specialUsed ? creatureOf(cards, s, a.card)?.special : undefined;
        const cost = special ? specialCost(cards, s, a.player, special.cost) : 0;
        if (special && cost > me.telestarion) return [say('M-KW-SPECIAL-01', true, a.player, 'meat.says.special.unused'), say('M-TELE-02', false, a.player, 'meat.says.special.cost', { cost, have: me.telestarion, who: seat(a.player) })];
        const laid = me.laid.some((l) => l.card === a.card) || LANES.some((l) => me.lanes[l]?.card === a.card);
        return [laid ? say('M-KW-SPECIAL-01', false, a.player, 'meat.says.resolve.nothing') : say('M-AMB-31', false, a.player, 'meat.says.resolve.notLaid', { who: seat(a.player) })];
      }
      const rule = r.kind === 'special' ? 'M-KW-SPECIAL-01' : r.kind === 'fusion' ? 'M-KW-FUZJA-01' : 'M-ACTIVATE-08';
      return [r.kind === 'special' ? say(rule, true, a.player, 'meat.says.special.for', { cost: r.cost }) : say(rule, true, a.player, 'meat.says.resolve.paid', { who: seat(a.player) }), ...aimChecks(s, a.player, aims(s, a.player, r), r.kind === 'fusion' || needsChoice(r.effect ?? undefined), a.target ?? null, r.kind === 'fusion' ? 'M-KW-FUZJA-03' : 'M-ACTIVATE-08')];
    }
    case 'pass':
      return [s.window ? say('M-INSTANT-07', true, a.player, 'meat.says.pass.priority') : say('M-ACTIVATE-10', true, a.player, 'meat.says.pass.round')];
    case 'defer':
      return [say('M-ACTIVATE-09', true, a.player, 'meat.says.defer')];
    case 'instant': {
      const def = me.hand.includes(a.card) ? destinyOf(cards, s, a.card) : null;
      if (!def) return [say('M-INSTANT-01', false, a.player, 'meat.says.instant.notInHand', { who: seat(a.player) })];
      if (def.subtype !== 'spell' || !def.instant || !def.effect) return [say('M-INSTANT-06', false, a.player, 'meat.says.instant.notInstant')];
      const out = [say('M-INSTANT-05', true, a.player, 'meat.says.instant.inWindow'), say('M-INSTANT-02', def.cost <= me.telestarion, a.player, 'meat.says.cost', { cost: def.cost, have: me.telestarion, who: seat(a.player) })];
      if (def.effect.kind === 'counter') return [...out, say('M-INSTANT-03', s.stack.length > 0, a.player, s.stack.length > 0 ? 'meat.says.instant.counters' : 'meat.says.instant.nothingToCounter')];
      const targets = s.seats.flatMap((seat) => LANES.map((lane) => ({ seat, lane }))).filter((t) => choosable(s, def.effect!, a.player, t));
      return [...out, ...aimChecks(s, a.player, targets, needsChoice(def.effect), a.target ?? null, 'M-INSTANT-02')];
    }
    case 'deck':
      // Between friends the runner judges deck steps (net/play.ts) before the rules see an act.
      return [say('NET-DECK-10', false, a.player, 'meat.says.deck.none')];
    case 'link': {
      const tip = s.chains?.tips[a.player];
      const left = (s.chains?.used[a.player] ?? CHAIN_LENGTH) < CHAIN_LENGTH;
      const ok = tip !== undefined && left && opensChain(tip, a.link);
      return [say('NET-RANDOM-01', ok, a.player, ok ? 'meat.says.link.next' : left ? 'meat.says.link.wrong' : 'meat.says.link.usedUp', { who: seat(a.player) })];
    }
    case 'trigger': {
      const ok = s.triggers.some((t) => t.seat === a.player && t.card === a.card);
      return [say('M-AMB-22', ok, a.player, ok ? 'meat.says.trigger.own' : 'meat.says.trigger.none', { who: seat(a.player) })];
    }
  }
}

const creaturesIn = (s: MeatState, seat: SeatId) => s.players[seat]!.hand.filter((x) => x.startsWith('C'));
const placedOf = (a: { left?: string | null; front?: string | null; right?: string | null }) => [a.left ?? null, a.front ?? null, a.right ?? null];

/** M-TACTIC-01..03 on a plain placement. */
export function plainPlaceChecks(s: MeatState, a: { player: SeatId; left?: string | null; front?: string | null; right?: string | null }): Check[] {
  const chosen = placedOf(a).filter((x): x is string => x !== null);
  const creatures = creaturesIn(s, a.player);
  const want = Math.min(3, creatures.length);
  return [
    say('M-TACTIC-01', distinct(chosen) && chosen.every((x) => creatures.includes(x)), a.player, 'meat.says.place.creatures', { who: seat(a.player) }),
    say('M-TACTIC-03', chosen.length === want, a.player, want === 1 ? 'meat.says.place.single' : 'meat.says.place.several', { count: want }),
  ];
}

/** M-TACTIC-04 on plain Destiny cards put down. */
export function plainCommitChecks(s: MeatState, a: { player: SeatId; cards: readonly string[] }): Check[] {
  const me = s.players[a.player]!;
  const ok = distinct(a.cards) && a.cards.every((x) => x.startsWith('D') && me.hand.includes(x));
  return [ok ? say('M-TACTIC-04', true, a.player, a.cards.length === 1 ? 'meat.says.commit.down.single' : 'meat.says.commit.down.several', { count: a.cards.length }) : say('M-TACTIC-04', false, a.player, 'meat.says.commit.cards', { who: seat(a.player) })];
}

function sealedPlaceChecks(s: MeatState, a: ActOf<'place'>): Check[] {
  if (!s.chains) return [say('M-TACTIC-05', false, a.player, 'meat.says.tactic.placeNotSealed')];
  const plain = a.left !== undefined || a.front !== undefined || a.right !== undefined || a.guard !== undefined;
  const filled = a.sealed!.filled.filter(Boolean).length;
  const want = Math.min(3, creaturesIn(s, a.player).length);
  return [
    say('M-TACTIC-05', !plain, a.player, plain ? 'meat.says.tactic.sealedShows' : 'meat.says.tactic.placeDown', { who: seat(a.player) }),
    say('M-TACTIC-03', filled === want, a.player, want === 1 ? 'meat.says.place.single' : 'meat.says.place.several', { count: want }),
  ];
}

function sealedCommitChecks(s: MeatState, a: ActOf<'commit'>): Check[] {
  if (!s.chains) return [say('M-TACTIC-05', false, a.player, 'meat.says.tactic.commitNotSealed')];
  const destiny = s.players[a.player]!.hand.filter((x) => x.startsWith('D')).length;
  return [
    say('M-TACTIC-05', a.cards.length === 0, a.player, a.cards.length === 0 ? 'meat.says.tactic.commitDown' : 'meat.says.tactic.sealedNamesNone', { who: seat(a.player) }),
    say('M-TACTIC-04', a.sealed!.count <= destiny, a.player, 'meat.says.commit.ofHand', { count: a.sealed!.count, held: destiny, who: seat(a.player) }),
  ];
}

/** M-ACTIVATE-01 between friends: the opening must open both commitments and be a legal choice of that moment. */
function openChecks(s: MeatState, a: ActOf<'open'>): Check[] {
  const sealed = s.players[a.player]!.sealed;
  if (!s.chains || !sealed?.place || !sealed.commit || sealed.opened) return [say('M-ACTIVATE-01', false, a.player, 'meat.says.open.nothing', { who: seat(a.player) })];
  const opens = opensCommitments(s, a);
  const filled = placedOf(a).map((x) => x !== null);
  const overlap = a.cards.some((x) => placedOf(a).includes(x));
  return [
    say('NET-COMMIT-01', opens.place && opens.commit, a.player, opens.place && opens.commit ? 'meat.says.open.both' : 'meat.says.open.not', { who: seat(a.player) }),
    ...plainPlaceChecks(s, a),
    say('M-TACTIC-05', filled.every((f, i) => f === sealed.place!.filled[i]) && a.cards.length === sealed.commit.count && !overlap, a.player, 'meat.says.open.same'),
    ...plainCommitChecks(s, a),
  ];
}

function aimChecks(_s: MeatState, seatId: SeatId, allowed: readonly TargetRef[], needed: boolean, t: TargetRef | null, rule: string): Check[] {
  if (!needed) return t ? [say(rule, false, seatId, 'meat.says.aim.notAimed')] : [];
  const ok = !!t && allowed.some((x) => x.seat === t.seat && x.lane === t.lane);
  return [say(rule, ok, seatId, ok ? 'meat.says.aim.ok' : 'meat.says.aim.choose')];
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

function placeUnits(cards: MeatCards, d: MeatState, seat: SeatId, a: { left?: string | null; front?: string | null; right?: string | null; guard?: 'left' | 'right' }): void {
  const me = d.players[seat]!;
  for (const lane of LANES) {
    const iid = a[lane] ?? null;
    me.lanes[lane] = iid ? newUnit(cards, d, seat, iid, lane) : null;
  }
  me.hand = removeFrom(me.hand, placedOf(a).filter((x): x is string => x !== null));
  me.guard = a.guard ?? 'left';
}

function layDown(d: MeatState, seat: SeatId, laid: readonly string[]): void {
  const me = d.players[seat]!;
  me.laid = laid.map((card) => ({ card, paid: false, resolved: false }));
  me.hand = removeFrom(me.hand, laid);
}

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
      if (a.sealed) me.sealed = { ...me.sealed!, place: a.sealed };
      else placeUnits(cards, d, a.player, a);
      me.placed = true;
      break;
    case 'commit':
      if (a.sealed) me.sealed = { ...me.sealed!, commit: a.sealed };
      else layDown(d, a.player, a.cards);
      me.committed = true;
      break;
    case 'open':
      placeUnits(cards, d, a.player, a);
      layDown(d, a.player, a.cards);
      me.sealed = { ...me.sealed!, opened: true };
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
    case 'deck':
      break; // stepped by net/play.ts
    case 'link': {
      const c = d.chains!;
      c.pending = { ...c.pending!, links: [...c.pending!.links, a.link] };
      c.tips = { ...c.tips, [a.player]: a.link };
      c.used = { ...c.used, [a.player]: (c.used[a.player] ?? 0) + 1 };
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
