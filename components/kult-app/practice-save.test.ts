/// <reference types="mocha" />
// A practice game is not lost: Leave asks first; a left game goes on from the lobby; a reload
// of its table goes straight back to it; a save that was tampered with is refused.
import { expect } from '@esm-bundle/chai';
import { html } from 'lit';
import { LocalMatch } from '../../src/app/local-match.js';
import { PRACTICE_KEY } from '../../src/app/practice-save.js';
import type { Action, GameState } from '../../src/kult/index.js';
import type { MatchPort } from '../../src/app/match-port.js';
import { cleanup, fixture, settled, shadow, waitUntil } from '../../test/support/fixture.js';
import './kult-app.js';
import type { KultApp } from './kult-app.js';
import '../kult-table/kult-table.js';

type Port = MatchPort<GameState, Action>;

const lobbyOf = (app: KultApp) => shadow(app).querySelector('kult-lobby')!;
const $ = <T extends Element = HTMLElement>(el: Element, sel: string) => shadow(el).querySelector<T>(sel);

async function practice(): Promise<KultApp> {
  const app = await fixture<KultApp>(html`<kult-app .botDelay=${0}></kult-app>`);
  await settled(lobbyOf(app));
  $<HTMLButtonElement>(lobbyOf(app), 'button.practice')!.click();
  await waitUntil(() => app.screen === 'table', 'at the practice table');
  return app;
}

/** Plays the player's first legal act `n` times (the bot answers at once between them). */
async function play(app: KultApp, n: number): Promise<void> {
  const port = app.match as unknown as Port;
  for (let i = 0; i < n; i++) {
    await waitUntil(() => port.legalActions().length > 0 || port.snapshot.status === 'ended', 'the player may act');
    const act = port.legalActions()[0];
    if (!act) return;
    expect(port.attempt(act).ok).to.equal(true);
  }
}

/** Until the table waits for the player and nothing more happens by itself (the bot, a pass the table makes). */
async function quiet(app: KultApp): Promise<void> {
  const port = app.match as unknown as Port;
  let seen = -1;
  for (let stable = 0; stable < 4; ) {
    await new Promise((r) => setTimeout(r, 50));
    const n = port.snapshot.log.length;
    stable = n === seen && (port.legalActions().length > 0 || port.snapshot.status !== 'playing') ? stable + 1 : 0;
    seen = n;
  }
}

const logOf = (app: KultApp) => (app.match as unknown as Port).snapshot.log.map((e) => JSON.stringify(e.action));

describe('practice is saved', () => {
  afterEach(() => {
    for (const app of document.querySelectorAll('kult-app')) app.leave();
    cleanup();
    sessionStorage.clear();
    localStorage.removeItem(PRACTICE_KEY);
  });

  it('Leave asks first; Stay keeps the table, and a left game goes on from the lobby where it was', async () => {
    const app = await practice();
    await play(app, 6);
    await quiet(app);
    const before = logOf(app);
    $<HTMLButtonElement>(app, '.bar button.leave')!.click();
    await settled(app);
    const dialog = $<HTMLDialogElement>(app, 'dialog.leave-dialog')!;
    expect(dialog.open).to.equal(true);
    expect(shadow(app).activeElement?.classList.contains('stay')).to.equal(true);
    $<HTMLButtonElement>(app, 'dialog button.stay')!.click();
    await settled(app);
    expect(app.screen).to.equal('table');
    expect($(app, 'dialog.leave-dialog')).to.equal(null);

    $<HTMLButtonElement>(app, '.bar button.leave')!.click();
    await settled(app);
    $<HTMLButtonElement>(app, 'dialog button.confirm-leave')!.click();
    await settled(app);
    expect(app.screen).to.equal('lobby');
    const lobby = lobbyOf(app);
    await settled(lobby);
    // The lobby reads the save when it opens (the game's code may still be loading): the offer follows.
    await waitUntil(() => $(lobby, 'button.practice-resume') !== null, 'the offer to go on');
    const resume = $<HTMLButtonElement>(lobby, 'button.practice-resume')!;
    expect(resume.textContent).to.match(/Go on with your practice game \(turn \d+\)/);
    resume.click();
    await waitUntil(() => app.screen === 'table', 'back at the table');
    expect(app.match).to.be.instanceOf(LocalMatch);
    expect(logOf(app)).to.deep.equal(before);
  });

  it('a reload of the practice table goes straight back to the game', async () => {
    const app = await practice();
    await play(app, 5);
    await quiet(app);
    const before = logOf(app);
    const view = structuredClone((app.match as unknown as Port).snapshot.view);
    app.remove(); // the page goes away without leaving; this tab's session remembers the table
    const again = await fixture<KultApp>(html`<kult-app .botDelay=${0}></kult-app>`);
    await waitUntil(() => again.screen === 'table', 'resumed at the table');
    expect(logOf(again)).to.deep.equal(before);
    expect((again.match as unknown as Port).snapshot.view).to.deep.equal(view);
  });

  it('a save whose acts were edited is refused when resumed: the lobby says why, drops it, and nothing is half-played', async () => {
    const app = await practice();
    await play(app, 4);
    app.leave();
    const save = JSON.parse(localStorage.getItem(PRACTICE_KEY)!) as { acts: { player: string }[] };
    // The first act handed to the other player: not legal for them at that moment.
    save.acts[0] = { ...save.acts[0]!, player: save.acts[0]!.player === 'you' ? 'bot' : 'you' };
    localStorage.setItem(PRACTICE_KEY, JSON.stringify(save));
    app.remove();
    const again = await fixture<KultApp>(html`<kult-app .botDelay=${0}></kult-app>`);
    await settled(lobbyOf(again));
    $<HTMLButtonElement>(lobbyOf(again), 'button.practice-resume')!.click();
    await waitUntil(() => $(again, '.store-notice') !== null, 'the lobby says why');
    expect($(again, '.store-notice')!.textContent).to.match(/not legal/);
    expect(again.screen).to.equal('lobby');
    expect(again.match).to.equal(null);
    expect(localStorage.getItem(PRACTICE_KEY)).to.equal(null);
    await settled(again);
    await settled(lobbyOf(again));
    expect($(lobbyOf(again), 'button.practice-resume')).to.equal(null);
  });

  it('a tampered save met by a reload of its table: the lobby, with why, instead of the table', async () => {
    const app = await practice();
    await play(app, 4);
    const save = JSON.parse(localStorage.getItem(PRACTICE_KEY)!) as { acts: { player: string }[] };
    save.acts[0] = { ...save.acts[0]!, player: save.acts[0]!.player === 'you' ? 'bot' : 'you' };
    localStorage.setItem(PRACTICE_KEY, JSON.stringify(save));
    app.remove(); // the reload: this tab's session still remembers the practice table
    const again = await fixture<KultApp>(html`<kult-app .botDelay=${0}></kult-app>`);
    await waitUntil(() => $(again, '.store-notice') !== null, 'the lobby says why');
    expect(again.screen).to.equal('lobby');
    expect(localStorage.getItem(PRACTICE_KEY)).to.equal(null);
  });
});

describe('practice undo', () => {
  afterEach(() => {
    for (const app of document.querySelectorAll('kult-app')) app.leave();
    cleanup();
    sessionStorage.clear();
    localStorage.removeItem(PRACTICE_KEY);
  });

  it('takes back the player\'s last act and the bot\'s answers after it, and the save follows', async () => {
    const app = await practice();
    const undo = () => $<HTMLButtonElement>(app, '.bar button.undo')!;
    expect(undo().disabled).to.equal(true); // nothing played yet
    await play(app, 3);
    const port = app.match as unknown as Port;
    // To a moment the player can do more than pass (a pass is not taken back: it is made again at once).
    for (;;) {
      await waitUntil(() => port.legalActions().length > 0, 'the player may act');
      if (port.legalActions().some((a) => a.type !== 'pass')) break;
      port.attempt(port.legalActions()[0]!);
    }
    const before = logOf(app);
    const view = structuredClone(port.snapshot.view);
    expect(port.attempt(port.legalActions().find((a) => a.type !== 'pass')!).ok).to.equal(true);
    await waitUntil(() => port.legalActions().length > 0 || port.snapshot.status === 'ended', 'the bot answered');
    expect(logOf(app).length).to.be.greaterThan(before.length);
    await settled(app);
    undo().click();
    await settled(app);
    expect(logOf(app)).to.deep.equal(before);
    expect(port.snapshot.view).to.deep.equal(view);
    const saved = JSON.parse(localStorage.getItem(PRACTICE_KEY)!) as { acts: unknown[] };
    expect(saved.acts.map((a) => JSON.stringify(a))).to.deep.equal(before);
  });
});
