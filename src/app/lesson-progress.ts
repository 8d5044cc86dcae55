/**
 * Which lessons a learner has done, kept in this browser (localStorage) so the Learn path shows
 * its ticks after a reload. Stored data is untrusted (edited by hand, written by an older or
 * broken page): it is read through a bounded schema, and anything that does not fit is read as
 * "nothing done" rather than half-used.
 *
 * @example
 * const done = loadLessonProgress(lessonStorage());        // Set { 'directly-affects' }
 * storeLessonProgress(lessonStorage(), markDone(done, 'fly-and-sorry'));
 */
import * as v from 'valibot';

/** localStorage key: one learner per browser. */
export const LESSON_PROGRESS_KEY = 'taroticum.lessons';

/** Bounds: the path has tens of lessons; fan-made ones add a few. */
export const MAX_DONE = 200;
const MAX_TEXT = 16_000;

const lessonId = v.pipe(v.string(), v.regex(/^[a-z0-9][a-z0-9-]{0,47}$/));
const progressSchema = v.strictObject({
  v: v.literal(1),
  done: v.pipe(v.array(lessonId), v.maxLength(MAX_DONE)),
});

/** The lessons done, as stored in `storage`; empty when there is none or it is damaged. */
export function loadLessonProgress(storage: Storage | null): ReadonlySet<string> {
  try {
    const text = storage?.getItem(LESSON_PROGRESS_KEY);
    if (!text || text.length > MAX_TEXT) return new Set();
    const parsed = v.safeParse(progressSchema, JSON.parse(text));
    return parsed.success ? new Set(parsed.output.done) : new Set();
  } catch {
    return new Set();
  }
}

/** `done` with `id` added; the oldest entries go when the list is full. */
export function markDone(done: ReadonlySet<string>, id: string): ReadonlySet<string> {
  const list = [...done].filter((x) => x !== id);
  list.push(id);
  return new Set(list.slice(-MAX_DONE));
}

/** Keeps `done` (false when storage is full or off: the path forgets it on reload). */
export function storeLessonProgress(storage: Storage | null, done: ReadonlySet<string>): boolean {
  try {
    if (!storage) return false;
    storage.setItem(LESSON_PROGRESS_KEY, JSON.stringify({ v: 1, done: [...done].slice(-MAX_DONE) }));
    return true;
  } catch {
    return false;
  }
}

/** This page's localStorage, or null where it cannot be used (some sandboxed frames). */
export function lessonStorage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}
