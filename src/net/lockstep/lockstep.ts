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
 * an unchanged state, and counts the refusal as an offence of the friend's
 * (an honest table never sends a message this one refuses; NET-FLOOD-01
 * stops the match past a limit). The sender applies its own event at once.
 * Honest tables never disagree about an act, so a refusal of an act this
 * table judged legal stops the match as a dispute (NET-DISPUTE-01), and a
 * differing ack hash stops it as a desync (NET-DESYNC-01): no rollback, no
 * veto, and the evidence is kept (src/net/violation.ts).
 *
 * With more than two seats (a mesh: every pair of tables has its own ordered channel, and
 * each message is handed in with the seat it came from) every table judges every act, and
 * its ack (or refusal, naming the act's author) goes to every other table: so each table
 * compares every seat's fingerprint with its own and names the seat that differs
 * (NET-DESYNC-01), or that refused an act it accepted (NET-DISPUTE-01). An own act settles
 * when every other seat acknowledged it. Channels are not ordered with one another, so an
 * act, an ack or a refusal that comes before the act it follows is kept, bounded per seat,
 * until that act is here. Offences are counted per seat (NET-FLOOD-01).
 */
import { canonicalJson } from '../../engine/canonical.js';
import { check, judgement, type Check, type Judgement } from '../../engine/judgement.js';
import { floorSeat, playAct, type AnyGame, type GameAction, type Reveal, type SeatId, type Secrets } from '../../engine/game.js';
import { PROTOCOL_VERSION, type Envelope, type Wire, type WireOf } from '../protocol.js';
import { netSay, netSayWords, seat } from '../say.js';
import { EVIDENCE_LIMIT, OFFENCE_LIMIT, RULE_ID, type Violation, type ViolationCode } from '../violation.js';
import { NO_UNDO, receiveUndoAnswer, receiveUndoRefusal, receiveUndoRequest, type UndoState } from './undo.js';

/** One applied event, as it went over the wire. */
export interface LogRecord {
  readonly seq: number;
  readonly from: SeatId;
  readonly event: GameAction;
  readonly reveals: readonly Reveal[];
  /** Shared state hash after the event. */
  readonly hash: string;
}

/** What was answered to one seat since the log last changed (NET-FLOOD-01). */
export interface Answered {
  readonly at: number;
  readonly sync: boolean;
  readonly asked: boolean;
  readonly reacked: readonly number[];
}

/** An ack or a refusal from a seat for an act this table does not have yet (only with more than two seats). */
export type EarlyNote = { readonly seq: number; readonly hash: string } | { readonly seq: number; readonly author: SeatId; readonly rules: readonly string[] };

/** What this table keeps of one other seat. */
export interface PeerBook {
  /** Refused or malformed messages this seat sent (NET-FLOOD-01). */
  readonly offences: number;
  /**
   * What was answered to it since the log last changed: a `sync` (its `received`) and the
   * duplicates acknowledged again, so that a seat repeating them gets one answer per change.
   */
  readonly answered: Answered;
  /**
   * No resend request of its was answered since its connection was made again. Within one
   * connection a seat holds every act it acknowledged (the channel is ordered and reliable, and
   * a reloaded page comes back on a new one), so a request brings back only the own acts that
   * await its ack; the first after a reconnect brings back every own act from where it stands,
   * since a reloaded table may have lost acts it acknowledged but had not yet saved.
   */
  readonly resendAll: boolean;
  /** Its acts that came before acts of other seats they follow (mesh only), at most {@link AHEAD_LIMIT}. */
  readonly ahead: readonly Envelope[];
  /** Its acks and refusals of acts not here yet (mesh only), at most {@link AHEAD_LIMIT}. */
  readonly early: readonly EarlyNote[];
}

/** How many acts, acks and refusals a seat may send ahead of this table's log (honest seats stay far below). */
export const AHEAD_LIMIT = 64;

/** One table's side of the lockstep: the shared game state (`game`, of the game's own type) and what this table knows beyond it. */
export interface LockstepState<S = unknown> {
  readonly match: string;
  readonly me: SeatId;
  /** Every seat, in seating order (this table's among them). */
  readonly seats: readonly SeatId[];
  readonly game: S;
  /** The state before the first event (a taken-back act is rolled back by replaying from it, NET-UNDO-02). */
  readonly start: S;
  /** Hash of the state before the first event. */
  readonly startHash: string;
  readonly log: readonly LogRecord[];
  /** Own events not yet acknowledged by every other seat (`waiting`), with the state to return to if rejected. */
  readonly unacked: readonly { readonly seq: number; readonly before: S; readonly hash: string; readonly logLength: number; readonly waiting: readonly SeatId[] }[];
  /** Identities of own instances (this player's secrets). */
  readonly mine: Secrets;
  /** The violation that stopped the match; nothing is played or answered after it. */
  readonly stop: Violation | null;
  /** Refused or malformed messages the other seats sent, all together (each seat's: `peers`). */
  readonly offences: number;
  /** The first violations, kept for the audit and the result screen (the stop among them). */
  readonly evidence: readonly Violation[];
  /** Each other seat's book. */
  readonly peers: Readonly<Record<SeatId, PeerBook>>;
  /** Requests to take back an act (NET-UNDO-…): this table's open one, the friend's, what was answered. */
  readonly undo: UndoState;
}

export type Outcome =
  | { readonly kind: 'applied'; readonly record: LogRecord; readonly judgement: Judgement<unknown> }
  | { readonly kind: 'refused'; readonly judgement: Judgement<unknown> }
  | { readonly kind: 'ignored'; readonly why: string }
  /** A friend's message refused (state unchanged), counted as an offence. */
  | { readonly kind: 'offence'; readonly violation: Violation; readonly judgement: Judgement<unknown> }
  /** The match stops: a dispute, a desync, an illegal deck or a flood. */
  | { readonly kind: 'stopped'; readonly violation: Violation }
  | { readonly kind: 'acked'; readonly seq: number }
  | { readonly kind: 'resend'; readonly from: number }
  /** A request to take back an act (NET-UNDO-…) sent, received, answered, refused, or granted (the log rolled back to `seq`). */
  | { readonly kind: 'undo'; readonly what: 'asked' | 'offered' | 'answered' | 'refused' | 'undone'; readonly seq: number; readonly judgement?: Judgement<unknown> };

export interface Step {
  readonly state: LockstepState;
  /** For every other seat. */
  readonly send: readonly Wire[];
  /** For one seat only (with more than two seats: a resend, a sync, a refusal of a message that was no act). */
  readonly direct?: readonly { readonly to: SeatId; readonly message: Wire }[];
  readonly outcome: Outcome;
}

export function startLockstep<S>(game: AnyGame, match: string, me: SeatId, state: S, mine: Secrets, seats: readonly SeatId[]): LockstepState<S> {
  if (!seats.includes(me) || seats.length < 2) throw new RangeError('startLockstep: the seats must include this table\'s and another');
  const peers: Record<SeatId, PeerBook> = {};
  for (const s of seats) if (s !== me) peers[s] = FRESH_BOOK;
  return { match, me, seats, game: state, start: state, startHash: game.fingerprint(state), log: [], unacked: [], mine, stop: null, offences: 0, evidence: [], peers, undo: NO_UNDO };
}

export const QUIET: Answered = { at: -1, sync: false, asked: false, reacked: [] };
const FRESH_BOOK: PeerBook = { offences: 0, answered: QUIET, resendAll: false, ahead: [], early: [] };

/** More than two seats: acks and refusals go to every seat, and some answers to one. */
export function isMesh(ls: LockstepState): boolean {
  return ls.seats.length > 2;
}

/** The other seat of a two-seat match (the seat a message came from when the caller names none). */
export function friendOf(ls: LockstepState): SeatId {
  return ls.seats.find((s) => s !== ls.me)!;
}

/** The seats other than this table's, in seating order. */
export function othersOf(ls: LockstepState): SeatId[] {
  return ls.seats.filter((s) => s !== ls.me);
}

function bookOf(ls: LockstepState, seat: SeatId): PeerBook {
  return ls.peers[seat] ?? FRESH_BOOK;
}

function withBook(ls: LockstepState, seat: SeatId, change: Partial<PeerBook>): LockstepState {
  return { ...ls, peers: { ...ls.peers, [seat]: { ...bookOf(ls, seat), ...change } } };
}

/** Messages for one seat: with two seats simply sent (there is only one), else addressed. */
function toSeat(ls: LockstepState, seat: SeatId, messages: readonly Wire[]): Pick<Step, 'send' | 'direct'> {
  return isMesh(ls) ? { send: [], direct: messages.map((message) => ({ to: seat, message })) } : { send: messages };
}

/**
 * After a reconnect a seat may need everything again (it may have reloaded): forget what was
 * answered to it (to every seat when none is named). A friend's request not answered yet is
 * dropped (its table asks again if it still waits: a reloaded one no longer does, NET-UNDO-02).
 */
export function reconnected(ls: LockstepState, seat?: SeatId): LockstepState {
  const peers: Record<SeatId, PeerBook> = { ...ls.peers };
  for (const s of seat === undefined ? othersOf(ls) : [seat]) peers[s] = { ...bookOf(ls, s), answered: QUIET, resendAll: true };
  return { ...ls, peers, undo: { ...ls.undo, offered: null, reanswered: false } };
}

/** The shared state's hash: recorded with the last applied event (rolled-back events leave the log too). */
export function currentHash(ls: LockstepState): string {
  return ls.log.length ? ls.log[ls.log.length - 1]!.hash : ls.startHash;
}

/**
 * An own act, judged and applied, with its envelope ready to send; the new state is not
 * hashed yet (the envelope carries the hash of the state before it). {@link complete} finishes
 * it, so a sender can let the envelope leave first and hash while it travels.
 */
export interface Proposal {
  readonly envelope: Envelope;
  readonly before: LockstepState;
  readonly game: unknown;
  readonly record: Omit<LogRecord, 'hash'>;
  readonly judgement: Judgement<unknown>;
}

/**
 * The local player tries an action. An illegal attempt is judged here,
 * against what this player can see, and never sent.
 */
export function prepare(game: AnyGame, given: LockstepState, bare: GameAction): { readonly ok: true; readonly proposal: Proposal } | { readonly ok: false; readonly step: Step } {
  // What the table keeps secret of its own act (a face-down choice and its salt) joins its secrets first…
  const kept = game.keep && bare.player === given.me && !given.stop ? game.keep(given.game, given.me, bare, given.mine) : null;
  const ls = kept ? { ...given, mine: { ...given.mine, ...kept } } : given;
  // …then what only this table can add to its act from its secrets (a shared deck's re-encrypted steps, a commitment) goes with it.
  const action = game.seal && bare.player === ls.me ? game.seal(ls.game, ls.me, bare, ls.mine) : bare;
  // A refused act keeps nothing.
  const refuse = (j: Judgement<unknown>) => ({ ok: false as const, step: { state: given, send: [], outcome: { kind: 'refused' as const, judgement: j } } });
  if (ls.stop) return refuse(judgement(action, [netSay(ls.stop.rule, false, null, 'fairplay.says.stopped')]));
  if (ls.undo.asked) return refuse(judgement(action, [netSay('NET-UNDO-02', false, null, 'fairplay.says.undo.waiting')]));
  if (action.player !== ls.me) return refuse(judgement(action, [netSay('NET-FLOOR-01', false, null, 'fairplay.says.floor.notThisSeat', { who: seat(ls.me), other: seat(action.player) })]));
  const seen = game.judge(game.withSecrets(ls.game, ls.me, ls.mine), action);
  if (!seen.ok) return refuse(seen);
  // Only what the shared state does not hold yet: a card shown before stays shown.
  const shown = game.reveals(ls.game, action);
  const hidden = new Set(shown.length ? game.hidden(ls.game).map((h) => h.iid) : []);
  const reveals: Reveal[] = [];
  for (const iid of shown) {
    const secret = ls.mine[iid];
    if (secret && hidden.has(iid)) reveals.push({ iid, card: secret.card, salt: secret.salt });
  }
  const revealed = game.reveal(ls.game, reveals);
  if (!revealed.ok) return refuse(revealed.judgement);
  const r = playAct(game, revealed.state, action);
  if (!r.judgement.ok) return refuse(r.judgement);
  const seq = ls.log.length;
  // The hash of the current state is the last event's (or the start's): no need to hash it again.
  const prev = currentHash(ls);
  const envelope: Envelope = { t: 'env', v: PROTOCOL_VERSION, match: ls.match, seq, from: ls.me, prev, event: action, ...(reveals.length ? { reveals } : {}) } as Envelope;
  return { ok: true, proposal: { envelope, before: ls, game: r.state, record: { seq, from: ls.me, event: action, reveals }, judgement: r.judgement } };
}

/** Hashes the state after a prepared act and logs it, awaiting the friend's ack. `send` is empty: the envelope is the proposal's. */
export function complete(game: AnyGame, p: Proposal): Step {
  const ls = p.before;
  const hash = game.fingerprint(p.game);
  const record: LogRecord = { ...p.record, hash };
  return {
    state: { ...ls, game: p.game, log: [...ls.log, record], unacked: [...ls.unacked, { seq: record.seq, before: ls.game, hash, logLength: ls.log.length, waiting: othersOf(ls) }] },
    send: [],
    outcome: { kind: 'applied', record, judgement: p.judgement },
  };
}

/** {@link prepare} and {@link complete} in one: the step to take, with the envelope to send. */
export function propose(game: AnyGame, ls: LockstepState, action: GameAction): Step {
  const p = prepare(game, ls, action);
  if (!p.ok) return p.step;
  return { ...complete(game, p.proposal), send: [p.proposal.envelope] };
}

/**
 * Handles one validated message of the play phase from the seat `from` (the channel it came
 * over tells which; in a two-seat match, the other seat).
 */
export function receive(game: AnyGame, ls: LockstepState, msg: Wire, from: SeatId = friendOf(ls)): Step {
  // A stopped match answers nothing: a flood after the stop costs this table nothing.
  if (ls.stop) return { state: ls, send: [], outcome: { kind: 'ignored', why: 'the match is stopped' } };
  if (from === ls.me || !ls.seats.includes(from)) return { state: ls, send: [], outcome: { kind: 'ignored', why: 'a message from no other seat of the match' } };
  switch (msg.t) {
    case 'env':
      return drainAhead(game, receiveEnvelope(game, ls, msg, from));
    case 'ack':
      return receiveAck(ls, msg, from);
    case 'reject':
      return receiveReject(ls, msg, from);
    case 'sync':
      return receiveSync(ls, msg, from);
    case 'undo':
      // Taking an act back needs every other player's yes: offered between two tables only.
      if (isMesh(ls)) return refuseFriend(ls, msg.seq, [netSay('NET-UNDO-02', false, null, 'fairplay.says.undo.twoTables')], undefined, 'undo', from);
      return receiveUndoRequest(game, ls, msg);
    case 'undo-answer':
      if (isMesh(ls)) return refuseFriend(ls, msg.seq, [netSay('NET-UNDO-02', false, null, 'fairplay.says.undo.noRequest')], undefined, false, from);
      return receiveUndoAnswer(game, ls, msg);
    default:
      return { state: ls, send: [], outcome: { kind: 'ignored', why: `a ${msg.t} message is not part of play` } };
  }
}

/**
 * Acts that came ahead of the act just applied (mesh), played in order while the next one is
 * here; their acks and refusals join the step's. Bounded: each seat keeps at most AHEAD_LIMIT.
 */
function drainAhead(game: AnyGame, first: Step): Step {
  let step = first;
  for (;;) {
    const ls = step.state;
    if (ls.stop || step.outcome.kind !== 'applied') return step;
    const seq = ls.log.length;
    const seat = othersOf(ls).find((s) => bookOf(ls, s).ahead.some((e) => e.seq === seq));
    if (seat === undefined) return step;
    const book = bookOf(ls, seat);
    const env = book.ahead.find((e) => e.seq === seq)!;
    const next = receiveEnvelope(game, withBook(ls, seat, { ahead: book.ahead.filter((e) => e.seq > seq) }), env, seat);
    const direct = [...(step.direct ?? []), ...(next.direct ?? [])];
    step = { state: next.state, send: [...step.send, ...next.send], ...(direct.length ? { direct } : {}), outcome: next.outcome.kind === 'applied' || next.outcome.kind === 'stopped' ? next.outcome : step.outcome };
    if (next.outcome.kind !== 'applied') return step;
  }
}

/**
 * A record just appended (mesh): the acks and refusals other seats sent for it before it was
 * here are checked now. A different fingerprint is a desync, a refusal of it a dispute, each
 * naming the seat.
 */
function checkEarly(ls: LockstepState, record: LogRecord): Step | null {
  if (!isMesh(ls)) return null;
  let state = ls;
  for (const seat of othersOf(ls)) {
    const book = bookOf(state, seat);
    if (book.early.length === 0) continue;
    for (const note of book.early) {
      if (note.seq !== record.seq) continue;
      if ('hash' in note && note.hash !== record.hash) return stopWith(state, { code: 'forged-ack', rule: 'NET-DESYNC-01', seq: record.seq, peer: seat });
      if ('author' in note && note.author === record.from) return stopWith(state, { code: 'refused-legal-act', rule: 'NET-DISPUTE-01', seq: record.seq, peer: seat, refusal: note.rules });
    }
    state = withBook(state, seat, { early: book.early.filter((n) => n.seq > record.seq) });
  }
  return state === ls ? null : { state, send: [], outcome: { kind: 'ignored', why: 'early notes checked' } };
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

/** The answers given to a seat since the log last changed (reset when it changes). */
function answeredNow(ls: LockstepState, seat: SeatId): Answered {
  const answered = bookOf(ls, seat).answered;
  return answered.at === ls.log.length ? answered : { ...QUIET, at: ls.log.length };
}

/** A violation kept as evidence (the first ones) and, when it stops the match, as the stop; an offence counts for its seat. */
function withViolation(ls: LockstepState, v: Violation, offenceOf: SeatId | null): LockstepState {
  const offences = ls.offences + (offenceOf !== null ? 1 : 0);
  const evidence = ls.evidence.length < EVIDENCE_LIMIT ? [...ls.evidence, v] : ls.evidence;
  const counted = offenceOf !== null ? withBook(ls, offenceOf, { offences: bookOf(ls, offenceOf).offences + 1 }) : ls;
  return { ...counted, offences, evidence, stop: v.stops ? v : ls.stop };
}

export function stopWith(ls: LockstepState, v: Omit<Violation, 'stops'>): Step {
  const violation: Violation = { ...v, stops: true };
  return { state: withViolation(ls, violation, null), send: [], outcome: { kind: 'stopped', violation } };
}

/**
 * The friend's message refused: the reply names the rule, the game is unchanged, the offence is
 * counted and kept. Past the limit the match stops (NET-FLOOD-01): honest tables send none.
 */
export function refuseFriend(ls: LockstepState, seq: number, checks: Check[], envelope?: Envelope, act: boolean | 'undo' = true, peer: SeatId = friendOf(ls)): Step {
  const j = judgement(null, checks);
  const failed = j.checks.find((c) => !c.ok) ?? j.checks[0]!;
  // An act out of turn (NET-FLOOR-…) is an illegal act like any the game's judge refuses; other
  // NET- rules refuse the message itself.
  const code: ViolationCode = failed.rule.startsWith('NET-') && !failed.rule.startsWith('NET-FLOOR-') ? 'bad-message' : 'illegal-act';
  const violation: Violation = { code, rule: failed.rule, seq, stops: false, ...(envelope ? { envelope } : {}), ...(isMesh(ls) ? { peer } : {}) };
  const counted = withViolation(ls, violation, peer);
  // A refused message that was no act says so, lest the friend take it for a refusal of its act `seq`.
  const reject: Wire = { t: 'reject', seq, checks: j.checks.map(wireCheck), ...(act === true ? {} : { what: act === 'undo' ? ('undo' as const) : ('message' as const) }) };
  // With more than two seats a refused act goes to every seat, naming its author, so that a seat
  // that accepted it sees the dispute (NET-DISPUTE-01); a refused message that was no act, only to its sender.
  const out = !isMesh(ls) ? { send: [reject] } : act === true && envelope ? { send: [{ ...reject, author: envelope.from } as Wire] } : toSeat(ls, peer, [reject]);
  if (bookOf(counted, peer).offences > OFFENCE_LIMIT) {
    const flood = stopWith(counted, { code: 'flood', rule: 'NET-FLOOD-01', seq: null, ...(isMesh(ls) ? { peer } : {}) });
    return { ...flood, ...out };
  }
  return { state: counted, ...out, outcome: { kind: 'offence', violation, judgement: j } };
}

/** A malformed message (it failed the schema): refused like any other, never quoting it. */
/** A check as the wire carries it: its catalog words stay on this table (a friend shows only rule IDs). */
function wireCheck(c: Check): { rule: string; ok: boolean; says: string; houseDefault?: boolean } {
  return { rule: c.rule, ok: c.ok, says: c.says, ...(c.houseDefault ? { houseDefault: true } : {}) };
}

export function refuseMalformed(ls: LockstepState, error: string, peer: SeatId = friendOf(ls)): Step {
  return refuseFriend(ls, ls.log.length, [netSayWords('NET-SHAPE-01', false, null, { key: 'fairplay.says.shape.malformed' }, error)], undefined, false, peer);
}

function receiveEnvelope(game: AnyGame, ls: LockstepState, env: WireOf<'env'>, from: SeatId): Step {
  const refuse = (checks: Check[]) => refuseFriend(ls, env.seq, checks, env, true, from);
  if (env.v !== PROTOCOL_VERSION) return refuse([netSay('NET-VERSION-01', false, null, 'fairplay.says.version', { theirs: env.v, ours: PROTOCOL_VERSION })]);
  if (env.match !== ls.match) return refuse([netSay('NET-MATCH-01', false, null, 'fairplay.says.otherMatch')]);
  const expected = ls.log.length;
  if (env.seq < expected) {
    // A duplicate (resent after a drop, or replayed): it was applied once already.
    const same = ls.log[env.seq];
    // Compared canonically: the copy kept here went through the schema, which may order keys otherwise.
    if (same && same.from === env.from && canonicalJson(same.event) === canonicalJson(env.event)) {
      const answered = answeredNow(ls, from);
      if (answered.reacked.includes(env.seq)) return { state: ls, send: [], outcome: { kind: 'ignored', why: `duplicate of event ${env.seq}, acknowledged again already` } };
      return { state: withBook(ls, from, { answered: { ...answered, reacked: [...answered.reacked, env.seq] } }), ...toSeat(ls, from, [{ t: 'ack', seq: env.seq, hash: same.hash }]), outcome: { kind: 'ignored', why: `duplicate of event ${env.seq}` } };
    }
    return refuse([netSay('NET-SEQ-01', false, null, 'fairplay.says.seq.played', { seq: env.seq, expected })]);
  }
  if (env.seq > expected) {
    if (!isMesh(ls)) return askToResend(ls, from, `gap: expected event ${expected}, got ${env.seq}`);
    // Another seat's act it follows is still on its way here (the channels are not ordered with one another): kept until it is.
    const ahead = bookOf(ls, from).ahead;
    if (ahead.some((e) => e.seq === env.seq)) return { state: ls, send: [], outcome: { kind: 'ignored', why: `event ${env.seq} is kept already` } };
    if (ahead.length >= AHEAD_LIMIT) return refuse([netSay('NET-FLOOD-01', false, null, 'fairplay.says.flood.acts', { limit: AHEAD_LIMIT })]);
    return { state: withBook(ls, from, { ahead: [...ahead, env].sort((a, b) => a.seq - b.seq) }), send: [], outcome: { kind: 'ignored', why: `event ${env.seq} kept until event ${expected} is here` } };
  }
  if (env.from === ls.me) return refuse([netSay('NET-FLOOR-01', false, null, 'fairplay.says.floor.ownSeat')]);
  if (isMesh(ls) && env.from !== from) return refuse([netSay('NET-FLOOR-01', false, null, 'fairplay.says.floor.notSender')]);
  const holder = floorSeat(game, ls.game);
  if (env.from !== holder) return refuse([holder === null ? netSay('NET-FLOOR-02', false, null, 'fairplay.says.floor.nobody') : netSay('NET-FLOOR-02', false, null, 'fairplay.says.floor.holds', { who: seat(holder) })]);
  if (env.event.player !== env.from) return refuse([netSay('NET-FLOOR-01', false, null, 'fairplay.says.floor.playedForOther')]);
  const mine = currentHash(ls);
  if (env.prev !== mine) return refuse([netSay('NET-PREV-01', false, null, 'fairplay.says.prev.other', { hash: mine.slice(0, 12) })]);
  const reveals = env.reveals ?? [];
  // Listing the hidden cards walks every card of the table: only when there is a reveal to check.
  const hidden = reveals.length ? new Map(game.hidden(ls.game).map((h) => [h.iid, h.owner])) : new Map<string, SeatId>();
  for (const r of reveals) {
    if (hidden.get(r.iid) !== env.from) return refuse([netSay('NET-REVEAL-01', false, null, 'fairplay.says.reveal.notSenders', { card: r.iid })]);
  }
  const revealed = game.reveal(ls.game, reveals);
  if (!revealed.ok) {
    // A card that opens as one no pile may hold proves the sender's pile illegal (the game says which: KULT's Major Arcanum, K-DECK-03).
    if (revealed.breach) return stopWith(ls, { code: 'illegal-deck', rule: revealed.breach.rule, seq: env.seq, envelope: env });
    return refuse([...revealed.judgement.checks]);
  }
  const breach = game.revealBreach(revealed.state, reveals);
  if (breach) return stopWith(ls, { code: 'illegal-deck', rule: breach.rule, seq: env.seq, envelope: env });
  const r = playAct(game, revealed.state, env.event);
  if (!r.judgement.ok) return refuse([...r.judgement.checks]);
  const hash = game.fingerprint(r.state);
  const record: LogRecord = { seq: env.seq, from: env.from, event: env.event, reveals, hash };
  const applied: LockstepState = { ...ls, game: r.state, log: [...ls.log, record] };
  const early = checkEarly(applied, record);
  // Its ack goes to every other seat: each compares the fingerprint with its own (NET-DESYNC-01).
  const ack: Wire = { t: 'ack', seq: env.seq, hash };
  if (early?.outcome.kind === 'stopped') return { ...early, send: [ack] };
  return { state: early?.state ?? applied, send: [ack], outcome: { kind: 'applied', record, judgement: r.judgement } };
}

/** Asks a seat to send again from the first act this table lacks: once per change of the log. */
function askToResend(ls: LockstepState, seat: SeatId, why: string): Step {
  const answered = answeredNow(ls, seat);
  if (answered.asked) return { state: ls, send: [], outcome: { kind: 'ignored', why } };
  return { state: withBook(ls, seat, { answered: { ...answered, asked: true } }), ...toSeat(ls, seat, [{ t: 'sync', received: ls.log.length }]), outcome: { kind: 'ignored', why } };
}

/**
 * The friend asks for acts it lacks: answered with this table's own acts from there, once per
 * change of the log (a friend repeating the request gets nothing more until something changes),
 * and within a connection only with those that await its ack (see `resendAll`): a forged request
 * cannot make this table send its whole game again and again.
 */
function receiveSync(ls: LockstepState, msg: WireOf<'sync'>, seat: SeatId): Step {
  // `received` counts the seat's own acts too, some of which may not have reached this table yet.
  const answered = answeredNow(ls, seat);
  if (answered.sync) return { state: ls, send: [], outcome: { kind: 'ignored', why: 'a resend was answered already since the last act' } };
  const book = bookOf(ls, seat);
  const awaiting = ls.unacked.find((u) => u.waiting.includes(seat))?.seq ?? ls.log.length;
  const from = book.resendAll ? msg.received : Math.max(msg.received, awaiting);
  return { state: withBook(ls, seat, { resendAll: false, answered: { ...answered, sync: true } }), ...toSeat(ls, seat, resend(ls, from)), outcome: { kind: 'resend', from } };
}

function receiveAck(ls: LockstepState, ack: WireOf<'ack'>, seat: SeatId): Step {
  const entry = ls.unacked.find((u) => u.seq === ack.seq && u.waiting.includes(seat));
  if (!entry) {
    if (isMesh(ls)) return noteOfOthers(ls, seat, { seq: ack.seq, hash: ack.hash });
    // An ack of an act acknowledged already (a resend crossed it) changes nothing.
    return { state: ls, send: [], outcome: { kind: 'ignored', why: `no event ${ack.seq} awaits an ack` } };
  }
  if (entry.hash !== ack.hash) return stopWith(ls, { code: 'forged-ack', rule: 'NET-DESYNC-01', seq: ack.seq, envelope: ownEnvelope(ls, ack.seq), ...(isMesh(ls) ? { peer: seat } : {}) });
  // The channel is ordered: an ack of act `seq` says the seat has every act before it too.
  const unacked = ls.unacked.map((u) => (u.seq <= ack.seq ? { ...u, waiting: u.waiting.filter((s) => s !== seat) } : u)).filter((u) => u.waiting.length > 0);
  const settled = !unacked.some((u) => u.seq === ack.seq);
  return { state: { ...ls, unacked }, send: [], outcome: settled ? { kind: 'acked', seq: ack.seq } : { kind: 'ignored', why: `act ${ack.seq} awaits the ack of ${entry.waiting.filter((s) => s !== seat).join(', ')}` } };
}

/**
 * A seat's ack or refusal of an act this table did not author, or no longer awaits (mesh): checked
 * against this table's log when the act is here (a different fingerprint: desync; a refusal of an
 * act this table accepted: dispute; each naming the seat), else kept until it is (bounded).
 */
function noteOfOthers(ls: LockstepState, seat: SeatId, note: EarlyNote): Step {
  const known = ls.log[note.seq];
  if (known) {
    if ('hash' in note && known.hash !== note.hash) return stopWith(ls, { code: 'forged-ack', rule: 'NET-DESYNC-01', seq: note.seq, peer: seat });
    if ('author' in note && known.from === note.author) return stopWith(ls, { code: 'refused-legal-act', rule: 'NET-DISPUTE-01', seq: note.seq, peer: seat, refusal: note.rules });
    return { state: ls, send: [], outcome: { kind: 'ignored', why: `seat ${seat} agrees on act ${note.seq}` } };
  }
  const early = bookOf(ls, seat).early;
  if (early.length >= AHEAD_LIMIT) return refuseFriend(ls, note.seq, [netSay('NET-FLOOD-01', false, null, 'fairplay.says.flood.answers', { limit: AHEAD_LIMIT })], undefined, false, seat);
  return { state: withBook(ls, seat, { early: [...early, note] }), send: [], outcome: { kind: 'ignored', why: `an answer to act ${note.seq}, kept until it is here` } };
}

/**
 * The friend refused an own act this table judged legal on the same state. Honest tables cannot
 * disagree (the judge is deterministic), so this is a dispute: the match stops, the act stays
 * (no veto: a refusal can no longer undo an act or send a revealed card back to a hand, so at
 * most the one card it revealed was seen), and the act and the refusal's rule IDs are kept.
 */
function receiveReject(ls: LockstepState, rej: WireOf<'reject'>, seat: SeatId): Step {
  if (rej.what === 'undo') return receiveUndoRefusal(ls, rej);
  // A message of this table's refused (not an act): honest tables send none, so there is nothing to undo.
  if (rej.what === 'message') return { state: ls, send: [], outcome: { kind: 'ignored', why: 'the friend refused a message that was no act' } };
  const refusal = rej.checks.filter((c) => !c.ok && RULE_ID.test(c.rule)).map((c) => c.rule).slice(0, 8);
  const entry = ls.unacked.find((u) => u.seq === rej.seq && u.waiting.includes(seat));
  // With more than two seats: a refusal of another seat's act, which this table may have accepted.
  if (!entry && isMesh(ls) && rej.author !== undefined && rej.author !== ls.me) return noteOfOthers(ls, seat, { seq: rej.seq, author: rej.author, rules: refusal });
  if (!entry) return refuseFriend(ls, rej.seq, [netSay('NET-SEQ-01', false, null, 'fairplay.says.seq.noAnswerAwaited', { seq: rej.seq })], undefined, false, seat);
  return stopWith(ls, { code: 'refused-legal-act', rule: 'NET-DISPUTE-01', seq: rej.seq, envelope: ownEnvelope(ls, rej.seq), refusal, ...(isMesh(ls) ? { peer: seat } : {}) });
}

/** This table's own envelope for act `seq`, as it was sent (for the evidence). */
function ownEnvelope(ls: LockstepState, seq: number): Envelope | undefined {
  return resend(ls, seq).find((e) => e.seq === seq);
}
