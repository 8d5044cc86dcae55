/**
 * A lesson's words in a language: every words field of a lesson file is `{ en, pl?, it? }`
 * (docs/lessons.md). Screens pick the language they render in (`locale()`: the rendering
 * element's own language, src/i18n/catalog.ts), falling back to English where the lesson has no
 * translation (a fan's lesson in English only). The linter checks the shipped lessons are complete
 * (`missingWords`): every words field in every language.
 *
 * @example
 * withLocale('pl', () => lessonWords(lesson.title)) // "Łańcuchy: Fly in the Ointment, potem Sorry"
 */
import { LOCALES, locale, type Locale } from '../../i18n/catalog.js';
import type { Lesson, LessonWords } from './lesson-schema.js';

/** `words` in `lang` (default: the language being rendered), else English. */
export function lessonWords(words: LessonWords, lang: Locale = locale()): string {
  return words[lang] ?? words.en;
}

/** Every words field of a lesson (an object with English words), by its path in the file. */
export function wordsFields(lesson: Lesson): [string, LessonWords][] {
  const out: [string, LessonWords][] = [];
  const walk = (v: unknown, path: string): void => {
    if (Array.isArray(v)) v.forEach((x, i) => walk(x, `${path}.${i}`));
    else if (v && typeof v === 'object') {
      if (typeof (v as { en?: unknown }).en === 'string') out.push([path, v as LessonWords]);
      else for (const [k, x] of Object.entries(v)) walk(x, path ? `${path}.${k}` : k);
    }
  };
  walk(lesson, '');
  return out;
}

/** The code a missing translation is reported with (`npm run lint:lessons`). */
export const MISSING_WORDS = 'LESSON-WORDS';

/** One line per words field that lacks a language the table speaks: `LESSON-WORDS title: no "pl" words`. */
export function missingWords(lesson: Lesson): string[] {
  const out: string[] = [];
  for (const [path, words] of wordsFields(lesson)) {
    for (const lang of LOCALES) if (!words[lang]) out.push(`${MISSING_WORDS} ${path}: no "${lang}" words`);
  }
  return out;
}
