/**
 * M.E.A.T.'s judge: shape first, then the floor, then every rule of the act, each check citing its
 * catalog ID; it never throws. The reducer (`applyAct`) runs only after the judge said yes, then
 * the flow moves the game on (flow.ts).
 */
import * as v from 'valibot';
import type { SeatId } from '../../engine/game.js';
import { check, judgement, type Check, type Judgement } from '../../engine/judgement.js';
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
    case 'place':
      if (a.sealed) return sealedPlaceChecks(s, a);
      return [...plainPlaceChecks(s, a), ...(s.chains ? [check('M-TACTIC-05', false, 'between friends a placement goes face down: your table seals it')] : [])];
    case 'commit':
      if (a.sealed) return sealedCommitChecks(s, a);
      return [...plainCommitChecks(s, a), ...(s.chains ? [check('M-TACTIC-05', false, 'between friends Destiny cards go face down: your table seals them')] : [])];
    case 'open':
      return openChecks(s, a);
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
    case 'deck':
      // Between friends the runner judges deck steps (net/play.ts) before the rules see an act.
      return [check('NET-DECK-10', false, 'this table has no shared hidden decks')];
    case 'link': {
      const tip = s.chains?.tips[a.player];
      const left = (s.chains?.used[a.player] ?? CHAIN_LENGTH) < CHAIN_LENGTH;
      const ok = tip !== undefined && left && opensChain(tip, a.link);
      return [check('NET-RANDOM-01', ok, ok ? 'your next hash-chain link' : left ? 'not the next link of your hash chain' : 'your hash chain is used up')];
    }
    case 'trigger': {
      const ok = s.triggers.some((t) => t.seat === a.player && t.card === a.card);
      return [check('M-AMB-22', ok, ok ? 'you order your own triggers (house M-AMB-22)' : 'not a trigger of yours waiting')];
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
    check('M-TACTIC-01', distinct(chosen) && chosen.every((x) => creatures.includes(x)), 'creatures of your hand, one per position'),
    check('M-TACTIC-03', chosen.length === want, `place ${want} creature${want === 1 ? '' : 's'} (house M-AMB-10: as many as you can, up to 3)`),
  ];
}

/** M-TACTIC-04 on plain Destiny cards put down. */
export function plainCommitChecks(s: MeatState, a: { player: SeatId; cards: readonly string[] }): Check[] {
  const me = s.players[a.player]!;
  const ok = distinct(a.cards) && a.cards.every((x) => x.startsWith('D') && me.hand.includes(x));
  return [check('M-TACTIC-04', ok, ok ? `${a.cards.length} Destiny card${a.cards.length === 1 ? '' : 's'} face down` : 'Destiny cards of your hand, each once')];
}

function sealedPlaceChecks(s: MeatState, a: ActOf<'place'>): Check[] {
  if (!s.chains) return [check('M-TACTIC-05', false, 'a placement on one page is not sealed')];
  const plain = a.left !== undefined || a.front !== undefined || a.right !== undefined || a.guard !== undefined;
  const filled = a.sealed!.filled.filter(Boolean).length;
  const want = Math.min(3, creaturesIn(s, a.player).length);
  return [
    check('M-TACTIC-05', !plain, plain ? 'a sealed placement shows nothing but its filled positions' : 'your placement, face down'),
    check('M-TACTIC-03', filled === want, `place ${want} creature${want === 1 ? '' : 's'} (house M-AMB-10: as many as you can, up to 3)`),
  ];
}

function sealedCommitChecks(s: MeatState, a: ActOf<'commit'>): Check[] {
  if (!s.chains) return [check('M-TACTIC-05', false, 'Destiny cards on one page are not sealed')];
  const destiny = s.players[a.player]!.hand.filter((x) => x.startsWith('D')).length;
  return [
    check('M-TACTIC-05', a.cards.length === 0, a.cards.length === 0 ? 'your Destiny cards, face down' : 'a sealed step names no card'),
    check('M-TACTIC-04', a.sealed!.count <= destiny, `${a.sealed!.count} of the ${destiny} Destiny cards in your hand`),
  ];
}

/** M-ACTIVATE-01 between friends: the opening must open both commitments and be a legal choice of that moment. */
function openChecks(s: MeatState, a: ActOf<'open'>): Check[] {
  const sealed = s.players[a.player]!.sealed;
  if (!s.chains || !sealed?.place || !sealed.commit || sealed.opened) return [check('M-ACTIVATE-01', false, 'nothing of yours to open')];
  const opens = opensCommitments(s, a);
  const filled = placedOf(a).map((x) => x !== null);
  const overlap = a.cards.some((x) => placedOf(a).includes(x));
  return [
    check('NET-COMMIT-01', opens.place && opens.commit, opens.place && opens.commit ? 'it opens both commitments' : 'it does not open what you committed'),
    ...plainPlaceChecks(s, a),
    check('M-TACTIC-05', filled.every((f, i) => f === sealed.place!.filled[i]) && a.cards.length === sealed.commit.count && !overlap, 'the positions and the count committed'),
    ...plainCommitChecks(s, a),
  ];
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
