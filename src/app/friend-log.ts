/**
 * A friend match's log as the table shows it: each record with the judgement it was played under
 * and the moment (turn, step) it was played at; for a restored match, both found again by the one
 * replay (src/net/lockstep/replay.ts).
 */
import type { Game, GameAction, SeatId, Secrets } from '../engine/game.js';
import type { Judgement } from '../engine/judgement.js';
import type { LogRecord } from '../net/lockstep/lockstep.js';
import { matchFromAgreement } from '../net/lockstep/match-from-setup.js';
import { replayLog } from '../net/lockstep/replay.js';
import type { SavedSession } from '../net/saved-session.js';
import type { LogEntry } from './match-port.js';

export function toEntry<A extends GameAction>(r: LogRecord, judgements: readonly Judgement<unknown>[], when: ReadonlyArray<{ turn: number; step: string }>, recaps: readonly unknown[] = []): LogEntry<A> {
  const recap = recaps[r.seq];
  return {
    seq: r.seq,
    turn: when[r.seq]?.turn ?? 0,
    step: when[r.seq]?.step ?? '',
    player: r.from,
    action: r.event as A,
    judgement: judgements[r.seq] ?? { ok: true, action: r.event, checks: [] },
    ...(recap === undefined ? {} : { recap }),
  };
}

/**
 * The game's recap of an act as `me` saw it: its own views (the shared state with its secrets)
 * right before the act (its reveals opened) and right after. Undefined for a game without one.
 */
export function recapFor<S>(game: Game<S, GameAction>, me: SeatId, mine: Secrets, before: S, action: GameAction, after: S): unknown {
  if (!game.recap) return undefined;
  const seen = (s: S): S => game.view(game.withSecrets(s, me, mine), me);
  return game.recap(seen(before), action, seen(after));
}

/** A restored log's judgements and moments for the log's "why was this legal", and `me`'s recaps of its acts (the one replay, src/net/lockstep/replay.ts). */
export function replayJudgements<S>(game: Game<S, GameAction>, agreement: SavedSession['agreement'], log: readonly LogRecord[], seat?: { me: SeatId; mine: Secrets }): Array<{ judgement: Judgement<unknown>; when: { turn: number; step: string }; recap: unknown }> {
  const built = matchFromAgreement(game, agreement);
  if (!built.ok) return [];
  const out: Array<{ judgement: Judgement<unknown>; when: { turn: number; step: string }; recap: unknown }> = [];
  replayLog(game, built.state, log, {
    each: (r, before, after, judgement) =>
      void out.push({ judgement, when: game.moment(before as S), recap: seat ? recapFor(game, seat.me, seat.mine, before as S, r.event as GameAction, after as S) : undefined }),
  });
  return out;
}
