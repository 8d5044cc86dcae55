/**
 * Scenario builder for rule tests: a real match (createMatch, shuffle:false,
 * collection mode for small decks) whose table is then arranged by moving
 * real card instances between zones, so every invariant still holds.
 */
import assert from 'node:assert/strict';
import {
  act, attachCard, coreCards, createMatch, dealOrder, drawToHand, FILLER_CARD, floorHolder, instancesOf, invariantProblems, legalActions, placeCard, playOnUntil, setHubMarkers,
  type Action, type CardId, type Ctx, type GameState, type InstanceId, type Judgement, type PlayerId, type StationId, type Step,
} from '../../src/kult/index.js';

export interface SeatSpec {
  readonly id: PlayerId;
  readonly major: CardId;
  /** Cards dealt in this order: first the Hub card, then the 7-card hand, then the draw pile. */
  readonly deck: readonly CardId[];
  /** Networked play: the head of this seat's hash chain (NET-RANDOM-01); every seat or none. */
  readonly chain?: string;
}

export const FILLER: CardId = FILLER_CARD;

/** A deck whose Hub card and hand are `hand` (padded with Priests), then `rest` (src/kult/position.ts). */
export function deckOf(hand: readonly CardId[], rest: readonly CardId[] = []): CardId[] {
  return dealOrder(hand, rest);
}

export function newMatch(seats: readonly SeatSpec[], opts: { struggle?: 'continent' | 'world'; seed?: number; options?: Record<string, unknown> } = {}) {
  const r = createMatch(coreCards(), {
    players: seats,
    struggle: opts.struggle ?? 'continent',
    seed: opts.seed ?? 1,
    shuffle: false,
    options: { collectionMode: true, ...(opts.options ?? {}) },
  });
  if (!r.ok) assert.fail(`setup failed: ${r.setup.checks.filter((c) => !c.ok).map((c) => c.says).join('; ')}`);
  return { ctx: r.ctx, state: r.state };
}

/** Two players: Kether (a, red, hierarchy 1 → starts) vs Golab (b, blue). */
export function duel(handA: readonly CardId[] = [], handB: readonly CardId[] = [], opts: Parameters<typeof newMatch>[1] = {}) {
  return newMatch([{ id: 'a', major: 'kether', deck: deckOf(handA) }, { id: 'b', major: 'golab', deck: deckOf(handB) }], opts);
}

/** The first instance of `card` in `player`'s hand or draw pile. */
export function findCard(state: GameState, player: PlayerId, card: CardId): InstanceId {
  const iid = [...instancesOf(state, card, { seat: player, zone: 'hand' }), ...instancesOf(state, card, { seat: player, zone: 'drawPile' })][0];
  assert.ok(iid, `${player} has no ${card} in hand or draw pile`);
  return iid;
}

/** Puts a card from `owner`'s hand/draw pile on a Station of `cross` (default: the owner's). */
export function place(state: GameState, owner: PlayerId, card: CardId, station: StationId, o: { markers?: number; faceUp?: boolean; cross?: PlayerId } = {}): { state: GameState; iid: InstanceId } {
  return placeCard(state, owner, card, station, o);
}

/** Attaches a card from `owner`'s hand/draw pile under the card `host`. */
export function attach(state: GameState, owner: PlayerId, card: CardId, host: InstanceId): { state: GameState; iid: InstanceId } {
  return attachCard(state, owner, card, host);
}

/** Moves a card from the draw pile into the hand (for cards beyond the opening seven). */
export function toHand(state: GameState, player: PlayerId, card: CardId): { state: GameState; iid: InstanceId } {
  const held = instancesOf(state, card, { seat: player, zone: 'hand' })[0];
  return held ? { state, iid: held } : drawToHand(state, player, card);
}

/** Sets Hub and Pool counts, keeping the total (markers move between the Pool and the Hub). */
export function setHub(state: GameState, player: PlayerId, markers: number): GameState {
  return setHubMarkers(state, player, markers);
}

export function check(ctx: Ctx, state: GameState): void {
  assert.deepEqual(invariantProblems(ctx, state), []);
}

/** Applies an action that must be legal; returns the next state. */
export function ok(ctx: Ctx, state: GameState, action: Action): GameState {
  const r = act(ctx, state, action);
  assert.ok(r.judgement.ok, `expected legal: ${JSON.stringify(action)} → ${failures(r.judgement)}`);
  check(ctx, r.state);
  return r.state;
}

/** Asserts an action is refused citing `rule`, and that the state is unchanged. */
export function refused(ctx: Ctx, state: GameState, action: unknown, rule: string): Judgement<unknown> {
  const r = act(ctx, state, action);
  assert.equal(r.judgement.ok, false, `expected refusal of ${JSON.stringify(action)}`);
  assert.ok(r.judgement.checks.some((c) => !c.ok && c.rule === rule), `expected failing ${rule}, got: ${failures(r.judgement)}`);
  assert.equal(r.state, state, 'a rejected action must return the same state');
  return r.judgement;
}

export function failures(j: Judgement<unknown>): string {
  return j.checks.filter((c) => !c.ok).map((c) => `${c.rule}: ${c.says}`).join(' | ') || '(none)';
}

/** Everyone passes every open window until `pred` holds (no other acts). */
export function passWhile(ctx: Ctx, state: GameState, pred: (s: GameState) => boolean, limit = 200): GameState {
  let s = state;
  for (let i = 0; i < limit && pred(s); i++) {
    const p = floorHolder(s);
    s = ok(ctx, s, { type: 'pass', player: p });
  }
  return s;
}

/** Closes the open window by passing all round. */
export function closeWindow(ctx: Ctx, state: GameState): GameState {
  return passWhile(ctx, state, (s) => s.window !== null);
}

/** Advances the active player's turn to the start of `step` by passing windows and ending/declining steps. */
export function toStep(ctx: Ctx, state: GameState, step: Step, limit = 100): GameState {
  return playOnUntil(ctx, state, (s) => s.step === step && !s.window && !s.pending, limit);
}

export function player(state: GameState, id: PlayerId) {
  return state.players.find((p) => p.id === id)!;
}

export { legalActions };
