/// <reference types="mocha" />
// A four-player practice game through the real UI (issue 15): the real app page in a frame, the
// practice options opened in the lobby and four players chosen there, Practice pressed; the first
// turn played by clicking (Pass, End the Sway step, Don't recruit, a hand card and Cancel, End the
// Deeds step, Don't attack, Discard nothing), then the three bots' turns (the player's windows
// passed by clicking Pass) until the player's turn comes round again. At each of those moments, at
// 1280×720, 1366×768, 1440×900, 1920×1080 and a 390×844 phone: the page does not scroll sideways,
// no control a player can use is covered, and every cross (the three other seats' and the
// player's), the hand and the step buttons are in view (test/support/layout-check.ts); axe finds
// nothing serious on the table.
import { expect } from '@esm-bundle/chai';
import { setViewport } from '@web/test-runner-commands';
import { closeFrames, openAppPage, until } from '../../support/app-frame.js';
import { axeProblems } from '../../support/axe.js';
import { deep } from '../../support/layout-probe.js';
import { press, settle } from '../../support/layout-check.js';
import { chooseHandCard, clickMove, everyScreen, moveButton, passUntil, PLAY_SIZE, playTo, port, table } from '../../support/table-frame.js';

afterEach(async () => {
  closeFrames();
  await setViewport(PLAY_SIZE);
});

describe('a four-player practice game on every common screen', function () {
  this.timeout(200_000);

  it('K-GEN-03 LAYOUT-01 lobby → practice for four → the first turn by clicks and the three bots\' turns: every seat drawn, no sideways scroll, no covered control, every cross, the hand and the step buttons in view; axe', async () => {
    await setViewport(PLAY_SIZE);
    const f = await openAppPage('player');
    const problems: string[] = [];
    await settle(f);

    // The practice options, in the lobby: four at the table.
    await press(f, await until('the practice options', () => deep<HTMLElement>(f.app, 'kult-lobby >>> details.practice-options > summary')));
    const players = await until('the players option', () => deep<HTMLSelectElement>(f.app, 'kult-lobby >>> select[name="practice-players"]'));
    expect([...players.options].map((o) => o.value)).to.deep.equal(['2', '3', '4', '5', '6']);
    players.value = '4';
    players.dispatchEvent(new Event('change', { bubbles: true }));
    await settle(f);
    await everyScreen(f, 'the lobby, four players chosen', problems, { table: false });

    await press(f, await until('Practice', () => deep<HTMLElement>(f.app, 'kult-lobby >>> button.practice:not([disabled])')));
    await until('the table', () => f.app.screen === 'table' && port(f).legalActions().length > 0);
    await settle(f);
    const view = port(f).snapshot.view;
    expect(view.players.map((p) => p.id)).to.deep.equal(['you', 'bot', 'bot2', 'bot3']);
    expect(view.totalMarkers).to.equal(19); // K-POOL-01: 5 × 4 − 1
    const seats = [...table(f).shadowRoot!.querySelectorAll<HTMLElement>('.opponents > .seat.theirs')];
    expect(seats.map((s) => s.dataset['player'])).to.deep.equal(['bot', 'bot2', 'bot3']);
    expect(seats.map((s) => s.querySelector('.seat-name')!.textContent!.trim())).to.deep.equal(['Golab', 'Tiphareth', 'Chagidiel']);
    await everyScreen(f, 'the table at the start', problems, { views: true });

    await playTo(f, 'sway');
    await clickMove(f, 'End the Sway step');
    await playTo(f, 'recruit');
    await clickMove(f, "Don't recruit");

    await chooseHandCard(f, await playTo(f, 'deeds'));
    await everyScreen(f, 'a hand card chosen', problems);
    await press(f, moveButton(f, 'Cancel')!);
    await until('nothing chosen', () => !moveButton(f, 'Cancel'));
    await clickMove(f, 'End the Deeds step');
    await playTo(f, 'attack');
    await clickMove(f, "Don't attack");
    await playTo(f, 'discard');
    await clickMove(f, 'Discard nothing');

    // The bots' turns, one after the other, the player's windows passed by clicking Pass.
    await passUntil(f, "the second bot's turn", () => port(f).snapshot.view.active === 'bot2');
    await everyScreen(f, "the second bot's turn", problems);
    await passUntil(f, "the third bot's turn", () => port(f).snapshot.view.active === 'bot3');
    await passUntil(f, "the player's next turn", () => port(f).snapshot.view.active === 'you' && port(f).snapshot.view.turn > 1);
    const log = port(f).snapshot.log;
    for (const bot of ['bot', 'bot2', 'bot3']) expect(log.some((e) => e.player === bot && e.action.type !== 'pass'), `${bot} played its turn`).to.equal(true);
    expect(log.filter((e) => e.player === 'you' && e.action.type === 'pass').length, 'the player passed windows by clicking').to.be.greaterThan(0);
    await everyScreen(f, "the player's second turn", problems);

    expect(problems).to.deep.equal([]);
    expect(await axeProblems(table(f))).to.deep.equal([]);
  });
});
