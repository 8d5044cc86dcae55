/**
 * Riposte's state and acts, with their schemas: acts arrive from peers and saves from storage,
 * so both are checked for shape before anything reads them. States are deep-frozen.
 */
import * as v from 'valibot';
import type { GameEnd } from '../../../../src/engine/game.js';

export interface Instance {
  readonly owner: string;
  /** The card, or null while hidden (its commitment is then all the shared state holds). */
  readonly card: string | null;
  readonly commit?: string;
}

export interface SeatState {
  readonly id: string;
  readonly colour: string;
  /** Draw order: the next card drawn is the first. */
  readonly pile: readonly string[];
  readonly hand: readonly string[];
  readonly score: number;
}

/** An open response window (T-WINDOW-01): the card played, by whom, and who may still answer, in order. */
export interface Window {
  readonly card: string;
  readonly by: string;
  readonly waiting: readonly string[];
}

export interface RiposteState {
  readonly seats: readonly SeatState[];
  readonly cards: Readonly<Record<string, Instance>>;
  /** Cards played, face up, in order. */
  readonly played: readonly string[];
  readonly turn: number;
  /** The index of the seat whose turn it is. */
  readonly current: number;
  readonly window: Window | null;
  readonly target: number;
  readonly ended: GameEnd | null;
}

const id = v.pipe(v.string(), v.minLength(1), v.maxLength(64));
const p = { player: id };

export const actionSchema = v.variant('type', [
  v.strictObject({ type: v.literal('play'), ...p, card: id }),
  v.strictObject({ type: v.literal('skip'), ...p }),
  v.strictObject({ type: v.literal('parry'), ...p, card: id }),
  v.strictObject({ type: v.literal('pass'), ...p }),
]);
export type RiposteAction = v.InferOutput<typeof actionSchema>;

export const settingsSchema = v.strictObject({
  target: v.pipe(v.number(), v.integer(), v.minValue(5), v.maxValue(40)),
});
export type RiposteSettings = v.InferOutput<typeof settingsSchema>;

const nat = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(1_000_000));
const ids = v.pipe(v.array(id), v.maxLength(64));
const rule = v.pipe(v.string(), v.maxLength(32));

export const stateSchema = v.strictObject({
  seats: v.pipe(v.array(v.strictObject({ id, colour: id, pile: ids, hand: ids, score: nat })), v.minLength(2), v.maxLength(3)),
  cards: v.record(id, v.strictObject({ owner: id, card: v.nullable(id), commit: v.optional(v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/))) })),
  played: v.pipe(v.array(id), v.maxLength(200)),
  turn: nat,
  current: nat,
  window: v.nullable(v.strictObject({ card: id, by: id, waiting: ids })),
  target: nat,
  ended: v.nullable(v.strictObject({ winners: ids, rule, says: v.pipe(v.string(), v.maxLength(200)) })),
});

/** Freezes a state and everything in it (it is shared between snapshots, never changed). */
export function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

export function seatOf(state: RiposteState, player: string): SeatState | undefined {
  return state.seats.find((s) => s.id === player);
}
