/// <reference types="mocha" />
// Every lesson of the Learn path played to its goal through <kult-lesson>'s real table in
// Chromium (LocalMatch on the real engine, the lesson's scripted opponent), once with the pointer
// and once with the keyboard alone; every lesson shows at least one of its listed wrong attempts
// refused citing its rule, in the lesson's own words.
import { expect } from '@esm-bundle/chai';
import { html } from 'lit';
import { LESSON_PROGRESS_KEY } from '../../src/app/lesson-progress.js';
import { lessonById, lessonPath } from '../../src/kult/lessons/catalog.js';
import { lessonWords as say } from '../../src/kult/lessons/lesson-words.js';
import { LEARNER, type Lesson } from '../../src/kult/lessons/lesson-schema.js';
import { resolveAct } from '../../src/kult/lessons/refs.js';
import { cleanup, fixture, shadow, text, waitUntil } from '../../test/support/fixture.js';
import { attempt, deepActive, flushLesson, learnersMoment, type Hand } from '../../test/support/lesson-driver.js';
import './kult-lesson.js';
import type { KultLesson } from './kult-lesson.js';

async function mount(id: string): Promise<KultLesson> {
  const el = await fixture<KultLesson>(html`<kult-lesson lesson=${id} bot-delay="0" .storage=${sessionStorage}></kult-lesson>`);
  await flushLesson(el);
  return el;
}

/** The listed wrong attempts the table lets the learner try now (one the lesson hides, such as a Pass it does not offer, cannot be). */
async function tryWrongs(el: KultLesson, lesson: Lesson, pending: Set<number>, shown: string[]): Promise<void> {
  for (const i of [...pending]) {
    await learnersMoment(el);
    const run = el.running!;
    if (run.reached) return;
    const w = lesson.wrong[i]!;
    const r = resolveAct(run.snapshot.view, w.act, LEARNER);
    if (!r.ok || (w.when && !run.game.wrongAttempt(run.snapshot.view, r.action))) continue;
    pending.delete(i);
    let played: boolean;
    try {
      played = await attempt(el, w.act, 'click', false);
    } catch (e) {
      if (/lesson driver:/.test((e as Error).message)) continue; // no gesture offers it
      throw e;
    }
    expect(played, `wrong attempt ${w.act.type} is refused`).to.equal(false);
    const refused = shadow(el).querySelector('.refused');
    expect(refused, 'the refusal is shown beside the table').to.exist;
    expect(refused!.querySelector(`[data-rule="${w.rule}"]`), `${w.rule} is cited`).to.exist;
    expect(text(refused)).to.include(say(w.why));
    // A listed mistake comes with the hint.
    expect(text(refused!.querySelector('.refused-hint'))).to.include(say(lesson.nudge));
    shown.push(w.rule);
  }
}

/** Plays the lesson's solution with `hand`, trying its wrong attempts on the way (with the pointer); returns the rules shown refused. */
async function playLesson(el: KultLesson, lesson: Lesson, hand: Hand, tryWrong = true): Promise<string[]> {
  const pending = new Set(lesson.wrong.map((_, i) => i));
  const shown: string[] = [];
  if (lesson.quiz) await answerQuiz(el);
  for (const t of lesson.solution) {
    if (tryWrong) await tryWrongs(el, lesson, pending, shown);
    const played = await attempt(el, t, hand);
    expect(played, `solution act ${t.type} is played`).to.equal(true);
  }
  await waitUntil(() => !!el.running?.reached, `the goal of ${lesson.id} is reached`, 8000);
  await flushLesson(el);
  return shown;
}

/** A quiz lesson asks first: the answer is marked (kult-lesson.test.ts checks how), then play goes on. */
async function answerQuiz(el: KultLesson): Promise<void> {
  await waitUntil(() => !!shadow(el).querySelector('form.quiz-form'), 'the quiz', 8000);
  shadow(el).querySelector<HTMLButtonElement>('button[data-act="quiz-submit"]')!.click();
  await flushLesson(el);
  expect(shadow(el).querySelector('.marked'), 'the answer is marked').to.exist;
}

describe('<kult-lesson> the Learn path on the real table', () => {
  beforeEach(() => sessionStorage.removeItem(LESSON_PROGRESS_KEY));
  afterEach(() => cleanup());

  for (const lesson of lessonPath()) {
    it(`${lesson.rules.join(' / ')} "${lesson.id}" played to its goal with clicks; a wrong attempt shows its rule in the lesson's words; the recap names the chain and the rules`, async function () {
      this.timeout(40_000);
      const el = await mount(lesson.id);
      expect(text(shadow(el).querySelector('header'))).to.include(say(lesson.goal.says));
      const shown = await playLesson(el, lesson, 'click');
      expect(shown.length, 'at least one wrong attempt showed its rule').to.be.greaterThan(0);
      const done = shadow(el).querySelector('.done')!;
      expect(done, 'the completion panel').to.exist;
      expect(text(done)).to.include(say(lesson.after));
      for (const rule of lesson.rules) expect(done.querySelector(`dt[data-rule="${rule}"]`), rule).to.exist;
      expect(done.querySelectorAll('.happened > li').length).to.be.greaterThan(0);
      expect(JSON.parse(sessionStorage.getItem(LESSON_PROGRESS_KEY)!).done).to.include(lesson.id);
    });
  }

  for (const lesson of lessonPath()) {
    it(`${lesson.rules.join(' / ')} "${lesson.id}" done with the keyboard alone, its wrong attempts too`, async function () {
      this.timeout(40_000);
      const el = await mount(lesson.id);
      const shown = await playLesson(el, lesson, 'keys');
      expect(shown.length, 'at least one wrong attempt showed its rule').to.be.greaterThan(0);
      expect(shadow(el).querySelector('.done'), 'the completion panel').to.exist;
    });
  }

  it('K-TIMING-03 "directly-affects" done with the keyboard alone: the hand by its key, the card by the arrows and Enter, the move by its digit; focus lands on the recap', async function () {
    this.timeout(30_000);
    const lesson = lessonById('directly-affects')!;
    const el = await mount(lesson.id);
    await playLesson(el, lesson, 'keys', false);
    const done = shadow(el).querySelector('.done');
    await waitUntil(() => deepActive() === done, 'focus on the recap');
    // The chain as the goal's window closed on it: Unholy Hunger cancelled by Lack of Faith.
    const chain = [...done!.querySelectorAll('.chain > li')].map((li) => text(li));
    expect(chain.length).to.equal(2);
    expect(chain[0]).to.match(/Unholy Hunger.*cancelled by #2/);
    expect(chain[1]).to.match(/Lack of Faith.*effective/);
  });
});
