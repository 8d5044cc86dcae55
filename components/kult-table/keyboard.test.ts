/// <reference types="mocha" />
// <kult-table> with the keyboard alone, in Chromium, against the practice bot (LocalMatch on the
// real engine): focus lands on the next thing to do after every act, every act has a key, the
// help overlay lists them as a real modal dialog, and axe finds no serious or critical problem.
import { expect } from '@esm-bundle/chai';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import { html } from 'lit';
import { LocalMatch } from '../../src/app/local-match.js';
import type { PlaySettings } from '../../src/app/match-port.js';
import { floorHolder } from '../../src/kult/index.js';
import { kultPractice } from '../../src/kult/practice.js';
import { axeProblems } from '../../test/support/axe.js';
import { cleanup, fixture, settled, shadow, text, waitUntil, settledDeep } from '../../test/support/fixture.js';
import { TablePort, starterArena } from '../../test/support/table-port.js';
import type { KultTimingBar } from '../kult-timing-bar/kult-timing-bar.js';
import './kult-table.js';
import type { KultTable } from './kult-table.js';

const ports: Array<{ dispose(): void }> = [];

const flush = settledDeep;

async function mount(port: LocalMatch | TablePort): Promise<KultTable> {
  ports.push(port);
  const t = await fixture<KultTable>(html`<kult-table .port=${port}></kult-table>`);
  await flush(t);
  return t;
}

function practice(settings: Partial<PlaySettings>, botDelayMs = 15): LocalMatch {
  return new LocalMatch({ ...kultPractice(), botDelayMs, settings });
}

/** The focused element, looking into shadow roots. */
function deepActive(): HTMLElement | null {
  let a: Element | null = document.activeElement;
  while (a?.shadowRoot?.activeElement) a = a.shadowRoot.activeElement;
  return a as HTMLElement | null;
}

/** The Pass button on screen: the timing bar's, or at this page's 800 px the one beside the move panel. */
const passButton = (t: KultTable) => t.shownPass();

/**
 * Whether focus is on `el`. Compared as a boolean: a failed chai equality between two elements
 * serialises the whole component tree for the report, and the page never finishes.
 */
function focusIsOn(el: Element | null | undefined): boolean {
  return !!el && deepActive() === el;
}

/** The button that goes on without acting in this step ("End the Sway step", "Don't recruit", …). */
const MOVE_ON = /^(End the .* step|Don't recruit|Don't attack|Discard nothing)$/;

/**
 * A player who uses Tab and Enter only: to do `wanted` (Pass, or the step's move-on button), it
 * presses Tab until that control has focus, then Enter. Returns how many Tab presses it took.
 */
async function tabTo(t: KultTable, wanted: 'pass' | 'move-on', limit = 30): Promise<number> {
  const isWanted = (el: HTMLElement | null): boolean => !!el && el.localName === 'button' && (wanted === 'pass' ? el === passButton(t) : MOVE_ON.test(text(el)));
  let tabs = 0;
  while (!isWanted(deepActive())) {
    if (tabs >= limit) throw new Error(`${wanted} not reached in ${limit} Tab presses`);
    await sendKeys({ press: 'Tab' });
    tabs++;
  }
  await sendKeys({ press: 'Enter' });
  return tabs;
}

/** Waits until the local player holds the floor (or the bot's turn is over) and the table has settled. */
async function myMoment(t: KultTable, port: LocalMatch): Promise<void> {
  await waitUntil(() => floorHolder(port.snapshot.view) === 'you' || port.snapshot.view.ended !== null, 'the floor comes to you', 8000);
  await flush(t);
}

/**
 * Plays from the table's first moment through the bot's first turn with Tab and Enter only;
 * returns the Tab presses made in the bot's turn and in the player's own, and the stops in the bot's.
 */
async function playBotTurnByKeyboard(t: KultTable, port: LocalMatch): Promise<{ botTurnTabs: number; ownTurnTabs: number; stops: number }> {
  let botTurnTabs = 0;
  let ownTurnTabs = 0;
  let stops = 0;
  for (let i = 0; i < 200; i++) {
    await myMoment(t, port);
    const v = port.snapshot.view;
    // Turn 1 is the player's (Kether starts), turn 2 the bot's.
    if (v.turn >= 3 || v.ended) break;
    const wanted = port.legalActions().some((a) => a.type === 'pass') ? 'pass' : 'move-on';
    const before = port.snapshot.log.length;
    const tabs = await tabTo(t, wanted);
    if (v.active === 'bot') {
      botTurnTabs += tabs;
      stops++;
    } else ownTurnTabs += tabs;
    await waitUntil(() => port.snapshot.log.length > before, 'the act was made');
  }
  return { botTurnTabs, ownTurnTabs, stops };
}

describe('<kult-table> with the keyboard', () => {
  afterEach(() => {
    cleanup();
    for (const p of ports.splice(0)) p.dispose();
  });

  it('K-TIMING-04 a bot turn played with the keyboard alone: at every stop focus is already on Pass, so no Tab press is needed', async function () {
    this.timeout(60_000);
    // Hold: the table stops at every window of the bot's turn, the most presses a turn can ask for.
    const port = practice({ hold: true });
    const t = await mount(port);
    const r = await playBotTurnByKeyboard(t, port);
    console.log(`KEYS tab_presses_bot_turn ${r.botTurnTabs} (stops ${r.stops}); own turn ${r.ownTurnTabs}`);
    expect(r.stops).to.be.greaterThan(3);
    expect(r.botTurnTabs).to.equal(0);
    expect(port.snapshot.view.turn).to.equal(3);
  });

  it('after Pass focus waits on the hint while the bot acts, then comes back to Pass; after a step button, it is on the next step\'s primary button', async function () {
    this.timeout(20_000);
    const port = practice({ hold: true }, 400);
    const t = await mount(port);
    await myMoment(t, port);
    expect(focusIsOn(passButton(t)), 'focus on Pass').to.equal(true);
    await sendKeys({ press: 'p' });
    await flush(t);
    // The floor went to the bot: focus is on the hint that says so, not on the page's body.
    expect(floorHolder(port.snapshot.view)).to.equal('bot');
    expect(deepActive()?.classList.contains('hint')).to.equal(true);
    expect(text(deepActive())).to.match(/^Waiting for/);
    await myMoment(t, port);
    expect(focusIsOn(passButton(t)), 'focus on Pass').to.equal(true);
    // Through the draw to the Sway step: its primary button ("End the Sway step") takes focus.
    while (port.snapshot.view.step === 'draw') {
      await sendKeys({ press: 'p' });
      await myMoment(t, port);
    }
    expect(text(deepActive())).to.equal('End the Sway step');
    await sendKeys({ press: 'Enter' });
    await myMoment(t, port);
    if (port.snapshot.view.window) {
      await sendKeys({ press: 'p' });
      await myMoment(t, port);
    }
    expect(port.snapshot.view.step).to.equal('recruit');
    const moves = [...shadow(t).querySelectorAll<HTMLButtonElement>('.moves button.act')];
    expect(focusIsOn(moves.find((b) => b.classList.contains('primary')) ?? moves[0]), 'focus on the primary button').to.equal(true);
  });

  it('on a wide table focus lands on the timing bar\'s own Pass; on a narrower one on the Pass beside the move panel, the one shown', async function () {
    this.timeout(20_000);
    for (const [width, where] of [[1280, 'kult-timing-bar'], [800, 'kult-table']] as const) {
      await setViewport({ width, height: 800 });
      const port = practice({ hold: true }, 0);
      const t = await mount(port);
      await myMoment(t, port);
      const active = deepActive();
      expect(focusIsOn(passButton(t)), `focus on Pass at ${width} px`).to.equal(true);
      expect((active?.getRootNode() as ShadowRoot).host.localName, `the Pass at ${width} px`).to.equal(where);
      cleanup();
      for (const p of ports.splice(0)) p.dispose();
    }
    await setViewport({ width: 800, height: 600 });
  });

  it('every act has a key: E goes on, a digit presses its numbered button, Escape cancels, A, H and Shift with a digit set when the table stops', async () => {
    const port = new TablePort(starterArena(11), 'a');
    port.autoplayUntil((s) => s.active === 'a' && s.step === 'sway' && !s.window);
    port.publish();
    const t = await mount(port);
    const buttons = () => [...shadow(t).querySelectorAll<HTMLButtonElement>('.moves button[data-key]')];
    expect(buttons().map((b) => [text(b), b.dataset['key'], b.getAttribute('aria-keyshortcuts')])).to.deep.equal([['End the Sway step', '1', '1']]);
    await sendKeys({ press: 'e' });
    expect(port.sent.at(-1)).to.deep.equal({ type: 'endStep', player: 'a' });
    port.autoplayUntil((s) => s.active === 'a' && s.step === 'recruit' && !s.window);
    port.publish();
    await flush(t);
    // The recruit step: numbered buttons; 2 is "Don't recruit".
    const labelled = buttons().map((b) => `${b.dataset['key']} ${text(b)}`);
    const dont = labelled.find((l) => l.endsWith("Don't recruit"))!;
    await sendKeys({ press: dont.split(' ')[0]! });
    expect(port.sent.at(-1)).to.deep.equal({ type: 'recruit', player: 'a', accept: false });
    // The pass mode: A goes round the three, H holds, Shift+5 stops at the Attack step.
    expect(port.settings.mode).to.equal('affected');
    await sendKeys({ press: 'a' });
    expect(port.settings.mode).to.equal('steps');
    await sendKeys({ press: 'a' });
    expect(port.settings.mode).to.equal('full');
    // (This port starts with Hold on.)
    await sendKeys({ press: 'h' });
    expect(port.settings.hold).to.equal(false);
    await sendKeys({ press: 'h' });
    expect(port.settings.hold).to.equal(true);
    await sendKeys({ down: 'Shift' });
    await sendKeys({ press: 'Digit5' });
    await sendKeys({ up: 'Shift' });
    expect(port.settings).to.deep.include({ mode: 'steps', stops: ['attack'] });
    await flush(t);
    expect(text(shadow(t).querySelector('.moves .hint'))).to.equal('Your table stops in the Attack step.');
    // C goes to the hand; in the log's list boxes a letter is the list's, not a shortcut.
    await sendKeys({ press: 'c' });
    expect(deepActive()?.getAttribute('role')).to.equal('option');
    const sent = port.sent.length;
    shadow(shadow(t).querySelector('kult-log')!).querySelector<HTMLSelectElement>('select[name="turn"]')!.focus();
    await sendKeys({ press: 'e' });
    expect(port.sent.length).to.equal(sent);
  });

  it('? opens the shortcuts as a modal dialog: focus inside and kept there, Escape closes it and gives focus back; no axe violations', async function () {
    this.timeout(20_000);
    const port = practice({ hold: true }, 0);
    const t = await mount(port);
    await myMoment(t, port);
    const from = deepActive();
    expect(from === passButton(t), 'focus on Pass').to.equal(true);
    await sendKeys({ press: '?' });
    const help = shadow(t).querySelector('kult-help')!;
    const dialog = shadow(help).querySelector('dialog')!;
    await waitUntil(() => dialog.open, 'the dialog opens');
    expect(dialog.matches(':modal')).to.equal(true);
    expect(focusIsOn(shadow(help).querySelector('button.close')), 'focus on Close').to.equal(true);
    const rows = [...dialog.querySelectorAll('tbody tr')].map((tr) => text(tr.querySelector('kbd')));
    expect(rows).to.include.members(['P', 'E', '1–9', 'Esc', 'A', 'Shift+1–7', 'H', '?']);
    expect(await axeProblems(help)).to.deep.equal([]);
    // The page behind is inert: Tab never leaves the dialog.
    for (let i = 0; i < 4; i++) {
      await sendKeys({ press: 'Tab' });
      const a = deepActive();
      expect(a === null || a === document.body || dialog.contains(a)).to.equal(true);
    }
    // P does nothing while the dialog is open.
    const acts = port.snapshot.log.length;
    await sendKeys({ press: 'p' });
    expect(port.snapshot.log.length).to.equal(acts);
    await sendKeys({ press: 'Escape' });
    await waitUntil(() => !dialog.open, 'Escape closes it');
    expect(focusIsOn(from), 'focus back where it was').to.equal(true);
  });

  it('a practice table in a window where the table stopped, with its reason and the pass mode controls, has no serious or critical axe violations', async function () {
    this.timeout(30_000);
    const port = practice({ mode: 'full', hold: true }, 0);
    const t = await mount(port);
    await myMoment(t, port);
    const bar = shadow(t).querySelector<KultTimingBar>('kult-timing-bar')!;
    expect(shadow(bar).querySelector('.why')?.getAttribute('data-why')).to.equal('hold');
    expect(await axeProblems(t)).to.deep.equal([]);
    expect(port.legalActions().some((a) => a.type === 'pass')).to.equal(true);
  });
});
