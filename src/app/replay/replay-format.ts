/**
 * The replay file (docs/replays.md): one JSON document with the setup the tables agreed, every
 * act as it was played with its reveals and the fingerprint after it, and — for a friend match —
 * each table's audit (its list, the list's salt and every card it held). Any game: the game's own
 * schemas check its acts and settings, and its judge re-judges the whole match when it is opened
 * (replay-check.ts). A file is untrusted input: its size and shape are bounded here before
 * anything reads it, and no string of it is ever shown (only ids mapped to this app's words).
 */
import * as v from 'valibot';
import { hex32, hex64, issuePath } from '../../engine/hex-schemas.js';

/** What the file says it is, and the version of its format (a new shape is a new version). */
export const REPLAY_FORMAT = 'taroticum-replay';
export const REPLAY_VERSION = 1;

/** The largest file opened (a long KULT match with every reveal is a few hundred kilobytes). */
export const MAX_REPLAY_BYTES = 4_000_000;
/** The most acts a replay holds (a KULT game is a few hundred). */
export const MAX_REPLAY_ACTS = 10_000;
/** The most cards in a pile or a list, as on the wire (src/net/protocol.ts MAX_PILE). */
const MAX_PILE = 500;
/** The most seats any game has (KULT: six, K-POOL). */
const MAX_SEATS = 6;

/** The rule a file breaks when it is not a replay of this format (size, JSON, shape, version). */
export const REPLAY_SHAPE_RULE = 'NET-REPLAY-01';
/** The rule a file breaks when it was played with another game or card set. */
export const REPLAY_GAME_RULE = 'NET-REPLAY-02';

const seatId = v.pipe(v.string(), v.regex(/^[a-z][a-z0-9-]{0,31}$/, 'a seat id'));
const cardId = v.pipe(v.string(), v.regex(/^[a-z0-9][a-z0-9-]*$/, 'a card id'), v.maxLength(64));
const iid = v.pipe(v.string(), v.regex(/^[A-Za-z0-9][A-Za-z0-9#:._-]*$/, 'an instance id'), v.maxLength(64));
const reveal = v.strictObject({ iid, card: cardId, salt: hex32('a 32-hex-digit salt') });
const seed = v.pipe(v.number(), v.integer(), v.minValue(-0x8000_0000), v.maxValue(0xffff_ffff));
/** A game's settings: a small flat object of ids (the game's own schema checks them after). */
const settings = v.pipe(v.record(v.pipe(v.string(), v.maxLength(32)), v.union([v.pipe(v.string(), v.maxLength(64)), v.number(), v.boolean()])), v.check((o) => Object.keys(o).length <= 16, 'at most 16 settings'));
/** An act: an object with a type and a seat (the game's schema checks the rest, its judge the rules). */
const act = v.looseObject({ type: v.pipe(v.string(), v.maxLength(32)), player: seatId });

/** A seat of a game played on one page: its choice and its pile in draw order, every card known. */
const knownSeat = v.strictObject({ id: seatId, choice: cardId, cards: v.pipe(v.array(cardId), v.maxLength(MAX_PILE)) });

/** What a game played on one page started from (`Agreed` with known piles): practice. */
export const knownSetupSchema = v.strictObject({
  kind: v.literal('known'),
  seats: v.pipe(v.array(knownSeat), v.minLength(2), v.maxLength(MAX_SEATS)),
  seed,
  settings,
  first: v.optional(seatId),
});

/** A seat as a friend match agreed it (src/net/lockstep/match-from-setup.ts `SeatAgreement`). */
const committedSeat = v.strictObject({
  id: seatId,
  choice: cardId,
  commitments: v.pipe(v.array(hex64('a 64-hex-digit commitment')), v.maxLength(MAX_PILE)),
  cut: hex32('a 32-hex-digit cut'),
  listCommit: hex64('a 64-hex-digit list commitment'),
  chain: hex64('a 64-hex-digit chain head'),
});

/** What both tables of a friend match agreed (`Agreement`). */
const committedSetupSchema = v.strictObject({
  kind: v.literal('committed'),
  seats: v.pipe(v.array(committedSeat), v.minLength(2), v.maxLength(MAX_SEATS)),
  seed,
  settings,
  exchanged: v.boolean(),
});

/** One seat's audit: its list, the salt of its list's commitment, every card it held. */
const auditSchema = v.strictObject({
  seat: seatId,
  list: v.pipe(v.array(cardId), v.maxLength(MAX_PILE)),
  listSalt: hex32('a 32-hex-digit salt'),
  reveals: v.pipe(v.array(reveal), v.maxLength(2 * MAX_PILE)),
});

/** One act as it was played (src/net/lockstep/lockstep.ts `LogRecord`). */
const recordSchema = v.strictObject({
  seq: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(MAX_REPLAY_ACTS)),
  from: seatId,
  event: act,
  reveals: v.pipe(v.array(reveal), v.maxLength(8)),
  hash: hex32('a 32-hex-digit state fingerprint'),
});

export const replaySchema = v.strictObject({
  format: v.literal(REPLAY_FORMAT),
  v: v.literal(REPLAY_VERSION),
  game: v.pipe(v.string(), v.regex(/^[a-z][a-z0-9-]{0,31}$/, 'a game id')),
  content: hex64('the card set\'s 64-hex-digit hash'),
  setup: v.variant('kind', [knownSetupSchema, committedSetupSchema]),
  log: v.pipe(v.array(recordSchema), v.maxLength(MAX_REPLAY_ACTS)),
  /** Every seat's audit (a friend match); absent for a game whose cards were all known (practice). */
  audit: v.optional(v.pipe(v.array(auditSchema), v.maxLength(MAX_SEATS))),
});

export type ReplayFile = v.InferOutput<typeof replaySchema>;
export type KnownSetup = v.InferOutput<typeof knownSetupSchema>;
export type CommittedSetup = v.InferOutput<typeof committedSetupSchema>;
export type ReplayAudit = v.InferOutput<typeof auditSchema>;
export type ReplayRecord = v.InferOutput<typeof recordSchema>;

/** Why a file is not a replay: where (a field's path), never what it held. */
export type ParsedReplay = { readonly ok: true; readonly file: ReplayFile } | { readonly ok: false; readonly field: string; readonly why: 'size' | 'json' | 'shape' };

/**
 * A replay file's text (or a value already parsed), checked for size and shape. Never throws.
 *
 * @example
 * const p = parseReplay(await file.text());
 * if (!p.ok) refuse(REPLAY_SHAPE_RULE, p.field);
 */
export function parseReplay(input: unknown): ParsedReplay {
  let raw = input;
  if (typeof input === 'string') {
    // Characters, not bytes: a file of 4 MB of text is at least this long.
    if (input.length > MAX_REPLAY_BYTES) return { ok: false, field: '', why: 'size' };
    try {
      raw = JSON.parse(input) as unknown;
    } catch {
      return { ok: false, field: '', why: 'json' };
    }
  }
  const parsed = v.safeParse(replaySchema, raw);
  // The path names the format's own fields and positions; a key the file made up is not repeated.
  if (!parsed.success) return { ok: false, field: issuePath(parsed.issues[0]).split('.').map((k) => (/^(\d{1,6}|[a-zA-Z]{1,16})$/.test(k) ? k : '…')).join('.'), why: 'shape' };
  return { ok: true, file: parsed.output };
}
