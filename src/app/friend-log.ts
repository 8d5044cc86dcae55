/**
 * A friend match's log as the table shows it: each record with the judgement it was played under
 * and the moment (turn, step) it was played at; for a restored match, both found again by the one
 * replay (src/net/lockstep/replay.ts).
 */
import type { Game, GameAction } from '../engine/game.js';
import type { Judgement } from '../engine/judgement.js';
import type { LogRecord } from '../net/lockstep/lockstep.js';
import { matchFromAgreement } from '../net/lockstep/match-from-setup.js';
import { replayLog } from '../net/lockstep/replay.js';
import type { SavedSession } from '../net/saved-session.js';
import type { LogEntry } from './match-port.js';

export function toEntry<A extends GameAction>(r: LogRecord, judgements: readonly Judgement<unknown>[], when: ReadonlyArray<{ turn: number; step: string }>): LogEntry<A> {
  return {
    seq: r.seq,
    turn: when[r.seq]?.turn ?? 0,
    step: when[r.seq]?.step ?? '',
    player: r.from,
    action: r.event as A,
    judgement: judgements[r.seq] ?? { ok: true, action: r.event, checks: [] },
  };
}

/** Judgements of a restored log, for the log's "why was this legal" (the one replay, src/net/lockstep/replay.ts). */
export function replayJudgements<S>(game: Game<S, GameAction>, agreement: SavedSession['agreement'], log: readonly LogRecord[]): Array<{ judgement: Judgement<unknown>; when: { turn: number; step: string } }> {
  const built = matchFromAgreement(game, agreement);
  if (!built.ok) return [];
  const out: Array<{ judgement: Judgement<unknown>; when: { turn: number; step: string } }> = [];
  replayLog(game, built.state, log, { each: (_r, before, _after, judgement) => void out.push({ judgement, when: game.moment(before as S) }) });
  return out;
}
