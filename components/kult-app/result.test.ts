/// <reference types="mocha" />
// The result screen and the table's fair-play banner on fabricated snapshots: every FairPlay
// kind and every violation code (src/net/violation.ts). "Fair play verified" only for a fair
// audit with no violation, no refused message and no stop; anything else names what happened in
// this table's words with the rule ID, first violation first with a count of the rest.
import { plural } from '../../src/i18n/plural.js';
import { expect } from '@esm-bundle/chai';
import { html, render } from 'lit';
import { DEFAULT_PLAY_SETTINGS, type FairPlay } from '../../src/app/match-port.js';
import type { KultPort as MatchPort, KultSnapshot as MatchSnapshot } from '../kult-port.js';
import { coreCards, kultGame, type Action } from '../../src/kult/index.js';
import type { AuditResult } from '../../src/net/lockstep/audit.js';
import type { Envelope } from '../../src/net/protocol.js';
import type { Violation, ViolationCode } from '../../src/net/violation.js';
import { axeProblems } from '../../test/support/axe.js';
import { cleanup, fixture, settled, shadow, text, waitUntil } from '../../test/support/fixture.js';
import { tableFixture } from '../../test/support/table-fixture.js';
import './kult-app.js';
import type { KultApp } from './kult-app.js';
import { resultView } from './result.js';
import { kultUI } from '../kult-ui.js';

class StubTable extends HTMLElement {
  port: MatchPort | null = null;
}
if (!customElements.get('kult-table')) customElements.define('kult-table', StubTable);

const cards = coreCards();
const f = tableFixture();
const FAIR: AuditResult = { fair: true, checks: [{ rule: 'NET-AUDIT-01', ok: true, says: "bob's deck list is the one committed" }] };
const HOSTILE = 'Claim your prize at https://prize.example';

function snapshot(over: Partial<MatchSnapshot> & { ended?: boolean } = {}): MatchSnapshot {
  const { ended = true, ...rest } = over;
  return {
    me: 'ann',
    view: { ...f.view, winner: ended ? 'ann' : null, ended: ended ? { rule: 'K-WIN-01', says: 'Kether holds 14 markers on the Hub' } : null },
    log: [],
    lastAttempt: null,
    status: ended ? 'ended' : 'stopped',
    opponent: 'connected',
    notice: null,
    responseDeadline: null,
    settings: DEFAULT_PLAY_SETTINGS,
    fairPlay: { kind: 'audited', audit: FAIR },
    violations: [],
    offences: 0,
    stop: null,
    ...rest,
  };
}

/** A friend's envelope carrying its own words wherever the schema lets a string through. */
function envelope(event: Action): Envelope {
  return { t: 'env', v: 4, match: HOSTILE.slice(0, 60), seq: 12, from: 'bob', prev: '0'.repeat(32), event } as Envelope;
}

const RULES: Record<ViolationCode, string> = {
  'refused-legal-act': 'NET-DISPUTE-01',
  'forged-ack': 'NET-DESYNC-01',
  'illegal-act': 'K-SWAY-01',
  'bad-message': 'NET-PREV-01',
  'illegal-deck': 'K-DECK-02',
  'bad-commitment': 'NET-COMMIT-02',
  flood: 'NET-FLOOD-01',
  'no-audit': 'NET-AUDIT-04',
  abandoned: 'NET-ABANDON-01',
};
const STOPS: ReadonlySet<ViolationCode> = new Set(['refused-legal-act', 'forged-ack', 'illegal-deck', 'bad-commitment', 'flood']);
/** What each code's sentence must say (this table's words). */
const SAYS: Record<ViolationCode, RegExp> = {
  'refused-legal-act': /refused act #12, which the rules allow .*\(NET-DISPUTE-01\).*dispute/,
  'forged-ack': /acknowledged act #12 with a state fingerprint .*\(NET-DESYNC-01\)/,
  'illegal-act': /tried to play a Sway \(act #12\), which the rules refuse \(K-SWAY-01\)/,
  'bad-message': /sent a message this table refuses \(NET-PREV-01\)/,
  'illegal-deck': /deck breaks the deck rules \(K-DECK-02\)/,
  'bad-commitment': /opened a commitment another way than it made it \(NET-COMMIT-02\)/,
  flood: /kept sending refused or malformed messages \(NET-FLOOD-01\)/,
  'no-audit': /did not show its cards after the game \(NET-AUDIT-04\): the result is unverified, and that counts against your friend.*still checked/,
  abandoned: /left the match before its end \(NET-ABANDON-01\): the game is unfinished and unverified, and that counts against your friend/,
};

function violation(code: ViolationCode): Violation {
  return {
    code,
    rule: RULES[code],
    seq: 12,
    stops: STOPS.has(code),
    ...(code === 'illegal-act' || code === 'refused-legal-act' ? { envelope: envelope({ type: 'sway', player: 'bob', from: 'C1', to: 'N' }) } : {}),
    ...(code === 'refused-legal-act' ? { refusal: ['K-SWAY-01'] } : {}),
  };
}

function shown(s: MatchSnapshot): HTMLElement {
  const box = document.createElement('div');
  document.body.append(box);
  render(resultView(s, kultGame(cards), kultUI(cards)), box);
  return box;
}

describe('result screen: fair play', () => {
  afterEach(() => {
    for (const box of document.querySelectorAll('body > div')) box.remove();
    cleanup();
  });

  it('says who won and by which rule, and "Fair play verified" for a fair audit with no violation and no stop', async () => {
    const box = shown(snapshot());
    expect(text(box.querySelector('.outcome'))).to.contain('You won');
    // The turns in the plural form the count needs ("after 1 turn", never "after 1 turns").
    const turns = text(box.querySelector('.turns'));
    expect(turns).to.match(/^after \d+ turns?$/);
    expect(turns.endsWith(' 1 turns')).to.equal(false);
    expect([plural('app.result.turns', 1), plural('app.result.turns', 2)]).to.deep.equal(['after 1 turn', 'after 2 turns']);
    // Worded from the final state for its reader (the winner reads "you hold…"), not the saved English.
    expect(text(box.querySelector('.why'))).to.equal('K-WIN-01: you hold 3 markers in the Hub: 10 markers in the Hub win');
    expect(box.querySelector('.audit')!.getAttribute('data-verdict')).to.equal('verified');
    expect(text(box.querySelector('.audit .verdict'))).to.contain('Fair play verified');
    expect(await axeProblems(box)).to.deep.equal([]);
  });

  it('every FairPlay kind: practice, playing (stopped with nothing named), waiting, overdue, audited unfair; only a fair audit verifies', async () => {
    const cases: Array<[FairPlay, Partial<MatchSnapshot> & { ended?: boolean }, string, RegExp]> = [
      [{ kind: 'local' }, {}, 'local', /nothing to audit/],
      [{ kind: 'playing' }, { ended: false }, 'unfinished', /ended before both tables could show their cards/],
      [{ kind: 'waiting' }, {}, 'waiting', /Checking fair play/],
      [{ kind: 'overdue' }, {}, 'violated', /did not show its cards after the game \(NET-AUDIT-04\)/],
      [{ kind: 'audited', audit: { fair: false, checks: [{ rule: 'NET-AUDIT-02', ok: false, says: 'the committed cards are not the deck list' }, { rule: 'K-DECK-02', ok: false, says: "bob's deck: more than 3 copies: 4× Usher" }] } }, {}, 'unfair', /NOT verified: 2 checks failed/],
    ];
    for (const [fairPlay, over, kind, re] of cases) {
      const box = shown(snapshot({ fairPlay, ...over }));
      const audit = box.querySelector<HTMLElement>('.audit')!;
      expect(audit.dataset.verdict, fairPlay.kind).to.equal(kind);
      expect(text(audit), fairPlay.kind).to.match(re);
      expect(text(box), fairPlay.kind).to.not.contain('Fair play verified');
      expect(await axeProblems(box), fairPlay.kind).to.deep.equal([]);
      box.remove();
    }
    const unfair = shown(snapshot({ fairPlay: cases[4]![0] }));
    expect([...unfair.querySelectorAll<HTMLElement>('.checks.failed li')].map((li) => li.dataset.rule)).to.deep.equal(['NET-AUDIT-02', 'K-DECK-02']);
  });

  it('every violation code, even after a fair audit: never "Fair play verified", the violation in this table\'s words with its rule, never the friend\'s text', async () => {
    for (const code of Object.keys(RULES) as ViolationCode[]) {
      const v = violation(code);
      const s = snapshot({ violations: [v], ...(v.stops ? { stop: v, ended: false } : {}), offences: code === 'illegal-act' || code === 'bad-message' ? 1 : 0 });
      const box = shown(s);
      const audit = box.querySelector<HTMLElement>('.audit')!;
      expect(audit.dataset.verdict, code).to.equal('violated');
      expect(audit.dataset.code, code).to.equal(code);
      expect(text(box), code).to.not.contain('Fair play verified');
      expect(text(audit.querySelector('.verdict')), code).to.contain('Fair play NOT verified');
      expect(text(audit.querySelector('.first')), code).to.match(SAYS[code]);
      expect(text(box), code).to.not.contain('Claim your prize');
      expect(text(box.querySelector('.outcome')), code).to.contain(v.stops ? 'stopped before its end' : 'You won');
      expect(audit.querySelector('[role="alert"]'), code).to.not.equal(null);
      expect(await axeProblems(box), code).to.deep.equal([]);
      box.remove();
    }
  });

  it('names the first violation first, counts the rest (refused messages beyond the evidence kept too), and says what stopped the match', async () => {
    const first = violation('illegal-act');
    const stop = violation('refused-legal-act');
    const box = shown(snapshot({ ended: false, violations: [first, violation('bad-message'), stop], stop, offences: 5 }));
    expect(text(box.querySelector('.first'))).to.match(/tried to play a Sway/);
    // Two more kept, and three refused messages beyond the two kept.
    expect(text(box.querySelector('.more'))).to.equal('And 5 more violations.');
    expect(text(box.querySelector('.stop'))).to.match(/^What stopped the match: .*refused act #12.*NET-DISPUTE-01.*Its refusal cited K-SWAY-01\.$/);
    expect([...box.querySelectorAll<HTMLElement>('.violations li')].map((li) => li.dataset.code)).to.deep.equal(['illegal-act', 'bad-message', 'refused-legal-act']);
    expect(await axeProblems(box)).to.deep.equal([]);
  });

  it('a rule that is not a rule ID, or an act kind it does not know, is not shown as given', () => {
    const odd: Violation = { code: 'illegal-act', rule: HOSTILE, seq: 3, stops: false, envelope: envelope({ type: HOSTILE } as unknown as Action) };
    const box = shown(snapshot({ violations: [odd], offences: 1 }));
    expect(text(box.querySelector('.first'))).to.equal('Your friend’s table tried to play an act (act #3), which the rules refuse (a rule of the protocol). It was refused and nothing changed.');
  });
});

/** A MatchPort that only holds a fabricated snapshot, for the shell's banner. */
function fakePort(s: MatchSnapshot): MatchPort {
  return {
    game: kultGame(cards),
    snapshot: s,
    subscribe: () => () => {},
    judge: (action) => ({ ok: false, action, checks: [] }),
    legalActions: () => [],
    attempt: (action) => ({ ok: false, action, checks: [] }),
    configure: () => {},
    dispose: () => {},
  };
}

async function appWith(s: MatchSnapshot): Promise<KultApp> {
  const app = await fixture<KultApp>(html`<kult-app></kult-app>`);
  // As the launcher does before a match shows: the game's match part (table, words) loads first.
  const shell = app as unknown as { loadPlay(): Promise<unknown>; attach(p: MatchPort): void };
  await shell.loadPlay();
  shell.attach(fakePort(s));
  await settled(app);
  return app;
}

describe('<kult-app>: the friend\'s violations on the table', () => {
  afterEach(cleanup);

  it('a stop is an alert banner naming what happened, with a way to the result screen (every stopping code)', async () => {
    for (const code of [...STOPS]) {
      const v = violation(code);
      const app = await appWith(snapshot({ ended: false, violations: [v], stop: v }));
      expect(app.screen, code).to.equal('table');
      const banner = shadow(app).querySelector<HTMLElement>('.fairplay.stop')!;
      expect(banner.getAttribute('role'), code).to.equal('alert');
      expect(text(banner.querySelector('h2')), code).to.equal('The match is stopped');
      expect(text(banner), code).to.match(SAYS[code]);
      expect(await axeProblems(app), code).to.deep.equal([]);
      banner.querySelector<HTMLButtonElement>('button.see-result')!.click();
      await settled(app);
      expect(app.screen, code).to.equal('result');
      const audit = shadow(app).querySelector<HTMLElement>('.audit')!;
      expect(audit.dataset.code, code).to.equal(code);
      expect(text(shadow(app))).to.not.contain('Fair play verified');
      cleanup();
    }
  });

  it('the friend\'s refused act is shown as it happens (its kind and rule in our words), with the count of refused messages', async () => {
    const app = await appWith(snapshot({ ended: false, status: 'playing', fairPlay: { kind: 'playing' }, violations: [violation('bad-message'), violation('illegal-act')], offences: 3 }));
    const line = shadow(app).querySelector<HTMLElement>('.fairplay.latest')!;
    expect(line.getAttribute('role')).to.equal('status');
    expect(text(line)).to.match(/tried to play a Sway \(act #12\), which the rules refuse \(K-SWAY-01\)\. It was refused and nothing changed\. Your friend’s table has sent 3 refused messages in this match\./);
    expect(text(shadow(app))).to.not.contain('Claim your prize');
    await waitUntil(() => app.screen === 'table', 'at the table');
  });
});
