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
import type { KultPassModeChangeEvent } from '../events/kult-pass-mode-change.js';
import type { KultHoldChangeEvent } from '../events/kult-hold-change.js';
import { autoPass } from '../../src/app/auto-pass.js';
import { kultGame } from '../../src/kult/index.js';
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
    expect(text($(el, '.floor'))).to.equal('Kether holds the floor');
    expect(text($(el, '.turn'))).to.equal("Turn 1 · Kether's turn");
    expect(text($(el, '.note'))).to.equal('Waiting for Kether.');
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
    expect(chain(el)).to.deep.equal(['#1 Golab: Proclaim · Priest · effective']);
    expect(text($(el, '.responses .note'))).to.equal('Nothing you hold can respond.');
    const cannot = $$(el, '.cannot li').map((li) => text(li));
    expect(cannot[0]).to.equal('Fly in the Ointment — does not directly affect the proclaim on the floor (K-TIMING-03)');
    expect(cannot[1]).to.match(/^Lack of Faith — .*\(K-TIMING-03\)$/);
  });

  it("K-TIMING-05 / K-TIMING-06: says why the table stopped and what the player could do: Malkuth's Fly in the Ointment aims at you, Sorry can cancel it", async () => {
    const { t } = incineratorTable();
    t.do({ type: 'repel', player: 'a', from: 'hub', to: 'C1', suit: 'skull' });
    t.do({ type: 'commandment', player: 'b', card: t.inHand('b', 'fly-in-the-ointment'), target: { player: 'a', suit: 'skull' } });
    // The table's own decision, in the default mode, with the hand (practice).
    const legal = legalActions(t.ctx, t.state, 'a');
    const d = autoPass({ game: kultGame(t.cards), state: t.view('a'), me: 'a', settings: { mode: 'affected', stops: [], hold: false }, canAct: () => legal.some((x) => x.type !== 'pass') });
    expect(d?.by).to.equal('player');
    const el = await bar(t, 'a', { legal });
    el.stopWhy = d?.by === 'player' ? d.why : null;
    await settled(el);
    expect($(el, '.why')!.dataset.why).to.equal('affects');
    expect(text($(el, '.auto-stop'))).to.equal("Stopped: Malkuth's Fly in the Ointment aims at you.");
    expect($$(el, '.could li').map((li) => text(li))).to.include('Sorry can cancel Fly in the Ointment');
    expect($(el, '.public')).to.equal(null);
    expect(await axeProblems(el)).to.deep.equal([]);
  });

  it('K-TIMING-03 in a friend match says the table stops whatever the hand holds, with the public reason; full control says so', async () => {
    const { t } = incineratorTable();
    t.do({ type: 'repel', player: 'a', from: 'hub', to: 'C1', suit: 'skull' });
    const el = await bar(t, 'b');
    el.mode = 'full';
    el.publicAutoPass = true;
    const d = autoPass({ game: kultGame(t.cards), state: t.view('b'), me: 'b', settings: { mode: 'full', stops: [], hold: false } });
    expect(d).to.deep.include({ by: 'player', why: { kind: 'full' }, stop: 'answerable' });
    el.stopWhy = d?.by === 'player' ? d.why : null;
    el.stopCode = d?.by === 'player' ? d.stop : null;
    await settled(el);
    expect(text($(el, '.auto-stop'))).to.equal('Stopped: full control, so your table stops wherever you could act.');
    expect(text($(el, '.public'))).to.equal('Some card could answer this Repel. Your table stops here whatever you hold, so your friend learns nothing from the delay.');
    expect(text($(el, '#mode-hint'))).to.equal('Stops wherever some card could answer');
    expect(await axeProblems(el)).to.deep.equal([]);
    // Practice: the hand decides, and the hint says so.
    el.publicAutoPass = false;
    el.stopWhy = null;
    el.mode = 'affected';
    await settled(el);
    expect($(el, '.why')).to.equal(null);
    expect(text($(el, '#mode-hint'))).to.equal('Passes by itself unless an act touches you or your cards and you hold an answer');
  });

  it('K-TIMING-06: Sorry on Fly marks the Fly cancelled; Sorry on that Sorry makes the Fly effective again', async () => {
    const { t } = incineratorTable();
    t.do({ type: 'repel', player: 'a', from: 'hub', to: 'C1', suit: 'skull' });
    t.do({ type: 'commandment', player: 'b', card: t.inHand('b', 'fly-in-the-ointment'), target: { player: 'a', suit: 'skull' } });
    t.do({ type: 'commandment', player: 'a', card: t.inHand('a', 'sorry'), target: { act: t.lastAct() } });
    const el = await bar(t, 'a');
    expect(chain(el)).to.deep.equal([
      '#1 you: Repel · effective',
      '#2 Malkuth: Fly in the Ointment · cancelled by #3',
      '#3 you: Sorry · effective',
    ]);
    expect($(el, '.act[data-act="2"]')!.classList.contains('cancelled')).to.equal(true);
    expect(text($(el, '.act[data-act="3"] .cancels'))).to.equal('cancels #2');
    expect(text($(el, '.floor'))).to.equal('Malkuth holds the floor');

    t.do({ type: 'commandment', player: 'b', card: t.inHand('b', 'sorry'), target: { act: t.lastAct() } });
    el.view = t.view('a');
    el.legal = legalActions(t.ctx, t.state, 'a');
    await settled(el);
    expect(chain(el)).to.deep.equal([
      '#1 you: Repel · effective',
      '#2 Malkuth: Fly in the Ointment · effective',
      '#3 you: Sorry · cancelled by #4',
      '#4 Malkuth: Sorry · effective',
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
    expect(text($(el, '.window .floor'))).to.equal('Golab is choosing');
    const mine = await bar(t, 'b');
    expect(text($(mine, '.window .floor'))).to.equal('You are choosing');
  });

  describe('in a combat modification loop', () => {
    it('names the window, the attack and the modifier, and the cards that may respond', async () => {
      const { t } = combatTable();
      const lof = t.inHand('a', 'lack-of-faith');
      const responders = [responderOf(lof, 'Lack of Faith', t.judge({ type: 'commandment', player: 'a', card: lof, target: { act: t.lastAct() } }))];
      const el = await bar(t, 'a', { responders, clockMs: 27_400 });
      // With where the combat stands (the Artist's Wrath of Inferno: +3).
      expect(text($(el, '.kind'))).to.equal('Combat modification · Veteran 3 vs Artist 6: Artist wins (K-ATTACK-11)');
      expect($(el, '.window')!.classList.contains('combat')).to.equal(true);
      expect(text($(el, '.floor'))).to.equal('You hold the floor');
      expect($(el, '.steps li[aria-current="step"]')!.dataset.step).to.equal('attack');
      expect(chain(el)).to.deep.equal(['#1 you: Attack · Veteran → Artist · effective', '#2 Golab: Wrath of Inferno · effective']);
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

    it('the pass mode is a radio group and Hold a switch, each firing its change event; Hold overrides the modes; "at my steps" offers a checkbox per step', async () => {
      const { t } = combatTable();
      const el = await bar(t, 'a');
      const radio = (m: string) => $(el, `input[name="pass-mode"][value="${m}"]`) as HTMLInputElement;
      const hold = $(el, 'input[name="hold"]') as HTMLInputElement;
      const modes: Array<{ mode: string; stops: readonly string[] }> = [];
      const holdEvents: boolean[] = [];
      el.addEventListener('kult-pass-mode-change', (e: KultPassModeChangeEvent) => modes.push(e.detail));
      el.addEventListener('kult-hold-change', (e: KultHoldChangeEvent) => holdEvents.push(e.detail.value));
      expect(radio('affected').checked).to.equal(true);
      expect($(el, 'fieldset.stops')).to.equal(null);
      radio('steps').click();
      await settled(el);
      expect(modes).to.deep.equal([{ mode: 'steps', stops: [] }]);
      expect(el.mode).to.equal('steps');
      const boxes = $$(el, 'input[name="stop"]') as HTMLInputElement[];
      expect(boxes.map((b) => accessibleName(b))).to.deep.equal(['Stop in step 1, Draw', 'Stop in step 2, Sway', 'Stop in step 3, Recruit', 'Stop in step 4, Deeds', 'Stop in step 5, Attack', 'Stop in step 6, Discard', 'Stop in step 7, Flip']);
      expect(boxes[4]!.getAttribute('aria-keyshortcuts')).to.equal('Shift+5');
      boxes[4]!.click();
      await settled(el);
      expect(modes.at(-1)).to.deep.equal({ mode: 'steps', stops: ['attack'] });
      hold.click();
      await settled(el);
      expect(holdEvents).to.deep.equal([true]);
      expect(radio('full').disabled).to.equal(true);
      expect($(el, 'fieldset.stops')).to.equal(null);
      hold.click();
      await settled(el);
      expect(holdEvents).to.deep.equal([true, false]);
      expect(radio('full').disabled).to.equal(false);
    });

    it('is keyboard operable: Tab to Pass and press Enter; the arrows choose the pass mode; Space flips Hold', async () => {
      const { t } = combatTable();
      const el = await bar(t, 'a');
      const before = document.createElement('button');
      before.textContent = 'before';
      el.before(before);
      before.focus();
      const passes: KultPassEvent[] = [];
      const modes: string[] = [];
      const holds: boolean[] = [];
      el.addEventListener('kult-pass', (e) => passes.push(e));
      el.addEventListener('kult-pass-mode-change', (e) => modes.push(e.detail.mode));
      el.addEventListener('kult-hold-change', (e) => holds.push(e.detail.value));
      await sendKeys({ press: 'Tab' });
      expect(shadow(el).activeElement).to.equal($(el, 'button.pass'));
      await sendKeys({ press: 'Enter' });
      expect(passes.length).to.equal(1);
      await sendKeys({ press: 'Tab' });
      expect(shadow(el).activeElement).to.equal($(el, 'input[name="pass-mode"][value="affected"]'));
      await sendKeys({ press: 'ArrowRight' });
      await sendKeys({ press: 'Tab' });
      expect(shadow(el).activeElement).to.equal($(el, 'input[name="hold"]'));
      await sendKeys({ press: 'Space' });
      expect(modes).to.deep.equal(['steps']);
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
      expect($(el, 'button.pass')!.getAttribute('aria-keyshortcuts')).to.equal('P');
      expect(accessibleName($(el, 'input[name="pass-mode"][value="affected"]')!)).to.equal('When it affects me');
      expect(accessibleName($(el, 'fieldset.modes')!)).to.equal('Stop for me');
      expect(accessibleName($(el, 'input[name="hold"]')!)).to.equal('Hold');
      expect($(el, 'input[name="hold"]')!.getAttribute('role')).to.equal('switch');
      expect(text(shadow(el).getElementById('hold-hint'))).to.equal('Stop at every window, even with nothing to play');
      expect(accessibleName($(el, 'section')!)).to.equal('Turn and timing');
      expect(accessibleName($(el, '.window')!)).to.equal('Combat modification · Veteran 3 vs Artist 6: Artist wins (K-ATTACK-11)');
      expect(accessibleName($(el, '.clock')!)).to.equal('Response clock');
      expect(accessibleName($(el, '.responses')!)).to.equal('Your responses');
      expect(text($(el, '.steps li[aria-current="step"]'))).to.equal('Attack (current step)');
      expect(accessibleName($(el, '.steps')!)).to.equal('Steps of the turn');
    });
  });
});
