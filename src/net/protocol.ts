/**
 * The wire protocol between two taroticum peers. Every message from a peer
 * is `unknown` until `parseWire` accepts its shape; nothing else reads it.
 *
 * Setup (each side sends its own, in any interleaving; see machines/session.ts):
 *   hello (with the head of the table's hash chain for in-game random draws,
 *   NET-RANDOM-01) → seed commit/reveal (shared randomness) → major commit/reveal
 *   (simultaneous reveal, K-SETUP-02) → [swap, when both chose the same Major,
 *   K-SETUP-03] → deck-list commit + per-card commitments → cut of the
 *   adversary's commitments (K-SETUP-04) → play.
 * Play: `env` envelopes from the floor holder, answered by `ack` or `reject`. A random
 * outcome waits for each table's next chain link, sent as an act (`random`) like any other.
 * Reconnect: `sync` says what was received; the other side resends the rest.
 * End: `audit` reveals every salt and the deck list; `audited` says the friend's audit
 * arrived and was checked (until then a table sends its audit again after a drop).
 */
import * as v from 'valibot';
import { HEX32 } from '../engine/commitment.js';
import { actionSchema } from '../kult/action-schema.js';
import { isOfferedClock, OFFERED_SETTINGS } from './offered-settings.js';
import { ownProblem, schemaKeys, wireProblem } from './wire-problem.js';

/**
 * 2: the state hash folds raw part digests, the card table per entry.
 * 3: states are fingerprinted with two XXH64 (32 hex digits), the lasting
 * effects and rng state folded as parts (src/kult/match.ts `stateHash`).
 * 4: setup and audit messages may come twice (sent again after a reconnect), and
 * `audited` closes the match.
 * 5: fair play against a modified table (docs/fair-play.md): length-prefixed commitments with
 * 32-hex salts and seeds, the deck list committed before the Majors are revealed and opened in
 * an exchange, random outcomes from hash chains (`hello.chain`, `random` acts), refusals of
 * messages that were no act (`reject.what`), settings from the lobby's list.
 */
export const PROTOCOL_VERSION = 5;

const hex64 = v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/, 'a 64-hex-digit hash'));
/** Seeds, salts, nonces and cuts: one strict format, so a commitment opens in one way only (NET-COMMIT-02). */
const hex32 = v.pipe(v.string(), v.regex(HEX32, '32 lowercase hex digits'));
const fingerprint = v.pipe(v.string(), v.regex(/^[0-9a-f]{32}$/, 'a 32-hex-digit state fingerprint'));
const short = v.pipe(v.string(), v.minLength(1), v.maxLength(128));
const seq = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(10_000_000));
const cardId = v.pipe(v.string(), v.regex(/^[a-z0-9][a-z0-9-]*$/), v.maxLength(64));
const iid = v.pipe(v.string(), v.minLength(1), v.maxLength(64));
const reveal = v.strictObject({ iid, card: cardId, salt: hex32 });

const check = v.strictObject({ rule: v.pipe(v.string(), v.maxLength(32)), ok: v.boolean(), says: v.pipe(v.string(), v.maxLength(2000)), houseDefault: v.optional(v.boolean()) });

const envEntries = {
  t: v.literal('env'),
  v: v.pipe(v.number(), v.integer()),
  match: short,
  seq,
  from: short,
  prev: fingerprint,
  event: actionSchema,
  reveals: v.optional(v.pipe(v.array(reveal), v.maxLength(8))),
};

/** An act as it travels (also kept as evidence of a violation, src/net/violation.ts). */
export const envelopeSchema = v.strictObject(envEntries);

const wireOptions = [
  v.strictObject({
    t: v.literal('hello'),
    v: v.pipe(v.number(), v.integer()),
    ruleset: v.picklist(['FAQ', 'BASE_V1', 'IT']),
    cards: hex64,
    name: v.pipe(v.string(), v.maxLength(40)),
    /** The host's table settings; the guest sees and accepts them before it commits (NET-SETTINGS-01). */
    struggle: v.picklist(OFFERED_SETTINGS.struggle, 'one of the struggles the lobby offers (NET-SETTINGS-01)'),
    // A picklist by check, so the field stays a number for the session's settings.
    clockSeconds: v.pipe(v.number(), v.check(isOfferedClock, 'one of the response clocks the lobby offers (NET-SETTINGS-01)')),
    /** A returning peer names the match it resumes and what it last received. */
    resume: v.optional(v.strictObject({ match: short, received: seq })),
    /** New for every start of a table's setup: a second hello with another one is a table that started again. */
    nonce: hex32,
    /** The head of this table's hash chain, fixed before anything of the game is known (NET-RANDOM-01). */
    chain: hex64,
  }),
  v.strictObject({ t: v.literal('commit'), what: v.picklist(['seed', 'major', 'list']), hash: hex64 }),
  /** A seed's value is 32 hex digits, a Major's its card id (the session checks which). */
  v.strictObject({ t: v.literal('reveal'), what: v.picklist(['seed', 'major']), value: v.union([hex32, cardId]), salt: hex32 }),
  /** K-SETUP-03: the deck list handed over, opening the list commitment made before the Majors were revealed (NET-COMMIT-03). */
  v.strictObject({ t: v.literal('swap'), list: v.pipe(v.array(cardId), v.maxLength(500)), listSalt: hex32 }),
  v.strictObject({ t: v.literal('deck'), commitments: v.pipe(v.array(hex64), v.minLength(1), v.maxLength(500)) }),
  v.strictObject({ t: v.literal('cut'), seed: hex32 }),
  envelopeSchema,
  v.strictObject({ t: v.literal('ack'), seq, hash: fingerprint }),
  /** `what: 'message'`: the refused message was no act (malformed, or a stray refusal), so `seq` names no act to dispute. */
  v.strictObject({ t: v.literal('reject'), seq, checks: v.pipe(v.array(check), v.maxLength(64)), what: v.optional(v.literal('message')) }),
  v.strictObject({ t: v.literal('sync'), received: seq }),
  v.strictObject({
    t: v.literal('audit'),
    list: v.pipe(v.array(cardId), v.maxLength(500)),
    listSalt: hex32,
    reveals: v.pipe(v.array(reveal), v.maxLength(1000)),
  }),
  v.strictObject({ t: v.literal('audited') }),
  /** The sender's table failed; `reason` is its error code (never free text: the receiver shows it). */
  v.strictObject({ t: v.literal('bye'), reason: v.pipe(v.string(), v.regex(/^[a-z][a-z-]{0,39}$/, 'an error code')) }),
] as const;

export const wireSchema = v.variant('t', wireOptions);

/**
 * The one option of {@link wireSchema} a message names by its `t` (an envelope: by its action's
 * `type` too), so that parseWire runs the same checks without first trying every other kind,
 * each failed try building an issue. A message naming no known kind gets the whole schema, and
 * its error says what was expected.
 */
const kinds = new Map<unknown, v.GenericSchema>(wireOptions.map((o) => [o.entries.t.literal, o]));
const envelopes = new Map<unknown, v.GenericSchema>(actionSchema.options.map((o) => [o.entries.type.literal, v.strictObject({ ...envEntries, event: o })]));

function schemaFor(raw: unknown): v.GenericSchema | undefined {
  if (typeof raw !== 'object' || raw === null) return undefined;
  const t = (raw as { t?: unknown }).t;
  if (t !== 'env') return kinds.get(t);
  const event = (raw as { event?: unknown }).event;
  return typeof event === 'object' && event !== null ? envelopes.get((event as { type?: unknown }).type) : undefined;
}

export type Wire = v.InferOutput<typeof wireSchema>;
export type WireOf<T extends Wire['t']> = Extract<Wire, { t: T }>;
export type Envelope = WireOf<'env'>;

export type ParseResult = { readonly ok: true; readonly message: Wire } | { readonly ok: false; readonly error: string };

/** Validates an untrusted peer message; the error names the field and the kind, never the friend's value (NET-SHAPE-01). */
export function parseWire(raw: unknown): ParseResult {
  const r = v.safeParse(schemaFor(raw) ?? wireSchema, raw, { abortEarly: true, message: ownProblem });
  if (r.success) return { ok: true, message: r.output as Wire };
  const t = typeof raw === 'object' && raw !== null ? (raw as { t?: unknown }).t : undefined;
  return { ok: false, error: wireProblem(r.issues[0]!, (wireKeys ??= schemaKeys(wireSchema)), typeof t === 'string' && kinds.has(t) ? t : null) };
}

/** The field names a refusal may show (built on the first refusal). */
let wireKeys: Set<string> | null = null;
