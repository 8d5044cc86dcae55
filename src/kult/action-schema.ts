/**
 * The shape of an Action, as a schema: actions arrive from peers, URLs and
 * stored logs, so the judge validates the shape before reading any field.
 */
import * as v from 'valibot';
import { STATIONS, SUITS } from './types.js';
import { hex64, issuePath } from '../engine/hex-schemas.js';

const id = v.pipe(v.string(), v.minLength(1), v.maxLength(64));
const station = v.picklist(STATIONS);
const spot = v.union([v.literal('hub'), station]);
const target = v.strictObject({
  card: v.optional(id),
  player: v.optional(id),
  act: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
  suit: v.optional(v.picklist(SUITS)),
  from: v.optional(spot),
  to: v.optional(spot),
});
const p = { player: id };

export const actionSchema = v.variant('type', [
  v.strictObject({ type: v.literal('pass'), ...p }),
  v.strictObject({ type: v.literal('endStep'), ...p }),
  v.strictObject({ type: v.literal('sway'), ...p, from: spot, to: spot }),
  v.strictObject({ type: v.literal('recruit'), ...p, accept: v.boolean(), onto: v.optional(v.pipe(v.array(station), v.maxLength(4))) }),
  v.strictObject({ type: v.literal('repel'), ...p, from: spot, to: v.union([station, v.literal('pool')]), suit: v.picklist(SUITS) }),
  v.strictObject({ type: v.literal('proclaim'), ...p, card: id, cross: id, station }),
  v.strictObject({ type: v.literal('influence'), ...p, card: id, target: v.optional(target) }),
  v.strictObject({ type: v.literal('commandment'), ...p, card: id, target: v.optional(target) }),
  v.strictObject({ type: v.literal('spell'), ...p, card: id, caster: id, target: v.optional(target) }),
  v.strictObject({
    type: v.literal('ability'), ...p, card: id,
    index: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(15)),
    target: v.optional(target),
    repel: v.optional(v.strictObject({ from: spot, to: v.union([station, v.literal('pool')]) })),
  }),
  v.strictObject({ type: v.literal('attack'), ...p, attacker: id, target: id }),
  v.strictObject({ type: v.literal('declineAttack'), ...p }),
  v.strictObject({ type: v.literal('weapon'), ...p, being: id, weapon: id }),
  v.strictObject({ type: v.literal('discard'), ...p, card: v.nullable(id) }),
  v.strictObject({ type: v.literal('choose'), ...p, station }),
  v.strictObject({ type: v.literal('recommit'), ...p, commitments: v.pipe(v.array(hex64('a commitment is 64 hex digits')), v.maxLength(500)) }),
  v.strictObject({ type: v.literal('cut'), ...p, seed: v.pipe(v.string(), v.minLength(8), v.maxLength(128)) }),
  v.strictObject({ type: v.literal('random'), ...p, link: hex64('a hash-chain link is 64 hex digits') }),
]);

/**
 * Each kind's schema by its `type`. The judge checks every action's shape, and
 * a variant tries its options one after another; going straight to the one
 * the action names runs the same checks (so the same problems are found)
 * without trying the others. An action naming no known kind gets the whole
 * variant, whose error lists what was expected.
 */
const kinds = new Map<unknown, v.GenericSchema>(actionSchema.options.map((o) => [o.entries.type.literal, o]));

/**
 * The fields whose shape is wrong ("target.suit"; "action" for the whole). Only fields: the
 * schema's messages quote what the peer sent, and a peer's words never reach the screen. A path
 * through a key the schema does not know names the action as a whole; the list is bounded.
 */
export function actionShapeFields(raw: unknown): string[] {
  const kind = typeof raw === 'object' && raw !== null ? kinds.get((raw as { type?: unknown }).type) : undefined;
  const r = v.safeParse(kind ?? actionSchema, raw);
  if (r.success) return [];
  const fields = r.issues.map((i) => {
    const path = issuePath(i);
    return path && path.split('.').every((k) => FIELDS.has(k) || /^\d{1,3}$/.test(k)) ? path : 'action';
  });
  return [...new Set(fields)].slice(0, 8);
}

/** The schema's own field names: a path through any other key names the action as a whole. */
const FIELDS = new Set(['type', 'player', 'from', 'to', 'accept', 'onto', 'suit', 'card', 'cross', 'station', 'target', 'act', 'caster', 'index', 'repel', 'attacker', 'being', 'weapon', 'commitments', 'seed', 'link']);
