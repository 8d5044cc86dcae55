/**
 * The panel shown once the goal is reached: the lesson's closing words, what happened in the
 * log's own words (each act and what it did, as `<kult-log>` says them), the last chain act by
 * act with the engine's verdict on each (effective, or cancelled by #n: `chainStatus`, as the
 * timing bar draws it), the rules to read further with their catalog words, and the way on.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { WindowActWords } from '../../src/app/game-ui.js';
import { chainStatus } from '../../src/engine/response-window.js';
import { msg } from '../../src/i18n/catalog.js';
import { LEARNER } from '../../src/kult/lessons/lesson-schema.js';
import type { KultSnapshot } from '../kult-port.js';
import type { KultUI } from '../kult-ui.js';
import '../../src/i18n/en/table-words.js';

export interface Recap {
  readonly after: string;
  readonly snapshot: KultSnapshot;
  readonly ui: KultUI;
  readonly chain: readonly WindowActWords[];
  readonly rules: ReadonlyArray<{ readonly rule: string; readonly words: string }>;
  /** The next lesson's title, when there is one. */
  readonly next: string | null;
  onNext(): void;
  onRestart(): void;
}

export function renderRecap(r: Recap): TemplateResult {
  const s = r.snapshot;
  const memory = r.ui.remember(null, s.view);
  const happened = s.log.filter((e) => e.action.type !== 'pass');
  const status = chainStatus(r.chain);
  const seat = (p: string) => r.ui.seatName(p, s.view, LEARNER);
  return html`<section class="done" role="region" aria-labelledby="done-h" tabindex="-1">
    <h3 id="done-h">${msg('lesson.done.heading')}</h3>
    <p class="after">${r.after}</p>
    <h4>${msg('lesson.done.happened')}</h4>
    <ol class="happened">
      ${happened.map((e) => {
        const outcomes = r.ui.describeOutcomes?.(e, s.view, LEARNER) ?? [];
        return html`<li>${r.ui.describeAct(e, s.view, LEARNER, memory)}${outcomes.length > 0 ? html`<ul class="outcomes">${outcomes.map((o) => html`<li>${o}</li>`)}</ul>` : nothing}</li>`;
      })}
    </ol>
    ${r.chain.length > 0
      ? html`<h4>${msg('lesson.done.chain')}</h4>
          <ol class="chain">
            ${r.chain.map((e) => {
              const st = status.get(e.id)!;
              return html`<li class=${st.effective ? 'effective' : 'cancelled'} data-act=${e.id}>
                <span class="id">#${e.id}</span> ${msg('timing.chain.act', { player: seat(e.player), act: e.words })} —
                <span class="status">${st.effective ? msg('timing.chain.effective') : msg('timing.chain.cancelled', { by: st.cancelledBy ?? '?' })}</span>
              </li>`;
            })}
          </ol>`
      : nothing}
    <h4>${msg('lesson.done.rules')}</h4>
    <dl class="rules">
      ${r.rules.map((x) => html`<dt data-rule=${x.rule}>${x.rule}</dt><dd>${x.words}</dd>`)}
    </dl>
    <div class="row">
      ${r.next ? html`<button type="button" class="primary next" data-act="next" @click=${() => r.onNext()}>${msg('lesson.next', { title: r.next })}</button>` : html`<p>${msg('lesson.last')}</p>`}
      <button type="button" class="restart" data-act="restart-done" @click=${() => r.onRestart()}>${msg('lesson.restart')}</button>
    </div>
  </section>`;
}
