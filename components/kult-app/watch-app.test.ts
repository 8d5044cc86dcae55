/// <reference types="mocha" />
// Spectators through the shell (NET-SPECTATE-01…02): a host's <kult-app> offers the watch link and
// the switch in the lobby's friend panel and on the table's bar, with the count; a spectator's
// <kult-app watch=…> shows the match live; the host switching it off on the bar closes the
// spectator's view with words. The players and the spectator talk over in-memory pairs here (the
// PeerJS path: test/browser/p2p/spectate.test.ts).
import { expect } from '@esm-bundle/chai';
import { html } from 'lit';
import { FriendMatch } from '../../src/app/friend-match.js';
import type { WatchConnect } from '../../src/app/lazy-room.js';
import { seedRng, type RngState } from '../../src/engine/rng.js';
import { floorHolder, type KultGame } from '../../src/kult/index.js';
import { sensibleMove } from '../../src/kult/bots/sensible-bot.js';
import { memoryPair } from '../../src/net/memory-transport.js';
import { axeProblems } from '../../test/support/axe.js';
import { memoryConnect } from '../../test/support/memory-rooms.js';
import { cleanup, fixture, settled, settledDeep, shadow, text, waitUntil } from '../../test/support/fixture.js';
import type { KultLobby } from '../kult-lobby/kult-lobby.js';
import type { KultWatch } from '../kult-watch/kult-watch.js';
import './kult-app.js';
import type { KultApp } from './kult-app.js';

const $ = <T extends Element = HTMLElement>(el: Element, sel: string) => shadow(el).querySelector<T>(sel);

/** A watch room in one page: each spectator's pair, its host end handed to the host's table. */
function memoryWatch(): WatchConnect {
  let admit: ((id: string, channel: ReturnType<typeof memoryPair>[0]) => void) | null = null;
  let n = 0;
  return {
    host: (_room, a) => {
      admit = a;
      return { close: () => void (admit = null) };
    },
    join: () => {
      const [hostEnd, watcherEnd] = memoryPair();
      if (admit) admit(`w${++n}`, hostEnd);
      else hostEnd.close();
      return watcherEnd;
    },
  };
}

function panel(app: KultApp, where: 'lobby' | 'bar'): HTMLElement | null {
  const scope = where === 'lobby' ? $<KultLobby>(app, 'kult-lobby') : app;
  return scope ? shadow(scope).querySelector<HTMLElement>(where === 'lobby' ? 'kult-watch-panel' : '.bar kult-watch-panel') : null;
}

describe('<kult-app> with spectators', () => {
  afterEach(() => {
    for (const app of document.querySelectorAll('kult-app')) app.leave();
    cleanup();
    sessionStorage.clear();
  });

  it('NET-SPECTATE-01 the host has the watch link, the switch and the count in the lobby and on the bar; a spectator\'s page shows the match live; switched off, it says so', async function () {
    this.timeout(90_000);
    const net = memoryConnect();
    const watch = memoryWatch();
    const hostApp = await fixture<KultApp>(html`<kult-app .connect=${net.host} .watchConnect=${watch} link-base="http://table.test/?signal=local"></kult-app>`);
    const lobby = $<KultLobby>(hostApp, 'kult-lobby')!;
    await settled(lobby);
    $<HTMLButtonElement>(lobby, 'button.create')!.click();
    await waitUntil(() => hostApp.match instanceof FriendMatch, 'the host starts a FriendMatch');
    const host = hostApp.match as FriendMatch<KultGame>;
    await waitUntil(() => panel(hostApp, 'lobby') !== null, 'the lobby offers watching');
    const lobbyPanel = panel(hostApp, 'lobby')!;
    await settled(lobbyPanel);
    expect(text($(lobbyPanel, '.copy-watch'))).to.equal('Copy the watch link');
    expect(text($(lobbyPanel, '.count'))).to.equal('Nobody watching');
    const room = new URL(($<HTMLInputElement>(lobby, 'input.link'))!.value).searchParams.get('room')!;
    expect((lobbyPanel as HTMLElement & { status: { link: string } }).status.link).to.equal(`http://table.test/?signal=local&watch=${room}`);
    // The switch in the lobby: off, then on again.
    $<HTMLInputElement>(lobbyPanel, 'input[type=checkbox]')!.click();
    await waitUntil(() => host.snapshot.watchers?.open === false, 'spectating off');
    await waitUntil(() => text($(panel(hostApp, 'lobby')!, '.count')) === 'Spectating is off', 'the lobby says it is off');
    $<HTMLInputElement>(panel(hostApp, 'lobby')!, 'input[type=checkbox]')!.click();
    await waitUntil(() => host.snapshot.watchers?.open === true, 'spectating on');

    // The friend joins with the Angel's starter deck; both reach the table.
    sessionStorage.clear();
    const guestApp = await fixture<KultApp>(html`<kult-app .connect=${net.guest} .room=${room}></kult-app>`);
    await waitUntil(() => guestApp.match instanceof FriendMatch, 'guest joins');
    const guestLobby = $<KultLobby>(guestApp, 'kult-lobby')!;
    await waitUntil(() => guestLobby.status?.phase === 'choosing', 'guest chooses');
    await settled(guestLobby);
    (shadow(guestLobby).querySelector('input[value="golab"]') as HTMLInputElement).click();
    await settled(guestLobby);
    $<HTMLButtonElement>(guestLobby, 'button.confirm')!.click();
    await waitUntil(() => hostApp.screen === 'table' && guestApp.screen === 'table', 'both at the table', 10_000);
    const guest = guestApp.match as FriendMatch<KultGame>;

    // A spectator opens the watch link.
    const watcher = await fixture<KultApp>(html`<kult-app .watchConnect=${watch} .watch=${room}></kult-app>`);
    await waitUntil(() => watcher.screen === 'watch' && $(watcher, 'kult-watch') !== null, 'the spectator view loads', 20_000);
    const view = $<KultWatch>(watcher, 'kult-watch')!;
    await waitUntil(() => host.snapshot.watchers?.count === 1, 'the host counts one spectator');
    await settled(hostApp);
    await waitUntil(() => panel(hostApp, 'bar') !== null && text($(panel(hostApp, 'bar')!, '.count')) === '1 watching', 'the bar says 1 watching');
    // The guest's table learns no count (the protocol carries none to it).
    expect(shadow(guestApp).querySelector('kult-watch-panel')).to.equal(null);

    // A few acts: the spectator's view shows each, live.
    let rng: RngState = seedRng(3);
    for (let i = 0; i < 2000 && (host.session.lockstep?.log.length ?? 0) < 8; i++) {
      for (const p of [host, guest]) {
        const s = p.snapshot;
        if (p.phase !== 'playing' || s.view.pending || floorHolder(s.view) !== s.me) continue;
        let move;
        [move, rng] = sensibleMove({ cards: p.game.cards }, s.view, s.me, rng);
        if (move) p.attempt(move);
      }
      await new Promise((r) => setTimeout(r, 0));
    }
    const acts = host.session.lockstep!.log.length;
    await waitUntil(() => $(view, '.act')?.dataset['seq'] === String(acts - 1), `the spectator shows act ${acts}`, 10_000);
    await settledDeep(view);
    expect(text($(view, '[data-line]'))).to.contain(`${acts} acts judged`);
    expect(await axeProblems(watcher)).to.deep.equal([]);

    // The host switches it off on the bar: the spectator is let go, and its view says so.
    $<HTMLInputElement>(panel(hostApp, 'bar')!, 'input[type=checkbox]')!.click();
    await waitUntil(() => text($(view, '[data-line]')).includes('spectating was turned off'), 'the spectator told', 10_000);
    expect(host.snapshot.watchers).to.deep.equal({ count: 0, open: false });
    // Back to the lobby from the spectator's view.
    $<HTMLButtonElement>(watcher, 'button.leave-watch')!.click();
    await waitUntil(() => watcher.screen === 'lobby', 'back in the lobby');
  });
});
