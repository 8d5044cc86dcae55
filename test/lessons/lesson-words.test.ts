// Issue 16: the shipped lessons in English, Polish and Italian. Every words field of every lesson
// has all three (the lesson linter fails with LESSON-WORDS when one is missing); a screen picks
// the words of the language it renders in, English where a fan's lesson has none; the lesson's
// own checks carry its words in the learner's language.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { seedRng } from '../../src/engine/rng.js';
import { withLocale } from '../../src/i18n/catalog.js';
import { coreCards } from '../../src/kult/index.js';
import { lessonById, lessonPath } from '../../src/kult/lessons/catalog.js';
import { lessonOpening } from '../../src/kult/lessons/lesson-check.js';
import { lessonGame } from '../../src/kult/lessons/lesson-game.js';
import { resolveAct } from '../../src/kult/lessons/refs.js';
import { lessonWords, missingWords, wordsFields } from '../../src/kult/lessons/lesson-words.js';

const root = fileURLToPath(new URL('../../', import.meta.url));

/** Runs `npm run lint:lessons -- file` on a copy of a shipped lesson changed by `edit`. */
function lintEdited(id: string, edit: (lesson: Record<string, unknown>) => void): { status: number | null; out: string } {
  const dir = mkdtempSync(join(tmpdir(), 'lesson-words-'));
  try {
    const lesson = JSON.parse(readFileSync(join(root, `src/kult/lessons/data/${id}.json`), 'utf8')) as Record<string, unknown>;
    edit(lesson);
    const file = join(dir, `${id}.json`);
    writeFileSync(file, JSON.stringify(lesson));
    const r = spawnSync(process.execPath, ['--import', 'tsx', join(root, 'scripts/lint-lessons.ts'), file], { cwd: root, encoding: 'utf8' });
    return { status: r.status, out: r.stdout + r.stderr };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('lessons in English, Polish and Italian', () => {
  it('every words field of every shipped lesson has Polish and Italian words, different from the English', () => {
    for (const lesson of lessonPath()) {
      assert.deepEqual(missingWords(lesson), [], lesson.id);
      const fields = wordsFields(lesson);
      assert.ok(fields.length >= 7, `${lesson.id}: title, intro, goal, nudge, after and the wrong attempts`);
      for (const [path, w] of fields) {
        assert.notEqual(w.pl, w.en, `${lesson.id} ${path}: pl is a copy of the English`);
        assert.notEqual(w.it, w.en, `${lesson.id} ${path}: it is a copy of the English`);
      }
    }
  });

  it('the lesson linter fails with LESSON-WORDS when a Polish word is removed, naming the field', () => {
    const ok = lintEdited('fly-and-sorry', () => undefined);
    assert.equal(ok.status, 0, ok.out);
    const r = lintEdited('fly-and-sorry', (l) => {
      delete ((l['wrong'] as { why: Record<string, string> }[])[1]!.why)['pl'];
    });
    assert.equal(r.status, 1, r.out);
    assert.match(r.out, /^LESSON LESSON-WORDS wrong\.1\.why: no "pl" words$/m);
    assert.match(r.out, /1 with problems/);
  });

  it('a screen takes the words of the language it renders in; a lesson in English only is still read, in English', () => {
    const lesson = lessonById('fly-and-sorry')!;
    assert.equal(withLocale('pl', () => lessonWords(lesson.title)), lesson.title.pl);
    assert.equal(withLocale('it', () => lessonWords(lesson.title)), lesson.title.it);
    assert.equal(withLocale('en', () => lessonWords(lesson.title)), lesson.title.en);
    assert.equal(withLocale('pl', () => lessonWords({ en: 'Only English' })), 'Only English');
  });

  it('K-TIMING-06 the lesson\'s own refusal: `says` in English, its words in the learner\'s language', () => {
    const lesson = lessonById('fly-and-sorry')!;
    const { played } = lessonOpening(coreCards(), lesson);
    let lang: 'pl' | 'it' = 'pl';
    const game = lessonGame(coreCards(), lesson, () => lang);
    // The learner's Repel (the solution's first act), then Malkuth's Fly in the Ointment on it.
    const repel = { type: 'repel', player: 'you', from: 'hub', to: 'C1', suit: 'skull' } as const;
    let s = game.apply(played.state, repel);
    s = game.apply(s, game.bots['script']!(s, 'bot', seedRng(1))[0]!);
    const pass = { type: 'pass', player: 'you' } as const;
    const cited = () => game.judge(s, pass).checks.find((c) => !c.ok && c.rule === 'K-TIMING-06')!;
    assert.equal(cited().says, lesson.wrong[1]!.why.en);
    assert.deepEqual(cited().words, { key: 'lesson.says.why', values: { why: lesson.wrong[1]!.why.pl } });
    lang = 'it';
    assert.deepEqual(cited().words?.values, { why: lesson.wrong[1]!.why.it });
  });

  it('K-TIMING-06 a legal move that is not the lesson\'s is refused in the learner\'s words: the goal in Italian, the catalog\'s sentence around it', () => {
    const lesson = lessonById('sorry-on-sorry')!;
    const { played } = lessonOpening(coreCards(), lesson);
    const game = lessonGame(coreCards(), lesson, () => 'it');
    // The learner's Fly on Golab's Repel, Golab passes; a Sorry on the learner's own Fly is legal but not the lesson's.
    const fly = resolveAct(played.state, lesson.solution[0]!, 'you');
    assert.ok(fly.ok);
    const s = game.apply(game.apply(played.state, fly.action), { type: 'pass', player: 'bot' });
    const sorry = resolveAct(s, { type: 'commandment', card: { card: 'sorry' }, target: { act: 'last' } }, 'you');
    assert.ok(sorry.ok);
    const cited = game.judge(s, sorry.action).checks.find((c) => !c.ok && c.rule === lesson.rules[0])!;
    assert.equal(cited.says, `${lesson.goal.says.en} That move is not this lesson’s.`);
    assert.deepEqual(cited.words, { key: 'lesson.says.notOpen', values: { goal: lesson.goal.says.it } });
  });
});
