/// <reference types="mocha" />
// The table on every common screen (issue 13, "Layout, on every common screen"): the real app page
// in a frame as large as the test page's viewport, at 1280×720, 1366×768, 1440×900, 1920×1080 and
// a 390×844 phone (test/support/layout-check.ts). A practice game is started by clicking through
// the lobby, and the first turn is played by clicking (Pass, End the Sway step, Don't recruit, a
// hand card and Cancel, End the Deeds step, Don't attack, Discard nothing); at each of those
// moments, at each size: the page does not scroll sideways, no control a player can use is
// covered by another element, and both crosses, the hand and the step buttons are in view (on the
// phone: the hand and the step buttons stay at hand, each cross fits when scrolled to, and the
// judge and the log are views one tap away).
import { expect } from '@esm-bundle/chai';
import { setViewport } from '@web/test-runner-commands';
import { closeFrames, openAppPage, until } from '../../support/app-frame.js';
import { deep } from '../../support/layout-probe.js';
import { press, settle } from '../../support/layout-check.js';
import { chooseHandCard, clickMove, everyScreen, moveButton, passUntil, PLAY_SIZE, playTo, port, table } from '../../support/table-frame.js';

afterEach(async () => {
  closeFrames();
  await setViewport(PLAY_SIZE);
});

describe('the table on every common screen: a practice game', function () {
  this.timeout(110_000);

  it('LAYOUT-01 lobby → practice → the first turn by clicks: no sideways scroll, no covered control, both crosses, the hand and the step buttons in view', async () => {
    await setViewport(PLAY_SIZE);
    const f = await openAppPage('player');
    const problems: string[] = [];
    await settle(f);
    await everyScreen(f, 'the lobby', problems, { table: false });

    await press(f, await until('Practice', () => deep<HTMLElement>(f.app, 'kult-lobby >>> button.practice:not([disabled])')));
    await until('the table', () => f.app.screen === 'table' && port(f).legalActions().length > 0);
    await settle(f);
    await everyScreen(f, 'the table at the start', problems, { views: true });

    await playTo(f, 'sway');
    await everyScreen(f, 'the Sway step', problems);
    await clickMove(f, 'End the Sway step');

    await playTo(f, 'recruit');
    await everyScreen(f, 'the Recruit step', problems);
    await clickMove(f, "Don't recruit");

    await chooseHandCard(f, await playTo(f, 'deeds'));
    await everyScreen(f, 'a hand card chosen', problems, { views: true });
    await press(f, moveButton(f, 'Cancel')!);
    await until('nothing chosen', () => !moveButton(f, 'Cancel'));

    await everyScreen(f, 'the Deeds step', problems);
    await clickMove(f, 'End the Deeds step');
    await playTo(f, 'attack');
    await clickMove(f, "Don't attack");
    await playTo(f, 'discard');
    await clickMove(f, 'Discard nothing');

    // The bot's turn: its acts show in the judge ("Why this was legal").
    await passUntil(f, "the bot's act in the judge", () => table(f).shadowRoot!.querySelector('.judge-slot[data-mode="opponent"]'));
    await everyScreen(f, "the bot's turn", problems);

    expect(problems).to.deep.equal([]);
  });
});
