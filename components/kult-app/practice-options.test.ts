/// <reference types="mocha" />
// Practice honours the lobby: the struggle, the bot's level, Major and deck, and who starts
// (a house option the setup labels), chosen through the lobby's own controls.
import { expect } from '@esm-bundle/chai';
import { html } from 'lit';
import { LocalMatch } from '../../src/app/local-match.js';
import { PRACTICE_KEY } from '../../src/app/practice-save.js';
import type { GameState } from '../../src/kult/index.js';
import { cleanup, fixture, settled, shadow, waitUntil } from '../../test/support/fixture.js';
import './kult-app.js';
import type { KultApp } from './kult-app.js';

/** A stand-in table: this test reads the match, not the board. */
if (!customElements.get('kult-table')) customElements.define('kult-table', class extends HTMLElement {});

const lobbyOf = (app: KultApp) => shadow(app).querySelector('kult-lobby')!;

function choose(root: ShadowRoot, name: string, value: string): void {
  const select = root.querySelector<HTMLSelectElement>(`select[name="${name}"]`)!;
  expect([...select.options].map((o) => o.value), name).to.include(value);
  select.value = value;
  select.dispatchEvent(new Event('change'));
}

describe('practice options', () => {
  afterEach(() => {
    for (const app of document.querySelectorAll('kult-app')) app.leave();
    cleanup();
    sessionStorage.clear();
    localStorage.removeItem(PRACTICE_KEY);
  });

  it('K-FIRST-02 K-POOL-01 the struggle, the bot\'s Major and who starts, as chosen in the lobby', async () => {
    const app = await fixture<KultApp>(html`<kult-app .botDelay=${60_000}></kult-app>`);
    const lobby = lobbyOf(app);
    await settled(lobby);
    const root = shadow(lobby);
    // Kether (Hierarchy 1) starts by the rules (K-FIRST-02) against any other Major.
    (root.querySelector('input[name="major"][value="kether"]') as HTMLInputElement).click();
    await settled(lobby);
    choose(root, 'struggle', 'world');
    root.querySelector<HTMLElement>('details.practice-options summary')!.click();
    await settled(lobby);
    choose(root, 'practice-botMajor', 'golab');
    choose(root, 'practice-botDeck', 'angel');
    choose(root, 'practice-first', 'bot');
    await settled(lobby);
    root.querySelector<HTMLButtonElement>('button.practice')!.click();
    await waitUntil(() => app.screen === 'table', 'at the practice table');
    const match = app.match as unknown as LocalMatch;
    const view = match.snapshot.view as GameState;
    expect(view.struggle).to.equal('world');
    expect(view.players.map((p) => [p.id, p.major])).to.deep.equal([['you', 'kether'], ['bot', 'golab']]);
    expect(view.active).to.equal('bot'); // the house option, over K-FIRST-02's Kether
    expect(view.totalMarkers).to.equal(19); // K-POOL-01: 10 × 2 − 1 for the World
  });

  it('without options, the rules decide who starts and the bot takes the other colour', async () => {
    const app = await fixture<KultApp>(html`<kult-app .botDelay=${60_000}></kult-app>`);
    const lobby = lobbyOf(app);
    await settled(lobby);
    (shadow(lobby).querySelector('input[name="major"][value="kether"]') as HTMLInputElement).click();
    await settled(lobby);
    shadow(lobby).querySelector<HTMLButtonElement>('button.practice')!.click();
    await waitUntil(() => app.screen === 'table', 'at the practice table');
    const view = (app.match as unknown as LocalMatch).snapshot.view as GameState;
    expect(view.players.map((p) => p.major)).to.deep.equal(['kether', 'golab']);
    expect(view.active).to.equal('you'); // K-FIRST-02: Kether, Hierarchy 1
    expect(view.struggle).to.equal('continent');
  });
});
