/// <reference types="mocha" />
// <kult-lessons>, the Learn path, in Chromium: every lesson listed with its minutes and whether
// this browser did it; a lesson opened, done on the real table, ticked, and still ticked when the
// element is made again (progress in Web Storage, read through a bounded schema); a damaged
// store reads as nothing done; back to the list; axe on the path.
import { expect } from '@esm-bundle/chai';
import { html } from 'lit';
import { LESSON_PROGRESS_KEY } from '../../src/app/lesson-progress.js';
import { lessonPath } from '../../src/kult/lessons/catalog.js';
import { lessonWords as say } from '../../src/kult/lessons/lesson-words.js';
import { axeProblems } from '../../test/support/axe.js';
import { cleanup, fixture, settled, shadow, text, waitUntil } from '../../test/support/fixture.js';
import { attempt, flushLesson } from '../../test/support/lesson-driver.js';
import type { KultLesson } from '../kult-lesson/kult-lesson.js';
import './kult-lessons.js';
import type { KultLessons } from './kult-lessons.js';

/** This tab's own Web Storage: the other test file running beside this one shares localStorage. */
async function mount(): Promise<KultLessons> {
  return fixture<KultLessons>(html`<kult-lessons bot-delay="0" .storage=${sessionStorage}></kult-lessons>`);
}

const row = (el: KultLessons, id: string) => shadow(el).querySelector<HTMLElement>(`li[data-lesson="${id}"]`);

describe('<kult-lessons>', () => {
  beforeEach(() => sessionStorage.removeItem(LESSON_PROGRESS_KEY));
  afterEach(() => cleanup());

  it('lists every lesson of the path in order, with its minutes, none done yet; axe finds no serious problem', async () => {
    const el = await mount();
    const rows = [...shadow(el).querySelectorAll<HTMLElement>('ol.lessons > li')];
    expect(rows.map((r) => r.dataset['lesson'])).to.deep.equal(lessonPath().map((l) => l.id));
    const first = lessonPath()[0]!;
    expect(text(rows[0])).to.include(say(first.title));
    expect(text(rows[0])).to.include(`about ${first.minutes} min`);
    expect(rows.every((r) => r.dataset['done'] === 'false')).to.equal(true);
    expect(await axeProblems(el)).to.deep.equal([]);
  });

  it('a lesson opened, played to its goal, is ticked on the path and stays ticked when the element is made again (a reload)', async function () {
    this.timeout(30_000);
    const first = lessonPath()[0]!;
    let el = await mount();
    row(el, first.id)!.querySelector('button')!.click();
    await settled(el);
    const lesson = shadow(el).querySelector<KultLesson>('kult-lesson')!;
    await flushLesson(lesson);
    for (const t of first.solution) expect(await attempt(lesson, t, 'click')).to.equal(true);
    await waitUntil(() => !!lesson.running?.reached, 'the goal');
    await flushLesson(lesson);
    expect(await axeProblems(el)).to.deep.equal([]);
    shadow(el).querySelector<HTMLButtonElement>('button.back')!.click();
    await settled(el);
    expect(row(el, first.id)!.dataset['done']).to.equal('true');
    expect(text(shadow(el).querySelector('.count'))).to.include(`1 of ${lessonPath().length}`);
    cleanup();
    el = await mount();
    expect(row(el, first.id)!.dataset['done'], 'still done after the element is made again').to.equal('true');
  });

  it('Next lesson from the goal opens the next lesson of the path in place (or, after the last, says it was the last)', async function () {
    this.timeout(30_000);
    const [first, second] = lessonPath();
    const el = await mount();
    row(el, first!.id)!.querySelector('button')!.click();
    await settled(el);
    const lesson = shadow(el).querySelector<KultLesson>('kult-lesson')!;
    await flushLesson(lesson);
    for (const t of first!.solution) await attempt(lesson, t, 'click');
    await waitUntil(() => !!lesson.running?.reached, 'the goal');
    await flushLesson(lesson);
    const next = shadow(lesson).querySelector<HTMLButtonElement>('button[data-act="next"]');
    if (!second) {
      expect(next).to.equal(null);
      expect(text(shadow(lesson).querySelector('.done'))).to.include('the last lesson');
      return;
    }
    expect(text(next)).to.include(say(second.title));
    next!.click();
    await settled(el);
    expect(el.openLesson).to.equal(second.id);
    const opened = shadow(el).querySelector<KultLesson>('kult-lesson')!;
    await flushLesson(opened);
    expect(opened.current?.id).to.equal(second.id);
  });

  it('stored progress is untrusted: a damaged, oversized or wrongly shaped store reads as nothing done', async () => {
    const id = lessonPath()[0]!.id;
    for (const bad of ['{not json', JSON.stringify({ v: 2, done: [id] }), JSON.stringify({ v: 1, done: [id, '<script>'] }), JSON.stringify({ v: 1, done: Array(500).fill(id) }), JSON.stringify({ v: 1, done: [id], extra: 1 })]) {
      sessionStorage.setItem(LESSON_PROGRESS_KEY, bad);
      const el = await mount();
      expect(row(el, id)!.dataset['done'], bad.slice(0, 40)).to.equal('false');
      cleanup();
    }
    sessionStorage.setItem(LESSON_PROGRESS_KEY, JSON.stringify({ v: 1, done: [id] }));
    expect(row(await mount(), id)!.dataset['done']).to.equal('true');
  });
});
