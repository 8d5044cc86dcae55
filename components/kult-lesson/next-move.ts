/**
 * The third hint, the move itself: the lesson's solution act the learner has not made yet,
 * resolved against what the learner sees now. The learner's acts in the log are matched against
 * the solution in order (by kind, and by card where the solution names one); the table's own
 * passes, where the learner had nothing else to do, match nothing.
 */
import type { LogEntry } from '../../src/app/match-port.js';
import { LEARNER, type Lesson } from '../../src/kult/lessons/lesson-schema.js';
import { cardOf, resolveAct } from '../../src/kult/lessons/refs.js';
import type { Action, GameState } from '../../src/kult/types.js';

/** How many of the solution's acts the learner has made, read from the log. */
export function solutionDone(lesson: Lesson, log: readonly LogEntry<Action>[], view: GameState): number {
  let done = 0;
  for (const e of log) {
    const next = lesson.solution[done];
    if (!next) break;
    if (e.player !== LEARNER || e.action.type !== next.type) continue;
    const card = next.card ? next.card.card : undefined;
    if (card !== undefined && cardOf(view, e.action) !== card && e.action.type !== 'pass') continue;
    done++;
  }
  return done;
}

/** The solution's next act as the engine takes it now, or null (all made, or it cannot be named here). */
export function nextMove(lesson: Lesson, log: readonly LogEntry<Action>[], view: GameState): Action | null {
  const t = lesson.solution[solutionDone(lesson, log, view)];
  if (!t) return null;
  const r = resolveAct(view, t, LEARNER);
  return r.ok ? r.action : null;
}
