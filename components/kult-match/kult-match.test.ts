/// <reference types="mocha" />
// <kult-match> in Chromium: its attributes — `signal` parsed into signalling
// settings (bad values listed in the lobby), `card-set` fetched and validated,
// `room` (or the page's ?room=) — and the lobby/table flow inside it.
import { expect } from '@esm-bundle/chai';
import { html } from 'lit';
import coreSet from '../../src/kult/cards/core-set.json' with { type: 'json' };
import type { CardSet } from '../../src/kult/index.js';
import { axeProblems } from '../../test/support/axe.js';
import { cleanup, fixture, settled, shadow, text, waitUntil } from '../../test/support/fixture.js';
import type { KultApp } from '../kult-app/kult-app.js';
import type { KultLobby } from '../kult-lobby/kult-lobby.js';
import './kult-match.js';
import type { KultMatch } from './kult-match.js';

if (!customElements.get('kult-table')) customElements.define('kult-table', class extends HTMLElement {});

const jsonUrl = (value: unknown): string => URL.createObjectURL(new Blob([JSON.stringify(value)], { type: 'application/json' }));

async function ready(el: KultMatch): Promise<KultApp> {
  await waitUntil(() => el.shadowRoot?.querySelector('kult-app, [part="error"]') != null, 'kult-match loaded');
  await settled(el);
  const app = shadow(el).querySelector<KultApp>('kult-app');
  if (app) await settled(app);
  return app!;
}

describe('<kult-match>', () => {
  afterEach(() => {
    for (const app of document.querySelectorAll('kult-match')) app.shadowRoot?.querySelector<KultApp>('kult-app')?.leave();
    cleanup();
  });

  it('lang="it": the whole table inside speaks Italian, and offers the Italian edition first (issue 16)', async () => {
    const el = await fixture<KultMatch>(html`<kult-match signal="127.0.0.1:9000/kult" lang="it"></kult-match>`);
    const app = await ready(el);
    const lobby = shadow(app).querySelector<KultLobby>('kult-lobby')!;
    await waitUntil(() => text(shadow(lobby).querySelector('h2')) === 'Siediti al tavolo', 'the Italian lobby');
    expect(shadow(lobby).querySelector<HTMLSelectElement>('select[name="rules"]')!.value).to.equal('IT');
    expect(text(shadow(lobby).querySelector('.verdict'))).to.contain('59');
  });

  it('reads signal as host:port/path, and room, and renders the lobby inside', async () => {
    const el = await fixture<KultMatch>(html`<kult-match signal="127.0.0.1:9000/kult"></kult-match>`);
    const app = await ready(el);
    expect(el.config).to.deep.include({ host: '127.0.0.1', port: 9000, path: '/kult', secure: false });
    expect(app.connect).to.be.a('function');
    expect(app.syncUrl).to.equal(true);
    const lobby = shadow(app).querySelector<KultLobby>('kult-lobby')!;
    await settled(lobby);
    expect(shadow(lobby).querySelectorAll('input[name="major"]').length).to.equal(20);
    expect(await axeProblems(el)).to.deep.equal([]);
  });

  it('knows the PeerJS cloud and secure schemes', async () => {
    const cloud = await fixture<KultMatch>(html`<kult-match signal="cloud"></kult-match>`);
    await ready(cloud);
    expect(cloud.config).to.deep.include({ host: '0.peerjs.com', port: 443, path: '/', secure: true });
    const wss = await fixture<KultMatch>(html`<kult-match signal="wss://signal.example.org/kult"></kult-match>`);
    await ready(wss);
    expect(wss.config).to.deep.include({ host: 'signal.example.org', port: 443, path: '/kult', secure: true });
  });

  it('lists a bad signal in the lobby and keeps friend play off', async () => {
    const el = await fixture<KultMatch>(html`<kult-match signal="127.0.0.1:70000/kult" room="kult-abc234def567"></kult-match>`);
    const app = await ready(el);
    expect(el.config).to.equal(null);
    expect(app.connect).to.equal(null);
    expect(el.roomToOpen).to.equal('kult-abc234def567');
    expect(app.room).to.equal('kult-abc234def567');
    const lobby = shadow(app).querySelector<KultLobby>('kult-lobby')!;
    await settled(lobby);
    expect(text(shadow(lobby).querySelector('[data-code="config"]'))).to.contain('port 70000 is not between 1 and 65535');
    expect(shadow(lobby).querySelector<HTMLButtonElement>('button.create')!.disabled).to.equal(true);
  });

  it('ignores a room that is not a room id', async () => {
    const el = await fixture<KultMatch>(html`<kult-match signal="local" room="no spaces please"></kult-match>`);
    await ready(el);
    expect(el.roomToOpen).to.equal(null);
  });

  it('plays with the card set at card-set, and explains one that does not load', async () => {
    const good = await fixture<KultMatch>(html`<kult-match signal="local" card-set=${jsonUrl({ ...coreSet, set: 'Fan core' })}></kult-match>`);
    const app = await ready(good);
    expect((app.cards as CardSet).name).to.equal('Fan core');
    const broken = { ...coreSet, cards: coreSet.cards.map((c, i) => (i === 0 ? { ...c, kind: 'dragon' } : c)) };
    const bad = await fixture<KultMatch>(html`<kult-match signal="local" card-set=${jsonUrl(broken)}></kult-match>`);
    await ready(bad);
    const box = shadow(bad).querySelector('[part="error"]')!;
    expect(box.getAttribute('role')).to.equal('alert');
    expect(text(box)).to.contain('cannot be used');
    expect(text(box)).to.contain('kether.kind');
  });

  it('starts practice inside itself', async () => {
    const el = await fixture<KultMatch>(html`<kult-match signal="local"></kult-match>`);
    const app = await ready(el);
    const lobby = shadow(app).querySelector<KultLobby>('kult-lobby')!;
    await settled(lobby);
    shadow(lobby).querySelector<HTMLButtonElement>('button.practice')!.click();
    // The table's code loads when practice starts.
    await waitUntil(() => app.screen === 'table', 'the practice table shows', 8000);
    await settled(app);
    expect(shadow(app).querySelector('kult-table')).to.not.equal(null);
  });
});
