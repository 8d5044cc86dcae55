/// <reference types="mocha" />
// The table on every common screen (issue 13, "Layout, on every common screen"), beyond the first
// turn: the real app page in a frame as large as the test page's viewport, at 1280×720, 1366×768,
// 1440×900, 1920×1080 and a 390×844 phone (test/support/layout-check.ts). A crowded table late in a
// game (a real match between the starter decks, played by the sensible bot for both seats), the
// result screen with and without the final table, and the embed page (cards and <kult-match>,
// its lobby and a practice table in it): nothing scrolls sideways and no control is covered.
import { expect } from '@esm-bundle/chai';
import { setViewport } from '@web/test-runner-commands';
import { closeFrames, openAppPage, openFrame, until } from '../../support/app-frame.js';
import { deep } from '../../support/layout-probe.js';
import { pageProblems, press, SCREENS, settle, showAt } from '../../support/layout-check.js';
import { attachArena, chooseHandCard, everyScreen, PLAY_SIZE, port } from '../../support/table-frame.js';

afterEach(async () => {
  closeFrames();
  await setViewport(PLAY_SIZE);
});

describe('the table on every common screen: later in a game, the result, the embed', function () {
  this.timeout(110_000);

  it('LAYOUT-02 a crowded table late in a game (a full cross with Attachments, a chosen card): no sideways scroll, no covered control, both crosses, the hand and the step buttons in view', async () => {
    await setViewport(PLAY_SIZE);
    const f = await openAppPage('player');
    // Turn 7, Kether's Deeds step: all eight Stations of its cross taken, Attachments on them
    // (seed 13 with the sensible bot on both sides; seed 11's game now ends before turn 7).
    await attachArena(f, '(s) => s.turn >= 7 && s.active === "a" && s.step === "deeds" && !s.window', 13);
    await until('the table', () => f.app.screen === 'table' && deep(f.app, 'kult-table'), 60_000);
    await settle(f);
    const problems: string[] = [];
    await everyScreen(f, 'late in a game', problems);
    await chooseHandCard(f, port(f).legalActions());
    await everyScreen(f, 'late in a game, a card chosen', problems, { views: true });
    expect(problems).to.deep.equal([]);
  });

  it('LAYOUT-03 the result screen and the final table do not scroll sideways on any screen', async () => {
    await setViewport(PLAY_SIZE);
    const f = await openAppPage('player');
    await attachArena(f, '(s) => s.ended !== null');
    await until('the result', () => f.app.screen === 'result');
    await settle(f);
    const problems: string[] = [];
    for (const screen of SCREENS) {
      await showAt(f, screen);
      problems.push(...pageProblems(f).map((p) => `${screen.name}, the result: ${p}`));
    }
    await setViewport(PLAY_SIZE);
    await press(f, deep<HTMLElement>(f.app, 'button.final')!);
    await until('the final table', () => deep(f.app, 'kult-table'), 60_000);
    for (const screen of SCREENS) {
      await showAt(f, screen);
      problems.push(...pageProblems(f).map((p) => `${screen.name}, the result with the final table: ${p}`));
    }
    expect(problems).to.deep.equal([]);
  });

  it('LAYOUT-04 the embed page (cards and <kult-match>) and a practice table in it do not scroll sideways, and no control is covered', async () => {
    await setViewport(PLAY_SIZE);
    const f = await openFrame('fan site', '', { page: '/src/pages/embed.html', module: '/src/pages/embed.ts' });
    const match = await until('the embedded lobby', () => deep(f.doc, 'kult-match >>> kult-app >>> kult-lobby'));
    expect(match).to.exist;
    await settle(f);
    const problems: string[] = [];
    for (const screen of SCREENS) {
      await showAt(f, screen);
      problems.push(...pageProblems(f).map((p) => `${screen.name}, the embed page: ${p}`));
    }
    await setViewport(PLAY_SIZE);
    await press(f, await until('Practice', () => deep<HTMLElement>(f.doc, 'kult-match >>> kult-app >>> kult-lobby >>> button.practice:not([disabled])')));
    await until('the embedded table', () => deep(f.doc, 'kult-match >>> kult-app >>> kult-table >>> kult-cross.mine'));
    for (const screen of SCREENS) {
      await showAt(f, screen);
      problems.push(...pageProblems(f).map((p) => `${screen.name}, a table in the embed page: ${p}`));
    }
    expect(problems).to.deep.equal([]);
  });
});
