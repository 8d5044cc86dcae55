/// <reference types="mocha" />
// <kult-judge> in Chromium, fed real judgements from the engine: the FAQ's
// Incinerator without the fourth Skull (K-SUIT-04), a Sorry aimed at a
// Repel (K-TIMING-03 twice), and a Fly in the Ointment (house default Q-21).
import { kultRuleWordsUrl } from '../../src/kult/rule-words-url.js';
import { expect } from '@esm-bundle/chai';
import { html } from 'lit';
import { sendKeys } from '@web/test-runner-commands';
import type { Judgement } from '../../src/kult/index.js';
import { combatTable, incineratorTable } from '../../test/support/browser-table.js';
import { axeProblems, accessibleName } from '../../test/support/axe.js';
import { cleanup, fixture, settled, shadow, text, waitUntil } from '../../test/support/fixture.js';
import { loadLocale } from '../../src/i18n/load-locale.js';
import './kult-judge.js';
import type { KultJudge } from './kult-judge.js';

// The rule words are data the judge fetches (rule-words.ts); read here straight from the file.
const words = (await (await fetch(kultRuleWordsUrl())).json()) as Record<string, string>;

/** The refused Incinerator: Golab controls Skull×3 and needs four. */
function refusedIncinerator(): Judgement<unknown> {
  const { t, veteran } = incineratorTable();
  return t.judge({ type: 'influence', player: 'a', card: t.inHand('a', 'incinerator'), target: { card: veteran } });
}

function rows(el: KultJudge): HTMLLIElement[] {
  return [...shadow(el).querySelectorAll<HTMLLIElement>('li.check')];
}

function marks(el: KultJudge, mark: '✓' | '✗'): number {
  return rows(el).filter((li) => li.querySelector('.mark')!.textContent === mark).length;
}

describe('<kult-judge>', () => {
  afterEach(cleanup);

  it('renders nothing without a judgement', async () => {
    const el = await fixture<KultJudge>(html`<kult-judge></kult-judge>`);
    expect(shadow(el).querySelector('section')).to.equal(null);
    expect(el.getBoundingClientRect().height).to.equal(0);
  });

  describe('an illegal attempt (Incinerator with Skull×3, K-SUIT-04)', () => {
    it('heads with "Not allowed: K-SUIT-04" and puts the failing check first, highlighted', async () => {
      const j = refusedIncinerator();
      const el = await fixture<KultJudge>(html`<kult-judge mode="attempt" .judgement=${j}></kult-judge>`);
      expect(text(shadow(el).querySelector('h2'))).to.equal('Not allowed: K-SUIT-04');
      const first = rows(el)[0]!;
      expect(first.dataset.rule).to.equal('K-SUIT-04');
      expect(first.classList.contains('fail')).to.equal(true);
      expect(first.classList.contains('first-fail')).to.equal(true);
      // In the engine's own order the suit check is the seventh.
      expect(j.checks.findIndex((c) => !c.ok)).to.equal(6);
    });

    it('shows one ✗ and a ✓ for every passed check, each with its rule ID and what the judge found', async () => {
      const j = refusedIncinerator();
      const el = await fixture<KultJudge>(html`<kult-judge .judgement=${j}></kult-judge>`);
      expect(marks(el, '✗')).to.equal(1);
      expect(marks(el, '✓')).to.equal(j.checks.length - 1);
      const first = rows(el)[0]!;
      expect(text(first.querySelector('.rule'))).to.equal('K-SUIT-04');
      expect(text(first.querySelector('.says'))).to.equal('needs Skull×4, you control Skull×3 (3 from Golab)');
      for (const c of j.checks) {
        const row = rows(el).find((r) => r.dataset.rule === c.rule && text(r.querySelector('.says')) === c.says);
        expect(row, c.rule).to.not.equal(undefined);
      }
      expect(text(shadow(el).querySelector('.tally'))).to.equal(`1 failed · ${j.checks.length - 1} passed`);
    });

    it('announces the refusal politely', async () => {
      const el = await fixture<KultJudge>(html`<kult-judge .judgement=${refusedIncinerator()} .wordsUrl=${kultRuleWordsUrl()}></kult-judge>`);
      const live = shadow(el).querySelector('[aria-live]')!;
      expect(live.getAttribute('aria-live')).to.equal('polite');
      expect(text(live)).to.equal('Not allowed: K-SUIT-04. needs Skull×4, you control Skull×3 (3 from Golab)');
    });

    it('keeps rule words collapsed until asked, then loads and shows the catalog statement', async () => {
      const el = await fixture<KultJudge>(html`<kult-judge .judgement=${refusedIncinerator()} .wordsUrl=${kultRuleWordsUrl()}></kult-judge>`);
      const toggle = rows(el)[0]!.querySelector('button.toggle')!;
      expect(toggle.getAttribute('aria-expanded')).to.equal('false');
      expect(rows(el)[0]!.querySelector('.words')).to.equal(null);
      expect(shadow(el).querySelector('.words')).to.equal(null);
      (toggle as HTMLButtonElement).click();
      await waitUntil(() => text(rows(el)[0]!.querySelector('.words')) === words['K-SUIT-04'], 'K-SUIT-04 words shown');
      expect(words['K-SUIT-04']).to.match(/Suit/);
      expect(rows(el)[0]!.querySelector('.words')!.checkVisibility()).to.equal(true);
      expect(toggle.getAttribute('aria-expanded')).to.equal('true');
      // The words are loaded once for every rule: another row shows its own at once.
      const other = rows(el)[1]!;
      other.querySelector<HTMLButtonElement>('button.toggle')!.click();
      await settled(el);
      expect(text(other.querySelector('.words'))).to.equal(words[other.dataset.rule!]);
      // And a second press closes it again.
      (toggle as HTMLButtonElement).click();
      await settled(el);
      expect(rows(el)[0]!.querySelector('.words')).to.equal(null);
      expect(toggle.getAttribute('aria-expanded')).to.equal('false');
    });

    it('a new judgement starts with every rule text closed again', async () => {
      const el = await fixture<KultJudge>(html`<kult-judge .judgement=${refusedIncinerator()} .wordsUrl=${kultRuleWordsUrl()}></kult-judge>`);
      rows(el)[0]!.querySelector<HTMLButtonElement>('button.toggle')!.click();
      await waitUntil(() => rows(el)[0]!.querySelector('.words') !== null, 'opened');
      el.judgement = refusedIncinerator();
      await settled(el);
      expect(shadow(el).querySelectorAll('[aria-expanded="true"]').length).to.equal(0);
      expect(shadow(el).querySelector('.words')).to.equal(null);
    });
  });

  describe('in another language (issue 16)', () => {
    before(() => loadLocale('pl'));

    it("lang=\"pl\": the checks and the rule's words in Polish, fetched from the Polish file", async () => {
      const el = await fixture<KultJudge>(html`<kult-judge lang="pl" .judgement=${refusedIncinerator()} .wordsUrl=${{ wordsUrl: kultRuleWordsUrl }}></kult-judge>`);
      expect(text(shadow(el).querySelector('h2'))).to.equal('Niedozwolone: K-SUIT-04');
      rows(el)[0]!.querySelector<HTMLButtonElement>('button.toggle')!.click();
      await waitUntil(() => rows(el)[0]!.querySelector('.words:not(.pending)') !== null, 'the Polish words');
      const polish = (await (await fetch(kultRuleWordsUrl('pl'))).json()) as Record<string, string>;
      expect(text(rows(el)[0]!.querySelector('.words'))).to.equal(polish['K-SUIT-04']);
    });

    it('a rule a language has no words for shows English, marked as such and as English, never a key', async () => {
      // A Polish words file that lacks K-SUIT-04 (the judge's source gives each language's address).
      const { ['K-SUIT-04']: _, ...rest } = (await (await fetch(kultRuleWordsUrl('pl'))).json()) as Record<string, string>;
      const partial = `data:application/json,${encodeURIComponent(JSON.stringify(rest))}`;
      const source = { wordsUrl: (l?: string) => (l === 'pl' ? new URL(partial) : kultRuleWordsUrl(l)) };
      const el = await fixture<KultJudge>(html`<kult-judge lang="pl" .judgement=${refusedIncinerator()} .wordsUrl=${source}></kult-judge>`);
      rows(el)[0]!.querySelector<HTMLButtonElement>('button.toggle')!.click();
      await waitUntil(() => rows(el)[0]!.querySelector('.words [lang="en"]') !== null, 'the English words');
      const row = rows(el)[0]!.querySelector('.words')!;
      expect(text(row.querySelector('.fallback'))).to.equal('Jeszcze bez polskiego tekstu; po angielsku:');
      expect(text(row.querySelector('[lang="en"]'))).to.equal(words['K-SUIT-04']);
    });
  });

  it('a response that affects nothing on the floor: both K-TIMING-03 failures first, the rule named once in the heading', async () => {
    const { t } = incineratorTable();
    t.do({ type: 'repel', player: 'a', from: 'hub', to: 'C1', suit: 'skull' });
    const j = t.judge({ type: 'commandment', player: 'b', card: t.inHand('b', 'sorry'), target: { act: t.lastAct() } });
    const el = await fixture<KultJudge>(html`<kult-judge .judgement=${j}></kult-judge>`);
    expect(text(shadow(el).querySelector('h2'))).to.equal('Not allowed: K-TIMING-03');
    expect(rows(el).slice(0, 2).map((r) => r.dataset.rule)).to.deep.equal(['K-TIMING-03', 'K-TIMING-03']);
    expect(rows(el).slice(0, 2).every((r) => r.classList.contains('fail'))).to.equal(true);
    expect(rows(el)[2]!.classList.contains('ok')).to.equal(true);
    expect(text(rows(el)[0]!.querySelector('.says'))).to.equal('Sorry does not directly affect the repel on the floor');
    expect(marks(el, '✗')).to.equal(2);
  });

  it('labels a house default as "house default (Q-21)" and shows its rule words', async () => {
    const { t } = incineratorTable();
    t.do({ type: 'repel', player: 'a', from: 'hub', to: 'C1', suit: 'skull' });
    const j = t.judge({ type: 'commandment', player: 'b', card: t.inHand('b', 'fly-in-the-ointment'), target: { player: 'a', suit: 'skull' } });
    expect(j.ok).to.equal(true);
    const el = await fixture<KultJudge>(html`<kult-judge .judgement=${j} .wordsUrl=${kultRuleWordsUrl()}></kult-judge>`);
    expect(text(shadow(el).querySelector('h2'))).to.equal('Allowed');
    const row = rows(el).find((r) => r.dataset.rule === 'Q-21')!;
    expect(text(row.querySelector('.rule'))).to.equal('house default (Q-21)');
    expect(text(row.querySelector('.says'))).to.match(/a loses one Skull \(controls 4\)/);
    row.querySelector<HTMLButtonElement>('button.toggle')!.click();
    await waitUntil(() => text(row.querySelector('.words')) === words['Q-21'], 'Q-21 words shown');
  });

  it('mode "opponent": "Why this was legal", with the passed checks', async () => {
    const { t } = incineratorTable();
    t.do({ type: 'repel', player: 'a', from: 'hub', to: 'C1', suit: 'skull' });
    const j = t.log.at(-1)!.judgement;
    const el = await fixture<KultJudge>(html`<kult-judge mode="opponent" .judgement=${j}></kult-judge>`);
    expect(text(shadow(el).querySelector('h2'))).to.equal('Why this was legal');
    expect(marks(el, '✓')).to.equal(j.checks.length);
    expect(marks(el, '✗')).to.equal(0);
    expect(rows(el).map((r) => r.dataset.rule)).to.deep.equal(j.checks.map((c) => c.rule));
  });

  it('K-ATTACK-02 "Why this was legal" is written for its reader: the friend reads "a Being in Kether\'s Cast", the attacker "a Being in your Cast"', async () => {
    const { t } = combatTable();
    const attack = t.log.find((e) => e.action.type === 'attack')!.judgement;
    const names = { a: 'Kether', b: 'Golab' } as Record<string, string>;
    const says = async (me: string) => {
      const el = await fixture<KultJudge>(html`<kult-judge mode="opponent" .judgement=${attack} .reader=${{ me, name: (seat: string) => names[seat] ?? seat }}></kult-judge>`);
      return rows(el).map((r) => text(r.querySelector('.says')));
    };
    const friend = await says('b');
    expect(friend).to.include("Veteran is a Being in Kether's Cast (C1)");
    expect(friend).to.include('Artist is a Being in your Cast (C1)');
    expect(friend).to.include("Kether's step 5 (attack)");
    const attacker = await says('a');
    expect(attacker).to.include('Veteran is a Being in your Cast (C1)');
    expect(attacker).to.include("Artist is a Being in Golab's Cast (C1)");
    expect(attacker).to.include('your step 5 (attack)');
  });

  it('is keyboard operable: the rule text buttons are one tab stop, the arrows move along them, Enter opens one', async () => {
    const el = await fixture<KultJudge>(html`<kult-judge .judgement=${refusedIncinerator()} .wordsUrl=${kultRuleWordsUrl()}></kult-judge>`);
    const before = document.createElement('button');
    before.textContent = 'before';
    el.before(before);
    before.focus();
    const after = document.createElement('button');
    after.textContent = 'after';
    el.after(after);
    await sendKeys({ press: 'Tab' });
    const summaries = [...shadow(el).querySelectorAll('button.toggle')];
    expect(summaries.length).to.be.greaterThan(1);
    expect(shadow(el).activeElement).to.equal(summaries[0]);
    // The rule texts are one tab stop: the next Tab leaves the judge, the arrows move inside it.
    await sendKeys({ press: 'Tab' });
    expect(document.activeElement).to.equal(after);
    await sendKeys({ down: 'Shift' });
    await sendKeys({ press: 'Tab' });
    await sendKeys({ up: 'Shift' });
    expect(shadow(el).activeElement).to.equal(summaries[0]);
    await sendKeys({ press: 'ArrowDown' });
    expect(shadow(el).activeElement).to.equal(summaries[1]);
    await sendKeys({ press: 'ArrowUp' });
    expect(shadow(el).activeElement).to.equal(summaries[0]);
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => text(rows(el)[0]!.querySelector('.words')) === words['K-SUIT-04'], 'opened by keyboard');
    before.remove();
    after.remove();
  });

  it('has accessible names and no dangling references', async () => {
    const el = await fixture<KultJudge>(html`<kult-judge .judgement=${refusedIncinerator()} .wordsUrl=${kultRuleWordsUrl()}></kult-judge>`);
    expect(await axeProblems(el)).to.deep.equal([]);
    const section = shadow(el).querySelector('section')!;
    expect(accessibleName(section)).to.equal('Not allowed: K-SUIT-04');
    expect(accessibleName(shadow(el).querySelector('button.toggle')!)).to.equal('Rule text K-SUIT-04');
    // The ✓/✗ glyphs are hidden; the words "Passed"/"Failed" are read instead.
    expect(rows(el)[0]!.querySelector('.mark')!.getAttribute('aria-hidden')).to.equal('true');
    expect(text(rows(el)[0]!.querySelector('.line'))).to.match(/^Failed: K-SUIT-04 needs Skull×4/);
    expect(text(rows(el)[1]!.querySelector('.line'))).to.match(/^Passed: K-/);
  });
});
