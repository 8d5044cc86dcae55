/**
 * Which of a lesson's expected mistakes a refused attempt is. The attempt itself, when the lesson
 * lists it; or else the same gesture on the table: moving a marker from the Hub onto a Station is
 * one gesture for a Sway and a Repel of every Suit, and when none is legal the table tries the one
 * the judge finds closest (intent.ts `closest`), which need not be the Repel the lesson lists.
 * The learner still made the move the lesson expected, so its explanation is owed.
 */
import type { Lesson } from '../../src/kult/lessons/lesson-schema.js';
import { LEARNER } from '../../src/kult/lessons/lesson-schema.js';
import type { LessonGame } from '../../src/kult/lessons/lesson-game.js';
import { resolveAct, sameAction } from '../../src/kult/lessons/refs.js';
import type { Action, GameState } from '../../src/kult/types.js';
import { sourceOf, spotKey, targetKeys } from '../kult-table/intent.js';

type Wrong = Lesson['wrong'][number];

/** The gesture that makes `a` on the table: where it starts, and where it lands. */
export function gestureOf(a: Action, view: GameState): string {
  const src = sourceOf(a, view, LEARNER);
  const from = !src ? a.type : src.kind === 'hand' ? `card:${src.iid}` : spotKey(LEARNER, src.spot);
  return `${from}>${targetKeys(a, view, LEARNER).join(',')}`;
}

export function mistakeOf(lesson: Lesson, game: LessonGame, view: GameState, attempt: Action): Wrong | null {
  const gesture = gestureOf(attempt, view);
  let same: Wrong | null = null;
  for (const w of lesson.wrong) {
    const r = resolveAct(view, w.act, LEARNER);
    if (!r.ok || !game.wrongAttempt(view, r.action)) continue;
    if (sameAction(r.action, attempt)) return w;
    if (!same && gestureOf(r.action, view) === gesture) same = w;
  }
  return same;
}
