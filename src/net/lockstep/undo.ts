/**
 * Taking back an act in a friend match (NET-UNDO-01…03), as pure functions over the lockstep.
 *
 * A table may ask the friend to take back its own latest act that is not a pass, when only
 * passes followed it, it revealed no hidden card and no random outcome was drawn since (so
 * nobody learned anything that cannot be forgotten). The friend's table judges the request
 * with the same function the asking table used; an illegal one is refused with its Judgement
 * and changes nothing. A legal one is put to the friend's player, never answered by the table
 * itself; on allow both tables drop the act and the passes after it from the log and play on
 * from the state before it, replayed from the start (the taken-back acts are not in the audited
 * log, and the request and answer are not kept: both players agreed and nothing was shown).
 */
import { canonicalJson } from '../../engine/canonical.js';
import { check, judgement, type Check, type Judgement, type WordValue } from '../../engine/judgement.js';
import type { AnyGame } from '../../engine/game.js';
import { netSay, seat } from '../say.js';
import { RULE_ID } from '../violation.js';
import type { WireOf } from '../protocol.js';
import { currentHash, isMesh, QUIET, refuseFriend, stopWith, type LockstepState, type LogRecord, type Step } from './lockstep.js';

/** How many requests a table may make in one match (NET-UNDO-03); past it each is refused and counted (NET-FLOOD-01). */
export const UNDO_LIMIT = 10;

export interface UndoRequest {
  readonly seq: number;
  /** The fingerprint after the act, naming it beyond doubt. */
  readonly hash: string;
}

export interface UndoState {
  /** This table's own request, awaiting the friend's answer: this table plays nothing meanwhile. */
  readonly asked: UndoRequest | null;
  /** The friend's request, legal when it came, awaiting this table's player. */
  readonly offered: UndoRequest | null;
  /** The last answer this table gave, sent again if the same request comes again (a reply lost in a drop). */
  readonly answered: (UndoRequest & { readonly allow: boolean; readonly back: string }) | null;
  /** The answer was sent again on this connection already. */
  readonly reanswered: boolean;
  /** Requests made by this table, and received from the friend, in this match (NET-UNDO-03). */
  readonly made: number;
  readonly received: number;
}

export const NO_UNDO: UndoState = { asked: null, offered: null, answered: null, reanswered: false, made: 0, received: 0 };

/** Where a legal request takes both tables: the state before the act, and the log without it. */
export interface UndoTarget {
  readonly seq: number;
  readonly hash: string;
  readonly game: unknown;
  readonly back: string;
}

export type UndoJudgement = { readonly ok: true; readonly target: UndoTarget } | { readonly ok: false; readonly checks: Check[] };

/**
 * The act `asker` may ask to take back now, judged from the log: the last act that is not a
 * pass, which must be the asker's, after which only passes came, none revealing a card or
 * drawing a random outcome. `named`: the act the request names (the friend's table checks it
 * is that one).
 */
export function judgeUndo(game: AnyGame, ls: LockstepState, asker: 'me' | 'friend', named?: UndoRequest): UndoJudgement {
  const no = (key: string, values?: Readonly<Record<string, WordValue>>): UndoJudgement => ({ ok: false, checks: [netSay('NET-UNDO-01', false, null, `fairplay.says.undo.${key}`, values)] });
  if (game.ended(ls.game) !== null) return no('over');
  // One pass over the log: the state before each act, the last act that is not a pass. What an
  // earlier pass found is kept per record (a log only grows or loses its tail), so asking again
  // after each act costs only the acts since.
  let from = ls.log.length;
  while (from > 0 && !scans.has(ls.log[from - 1]!)) from--;
  const known = from > 0 ? scans.get(ls.log[from - 1]!)! : null;
  let state = known ? known.after : ls.start;
  let last = known ? known.last : null;
  for (const r of ls.log.slice(from)) {
    const before = game.reveal(state, r.reveals).state;
    if (!isPass(game, before, r)) last = { seq: r.seq, before };
    state = game.apply(before, r.event);
    scans.set(r, { after: state, last });
  }
  if (named && (named.seq >= ls.log.length || ls.log[named.seq]!.hash !== named.hash)) return no('notInLog', { seq: named.seq });
  if (!last) return no('onlyPasses');
  if (named && named.seq !== last.seq) return no('notLast', { seq: named.seq, last: last.seq });
  const act = ls.log[last.seq]!;
  if ((act.from === ls.me) !== (asker === 'me')) return no('notAsker', { seq: last.seq, who: seat(act.from) });
  for (const r of ls.log.slice(last.seq)) if (r.reveals.length > 0) return no('revealed', { seq: r.seq });
  const hiddenBefore = new Set(game.hidden(last.before).map((h) => h.iid));
  if (game.reveals(last.before, act.event).some((iid) => hiddenBefore.has(iid))) return no('shows', { seq: last.seq });
  if (canonicalJson(game.hidden(last.before)) !== canonicalJson(game.hidden(ls.game))) return no('hiddenChanged', { seq: last.seq });
  if ((game.randomDraws?.(last.before) ?? 0) !== (game.randomDraws?.(ls.game) ?? 0)) return no('drawn', { seq: last.seq });
  const back = last.seq === 0 ? ls.startHash : ls.log[last.seq - 1]!.hash;
  // The replayed state is the one each act was judged on: its fingerprint is the logged one.
  if (game.fingerprint(last.before) !== back) return { ok: false, checks: [netSay('NET-DESYNC-01', false, null, 'fairplay.says.undo.noReplay', { seq: last.seq })] };
  return { ok: true, target: { seq: last.seq, hash: act.hash, game: last.before, back } };
}

/** Per log record: the state after it and the last act up to it that is not a pass, with the state before that act. */
const scans = new WeakMap<LogRecord, { readonly after: unknown; readonly last: { readonly seq: number; readonly before: unknown } | null }>();

/** A pass: the act the game's response window offers its seat there (K-TIMING: nothing happened). */
function isPass(game: AnyGame, before: unknown, r: LogRecord): boolean {
  const w = game.window(before, r.from);
  return !!w && canonicalJson(w.pass) === canonicalJson(r.event);
}

/** Both tables go back to the state before the act: the act and the passes after it leave the log. */
function rollBack(ls: LockstepState, t: UndoTarget, undo: UndoState): LockstepState {
  const peers = Object.fromEntries(Object.entries(ls.peers).map(([seat, book]) => [seat, { ...book, answered: QUIET }]));
  return { ...ls, game: t.game, log: ls.log.slice(0, t.seq), unacked: ls.unacked.filter((u) => u.seq < t.seq), peers, undo };
}

const refusedBy = (checks: Check[]): Judgement<unknown> => judgement(null, checks);

/** This table's player asks the friend to take back its last act (judged here first, never sent if illegal). */
export function askUndo(game: AnyGame, ls: LockstepState): Step {
  const refuse = (checks: Check[]): Step => ({ state: ls, send: [], outcome: { kind: 'refused', judgement: refusedBy(checks) } });
  if (ls.stop) return refuse([netSay(ls.stop.rule, false, null, 'fairplay.says.stopped')]);
  if (isMesh(ls)) return refuse([netSay('NET-UNDO-02', false, null, 'fairplay.says.undo.twoTables')]);
  if (ls.undo.asked) return refuse([netSay('NET-UNDO-02', false, null, 'fairplay.says.undo.open')]);
  if (ls.undo.made >= UNDO_LIMIT) return refuse([netSay('NET-UNDO-03', false, null, 'fairplay.says.undo.limit', { limit: UNDO_LIMIT })]);
  const j = judgeUndo(game, ls, 'me');
  if (!j.ok) return refuse(j.checks);
  const asked = { seq: j.target.seq, hash: j.target.hash };
  return {
    state: { ...ls, undo: { ...ls.undo, asked, made: ls.undo.made + 1 } },
    send: [{ t: 'undo', ...asked }],
    outcome: { kind: 'undo', what: 'asked', seq: asked.seq },
  };
}

/** After a reconnect: this table's open request goes again (the friend drops requests it had not answered). */
export function askAgain(ls: LockstepState): WireOf<'undo'>[] {
  return ls.undo.asked ? [{ t: 'undo', ...ls.undo.asked }] : [];
}

/** The friend asks to take back its act: judged, and if legal put to this table's player. */
export function receiveUndoRequest(game: AnyGame, ls: LockstepState, msg: WireOf<'undo'>): Step {
  const u = ls.undo;
  const same = (r: UndoRequest | null): boolean => !!r && r.seq === msg.seq && r.hash === msg.hash;
  // The same request again after a drop: its answer again, once per connection; an open one waits.
  if (same(u.offered)) return { state: ls, send: [], outcome: { kind: 'ignored', why: 'the request is open already' } };
  if (same(u.answered) && u.answered!.back === currentHash(ls)) {
    if (u.reanswered) return { state: ls, send: [], outcome: { kind: 'ignored', why: 'the request was answered again already' } };
    const a = u.answered!;
    return { state: { ...ls, undo: { ...u, reanswered: true } }, send: [{ t: 'undo-answer', seq: a.seq, allow: a.allow, hash: a.back }], outcome: { kind: 'ignored', why: 'a request answered already' } };
  }
  // Past the limit a request is an offence like any refused message (NET-FLOOD-01 stops a flood).
  if (u.received >= UNDO_LIMIT) return refuseFriend(ls, msg.seq, [netSay('NET-UNDO-03', false, null, 'fairplay.says.undo.limit', { limit: UNDO_LIMIT })], undefined, 'undo');
  const counted: LockstepState = { ...ls, undo: { ...u, received: u.received + 1 } };
  const refuse = (checks: Check[]): Step => ({
    state: counted,
    send: [{ t: 'reject', seq: msg.seq, checks: checks.map((c) => ({ ...c })), what: 'undo' }],
    outcome: { kind: 'undo', what: 'refused', seq: msg.seq, judgement: refusedBy(checks) },
  });
  if (u.offered) return refuse([netSay('NET-UNDO-02', false, null, 'fairplay.says.undo.otherOpen')]);
  // An honest table may ask while an act of this table's is on its way: refused, not counted as an offence.
  const j = judgeUndo(game, ls, 'friend', { seq: msg.seq, hash: msg.hash });
  if (!j.ok) return refuse(j.checks);
  return { state: { ...counted, undo: { ...counted.undo, offered: { seq: msg.seq, hash: msg.hash } } }, send: [], outcome: { kind: 'undo', what: 'offered', seq: msg.seq } };
}

/**
 * This table's player answers the friend's request. Allowed, it is judged again (the state may
 * have moved on since it came): still legal, both tables go back; else it is refused with why.
 */
export function answerUndo(game: AnyGame, ls: LockstepState, allow: boolean): Step {
  const offered = ls.undo.offered;
  if (!offered || ls.stop) return { state: ls, send: [], outcome: { kind: 'ignored', why: 'no request is open' } };
  const cleared = { ...ls.undo, offered: null, reanswered: false };
  const j = judgeUndo(game, ls, 'friend', offered);
  if (!j.ok) {
    return { state: { ...ls, undo: cleared }, send: [{ t: 'reject', seq: offered.seq, checks: j.checks.map((c) => ({ ...c })), what: 'undo' }], outcome: { kind: 'undo', what: 'refused', seq: offered.seq, judgement: refusedBy(j.checks) } };
  }
  if (!allow) {
    const answered = { ...offered, allow: false, back: currentHash(ls) };
    return { state: { ...ls, undo: { ...cleared, answered } }, send: [{ t: 'undo-answer', seq: offered.seq, allow: false, hash: offered.hash }], outcome: { kind: 'undo', what: 'answered', seq: offered.seq } };
  }
  const answered = { ...offered, allow: true, back: j.target.back };
  return {
    state: rollBack(ls, j.target, { ...cleared, answered }),
    send: [{ t: 'undo-answer', seq: offered.seq, allow: true, hash: j.target.back }],
    outcome: { kind: 'undo', what: 'undone', seq: offered.seq },
  };
}

/** The friend's player answered this table's request. */
export function receiveUndoAnswer(game: AnyGame, ls: LockstepState, msg: WireOf<'undo-answer'>): Step {
  const asked = ls.undo.asked;
  if (!asked || asked.seq !== msg.seq) return refuseFriend(ls, msg.seq, [netSay('NET-UNDO-02', false, null, 'fairplay.says.undo.noRequestFor', { seq: msg.seq })], undefined, false);
  const cleared = { ...ls.undo, asked: null };
  if (!msg.allow) return { state: { ...ls, undo: cleared }, send: [], outcome: { kind: 'undo', what: 'refused', seq: msg.seq, judgement: refusedBy([netSay('NET-UNDO-02', false, null, 'fairplay.says.undo.declined')]) } };
  // This table played nothing since it asked, and the friend's acts before its answer came first: both judge the same log.
  const j = judgeUndo(game, ls, 'me', asked);
  if (!j.ok || j.target.back !== msg.hash) return stopWith(ls, { code: 'forged-ack', rule: 'NET-DESYNC-01', seq: msg.seq });
  return { state: rollBack(ls, j.target, cleared), send: [], outcome: { kind: 'undo', what: 'undone', seq: msg.seq } };
}

/** The friend's table refused this table's request (its rule IDs are the judgement's; never its words). */
export function receiveUndoRefusal(ls: LockstepState, rej: WireOf<'reject'>): Step {
  const asked = ls.undo.asked;
  if (!asked || asked.seq !== rej.seq) return { state: ls, send: [], outcome: { kind: 'ignored', why: 'a refusal of no open request' } };
  const checks = rej.checks.filter((c) => !c.ok && RULE_ID.test(c.rule)).slice(0, 8).map((c) => check(c.rule, false, ''));
  return { state: { ...ls, undo: { ...ls.undo, asked: null } }, send: [], outcome: { kind: 'undo', what: 'refused', seq: rej.seq, judgement: refusedBy(checks.length ? checks : [check('NET-UNDO-01', false, '')]) } };
}
