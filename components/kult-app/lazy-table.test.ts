/// <reference types="mocha" />
// The page's first load is the lobby: a match's code (the game's table and rules, from
// `shell.load()`) loads when the match starts. While it loads the app says so and keeps the
// lobby; when it cannot be fetched (a real failed dynamic import), the player reads why in the
// lobby, their choice kept, instead of a blank screen.
import { expect } from '@esm-bundle/chai';
import { html } from 'lit';
import { kultShell } from '../kult-shell.js';
import type { ShellGame, ShellPlay } from '../shell-game.js';
import { cleanup, fixture, settled, shadow, text, waitUntil } from '../../test/support/fixture.js';
import type { KultLobby } from '../kult-lobby/kult-lobby.js';
import './kult-app.js';
import type { KultApp } from './kult-app.js';

afterEach(() => {
  for (const app of document.querySelectorAll('kult-app')) app.leave();
  cleanup();
  sessionStorage.clear();
});

/** KULT's shell whose match part loads from `load` instead. */
const shellLoading = (load: () => Promise<ShellPlay>): ShellGame => ({ ...kultShell, load });

/** A chunk the server does not have, as after a deploy replaced the page's chunks. */
const missingChunk = (): Promise<ShellPlay> => {
  const url = new URL(`/no-such-chunk-${Math.random().toString(36).slice(2)}.js`, location.href).href;
  return import(/* a URL the bundler must not resolve */ url);
};

const lobbyOf = (app: KultApp): KultLobby => shadow(app).querySelector<KultLobby>('kult-lobby')!;

async function choose(app: KultApp, major: string): Promise<KultLobby> {
  const lobby = lobbyOf(app);
  await settled(lobby);
  shadow(lobby).querySelector<HTMLInputElement>(`input[name="major"][value="${major}"]`)!.click();
  await settled(lobby);
  return lobby;
}

describe('<kult-app> loads the table when a match starts', () => {
  it('practice: "Loading the table…" over the lobby while the table\'s code loads, then the table', async () => {
    let loaded!: () => void;
    const gate = new Promise<void>((r) => (loaded = r));
    const app = await fixture<KultApp>(html`<kult-app .shell=${shellLoading(() => gate.then(() => kultShell.load()))} .botDelay=${0}></kult-app>`);
    const lobby = await choose(app, 'golab');
    shadow(lobby).querySelector<HTMLButtonElement>('button.practice')!.click();
    await settled(app);
    const status = shadow(app).querySelector('.loading[role="status"]');
    expect(text(status)).to.equal('Loading the table…');
    expect(app.screen).to.equal('lobby');
    expect(lobbyOf(app)).to.equal(lobby, 'the lobby stays, with the player\'s choice');
    loaded();
    // (The first import of the table in this page compiles the whole engine in the test server.)
    await waitUntil(() => app.screen === 'table', 'the practice table shows', 8000);
    await settled(app);
    expect(shadow(app).querySelector('.loading')).to.equal(null);
    expect(shadow(app).querySelector('kult-table')).to.not.equal(null);
    expect(app.match!.snapshot.view.players.find((p: { id: string }) => p.id === 'you')!.major).to.equal('golab');
  });

  it('practice whose table cannot be fetched: the reason in words, the lobby and the choice kept, no match', async () => {
    const app = await fixture<KultApp>(html`<kult-app .shell=${shellLoading(missingChunk)}></kult-app>`);
    const lobby = await choose(app, 'golab');
    shadow(lobby).querySelector<HTMLButtonElement>('button.practice')!.click();
    await waitUntil(() => shadow(app).querySelector('.store-notice[role="alert"]') !== null, 'the failure is said', 8000);
    await settled(app);
    const alert = text(shadow(app).querySelector('.store-notice'));
    expect(alert).to.match(/^Practice could not start: the table did not load \(.*no-such-chunk-.*\)\. Check the connection and try again\./);
    expect(app.screen).to.equal('lobby');
    expect(app.match).to.equal(null);
    expect(shadow(app).querySelector('.loading')).to.equal(null);
    expect(lobbyOf(app)).to.equal(lobby);
    expect(shadow(lobby).querySelector<HTMLInputElement>('input[name="major"][value="golab"]')!.checked).to.equal(true);
    // Dismissed, and Practice works once the code can be fetched.
    shadow(app).querySelector<HTMLButtonElement>('.store-notice .dismiss')!.click();
    await settled(app);
    expect(shadow(app).querySelector('.store-notice')).to.equal(null);
    app.shell = shellLoading(() => kultShell.load());
    await settled(app);
    shadow(lobbyOf(app)).querySelector<HTMLButtonElement>('button.practice')!.click();
    await waitUntil(() => app.screen === 'table', 'practice starts', 8000);
  });

  it('a friend match whose table cannot be fetched: the reason in words, back to the lobby', async () => {
    const connect = () => {
      throw new Error('no room should open before the code loads');
    };
    const app = await fixture<KultApp>(html`<kult-app .shell=${shellLoading(missingChunk)} .connect=${connect}></kult-app>`);
    await settled(lobbyOf(app));
    shadow(lobbyOf(app)).querySelector<HTMLButtonElement>('button.create')!.click();
    await waitUntil(() => shadow(app).querySelector('.store-notice[role="alert"]') !== null, 'the failure is said', 8000);
    expect(text(shadow(app).querySelector('.store-notice'))).to.match(/^Friend play could not start: its code did not load \(.*no-such-chunk-.*\)\./);
    expect(app.screen).to.equal('lobby');
    expect(app.match).to.equal(null);
  });
});
