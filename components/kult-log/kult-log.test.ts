/// <reference types="mocha" />
// <kult-log> in Chromium on the log of real acts (recorded the way LocalMatch
// records them, each with the reader's recap): lines in words, newest at the
// bottom, grouped by turn, each expanding into its judgement and followed by
// what it did; how the match began; filters by turn and step. It announces
// nothing itself: the table's one live region narrates (kult-table.test.ts).
import { expect } from '@esm-bundle/chai';
import { html } from 'lit';
import { sendKeys } from '@web/test-runner-commands';
import type { KultLogEntry as LogEntry } from '../kult-port.js';
import { incineratorTable, Table } from '../../test/support/browser-table.js';
import { axeProblems, accessibleName } from '../../test/support/axe.js';
import { cleanup, fixture, settled, shadow, text, waitUntil } from '../../test/support/fixture.js';
import type { KultJudge } from '../kult-judge/kult-judge.js';
import { kultUI } from '../kult-ui.js';
import './kult-log.js';
import type { KultLog } from './kult-log.js';

/** The FAQ dialogue up to the Sorry: turn 1 (a: Golab), with b's Fly in the Ointment on the chain. */
function played(): Table {
  const { t } = incineratorTable();
  t.do({ type: 'repel', player: 'a', from: 'hub', to: 'C1', suit: 'skull' });
  t.do({ type: 'commandment', player: 'b', card: t.inHand('b', 'fly-in-the-ointment'), target: { player: 'a', suit: 'skull' } });
  return t;
}

async function logOf(t: Table, me: 'a' | 'b', log: readonly LogEntry[] = t.logFor(me)) {
  return fixture<KultLog>(html`<kult-log .log=${log} .view=${t.view(me)} .ui=${kultUI(t.cards)} .me=${me}></kult-log>`);
}

const lines = (el: KultLog) => [...shadow(el).querySelectorAll('li[part="entry"] > details > summary')].map((s) => text(s));
const outcomesOf = (el: KultLog) => [...shadow(el).querySelectorAll('li[part="entry"]')].map((li) => [...li.querySelectorAll('.outcomes li')].map((o) => text(o)));

async function choose(el: KultLog, name: 'turn' | 'step', value: string): Promise<void> {
  const select = shadow(el).querySelector<HTMLSelectElement>(`select[name="${name}"]`)!;
  select.value = value;
  select.dispatchEvent(new Event('change'));
  await settled(el);
}

describe('<kult-log>', () => {
  afterEach(cleanup);

  it('writes each act as one line in words, oldest first, newest at the bottom', async () => {
    const t = played();
    const el = await logOf(t, 'a');
    const all = lines(el);
    expect(all.length).to.equal(t.log.length);
    expect(all[0]).to.equal('Turn 1 · Draw · You pass');
    expect(all[1]).to.equal('Turn 1 · Draw · Malkuth passes');
    expect(all).to.include('Turn 1 · Sway · You end the Sway step');
    expect(all).to.include('Turn 1 · Recruit · You decline to recruit');
    expect(all.at(-2)).to.equal('Turn 1 · Deeds · You repel a marker from the Hub to C1 (Veteran) for one Skull');
    expect(all.at(-1)).to.equal('Turn 1 · Deeds · Malkuth plays Fly in the Ointment on your Skull');
    // The same log read from the other seat.
    const other = await logOf(t, 'b');
    expect(lines(other).at(-1)).to.equal("Turn 1 · Deeds · You play Fly in the Ointment on Golab's Skull");
    expect(lines(other).at(-2)).to.equal('Turn 1 · Deeds · Golab repels a marker from the Hub to C1 (Veteran) for one Skull');
  });

  it("names an opponent's card as it was when played, after it went face down, even in a log that was not open then (the entry's recap)", async () => {
    const t = played();
    t.closeWindow();
    t.toStep('sway'); // turn 2: the Fly's effect is over and the card went to b's discard pile
    // From a's seat, b's Fly in the Ointment is now a face-down card in b's discard pile.
    const fly = t.log.find((e) => e.action.type === 'commandment')!.action as { card: string };
    expect(t.view('a').cards[fly.card]!.card).to.equal(null);
    // A log opened only now, on a's entries: what was public when it was played stays named.
    const fresh = await logOf(t, 'a');
    expect(lines(fresh)).to.include('Turn 1 · Deeds · Malkuth plays Fly in the Ointment on your Skull');
    // Entries without a recap (a game that keeps none) can only say what the view shows now.
    const bare = await logOf(t, 'a', t.log);
    expect(lines(bare)).to.include('Turn 1 · Deeds · Malkuth plays a hidden card on your Skull');
  });

  it('says under each act what it did, as its reader saw it: the cancelled Fly discarded, the cards drawn, named to their owner only', async () => {
    const t = played();
    t.do({ type: 'commandment', player: 'a', card: t.inHand('a', 'sorry'), target: { act: t.lastAct() } });
    t.closeWindow();
    t.toStep('sway'); // into turn 2, b's: b draws
    const a = await logOf(t, 'a');
    const b = await logOf(t, 'b');
    const said = (el: KultLog) => outcomesOf(el).flat();
    expect(said(a)).to.include('Fly in the Ointment is discarded');
    expect(said(b)).to.include('Fly in the Ointment is discarded');
    expect(said(a)).to.include('Malkuth draws a card');
    const drew = said(b).find((l) => l.startsWith('You draw '));
    expect(drew).to.match(/^You draw (Priest|Malkuth|Sorry|Lack of Faith|Fly in the Ointment)/);
    // An act that changed nothing has no lines under it.
    expect(outcomesOf(a)[0]).to.deep.equal([]);
  });

  it('groups the acts by turn under headings: the newest turn open, an earlier one opened by hand', async () => {
    const t = played();
    t.closeWindow();
    t.toStep('sway');
    const el = await logOf(t, 'a');
    const turns = [...shadow(el).querySelectorAll<HTMLLIElement>('li[part="turn"]')];
    expect(turns.map((li) => text(li.querySelector('summary h3')))).to.deep.equal(['Turn 1', 'Turn 2']);
    const details = turns.map((li) => li.querySelector<HTMLDetailsElement>(':scope > details')!);
    expect(details.map((d) => d.open)).to.deep.equal([false, true]);
    expect(text(turns[1]!.querySelector('.count'))).to.equal(`${t.log.filter((e) => e.turn === 2).length} acts`);
    // Stepping back: open turn 1 by hand; a new act keeps it open.
    details[0]!.querySelector('summary')!.click();
    await settled(el);
    expect(details[0]!.open).to.equal(true);
    t.do({ type: 'endStep', player: 'b' });
    el.log = t.logFor('a');
    await settled(el);
    expect([...shadow(el).querySelectorAll<HTMLDetailsElement>('li[part="turn"] > details')].map((d) => d.open)).to.deep.equal([true, true]);
  });

  it('starts with how the match began, with the rule (K-FIRST-02)', async () => {
    const t = played();
    const el = await logOf(t, 'a');
    expect([...shadow(el).querySelectorAll('[part="opening"] li')].map((li) => text(li))).to.deep.equal(['You start: the lowest Hierarchy (10) (K-FIRST-02)']);
  });

  it('expands an act into the judge\'s reasons it was legal', async () => {
    const t = played();
    const el = await logOf(t, 'a');
    const last = [...shadow(el).querySelectorAll<HTMLLIElement>('li[part="entry"]')].at(-1)!;
    expect(last.querySelector('kult-judge')).to.equal(null);
    // Its turn heading is a level 3 under the log's level 2: the judge's is a level 4.
    last.querySelector('summary')!.click();
    await waitUntil(() => last.querySelector('kult-judge') !== null, 'judge rendered');
    const judge = last.querySelector<KultJudge>('kult-judge')!;
    await settled(judge);
    expect(judge.mode).to.equal('opponent');
    expect(shadow(judge).querySelector('h2')!.getAttribute('aria-level')).to.equal('4');
    expect(text(shadow(judge).querySelector('h2'))).to.equal('Why this was legal');
    const entry = t.log.at(-1)!;
    expect(shadow(judge).querySelectorAll('li.check').length).to.equal(entry.judgement.checks.length);
    expect(text(shadow(judge).querySelector('ol'))).to.contain('house default (Q-21)');
    last.querySelector('summary')!.click();
    await waitUntil(() => last.querySelector('kult-judge') === null, 'judge removed when closed');
  });

  it('K-DEED-01 / Q-21 the judge of an opponent\'s act reads for this seat: "in Malkuth\'s hand", "you lose one Skull"', async () => {
    const t = played();
    const says = async (me: 'a' | 'b') => {
      const el = await logOf(t, me);
      const last = [...shadow(el).querySelectorAll<HTMLLIElement>('li[part="entry"]')].at(-1)!;
      last.querySelector('summary')!.click();
      await waitUntil(() => last.querySelector('kult-judge') !== null, 'judge rendered');
      const judge = last.querySelector<KultJudge>('kult-judge')!;
      await settled(judge);
      return [...shadow(judge).querySelectorAll('li.check .says')].map((x) => text(x));
    };
    // b's Fly in the Ointment on a's Skull, read by a, then by b who played it.
    const byA = await says('a');
    expect(byA).to.include("Fly in the Ointment is in Malkuth's hand");
    expect(byA.some((l) => l.startsWith('you lose one Skull'))).to.equal(true, byA.join(' | '));
    expect(byA.join(' | ')).not.to.contain('your hand');
    cleanup();
    const byB = await says('b');
    expect(byB).to.include('Fly in the Ointment is in your hand');
    expect(byB.some((l) => l.startsWith('Golab loses one Skull'))).to.equal(true, byB.join(' | '));
  });

  it('filters by turn and by step', async () => {
    const t = played();
    t.closeWindow();
    t.toStep('sway'); // plays turn 1 out, and turn 2 (b's) up to its Sway step
    const el = await logOf(t, 'a');
    const turns = [...shadow(el).querySelectorAll<HTMLOptionElement>('select[name="turn"] option')].map((o) => o.textContent!.trim());
    expect(turns).to.deep.equal(['All turns', 'Turn 1', 'Turn 2']);
    await choose(el, 'turn', '2');
    expect(lines(el).length).to.equal(t.log.filter((e) => e.turn === 2).length);
    expect(lines(el).every((l) => l.startsWith('Turn 2 · '))).to.equal(true);
    await choose(el, 'turn', 'all');
    await choose(el, 'step', 'deeds');
    expect(lines(el).length).to.equal(t.log.filter((e) => e.step === 'deeds').length);
    expect(lines(el).every((l) => l.includes(' · Deeds · '))).to.equal(true);
    await choose(el, 'turn', '2');
    expect(lines(el)).to.deep.equal([]);
    expect(text(shadow(el).querySelector('.empty'))).to.equal('No acts match the filter.');
    await choose(el, 'step', 'all');
    await choose(el, 'turn', 'all');
    expect(lines(el).length).to.equal(t.log.length);
  });

  it('announces nothing itself: the table it sits in has the one live region', async () => {
    const t = played();
    const el = await logOf(t, 'a', t.logFor('a').slice(0, 4));
    el.log = t.logFor('a');
    await settled(el);
    expect(shadow(el).querySelector('[aria-live]')).to.equal(null);
  });

  it('follows new acts to the bottom of the list', async () => {
    const t = played();
    const el = await fixture<KultLog>(html`<kult-log style="--kult-log-height: 10rem" .log=${t.log.slice(0, 2)} .view=${t.view('a')} .ui=${kultUI(t.cards)} .me=${'a'}></kult-log>`);
    const scroller = shadow(el).querySelector<HTMLElement>('.entries')!;
    el.log = t.log;
    await settled(el);
    expect(scroller.scrollHeight).to.be.greaterThan(scroller.clientHeight);
    await waitUntil(() => Math.abs(scroller.scrollTop + scroller.clientHeight - scroller.scrollHeight) < 2, 'scrolled to the newest act');
  });

  it('is keyboard operable: the filters, then the acts as one tab stop (the newest first), the arrows along them, Enter opens an act', async () => {
    const t = played();
    const el = await logOf(t, 'a');
    const before = document.createElement('button');
    before.textContent = 'before';
    const after = document.createElement('button');
    after.textContent = 'after';
    el.before(before);
    el.after(after);
    before.focus();
    await sendKeys({ press: 'Tab' });
    expect(shadow(el).activeElement).to.equal(shadow(el).querySelector('select[name="turn"]'));
    await sendKeys({ press: 'Tab' });
    expect(shadow(el).activeElement).to.equal(shadow(el).querySelector('select[name="step"]'));
    await sendKeys({ press: 'Tab' });
    const summaries = [...shadow(el).querySelectorAll<HTMLElement>('summary')];
    expect(summaries.length).to.be.greaterThan(5);
    expect(shadow(el).activeElement).to.equal(summaries.at(-1));
    // One more Tab leaves the log: every act is behind that one stop.
    await sendKeys({ press: 'Tab' });
    expect(document.activeElement).to.equal(after);
    await sendKeys({ down: 'Shift' });
    await sendKeys({ press: 'Tab' });
    await sendKeys({ up: 'Shift' });
    expect(shadow(el).activeElement).to.equal(summaries.at(-1));
    await sendKeys({ press: 'ArrowUp' });
    expect(shadow(el).activeElement).to.equal(summaries.at(-2));
    await sendKeys({ press: 'Home' });
    expect(shadow(el).activeElement).to.equal(summaries[0]); // the first turn's heading
    await sendKeys({ press: 'ArrowDown' });
    const first = shadow(el).querySelector<HTMLElement>('li[part="entry"] > details > summary')!;
    expect(shadow(el).activeElement).to.equal(first);
    expect(summaries.map((s) => s.tabIndex)).to.deep.equal(summaries.map((s) => (s === first ? 0 : -1)));
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => first.parentElement!.querySelector('kult-judge') !== null, 'opened by keyboard');
    before.remove();
    after.remove();
  });

  it('has accessible names and no dangling references, the opened judge included', async () => {
    const t = played();
    const el = await logOf(t, 'a');
    shadow(el).querySelector<HTMLElement>('li[part="entry"] summary')!.click();
    await waitUntil(() => shadow(el).querySelector('kult-judge') !== null, 'judge rendered');
    await settled(shadow(el).querySelector('kult-judge')!);
    expect(await axeProblems(el)).to.deep.equal([]);
    expect(accessibleName(shadow(el).querySelector('select[name="turn"]')!)).to.equal('Turn');
    expect(accessibleName(shadow(el).querySelector('select[name="step"]')!)).to.equal('Step');
    expect(accessibleName(shadow(el).querySelector('section')!)).to.equal('Match log');
    expect(accessibleName(shadow(el).querySelector('.entries')!)).to.equal('Acts, oldest first');
  });

  it('says so when there are no acts yet', async () => {
    const t = new Table({ major: 'kether' }, { major: 'golab' });
    const el = await logOf(t, 'a', []);
    expect(text(shadow(el).querySelector('.empty'))).to.equal('No acts yet.');
  });
});
