/// <reference types="mocha" />
// The friend-match table on every common screen (issue 13, "Layout, on every common screen"): two
// real app pages in frames, connected through the test PeerServer (WebRTC: `npm run test:browser`
// runs in scripts/in-netns.sh). The host's page fills the test page's viewport; the guest's lies
// behind it. The host creates the match in its lobby, the guest joins with the room code and
// confirms Golab; the host (Kether starts, K-FIRST-02) plays its first turn by clicking. At the
// lobby with the link and QR code, at the table's start, with a hand card chosen and in the Deeds
// step, at 1280×720, 1366×768, 1440×900, 1920×1080 and a 390×844 phone: nothing scrolls sideways,
// no control is covered, and both crosses, the hand and the step buttons are in view.
import { expect } from '@esm-bundle/chai';
import { setViewport } from '@web/test-runner-commands';
import { closeFrames, openAppPage, until } from '../../support/app-frame.js';
import { deep } from '../../support/layout-probe.js';
import { press, settle } from '../../support/layout-check.js';
import { chooseHandCard, clickMove, everyScreen, moveButton, PLAY_SIZE, playTo, port } from '../../support/table-frame.js';

afterEach(async () => {
  closeFrames();
  await setViewport(PLAY_SIZE);
});

describe('the table on every common screen: a friend match', function () {
  this.timeout(110_000);

  it('LAYOUT-05 the host\'s lobby and table in a friend match: no sideways scroll, no covered control, both crosses, the hand and the step buttons in view', async () => {
    await setViewport(PLAY_SIZE);
    const info = (await (await fetch('/peer-server-info')).json()) as { host: string; port: number; path: string };
    const query = `?signal=${encodeURIComponent(`${info.host}:${info.port}${info.path}`)}&ice=`;
    const guest = await openAppPage('guest', query, { behind: true });
    const host = await openAppPage('host', query);
    const problems: string[] = [];

    await press(host, await until('Create', () => deep<HTMLElement>(host.app, 'kult-lobby >>> button.create:not([disabled])')));
    const link = await until('the match link', () => deep<HTMLInputElement>(host.app, 'kult-lobby >>> input.link')?.value);
    await settle(host);
    await everyScreen(host, 'the lobby with the link', problems, { table: false });

    const join = await until('the join field', () => deep<HTMLInputElement>(guest.app, 'kult-lobby >>> input[name="join"]'));
    join.value = new URL(link).searchParams.get('room')!;
    join.dispatchEvent(new guest.win.Event('input', { bubbles: true, composed: true }));
    (await until('Join', () => deep<HTMLElement>(guest.app, 'kult-lobby >>> button.join:not([disabled])'))).click();
    (await until('Golab', () => deep<HTMLElement>(guest.app, 'kult-lobby >>> label[data-major="golab"] input'), 30_000)).click();
    (await until('Confirm', () => deep<HTMLElement>(guest.app, 'kult-lobby >>> button.confirm:not([disabled])'))).click();
    await until('both tables', () => host.app.screen === 'table' && guest.app.screen === 'table' && port(host).snapshot.view.active === port(host).snapshot.me, 60_000);
    await until('the host holds the floor', () => port(host).legalActions().length > 0);
    await settle(host);
    await everyScreen(host, 'the table at the start', problems, { views: true });

    await playTo(host, 'sway', guest);
    await clickMove(host, 'End the Sway step');
    await playTo(host, 'recruit', guest);
    await clickMove(host, "Don't recruit");
    await chooseHandCard(host, await playTo(host, 'deeds', guest));
    await everyScreen(host, 'a hand card chosen', problems);
    await press(host, moveButton(host, 'Cancel')!);
    await until('nothing chosen', () => !moveButton(host, 'Cancel'));
    await everyScreen(host, 'the Deeds step', problems);

    expect(problems).to.deep.equal([]);
  });
});
