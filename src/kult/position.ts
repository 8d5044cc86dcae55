/**
 * Building a KULT position to play from: a real match set up with `shuffle: false`, its table then
 * arranged by moving real card instances between zones, so every invariant still holds. Lessons,
 * rule tests and fan-made puzzles use it alike (docs/lessons.md).
 *
 * The deal order of an unshuffled deck (K-SETUP-05/06): the first card goes to the Hub, the next
 * seven are the opening hand, the rest is the draw pile, top first. `dealOrder` writes a deck in
 * that order from a hand and the cards beneath it.
 *
 * @example
 * const { ctx, state } = buildPosition(coreCards(), {
 *   seats: [{ id: 'bot', major: 'golab', hand: ['unholy-hunger'] }, { id: 'you', major: 'malkuth', hand: ['lack-of-faith'], rest: ['teacher'] }],
 *   cross: [{ seat: 'you', card: 'teacher', station: 'C2' }],
 *   to: { step: 'deeds' },
 * });
 * const r = act(ctx, state, { type: 'influence', player: 'bot', card: instancesOf(state, 'unholy-hunger', { seat: 'bot' })[0]!, target: { card: instancesOf(state, 'teacher')[0]! } });
 * r.actId; // the id Lack of Faith names: { target: { act: r.actId } }
 */
import type { CardSet } from './cards/card-set.js';
import type { Ctx } from './context.js';
import { invariantProblems } from './invariants.js';
import { act, createMatch } from './match.js';
import type { MatchOptions } from './rules/options.js';
import { floorHolder } from './state/access.js';
import type { Action, CardId, GameState, InstanceId, PlayerId, StationId, Step, Struggle } from './types.js';

/** What fills a hand that names fewer than seven cards, and a thin draw pile. */
export const FILLER_CARD: CardId = 'priest';

/** How many filler cards lie under the named ones, so that a lesson never runs out of cards. */
const FILLER_PILE = 20;

export interface SeatPlan {
  readonly id: PlayerId;
  readonly major: CardId;
  /** The opening hand (padded with `FILLER_CARD` to seven). */
  readonly hand?: readonly CardId[];
  /** Cards under the hand, top first: to place on a cross, attach, or draw. */
  readonly rest?: readonly CardId[];
}

/** A card from its owner's hand or draw pile put on a Station (of its owner's cross unless `cross`). */
export interface CrossPlan {
  readonly seat: PlayerId;
  readonly card: CardId;
  readonly station: StationId;
  readonly markers?: number;
  readonly faceUp?: boolean;
  readonly cross?: PlayerId;
  /** Cards of the same seat attached under it (Weapons, Influences), in order. */
  readonly attach?: readonly CardId[];
}

export interface PositionPlan {
  /** Seating order, clockwise. */
  readonly seats: readonly SeatPlan[];
  readonly struggle?: Struggle;
  readonly seed?: number;
  /** Who takes the first turn (a house option; absent: the lowest Hierarchy, K-FIRST-02). */
  readonly first?: PlayerId;
  readonly options?: MatchOptions;
  readonly cross?: readonly CrossPlan[];
  /** Markers in each named seat's Hub (moved from or to the Pool). */
  readonly hub?: Readonly<Record<PlayerId, number>>;
  /** Markers taken out of the game from the Pool, as a card effect would (K-POOL-04, K-WIN-04). */
  readonly eliminated?: number;
  /** Cards moved from the draw pile into the hand, after the opening seven. */
  readonly draw?: Readonly<Record<PlayerId, readonly CardId[]>>;
  /** Plays on without acts (passing, ending or declining steps) until this step of this turn. */
  readonly to?: { readonly step: Step; readonly turn?: number };
}

/** A plan that cannot be built (a card that is not there, too few markers, a broken invariant). */
export class PositionError extends Error {
  override readonly name = 'PositionError';
}

/** A deck in deal order: the Hub card, the hand padded to seven, `rest`, then filler. */
export function dealOrder(hand: readonly CardId[] = [], rest: readonly CardId[] = []): CardId[] {
  const h = [...hand];
  if (h.length > 7) throw new PositionError(`a hand holds seven cards, not ${h.length}`);
  while (h.length < 7) h.push(FILLER_CARD);
  return [FILLER_CARD, ...h, ...rest, ...Array<CardId>(FILLER_PILE).fill(FILLER_CARD)];
}

/** Sets up the match and arranges it as planned; throws a `PositionError` naming what failed. */
export function buildPosition(cards: CardSet, plan: PositionPlan): { ctx: Ctx; state: GameState } {
  const r = createMatch(cards, {
    players: plan.seats.map((s) => ({ id: s.id, major: s.major, deck: dealOrder(s.hand, s.rest) })),
    struggle: plan.struggle ?? 'continent',
    seed: plan.seed ?? 1,
    shuffle: false,
    options: { collectionMode: true, ...(plan.options ?? {}) },
    ...(plan.first ? { first: plan.first } : {}),
  });
  if (!r.ok) throw new PositionError(`set-up refused: ${r.setup.checks.filter((c) => !c.ok).map((c) => `${c.rule} ${c.says}`).join('; ')}`);
  const { ctx } = r;
  let state = r.state;
  for (const c of plan.cross ?? []) {
    const placed = placeCard(state, c.seat, c.card, c.station, c);
    state = placed.state;
    for (const a of c.attach ?? []) state = attachCard(state, c.seat, a, placed.iid).state;
  }
  for (const [seat, n] of Object.entries(plan.hub ?? {})) state = setHubMarkers(state, seat, n);
  if (plan.eliminated) state = eliminateMarkers(state, plan.eliminated);
  for (const [seat, list] of Object.entries(plan.draw ?? {})) for (const card of list) state = drawToHand(state, seat, card).state;
  if (plan.to) state = playOnUntil(ctx, state, (s) => s.step === plan.to!.step && (plan.to!.turn === undefined || s.turn === plan.to!.turn) && !s.window && !s.pending);
  const problems = invariantProblems(ctx, state);
  if (problems.length > 0) throw new PositionError(`the position breaks the rules' invariants: ${problems.join('; ')}`);
  return { ctx, state };
}

export type Zone = 'hand' | 'drawPile' | 'discardPile' | 'cross';

/**
 * The instances of `card` (the Priest in my hand, the Teacher on any cross), in zone order:
 * hand, cross, draw pile, discard pile, seat by seat. `seat` is the seat whose zones are looked
 * in (for a cross: the cross's seat).
 */
export function instancesOf(state: GameState, card: CardId, where: { readonly seat?: PlayerId; readonly zone?: Zone } = {}): InstanceId[] {
  const found: InstanceId[] = [];
  for (const p of state.players) {
    if (where.seat !== undefined && p.id !== where.seat) continue;
    const zones: Record<Zone, readonly InstanceId[]> = {
      hand: p.hand,
      cross: Object.values(p.cross.stations).flatMap((slot) => (slot ? [slot.base, ...slot.attachments.map((a) => a.iid)] : [])),
      drawPile: p.drawPile,
      discardPile: p.discardPile,
    };
    for (const z of ['hand', 'cross', 'drawPile', 'discardPile'] as const) {
      if (where.zone !== undefined && z !== where.zone) continue;
      for (const iid of zones[z]) if (state.cards[iid]?.card === card) found.push(iid);
    }
  }
  return found;
}

/** The id of the latest act on the open window's chain, or null when nothing is on the floor. */
export function lastActId(state: GameState): number | null {
  const chain = state.window?.chain ?? [];
  return chain.length > 0 ? chain[chain.length - 1]!.id : null;
}

/**
 * Plays on without making any act until `until` holds: whoever holds the floor passes, the active
 * player ends the Sway and Deeds steps, recruits nobody, attacks nobody and discards nothing.
 * Throws when `limit` acts did not get there.
 */
export function playOnUntil(ctx: Ctx, state: GameState, until: (s: GameState) => boolean, limit = 200): GameState {
  let s = state;
  for (let i = 0; i < limit; i++) {
    if (until(s)) return s;
    const move = moveOn(s);
    if (!move) break;
    const r = act(ctx, s, move);
    if (!r.judgement.ok) throw new PositionError(`cannot play on from ${s.step}: ${r.judgement.checks.filter((c) => !c.ok).map((c) => `${c.rule} ${c.says}`).join('; ')}`);
    s = r.state;
  }
  if (until(s)) return s;
  throw new PositionError(`the position did not get there in ${limit} acts (stopped at turn ${s.turn}, ${s.step})`);
}

/** The act that goes on without doing anything, for whoever must act now; null at the end. */
export function moveOn(s: GameState): Action | null {
  if (s.ended) return null;
  const player = floorHolder(s);
  if (s.window) return { type: 'pass', player };
  if (s.pending) return null;
  switch (s.step) {
    case 'sway':
    case 'deeds':
      return { type: 'endStep', player };
    case 'recruit':
      return { type: 'recruit', player, accept: false };
    case 'attack':
      return { type: 'declineAttack', player };
    case 'discard':
      return { type: 'discard', player, card: null };
    default:
      return null;
  }
}

type Mut<T> = { -readonly [K in keyof T]: Mut<T[K]> };

function edit(state: GameState): Mut<GameState> {
  return structuredClone(state) as Mut<GameState>;
}

/** The first instance of `card` in `seat`'s hand or draw pile. */
function takeable(state: GameState, seat: PlayerId, card: CardId): InstanceId {
  const iid = [...instancesOf(state, card, { seat, zone: 'hand' }), ...instancesOf(state, card, { seat, zone: 'drawPile' })][0];
  if (!iid) throw new PositionError(`${seat} has no ${card} in hand or draw pile`);
  return iid;
}

function takeOut(s: Mut<GameState>, iid: InstanceId): void {
  for (const p of s.players) {
    for (const zone of [p.hand, p.drawPile, p.discardPile]) {
      const i = zone.indexOf(iid);
      if (i >= 0) {
        zone.splice(i, 1);
        return;
      }
    }
  }
  throw new PositionError(`${iid} is not in a hand or pile`);
}

/** Puts a card from `seat`'s hand or draw pile on a Station (of `seat`'s cross unless `o.cross`). */
export function placeCard(state: GameState, seat: PlayerId, card: CardId, station: StationId, o: { readonly markers?: number; readonly faceUp?: boolean; readonly cross?: PlayerId } = {}): { state: GameState; iid: InstanceId } {
  const iid = takeable(state, seat, card);
  const s = edit(state);
  takeOut(s, iid);
  const markers = o.markers ?? 0;
  if (s.pool < markers) throw new PositionError(`the Pool holds ${s.pool} markers, not the ${markers} for ${card}`);
  s.pool -= markers;
  const owner = s.players.find((p) => p.id === (o.cross ?? seat));
  if (!owner) throw new PositionError(`no seat ${o.cross ?? seat}`);
  if (owner.cross.stations[station]) throw new PositionError(`${station} of ${owner.id}'s cross is taken`);
  owner.cross.stations[station] = { base: iid, faceUp: o.faceUp ?? true, markers, attachments: [] };
  return { state: s as GameState, iid };
}

/** Attaches a card from `seat`'s hand or draw pile under the card `host`. */
export function attachCard(state: GameState, seat: PlayerId, card: CardId, host: InstanceId): { state: GameState; iid: InstanceId } {
  const iid = takeable(state, seat, card);
  const s = edit(state);
  takeOut(s, iid);
  const slot = s.players.flatMap((p) => Object.values(p.cross.stations)).find((x) => x?.base === host);
  if (!slot) throw new PositionError(`${host} is not on a cross`);
  slot.attachments.push({ iid, src: 0 });
  return { state: s as GameState, iid };
}

/** Moves a card from `seat`'s draw pile into their hand. */
export function drawToHand(state: GameState, seat: PlayerId, card: CardId): { state: GameState; iid: InstanceId } {
  const iid = instancesOf(state, card, { seat, zone: 'drawPile' })[0];
  if (!iid) throw new PositionError(`${seat} has no ${card} in the draw pile`);
  const s = edit(state);
  takeOut(s, iid);
  s.players.find((p) => p.id === seat)!.hand.push(iid);
  return { state: s as GameState, iid };
}

/** Sets the markers in `seat`'s Hub, moving the difference from or to the Pool. */
export function setHubMarkers(state: GameState, seat: PlayerId, markers: number): GameState {
  const s = edit(state);
  const p = s.players.find((x) => x.id === seat);
  if (!p) throw new PositionError(`no seat ${seat}`);
  s.pool += p.cross.hubMarkers - markers;
  p.cross.hubMarkers = markers;
  if (s.pool < 0) throw new PositionError(`the Pool cannot give ${seat} ${markers} markers`);
  return s as GameState;
}

/** Takes `n` markers out of the game from the Pool, as a card effect would (K-POOL-04, K-WIN-04). */
export function eliminateMarkers(state: GameState, n: number): GameState {
  const s = edit(state);
  if (s.pool < n) throw new PositionError(`the Pool holds ${s.pool} markers, not the ${n} to eliminate`);
  s.pool -= n;
  s.eliminated += n;
  return s as GameState;
}
