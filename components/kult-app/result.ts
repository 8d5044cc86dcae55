/**
 * The result screen: who won and by which rule, then the fair-play audit —
 * "fair play verified", or exactly which checks failed (FriendMatch's
 * `session.audit`: every commitment, both deck lists, every act replayed with
 * every card known). Solo practice has nothing to audit and says so.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { MatchSnapshot } from '../../src/app/match-port.js';
import type { CardSet, Check } from '../../src/kult/index.js';
import type { AuditResult } from '../../src/net/lockstep/audit.js';
import { msg } from '../i18n/catalog.js';

/** `waiting`: the friend's audit message has not arrived; `local`: a practice game. */
export type AuditShown = AuditResult | 'waiting' | 'local';

export function resultView(s: MatchSnapshot, cards: CardSet, audit: AuditShown): TemplateResult {
  const v = s.view;
  const winner = v.winner;
  const outcome = winner === null ? 'draw' : winner === s.me ? 'won' : 'lost';
  const seat = v.players.find((p) => p.id === winner);
  const name = (seat && cards.cards.get(seat.major)?.name) ?? winner ?? '';
  const words = outcome === 'draw' ? msg('app.result.draw') : outcome === 'won' ? msg('app.result.won') : msg('app.result.lost', { player: name });
  return html`<section class="result panel" part="result" aria-labelledby="result-h" data-outcome=${outcome}>
    <h2 id="result-h">${msg('app.result.heading')}</h2>
    <p class="outcome">${words} <span class="turns">${msg('app.result.turns', { turns: v.turn })}</span></p>
    ${v.ended ? html`<p class="why">${msg('app.result.why', { rule: v.ended.rule, says: v.ended.says })}</p>` : nothing}
    ${auditView(audit)}
  </section>`;
}

function auditView(audit: AuditShown): TemplateResult {
  if (audit === 'local') return html`<p class="audit local" part="audit">${msg('app.audit.local')}</p>`;
  if (audit === 'waiting') return html`<p class="audit waiting" part="audit" role="status">${msg('app.audit.waiting')}</p>`;
  const failed = audit.checks.filter((c) => !c.ok);
  return html`<section class="audit ${audit.fair ? 'fair' : 'unfair'}" part="audit" aria-labelledby="audit-h" data-fair=${String(audit.fair)}>
    <h3 id="audit-h">${msg('app.audit.heading')}</h3>
    <p class="verdict" role="status">${audit.fair ? msg('app.audit.fair') : msg('app.audit.unfair', { count: failed.length })}</p>
    ${failed.length > 0
      ? html`<h4>${msg('app.audit.failedChecks')}</h4>
          <ul class="checks failed">
            ${failed.map(checkLine)}
          </ul>`
      : nothing}
    <details>
      <summary>${msg('app.audit.allChecks', { count: audit.checks.length })}</summary>
      <ul class="checks">
        ${audit.checks.map(checkLine)}
      </ul>
    </details>
  </section>`;
}

function checkLine(c: Check): TemplateResult {
  return html`<li class=${c.ok ? 'ok' : 'fail'} data-rule=${c.rule}>
    <span aria-hidden="true">${c.ok ? '✓' : '✗'}</span>
    <span class="sr">${msg(c.ok ? 'judge.mark.ok' : 'judge.mark.fail')}:</span>
    <span class="rule">${c.rule}</span> ${c.says}
  </li>`;
}
