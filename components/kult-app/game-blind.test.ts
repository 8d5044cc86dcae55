/// <reference types="mocha" />
// The app shell knows no game: given Riposte's shell (the test game, test/support/games/riposte)
// the lobby draws Riposte's choice panel and its one setting, a link carries that setting, and
// practice starts a Riposte match with the host's target on Riposte's own table element.
import { expect } from '@esm-bundle/chai';
import { html } from 'lit';
import { riposteShell } from '../../test/support/games/riposte/shell.js';
import { cleanup, fixture, settled, shadow, text, waitUntil } from '../../test/support/fixture.js';
import type { KultMatchCreateEvent } from '../events/kult-match-create.js';
import './kult-app.js';
import type { KultApp } from './kult-app.js';

afterEach(cleanup);

const lobbyOf = (app: KultApp) => shadow(app).querySelector('kult-lobby')!;

describe('<kult-app> with another game (Riposte)', () => {
  it('draws that game\'s choice and settings, and no word of KULT', async () => {
    const app = await fixture<KultApp>(html`<kult-app .shell=${riposteShell}></kult-app>`);
    const lobby = lobbyOf(app);
    await settled(lobby);
    const root = shadow(lobby);
    expect([...root.querySelectorAll<HTMLInputElement>('input[name="colour"]')].map((i) => i.value)).to.deep.equal(['sun', 'moon', 'star']);
    expect([...root.querySelectorAll<HTMLOptionElement>('select[name="target"] option')].map((o) => o.textContent?.trim())).to.deep.equal(['first to 12', 'first to 20']);
    expect(root.querySelector('select[name="struggle"]')).to.equal(null);
    expect(text(shadow(lobby))).not.to.match(/Major Arcan|deck|struggle/i);
  });

  it('NET-SETTINGS-01 sends the host\'s chosen setting with the match and reads it back from a link', async () => {
    const app = await fixture<KultApp>(html`<kult-app .shell=${riposteShell}></kult-app>`);
    const lobby = lobbyOf(app);
    await settled(lobby);
    const created: KultMatchCreateEvent[] = [];
    lobby.addEventListener('kult-match-create', (e) => {
      e.stopPropagation();
      created.push(e as KultMatchCreateEvent);
    });
    const target = shadow(lobby).querySelector<HTMLSelectElement>('select[name="target"]')!;
    target.value = '20';
    target.dispatchEvent(new Event('change'));
    await settled(lobby);
    shadow(lobby).querySelector<HTMLInputElement>('input[name="colour"][value="moon"]')?.click();
    await settled(lobby);
    shadow(lobby).querySelector<HTMLButtonElement>('button.create')!.click();
    expect(created.map((e) => e.detail)).to.deep.equal([{ choice: { major: 'moon', list: ['sun-3', 'moon-1', 'star-2', 'sun-1', 'moon-2', 'star-3'] }, settings: { target: '20', clockSeconds: 0 } }]);
    const { linkSettings, matchLink } = await import('./match-link.js');
    const link = matchLink('http://127.0.0.1:8000/', 'kult-abc234def567', { target: '20', clockSeconds: 15 }, riposteShell.settingFields);
    expect(link).to.equal('http://127.0.0.1:8000/?room=kult-abc234def567&target=20&clock=15');
    expect(linkSettings(new URL(link).searchParams, riposteShell.settingFields)).to.deep.equal({ target: '20', clockSeconds: 15 });
    // A value the game does not offer falls back to its default.
    expect(linkSettings(new URLSearchParams('target=99'), riposteShell.settingFields)).to.deep.equal({ target: '12', clockSeconds: 0 });
  });

  it('practice plays that game with the host\'s setting and the player\'s choice, on its own table', async () => {
    const app = await fixture<KultApp>(html`<kult-app .shell=${riposteShell} bot-delay="5"></kult-app>`);
    const lobby = lobbyOf(app);
    await settled(lobby);
    const target = shadow(lobby).querySelector<HTMLSelectElement>('select[name="target"]')!;
    target.value = '20';
    target.dispatchEvent(new Event('change'));
    shadow(lobby).querySelector<HTMLInputElement>('input[name="colour"][value="moon"]')!.click();
    await settled(lobby);
    shadow(lobby).querySelector<HTMLButtonElement>('button.practice')!.click();
    await waitUntil(() => app.screen === 'table', 'the practice table shows');
    await settled(app);
    const table = shadow(app).querySelector<HTMLElement>('.riposte-table')!;
    expect(table.dataset['target']).to.equal('20');
    const view = app.match!.snapshot.view as { seats: { id: string; colour: string }[] };
    expect(view.seats.map((s) => [s.id, s.colour])).to.deep.equal([['you', 'moon'], ['bot', 'sun']]);
  });
});
