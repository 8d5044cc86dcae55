/**
 * A quiz lesson's question before play: a real form with a checkbox per card in the learner's
 * hand ("which may be played now?"), and once submitted each card marked right or wrong against
 * the engine's answer key (quiz-key.ts) with its reason and rule. Renders only.
 */
import { html, type TemplateResult } from 'lit';
import { msg } from '../../src/i18n/catalog.js';
import type { QuizLine } from './quiz-key.js';

export interface Quiz {
  readonly question: string;
  /** The key for this moment, or null while the floor has not come to the learner yet. */
  readonly key: readonly QuizLine[] | null;
  /** The learner's ticks, once the answer is in (null: not yet). */
  readonly answer: ReadonlySet<string> | null;
  submit(ticked: ReadonlySet<string>): void;
}

export function renderQuiz(q: Quiz): TemplateResult {
  return html`<section class="quiz" aria-labelledby="quiz-h">
    <h3 id="quiz-h">${msg('lesson.quiz.heading')}</h3>
    ${q.answer && q.key ? renderMarked(q.question, q.key, q.answer) : q.key ? renderForm(q, q.key) : html`<p>${q.question}</p><p class="wait" role="status">${msg('lesson.quiz.wait')}</p>`}
  </section>`;
}

function renderForm(q: Quiz, key: readonly QuizLine[]): TemplateResult {
  const onSubmit = (e: SubmitEvent): void => {
    e.preventDefault();
    const form = e.currentTarget as HTMLFormElement;
    q.submit(new Set(new FormData(form).getAll('card').map(String)));
  };
  return html`<form class="quiz-form" @submit=${onSubmit}>
    <fieldset>
      <legend>${q.question}</legend>
      <p class="help">${msg('lesson.quiz.hint')}</p>
      ${key.map((k) => html`<label class="pick"><input type="checkbox" name="card" value=${k.iid} /> ${k.name}</label>`)}
    </fieldset>
    <button type="submit" class="primary" data-act="quiz-submit">${msg('lesson.quiz.submit')}</button>
  </form>`;
}

function renderMarked(question: string, key: readonly QuizLine[], ticked: ReadonlySet<string>): TemplateResult {
  const right = key.filter((k) => ticked.has(k.iid) === k.ok).length;
  return html`<p>${question}</p>
    <p class="score" role="status" tabindex="-1">${msg('lesson.quiz.score', { right, count: key.length })} ${msg('lesson.quiz.playOn')}</p>
    <ul class="marked">
      ${key.map((k) => {
        const correct = ticked.has(k.iid) === k.ok;
        return html`<li class=${correct ? 'right' : 'wrong'} data-iid=${k.iid} data-correct=${correct ? 'true' : 'false'}>
          <strong>${msg(correct ? 'lesson.quiz.right' : 'lesson.quiz.wrong')}:</strong>
          ${k.name} ${k.ok ? msg('lesson.quiz.may') : msg('lesson.quiz.mayNot', { why: k.why })}
          (${msg(ticked.has(k.iid) ? 'lesson.quiz.ticked' : 'lesson.quiz.unticked')})
        </li>`;
      })}
    </ul>`;
}
