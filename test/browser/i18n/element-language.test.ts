/// <reference types="mocha" />
// Issue 16: each element speaks its own language: its `lang` attribute, else the nearest `lang`
// around it (through shadow roots), else the page's (components/localized.ts). Two lobbies on one
// page in two languages; a lobby that follows its container's and then the page's; the Italian
// edition's rules offered first to an Italian reader (K-DECK-01: 59 cards); the Language list
// switches the real app page and is kept for the next visit.
import { expect } from '@esm-bundle/chai';
import { html } from 'lit';
import { loadLocale } from '../../../src/i18n/load-locale.js';
import { setLocale } from '../../../src/i18n/catalog.js';
import { cleanup, fixture, settled, shadow, text, waitUntil } from '../../support/fixture.js';
import { closeFrames, openAppPage, until } from '../../support/app-frame.js';
import { deep } from '../../support/layout-probe.js';
import '../../../components/kult-lobby/kult-lobby.js';
import type { KultLobby } from '../../../components/kult-lobby/kult-lobby.js';

const title = (el: Element): string => text(shadow(el).querySelector('h2'));
const rules = (el: Element): string => shadow(el).querySelector<HTMLSelectElement>('select[name="rules"]')!.value;

afterEach(() => {
  cleanup();
  closeFrames();
  setLocale('en');
});

describe('an element in its own language', () => {
  before(() => Promise.all([loadLocale('pl'), loadLocale('it')]));

  it('two lobbies on one page speak Polish and Italian, and the Italian one offers the Italian edition first (K-DECK-01)', async () => {
    const box = await fixture<HTMLDivElement>(html`<div><kult-lobby lang="pl"></kult-lobby><kult-lobby lang="it"></kult-lobby><kult-lobby></kult-lobby></div>`);
    const [pl, it, en] = [...box.querySelectorAll<KultLobby>('kult-lobby')] as [KultLobby, KultLobby, KultLobby];
    await Promise.all([pl, it, en].map((el) => settled(el)));
    expect(title(pl)).to.equal('Siadaj do stołu');
    expect(title(it)).to.equal('Siediti al tavolo');
    expect(title(en)).to.equal('Sit down at the table');
    expect([rules(pl), rules(it), rules(en)]).to.deep.equal(['FAQ', 'IT', 'FAQ']);
  });

  it("follows the nearest lang around it, the page's without one, and redraws when either changes", async () => {
    const box = await fixture<HTMLDivElement>(html`<div lang="it"><kult-lobby></kult-lobby></div>`);
    const lobby = box.querySelector<KultLobby>('kult-lobby')!;
    await settled(lobby);
    expect(title(lobby)).to.equal('Siediti al tavolo');
    box.setAttribute('lang', 'pl');
    await waitUntil(() => title(lobby) === 'Siadaj do stołu', 'the container became Polish');
    box.removeAttribute('lang');
    setLocale('it');
    await waitUntil(() => title(lobby) === 'Siediti al tavolo', "the page's language");
  });

  it('a player who chose a rules profile keeps it when the language changes', async () => {
    const lobby = await fixture<KultLobby>(html`<kult-lobby lang="en"></kult-lobby>`);
    const select = shadow(lobby).querySelector<HTMLSelectElement>('select[name="rules"]')!;
    select.value = 'BASE_V1';
    select.dispatchEvent(new Event('change'));
    lobby.setAttribute('lang', 'it');
    await waitUntil(() => title(lobby) === 'Siediti al tavolo', 'Italian');
    expect(rules(lobby)).to.equal('BASE_V1');
  });
});

describe('the Language list of the app page', function () {
  this.timeout(45_000);

  it('switches the page to Italian and keeps the choice in this browser', async () => {
    const f = await openAppPage('chooser');
    const lobby = () => deep(f.app, 'kult-lobby')!;
    await until('English first', () => title(lobby()) === 'Sit down at the table', 15_000, () => `${f.doc.documentElement.lang}: ${title(lobby())}`);
    const select = deep<HTMLSelectElement>(f.app, 'kult-lobby >>> select[name="lang"]')!;
    select.value = 'it';
    select.dispatchEvent(new Event('change'));
    await until('the page in Italian', () => f.doc.documentElement.lang === 'it' && title(lobby()) === 'Siediti al tavolo', 15_000, () => `${f.doc.documentElement.lang}: ${title(lobby())}`);
    expect(f.win.localStorage.getItem('taroticum.lang')).to.equal('it');
    // The page's own words follow (its title); the next visit reads the kept choice (test/i18n/page-language.test.ts).
    await until('the title in Italian', () => f.doc.title === 'taroticum — KULT al tavolo');
  });
});
