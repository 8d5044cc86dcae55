/**
 * The lessons shipped with the app, in the order of the Learn path. Each file is checked with the
 * lesson schema when first asked for, like any lesson a fan site brings (a broken file is left out
 * and named, never half-used); `npm run lint:lessons` proves each one keeps its promises.
 */
import theTable from './data/the-table.json' with { type: 'json' };
import payingSuits from './data/paying-suits.json' with { type: 'json' };
import repels from './data/repels.json' with { type: 'json' };
import swayAndRecruit from './data/sway-and-recruit.json' with { type: 'json' };
import theFloor from './data/the-floor.json' with { type: 'json' };
import directlyAffects from './data/directly-affects.json' with { type: 'json' };
import tooLate from './data/too-late.json' with { type: 'json' };
import flyAndSorry from './data/fly-and-sorry.json' with { type: 'json' };
import sorryOnSorry from './data/sorry-on-sorry.json' with { type: 'json' };
import quizRepel from './data/quiz-repel.json' with { type: 'json' };
import theDraw from './data/the-draw.json' with { type: 'json' };
import combat from './data/combat.json' with { type: 'json' };
import quizCombat from './data/quiz-combat.json' with { type: 'json' };
import winning from './data/winning.json' with { type: 'json' };
import { parseLesson, type Lesson } from './lesson-schema.js';

/** The path, in order: from the table and its seven steps to the hardest timing cases. */
const FILES: readonly unknown[] = [
  theTable,
  payingSuits,
  repels,
  swayAndRecruit,
  theFloor,
  directlyAffects,
  tooLate,
  flyAndSorry,
  sorryOnSorry,
  quizRepel,
  theDraw,
  combat,
  quizCombat,
  winning,
];

let cached: { readonly lessons: readonly Lesson[]; readonly broken: readonly string[] } | undefined;

function load() {
  if (cached) return cached;
  const lessons: Lesson[] = [];
  const broken: string[] = [];
  FILES.forEach((raw, i) => {
    const r = parseLesson(raw);
    if (r.ok) lessons.push(r.lesson);
    else broken.push(`lesson file ${i + 1}: ${r.problems[0]}`);
  });
  return (cached = { lessons, broken });
}

/** The Learn path's lessons, in order. */
export function lessonPath(): readonly Lesson[] {
  return load().lessons;
}

/** A shipped lesson by id, or null. */
export function lessonById(id: string): Lesson | null {
  return load().lessons.find((l) => l.id === id) ?? null;
}
