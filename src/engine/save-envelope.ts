/**
 * A game's save as `{ v, state }`: the version tag keeps an old save from being read
 * under new rules, and the state's shape is checked before anything trusts it.
 */
import * as v from 'valibot';

/** The save text of `state` under `version`. */
export function sealSave(version: number, state: unknown): string {
  return JSON.stringify({ v: version, state });
}

export type OpenedSave<T> = { readonly ok: true; readonly state: T } | { readonly ok: false; readonly error: string };

/**
 * Reads a save written by `sealSave`: the text must be JSON, carry `version`, and hold a state
 * `schema` accepts; otherwise the error says which (`what` names the state, e.g. 'a Cult state').
 */
export function openSave<S extends v.GenericSchema>(text: string, version: number, schema: S, what: string): OpenedSave<v.InferOutput<S>> {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { ok: false, error: 'not JSON' };
  }
  const envelope = raw as { v?: unknown; state?: unknown } | null;
  if (!envelope || typeof envelope !== 'object' || envelope.v !== version) return { ok: false, error: `not a version ${version} save` };
  const parsed = v.safeParse(schema, envelope.state);
  return parsed.success ? { ok: true, state: parsed.output } : { ok: false, error: `not ${what}` };
}
