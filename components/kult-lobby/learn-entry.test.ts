/// <reference types="mocha" />
// The lobby's Learn entry: it loads the game's lessons on demand (ShellGame.learn, KULT's
// <kult-lessons>) and shows them in the lobby's place, with the way back; a load that fails says
// so and can be tried again; a game without lessons shows no entry.
import { expect } from '@esm-bundle/chai';
import { html } from 'lit';
import { lessonPath } from '../../src/kult/lessons/catalog.js';
import { axeProblems } from '../../test/support/axe.js';
import { cleanup, fixture, settled, shadow, waitUntil } from '../../test/support/fixture.js';
import { kultShell } from '../kult-shell.js';
import type { ShellGame } from '../shell-game.js';
import './kult-lobby.js';
import type { KultLobby } from './kult-lobby.js';

const deepActive = (): Element | null => {
  let a: Element | null = document.activeElement;
  while (a?.shadowRoot?.activeElement) a = a.shadowRoot.activeElement;
  return a;
};

describe('<kult-lobby> Learn entry', () => {
  afterEach(() => cleanup());

  it('Learn opens the lesson path in the lobby\'s place; Back returns to the lobby with focus on Learn', async function () {
    this.timeout(15_000);
    const el = await fixture<KultLobby>(html`<kult-lobby></kult-lobby>`);
    shadow(el).querySelector<HTMLButtonElement>('button.learn')!.click();
    await waitUntil(() => !!shadow(el).querySelector('kult-lessons'), 'the path loads', 8000);
    const path = shadow(el).querySelector('kult-lessons')!;
    await settled(path);
    expect([...shadow(path).querySelectorAll<HTMLElement>('ol.lessons > li')].map((r) => r.dataset['lesson'])).to.deep.equal(lessonPath().map((l) => l.id));
    expect(shadow(el).querySelector('.choice'), 'the lobby is out of the way').to.equal(null);
    expect(await axeProblems(el)).to.deep.equal([]);
    shadow(el).querySelector<HTMLButtonElement>('button.learn-back')!.click();
    await settled(el);
    expect(shadow(el).querySelector('kult-lessons')).to.equal(null);
    await waitUntil(() => deepActive() === shadow(el).querySelector('button.learn'), 'focus back on Learn');
  });

  it('a load that fails says so, and Learn tries again', async () => {
    let calls = 0;
    const shell: ShellGame = { ...kultShell, learn: () => (++calls === 1 ? Promise.reject(new Error('offline')) : kultShell.learn!()) };
    const el = await fixture<KultLobby>(html`<kult-lobby .shell=${shell}></kult-lobby>`);
    shadow(el).querySelector<HTMLButtonElement>('button.learn')!.click();
    await waitUntil(() => !!shadow(el).querySelector('[role="alert"]'), 'the failure is said');
    shadow(el).querySelector<HTMLButtonElement>('.learning button.learn')!.click();
    await waitUntil(() => !!shadow(el).querySelector('kult-lessons'), 'the second try loads', 8000);
    expect(calls).to.equal(2);
  });

  it('a game without lessons has no Learn entry', async () => {
    const { learn: _none, ...noLessons } = kultShell;
    const el = await fixture<KultLobby>(html`<kult-lobby .shell=${noLessons as ShellGame}></kult-lobby>`);
    await settled(el);
    expect(shadow(el).querySelector('button.learn')).to.equal(null);
  });
});
