/**
 * The session's context: what this table chose and committed, what the friend sent, the
 * agreement they reached, the lockstep, and what went wrong. Built fresh for a new match or
 * from a saved one for a reloaded page; `toSaved` is what a reload needs. Game-agnostic.
 */
import type { AnyGame, GameAction, SeatId, Secret } from '../../src/engine/game.js';
import { sha256Hex } from '../../src/engine/hash.js';
import type { AuditResult } from '../../src/net/lockstep/audit.js';
import type { LockstepState, Outcome } from '../../src/net/lockstep/lockstep.js';
import type { Agreement } from '../../src/net/lockstep/match-from-setup.js';
import { rebuildLockstep } from '../../src/net/lockstep/rebuild.js';
import type { Hello, Wire, WireOf } from '../../src/net/protocol.js';
import { SAVED_SESSION_VERSION, type SavedSession } from '../../src/net/saved-session.js';
import type { SessionSettings } from '../../src/net/session-settings.js';
import { saltSource, type SaltSource } from './salts.js';

export interface SessionInput {
  /** The game both tables play. */
  readonly game: AnyGame;
  readonly role: 'host' | 'guest';
  readonly name: string;
  /** This table's settings: the host's are the match's; a guest adopts the host's from its hello. */
  readonly settings: SessionSettings;
  /**
   * A fresh secret random token (128 bits of hex). Read only when the context is made: the
   * salts the chart needs later are drawn from `salts` (salts.ts), so no transition reads it.
   */
  readonly token: () => string;
  /** A match saved before a reload: the session resumes it and waits for the friend. */
  readonly resume?: SavedSession;
}

export interface SessionError {
  readonly code: string;
  readonly message: string;
}

/** What the friend sent of its setup (and its audit), each slot filled once. */
export interface PeerSetup {
  readonly hello?: Hello;
  readonly seedCommit?: string;
  readonly seedReveal?: WireOf<'reveal'>;
  readonly choiceCommit?: string;
  readonly choiceReveal?: WireOf<'reveal'>;
  readonly swap?: { readonly list: readonly string[]; readonly listSalt: string };
  readonly listCommit?: string;
  readonly pile?: readonly string[];
  /** Its cut of my commitments. */
  readonly cut?: string;
  readonly audit?: WireOf<'audit'>;
  /** The friend has checked this table's audit. */
  readonly audited?: true;
  /** The nonce of the friend's setup, when this table resumed from a save (else in `hello`). */
  readonly nonce?: string;
}

/** This table's setup: its secrets and what it committed to. */
export interface MySetup {
  /** Names this start of the setup in the hello: a second hello with another nonce is a table that started again. */
  readonly nonce: string;
  readonly seed: string;
  readonly seedSalt: string;
  /** The secret choice (KULT: the Major Arcanum). */
  readonly choice?: string;
  readonly choiceSalt: string;
  /** The list this table plays: its own, or after an exchange (K-SETUP-03) the friend's. */
  readonly list?: readonly string[];
  /** The salt of `list`'s commitment (after an exchange, the friend's). */
  readonly listSalt: string;
  /** The commitment this table sent to its own list before the choices were revealed (NET-COMMIT-03). */
  readonly listCommit?: string;
  /** After an exchange: this table's own list, which the friend now plays. */
  readonly handedOver?: readonly string[];
  readonly cards?: readonly Secret[];
  readonly commitments?: readonly string[];
  /** My cut of their commitments. */
  readonly cut: string;
  /** The secret end of my hash chain (64 hex digits); its head goes in the hello (NET-RANDOM-01). */
  readonly chain: string;
}

export interface SessionContext {
  readonly input: SessionInput;
  readonly me: SeatId;
  readonly them: SeatId;
  readonly settings: SessionSettings;
  readonly mine: MySetup;
  readonly peer: PeerSetup;
  readonly agreement: Agreement | null;
  readonly lockstep: LockstepState | null;
  /** The latest outcome of a local attempt or a peer message (for the table and the log). */
  readonly outcome: Outcome | null;
  readonly error: SessionError | null;
  readonly audit: AuditResult | null;
  readonly peerConnected: boolean;
  /** NET-AUDIT-04: the game ended a while ago and the friend has not shown its cards (a late audit is still checked). */
  readonly auditOverdue: boolean;
  /** Spectators (NET-SPECTATE-01): the host's, as it last told the guest; the guest's, as the host said. Null: nothing said. */
  readonly watchers: { readonly count: number; readonly open: boolean } | null;
  /**
   * The setup and audit messages this side has sent, in order: sent again on every reconnect,
   * since a drop may have lost any of them and the friend's setup would wait forever. The
   * friend ignores exact copies. (After a reload only the cut: a reload resumes a running match,
   * and the cut is the one setup message the friend may still lack then.)
   */
  readonly kept: readonly Wire[];
  /** Where the salts of the commitments the chart makes come from (salts.ts). */
  readonly salts: SaltSource;
}

export type SessionEvent =
  | { readonly type: 'CONNECTING' }
  | { readonly type: 'OPEN' }
  | { readonly type: 'PEER'; readonly data: unknown }
  | { readonly type: 'CLOSED' }
  | { readonly type: 'FAILED'; readonly code: string; readonly message: string }
  /** This table's secret choice and its list (KULT: a Major Arcanum and a deck). */
  | { readonly type: 'CHOOSE'; readonly choice: string; readonly list: readonly string[] }
  | { readonly type: 'ACT'; readonly action: GameAction }
  /** This table's player asks the friend to take back its last act (NET-UNDO-01). */
  | { readonly type: 'ASK_UNDO' }
  /** This table's player answers the friend's request to take back its act (NET-UNDO-02). */
  | { readonly type: 'ANSWER_UNDO'; readonly allow: boolean }
  /** The host's spectators changed (their count, or spectating turned off or on): the guest is told. */
  | { readonly type: 'WATCHERS'; readonly count: number; readonly open: boolean }
  /** The app's clock: the friend has not shown its cards in the time NET-AUDIT-04 allows after the game ended on this table. */
  | { readonly type: 'AUDIT_OVERDUE' };

/** What the session sends: the app hands it to the transport (`actor.on('send', …)`). */
export type SessionEmitted = { readonly type: 'send'; readonly message: Wire };

export function fail(code: string, message: string): SessionError {
  return { code, message };
}

const other = (role: 'host' | 'guest'): 'host' | 'guest' => (role === 'host' ? 'guest' : 'host');

export function fresh(input: SessionInput): SessionContext {
  return {
    input,
    me: input.role,
    them: other(input.role),
    settings: input.settings,
    mine: { nonce: input.token(), seed: input.token(), seedSalt: input.token(), choiceSalt: input.token(), listSalt: input.token(), cut: input.token(), chain: chainSecret(input.token) },
    peer: {},
    agreement: null,
    lockstep: null,
    outcome: null,
    error: null,
    audit: null,
    peerConnected: false,
    watchers: null,
    auditOverdue: false,
    kept: [],
    salts: saltSource(input.token),
  };
}

/** A 32-byte chain secret from two fresh tokens (256 random bits), hashed so that it is 64 hex digits whatever their form. */
function chainSecret(token: () => string): string {
  return sha256Hex(`${token()}|${token()}`);
}

/** A reloaded page: the log is replayed from the saved setup (rebuild.ts) and play waits for the friend. */
export function resumed(input: SessionInput, saved: SavedSession): SessionContext {
  const base = fresh({ ...input, role: saved.role });
  const wrongGame = saved.game !== input.game.id;
  const rebuilt = wrongGame ? null : rebuildLockstep(input.game, saved);
  const theirs = saved.agreement.seats.find((s) => s.id !== saved.role)!;
  return {
    ...base,
    settings: saved.settings,
    mine: { ...saved.mine, nonce: base.mine.nonce },
    peer: { listCommit: theirs.listCommit, pile: theirs.commitments, cut: saved.mine.cut, ...(saved.friendNonce === undefined ? {} : { nonce: saved.friendNonce }) },
    agreement: saved.agreement,
    lockstep: rebuilt?.ok ? rebuilt.lockstep : null,
    error: rebuilt?.ok ? null : fail('saved', rebuilt ? rebuilt.error : `the saved match is a game of ${saved.game}, not ${input.game.id}`),
    // This table played on once the friend's cut came; the friend may still wait for this one's
    // (the page reloaded right then). Everything else of the setup reached it before its cut.
    kept: [{ t: 'cut', seed: saved.mine.cut }],
  };
}

/** What to store so a reload can resume (null before play starts). */
export function toSaved(context: SessionContext, room: string): SavedSession | null {
  const ls = context.lockstep;
  const m = context.mine;
  if (!ls || !context.agreement || !m.choice || !m.list || !m.cards || !m.commitments) return null;
  const friendNonce = context.peer.hello?.nonce ?? context.peer.nonce;
  return {
    v: SAVED_SESSION_VERSION,
    match: ls.match,
    room,
    role: context.input.role,
    name: context.input.name,
    game: context.input.game.id,
    settings: context.settings,
    agreement: context.agreement,
    mine: { seed: m.seed, seedSalt: m.seedSalt, choice: m.choice, choiceSalt: m.choiceSalt, list: m.list, listSalt: m.listSalt, cards: m.cards, commitments: m.commitments, cut: m.cut, chain: m.chain },
    instances: ls.mine,
    ...(friendNonce === undefined ? {} : { friendNonce }),
    log: ls.log,
    ...(ls.evidence.length > 0 ? { evidence: ls.evidence, offences: ls.offences } : {}),
  };
}

/** Both tables name the match the same way. */
export function matchId(a: Agreement): string {
  return `m-${(a.seed >>> 0).toString(36)}-${a.seats.map((s) => s.listCommit.slice(0, 6)).join('')}`;
}
