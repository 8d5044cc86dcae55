/// <reference types="mocha" />
// Issue 16: a lesson in the element's language. <kult-lesson lang="pl"> (and "it") shows the
// lesson's own title, goal and intro in that language, and after a listed wrong attempt its
// explanation, beside the table and in the table's judge; no English words of the lesson appear
// anywhere in it. <kult-lessons lang="it"> lists the titles in Italian and the lesson it opens
// follows its language.
import { expect } from '@esm-bundle/chai';
import { html } from 'lit';
import { hasLocale, type Locale } from '../../src/i18n/catalog.js';
import { lessonById } from '../../src/kult/lessons/catalog.js';
import { wordsFields } from '../../src/kult/lessons/lesson-words.js';
import { cleanup, fixture, shadow, text, waitUntil } from '../../test/support/fixture.js';
import { attempt, flushLesson, tableOf } from '../../test/support/lesson-driver.js';
import '../kult-lessons/kult-lessons.js';
import type { KultLessons } from '../kult-lessons/kult-lessons.js';
import './kult-lesson.js';
import type { KultLesson } from './kult-lesson.js';

const lesson = lessonById('fly-and-sorry')!;

/** All the text an element shows, its shadow roots' included, whitespace collapsed. */
function deepText(root: Node): string {
  const parts: string[] = [];
  const walk = (n: Node): void => {
    if (n.nodeType === Node.TEXT_NODE) parts.push(n.textContent ?? '');
    const sr = (n as Element).shadowRoot;
    if (sr) walk(sr);
    for (const c of n.childNodes) walk(c);
  };
  walk(root);
  return parts.join(' ').replace(/\s+/g, ' ');
}

async function mountIn(lang: Locale): Promise<KultLesson> {
  const el = await fixture<KultLesson>(html`<kult-lesson lesson="fly-and-sorry" lang=${lang} bot-delay="0" .storage=${null}></kult-lesson>`);
  await waitUntil(() => hasLocale(lang), `the ${lang} words load`);
  await flushLesson(el);
  return el;
}

describe('<kult-lesson> in Polish and Italian', () => {
  afterEach(() => cleanup());

  for (const lang of ['pl', 'it'] as const) {
    it(`K-TIMING-06 lang="${lang}": the title, goal, intro and a wrong attempt's why are the lesson's ${lang} words, in the teacher and the table's judge; no English lesson words`, async function () {
      this.timeout(20_000);
      const el = await mountIn(lang);
      const root = shadow(el);
      expect(text(root.querySelector('h2'))).to.equal(lesson.title[lang]);
      expect(text(root.querySelector('.goal'))).to.include(lesson.goal.says[lang]!);
      expect(text(root.querySelector('.intro'))).to.equal(lesson.intro[lang]);
      // The Repel, then Malkuth's Fly in the Ointment on it; passing now is the listed mistake (wrong[1]).
      expect(await attempt(el, lesson.solution[0]!, 'click')).to.equal(true);
      const wrong = lesson.wrong[1]!;
      expect(await attempt(el, wrong.act, 'click', false), 'the Pass is refused').to.equal(false);
      const refused = root.querySelector('.refused');
      expect(refused?.querySelector(`[data-rule="${wrong.rule}"]`), `${wrong.rule} is cited`).to.exist;
      expect(text(refused)).to.include(wrong.why[lang]!);
      expect(text(refused!.querySelector('.refused-hint'))).to.include(lesson.nudge[lang]!);
      const judge = shadow(tableOf(el)).querySelector('kult-judge');
      expect(deepText(judge!), 'the table\'s judge words the lesson\'s check in the lesson\'s language').to.include(wrong.why[lang]!);
      const shown = deepText(el);
      for (const [path, w] of wordsFields(lesson)) expect(shown, `the English of ${path}`).not.to.include(w.en);
    });
  }

  it('<kult-lessons lang="it"> lists the lessons\' Italian titles, and the lesson it opens speaks Italian too', async function () {
    this.timeout(20_000);
    const el = await fixture<KultLessons>(html`<kult-lessons lang="it" bot-delay="0" .storage=${null}></kult-lessons>`);
    await waitUntil(() => hasLocale('it'), 'the Italian words load');
    const row = shadow(el).querySelector<HTMLElement>('li[data-lesson="fly-and-sorry"]')!;
    expect(text(row.querySelector('button'))).to.equal(lesson.title.it);
    row.querySelector('button')!.click();
    await waitUntil(() => !!shadow(el).querySelector('kult-lesson'), 'the lesson opens');
    const opened = shadow(el).querySelector<KultLesson>('kult-lesson')!;
    await flushLesson(opened);
    expect(text(shadow(opened).querySelector('h2'))).to.equal(lesson.title.it);
    expect(text(shadow(opened).querySelector('.goal'))).to.include(lesson.goal.says.it!);
  });
});
