/**
 * The context of a table of three to six seats (mesh-session.machine.ts): the N-way setup rounds
 * (src/net/mesh/setup-rounds.ts) until play, then the lockstep with every other seat, which
 * seats this table reaches, what each of them says it reaches, and the audits. Built fresh for a
 * new match or from a saved seat for a reloaded page; `toSavedMesh` is what a reload needs.
 */
import type { AnyGame, GameAction, SeatId } from '../../src/engine/game.js';
import type { AuditResult } from '../../src/net/lockstep/audit.js';
import type { LockstepState, Outcome } from '../../src/net/lockstep/lockstep.js';
import { rebuildLockstep } from '../../src/net/lockstep/rebuild.js';
import type { Agreement } from '../../src/net/lockstep/match-from-setup.js';
import { SAVED_MESH_VERSION, type SavedMesh } from '../../src/net/mesh/saved-mesh.js';
import { startSetup, type Out, type SetupState } from '../../src/net/mesh/setup-rounds.js';
import type { Wire, WireOf } from '../../src/net/protocol.js';
import type { Roster } from '../../src/net/roster.js';
import type { SessionSettings } from '../../src/net/session-settings.js';
import { fail, type SessionError } from './context.js';
import { saltSource, type SaltSource } from './salts.js';

export interface MeshInput {
  readonly game: AnyGame;
  readonly roster: Roster;
  /** This table's seat in the roster. */
  readonly me: SeatId;
  readonly name: string;
  /** The match's settings (the room's first peer's, shown to every player before it commits). */
  readonly settings: SessionSettings;
  /** Fresh secret tokens; read only when the context is made. */
  readonly token: () => string;
  /** A seat saved before a reload: play resumes and waits for every other seat. */
  readonly resume?: SavedMesh;
}

/** Messages a seat sent before this table played, kept until it does (bounded per seat). */
export const EARLY_LIMIT = 64;

export interface MeshContext {
  readonly input: MeshInput;
  /** The setup rounds (null for a resumed seat: its setup is over). */
  readonly setup: SetupState | null;
  /** Setup and audit messages sent, in order: sent again to a seat whose channel opens again. */
  readonly kept: readonly Out[];
  /** Play messages that came while this table still set up, fed to the lockstep when it starts. */
  readonly early: readonly { readonly seat: SeatId; readonly message: Wire }[];
  readonly agreement: Agreement | null;
  readonly lockstep: LockstepState | null;
  /** The list this seat plays and its salt (opened in the audit), and its chain secret. */
  readonly plays: { readonly list: readonly string[]; readonly salt: string } | null;
  readonly chain: string;
  /** Each other seat's setup nonce (a table that starts a new setup during play is told apart). */
  readonly nonces: Readonly<Record<SeatId, string>>;
  readonly outcome: Outcome | null;
  readonly error: SessionError | null;
  /** The seats whose channel to this table is open now. */
  readonly connected: readonly SeatId[];
  /** The seats this table's channels failed to reach (no path: the link said so; cleared when one opens). */
  readonly unreachable: readonly SeatId[];
  /** What each other seat last said it reaches, and fails to reach (NET-MESH-01). */
  readonly links: Readonly<Record<SeatId, { readonly open: readonly SeatId[]; readonly failed: readonly SeatId[] }>>;
  readonly audits: Readonly<Record<SeatId, WireOf<'audit'>>>;
  readonly results: Readonly<Record<SeatId, AuditResult>>;
  /** The seats that have checked this table's audit. */
  readonly audited: readonly SeatId[];
  readonly auditOverdue: boolean;
  readonly salts: SaltSource;
  /** Spectators (NET-SPECTATE-01), admitted by the first seat only: as it last told the others (its own), or as it told this table. */
  readonly watchers: { readonly count: number; readonly open: boolean } | null;
  /** The team note last sent to this table's teammates (the game's `teamNote`), as JSON: sent again only when it changes. */
  readonly teamSent: string | null;
  /** Team notes heard from each seat since its log length `at` (bounded per act: machines/session/mesh-session.machine.ts). */
  readonly teamHeard: Readonly<Record<SeatId, { readonly at: number; readonly n: number }>>;
}

export type MeshEvent =
  | { readonly type: 'OPEN'; readonly seat: SeatId }
  | { readonly type: 'CLOSED'; readonly seat: SeatId }
  /** The channel to a seat failed to connect: no path between the two networks (NET-MESH-01). */
  | { readonly type: 'UNREACHABLE'; readonly seat: SeatId }
  | { readonly type: 'PEER'; readonly seat: SeatId; readonly data: unknown }
  | { readonly type: 'FAILED'; readonly code: string; readonly message: string }
  /** The room's first seat starts the match (its player saw every seat filled). */
  | { readonly type: 'START' }
  | { readonly type: 'CHOOSE'; readonly choice: string; readonly list: readonly string[] }
  | { readonly type: 'ACT'; readonly action: GameAction }
  | { readonly type: 'AUDIT_OVERDUE' }
  /** The first seat's spectators changed: every other seat is told. */
  | { readonly type: 'WATCHERS'; readonly count: number; readonly open: boolean };

/** What the session sends: to every other seat, or to one (`actor.on('send', …)`). */
export type MeshEmitted = { readonly type: 'send'; readonly to: SeatId | 'all'; readonly message: Wire };

const BASE = {
  early: [], agreement: null, lockstep: null, plays: null, nonces: {}, outcome: null, error: null, connected: [], unreachable: [], links: {},
  audits: {}, results: {}, audited: [], auditOverdue: false, watchers: null, teamSent: null, teamHeard: {},
} as const;

export function freshMesh(input: MeshInput): MeshContext {
  const started = startSetup({ game: input.game, roster: input.roster, me: input.me, settings: input.settings.game, clockSeconds: input.settings.clockSeconds, name: input.name, token: input.token });
  return { ...BASE, input, setup: started.state, kept: started.out, chain: started.state.mine.chain, salts: saltSource(input.token) };
}

/** A reloaded page: the log is replayed from the saved setup and play waits for every other seat. */
export function resumedMesh(input: MeshInput, saved: SavedMesh): MeshContext {
  const wrong = saved.game !== input.game.id ? `the saved match is a game of ${saved.game}, not ${input.game.id}` : null;
  const rebuilt = wrong ? null : rebuildLockstep(input.game, { ...saved, role: saved.me });
  return {
    ...BASE,
    input: { ...input, roster: saved.roster, me: saved.me, settings: saved.settings },
    setup: null,
    kept: [],
    agreement: saved.agreement,
    lockstep: rebuilt?.ok ? rebuilt.lockstep : null,
    plays: saved.plays,
    chain: saved.chain,
    nonces: saved.nonces,
    error: rebuilt?.ok ? null : fail('saved', rebuilt ? rebuilt.error : wrong!),
    salts: saltSource(input.token),
  };
}

/** What to store so a reload can resume (null before play starts). */
export function toSavedMesh(c: MeshContext, link: { readonly room: string; readonly slot: number; readonly token: string }): SavedMesh | null {
  const ls = c.lockstep;
  if (!ls || !c.agreement || !c.plays) return null;
  return {
    v: SAVED_MESH_VERSION,
    match: ls.match,
    ...link,
    roster: c.input.roster,
    me: c.input.me,
    name: c.input.name,
    game: c.input.game.id,
    settings: c.input.settings,
    agreement: c.agreement,
    plays: c.plays,
    chain: c.chain,
    instances: ls.mine,
    nonces: c.nonces,
    log: ls.log,
    ...(ls.evidence.length > 0 ? { evidence: ls.evidence, offences: ls.offences } : {}),
  };
}

/** The other seats, in seating order. */
export function othersIn(c: MeshContext): SeatId[] {
  return c.input.roster.seats.map((s) => s.seat).filter((s) => s !== c.input.me);
}

/**
 * The pairs of seats with no path between them (NET-MESH-01): this table's own channels that
 * failed to connect, and those the other seats report. Each pair once, in seating order.
 */
export function missingPairs(c: MeshContext): [SeatId, SeatId][] {
  const seats = c.input.roster.seats.map((s) => s.seat);
  const failed = (a: SeatId, b: SeatId): boolean =>
    (a === c.input.me && c.unreachable.includes(b)) || (b === c.input.me && c.unreachable.includes(a)) || !!c.links[a]?.failed.includes(b) || !!c.links[b]?.failed.includes(a);
  const out: [SeatId, SeatId][] = [];
  for (let i = 0; i < seats.length; i++) for (let j = i + 1; j < seats.length; j++) if (failed(seats[i]!, seats[j]!)) out.push([seats[i]!, seats[j]!]);
  return out;
}
