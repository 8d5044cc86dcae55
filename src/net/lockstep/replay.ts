/**
 * The one replay of a match log, for every reader of it: a reloaded table rebuilding its state
 * (every act judged again, every fingerprint compared), the audit (every card known, every act
 * judged with every card known), and the table's log (each act's judgement and moment).
 * Game-agnostic: the game judges, applies, reveals and fingerprints.
 */
import type { Check, Judgement } from '../../engine/judgement.js';
import type { AnyGame, GameAction, Reveal } from '../../engine/game.js';
import { netSay } from '../say.js';
import type { LogRecord } from './lockstep.js';

export interface ReplayOptions {
  /** Compare each state's fingerprint with the one logged (a reload: the log is this table's own record). */
  readonly fingerprints?: boolean;
  /** Before the first act and after each, the hidden cards to open (the audit: every card known). */
  readonly open?: (state: unknown) => readonly Reveal[];
  /** Called for each act with the state before and after it, and its judgement; a check that fails stops the replay. */
  readonly each?: (record: LogRecord, before: unknown, after: unknown, judgement: Judgement<unknown>) => Check | null | void;
}

export type ReplayResult = { readonly ok: true; readonly state: unknown } | { readonly ok: false; readonly failure: Check; readonly at: number };

/**
 * Replays `log` from `start`: each act's logged reveals opened (and, with `open`, every card
 * the caller knows), the act judged and applied.
 *
 * @example
 * const r = replayLog(game, started, saved.log, { fingerprints: true });
 * if (!r.ok) refuse(r.failure.says);
 */
export function replayLog(game: AnyGame, start: unknown, log: readonly LogRecord[], options: ReplayOptions = {}): ReplayResult {
  const fail = (at: number, c: Check): ReplayResult => ({ ok: false, failure: c, at });
  let state = start;
  const openAll = (s: unknown, at: number): { state: unknown; failure?: Check } => {
    if (!options.open) return { state: s };
    const rev = game.reveal(s, options.open(s));
    if (rev.ok) return { state: rev.state };
    return { state: s, failure: rev.judgement.checks.find((c) => !c.ok) ?? netSay('NET-AUDIT-03', false, null, 'fairplay.says.replay.noOpen', { at }) };
  };
  let opened = openAll(state, 0);
  if (opened.failure) return fail(0, opened.failure);
  state = opened.state;
  for (const [i, rec] of log.entries()) {
    if (rec.seq !== i) return fail(i, netSay('NET-SEQ-01', false, null, 'fairplay.says.replay.skips', { prev: i - 1, seq: rec.seq }));
    const rev = game.reveal(state, rec.reveals);
    if (!rev.ok) return fail(i, rev.judgement.checks.find((c) => !c.ok)!);
    const before = rev.state;
    const j = game.judge(before, rec.event);
    if (!j.ok) return fail(i, j.checks.find((c) => !c.ok)!);
    let after = game.apply(before, rec.event as GameAction);
    if (options.fingerprints && game.fingerprint(after) !== rec.hash) return fail(i, netSay('NET-DESYNC-01', false, null, 'fairplay.says.replay.differs', { at: i }));
    opened = openAll(after, i + 1);
    if (opened.failure) return fail(i + 1, opened.failure);
    after = opened.state;
    const extra = options.each?.(rec, before, after, j);
    if (extra && !extra.ok) return fail(i, extra);
    state = after;
  }
  return { ok: true, state };
}
