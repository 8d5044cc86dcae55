import { html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { Localized } from '../localized.js';
import { property, state } from 'lit/decorators.js';
import { lessonStorage, loadLessonProgress, markDone, storeLessonProgress } from '../../src/app/lesson-progress.js';
import { msg } from '../../src/i18n/catalog.js';
import type { CardSet } from '../../src/kult/cards/card-set.js';
import { coreCards } from '../../src/kult/cards/core.js';
import { lessonById, lessonPath } from '../../src/kult/lessons/catalog.js';
import { LEARNER, parseLesson, type Lesson, type LessonWords } from '../../src/kult/lessons/lesson-schema.js';
import { lessonWords } from '../../src/kult/lessons/lesson-words.js';
import { floorHolder } from '../../src/kult/state/access.js';
import type { Action } from '../../src/kult/types.js';
import { cleanText } from '../clean-text.js';
import { describeAction } from '../describe-action.js';
import { KultLessonCompleteEvent } from '../events/kult-lesson-complete.js';
import { KultLessonNextEvent } from '../events/kult-lesson-next.js';
import { loadRuleWords, type RuleWords } from '../kult-judge/rule-words.js';
import '../kult-table/kult-table.js';
import type { KultTable } from '../kult-table/kult-table.js';
import { kultUI } from '../kult-ui.js';
import { seatReader } from '../seat-reader.js';
import { renderHints, renderRefusal, wordsOf } from './lesson-coach.js';
import { renderQuiz } from './lesson-quiz.js';
import { renderRecap } from './lesson-recap.js';
import { LessonRun } from './lesson-run.js';
import { mistakeOf } from './mistake.js';
import { nextMove } from './next-move.js';
import { quizKey, type QuizLine } from './quiz-key.js';
import { styles } from './kult-lesson.styles.js';

/**
 * One KULT lesson on the real engine with the real table (issue 14): its title, goal and intro;
 * the table against the lesson's scripted opponent; a teacher beside it with hints in three steps
 * (a nudge, the rule with its catalog words, the move, shown on the table) and, for every refused
 * attempt, the judge's failing checks with their rules and the lesson's own explanation; Start
 * again; and once the goal holds, what happened in the log's words, the chain act by act, the
 * rules to read further and the next lesson. A quiz lesson first asks which cards in hand may be
 * played now, and marks the answer against the engine's per-card judgement.
 *
 * The goal reached is kept in this browser (src/app/lesson-progress.ts). Lesson words come from
 * the lesson file and are shown only as text; everything else goes through the message catalog.
 * Both speak the element's language (its `lang`, else the nearest ancestor's, else the page's):
 * the lesson's `pl` or `it` words, English where the file has none.
 *
 * @example
 * html`<kult-lesson lesson="directly-affects"></kult-lesson>`
 * html`<kult-lesson lesson="fly-and-sorry" lang="pl"></kult-lesson>`
 *
 * @event kult-lesson-complete - The goal was reached: `{ lesson }`.
 * @event kult-lesson-next - The learner asked for the next lesson: `{ lesson }` (cancelable; if not cancelled, the element opens it).
 *
 * @csspart base - The lesson.
 * @csspart header - The title, goal and intro.
 * @csspart coach - The hints, a refused attempt's explanation, the quiz and the goal's recap.
 * @csspart table - The `<kult-table>`.
 */
export class KultLesson extends Localized {
  static override styles = styles;

  /** The shipped lesson to play, by id (src/kult/lessons/catalog.ts). */
  @property({ attribute: 'lesson' }) lessonId = '';

  /** A lesson file to play instead (untrusted JSON, checked with the lesson schema; a fan site's own). */
  @property({ attribute: false }) file: unknown = null;

  /** The card set (default: the core set). */
  @property({ attribute: false }) cards: CardSet | null = null;

  /** Milliseconds between the opponent's acts. */
  @property({ type: Number, attribute: 'bot-delay' }) botDelay = 450;

  /** Where lessons done are kept (default: this page's localStorage; null keeps nothing). */
  @property({ attribute: false }) storage: Storage | null = lessonStorage();

  @state() private run: LessonRun | null = null;
  @state() private lesson: Lesson | null = null;
  @state() private problems: readonly string[] = [];
  @state() private hintLevel = 0;
  @state() private words: RuleWords | 'loading' | 'failed' = 'loading';
  @state() private quizAnswer: ReadonlySet<string> | null = null;
  /** The quiz's key, fixed at the moment the floor first came to the learner. */
  private quizKeyed: readonly QuizLine[] | null = null;
  private wordsAsked = false;
  /** The language the rule words were asked for in. */
  private wordsLocale: string | null = null;
  private announced = false;
  private needsStart = true;

  override connectedCallback(): void {
    super.connectedCallback();
    if (!this.run) this.needsStart = true;
    this.requestUpdate();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.run?.dispose();
    this.run = null;
  }

  override willUpdate(changed: PropertyValues<this>): void {
    if (this.needsStart || changed.has('lessonId') || changed.has('file') || changed.has('cards') || changed.has('botDelay')) this.start();
    // The rule words asked for in another language: ask again in this one.
    if (this.wordsAsked && this.wordsLocale !== this.locale) {
      this.wordsAsked = false;
      this.words = 'loading';
      this.loadWords();
    }
  }

  /** The lesson being played (null: none found, or its file is broken). */
  get current(): Lesson | null {
    return this.lesson;
  }

  /** The running lesson (for tests and tools): its match and lesson game. */
  get running(): LessonRun | null {
    return this.run;
  }

  /** Starts the lesson (again) from its position. */
  restart(): void {
    this.needsStart = true;
    this.requestUpdate();
  }

  private start(): void {
    this.needsStart = false;
    this.run?.dispose();
    this.run = null;
    this.hintLevel = 0;
    this.quizAnswer = null;
    this.quizKeyed = null;
    this.announced = false;
    this.problems = [];
    const lesson = this.resolve();
    this.lesson = lesson;
    if (!lesson || !this.isConnected) return;
    try {
      this.run = new LessonRun(this.cards ?? coreCards(), lesson, () => this.locale, this.botDelay, (run) => this.onRun(run));
    } catch (e) {
      this.problems = [cleanText((e as Error).message)];
    }
  }

  private resolve(): Lesson | null {
    if (this.file !== null) {
      const r = parseLesson(this.file);
      if (!r.ok) this.problems = r.problems.map((p) => cleanText(p));
      return r.ok ? r.lesson : null;
    }
    const lesson = lessonById(this.lessonId);
    if (!lesson && this.lessonId) this.problems = [msg('lesson.missing', { id: shownId(this.lessonId) })];
    return lesson;
  }

  private onRun(run: LessonRun): void {
    if (run !== this.run) return;
    this.requestUpdate();
    if (run.reached && !this.announced) {
      this.announced = true;
      const id = this.lesson!.id;
      storeLessonProgress(this.storage, markDone(loadLessonProgress(this.storage), id));
      this.loadWords();
      this.dispatchEvent(new KultLessonCompleteEvent({ lesson: id }));
      void this.updateComplete.then(() => this.renderRoot.querySelector<HTMLElement>('.done')?.focus());
    }
  }

  /** The lesson's words in the language being rendered (this element's), else English. */
  private say(words: LessonWords): string {
    return cleanText(lessonWords(words));
  }

  private loadWords(): void {
    const run = this.run;
    if (this.wordsAsked || !run) return;
    this.wordsAsked = true;
    const l = (this.wordsLocale = this.locale);
    loadRuleWords(run.game.rules.wordsUrl(l)).then(
      (w) => {
        if (this.wordsLocale === l) this.words = w;
      },
      () => {
        this.words = 'failed';
        this.wordsAsked = false;
      },
    );
  }

  private get table(): KultTable | null {
    return this.renderRoot.querySelector('kult-table');
  }

  /** One more hint; the third shows the move on the table. */
  private moreHint(): void {
    this.hintLevel = Math.min(3, this.hintLevel + 1);
    if (this.hintLevel >= 2) this.loadWords();
    const run = this.run;
    if (this.hintLevel === 3 && run && this.lesson) {
      const move = nextMove(this.lesson, run.snapshot.log, run.snapshot.view);
      if (move) this.table?.suggest(move);
    }
  }

  private nextLesson(): Lesson | null {
    const path = lessonPath();
    const at = path.findIndex((l) => l.id === this.lesson?.id);
    return at >= 0 ? (path[at + 1] ?? null) : null;
  }

  private goNext(): void {
    const next = this.nextLesson();
    if (!next) return;
    const go = this.dispatchEvent(new KultLessonNextEvent({ lesson: next.id }));
    if (go) {
      this.file = null;
      this.lessonId = next.id;
    }
  }

  override render(): TemplateResult {
    const lesson = this.lesson;
    if (!lesson) {
      return html`<div class="panel problems" part="base" role="alert">
        <p>${this.problems.length > 0 ? msg('lesson.broken') : msg('lesson.missing', { id: shownId(this.lessonId) })}</p>
        <ul>${this.problems.map((p) => html`<li>${p}</li>`)}</ul>
      </div>`;
    }
    const run = this.run;
    const quizOpen = !!lesson.quiz && this.quizAnswer === null && !run?.reached;
    return html`<article class="lesson" part="base" aria-labelledby="lesson-h" data-lesson=${lesson.id} data-state=${run?.reached ? 'done' : 'playing'}>
      <header class="panel" part="header">
        <h2 id="lesson-h">${this.say(lesson.title)}</h2>
        <p class="muted">${msg('lesson.minutes', { count: lesson.minutes })}</p>
        <p class="goal"><strong>${msg('lesson.goal')}</strong> ${this.say(lesson.goal.says)}</p>
        <p class="intro">${this.say(lesson.intro)}</p>
      </header>
      ${this.problems.length > 0 ? html`<div class="panel problems" role="alert"><p>${msg('lesson.broken')}</p><ul>${this.problems.map((p) => html`<li>${p}</li>`)}</ul></div>` : nothing}
      ${run ? html`<div class="panel coach" part="coach" role="region" aria-label=${msg('lesson.coach.label')}>${this.renderCoach(lesson, run, quizOpen)}</div>` : nothing}
      ${run ? html`<div class="table-slot" ?inert=${quizOpen}><kult-table part="table" .port=${run.port}></kult-table></div>` : nothing}
    </article>`;
  }

  private renderCoach(lesson: Lesson, run: LessonRun, quizOpen: boolean): TemplateResult {
    const s = run.snapshot;
    const ui = kultUI(run.game.cards);
    const restart = html`<button type="button" class="restart" data-act="restart" @click=${() => this.restart()}>${msg('lesson.restart')}</button>`;
    const quiz = lesson.quiz ? this.renderQuiz(lesson, run) : nothing;
    if (run.reached) {
      return html`${quiz}${renderRecap({
        after: this.say(lesson.after),
        snapshot: s,
        ui,
        chain: run.chain,
        rules: lesson.rules.map((rule) => ({ rule, words: this.ruleWords(rule) })),
        next: (() => {
          const next = this.nextLesson();
          return next ? this.say(next.title) : null;
        })(),
        onNext: () => this.goNext(),
        onRestart: () => this.restart(),
      })}`;
    }
    if (quizOpen) return html`${quiz}<div class="row">${restart}</div>`;
    const refused = run.refused;
    const wrong = refused ? mistakeOf(lesson, run.game, s.view, refused.action as Action) : null;
    const move = this.hintLevel >= 3 ? nextMove(lesson, s.log, s.view) : null;
    return html`${quiz}
      ${refused ? renderRefusal(refused, seatReader(ui, s.view, LEARNER), wrong ? { rule: wrong.rule, why: this.say(wrong.why), hint: this.say(lesson.nudge) } : null) : nothing}
      ${renderHints({
        level: this.hintLevel,
        nudge: this.say(lesson.nudge),
        rule: lesson.rules[0]!,
        ruleWords: this.ruleWords(lesson.rules[0]!),
        move: move ? describeAction(move, s.view, run.game.cards, { me: LEARNER }) : null,
        more: () => this.moreHint(),
      })}
      <div class="row">${restart}</div>`;
  }

  private ruleWords(rule: string): string {
    const w = wordsOf(this.words, rule);
    return w === 'loading' ? msg('lesson.rule.loading') : w === 'failed' ? msg('lesson.rule.error') : w;
  }

  private renderQuiz(lesson: Lesson, run: LessonRun): TemplateResult {
    const s = run.snapshot;
    if (!this.quizKeyed && s.status === 'playing' && floorHolder(s.view) === LEARNER) this.quizKeyed = quizKey(run.game, s.view);
    return renderQuiz({
      question: this.say(lesson.quiz!.question),
      key: this.quizKeyed,
      answer: this.quizAnswer,
      submit: (ticked) => {
        this.quizAnswer = ticked;
        void this.updateComplete.then(() => this.renderRoot.querySelector<HTMLElement>('.score')?.focus());
      },
    });
  }
}

/** A lesson id as the page gave it, shown only when it has a lesson id's shape (a page's attribute is not this app's words). */
function shownId(id: string): string {
  return /^[a-z0-9][a-z0-9-]{0,47}$/.test(id) ? id : '…';
}
