/// <reference types="mocha" />
// <kult-app> in Chromium: lobby → table with a LocalMatch (practice), a friend
// match between two shells over an in-memory transport pair (create, join by
// room, confirm, both at the table), resuming a saved match after a "reload",
// the inspector hook, and the result screen with the fair-play audit.
// <kult-table> is another component: a stub stands in for it here.
import { expect } from '@esm-bundle/chai';
import { html } from 'lit';
import type { Connect } from '../../src/app/friend-match.js';
import { FriendMatch } from '../../src/app/friend-match.js';
import { LocalMatch } from '../../src/app/local-match.js';
import type { InspectObserver } from '../../src/app/match-port.js';
import type { KultPort as MatchPort, KultSnapshot as MatchSnapshot } from '../kult-port.js';
import { practiceConfig } from '../../src/kult/practice.js';
import { claimSeat } from '../../src/app/seat-lock.js';
import { coreCards, STARTER_DECKS } from '../../src/kult/index.js';
import type { Transport } from '../../src/net/transport.js';
import type { MatchStore } from '../../src/net/match-store.js';
import type { SavedSession } from '../../src/net/saved-session.js';
import { axeProblems } from '../../test/support/axe.js';
import { cleanup, fixture, settled, shadow, text, waitUntil } from '../../test/support/fixture.js';
import { tableFixture } from '../../test/support/table-fixture.js';
import { memoryConnect } from '../../test/support/memory-rooms.js';
import type { KultLobby } from '../kult-lobby/kult-lobby.js';
import { tokens } from '../../test/support/net-duel.js';
import './kult-app.js';
import type { KultApp } from './kult-app.js';
import type { KultGame } from '../../src/kult/index.js';
import { floorHolder } from '../../src/kult/index.js';
import { sensibleMove } from '../../src/kult/bots/sensible-bot.js';
import { seedRng } from '../../src/engine/rng.js';

/** A stand-in for <kult-table> (built elsewhere): it only holds the port it is given. */
class StubTable extends HTMLElement {
  port: MatchPort | null = null;
}
if (!customElements.get('kult-table')) customElements.define('kult-table', StubTable);

const cards = coreCards();

/** A transport that fails before opening with a transport error of `type` (not retried for room-taken). */
function failingTransport(type: 'room-taken' | 'room-full', message: string): Transport {
  const listeners = new Map<string, Set<(p: unknown) => void>>();
  const t: Transport = {
    state: 'connecting',
    send() {},
    on(event, listener) {
      const set = listeners.get(event) ?? new Set();
      listeners.set(event, set);
      set.add(listener as (p: unknown) => void);
      return () => set.delete(listener as (p: unknown) => void);
    },
    close() {},
  };
  setTimeout(() => {
    (t as { state: string }).state = 'closed';
    for (const l of listeners.get('error') ?? []) l({ type, message });
    for (const l of listeners.get('close') ?? []) l({ reason: 'lost' });
  }, 0);
  return t;
}

const $ = <T extends Element = HTMLElement>(el: Element, sel: string) => shadow(el).querySelector<T>(sel);

function lobbyOf(app: KultApp): KultLobby {
  const lobby = $<KultLobby>(app, 'kult-lobby');
  if (!lobby) throw new Error(`no lobby on screen ${app.screen}`);
  return lobby;
}
async function click(host: Element, sel: string): Promise<void> {
  const b = $<HTMLButtonElement>(host, sel);
  if (!b) throw new Error(`no ${sel} in <${host.localName}>`);
  b.click();
  await settled(host);
}
function tableOf(app: KultApp): { port: MatchPort | null } | null {
  return $<HTMLElement & { port: MatchPort | null }>(app, 'kult-table');
}

function memoryStore(): MatchStore & { last: SavedSession | null } {
  const store = {
    last: null as SavedSession | null,
    async save(s: SavedSession) {
      store.last = JSON.parse(JSON.stringify(s)) as SavedSession;
    },
    async forRoom(room: string) {
      return store.last && store.last.room === room ? { ok: true as const, saved: store.last } : null;
    },
    async load() {
      return null;
    },
    async remove() {},
    close() {},
  };
  return store;
}

describe('<kult-app>', () => {
  afterEach(() => {
    for (const app of document.querySelectorAll('kult-app')) app.leave();
    cleanup();
    sessionStorage.clear();
  });

  it('starts in the lobby and goes to the table for practice, with a LocalMatch on the chosen Major and deck', async function () {
    // axe walks the whole screen: slow on a busy machine.
    this.timeout(40_000);
    const app = await fixture<KultApp>(html`<kult-app .botDelay=${0}></kult-app>`);
    expect(app.screen).to.equal('lobby');
    const lobby = lobbyOf(app);
    await settled(lobby);
    (shadow(lobby).querySelector('input[value="golab"]') as HTMLInputElement).click();
    await settled(lobby);
    await click(lobby, 'button.practice');
    // The table's code (and LocalMatch) load when practice starts.
    await waitUntil(() => app.screen === 'table', 'the practice table shows');
    await settled(app);
    const port = tableOf(app)!.port;
    expect(port).to.be.instanceOf(LocalMatch);
    expect(port).to.equal(app.match);
    const me = port!.snapshot.view.players.find((p) => p.id === 'you')!;
    expect(me.major).to.equal('golab');
    // The bot takes the other colour's starter deck.
    expect(port!.snapshot.view.players.find((p) => p.id === 'bot')!.major).to.equal('kether');
    expect(text($(app, '.bar'))).to.contain('Practice against the bot');
    expect(await axeProblems(app)).to.deep.equal([]);

    await click(app, 'button.leave');
    expect(app.screen).to.equal('table'); // Leave asks first
    await click(app, 'dialog button.confirm-leave');
    expect(app.screen).to.equal('lobby');
    expect(app.match).to.equal(null);
  });

  it('practice config gives the bot the other starter deck', () => {
    const c = practiceConfig(cards, { major: 'kether', list: STARTER_DECKS.archon.cards }, 5);
    expect(c.players.map((p: { major: string }) => p.major)).to.deep.equal(['kether', 'golab']);
    expect(c.players[1]!.deck).to.equal(STARTER_DECKS.angel.cards);
    expect(practiceConfig(cards, { major: 'golab', list: STARTER_DECKS.angel.cards }, 5).players[1]!.major).to.equal('kether');
  });

  it('hands the inspector the statecharts: in practice the KULT turn chart shows its steps and windows (?inspect)', async () => {
    const seen: string[] = [];
    const steps = new Set<string>();
    const inspect: InspectObserver = (e) => {
      seen.push(e.type);
      // The turn chart's snapshots: the step it stands in is the top key of its value.
      const value = e.type === '@xstate.snapshot' ? (e.snapshot as { value?: unknown }).value : undefined;
      if (value && typeof value === 'object') steps.add(Object.keys(value)[0]!);
    };
    const app = await fixture<KultApp>(html`<kult-app .botDelay=${0} .inspect=${inspect}></kult-app>`);
    expect(text($(app, '.inspect'))).to.contain('Inspector on');
    await click(lobbyOf(app), 'button.practice');
    await waitUntil(() => app.match !== null, 'practice starts');
    expect(seen).to.include('@xstate.actor');
    // The player passes through their draw step; the chart's next steps reach the inspector.
    const port = app.match!;
    for (let i = 0; i < 40 && steps.size < 2; i++) {
      const move = port.legalActions().find((a) => a.type === 'pass' || a.type === 'endStep');
      if (move) port.attempt(move);
      await new Promise((r) => setTimeout(r, 10));
    }
    await waitUntil(() => steps.has('sway') || steps.has('recruit') || steps.has('deeds'), `the turn chart moved past the draw step (seen: ${[...steps].join(', ')})`);
    expect(steps.has('draw')).to.equal(true);
  });

  it('plays a friend match between two shells: create, link, join, confirm, both at the table', async function () {
    // axe walks the whole screen: slow on a busy machine.
    this.timeout(40_000);
    const net = memoryConnect();
    const hostStore = memoryStore();
    const hostApp = await fixture<KultApp>(html`<kult-app .connect=${net.host} .store=${hostStore} link-base="http://table.test/?signal=local"></kult-app>`);
    await click(lobbyOf(hostApp), 'button.create');
    // FriendMatch's code loads on demand.
    await waitUntil(() => hostApp.match instanceof FriendMatch, 'the host starts a FriendMatch');
    await settled(hostApp);
    await settled(lobbyOf(hostApp));
    expect(hostApp.screen).to.equal('lobby');
    const link = ($<HTMLInputElement>(lobbyOf(hostApp), 'input.link'))!.value;
    const url = new URL(link);
    expect(url.origin + url.pathname).to.equal('http://table.test/');
    // The friend gets the same signalling settings.
    expect(url.searchParams.get('signal')).to.equal('local');
    const room = url.searchParams.get('room')!;
    expect(room).to.match(/^kult-[a-z2-9]{12}$/);
    await waitUntil(() => lobbyOf(hostApp).shadowRoot!.querySelector('svg[part="qr"]') !== null, 'the QR code is drawn (its encoder loads on demand)');

    // The friend opens the link: the shell joins at once and asks for a Major and deck.
    // (In another browser: this tab's note that it hosts the room is not there.)
    sessionStorage.clear();
    const guestApp = await fixture<KultApp>(html`<kult-app .connect=${net.guest} .room=${room}></kult-app>`);
    await waitUntil(() => guestApp.match instanceof FriendMatch, 'guest joins');
    await settled(guestApp);
    const guestLobby = lobbyOf(guestApp);
    await waitUntil(() => (guestLobby.status?.phase ?? '') === 'choosing', `guest reaches choosing (${guestLobby.status?.phase})`);
    await settled(guestLobby);
    (shadow(guestLobby).querySelector('input[value="golab"]') as HTMLInputElement).click();
    await settled(guestLobby);
    await click(guestLobby, 'button.confirm');

    await waitUntil(() => hostApp.screen === 'table' && guestApp.screen === 'table', 'both reach the table', 5000);
    await settled(hostApp);
    await settled(guestApp);
    const hostPort = tableOf(hostApp)!.port!;
    const guestPort = tableOf(guestApp)!.port!;
    expect(hostPort.snapshot.view.players.map((p) => p.major)).to.deep.equal(['kether', 'golab']);
    expect(guestPort.snapshot.view.players.map((p) => p.major)).to.deep.equal(['kether', 'golab']);
    expect(text($(hostApp, '.bar'))).to.contain('Match with a friend');
    expect(await axeProblems(hostApp)).to.deep.equal([]);
    await waitUntil(() => hostStore.last !== null, 'the host saved the match');

    // A reload: a new shell with the same store and room resumes the match and waits for the friend.
    hostApp.leave();
    const reloaded = await fixture<KultApp>(html`<kult-app .connect=${net.host} .store=${hostStore} .room=${room}></kult-app>`);
    await waitUntil(() => reloaded.match instanceof FriendMatch, 'resumed');
    await settled(reloaded);
    expect(reloaded.screen).to.equal('table');
    expect((reloaded.match as FriendMatch<KultGame>).session.me).to.equal('host');
    expect((reloaded.match as FriendMatch<KultGame>).snapshot.view.players.map((p) => p.major)).to.deep.equal(['kether', 'golab']);
  });

  it('NET-UNDO-01 NET-UNDO-02 in a friend match the host asks to take back its last act and the guest allows it: both tables go back', async function () {
    this.timeout(40_000); // two whole shells, a setup, play until an act may be taken back, and axe
    const net = memoryConnect();
    // Fixed tokens: the same deal every run, so the scripted play below is the same every run
    // (with some deals the scripted play stalls at the guest's first Recruit step: see the closing note).
    const hostApp = await fixture<KultApp>(html`<kult-app .connect=${net.host} .token=${tokens('a:host')} link-base="http://table.test/"></kult-app>`);
    await click(lobbyOf(hostApp), 'button.create');
    await waitUntil(() => hostApp.match instanceof FriendMatch, 'the host starts a FriendMatch');
    await settled(hostApp);
    await settled(lobbyOf(hostApp));
    const room = new URL($<HTMLInputElement>(lobbyOf(hostApp), 'input.link')!.value).searchParams.get('room')!;
    sessionStorage.clear();
    const guestApp = await fixture<KultApp>(html`<kult-app .connect=${net.guest} .token=${tokens('a:guest')} .room=${room}></kult-app>`);
    await waitUntil(() => guestApp.match instanceof FriendMatch, 'guest joins');
    await settled(guestApp);
    const guestLobby = lobbyOf(guestApp);
    await waitUntil(() => (guestLobby.status?.phase ?? '') === 'choosing', 'guest reaches choosing');
    await settled(guestLobby);
    await click(guestLobby, 'button.confirm');
    await waitUntil(() => hostApp.screen === 'table' && guestApp.screen === 'table', 'both reach the table', 5000);
    const host = hostApp.match as FriendMatch<KultGame>;
    const guest = guestApp.match as FriendMatch<KultGame>;
    const ask = () => $<HTMLButtonElement>(hostApp, '.bar button.ask-undo')!;
    await settled(hostApp);
    expect(text(ask())).to.equal('Ask to take back my last act');
    // Both play (the bot's choices, through the ports) until the host made an act it may take back;
    // the bots pass when they mean to (no table passes by itself meanwhile).
    for (const port of [host, guest]) port.configure({ hold: true });
    let rng = seedRng(4);
    for (let i = 0; i < 2000 && !host.canAskUndo; i++) {
      for (const port of [host, guest]) {
        const s = port.snapshot;
        // Where a displaced marker goes is the player's to answer; other pending choices the table answers itself.
        const tableAnswers = s.view.pending !== null && s.view.pending.kind !== 'placeMarker';
        if (port.canAskUndo || host.canAskUndo || s.view.ended || floorHolder(s.view) !== s.me || tableAnswers) continue;
        // The host ends a step when it can (an act that shows nothing and draws nothing), then waits to see it may ask.
        const end = port === host ? port.legalActions().find((x) => x.type === 'endStep') : undefined;
        const [move, next] = end ? [end, rng] : sensibleMove({ cards: port.game.cards }, s.view, s.me, rng);
        rng = next;
        // The bot sees only this table's view: where it finds nothing, the first legal act does
        // (and where the table refuses it, the next legal act that it takes).
        for (const act of [...(move ? [move] : []), ...port.legalActions()]) if (port.attempt(act).ok) break;
        if (end) await waitUntil(() => host.canAskUndo, 'the host may ask', 1000).catch(() => undefined);
      }
      await new Promise((r) => setTimeout(r, 0));
    }
    expect(host.canAskUndo).to.equal(true);
    const seq = host.snapshot.log.length - 1 - [...host.snapshot.log].reverse().findIndex((e) => e.player === 'host' && e.action.type !== 'pass');
    await settled(hostApp);
    expect(ask().disabled).to.equal(false);
    ask().click();
    await settled(hostApp);
    expect(text($(hostApp, '.bar .undo-state'))).to.contain('Waiting for your friend');
    await waitUntil(() => $(guestApp, '.undo-request') !== null, 'the guest is asked', 3000);
    expect(text($(guestApp, '.undo-request h2'))).to.contain('Your friend asks to take back their last act');
    expect(await axeProblems(guestApp)).to.deep.equal([]);
    await click(guestApp, '.undo-request button.allow-undo');
    await waitUntil(() => host.snapshot.log.length === seq && guest.snapshot.log.length === seq, 'both tables went back before the act', 3000);
    await settled(hostApp);
    expect(text($(hostApp, '.bar .undo-state'))).to.contain('Your friend agreed');
    expect($(guestApp, '.undo-request')).to.equal(null);
    expect(host.session.lockstep!.log.at(-1)?.hash ?? host.session.lockstep!.startHash).to.equal(guest.session.lockstep!.log.at(-1)?.hash ?? guest.session.lockstep!.startHash);
  });

  it('NET-SETTINGS-01 a guest whose link showed other settings sees the host\'s in the lobby and commits nothing until it accepts them', async () => {
    const net = memoryConnect();
    const hostApp = await fixture<KultApp>(html`<kult-app .connect=${net.host} link-base="http://table.test/"></kult-app>`);
    const hostLobby = lobbyOf(hostApp);
    const struggle = $<HTMLSelectElement>(hostLobby, 'select[name="struggle"]')!;
    struggle.value = 'world';
    struggle.dispatchEvent(new Event('change'));
    const clock = $<HTMLSelectElement>(hostLobby, 'select[name="clock"]')!;
    clock.value = '15';
    clock.dispatchEvent(new Event('change'));
    await settled(hostLobby);
    await click(hostLobby, 'button.create');
    await waitUntil(() => hostApp.match instanceof FriendMatch, 'the host starts a FriendMatch');
    await settled(hostApp);
    await settled(lobbyOf(hostApp));
    const room = new URL($<HTMLInputElement>(lobbyOf(hostApp), 'input.link')!.value).searchParams.get('room')!;
    // The guest opens the room with a link that said nothing of the settings (the defaults).
    sessionStorage.clear();
    const guestApp = await fixture<KultApp>(html`<kult-app .connect=${net.guest} .room=${room}></kult-app>`);
    await waitUntil(() => guestApp.match instanceof FriendMatch, 'guest joins');
    const guest = guestApp.match as FriendMatch<KultGame>;
    await waitUntil(() => lobbyOf(guestApp).status?.settingsToAccept === true, 'the guest is asked about the host\'s settings', 5_000);
    const guestLobby = lobbyOf(guestApp);
    await settled(guestLobby);
    expect(text($(guestLobby, '.settings-check'))).to.contain('Your friend’s table: World (longer), With the FAQ (58 cards), 15 s response clock.');
    // Choosing commits nothing yet.
    await click(guestLobby, 'button.confirm');
    await new Promise((r) => setTimeout(r, 50));
    expect(guest.session.mine.choice).to.equal(undefined);
    expect(guestApp.screen).to.equal('lobby');
    // Accepted: the choice made meanwhile goes to the session, and play starts.
    await click(lobbyOf(guestApp), 'button.accept-settings');
    await waitUntil(() => hostApp.screen === 'table' && guestApp.screen === 'table', 'both reach the table', 5000);
    expect([guest.session.settings.game['struggle'], guest.session.settings.clockSeconds]).to.deep.equal(['world', 15]);
  });

  it('a Create clicked while the page still reads its network settings starts the match once they arrive (it used to do nothing)', async () => {
    const net = memoryConnect();
    const app = await fixture<KultApp>(html`<kult-app link-base="http://table.test/"></kult-app>`);
    await click(lobbyOf(app), 'button.create');
    await new Promise((r) => setTimeout(r, 50));
    expect(app.match).to.equal(null, 'nothing to connect with yet');
    app.connect = net.host;
    await waitUntil(() => app.match instanceof FriendMatch, 'the host starts its FriendMatch when connect arrives');
    await settled(app);
    await settled(lobbyOf(app));
    expect($<HTMLInputElement>(lobbyOf(app), 'input.link')?.value).to.match(/room=kult-/);
  });

  it('shows a connection failure in words, and Try again starts anew (a taken room gets a new code)', async () => {
    const rooms: string[] = [];
    const taken: Connect = (_role, room) => {
      rooms.push(room);
      return failingTransport('room-taken', `room ${room} is taken`);
    };
    const app = await fixture<KultApp>(html`<kult-app .connect=${taken}></kult-app>`);
    await click(lobbyOf(app), 'button.create');
    const lobby = lobbyOf(app);
    await waitUntil(() => lobby.status?.error != null, 'the error reaches the lobby');
    await settled(lobby);
    expect(lobby.status!.phase).to.equal('failed');
    const box = shadow(lobby).querySelector('.error')!;
    expect(text(box)).to.contain('That room code is already in use.');
    expect(text(box)).to.contain(`room ${rooms[0]} is taken`);
    await click(lobby, 'button.retry');
    await waitUntil(() => rooms.length === 2, 'tried again');
    expect(rooms[1]).to.not.equal(rooms[0]);
    await waitUntil(() => lobbyOf(app).status?.error != null, 'fails again');
    await click(lobbyOf(app), '.error button.leave');
    expect(app.screen).to.equal('lobby');
    expect(app.match).to.equal(null);
  });

  it('says when the match saved for a room cannot be resumed, and starts a new one (the saved record is left alone)', async () => {
    const net = memoryConnect();
    const damaged: MatchStore = { ...memoryStore(), forRoom: async () => ({ ok: false as const, error: 'saved match is damaged: its journal is not JSON' }) };
    const app = await fixture<KultApp>(html`<kult-app .connect=${net.host} .store=${damaged} .room=${'kult-damaged01'}></kult-app>`);
    await waitUntil(() => app.shadowRoot!.querySelector('.store-notice') !== null, 'the notice');
    const notice = app.shadowRoot!.querySelector('.store-notice')!;
    expect(notice.getAttribute('role')).to.equal('alert');
    expect(notice.textContent).to.contain('The match saved for room kult-damaged01 cannot be resumed (saved match is damaged: its journal is not JSON)');
    notice.querySelector<HTMLButtonElement>('button.dismiss')!.click();
    await app.updateComplete;
    expect(app.shadowRoot!.querySelector('.store-notice')).to.equal(null);
  });

  it('a Create clicked before the settings arrive wins over a room in the address that arrives with them: one match starts, the player\'s', async () => {
    const net = memoryConnect();
    const app = await fixture<KultApp>(html`<kult-app link-base="http://table.test/"></kult-app>`);
    await click(lobbyOf(app), 'button.create');
    let made = 0;
    const counting: Connect = (role, room) => (made++, net.host(role, room));
    Object.assign(app, { connect: counting, room: 'kult-addressed01' });
    await waitUntil(() => app.match instanceof FriendMatch, 'a match starts');
    await new Promise((r) => setTimeout(r, 100));
    expect(made).to.equal(1);
    expect((app.match as FriendMatch<KultGame>).session.input.role).to.equal('host');
    expect($<HTMLInputElement>(lobbyOf(app), 'input.link')?.value).to.not.contain('kult-addressed01');
  });

  it('asks the store for the host\'s record of a room this tab hosted, and for the guest\'s otherwise (one browser may hold both seats)', async () => {
    const net = memoryConnect();
    const asked: Array<string | undefined> = [];
    const spy: MatchStore = { ...memoryStore(), forRoom: async (_room: string, seat?: 'host' | 'guest') => (asked.push(seat), null) };
    const guestTab = await fixture<KultApp>(html`<kult-app .connect=${net.guest} .store=${spy} .room=${'kult-seats0001'}></kult-app>`);
    await waitUntil(() => asked.length === 1, 'the guest tab reads the store');
    guestTab.leave();
    sessionStorage.setItem('taroticum.hosted:kult-seats0002', '1');
    await fixture<KultApp>(html`<kult-app .connect=${net.host} .store=${spy} .room=${'kult-seats0002'}></kult-app>`);
    await waitUntil(() => asked.length === 2, 'the host tab reads the store');
    expect(asked).to.deep.equal(['guest', 'host']);
  });

  it('one tab per seat: a second tab opening the same seat is told so, and taking it over stops the first tab', async () => {
    const net = memoryConnect();
    const room = 'kult-seattab001';
    const first = await fixture<KultApp>(html`<kult-app .connect=${net.guest} .room=${room}></kult-app>`);
    await waitUntil(() => first.match instanceof FriendMatch, 'the first tab plays the guest seat');
    // The second tab: the guest seat is played, and no saved host copy makes it the host's tab.
    const second = await fixture<KultApp>(html`<kult-app .connect=${net.guest} .room=${room}></kult-app>`);
    await waitUntil(() => second.shadowRoot!.querySelector('.seat-notice') !== null, 'the second tab says the seat is taken', 5_000);
    expect(second.match).to.equal(null);
    expect(text(second.shadowRoot!.querySelector('.seat-notice')!)).to.contain('already open in another tab of this browser');
    await click(second, '.seat-notice button.take-over');
    await waitUntil(() => second.match instanceof FriendMatch, 'the second tab plays the seat now', 5_000);
    await waitUntil(() => first.match === null, 'the first tab stopped', 5_000);
    await settled(first);
    expect(text(first.shadowRoot!.querySelector('.store-notice')!)).to.contain(`The match in room ${room} is now played in another tab`);
    expect(second.shadowRoot!.querySelector('.seat-notice')).to.equal(null);
  });

  it('a new tab opening the link of a match this browser hosts, while the host\'s tab plays, offers that seat; it does not join as a second guest', async () => {
    const net = memoryConnect();
    const room = 'kult-ownroom001';
    // The host's tab holds its seat; the store holds the host's copy only (the friend is elsewhere).
    const hostTab = await claimSeat(room, 'host');
    const hostCopy = { role: 'host', room, settings: { game: { ruleset: 'FAQ', struggle: 'continent' }, clockSeconds: 0 }, mine: { major: 'kether', list: [] } } as unknown as SavedSession;
    const store: MatchStore = { ...memoryStore(), forRoom: async () => ({ ok: true as const, saved: hostCopy }) };
    const app = await fixture<KultApp>(html`<kult-app .connect=${net.guest} .store=${store} .room=${room}></kult-app>`);
    await waitUntil(() => app.shadowRoot!.querySelector('.seat-notice') !== null, 'the tab offers the host\'s seat', 5_000);
    expect(app.match).to.equal(null, 'no second guest joined');
    // Practising instead clears the offer.
    await click(lobbyOf(app), 'button.practice');
    await waitUntil(() => app.match instanceof LocalMatch, 'practice starts');
    await settled(app);
    expect(app.shadowRoot!.querySelector('.seat-notice')).to.equal(null);
    hostTab!.release();
  });

  it('shows bad network settings in the lobby', async () => {
    const app = await fixture<KultApp>(html`<kult-app .configProblems=${['signal: "a b" is not a host name']}></kult-app>`);
    const lobby = lobbyOf(app);
    await settled(lobby);
    expect(text(shadow(lobby).querySelector('[data-code="config"]'))).to.contain('"a b" is not a host name');
  });
});
