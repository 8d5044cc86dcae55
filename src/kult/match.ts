/**
 * The public face of the engine: create a match, judge and apply actions,
 * and save or restore a snapshot. Everything is a pure function of its
 * inputs; randomness comes only from the seed in the config.
 */
import * as v from 'valibot';
import { canonicalJson } from '../engine/canonical.js';
import { issuePath } from '../engine/hex-schemas.js';
import { fingerprint, fingerprintHex } from '../engine/fingerprint.js';
import { canonicalBytes } from '../engine/canonical-bytes.js';
import { type Judgement } from '../engine/judgement.js';
import { applyAction } from './apply.js';
import type { CardSet } from './cards/card-set.js';
import type { Ctx } from './context.js';
import { invariantProblems } from './invariants.js';
import { judge } from './judge.js';
import { setupMatch, type MatchConfig, type SetupResult } from './rules/setup.js';
import { stateSchema } from './state-schema.js';
import type { Action, GameState } from './types.js';

/**
 * Sets up a match (K-SETUP-01..09). Bad decks or Majors come back as a
 * failing Judgement, never as a throw.
 *
 * @example
 * const r = createMatch(cards, { players: [{ id: 'a', major: 'kether', deck }, { id: 'b', major: 'golab', deck: deck2 }], struggle: 'continent', seed: 7 });
 * if (r.ok) console.log(r.state.active); // lowest Hierarchy starts
 */
export function createMatch(cards: CardSet, config: MatchConfig): SetupResult & { readonly ctx: Ctx } {
  const ctx: Ctx = { cards };
  return { ...setupMatch(ctx, config), ctx };
}

export interface ActResult {
  readonly state: GameState;
  readonly judgement: Judgement<unknown>;
  /**
   * The id the act was recorded under when it went on the chain (what Sorry or Lack of Faith
   * name as `target.act`); absent for a refused act and for one that made no act (a pass).
   */
  readonly actId?: number;
}

/**
 * Judges an action and, if legal, applies it. A rejected action returns the
 * very same state object with the failing Judgement.
 *
 * @example
 * const { state: next, judgement } = act(ctx, state, { type: 'pass', player: 'b' });
 */
export function act(ctx: Ctx, state: GameState, action: unknown): ActResult {
  const judgement = judge(ctx, state, action);
  if (!judgement.ok) return { state, judgement };
  const next = applyAction(ctx, state, action as Action);
  return next.nextAct > state.nextAct ? { state: next, judgement, actId: state.nextAct } : { state: next, judgement };
}

/** Raw 16-byte fingerprints of immutable sub-objects (card-table entries, the table, options, lasting effects, rng, each seat), by object identity. */
const partDigests = new WeakMap<object, Uint8Array>();

function partDigest(part: object): Uint8Array {
  let d = partDigests.get(part);
  if (!d) {
    d = fingerprint(canonicalBytes(part));
    partDigests.set(part, d);
  }
  return d;
}

/**
 * The card-identity table (a hundred-odd entries, ~14 KB with commitments)
 * changes a few entries at a time: a reveal copies the table and replaces
 * only the revealed entries. Its digest folds the per-entry digests (each
 * remembered by entry object) in key order, then the canonical key list, so
 * a reveal re-hashes the entries it made plus ~4 KB instead of the table.
 */
function cardsDigest(cards: GameState['cards']): Uint8Array {
  let d = partDigests.get(cards);
  if (!d) {
    const keys = Object.keys(cards).sort();
    d = fingerprint(canonicalBytes(keys, keys.map((k) => partDigest(cards[k]!))));
    partDigests.set(cards, d);
  }
  return d;
}

/**
 * The state's fingerprint (`engine/fingerprint.ts`, 32 hex digits): equal on
 * every peer that applied the same actions. A Merkle fold: the card-identity
 * table (per entry, see `cardsDigest`), the options, the lasting effects, the
 * rng state and each seat are fingerprinted once per object, and their
 * 16-byte digests are fed, in that order, ahead of the canonical bytes of
 * the rest of the top level (those five keys left out, `players` written as
 * the seat count); a networked state's hash chains (`chains`) are one more
 * part, after the seats. States are immutable and drafts copy a part only when
 * they change it (state/draft.ts), so an act re-hashes just the parts it
 * touched plus the ~300 bytes of the top level.
 */
export function stateHash(state: GameState): string {
  let hex = stateHashes.get(state);
  if (hex === undefined) {
    const parts = [cardsDigest(state.cards), partDigest(state.options), partDigest(state.lasting), partDigest(state.rng)];
    for (const seat of state.players) parts.push(partDigest(seat));
    // Networked play's hash chains, after the seats (solo and simulated states have none, and hash as before).
    if (state.chains) parts.push(partDigest(state.chains));
    hex = fingerprintHex(canonicalBytes(state, parts, foldedTopLevel(state.players.length)));
    stateHashes.set(state, hex);
  }
  return hex;
}

/** The top-level keys whose digests lead the fold, left out of its canonical bytes; `players` becomes the seat count. */
const foldedTopLevel = (seats: number) => ({ cards: undefined, options: undefined, lasting: undefined, rng: undefined, chains: undefined, players: seats });

/** A state is hashed more than once (the envelope's `prev`, the ack, the log): remembered per state object. */
const stateHashes = new WeakMap<GameState, string>();

/** A lossless snapshot (canonical JSON). */
export function serialize(state: GameState): string {
  return canonicalJson(state);
}

export type RestoreResult = { readonly ok: true; readonly state: GameState } | { readonly ok: false; readonly error: string };

/** Restores a snapshot, checking its shape and invariants; bad data is refused, never half-loaded. */
export function restore(ctx: Ctx, text: string): RestoreResult {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (e) {
    return { ok: false, error: `snapshot is not JSON: ${(e as Error).message}` };
  }
  const parsed = v.safeParse(stateSchema, raw);
  if (!parsed.success) {
    const i = parsed.issues[0]!;
    return { ok: false, error: `snapshot shape: ${issuePath(i)}: ${i.message}` };
  }
  const state = parsed.output as unknown as GameState;
  const problems = invariantProblems(ctx, state);
  if (problems.length > 0) return { ok: false, error: `snapshot invariants: ${problems.slice(0, 3).join('; ')}` };
  return { ok: true, state };
}
