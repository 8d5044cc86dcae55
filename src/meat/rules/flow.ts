/**
 * The round (M-ROUND-01, M-FLOW): after every act the flow moves the game on by itself until a
 * seat must decide (a pick, a placement, a payment, an action, a priority in a window, the order
 * of its own triggers) or the game is over. Every loop here is bounded by the cards in play.
 */
import type { SeatId } from '../../engine/game.js';
import type { MeatCards } from '../cards/types.js';
import { LANES, SIDES, type MeatState, type Side, type WindowAt } from '../state.js';
import { battleStep } from './battle.js';
import { damageRoll, orderRoll, rollStream } from './dice.js';
import { drawCards, toGrave, waits } from './decks.js';
import { owing, setupDue, unknownOpen } from '../net/decks.js';
import { orderDeaths, resolveEffect } from './effects.js';
import { creatureOf, destinyOf, fallen, other, sideOrder, sideSeats } from './model.js';
import { resolvables } from './resolvable.js';
import { resolveTop } from './stack.js';

export const INCOME = 7;
export const HAND_LIMIT = 8;
export const DESTINY_DRAW = 3;

const leaderPower = (cards: MeatCards, s: MeatState, seat: SeatId) => cards.leaders.find((l) => l.id === s.players[seat]!.leader)?.power ?? null;

/** Every seat's window priority starts with the first side (M-INSTANT-07). */
export function openWindow(d: MeatState, at: WindowAt): void {
  d.window = { at, priority: sideOrder(d)[0]!, passes: 0 };
}

/** M-WIN-02/03: a side at 0 or less loses at once; both at once is a draw (M-AMB-25). */
function checkEnd(d: MeatState): boolean {
  const down = fallen(d);
  if (down.length === 0) return false;
  const winners = down.length === 2 ? [] : sideSeats(d, other(down[0]!));
  d.ended = down.length === 2
    ? { winners, rule: 'M-WIN-03', says: 'both sides fell to 0 vitality at once: a draw (house M-AMB-25)' }
    : { winners, rule: 'M-WIN-02', says: `side ${other(down[0]!)} brought side ${down[0]!}'s vitality to 0` };
  d.phase = 'over';
  d.step = 'over';
  d.window = null;
  d.triggers = [];
  return true;
}

/** Moves the game on until a seat must decide. */
export function settle(cards: MeatCards, d: MeatState): void {
  // Each pass either stops or moves one step; a round has a bounded number of steps.
  for (let guard = 0; guard < 10_000; guard++) {
    if (d.phase === 'over' || checkEnd(d)) return;
    // A roll waiting for the friends' links holds the floor (NET-RANDOM-01); so do the shared
    // decks' keys, shuffles and owed shares, and a face-up card not known yet (NET-DECK-07).
    if (d.chains?.pending && d.chains.pending.links.length < d.seats.length) return;
    if (d.net && (setupDue(d.net) || owing(d).length > 0 || unknownOpen(d))) return;
    if (d.owedDraws.length > 0) {
      const owed = d.owedDraws[0]!;
      const got = drawCards(d, 'destiny', owed.n);
      d.players[owed.seat]!.hand.push(...got);
      owed.n -= got.length;
      if (owed.n > 0 && waits(d, 'destiny')) return;
      d.owedDraws.shift();
      continue;
    }
    if (d.unordered.length > 0) {
      if (!orderDeaths(d)) return;
      continue;
    }
    // Triggers first: they use no turn (M-ACTIVATE-12), and a player orders its own (M-AMB-22).
    if (d.triggers.length > 0) {
      const head = d.triggers[0]!;
      const own = d.triggers.filter((t) => t.seat === head.seat);
      if (own.length > 1 && new Set(own.map((t) => d.ident[t.card])).size > 1) return;
      d.triggers.shift();
      runTrigger(cards, d, head.seat, head.card, head.kind, head.lane);
      continue;
    }
    if (d.window) {
      if (d.window.passes < d.seats.length) return;
      if (d.stack.length > 0) {
        resolveTop(cards, d);
        d.window.passes = 0;
        d.window.priority = sideOrder(d)[0]!;
      } else d.window = null;
      continue;
    }
    if (!step(cards, d)) return;
  }
  throw new Error('the flow did not settle');
}

export function runTrigger(cards: MeatCards, d: MeatState, seat: SeatId, card: string, kind: 'reveal' | 'death', lane: MeatState['triggers'][number]['lane']): void {
  const def = card.startsWith('C') ? creatureOf(cards, d, card) : destinyOf(cards, d, card);
  const effect = kind === 'death' ? (def && 'onDeath' in def ? def.onDeath : undefined) : def?.reveal;
  if (effect) resolveEffect(cards, d, effect, { seat, lane, source: card, chosen: null });
}

/** One step of the flow; false when a seat must decide. */
function step(cards: MeatCards, d: MeatState): boolean {
  const n = d.seats.length;
  switch (d.step) {
    case 'deal':
      // Between friends: both decks keyed and shuffled by every table (the floor goes round).
      d.step = 'leader-roll';
      return true;
    case 'leader-roll': {
      // M-SETUP-02/03, M-FLOW-R01: the Leader pick order by dice.
      const order = orderRoll(d, 'leader', d.seats);
      if (!order) return false;
      d.leaderOrder = order;
      d.step = 'leaders';
      return true;
    }
    case 'leaders':
      if (d.seats.some((x) => d.players[x]!.leader === null)) return false;
      d.phase = 'opening';
      d.step = 'income';
      return true;
    case 'income':
      for (const seat of d.seats) {
        const p = d.players[seat]!;
        const power = leaderPower(cards, d, seat);
        if (d.settings.telestarionResetEachRound) p.telestarion = 0;
        p.telestarion += INCOME + (power?.kind === 'income' ? power.amount : 0);
      }
      d.step = 'pool';
      return true;
    case 'pool': {
      const want = 3 * n + 3;
      if (d.net) return drawPool(d, want);
      d.pool.push(...drawCards(d, 'creature', want - d.pool.length));
      if (d.pool.length < want && waits(d, 'creature')) return false;
      d.step = 'draft-roll';
      return true;
    }
    case 'draft-roll': {
      const order = orderRoll(d, 'draft', d.seats);
      if (!order) return false;
      d.draftOrder = order;
      d.draftAt = 0;
      d.draftSkips = 0;
      d.step = 'draft';
      return true;
    }
    case 'draft': {
      if (d.pool.length > 3 && d.draftSkips < n) {
        const seat = d.draftOrder[d.draftAt % n]!;
        if (canDraft(cards, d, seat)) return false;
        // M-OPEN-DRAFT-05: nothing affordable, the pick is skipped.
        d.draftSkips++;
        d.draftAt++;
        return true;
      }
      for (const iid of d.pool) toGrave(d, iid);
      d.pool = [];
      d.step = 'destiny';
      return true;
    }
    case 'destiny':
      for (const seat of [...d.draftOrder].reverse()) {
        const power = leaderPower(cards, d, seat);
        d.owedDraws.push({ seat, n: DESTINY_DRAW + (power?.kind === 'destiny-draw' ? power.amount : 0) });
      }
      d.step = 'hand-limit';
      return true;
    case 'hand-limit':
      if (d.seats.some((x) => d.players[x]!.hand.length > HAND_LIMIT)) return false;
      d.phase = 'tactics';
      d.step = 'place';
      for (const seat of d.seats) Object.assign(d.players[seat]!, { placed: false, committed: false, paid: false, passed: false, deferred: false, sealed: d.chains ? { place: null, commit: null, opened: false } : null });
      return true;
    case 'place':
      if (d.seats.some((x) => !d.players[x]!.placed)) return false;
      d.step = 'commit';
      openWindow(d, 'tactics-1');
      return true;
    case 'commit':
      if (d.seats.some((x) => !d.players[x]!.committed)) return false;
      d.phase = 'activation';
      d.step = 'reveal';
      openWindow(d, 'tactics-2');
      return true;
    case 'reveal':
      // Between friends each table first opens its two commitments (M-FLOW-05/06).
      if (d.seats.some((x) => d.players[x]!.sealed && !d.players[x]!.sealed!.opened)) return false;
      d.revealed = true;
      // Nothing laid, nothing to pay for.
      for (const seat of d.seats) if (d.players[seat]!.laid.length === 0) d.players[seat]!.paid = true;
      d.step = 'pay';
      return true;
    case 'pay':
      if (d.seats.some((x) => !d.players[x]!.paid)) return false;
      d.step = 'first';
      return true;
    case 'first':
      if (!chooseFirst(d)) return false;
      queueReveals(cards, d);
      d.step = 'act';
      d.turnSide = d.firstSide;
      d.turnQueue = [];
      d.teamTurns = 0;
      openWindow(d, 'reveal');
      return true;
    case 'act':
      return nextActor(cards, d);
    case 'battle-reflex':
      battleStep(cards, d, true);
      d.step = 'battle-normal';
      openWindow(d, 'post-reflex');
      return true;
    case 'battle-normal':
      battleStep(cards, d, false);
      d.step = 'summary';
      openWindow(d, 'post-normal');
      return true;
    case 'summary':
      return summary(d);
    default:
      return false;
  }
}

/**
 * M-OPEN-03 between friends: the pool's creatures are drawn from the Creature deck by one joint
 * draw of every table's link at the reveal (its cards are all public; what no table may know is
 * which come up). A deck that runs out takes its graveyard back and the draw goes on (M-DECK-01);
 * with both empty, what exists comes up (M-DECK-02). False while the draw waits for the links.
 */
function drawPool(d: MeatState, want: number): boolean {
  const st = rollStream(d, 'pool');
  if (!st) return false;
  while (d.pool.length < want) {
    if (d.decks.creature.length === 0) {
      if (d.graves.creature.length === 0) break;
      d.decks.creature = [...d.graves.creature].sort();
      d.graves.creature = [];
    }
    const [iid] = d.decks.creature.splice(st.int(d.decks.creature.length), 1);
    d.pool.push(iid!);
  }
  d.step = 'draft-roll';
  return true;
}

export function canDraft(cards: MeatCards, s: MeatState, seat: SeatId): boolean {
  const money = s.players[seat]!.telestarion;
  return s.pool.some((iid) => (creatureOf(cards, s, iid)?.cost ?? Infinity) <= money);
}

/** M-ACTIVATE-07: the side with less vitality acts first; at equal vitality a roll per side decides. */
function chooseFirst(d: MeatState): boolean {
  if (d.vitality.A !== d.vitality.B) {
    d.firstSide = d.vitality.A < d.vitality.B ? 'A' : 'B';
    return true;
  }
  const order = orderRoll<Side>(d, 'first', SIDES);
  if (order) d.firstSide = order[0]!;
  return order !== null;
}

/** M-KW-ODKRYCIE-02: revealed creatures' and paid Destiny cards' ODKRYCIE, in step-2 side order. */
function queueReveals(cards: MeatCards, d: MeatState): void {
  const waiting: MeatState['triggers'] = [];
  for (const seat of sideOrder(d)) {
    const p = d.players[seat]!;
    for (const lane of LANES) {
      const u = p.lanes[lane];
      if (u && creatureOf(cards, d, u.card)?.reveal) waiting.push({ seat, card: u.card, kind: 'reveal', lane });
    }
    for (const l of p.laid) if (l.paid && destinyOf(cards, d, l.card)?.reveal) waiting.push({ seat, card: l.card, kind: 'reveal', lane: null });
  }
  d.triggers = [...d.triggers, ...waiting];
}

/**
 * M-ACTIVATE-08..11: sides alternate; a team turn gives each active member one action, in the
 * team's order (M-ACTIVATE-09; one member only under M-AMB-12's option). A player is active while
 * it has not passed and has something to resolve. Activation ends when nobody is active.
 */
function nextActor(cards: MeatCards, d: MeatState): boolean {
  const active = (seat: SeatId) => !d.players[seat]!.passed && resolvables(cards, d, seat).length > 0;
  d.turnQueue = d.turnQueue.filter(active);
  if (d.turnQueue.length > 0) return false;
  const anyone = d.seats.some(active);
  if (!anyone) {
    d.phase = 'battle';
    d.step = 'battle-reflex';
    openWindow(d, 'pre-reflex');
    return true;
  }
  // A team turn just ended (or none began): the other side's turn if it can act, else this side's again.
  const want = d.teamTurns === 0 ? d.firstSide : other(d.turnSide);
  const side = sideSeats(d, want).some(active) ? want : other(want);
  d.turnSide = side;
  d.teamTurns++;
  const members = sideSeats(d, side).filter(active);
  // M-AMB-12's option: one member per team turn, taking turns within the team.
  d.turnQueue = d.settings.oneActionPerTeamTurn ? [members[Math.floor(d.teamTurns / 2) % members.length]!] : members;
  for (const seat of d.seats) d.players[seat]!.deferred = false;
  return false;
}

/** M-SUMMARY: survivors, then Defence left; the winner rolls a die per survivor; then the battlefield is cleared. False while the roll waits. */
function summary(d: MeatState): boolean {
  const count = (side: Side) => sideSeats(d, side).flatMap((x) => LANES.map((l) => d.players[x]!.lanes[l])).filter((u) => u !== null);
  const a = count('A');
  const b = count('B');
  const defence = (us: typeof a) => us.reduce((sum, u) => sum + Math.max(0, u!.defence), 0);
  let winner: Side | null = a.length > b.length ? 'A' : b.length > a.length ? 'B' : null;
  let rule = 'M-SUMMARY-01';
  if (!winner) {
    const da = defence(a);
    const db = defence(b);
    winner = da > db ? 'A' : db > da ? 'B' : null;
    rule = winner ? 'M-SUMMARY-02' : 'M-SUMMARY-03';
  }
  let damage = 0;
  if (winner) {
    // M-AMB-23: the dice are the winner's survivors, also when the round was won on Defence.
    const rolled = damageRoll(d, winner, (winner === 'A' ? a : b).length);
    if (rolled === null) return false;
    damage = rolled;
    d.vitality[other(winner)] -= damage;
  }
  d.lastRound = { winner, damage, rule };
  if (fallen(d).length > 0) return true; // M-WIN-02: the game ends before the battlefield is cleared
  // M-SUMMARY-07: everything left goes to its graveyard; not a death, no trigger.
  for (const seat of d.seats) {
    const p = d.players[seat]!;
    for (const lane of LANES) {
      const u = p.lanes[lane];
      if (!u) continue;
      toGrave(d, u.card);
      for (const e of u.equipment) toGrave(d, e.card);
      p.lanes[lane] = null;
    }
    for (const l of p.laid) toGrave(d, l.card);
    p.laid = [];
  }
  d.revealed = false;
  d.round++;
  d.phase = 'opening';
  d.step = 'income';
  return true;
}
