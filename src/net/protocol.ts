/**
 * The wire protocol between taroticum tables, for any game (src/engine/game.ts). Every message
 * from a peer is `unknown` until the game's codec ({@link wireCodec}) accepts its shape; nothing
 * else reads it. The game lends the schemas of its acts, settings and secret choice.
 *
 * Setup (each side sends its own, in any interleaving; see machines/session/):
 *   hello (game, content hash, settings, the head of the table's hash chain for in-game random
 *   draws, NET-RANDOM-01) → seed commit/reveal (NET-SEED-01) → the secret choice and the list
 *   committed, then the choices revealed together (K-SETUP-02) → [swap, when the game's
 *   exchanges say so, K-SETUP-03] → the pile's per-card commitments → the cut of the
 *   adversary's commitments (K-SETUP-04) → play.
 * Play: `env` envelopes from the floor holder, answered by `ack` or `reject`. A random
 * outcome waits for each table's next chain link, sent as an act like any other.
 * Reconnect: `sync` says what was received; the other side resends the rest.
 * Take back (NET-UNDO-…): `undo` asks the friend to take back this table's last act (its seq and
 * the fingerprint after it); the friend's player answers with `undo-answer` (on allow: the
 * fingerprint both tables return to), or its table refuses an illegal request with a `reject`
 * whose `what` is `undo`.
 * End: `audit` reveals every salt and the list; `audited` says the friend's audit arrived and
 * was checked (until then a table sends its audit again after a drop).
 */
import * as v from 'valibot';
import { hex32 as hex32Of, hex64 as hex64Of } from '../engine/hex-schemas.js';
import type { AnyGame, GameAction } from '../engine/game.js';
import { isOfferedClock } from './offered-settings.js';
import { ownProblem, schemaKeys, wireProblem } from './wire-problem.js';

/**
 * 2: the state hash folds raw part digests, the card table per entry.
 * 3: states are fingerprinted with two XXH64 (32 hex digits), the lasting
 * effects and rng state folded as parts (src/kult/match.ts `stateHash`).
 * 4: setup and audit messages may come twice (sent again after a reconnect), and
 * `audited` closes the match.
 * 5: fair play against a modified table (docs/fair-play.md): length-prefixed commitments with
 * 32-hex salts and seeds, the list committed before the choices are revealed and opened in
 * an exchange, random outcomes from hash chains (`hello.chain`), refusals of messages that
 * were no act (`reject.what`), settings from the lobby's list.
 * 6: any game: the hello names the game, its content hash and its settings; the setup speaks of
 * a choice and a pile instead of a Major Arcanum and a deck.
 * 7: a table may ask the other to take back its last act (`undo`, answered by `undo-answer` or a
 * `reject` with `what: 'undo'`; NET-UNDO-01…03).
 * 8: three to six seats (docs/protocol.md, "More than two seats"): a roster confirmed by hash
 * (`hello.roster`, `hello.seat`, NET-ROSTER-01); acks and refusals of acts go to every seat, a
 * refusal naming the act's `author`, so every table sees a desync or a dispute and names the seat.
 * 9: spectators (docs/protocol.md, "Spectators"): a watching browser's `watch` hello and the host's
 * feed to it (src/net/spectate/watch-wire.ts; NET-SPECTATE-01…03). The players' messages are those of 8.
 * 10: a table of three or more seats says which seats it reaches (`links`), so that every table
 * can name a pair with no path between them (NET-MESH-01). Two-seat messages are those of 9.
 * 11: the host tells the guest how many spectators watch and whether it lets them (`watchers`,
 * NET-SPECTATE-01), so both players see it.
 */
export const PROTOCOL_VERSION = 11;

const hex64 = hex64Of();
/** Seeds, salts, nonces and cuts: one strict format, so a commitment opens in one way only (NET-COMMIT-02). */
const hex32 = hex32Of();
const fingerprint = hex32Of('a 32-hex-digit state fingerprint');
const short = v.pipe(v.string(), v.minLength(1), v.maxLength(128));
const seq = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(10_000_000));
const cardId = v.pipe(v.string(), v.regex(/^[a-z0-9][a-z0-9-]*$/, 'a card id'), v.maxLength(64));
const iid = v.pipe(v.string(), v.minLength(1), v.maxLength(64));
const reveal = v.strictObject({ iid, card: cardId, salt: hex32 });
const check = v.strictObject({ rule: v.pipe(v.string(), v.maxLength(32)), ok: v.boolean(), says: v.pipe(v.string(), v.maxLength(2000)), houseDefault: v.optional(v.boolean()) });

/** The most cards a pile or a list may have on the wire (a KULT deck has no upper limit in the rules). */
export const MAX_PILE = 500;

export interface Hello {
  readonly t: 'hello';
  readonly v: number;
  /** The game both tables play (`kult`). */
  readonly game: string;
  /** The hash of the game's content (the card set). */
  readonly content: string;
  /** The host's settings for the game; the guest sees and accepts them before it commits (NET-SETTINGS-01). */
  readonly settings: unknown;
  /** Seconds a player has to respond in a window before its own table passes (0: none). */
  readonly clockSeconds: number;
  readonly name: string;
  /** A returning peer names the match it resumes and what it last received. */
  readonly resume?: { readonly match: string; readonly received: number };
  /** New for every start of a table's setup: a second hello with another one is a table that started again. */
  readonly nonce: string;
  /** The head of this table's hash chain, fixed before anything of the game is known (NET-RANDOM-01). */
  readonly chain: string;
  /** More than two seats: the hash of the roster this table plays by, confirmed before any commitment (NET-ROSTER-01). */
  readonly roster?: string;
  /** More than two seats: the seat this table plays in that roster. */
  readonly seat?: string;
}

export interface Envelope {
  readonly t: 'env';
  readonly v: number;
  readonly match: string;
  /** The number of acts played before this one. */
  readonly seq: number;
  readonly from: string;
  /** The fingerprint of the state the act was made on. */
  readonly prev: string;
  readonly event: GameAction;
  /** The hidden cards the act shows, each opening its commitment. */
  readonly reveals?: readonly { readonly iid: string; readonly card: string; readonly salt: string }[];
}

export type Wire =
  | Hello
  | { readonly t: 'commit'; readonly what: 'seed' | 'choice' | 'list'; readonly hash: string }
  /** A seed's value is 32 hex digits, a choice the game's (the session checks which). */
  | { readonly t: 'reveal'; readonly what: 'seed' | 'choice'; readonly value: string; readonly salt: string }
  /** K-SETUP-03: the list handed over, opening the list commitment made before the choices were revealed (NET-COMMIT-03). */
  | { readonly t: 'swap'; readonly list: readonly string[]; readonly listSalt: string }
  /** One commitment per card of the pile, in an order only its owner knows. */
  | { readonly t: 'pile'; readonly commitments: readonly string[] }
  | { readonly t: 'cut'; readonly seed: string }
  | Envelope
  | { readonly t: 'ack'; readonly seq: number; readonly hash: string }
  /** `what: 'message'`: the refused message was no act (malformed, or a stray refusal), so `seq` names no act to dispute. */
  /** `author` (more than two seats): the seat whose act is refused, so that every seat that accepted it sees the dispute (NET-DISPUTE-01). */
  | { readonly t: 'reject'; readonly seq: number; readonly checks: readonly { readonly rule: string; readonly ok: boolean; readonly says: string; readonly houseDefault?: boolean }[]; readonly what?: 'message' | 'undo'; readonly author?: string }
  | { readonly t: 'sync'; readonly received: number }
  /** NET-UNDO-01: take back my act `seq`, after which the state's fingerprint was `hash`. */
  | { readonly t: 'undo'; readonly seq: number; readonly hash: string }
  /** NET-UNDO-02: the friend's player's answer; on allow, `hash` is the fingerprint of the state before act `seq`, where both tables go back to. */
  | { readonly t: 'undo-answer'; readonly seq: number; readonly allow: boolean; readonly hash: string }
  | { readonly t: 'audit'; readonly list: readonly string[]; readonly listSalt: string; readonly reveals: readonly { readonly iid: string; readonly card: string; readonly salt: string }[] }
  | { readonly t: 'audited' }
  /** The sender's table failed; `reason` is its error code (never free text: the receiver shows it). */
  | { readonly t: 'bye'; readonly reason: string }
  /** More than two seats: the seats whose channel to the sender is open now, and those its channel failed to reach (no path, NET-MESH-01). */
  | { readonly t: 'links'; readonly open: readonly string[]; readonly failed: readonly string[] }
  /** The host to the guest: how many spectators watch now, and whether it lets them (NET-SPECTATE-01). */
  | { readonly t: 'watchers'; readonly count: number; readonly open: boolean }
  /** More than two seats in teams: a note for the sender's teammates alone (the game's `teamNote`, M.E.A.T.'s M-TEAM-01), never sent to the other team. */
  | { readonly t: 'team'; readonly note: unknown };

export type WireOf<T extends Wire['t']> = Extract<Wire, { t: T }>;

export type ParseResult = { readonly ok: true; readonly message: Wire } | { readonly ok: false; readonly error: string };

export interface WireCodec {
  /** Validates an untrusted peer message; the error names the field and the kind, never the friend's value (NET-SHAPE-01). */
  parse(raw: unknown): ParseResult;
  /** An envelope's schema (also for the evidence a saved match keeps, src/net/violation.ts). */
  readonly envelope: v.GenericSchema<unknown, Envelope>;
  /** Every message's schema. */
  readonly schema: v.GenericSchema<unknown, Wire>;
}

const codecs = new WeakMap<AnyGame, WireCodec>();

/** The wire protocol for one game: its acts, settings and choice in the messages that carry them. */
export function wireCodec(game: AnyGame): WireCodec {
  let codec = codecs.get(game);
  if (!codec) codecs.set(game, (codec = makeCodec(game.schemas.action, game.schemas.settings, game.setup.choice, game.schemas.team)));
  return codec;
}

/**
 * An envelope whose act is any object with a `type` and a `player` (its shape is the game's to
 * judge): what a saved match's evidence and a game-blind reader check.
 */
export const anyEnvelopeSchema = envelopeWith(v.looseObject({ type: v.pipe(v.string(), v.maxLength(32)), player: short }));

function envelopeWith(event: v.GenericSchema): v.GenericSchema<unknown, Envelope> {
  return v.strictObject({
    t: v.literal('env'),
    v: v.pipe(v.number(), v.integer()),
    match: short,
    seq,
    from: short,
    prev: fingerprint,
    event,
    reveals: v.optional(v.pipe(v.array(reveal), v.maxLength(8))),
  }) as unknown as v.GenericSchema<unknown, Envelope>;
}

/** A list of seat ids (at most six, NET-ROSTER-01's seats). */
const seats = v.pipe(v.array(v.pipe(v.string(), v.regex(/^[a-z][a-z0-9]{0,15}$/, 'a seat id'))), v.maxLength(6));

function makeCodec(action: v.GenericSchema, settings: v.GenericSchema, choice: v.GenericSchema, team?: v.GenericSchema): WireCodec {
  const envelope = envelopeWith(action);
  const options = [
    v.strictObject({
      t: v.literal('hello'),
      v: v.pipe(v.number(), v.integer()),
      game: v.pipe(v.string(), v.regex(/^[a-z][a-z0-9-]{0,31}$/, 'a game id')),
      content: hex64,
      settings,
      // A picklist by check, so the field stays a number for the session's settings.
      clockSeconds: v.pipe(v.number(), v.check(isOfferedClock, 'one of the response clocks the lobby offers (NET-SETTINGS-01)')),
      name: v.pipe(v.string(), v.maxLength(40)),
      resume: v.optional(v.strictObject({ match: short, received: seq })),
      nonce: hex32,
      chain: hex64,
      roster: v.optional(hex64),
      seat: v.optional(v.pipe(v.string(), v.regex(/^[a-z][a-z0-9]{0,15}$/, 'a seat id'))),
    }),
    v.strictObject({ t: v.literal('commit'), what: v.picklist(['seed', 'choice', 'list']), hash: hex64 }),
    v.strictObject({ t: v.literal('reveal'), what: v.picklist(['seed', 'choice']), value: v.union([hex32, choice]), salt: hex32 }),
    v.strictObject({ t: v.literal('swap'), list: v.pipe(v.array(cardId), v.maxLength(MAX_PILE)), listSalt: hex32 }),
    v.strictObject({ t: v.literal('pile'), commitments: v.pipe(v.array(hex64), v.maxLength(MAX_PILE)) }),
    v.strictObject({ t: v.literal('cut'), seed: hex32 }),
    envelope,
    v.strictObject({ t: v.literal('ack'), seq, hash: fingerprint }),
    v.strictObject({ t: v.literal('reject'), seq, checks: v.pipe(v.array(check), v.maxLength(64)), what: v.optional(v.picklist(['message', 'undo'])), author: v.optional(short) }),
    v.strictObject({ t: v.literal('sync'), received: seq }),
    v.strictObject({ t: v.literal('undo'), seq, hash: fingerprint }),
    v.strictObject({ t: v.literal('undo-answer'), seq, allow: v.boolean(), hash: fingerprint }),
    v.strictObject({ t: v.literal('audit'), list: v.pipe(v.array(cardId), v.maxLength(MAX_PILE)), listSalt: hex32, reveals: v.pipe(v.array(reveal), v.maxLength(2 * MAX_PILE)) }),
    v.strictObject({ t: v.literal('audited') }),
    v.strictObject({ t: v.literal('bye'), reason: v.pipe(v.string(), v.regex(/^[a-z][a-z-]{0,39}$/, 'an error code')) }),
    v.strictObject({ t: v.literal('links'), open: seats, failed: seats }),
    v.strictObject({ t: v.literal('watchers'), count: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(64)), open: v.boolean() }),
    // A game without teams takes no team note: its shape is nothing.
    v.strictObject({ t: v.literal('team'), note: team ?? v.never() }),
  ];
  const schema = v.variant('t', options as unknown as [v.VariantOptions<'t'>[number], ...v.VariantOptions<'t'>]) as unknown as v.GenericSchema<unknown, Wire>;
  // The one option a message names by its `t` (an envelope: by its act's `type` too), so that a
  // refusal runs the same checks without first trying every other kind, each try building an issue.
  const kinds = new Map<unknown, v.GenericSchema>(options.map((o) => [(o as unknown as { entries: { t: { literal: string } } }).entries.t.literal, o]));
  const acts = (action as unknown as { options?: readonly { entries: { type: { literal: string } } }[] }).options;
  const envelopes = new Map<unknown, v.GenericSchema>((acts ?? []).map((o) => [o.entries.type.literal, envelopeWith(o as unknown as v.GenericSchema)]));
  const schemaFor = (raw: unknown): v.GenericSchema | undefined => {
    if (typeof raw !== 'object' || raw === null) return undefined;
    const t = (raw as { t?: unknown }).t;
    if (t !== 'env' || envelopes.size === 0) return kinds.get(t);
    const event = (raw as { event?: unknown }).event;
    return typeof event === 'object' && event !== null ? envelopes.get((event as { type?: unknown }).type) : undefined;
  };
  let keys: Set<string> | null = null;
  return {
    envelope,
    schema,
    parse(raw) {
      const r = v.safeParse(schemaFor(raw) ?? schema, raw, { abortEarly: true, message: ownProblem });
      if (r.success) return { ok: true, message: r.output as Wire };
      const t = typeof raw === 'object' && raw !== null ? (raw as { t?: unknown }).t : undefined;
      return { ok: false, error: wireProblem(r.issues[0]!, (keys ??= schemaKeys(schema)), typeof t === 'string' && kinds.has(t) ? t : null) };
    },
  };
}
