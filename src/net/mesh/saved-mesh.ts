/**
 * What a player's browser keeps of its seat at a table of three or more, so that a reload
 * resumes it: the roster and this table's slot in the mesh (and the token that takes its pair
 * rooms over again), the agreed setup, this seat's secrets (the list it plays, its instances, its
 * chain secret) and the log. Untrusted on the way back in, like every stored thing: the shape is
 * checked here, and the log is replayed through the judge when the match is rebuilt.
 */
import * as v from 'valibot';
import { hex32 as hex32Of, hex64 as hex64Of, issuePath } from '../../engine/hex-schemas.js';
import type { Secret } from '../../engine/game.js';
import type { LogRecord } from '../lockstep/lockstep.js';
import type { Agreement } from '../lockstep/match-from-setup.js';
import { rosterSchema, type Roster } from '../roster.js';
import { agreementSchema, instancesSchema, logRecordSchema, storedSettingsSchema } from '../saved-session.js';
import type { SessionSettings } from '../session-settings.js';
import { EVIDENCE_LIMIT, violationSchema, type Violation } from '../violation.js';

export const SAVED_MESH_VERSION = 1;

const str = v.pipe(v.string(), v.minLength(1), v.maxLength(200));
const hex32 = hex32Of();

const savedMeshSchema = v.strictObject({
  v: v.literal(SAVED_MESH_VERSION),
  match: str,
  room: str,
  slot: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(6)),
  /** The token this slot's pair rooms are registered with: a reloaded page takes them over at once. */
  token: str,
  roster: rosterSchema,
  me: str,
  name: v.pipe(v.string(), v.maxLength(40)),
  game: v.pipe(v.string(), v.regex(/^[a-z][a-z0-9-]{0,31}$/)),
  settings: storedSettingsSchema,
  agreement: agreementSchema,
  /** The list this seat plays and its commitment's salt: opened in the audit. */
  plays: v.strictObject({ list: v.pipe(v.array(str), v.maxLength(500)), salt: hex32 }),
  chain: hex64Of(),
  instances: instancesSchema,
  /** Each other seat's setup nonce: a table that starts a new setup while this match is played is told apart. */
  nonces: v.record(str, str),
  log: v.array(logRecordSchema),
  evidence: v.optional(v.pipe(v.array(violationSchema), v.maxLength(EVIDENCE_LIMIT))),
  offences: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
});

export interface SavedMesh {
  readonly v: typeof SAVED_MESH_VERSION;
  readonly match: string;
  readonly room: string;
  readonly slot: number;
  readonly token: string;
  readonly roster: Roster;
  readonly me: string;
  readonly name: string;
  readonly game: string;
  readonly settings: SessionSettings;
  readonly agreement: Agreement;
  readonly plays: { readonly list: readonly string[]; readonly salt: string };
  readonly chain: string;
  readonly instances: Readonly<Record<string, Secret>>;
  readonly nonces: Readonly<Record<string, string>>;
  readonly log: readonly LogRecord[];
  readonly evidence?: readonly Violation[];
  readonly offences?: number;
}

export type SavedMeshParse = { readonly ok: true; readonly saved: SavedMesh } | { readonly ok: false; readonly error: string };

export function parseSavedMesh(raw: unknown): SavedMeshParse {
  const r = v.safeParse(savedMeshSchema, raw);
  if (!r.success) {
    const i = r.issues[0]!;
    return { ok: false, error: `saved match is damaged at ${issuePath(i) || '(root)'}: ${i.message}` };
  }
  const saved = r.output as unknown as SavedMesh;
  if (!saved.roster.seats.some((s) => s.seat === saved.me)) return { ok: false, error: `saved match is damaged: its roster seats no ${saved.me}` };
  return { ok: true, saved };
}
