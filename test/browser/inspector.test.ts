/// <reference types="mocha" />
// ?inspect in the app: the inspector's window opens from a button, and the player is told how it
// went (the inspector itself: test/app/inspector.test.ts).
import { expect } from '@esm-bundle/chai';
import { html } from 'lit';
import type { Inspector, InspectorOpened } from '../../src/app/match-port.js';
import { cleanup, fixture, settled, shadow, text, waitUntil } from '../support/fixture.js';
import '../../components/kult-app/kult-app.js';
import type { KultApp } from '../../components/kult-app/kult-app.js';

describe('?inspect', () => {
  afterEach(cleanup);

  it('the app opens the window from a button and tells the player how it went', async () => {
    let answer: InspectorOpened = 'unreachable';
    const inspector: Inspector = { observer: () => {}, open: async () => answer };
    const app = await fixture<KultApp>(html`<kult-app .inspect=${inspector.observer} .inspector=${inspector}></kult-app>`);
    const button = shadow(app).querySelector<HTMLButtonElement>('.inspect button.open-inspector')!;
    expect(text(shadow(app).querySelector('.inspect'))).to.contain('recorded for the Stately inspector');
    button.click();
    await waitUntil(() => shadow(app).querySelector('.inspect-state')?.getAttribute('data-state') === 'unreachable', 'unreachable said');
    expect(text(shadow(app).querySelector('.inspect-state'))).to.contain('needs the internet');
    answer = 'connected';
    shadow(app).querySelector<HTMLButtonElement>('.inspect button.open-inspector')!.click();
    await waitUntil(() => shadow(app).querySelector('.inspect-state')?.getAttribute('data-state') === 'connected', 'connected said');
    await settled(app);
    expect(shadow(app).querySelector('.inspect button.open-inspector')).to.equal(null);
  });
});
