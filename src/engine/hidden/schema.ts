/**
 * The wire shape of a deck event (NET-SHAPE-01): hex of fixed length, bounded strings and lists,
 * so nothing a peer sends grows past what the protocol needs before the judge reads it.
 */
import * as v from 'valibot';
import type { DeckEvent } from './state.js';

const hex64 = v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/));
const seat = v.pipe(v.string(), v.maxLength(64));
const handle = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(511));
const proof = v.strictObject({ c: hex64, s: hex64 });
const ct = v.strictObject({ a: hex64, b: hex64 });
const end = v.picklist(['top', 'bottom']);

export const DeckEventSchema = v.variant('kind', [
  v.strictObject({ kind: v.literal('key'), by: seat, y: hex64, proof }),
  v.strictObject({ kind: v.literal('shuffle'), by: seat, deck: v.pipe(v.array(ct), v.maxLength(512)) }),
  v.strictObject({ kind: v.literal('draw'), by: seat, from: end }),
  v.strictObject({ kind: v.literal('reveal'), by: seat, from: end }),
  v.strictObject({ kind: v.literal('show'), by: seat, handle }),
  v.strictObject({ kind: v.literal('pass'), by: seat, handle, to: seat, ct, proof }),
  v.strictObject({ kind: v.literal('put'), by: seat, handle, where: end, ct, proof }),
  v.strictObject({ kind: v.literal('share'), by: seat, handle, d: hex64, proof }),
]);

/** A peer's deck event, or the field that is wrong (never the peer's value). */
export function parseDeckEvent(input: unknown): { ok: true; event: DeckEvent } | { ok: false; field: string } {
  const r = v.safeParse(DeckEventSchema, input);
  if (r.success) return { ok: true, event: r.output };
  return { ok: false, field: v.getDotPath(r.issues[0]) ?? '(message)' };
}
