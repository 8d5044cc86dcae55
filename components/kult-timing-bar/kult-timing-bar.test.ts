/// <reference types="mocha" />
// <kult-timing-bar> in Chromium on real positions: the pre-draw window of
// turn 1, a Proclaim nobody can answer with Fly in the Ointment (K-TIMING-03),
// the FAQ Fly/Sorry/Sorry chain (K-TIMING-06), and a combat modification loop.
import { expect } from '@esm-bundle/chai';
import { html } from 'lit';
import { sendKeys } from '@web/test-runner-commands';
import { legalActions, type Action, type PlayerId } from '../../src/kult/index.js';
import { combatTable, incineratorTable, Table } from '../../test/support/browser-table.js';
import { axeProblems, accessibleName } from '../../test/support/axe.js';
import { cleanup, fixture, settled, shadow, text } from '../../test/support/fixture.js';
import type { KultPassEvent } from '../events/kult-pass.js';
import type { KultAutoPassChangeEvent } from '../events/kult-auto-pass-change.js';
import type { KultHoldChangeEvent } from '../events/kult-hold-change.js';
import { stopReason } from '../../src/kult/rules/window-turn.js';
import { kultUI } from '../kult-ui.js';
import './kult-timing-bar.js';
import { formatClock, responderOf, type KultTimingBar, type Responder } from './kult-timing-bar.js';

async function bar(t: Table, me: PlayerId, extra: { responders?: Responder[]; clockMs?: number | null; legal?: Action[] } = {}) {
  const legal = extra.legal ?? legalActions(t.ctx, t.state, me);
  return fixture<KultTimingBar>(html`<kult-timing-bar
    .view=${t.view(me)}
    .me=${me}
    .legal=${legal}
    .ui=${kultUI(t.cards)}
    .responders=${extra.responders ?? []}
    .clockMs=${extra.clockMs ?? null}
  ></kult-timing-bar>`);
}

const $ = (el: KultTimingBar, sel: string) => shadow(el).querySelector<HTMLElement>(sel);
const $$ = (el: KultTimingBar, sel: string) => [...shadow(el).querySelectorAll<HTMLElement>(sel)];

/** "#2 · effective" style summary of each act on the chain. */
function chain(el: KultTimingBar): string[] {
  return $$(el, '.chain .act').map((li) => `#${li.dataset.act} ${text(li.querySelector('.what'))} · ${text(li.querySelector('.status'))}`);
}

describe('<kult-timing-bar>', () => {
  afterEach(cleanup);

  it('lights the current step and only it: the Deeds step', async () => {
    const { t } = incineratorTable();
    const el = await bar(t, 'a');
    const steps = $$(el, '.steps li');
    expect(steps.map((s) => s.dataset.step)).to.deep.equal(['draw', 'sway', 'recruit', 'deeds', 'attack', 'discard', 'flip']);
    expect(steps.map((s) => text(s).replace(/ \(current step\)/, ''))).to.deep.equal(['Draw', 'Sway', 'Recruit', 'Deeds', 'Attack', 'Discard', 'Flip']);
    const lit = steps.filter((s) => s.getAttribute('aria-current') === 'step');
    expect(lit.map((s) => s.dataset.step)).to.deep.equal(['deeds']);
    expect(text($(el, '.turn'))).to.equal('Turn 1 · your turn');
    expect($(el, '.window')).to.equal(null);
  });

  it('turn 1 starts in the window before the draw; after the draw comes its own window', async () => {
    const t = new Table({ major: 'kether' }, { major: 'golab' });
    const el = await bar(t, 'b');
    expect(t.state.window?.kind).to.equal('preDraw');
    expect(text($(el, '.kind'))).to.equal('Before the draw');
    expect(text($(el, '.floor'))).to.equal('a holds the floor');
    expect(text($(el, '.turn'))).to.equal("Turn 1 · a's turn");
    expect(text($(el, '.note'))).to.equal('Waiting for a.');
    expect(($(el, 'button.pass') as HTMLButtonElement).disabled).to.equal(true);
    t.do({ type: 'pass', player: 'a' });
    t.do({ type: 'pass', player: 'b' });
    expect(t.state.window?.kind).to.equal('postDraw');
    el.view = t.view('b');
    await settled(el);
    expect(text($(el, '.kind'))).to.equal('After the draw');
    expect($(el, '.steps li[aria-current="step"]')!.dataset.step).to.equal('draw');
  });

  it('in a response window names its kind, the floor, the act, and why a card cannot respond (K-TIMING-03)', async () => {
    const t = new Table({ major: 'golab', hand: ['priest'] }, { major: 'malkuth', hand: ['fly-in-the-ointment', 'lack-of-faith'] });
    t.toStep('deeds');
    t.do({ type: 'proclaim', player: 'a', card: t.inHand('a', 'priest'), cross: 'a', station: 'C1' });
    // What the table does: ask the judge about each card in hand and word the answer.
    const fly = t.inHand('b', 'fly-in-the-ointment');
    const lof = t.inHand('b', 'lack-of-faith');
    const responders = [
      responderOf(fly, 'Fly in the Ointment', t.judge({ type: 'commandment', player: 'b', card: fly, target: { player: 'a', suit: 'rose' } })),
      responderOf(lof, 'Lack of Faith', t.judge({ type: 'commandment', player: 'b', card: lof, target: { act: t.lastAct() } })),
    ];
    const el = await bar(t, 'b', { responders });
    expect(text($(el, '.kind'))).to.equal('Response window');
    expect(text($(el, '.floor'))).to.equal('You hold the floor');
    expect(chain(el)).to.deep.equal(['#1 a: Proclaim · Priest · effective']);
    expect(text($(el, '.responses .note'))).to.equal('Nothing you hold can respond.');
    const cannot = $$(el, '.cannot li').map((li) => text(li));
    expect(cannot[0]).to.equal('Fly in the Ointment — does not directly affect the proclaim on the floor (K-TIMING-03)');
    expect(cannot[1]).to.match(/^Lack of Faith — .*\(K-TIMING-03\)$/);
  });

  it('K-TIMING-03 in a friend match says why auto-pass waits for a pass by hand, holding a response or not, and which rule auto-pass follows', async () => {
    const { t } = incineratorTable();
    t.do({ type: 'repel', player: 'a', from: 'hub', to: 'C1', suit: 'skull' });
    const el = await bar(t, 'b');
    el.autoPass = true;
    el.publicAutoPass = true;
    el.autoStop = stopReason(t.view('b'), 'b', t.cards);
    await settled(el);
    expect(el.autoStop).to.equal('answerable');
    const note = $(el, '.auto-stop')!;
    expect(text(note)).to.contain('some card could answer this Repel');
    expect(text(note)).to.contain('Pass by hand even if you hold nothing');
    expect(text($(el, '#auto-pass-hint'))).to.equal('Pass by itself when no card could answer the act on the floor');
    expect(await axeProblems(el)).to.deep.equal([]);
    // Practice: the hand decides, and the hint says so.
    el.publicAutoPass = false;
    el.autoStop = null;
    await settled(el);
    expect($(el, '.auto-stop')).to.equal(null);
    expect(text($(el, '#auto-pass-hint'))).to.equal('Pass by itself when a pass is all you can do');
  });

  it('K-TIMING-06: Sorry on Fly marks the Fly cancelled; Sorry on that Sorry makes the Fly effective again', async () => {
    const { t } = incineratorTable();
    t.do({ type: 'repel', player: 'a', from: 'hub', to: 'C1', suit: 'skull' });
    t.do({ type: 'commandment', player: 'b', card: t.inHand('b', 'fly-in-the-ointment'), target: { player: 'a', suit: 'skull' } });
    t.do({ type: 'commandment', player: 'a', card: t.inHand('a', 'sorry'), target: { act: t.lastAct() } });
    const el = await bar(t, 'a');
    expect(chain(el)).to.deep.equal([
      '#1 you: Repel · effective',
      '#2 b: Fly in the Ointment · cancelled by #3',
      '#3 you: Sorry · effective',
    ]);
    expect($(el, '.act[data-act="2"]')!.classList.contains('cancelled')).to.equal(true);
    expect(text($(el, '.act[data-act="3"] .cancels'))).to.equal('cancels #2');
    expect(text($(el, '.floor'))).to.equal('b holds the floor');

    t.do({ type: 'commandment', player: 'b', card: t.inHand('b', 'sorry'), target: { act: t.lastAct() } });
    el.view = t.view('a');
    el.legal = legalActions(t.ctx, t.state, 'a');
    await settled(el);
    expect(chain(el)).to.deep.equal([
      '#1 you: Repel · effective',
      '#2 b: Fly in the Ointment · effective',
      '#3 you: Sorry · cancelled by #4',
      '#4 b: Sorry · effective',
    ]);
    expect(text($(el, '.act.top .id'))).to.equal('#4 · on the floor');
  });

  it('shows who must make a pending choice (Q-09: where the marker of a discarded card goes)', async () => {
    const t = new Table({ major: 'kether', hand: ['cleansing'] }, { major: 'golab', rest: ['priest', 'artist', 'teacher'] }, 'world');
    const priest = t.place('b', 'priest', 'N', 1);
    t.place('b', 'artist', 'C1');
    t.place('b', 'teacher', 'C2');
    t.toStep('deeds');
    t.do({ type: 'commandment', player: 'a', card: t.inHand('a', 'cleansing'), target: { card: priest } });
    expect(t.state.pending?.player).to.equal('b');
    const el = await bar(t, 'a');
    expect(text($(el, '.window .floor'))).to.equal('b is choosing');
    const mine = await bar(t, 'b');
    expect(text($(mine, '.window .floor'))).to.equal('You are choosing');
  });

  describe('in a combat modification loop', () => {
    it('names the window, the attack and the modifier, and the cards that may respond', async () => {
      const { t } = combatTable();
      const lof = t.inHand('a', 'lack-of-faith');
      const responders = [responderOf(lof, 'Lack of Faith', t.judge({ type: 'commandment', player: 'a', card: lof, target: { act: t.lastAct() } }))];
      const el = await bar(t, 'a', { responders, clockMs: 27_400 });
      expect(text($(el, '.kind'))).to.equal('Combat modification');
      expect($(el, '.window')!.classList.contains('combat')).to.equal(true);
      expect(text($(el, '.floor'))).to.equal('You hold the floor');
      expect($(el, '.steps li[aria-current="step"]')!.dataset.step).to.equal('attack');
      expect(chain(el)).to.deep.equal(['#1 you: Attack · Veteran → Artist · effective', '#2 b: Wrath of Inferno · effective']);
      expect($$(el, '.can li').map((li) => text(li))).to.deep.equal(['Surge of Will', 'Moment of Doubt']);
      expect($$(el, '.cannot li').map((li) => text(li))).to.deep.equal(['Lack of Faith — cannot cancel Wrath of Inferno (K-TIMING-03)']);
    });

    it('shows the response clock as mm:ss with a bar, red in the last ten seconds', async () => {
      const { t } = combatTable();
      const el = await bar(t, 'a', { clockMs: 27_400 });
      expect(text($(el, '.clock time'))).to.equal('00:28');
      expect($(el, '.clock .fill')!.style.width).to.equal('91.3%');
      expect($(el, '.clock')!.classList.contains('low')).to.equal(false);
      expect($(el, '.clock')!.getAttribute('role')).to.equal('timer');
      el.clockMs = 9_000;
      await settled(el);
      expect(text($(el, '.clock time'))).to.equal('00:09');
      expect($(el, '.clock')!.classList.contains('low')).to.equal(true);
      el.clockMs = null;
      await settled(el);
      expect($(el, '.clock')).to.equal(null);
      expect([formatClock(0), formatClock(-5), formatClock(61_000), formatClock(600_000)]).to.deep.equal(['00:00', '00:00', '01:01', '10:00']);
    });
  });

  describe('controls', () => {
    it('Pass is enabled exactly when a pass is legal, and fires kult-pass with that action', async () => {
      const { t } = combatTable();
      const el = await bar(t, 'a');
      const button = $(el, 'button.pass') as HTMLButtonElement;
      expect(button.disabled).to.equal(false);
      const got: KultPassEvent[] = [];
      el.addEventListener('kult-pass', (e) => got.push(e));
      button.click();
      expect(got.map((e) => e.detail.action)).to.deep.equal([{ type: 'pass', player: 'a' }]);
      expect(got[0]!.bubbles && got[0]!.composed).to.equal(true);

      el.legal = (el.legal as Action[]).filter((a) => a.type !== 'pass');
      await settled(el);
      expect(button.disabled).to.equal(true);
      button.click();
      expect(got.length).to.equal(1);

      // Outside any window (the Deeds step, nothing on the floor) there is nothing to pass.
      const { t: deeds } = incineratorTable();
      el.view = deeds.view('a');
      el.legal = legalActions(deeds.ctx, deeds.state, 'a');
      await settled(el);
      expect(el.legal.length).to.be.greaterThan(0);
      expect(button.disabled).to.equal(true);
    });

    it('Auto-pass and Hold are switches that fire their change events; Hold overrides Auto-pass', async () => {
      const { t } = combatTable();
      const el = await bar(t, 'a');
      const auto = $(el, 'input[name="auto-pass"]') as HTMLInputElement;
      const hold = $(el, 'input[name="hold"]') as HTMLInputElement;
      const autoEvents: boolean[] = [];
      const holdEvents: boolean[] = [];
      el.addEventListener('kult-auto-pass-change', (e: KultAutoPassChangeEvent) => autoEvents.push(e.detail.value));
      el.addEventListener('kult-hold-change', (e: KultHoldChangeEvent) => holdEvents.push(e.detail.value));
      auto.click();
      await settled(el);
      expect(autoEvents).to.deep.equal([true]);
      expect(el.autoPass).to.equal(true);
      hold.click();
      await settled(el);
      expect(holdEvents).to.deep.equal([true]);
      expect(auto.disabled).to.equal(true);
      hold.click();
      await settled(el);
      expect(holdEvents).to.deep.equal([true, false]);
      expect(auto.disabled).to.equal(false);
    });

    it('is keyboard operable: Tab to Pass and press Enter; Space flips the switches', async () => {
      const { t } = combatTable();
      const el = await bar(t, 'a');
      const before = document.createElement('button');
      before.textContent = 'before';
      el.before(before);
      before.focus();
      const passes: KultPassEvent[] = [];
      const autos: boolean[] = [];
      const holds: boolean[] = [];
      el.addEventListener('kult-pass', (e) => passes.push(e));
      el.addEventListener('kult-auto-pass-change', (e) => autos.push(e.detail.value));
      el.addEventListener('kult-hold-change', (e) => holds.push(e.detail.value));
      await sendKeys({ press: 'Tab' });
      expect(shadow(el).activeElement).to.equal($(el, 'button.pass'));
      await sendKeys({ press: 'Enter' });
      expect(passes.length).to.equal(1);
      await sendKeys({ press: 'Tab' });
      expect(shadow(el).activeElement).to.equal($(el, 'input[name="auto-pass"]'));
      await sendKeys({ press: 'Space' });
      await sendKeys({ press: 'Tab' });
      expect(shadow(el).activeElement).to.equal($(el, 'input[name="hold"]'));
      await sendKeys({ press: 'Space' });
      expect(autos).to.deep.equal([true]);
      expect(holds).to.deep.equal([true]);
      before.remove();
    });

    it('has accessible names for every control and region, and no dangling references', async () => {
      const { t } = combatTable();
      const lof = t.inHand('a', 'lack-of-faith');
      const responders = [responderOf(lof, 'Lack of Faith', t.judge({ type: 'commandment', player: 'a', card: lof, target: { act: t.lastAct() } }))];
      const el = await bar(t, 'a', { responders, clockMs: 12_000 });
      expect(await axeProblems(el)).to.deep.equal([]);
      expect(accessibleName($(el, 'button.pass')!)).to.equal('Pass');
      expect(accessibleName($(el, 'input[name="auto-pass"]')!)).to.equal('Auto-pass');
      expect(accessibleName($(el, 'input[name="hold"]')!)).to.equal('Hold');
      expect($(el, 'input[name="hold"]')!.getAttribute('role')).to.equal('switch');
      expect(text(shadow(el).getElementById('hold-hint'))).to.equal('Stop at every window');
      expect(accessibleName($(el, 'section')!)).to.equal('Turn and timing');
      expect(accessibleName($(el, '.window')!)).to.equal('Combat modification');
      expect(accessibleName($(el, '.clock')!)).to.equal('Response clock');
      expect(accessibleName($(el, '.responses')!)).to.equal('Your responses');
      expect(text($(el, '.steps li[aria-current="step"]'))).to.equal('Attack (current step)');
      expect(accessibleName($(el, '.steps')!)).to.equal('Steps of the turn');
    });
  });
});
