/**
 * What a player's browser keeps of a friend match so that a reload resumes
 * it: the agreed setup, this player's secrets, and the event log. Stored
 * data is untrusted on the way back in (another version, a damaged record):
 * `parseSavedSession` checks its shape and says what is wrong.
 */
import * as v from 'valibot';
import { hex32 as hex32Of, hex64 as hex64Of, issuePath } from '../engine/hex-schemas.js';
import type { Secret } from '../engine/game.js';
import type { SessionSettings } from './session-settings.js';
import type { LogRecord } from './lockstep/lockstep.js';
import type { Agreement } from './lockstep/match-from-setup.js';
import { EVIDENCE_LIMIT, violationSchema, type Violation } from './violation.js';

const str = v.pipe(v.string(), v.minLength(1), v.maxLength(200));
const hex64 = hex64Of();
const fingerprint = hex32Of('a 32-hex-digit state fingerprint');
const nat = v.pipe(v.number(), v.integer(), v.minValue(0));
/** A game's settings as stored: plain fields the game's own schema checks when the match is resumed. */
const gameSettings = v.record(v.pipe(v.string(), v.maxLength(40)), v.union([v.string(), v.number(), v.boolean()]));
const hex32 = hex32Of();
const secret = v.strictObject({ card: str, salt: hex32 });
const reveal = v.strictObject({ iid: str, card: str, salt: hex32 });

/**
 * 2: state fingerprints changed (protocol 3); a version-1 log's hashes cannot be checked by this build.
 * 3: protocol 5 (strict salts, hash chains): older saves cannot open their commitments here.
 * 4: protocol 6 (any game: the game's id and settings, a choice and a pile instead of a Major and a deck).
 */
export const SAVED_SESSION_VERSION = 4;

/** This table's own hidden instances (card and salt), as stored. */
export const instancesSchema = v.record(str, secret);

/** The agreed setup as stored (src/net/lockstep/match-from-setup.ts): rebuilt and judged again when resumed. */
export const agreementSchema = v.strictObject({
  seats: v.array(v.strictObject({ id: str, choice: str, commitments: v.array(hex64), cut: str, listCommit: hex64, chain: hex64 })),
  seed: v.pipe(v.number(), v.integer()),
  settings: gameSettings,
  exchanged: v.boolean(),
});

/** One logged act as stored. An act's own shape is the game's to judge: the resumed table replays every one. */
export const logRecordSchema = v.strictObject({ seq: nat, from: str, event: v.looseObject({ type: str, player: str }), reveals: v.array(reveal), hash: fingerprint });

/** A game's settings and the clock, as stored. */
export const storedSettingsSchema = v.strictObject({ game: gameSettings, clockSeconds: nat });

export const savedSessionSchema = v.strictObject({
  v: v.literal(SAVED_SESSION_VERSION),
  match: str,
  room: str,
  role: v.picklist(['host', 'guest']),
  name: v.pipe(v.string(), v.maxLength(40)),
  /** The game played (its settings and acts are judged by it when the match is resumed). */
  game: v.pipe(v.string(), v.regex(/^[a-z][a-z0-9-]{0,31}$/)),
  settings: storedSettingsSchema,
  agreement: agreementSchema,
  mine: v.strictObject({
    seed: str, seedSalt: str, choice: str, choiceSalt: str,
    list: v.array(str), listSalt: str,
    cards: v.array(secret), commitments: v.array(hex64), cut: str,
    /** The secret end of this table's hash chain (NET-RANDOM-01): its links are computed again from it. */
    chain: hex64,
  }),
  instances: instancesSchema,
  /** The nonce of the friend's setup (its hello): a resumed table tells a friend who started again by it. */
  friendNonce: v.optional(str),
  log: v.array(logRecordSchema),
  /** What the friend's table did against the protocol (src/net/violation.ts), kept across a reload. */
  evidence: v.optional(v.pipe(v.array(violationSchema), v.maxLength(EVIDENCE_LIMIT))),
  offences: v.optional(nat),
});

export interface SavedSession {
  readonly v: typeof SAVED_SESSION_VERSION;
  readonly match: string;
  /** The room id, to reconnect to the same friend. */
  readonly room: string;
  readonly role: 'host' | 'guest';
  readonly name: string;
  readonly settings: SessionSettings;
  readonly agreement: Agreement;
  readonly game: string;
  readonly mine: {
    readonly seed: string; readonly seedSalt: string; readonly choice: string; readonly choiceSalt: string;
    readonly list: readonly string[]; readonly listSalt: string;
    readonly cards: readonly Secret[]; readonly commitments: readonly string[]; readonly cut: string;
    /** The secret end of this table's hash chain (64 hex digits). */
    readonly chain: string;
  };
  readonly instances: Readonly<Record<string, Secret>>;
  /** The nonce of the friend's setup; absent in matches saved before it was kept. */
  readonly friendNonce?: string;
  readonly log: readonly LogRecord[];
  readonly evidence?: readonly Violation[];
  readonly offences?: number;
}

/** A saved session without its event log: the agreed setup and this player's secrets. */
export type SavedHeader = Omit<SavedSession, 'log'>;

export type SavedParse = { readonly ok: true; readonly saved: SavedSession } | { readonly ok: false; readonly error: string };

export function parseSavedSession(raw: unknown): SavedParse {
  const version = typeof raw === 'object' && raw !== null ? (raw as { v?: unknown }).v : undefined;
  if (typeof version === 'number' && version < SAVED_SESSION_VERSION) {
    return { ok: false, error: `saved match is from an earlier version of taroticum (format ${version}), whose state fingerprints this one cannot check: it cannot be resumed` };
  }
  const r = v.safeParse(savedSessionSchema, raw);
  if (r.success) return { ok: true, saved: r.output as unknown as SavedSession };
  const i = r.issues[0]!;
  return { ok: false, error: `saved match is damaged at ${issuePath(i) || '(root)'}: ${i.message}` };
}
