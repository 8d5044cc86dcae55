/**
 * The result screen: who won and by which rule (or that the match was stopped), then fair play:
 * "Fair play verified" only for a fair audit with no violation and no stop; otherwise what the
 * friend's table did, first violation first with a count of the rest, or exactly which audit
 * checks failed. Solo practice has nothing to audit and says so. Words come from the catalog
 * (`app.*`, `fairplay.*`) with this table's own parameters (see fair-play.ts). Game-blind: the end
 * and the turn come from the game's own `ended` and `moment`, the winners' names from its GameUI.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { AnyGame } from '../../src/engine/game.js';
import type { Check } from '../../src/engine/judgement.js';
import type { AnyGameUI } from '../../src/app/game-ui.js';
import type { MatchSnapshot } from '../../src/app/match-port.js';
import type { AuditResult } from '../../src/net/lockstep/audit.js';
import type { Reader } from '../../src/i18n/words.js';
import { cleanText } from '../clean-text.js';
import { checkText } from '../../src/i18n/check-text.js';
import { seatReader } from '../seat-reader.js';
import { formatList, hasMsg, msg } from '../../src/i18n/catalog.js';
import { plural } from '../../src/i18n/plural.js';
import { verdict, violationWords, type Verdict } from '../fair-play.js';

export function resultView(s: MatchSnapshot, game: AnyGame, ui: AnyGameUI): TemplateResult {
  const end = game.ended(s.view);
  const reader = seatReader(ui, s.view, s.me);
  const winners = end?.winners ?? [];
  const outcome = !end ? 'stopped' : winners.length === 0 ? 'draw' : winners.includes(s.me) ? 'won' : 'lost';
  const name = () => formatList(winners.map((w) => ui.seatName(w, s.view, s.me)));
  const words =
    outcome === 'stopped' ? msg('fairplay.result.stopped') : outcome === 'draw' ? msg('app.result.draw') : outcome === 'won' ? msg('app.result.won') : msg('app.result.lost', { player: name() });
  return html`<section class="result panel" part="result" aria-labelledby="result-h" data-outcome=${outcome}>
    <h2 id="result-h">${msg('app.result.heading')}</h2>
    <p class="outcome">${words} <span class="turns">${plural('app.result.turns', game.moment(s.view).turn)}</span></p>
    ${end ? html`<p class="why">${msg('app.result.why', { rule: end.rule, says: cleanText(checkText(end, reader)) })}</p>` : nothing}
    ${fairPlayView(verdict(s), reader, game.id)}
  </section>`;
}

function fairPlayView(d: Verdict, reader: Reader, gameId: string): TemplateResult {
  switch (d.kind) {
    case 'local':
      return html`<p class="audit local" part="audit" data-verdict="local">${msg('app.audit.local')}</p>`;
    case 'waiting':
      return html`<p class="audit waiting" part="audit" role="status" data-verdict="waiting">${msg('app.audit.waiting')}</p>`;
    case 'unfinished':
      return html`<p class="audit unfinished" part="audit" role="status" data-verdict="unfinished">${msg('fairplay.verdict.unfinished')}</p>`;
    case 'verified':
      // A game whose fair play proves other things (Cult's shared decks) words its own verdict.
      return auditSection(d.audit, 'verified', html`${msg(hasMsg(`${gameId}.fairplay.verdict.verified`) ? `${gameId}.fairplay.verdict.verified` : 'fairplay.verdict.verified')}`, reader);
    case 'unfair': {
      const failed = d.audit.checks.filter((c) => !c.ok).length;
      return auditSection(d.audit, 'unfair', html`${failed > 0 ? msg('app.audit.unfair', { count: failed }) : msg('fairplay.verdict.violated')}`, reader);
    }
    case 'violated':
      return html`<section class="audit unfair violated" part="audit" aria-labelledby="audit-h" data-fair="false" data-verdict="violated" data-code=${d.first.code}>
        <h3 id="audit-h">${msg('fairplay.verdict.heading')}</h3>
        <div class="verdict" role="alert">
          <p><strong>${msg('fairplay.verdict.violated')}</strong> <span class="first" data-rule=${d.first.rule}>${violationWords(d.first)}</span></p>
          ${d.more > 0 ? html`<p class="more">${plural('fairplay.verdict.more', d.more)}</p>` : nothing}
          ${d.stop && d.stop !== d.first ? html`<p class="stop" data-code=${d.stop.code}>${msg('fairplay.verdict.stop', { sentence: violationWords(d.stop) })}</p>` : nothing}
        </div>
        ${d.all.length > 1
          ? html`<details class="violations">
              <summary>${msg('fairplay.verdict.all', { count: d.all.length })}</summary>
              <ol>
                ${d.all.map((x) => html`<li data-code=${x.code} data-rule=${x.rule}>${violationWords(x)}</li>`)}
              </ol>
            </details>`
          : nothing}
        ${d.audit ? checksView(d.audit, reader) : nothing}
      </section>`;
  }
}

function auditSection(audit: AuditResult, kind: 'verified' | 'unfair', verdictWords: TemplateResult, reader: Reader): TemplateResult {
  return html`<section class="audit ${kind === 'verified' ? 'fair' : 'unfair'}" part="audit" aria-labelledby="audit-h" data-fair=${String(kind === 'verified')} data-verdict=${kind}>
    <h3 id="audit-h">${msg('app.audit.heading')}</h3>
    <p class="verdict" role="status">${verdictWords}</p>
    ${checksView(audit, reader)}
  </section>`;
}

/** The audit's checks: the failed ones listed, every one behind a disclosure. */
function checksView(audit: AuditResult, reader: Reader): TemplateResult {
  const failed = audit.checks.filter((c) => !c.ok);
  return html`${failed.length > 0
      ? html`<h4>${msg('app.audit.failedChecks')}</h4>
          <ul class="checks failed">
            ${failed.map((c) => checkLine(c, reader))}
          </ul>`
      : nothing}
    <details>
      <summary>${msg('app.audit.allChecks', { count: audit.checks.length })}</summary>
      <ul class="checks">
        ${audit.checks.map((c) => checkLine(c, reader))}
      </ul>
    </details>`;
}

/** One audit check in the reader's words (a check without catalog words keeps its English). */
function checkLine(c: Check, reader: Reader): TemplateResult {
  return html`<li class=${c.ok ? 'ok' : 'fail'} data-rule=${c.rule}>
    <span aria-hidden="true">${c.ok ? '✓' : '✗'}</span>
    <span class="sr">${msg(c.ok ? 'judge.mark.ok' : 'judge.mark.fail')}:</span>
    <span class="rule">${cleanText(c.rule, 40)}</span> ${cleanText(checkText(c, reader))}
  </li>`;
}
