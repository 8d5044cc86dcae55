/// <reference types="mocha" />
// <kult-lesson> in Chromium on the real engine: the hints in three steps (a nudge, the rule with
// its catalog words, the move shown on the table), a quiz marked with the engine's per-card
// answers, Start again, axe on the lesson view, and the lesson at a phone's width.
import { expect } from '@esm-bundle/chai';
import { setViewport } from '@web/test-runner-commands';
import { html } from 'lit';
import { LESSON_PROGRESS_KEY } from '../../src/app/lesson-progress.js';
import { lessonById } from '../../src/kult/lessons/catalog.js';
import { lessonWords as say } from '../../src/kult/lessons/lesson-words.js';
import type { Lesson } from '../../src/kult/lessons/lesson-schema.js';
import { axeProblems } from '../../test/support/axe.js';
import { cleanup, fixture, shadow, text, waitUntil } from '../../test/support/fixture.js';
import { attempt, flushLesson, learnersMoment, tableOf } from '../../test/support/lesson-driver.js';
import './kult-lesson.js';
import type { KultLesson } from './kult-lesson.js';

const lesson = lessonById('directly-affects')!;

async function mount(file: unknown = null): Promise<KultLesson> {
  const el = file
    ? await fixture<KultLesson>(html`<kult-lesson .file=${file} bot-delay="0" .storage=${sessionStorage}></kult-lesson>`)
    : await fixture<KultLesson>(html`<kult-lesson lesson="directly-affects" bot-delay="0" .storage=${sessionStorage}></kult-lesson>`);
  await flushLesson(el);
  return el;
}

const q = (el: KultLesson, sel: string) => shadow(el).querySelector<HTMLElement>(sel);

/** The same position with a Sorry in hand too, asked as a quiz (a fan's lesson file, checked by the schema). */
function quizLesson(): Lesson {
  const seats = lesson.position.seats.map((s) => (s.id === 'you' ? { ...s, hand: ['lack-of-faith', 'sorry'] } : s));
  return { ...lesson, id: 'directly-affects-quiz', position: { ...lesson.position, seats }, quiz: { question: { en: 'Which of your cards may answer Unholy Hunger now?' } } };
}

describe('<kult-lesson>', () => {
  beforeEach(() => sessionStorage.removeItem(LESSON_PROGRESS_KEY));
  afterEach(async () => {
    cleanup();
    await setViewport({ width: 800, height: 600 });
  });

  it('K-TIMING-03 hints come in three steps: the nudge, the rule with its catalog words, the move in the table\'s words, picked up on the table', async function () {
    this.timeout(20_000);
    const el = await mount();
    await learnersMoment(el);
    const hint = q(el, 'button[data-act="hint"]')!;
    hint.click();
    await flushLesson(el);
    expect(text(q(el, '[data-hint="1"]'))).to.include(say(lesson.nudge));
    expect(q(el, '[data-hint="2"]')).to.equal(null);
    hint.click();
    await flushLesson(el);
    const rule = q(el, '[data-hint="2"]')!;
    expect(rule.dataset['rule']).to.equal(lesson.rules[0]);
    await waitUntil(() => /directly affect/.test(text(q(el, '[data-hint="2"]'))), 'the rule\'s catalog words load');
    hint.click();
    await flushLesson(el);
    expect(text(q(el, '[data-hint="3"]'))).to.match(/Lack of Faith/);
    expect((hint as HTMLButtonElement).disabled, 'no fourth hint').to.equal(true);
    // The move is picked up on the table: Lack of Faith is the chosen card in hand.
    const hand = shadow(tableOf(el)).querySelector('kult-hand.mine')!;
    const chosen = shadow(hand).querySelector<HTMLElement>('[aria-selected="true"]');
    expect(chosen?.dataset['iid']).to.equal(el.running!.snapshot.view.players.find((p) => p.id === 'you')!.hand[0]);
  });

  it('K-TIMING-03 a quiz: the learner ticks the cards that may be played; each is marked right or wrong with the engine\'s reason and rule; then play goes on to the goal', async function () {
    this.timeout(30_000);
    const el = await mount(quizLesson());
    await waitUntil(() => !!q(el, 'form.quiz-form'), 'the quiz form once the floor comes to the learner', 8000);
    await flushLesson(el);
    expect(q(el, '.table-slot')!.hasAttribute('inert'), 'the table waits for the answer').to.equal(true);
    const boxes = [...shadow(el).querySelectorAll<HTMLInputElement>('form.quiz-form input[type="checkbox"]')];
    const names = boxes.map((b) => text(b.closest('label')));
    expect(names.slice(0, 2)).to.deep.equal(['Lack of Faith', 'Sorry']);
    expect(new Set(names.slice(2))).to.deep.equal(new Set(['Priest']), 'the hand is filled up with Priests');
    // Wrong on two counts: Sorry ticked, Lack of Faith left; the Priests left, rightly.
    boxes[1]!.click();
    q(el, 'button[data-act="quiz-submit"]')!.click();
    await flushLesson(el);
    const marked = [...shadow(el).querySelectorAll<HTMLElement>('.marked li')];
    expect(marked.map((li) => li.dataset['correct'])).to.deep.equal(['false', 'false', ...names.slice(2).map(() => 'true')]);
    expect(text(marked[0])).to.include('may be played now');
    // Sorry's reason is the engine's, with its rule.
    expect(text(marked[1])).to.match(/may not be played now: .+\(K-[A-Z]+-\d\d\)/);
    expect(text(marked[2])).to.match(/Priest may not be played now: .+\(K-[A-Z]+-\d\d\)/);
    expect(text(q(el, '.score'))).to.include(`${names.length - 2} of ${names.length} right`);
    expect(q(el, '.table-slot')!.hasAttribute('inert')).to.equal(false);
    expect(await attempt(el, lesson.solution[0]!, 'click')).to.equal(true);
    await waitUntil(() => !!el.running?.reached, 'the goal after the quiz', 8000);
  });

  it('a lesson file that breaks the schema is refused with its problems, never played', async () => {
    const el = await mount({ ...lesson, open: 'everything' });
    expect(el.running).to.equal(null);
    expect(text(q(el, '[role="alert"]'))).to.include('open');
  });

  it('Start again puts the position back and clears the hints', async function () {
    this.timeout(20_000);
    const el = await mount();
    await learnersMoment(el);
    q(el, 'button[data-act="hint"]')!.click();
    await attempt(el, lesson.wrong[0]!.act, 'click', false);
    expect(q(el, '.refused')).to.exist;
    const before = el.running;
    q(el, 'button[data-act="restart"]')!.click();
    await flushLesson(el);
    expect(el.running).to.not.equal(before);
    expect(q(el, '.refused')).to.equal(null);
    expect(q(el, '.hint-list')).to.equal(null);
    await learnersMoment(el);
    expect(await attempt(el, lesson.solution[0]!, 'click')).to.equal(true);
  });

  it('axe finds no serious or critical problem in the lesson: at the start, with hints and a refusal, and at the goal', async function () {
    this.timeout(40_000);
    const el = await mount();
    await learnersMoment(el);
    expect(await axeProblems(el)).to.deep.equal([]);
    for (let i = 0; i < 3; i++) q(el, 'button[data-act="hint"]')!.click();
    await attempt(el, lesson.wrong[0]!.act, 'click', false);
    await flushLesson(el);
    expect(await axeProblems(el)).to.deep.equal([]);
    q(el, 'button[data-act="restart"]')!.click();
    await learnersMoment(el);
    await attempt(el, lesson.solution[0]!, 'click');
    await waitUntil(() => !!el.running?.reached, 'the goal');
    await flushLesson(el);
    expect(await axeProblems(el)).to.deep.equal([]);
  });

  it('at a phone\'s width (390 × 844) the lesson panel and the table fit the screen: nothing runs off to the side', async function () {
    this.timeout(20_000);
    await setViewport({ width: 390, height: 844 });
    const el = await mount();
    await learnersMoment(el);
    q(el, 'button[data-act="hint"]')!.click();
    await attempt(el, lesson.wrong[0]!.act, 'click', false);
    await flushLesson(el);
    for (const part of ['header', '.coach', 'kult-table']) {
      const r = q(el, part)!.getBoundingClientRect();
      expect(r.width, `${part} has a width`).to.be.greaterThan(0);
      expect(r.right, `${part} ends inside the screen`).to.be.at.most(390);
      expect(r.left).to.be.at.least(0);
    }
    expect(document.documentElement.scrollWidth, 'the page does not scroll sideways').to.be.at.most(390);
  });
});
