/**
 * A lesson's acts name cards and acts ("the Priest in my hand", "the act on the floor"); the engine
 * takes instance ids and act ids. These resolve one into the other against the state of the
 * moment, or say what could not be found.
 */
import { instancesOf, lastActId } from '../position.js';
import type { Action, GameState, InstanceId, PlayerId, Target } from '../types.js';
import type { ActTemplate, CardRef } from './lesson-schema.js';

export type Resolved = { readonly ok: true; readonly action: Action } | { readonly ok: false; readonly missing: string };

class Missing extends Error {}

function card(state: GameState, ref: CardRef, seat: PlayerId): InstanceId {
  const found = instancesOf(state, ref.card, { seat: ref.seat ?? seat });
  const iid = found[ref.n ?? 0];
  if (!iid) throw new Missing(`no ${ref.card}${ref.n ? ` #${ref.n}` : ''} of ${ref.seat ?? seat}`);
  return iid;
}

function actId(state: GameState, ref: 'last' | { readonly card: string }): number {
  const chain = state.window?.chain ?? [];
  const id = ref === 'last' ? lastActId(state) : ([...chain].reverse().find((e) => e.card === ref.card)?.id ?? null);
  if (id === null) throw new Missing(ref === 'last' ? 'no act on the floor' : `no act with ${ref.card} on the floor`);
  return id;
}

/** The engine's action for `t`, played by `seat` unless it names its player. */
export function resolveAct(state: GameState, t: ActTemplate, seat: PlayerId): Resolved {
  const player = t.player ?? seat;
  try {
    const out: Record<string, unknown> = { type: t.type, player };
    for (const k of ['attacker', 'caster', 'being', 'weapon'] as const) {
      const ref = t[k];
      if (ref) out[k] = card(state, ref, player);
    }
    if (t.card !== undefined) out['card'] = t.card === null ? null : card(state, t.card, player);
    // An attack's target is the Being itself (an instance id), not a target object.
    if (t.type === 'attack' && t.target?.card) out['target'] = card(state, t.target.card, player);
    else if (t.target) {
      const tg: Record<string, unknown> = {};
      if (t.target.card) tg['card'] = card(state, t.target.card, player);
      if (t.target.act !== undefined) tg['act'] = actId(state, t.target.act);
      for (const k of ['player', 'suit', 'from', 'to'] as const) if (t.target[k] !== undefined) tg[k] = t.target[k];
      out['target'] = tg as Target;
    }
    for (const k of ['from', 'to', 'suit', 'cross', 'station', 'accept', 'onto', 'index', 'repel'] as const) if (t[k] !== undefined) out[k] = t[k];
    return { ok: true, action: out as unknown as Action };
  } catch (e) {
    if (e instanceof Missing) return { ok: false, missing: e.message };
    throw e;
  }
}

/** Whether an attempted action is the act `t` names in this state. */
export function isAct(state: GameState, t: ActTemplate, action: Action): boolean {
  const r = resolveAct(state, t, action.player);
  return r.ok && sameAction(r.action, action);
}

/** Structural equality of two actions (key order aside). */
export function sameAction(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a).filter((k) => (a as Record<string, unknown>)[k] !== undefined);
  const kb = Object.keys(b).filter((k) => (b as Record<string, unknown>)[k] !== undefined);
  if (ka.length !== kb.length) return false;
  return ka.every((k) => sameAction((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}

/** The card id an action is made with (the card played, the ability's card, the attacker), if any. */
export function cardOf(state: GameState, action: Action): string | undefined {
  const a = action as { card?: InstanceId | null; attacker?: InstanceId; weapon?: InstanceId };
  const iid = a.card ?? a.attacker ?? a.weapon;
  return iid ? state.cards[iid]?.card ?? undefined : undefined;
}
