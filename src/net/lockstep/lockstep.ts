/**
 * Lockstep play over an ordered channel, as pure functions: the session
 * feeds in local attempts and peer messages and sends what comes out.
 *
 * Every applied event has a global sequence number: the number of events
 * applied before it. Only the player who holds the floor in the shared
 * state may send the next event, so both peers apply the same events in the
 * same order without a host. The receiver checks, in order: protocol
 * version, match, seq (duplicates ignored, gaps trigger a resync), that the
 * sender holds the floor, that `prev` equals its own state hash, every
 * reveal against its commitment, and the event with the engine's judge.
 * It answers `ack` with its new hash, or `reject` with the Judgement and
 * an unchanged state. The sender applies its own event at once and rolls
 * back if the peer rejects it; a differing ack hash is a desync.
 */
import { check, judgement, type Check, type Judgement } from '../../engine/judgement.js';
import {
  act, floorHolder, judge, revealCards, stateHash,
  type Action, type Ctx, type GameState, type PlayerId, type Reveal,
} from '../../kult/index.js';
import { PROTOCOL_VERSION, type Envelope, type Wire, type WireOf } from '../protocol.js';
import type { CardSecret } from '../secrets.js';
import { privateState } from './private-state.js';

/** One applied event, as it went over the wire. */
export interface LogRecord {
  readonly seq: number;
  readonly from: PlayerId;
  readonly event: Action;
  readonly reveals: readonly Reveal[];
  /** Shared state hash after the event. */
  readonly hash: string;
}

export interface LockstepState {
  readonly match: string;
  readonly me: PlayerId;
  readonly game: GameState;
  /** Hash of the state before the first event. */
  readonly startHash: string;
  readonly log: readonly LogRecord[];
  /** Own events not yet acknowledged, with the state to return to if rejected. */
  readonly unacked: readonly { readonly seq: number; readonly before: GameState; readonly hash: string; readonly logLength: number }[];
  /** Identities of own instances (this player's secrets). */
  readonly mine: Readonly<Record<string, CardSecret>>;
  readonly desync: null | { readonly seq: number; readonly mine: string; readonly theirs: string };
}

export type Outcome =
  | { readonly kind: 'applied'; readonly record: LogRecord; readonly judgement: Judgement<unknown> }
  | { readonly kind: 'refused'; readonly judgement: Judgement<unknown> }
  | { readonly kind: 'ignored'; readonly why: string }
  | { readonly kind: 'rolled-back'; readonly judgement: Judgement<unknown> }
  | { readonly kind: 'desync'; readonly seq: number }
  | { readonly kind: 'acked'; readonly seq: number }
  | { readonly kind: 'resend'; readonly from: number };

export interface Step {
  readonly state: LockstepState;
  readonly send: readonly Wire[];
  readonly outcome: Outcome;
}

export function startLockstep(match: string, me: PlayerId, game: GameState, mine: Readonly<Record<string, CardSecret>>): LockstepState {
  return { match, me, game, startHash: stateHash(game), log: [], unacked: [], mine, desync: null };
}

/** The shared state's hash: recorded with the last applied event (rolled-back events leave the log too). */
export function currentHash(ls: LockstepState): string {
  return ls.log.length ? ls.log[ls.log.length - 1]!.hash : ls.startHash;
}

/** Cards played from hand are revealed with the act that plays them. */
const PLAYS_FROM_HAND = new Set<Action['type']>(['proclaim', 'influence', 'commandment', 'spell']);

/**
 * An own act, judged and applied, with its envelope ready to send; the new state is not
 * hashed yet (the envelope carries the hash of the state before it). {@link complete} finishes
 * it, so a sender can let the envelope leave first and hash while it travels.
 */
export interface Proposal {
  readonly envelope: Envelope;
  readonly before: LockstepState;
  readonly game: GameState;
  readonly record: Omit<LogRecord, 'hash'>;
  readonly judgement: Judgement<unknown>;
}

/**
 * The local player tries an action. An illegal attempt is judged here,
 * against what this player can see, and never sent.
 */
export function prepare(ctx: Ctx, ls: LockstepState, action: Action): { readonly ok: true; readonly proposal: Proposal } | { readonly ok: false; readonly step: Step } {
  const refuse = (j: Judgement<unknown>) => ({ ok: false as const, step: { state: ls, send: [], outcome: { kind: 'refused' as const, judgement: j } } });
  if (ls.desync) return refuse(judgement(action, [check('NET-DESYNC-01', false, 'the game stopped: the two tables disagree')]));
  if (action.player !== ls.me) return refuse(judgement(action, [check('K-ORDER-01', false, `you play ${ls.me}, not ${action.player}`)]));
  const seen = judge(ctx, privateState(ls.game, ls.mine), action);
  if (!seen.ok) return refuse(seen);
  const reveals: Reveal[] = [];
  if (PLAYS_FROM_HAND.has(action.type) && 'card' in action && typeof action.card === 'string') {
    const secret = ls.mine[action.card];
    if (secret) reveals.push({ iid: action.card, card: secret.card, salt: secret.salt });
  }
  const revealed = revealCards(ctx, ls.game, reveals);
  if (!revealed.ok) return refuse(revealed.judgement);
  const r = act(ctx, revealed.state, action);
  if (!r.judgement.ok) return refuse(r.judgement);
  const seq = ls.log.length;
  // The hash of the current state is the last event's (or the start's): no need to hash it again.
  const prev = currentHash(ls);
  const envelope: Envelope = { t: 'env', v: PROTOCOL_VERSION, match: ls.match, seq, from: ls.me, prev, event: action, ...(reveals.length ? { reveals } : {}) } as Envelope;
  return { ok: true, proposal: { envelope, before: ls, game: r.state, record: { seq, from: ls.me, event: action, reveals }, judgement: r.judgement } };
}

/** Hashes the state after a prepared act and logs it, awaiting the friend's ack. `send` is empty: the envelope is the proposal's. */
export function complete(p: Proposal): Step {
  const ls = p.before;
  const hash = stateHash(p.game);
  const record: LogRecord = { ...p.record, hash };
  return {
    state: { ...ls, game: p.game, log: [...ls.log, record], unacked: [...ls.unacked, { seq: record.seq, before: ls.game, hash, logLength: ls.log.length }] },
    send: [],
    outcome: { kind: 'applied', record, judgement: p.judgement },
  };
}

/** {@link prepare} and {@link complete} in one: the step to take, with the envelope to send. */
export function propose(ctx: Ctx, ls: LockstepState, action: Action): Step {
  const p = prepare(ctx, ls, action);
  if (!p.ok) return p.step;
  return { ...complete(p.proposal), send: [p.proposal.envelope] };
}

/** Handles one validated peer message of the play phase. */
export function receive(ctx: Ctx, ls: LockstepState, msg: Wire): Step {
  switch (msg.t) {
    case 'env':
      return receiveEnvelope(ctx, ls, msg);
    case 'ack':
      return receiveAck(ls, msg);
    case 'reject':
      return receiveReject(ls, msg);
    case 'sync':
      return { state: ls, send: resend(ls, msg.received), outcome: { kind: 'resend', from: msg.received } };
    default:
      return { state: ls, send: [], outcome: { kind: 'ignored', why: `a ${msg.t} message is not part of play` } };
  }
}

/** Own envelopes from `from` on, rebuilt from the log, for a peer that missed them. */
export function resend(ls: LockstepState, from: number): Envelope[] {
  const out: Envelope[] = [];
  for (const r of ls.log) {
    if (r.seq >= from && r.from === ls.me) {
      const prev = r.seq === 0 ? ls.startHash : ls.log[r.seq - 1]!.hash;
      out.push({ t: 'env', v: PROTOCOL_VERSION, match: ls.match, seq: r.seq, from: r.from, prev, event: r.event, ...(r.reveals.length ? { reveals: r.reveals } : {}) } as Envelope);
    }
  }
  return out;
}

function reject(ls: LockstepState, seq: number, checks: Check[]): Step {
  const j = judgement(null, checks);
  return { state: ls, send: [{ t: 'reject', seq, checks: j.checks.map((c) => ({ ...c })) }], outcome: { kind: 'refused', judgement: j } };
}

function receiveEnvelope(ctx: Ctx, ls: LockstepState, env: WireOf<'env'>): Step {
  if (env.v !== PROTOCOL_VERSION) return reject(ls, env.seq, [check('NET-VERSION-01', false, `protocol version ${env.v}; this table speaks ${PROTOCOL_VERSION}`)]);
  if (env.match !== ls.match) return reject(ls, env.seq, [check('NET-MATCH-01', false, `message for match ${env.match}, not ${ls.match}`)]);
  if (ls.desync) return reject(ls, env.seq, [check('NET-DESYNC-01', false, 'the game stopped: the two tables disagree')]);
  const expected = ls.log.length;
  if (env.seq < expected) {
    // A duplicate (resent after a drop, or replayed): it was applied once already.
    const same = ls.log[env.seq];
    if (same && same.from === env.from && JSON.stringify(same.event) === JSON.stringify(env.event)) {
      return { state: ls, send: [{ t: 'ack', seq: env.seq, hash: same.hash }], outcome: { kind: 'ignored', why: `duplicate of event ${env.seq}` } };
    }
    return reject(ls, env.seq, [check('NET-SEQ-01', false, `event ${env.seq} was already played; expected ${expected}`)]);
  }
  if (env.seq > expected) return { state: ls, send: [{ t: 'sync', received: expected }], outcome: { kind: 'ignored', why: `gap: expected event ${expected}, got ${env.seq}` } };
  if (env.from === ls.me) return reject(ls, env.seq, [check('NET-FLOOR-01', false, `${env.from} is this table's own seat`)]);
  const holder = floorHolder(ls.game);
  if (env.from !== holder) return reject(ls, env.seq, [check('K-TIMING-04', false, `${holder} holds the floor, not ${env.from}`)]);
  if (env.event.player !== env.from) return reject(ls, env.seq, [check('NET-FLOOR-01', false, `${env.from} sent an act for ${env.event.player}`)]);
  const mine = currentHash(ls);
  if (env.prev !== mine) return reject(ls, env.seq, [check('NET-PREV-01', false, `the act was made on state ${env.prev.slice(0, 12)}…, this table is at ${mine.slice(0, 12)}…`)]);
  const reveals = env.reveals ?? [];
  for (const r of reveals) {
    if (ls.game.cards[r.iid]?.owner !== env.from) return reject(ls, env.seq, [check('NET-REVEAL-01', false, `${env.from} cannot reveal ${r.iid}: not their card`)]);
  }
  const revealed = revealCards(ctx, ls.game, reveals);
  if (!revealed.ok) return reject(ls, env.seq, [...revealed.judgement.checks]);
  const r = act(ctx, revealed.state, env.event);
  if (!r.judgement.ok) return reject(ls, env.seq, [...r.judgement.checks]);
  const hash = stateHash(r.state);
  const record: LogRecord = { seq: env.seq, from: env.from, event: env.event as Action, reveals, hash };
  return {
    state: { ...ls, game: r.state, log: [...ls.log, record] },
    send: [{ t: 'ack', seq: env.seq, hash }],
    outcome: { kind: 'applied', record, judgement: r.judgement },
  };
}

function receiveAck(ls: LockstepState, ack: WireOf<'ack'>): Step {
  const entry = ls.unacked.find((u) => u.seq === ack.seq);
  if (!entry) return { state: ls, send: [], outcome: { kind: 'ignored', why: `no event ${ack.seq} awaits an ack` } };
  if (entry.hash !== ack.hash) {
    return { state: { ...ls, desync: { seq: ack.seq, mine: entry.hash, theirs: ack.hash } }, send: [], outcome: { kind: 'desync', seq: ack.seq } };
  }
  return { state: { ...ls, unacked: ls.unacked.filter((u) => u.seq > ack.seq) }, send: [], outcome: { kind: 'acked', seq: ack.seq } };
}

/** The peer refused one of our events: return to the state before it (honest peers only disagree on bugs). */
function receiveReject(ls: LockstepState, rej: WireOf<'reject'>): Step {
  const entry = ls.unacked.find((u) => u.seq === rej.seq);
  const j = judgement(null, rej.checks.map((c) => (c.houseDefault ? { rule: c.rule, ok: c.ok, says: c.says, houseDefault: true } : { rule: c.rule, ok: c.ok, says: c.says })));
  if (!entry) return { state: ls, send: [], outcome: { kind: 'ignored', why: `reject for unknown event ${rej.seq}` } };
  return {
    state: { ...ls, game: entry.before, log: ls.log.slice(0, entry.logLength), unacked: ls.unacked.filter((u) => u.seq < rej.seq) },
    send: [],
    outcome: { kind: 'rolled-back', judgement: j },
  };
}
