/**
 * The round's flow (C-ROUND-01, catalog §16.1), run after every act: it moves the game on until a
 * seat must decide something. The Supremacy decision, the Intention turns, the Resolution Phase
 * Location by Location (action round, winner, benefits, alms, cleanup), then the end of the round.
 */
import type { SeatId } from '../../engine/game.js';
import type { CygwCards } from '../cards/types.js';
import type { CygwState } from '../state.js';
import { LOCATIONS, location } from '../board/locations.js';
import { benefitOptions } from './benefits.js';
import { cult, divineMight, fromFirst, influence, licenses, place, present } from './model.js';
import { gainCoins, sendHome } from './ops.js';
import { owing, unknownOpen } from '../net/decks.js';

/** The most steps one settle may take: a round has 13 Locations of a handful of steps each. */
const SETTLE_LIMIT = 400;

export function settle(cards: CygwCards, d: CygwState): void {
  for (let i = 0; i < SETTLE_LIMIT && d.phase !== 'over' && d.prompts.length === 0; i++) {
    // Between friends the flow waits while a card turned face up is still unknown (its shares are on their way).
    if (d.net && (unknownOpen(d) || owing(d).length > 0)) return;
    if (!advance(cards, d)) return;
  }
}

/** One step of the flow; false when the floor is someone's to act on. */
function advance(cards: CygwCards, d: CygwState): boolean {
  switch (d.phase) {
    case 'supremacy':
      return supremacyDecision(d);
    case 'intention':
      return intentionTurn(d);
    case 'resolution':
      return resolutionStep(cards, d);
    default:
      return false;
  }
}

/** C-SUPREMACY-04/05: the owner of the face-up card, gained before this round, may celebrate. */
function supremacyDecision(d: CygwState): boolean {
  const { owner, faceUp, gainedRound } = d.supremacy;
  d.phase = 'intention';
  d.turn = null;
  if (owner !== null && faceUp && gainedRound < d.round) {
    d.prompts.push({ kind: 'celebrate', seat: owner });
    return false;
  }
  return true;
}

/** C-INTENT-01/02/03: turns clockwise from the turn's player, skipping who has Prayed; all Prayed ends the phase. */
function intentionTurn(d: CygwState): boolean {
  if (d.dealing) return false;
  const order = fromFirst(d);
  const waiting = order.filter((seat) => !cult(d, seat).prayed && !cult(d, seat).celebrating);
  if (waiting.length === 0) {
    startResolution(d);
    return true;
  }
  if (d.turn === null || !waiting.includes(d.turn)) d.turn = nextOf(order, d.turn, waiting);
  return false;
}

/** The seat after `current` in `order` (cyclic) that is in `eligible`; the first eligible when `current` is null. */
export function nextOf(order: readonly SeatId[], current: SeatId | null, eligible: readonly SeatId[]): SeatId | null {
  if (eligible.length === 0) return null;
  if (current === null) return order.find((s) => eligible.includes(s)) ?? null;
  const i = order.indexOf(current);
  for (let k = 1; k <= order.length; k++) {
    const s = order[(i + k) % order.length]!;
    if (eligible.includes(s)) return s;
  }
  return null;
}

/** Ends an Intention turn: the next seat that has not Prayed. */
export function endIntentionTurn(d: CygwState): void {
  const order = fromFirst(d);
  const waiting = order.filter((seat) => !cult(d, seat).prayed && !cult(d, seat).celebrating);
  d.dealing = false;
  d.mobBenefitUsed = false;
  d.turn = nextOf(order, d.turn, waiting);
}

/** C-RESOLVE-01: every Patriarch stands up again. */
function startResolution(d: CygwState): void {
  d.phase = 'resolution';
  for (const seat of d.seats) cult(d, seat).prayed = false;
  d.active = 0;
  d.step = 'done';
  d.turn = null;
}

/** C-RESOLVE-03/04/05: a Location resolves when, on its turn, a Priest or a non-celebrating Cult's Altar is there. */
export function occupied(d: CygwState, loc: number): boolean {
  const p = place(d, loc);
  return p.priests.length > 0 || p.altars.some((a) => !cult(d, a.owner).celebrating);
}

function resolutionStep(cards: CygwCards, d: CygwState): boolean {
  if (d.step === 'done') {
    let next = d.active + 1;
    while (next <= LOCATIONS.length && !occupied(d, next)) next++;
    if (next > LOCATIONS.length) {
      endOfRound(cards, d);
      return true;
    }
    d.active = next;
    d.step = 'actions';
    d.acted = [];
    d.seize = null;
    d.chalice = false;
    d.raid = false;
    d.winner = null;
    d.communityTaken = [];
    d.turn = actors(d)[0] ?? null;
    if (d.turn === null) beginBenefits(cards, d);
    return true;
  }
  if (d.step === 'actions') {
    if (d.turn !== null) return false;
    beginBenefits(cards, d);
    return true;
  }
  // Benefits taken: alms, then cleanup (C-RESOLVE-13, C-RESOLVE-16).
  payAlms(cards, d);
  for (const p of [...place(d, d.active).priests]) sendHome(d, p.id);
  d.step = 'done';
  return true;
}

/** C-RESOLVE-06/08: who still acts in the action round, in order from the First Player; celebrating Cults sit out. */
export function actors(d: CygwState): SeatId[] {
  return fromFirst(d).filter((seat) => !d.acted.includes(seat) && !cult(d, seat).celebrating);
}

/** After a seat's action-round act: the next actor, or none. */
export function endAction(d: CygwState, seat: SeatId): void {
  if (!d.acted.includes(seat)) d.acted.push(seat);
  d.turn = actors(d)[0] ?? null;
}

/** The winner of the Active Location by C-RESOLVE-09/10/11/15/18, or null. */
export function decideWinner(cards: CygwCards, d: CygwState): SeatId | null {
  const loc = d.active;
  if (d.seize !== null) return d.seize;
  const coinPriest = place(d, loc).priests.find((p) => p.coins > 0);
  if (coinPriest && !cult(d, coinPriest.owner).celebrating) return coinPriest.owner;
  const contenders = d.seats.filter((seat) => present(d, seat, loc) && !cult(d, seat).celebrating);
  if (contenders.length === 0) return null;
  const scored = contenders.map((seat) => ({ seat, inf: influence(cards, d, seat, loc), dm: divineMight(cards, d, seat) }));
  // Chalice of Clarity: the least Influence wins, ties to the lowest Divine Might (C-CULT-JANUS-L1).
  const sign = d.chalice ? -1 : 1;
  scored.sort((a, b) => sign * (b.inf - a.inf) || sign * (b.dm - a.dm) || d.seats.indexOf(a.seat) - d.seats.indexOf(b.seat));
  return scored[0]!.seat;
}

function beginBenefits(cards: CygwCards, d: CygwState): void {
  d.turn = null;
  d.step = 'benefits';
  const loc = d.active;
  d.winner = decideWinner(cards, d);
  // C-LOC-02-04: the coin Priest's coins go to the reserve once the winner is decided.
  for (const p of place(d, loc).priests) p.coins = 0;
  if (d.winner !== null) d.lastWinner = d.winner;
  // C-INTRIGUE-RAID-01: no benefit and no alms.
  if (d.raid) return;
  if (d.winner !== null && benefitOptions(cards, d, d.winner, loc, 'win').length > 0) d.prompts.push({ kind: 'benefit', seat: d.winner, location: loc, via: 'win' });
  for (const seat of communityHolders(cards, d)) if (benefitOptions(cards, d, seat, loc, 'community').length > 0) d.prompts.push({ kind: 'benefit', seat, location: loc, via: 'community' });
}

/** C-RESOLVE-14, C-LICENSE-COMMUNITY-01: present losers holding this Location's Community, clockwise from the First Player. */
export function communityHolders(cards: CygwCards, d: CygwState): SeatId[] {
  return fromFirst(d).filter((seat) => seat !== d.winner && !cult(d, seat).celebrating && present(d, seat, d.active) && licenses(cards, d, seat, 'community').some((l) => l.locations?.includes(d.active)));
}

/** C-RESOLVE-13: every other present Cult gets the alms, except Community holders (C-LICENSE-COMMUNITY-02, house C-AMB-13) and celebrating Cults. */
function payAlms(cards: CygwCards, d: CygwState): void {
  if (d.raid) return;
  const holders = communityHolders(cards, d);
  for (const seat of d.seats) {
    if (seat === d.winner || cult(d, seat).celebrating || !present(d, seat, d.active)) continue;
    const holder = holders.includes(seat);
    if (holder && (d.communityTaken.includes(seat) || !d.settings.communityDeclineGivesAlms)) continue;
    gainCoins(d, seat, location(d.active).alms);
  }
}

/** C-END-01…04 and C-WIN: the victory check first; else the market refill, the sheet Priests, the First Player, a new round. */
function endOfRound(cards: CygwCards, d: CygwState): void {
  const qualifying = d.seats.filter((seat) => {
    const c = cult(d, seat);
    const altars = d.board.reduce((n, p) => n + p.altars.filter((a) => a.owner === seat).length, 0);
    return altars >= 5 || c.mobs >= 4 || c.summoned;
  });
  if (qualifying.length > 0) {
    // C-WIN-06: the highest Divine Might among them.
    const winner = [...qualifying].sort((a, b) => divineMight(cards, d, b) - divineMight(cards, d, a) || d.seats.indexOf(a) - d.seats.indexOf(b))[0]!;
    d.phase = 'over';
    d.turn = null;
    d.active = 0;
    d.ended = { winners: [winner], rule: qualifying.length > 1 ? 'C-WIN-06' : winRule(d, winner), says: `${winner} wins at the end of round ${d.round}` };
    return;
  }
  // C-END-02: any empty slot: the rest go to the bottom in slot order (house C-AMB-16), three new.
  if (d.market.some((x) => x === null)) {
    for (const card of d.market) if (card !== null) d.decks.license.push(card);
    d.market = [0, 1, 2].map(() => d.decks.license.shift() ?? null);
  }
  for (const seat of d.seats) {
    const c = cult(d, seat);
    // C-END-03: sheet Priests are Free again.
    c.free.push(...c.onSheet);
    c.free.sort((a, b) => a - b);
    c.onSheet = [];
    if (c.patriarch === 'sheet') c.patriarch = 'free';
    c.prayed = false;
    c.placements = 0;
    c.celebrating = false;
    c.summoned = false;
  }
  // C-END-04, house C-AMB-15: the winner of the highest resolved Location with a winner; else the token stays.
  if (d.lastWinner !== null) d.first = d.lastWinner;
  d.lastWinner = null;
  d.round += 1;
  d.phase = 'supremacy';
  d.active = 0;
  d.turn = null;
  d.step = 'done';
}

function winRule(d: CygwState, seat: SeatId): string {
  const c = cult(d, seat);
  if (c.summoned) return 'C-WIN-04';
  if (c.mobs >= 4) return 'C-WIN-03';
  return 'C-WIN-02';
}

/** C-SETUP-03 and C-END-02: deal the market from the License deck's top. */
export function dealMarket(d: CygwState): void {
  d.market = [0, 1, 2].map(() => d.decks.license.shift() ?? null);
}

