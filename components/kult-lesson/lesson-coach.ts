/**
 * The lesson's teacher beside the table: the hints in three steps (a nudge, the rule with its
 * catalog words, the move in the table's words) and, after a refused attempt, the judge's
 * failing checks with their rules, the lesson's own explanation among them (a listed wrong
 * attempt's `why` is the check's `says`), and for a listed mistake a hint. Renders only.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { Check, Judgement } from '../../src/engine/judgement.js';
import { msg } from '../../src/i18n/catalog.js';
import { checkText } from '../../src/i18n/check-text.js';
import type { Reader } from '../../src/i18n/words.js';
import { cleanText } from '../clean-text.js';
import { citationOf } from '../kult-judge/kult-judge.component.js';
import type { RuleWords } from '../kult-judge/rule-words.js';

export interface Hints {
  /** How many hints are shown (0–3). */
  readonly level: number;
  readonly nudge: string;
  readonly rule: string;
  /** The rule's catalog words (or that they are loading, or could not be). */
  readonly ruleWords: string;
  /** The next move in the table's words, or null when the learner has nothing left to do. */
  readonly move: string | null;
  more(): void;
}

export function renderHints(h: Hints): TemplateResult {
  const label = h.level === 0 ? msg('lesson.hint') : h.level < 3 ? msg('lesson.hint.more') : msg('lesson.hint.all');
  return html`<section class="hints" aria-labelledby="hints-h">
    <h3 id="hints-h" class="sr">${msg('lesson.hint.heading')}</h3>
    <button type="button" class="hint-button" data-act="hint" ?disabled=${h.level >= 3} @click=${() => h.more()}>${label}</button>
    ${h.level > 0
      ? html`<ol class="hint-list" aria-live="polite">
          <li data-hint="1"><strong>${msg('lesson.hint.nudge')}</strong> ${h.nudge}</li>
          ${h.level > 1 ? html`<li data-hint="2" data-rule=${h.rule}><strong>${msg('lesson.hint.rule', { rule: h.rule })}</strong> ${h.ruleWords}</li>` : nothing}
          ${h.level > 2 ? html`<li data-hint="3"><strong>${msg('lesson.hint.move')}</strong> ${h.move ?? msg('lesson.hint.moveNone')}</li>` : nothing}
        </ol>`
      : nothing}
  </section>`;
}

/** The rule words of `rule`, as far as they are loaded. */
export function wordsOf(words: RuleWords | 'loading' | 'failed', rule: string): string | 'loading' | 'failed' {
  return typeof words === 'string' ? words : (words[rule] ?? msg('judge.words.missing', { rule }));
}

/**
 * A refused attempt: every failing check, its rule and what it says (for the learner's seat); for
 * a mistake the lesson expected, the lesson's explanation with its rule when the judgement does not
 * already carry it (the same gesture as the mistake: mistake.ts), and the nudge.
 */
export function renderRefusal(j: Judgement<unknown>, reader: Reader | null, lesson: { readonly rule: string; readonly why: string; readonly hint: string } | null): TemplateResult {
  const failing = j.checks.filter((c) => !c.ok);
  const extra = lesson && !failing.some((c) => c.rule === lesson.rule && cleanText(checkText(c, reader)) === lesson.why) ? lesson : null;
  const rules = [...new Set([...failing.map(citationOf), ...(extra ? [extra.rule] : [])])].join(', ');
  return html`<section class="refused" role="alert" aria-labelledby="refused-h">
    <h3 id="refused-h">${msg('lesson.refused.heading', { rules })}</h3>
    <ul>
      ${failing.map((c: Check) => html`<li data-rule=${c.rule}><span class="rule">${citationOf(c)}</span> ${cleanText(checkText(c, reader))}</li>`)}
      ${extra ? html`<li data-rule=${extra.rule} class="lesson-words"><span class="rule">${extra.rule}</span> ${extra.why}</li>` : nothing}
    </ul>
    ${lesson ? html`<p class="refused-hint"><strong>${msg('lesson.refused.hint')}</strong> ${lesson.hint}</p>` : nothing}
  </section>`;
}
