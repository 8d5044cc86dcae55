import { html, type TemplateResult } from 'lit';
import { Localized } from '../localized.js';
import { property, state } from 'lit/decorators.js';
import { lessonStorage, loadLessonProgress } from '../../src/app/lesson-progress.js';
import { msg } from '../../src/i18n/catalog.js';
import type { CardSet } from '../../src/kult/cards/card-set.js';
import { lessonPath } from '../../src/kult/lessons/catalog.js';
import type { LessonWords } from '../../src/kult/lessons/lesson-schema.js';
import { lessonWords } from '../../src/kult/lessons/lesson-words.js';
import { cleanText } from '../clean-text.js';
import type { KultLessonNextEvent } from '../events/kult-lesson-next.js';
import '../kult-lesson/kult-lesson.js';
import { styles } from './kult-lessons.styles.js';

/**
 * The Learn path: every shipped lesson in order with its title, how long it takes and whether
 * this browser has done it (src/app/lesson-progress.ts); opening one plays it in
 * `<kult-lesson>`, with the way back to the list and on to the next lesson.
 *
 * @example
 * html`<kult-lessons></kult-lessons>`
 *
 * @event kult-lesson-complete - From the lesson inside: `{ lesson }` (bubbles out, composed).
 *
 * @csspart base - The path.
 * @csspart list - The list of lessons.
 * @csspart lesson - The open `<kult-lesson>`.
 */
export class KultLessons extends Localized {
  static override styles = styles;

  /** The card set (default: the core set). */
  @property({ attribute: false }) cards: CardSet | null = null;

  /** Milliseconds between the opponent's acts in a lesson. */
  @property({ type: Number, attribute: 'bot-delay' }) botDelay = 450;

  /** Where lessons done are kept (default: this page's localStorage; null keeps nothing). */
  @property({ attribute: false }) storage: Storage | null = lessonStorage();

  /** The lesson open (its id), or null for the list. */
  @property({ attribute: 'open-lesson' }) openLesson: string | null = null;

  @state() private done: ReadonlySet<string> = new Set();

  override connectedCallback(): void {
    super.connectedCallback();
    this.done = loadLessonProgress(this.storage);
  }

  /** Which lessons this browser has done. */
  get progress(): ReadonlySet<string> {
    return this.done;
  }

  private open(id: string | null): void {
    const back = this.openLesson;
    this.openLesson = id;
    this.done = loadLessonProgress(this.storage);
    void this.updateComplete.then(() => {
      const to = id ? this.renderRoot.querySelector<HTMLElement>('.back') : this.renderRoot.querySelector<HTMLElement>(`[data-lesson="${back}"] button`);
      to?.focus();
    });
  }

  private readonly onNext = (e: KultLessonNextEvent): void => {
    e.preventDefault();
    this.open(e.detail.lesson);
  };

  /** A lesson's words in the language being rendered (this element's), else English. */
  private say(words: LessonWords): string {
    return cleanText(lessonWords(words));
  }

  override render(): TemplateResult {
    if (this.openLesson) {
      return html`<div class="path" part="base">
        <div class="row"><button type="button" class="back" data-act="back" @click=${() => this.open(null)}>${msg('lessons.back')}</button></div>
        <kult-lesson
          part="lesson"
          lesson=${this.openLesson}
          bot-delay=${this.botDelay}
          .cards=${this.cards}
          .storage=${this.storage}
          @kult-lesson-complete=${() => (this.done = loadLessonProgress(this.storage))}
          @kult-lesson-next=${this.onNext}
        ></kult-lesson>
      </div>`;
    }
    const path = lessonPath();
    const count = path.filter((l) => this.done.has(l.id)).length;
    return html`<section class="path panel" part="base" aria-labelledby="lessons-h">
      <h2 id="lessons-h">${msg('lessons.title')}</h2>
      <p class="muted">${msg('lessons.intro')}</p>
      <p class="count">${msg('lessons.progress', { done: count, count: path.length })}</p>
      <ol class="lessons" part="list">
        ${path.map((l) => {
          const done = this.done.has(l.id);
          return html`<li data-lesson=${l.id} data-done=${done ? 'true' : 'false'}>
            <button type="button" class="open-lesson" @click=${() => this.open(l.id)}>${this.say(l.title)}</button>
            <span class="muted">${msg('lesson.minutes', { count: l.minutes })}</span>
            <span class="status ${done ? 'done' : 'todo'}">${msg(done ? 'lessons.done' : 'lessons.todo')}</span>
          </li>`;
        })}
      </ol>
    </section>`;
  }
}
