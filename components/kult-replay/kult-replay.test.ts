/// <reference types="mocha" />
// Replays through the real app: a practice game played to its end, its replay saved by the
// result screen's download link (a blob URL), read back through the viewer's file input (a
// DataTransfer), judged again, and stepped through with the buttons, the slider and the keys; the
// judge's checks and the window's chain are shown for an act. A forged file shows only its
// refusal and rule. The viewer passes axe and fits a phone and a laptop.
import { expect } from '@esm-bundle/chai';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import { html } from 'lit';
import { LocalMatch } from '../../src/app/local-match.js';
import type { MatchPort } from '../../src/app/match-port.js';
import { PRACTICE_KEY } from '../../src/app/practice-save.js';
import type { ReplayFile } from '../../src/app/replay/replay-format.js';
import { replayText } from '../../src/app/replay/replay-text.js';
import { seedRng, type RngState } from '../../src/engine/rng.js';
import { coreCards, type Action, type GameState } from '../../src/kult/index.js';
import { sensibleMove } from '../../src/kult/bots/sensible-bot.js';
import { kultPractice } from '../../src/kult/practice.js';
import { axeProblems } from '../../test/support/axe.js';
import { cleanup, fixture, settled, shadow, text, waitUntil } from '../../test/support/fixture.js';
import '../kult-app/kult-app.js';
import type { KultApp } from '../kult-app/kult-app.js';
import type { KultTimingBar } from '../kult-timing-bar/kult-timing-bar.js';
import './kult-replay.js';
import type { KultReplay } from './kult-replay.js';

type Port = MatchPort<GameState, Action>;
const $ = <T extends Element = HTMLElement>(el: Element, sel: string) => shadow(el).querySelector<T>(sel);
const cards = coreCards();

/** Plays the player's side with the sensible bot from the player's own view until the game ends. */
async function playToEnd(port: Port): Promise<void> {
  let rng: RngState = seedRng(4);
  for (let i = 0; i < 5000 && port.snapshot.status === 'playing'; i++) {
    await waitUntil(() => port.legalActions().length > 0 || port.snapshot.status !== 'playing', 'the player may act', 10_000);
    if (port.snapshot.status !== 'playing') break;
    let move: Action | null;
    [move, rng] = sensibleMove({ cards }, port.snapshot.view, port.snapshot.me, rng);
    expect(port.attempt(move ?? port.legalActions()[0]!).ok).to.equal(true);
  }
}

/** A replay file of a real practice game (played in this page, `acts` acts long). */
async function practiceFile(acts: number): Promise<ReplayFile> {
  const m = new LocalMatch({ ...kultPractice({ seed: 3 }), botDelayMs: 0 });
  let rng: RngState = seedRng(5);
  while (m.snapshot.log.length < acts && m.snapshot.status === 'playing') {
    await waitUntil(() => m.legalActions().length > 0 || m.snapshot.status !== 'playing', 'the player may act');
    let move: Action | null;
    [move, rng] = sensibleMove({ cards }, m.snapshot.view, 'you', rng);
    m.attempt(move ?? m.legalActions()[0]!);
  }
  const file = m.replayFile()!;
  m.dispose();
  return file;
}

/** Chooses `file` in the viewer's file input, as a person's file dialog would. */
async function choose(viewer: KultReplay, file: File): Promise<void> {
  const before = $(viewer, '.verified, .refused');
  const input = $<HTMLInputElement>(viewer, 'input[type=file]')!;
  const dt = new DataTransfer();
  dt.items.add(file);
  input.files = dt.files;
  input.dispatchEvent(new Event('change', { bubbles: true }));
  await waitUntil(() => ![null, before].includes($(viewer, '.verified, .refused')), 'the replay judged', 20_000);
  await settled(viewer);
}

const at = (viewer: KultReplay) => Number($(viewer, '.position')!.dataset['at']);
const click = async (viewer: KultReplay, sel: string) => {
  $<HTMLButtonElement>(viewer, sel)!.click();
  await settled(viewer);
};

describe('<kult-replay>', () => {
  afterEach(async () => {
    for (const app of document.querySelectorAll('kult-app')) app.leave();
    cleanup();
    sessionStorage.clear();
    localStorage.removeItem(PRACTICE_KEY);
    await setViewport({ width: 800, height: 600 });
  });

  it('a practice game saved from the result screen (a real download link) opens from the lobby and steps forward and back with the buttons, the slider and the keys, showing the judge\'s checks and the chain of each window', async function () {
    this.timeout(240_000);
    const app = await fixture<KultApp>(html`<kult-app .botDelay=${0}></kult-app>`);
    await settled($(app, 'kult-lobby')!);
    $<HTMLButtonElement>($(app, 'kult-lobby')!, 'button.practice')!.click();
    await waitUntil(() => app.screen === 'table', 'at the practice table');
    const port = app.match as unknown as Port;
    await playToEnd(port);
    await waitUntil(() => app.screen === 'result', 'the result screen', 10_000);
    await settled(app);

    const link = $<HTMLAnchorElement>(app, 'a.save-replay')!;
    expect(text(link)).to.equal('Save the replay');
    expect(link.href.startsWith('blob:')).to.equal(true);
    expect(link.download).to.match(/^kult-practice-\d+-acts\.replay\.json$/);
    link.click();
    const saved = await (await fetch(link.href)).text();
    const acts = port.snapshot.log.length;
    expect((JSON.parse(saved) as ReplayFile).log.length).to.equal(acts);

    $<HTMLButtonElement>(app, 'button.again')!.click();
    await settled(app);
    const open = $<HTMLButtonElement>($(app, 'kult-lobby')!, 'button.open-replay')!;
    expect(text(open)).to.equal('Open a replay');
    open.click();
    await waitUntil(() => $(app, 'kult-replay') !== null, 'the viewer loaded');
    const viewer = $<KultReplay>(app, 'kult-replay')!;
    await settled(viewer);
    await choose(viewer, new File([saved], link.download, { type: 'application/json' }));

    expect($(viewer, '.refused')).to.equal(null);
    expect(at(viewer)).to.equal(0);
    expect($<HTMLButtonElement>(viewer, 'button.back')!.disabled).to.equal(true);
    expect(shadow(viewer).querySelectorAll('.seat').length).to.equal(2);
    await click(viewer, 'button.forward');
    expect(at(viewer)).to.equal(1);
    expect(text($(viewer, '.position'))).to.equal(`Act 1 of ${acts}`);
    // The judge's checks of act 1: rule IDs and what the judge found.
    const judge = $(viewer, '.act kult-judge')!;
    await settled(judge);
    const checks = [...shadow(judge).querySelectorAll<HTMLElement>('li.check')];
    expect(checks.length).to.be.greaterThan(0);
    expect(checks.every((c) => /^(K|Q|NET)-/.test(c.dataset['rule']!))).to.equal(true);
    expect(text(shadow(judge).querySelector('.says'))).to.not.equal('');

    // Keys: focus stays in the viewer, the arrows step, Home and End jump.
    $<HTMLButtonElement>(viewer, 'button.forward')!.focus();
    await sendKeys({ press: 'ArrowRight' });
    await settled(viewer);
    expect(at(viewer)).to.equal(2);
    await sendKeys({ press: 'ArrowLeft' });
    await settled(viewer);
    expect(at(viewer)).to.equal(1);
    await sendKeys({ press: 'End' });
    await settled(viewer);
    expect(at(viewer)).to.equal(acts);
    expect($<HTMLButtonElement>(viewer, 'button.forward')!.disabled).to.equal(true);
    await click(viewer, 'button.back');
    expect(at(viewer)).to.equal(acts - 1);
    await sendKeys({ press: 'Home' });
    await settled(viewer);
    expect(at(viewer)).to.equal(0);
    await click(viewer, 'button.last');
    expect(at(viewer)).to.equal(acts);
    await click(viewer, 'button.first');
    expect(at(viewer)).to.equal(0);

    // The slider: every act until one whose window shows a chain, as the timing bar draws it.
    const slider = $<HTMLInputElement>(viewer, 'input.slider')!;
    let chained: HTMLElement[] = [];
    for (let n = 1; n <= acts && chained.length === 0; n++) {
      slider.value = String(n);
      slider.dispatchEvent(new Event('input', { bubbles: true }));
      await settled(viewer);
      const bar = $<KultTimingBar>(viewer, 'kult-timing-bar')!;
      await settled(bar);
      chained = [...shadow(bar).querySelectorAll<HTMLElement>('ol.chain li.act')];
    }
    expect(chained.length, 'some act leaves a window with a chain').to.be.greaterThan(0);
    expect(text(chained[0]!.querySelector('.id'))).to.match(/^#\d+/);
    expect(text(chained[0]!.querySelector('.status'))).to.match(/effective|cancelled by #\d+/);
    // Read-only: the timing bar offers no Pass, no pass modes, no Hold.
    const bar = $<KultTimingBar>(viewer, 'kult-timing-bar')!;
    expect(shadow(bar).querySelector('button.pass, .controls')).to.equal(null);
    // Every card known: both hands face up.
    expect(shadow(viewer).querySelectorAll('kult-hand[hidden]').length).to.equal(0);

    expect(await axeProblems(viewer)).to.deep.equal([]);
    $<HTMLButtonElement>(app, 'button.leave-replay')!.click();
    await settled(app);
    expect(app.screen).to.equal('lobby');
  });

  it('NET-DESYNC-01 a forged file (an act whose state is not the one logged) is refused with its rule and the act, and nothing of it is shown', async function () {
    this.timeout(60_000);
    const file = await practiceFile(20);
    file.log[7]!.hash = file.log[7]!.hash.replace(/^./, (c) => (c === '0' ? '1' : '0'));
    const viewer = await fixture<KultReplay>(html`<kult-replay></kult-replay>`);
    await choose(viewer, new File([replayText(file)], 'forged.replay.json'));
    const refused = $(viewer, '.refused')!;
    expect(refused.dataset['rule']).to.equal('NET-DESYNC-01');
    expect(refused.getAttribute('role')).to.equal('alert');
    expect(text(refused)).to.contain('Act 8 breaks NET-DESYNC-01');
    expect($(viewer, '.nav')).to.equal(null);
    expect($(viewer, '.board')).to.equal(null);
    expect(await axeProblems(viewer)).to.deep.equal([]);
    // A name planted in the file never reaches the screen.
    const planted = JSON.parse(replayText(file)) as Record<string, unknown>;
    planted['setup'] = { ...(planted['setup'] as object), seats: [{ id: 'you', choice: '<b>Mallory</b>', cards: [] }] };
    await choose(viewer, new File([JSON.stringify(planted)], 'planted.replay.json'));
    expect($(viewer, '.refused')!.dataset['rule']).to.equal('NET-REPLAY-01');
    expect(text(viewer.shadowRoot!.querySelector('.replay'))).to.not.contain('Mallory');
  });

  it('<kult-replay src> fetches and shows a replay; the viewer fits a phone (390x844) and a laptop (1280x800) without sideways scrolling', async function () {
    this.timeout(60_000);
    const file = await practiceFile(40);
    const src = URL.createObjectURL(new Blob([replayText(file)], { type: 'application/json' }));
    const viewer = await fixture<KultReplay>(html`<kult-replay no-picker src=${src}></kult-replay>`);
    await waitUntil(() => $(viewer, '.verified') !== null, 'the replay fetched and judged', 20_000);
    expect($(viewer, 'input[type=file]')).to.equal(null);
    await click(viewer, 'button.last');
    for (const [width, height] of [[390, 844], [1280, 800]] as const) {
      await setViewport({ width, height });
      await settled(viewer);
      // Layout after the resize (a timer, not a frame: the runner's background tab draws no frames).
      await new Promise((r) => setTimeout(r, 50));
      const wide = [viewer, ...shadow(viewer).querySelectorAll('*')].filter((e) => e.getBoundingClientRect().right > width + 0.5).map((e) => `${e.tagName}.${e.className}:${Math.round(e.getBoundingClientRect().right)}`);
      expect(wide, `${width} px wide`).to.deep.equal([]);
      expect(document.documentElement.scrollWidth, `${width} px wide`).to.be.at.most(width);
      const nav = $(viewer, '.nav')!.getBoundingClientRect();
      expect(nav.right, `the step controls inside ${width} px`).to.be.at.most(width);
      for (const seat of shadow(viewer).querySelectorAll('.seat')) expect(seat.getBoundingClientRect().right).to.be.at.most(width + 0.5);
    }
    expect(await axeProblems(viewer)).to.deep.equal([]);
    URL.revokeObjectURL(src);
  });
});
