/// <reference types="mocha" />
// Issue 16: the result screen's audit list reads the protocol's own findings (NET-AUDIT-…) in the
// reader's language, its seats by the names this table knows, never the judge's English.
import { expect } from '@esm-bundle/chai';
import { render } from 'lit';
import { DEFAULT_PLAY_SETTINGS } from '../../../src/app/match-port.js';
import { setLocale, withLocale } from '../../../src/i18n/catalog.js';
import { loadLocale } from '../../../src/i18n/load-locale.js';
import { coreCards, kultGame } from '../../../src/kult/index.js';
import type { AuditResult } from '../../../src/net/lockstep/audit.js';
import { netSay, seat } from '../../../src/net/say.js';
import { resultView } from '../../../components/kult-app/result.js';
import type { KultSnapshot } from '../../../components/kult-port.js';
import { kultUI } from '../../../components/kult-ui.js';
import { tableFixture } from '../../support/table-fixture.js';

const cards = coreCards();
const game = kultGame(cards);
const ui = kultUI(cards);
const f = tableFixture();

/** bob's table changed its deck list after committing to it: the audit that ann's table made. */
const TAMPERED: AuditResult = {
  fair: false,
  checks: [
    netSay('NET-AUDIT-01', false, null, 'fairplay.says.audit.listDiffers', { who: seat('bob') }),
    netSay('NET-AUDIT-02', false, null, 'fairplay.says.audit.cardsUnrevealed', { count: 3 }),
  ],
};

function snapshot(): KultSnapshot {
  return {
    me: 'ann',
    view: { ...f.view, winner: 'ann', ended: { rule: 'K-WIN-01', says: 'Kether holds 14 markers on the Hub' } },
    log: [],
    lastAttempt: null,
    status: 'ended',
    opponent: 'connected',
    notice: null,
    responseDeadline: null,
    settings: DEFAULT_PLAY_SETTINGS,
    fairPlay: { kind: 'audited', audit: TAMPERED },
    violations: [],
    offences: 0,
    stop: null,
  } as KultSnapshot;
}

/** The audit's listed checks as the reader sees them, the result drawn in `l`. */
function auditLines(l: 'en' | 'pl' | 'it'): string[] {
  const box = document.createElement('div');
  render(withLocale(l, () => resultView(snapshot(), game, ui)), box);
  return [...box.querySelectorAll('ul.checks.failed li')].map((li) => li.textContent!.replace(/\s+/g, ' ').trim());
}

describe('the result screen audit list in the reader\'s language', () => {
  before(() => Promise.all([loadLocale('pl'), loadLocale('it')]));
  after(() => setLocale('en'));

  it('NET-AUDIT-01 NET-AUDIT-02 a tampered deck list reads in Polish and Italian, bob by his name, and in English as before', () => {
    const bob = ui.seatName('bob', f.view as never, 'ann');
    const en = auditLines('en');
    expect(en[0]).to.contain(`NET-AUDIT-01 ${bob}'s list differs from the one committed before the game`);
    expect(en[1]).to.contain('NET-AUDIT-02 3 committed cards were not revealed at the audit');
    const pl = auditLines('pl');
    expect(pl[0]).to.contain(`NET-AUDIT-01 lista talii (${bob}) różni się od tej, do której zobowiązano się przed grą`);
    expect(pl[1]).to.contain('NET-AUDIT-02 zobowiązane karty nieodkryte podczas audytu: 3');
    const it = auditLines('it');
    expect(it[0]).to.contain(`NET-AUDIT-01 la lista del mazzo appartenente a ${bob} è diversa da quella impegnata prima della partita`);
    for (const line of [...pl, ...it]) expect(line).to.not.match(/\b(list|committed|differs|revealed|audit)\b/);
  });
});
