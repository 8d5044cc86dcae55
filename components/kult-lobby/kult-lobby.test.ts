/// <reference types="mocha" />
// <kult-lobby> in Chromium: the Major picker, starter and pasted decks judged
// (failing rule IDs), the three ways to play as events, and a friend match's
// set-up: the link with copy button and QR code, progress in words per
// phase, errors with what to do and Try again.
import { expect } from '@esm-bundle/chai';
import { html } from 'lit';
import { STARTER_DECKS, coreCards } from '../../src/kult/index.js';
import { formatDeckList } from '../../src/kult/cards/deck-list.js';
import type { FriendPhase } from '../../src/app/friend-match.js';
import { axeProblems } from '../../test/support/axe.js';
import { cleanup, fixture, settled, shadow, text, waitUntil } from '../../test/support/fixture.js';
import type { KultMatchChooseEvent } from '../events/kult-match-choose.js';
import type { KultMatchCreateEvent } from '../events/kult-match-create.js';
import type { KultMatchJoinEvent } from '../events/kult-match-join.js';
import type { KultPracticeEvent } from '../events/kult-practice.js';
import type { KultRetryEvent } from '../events/kult-retry.js';
import type { KultLeaveEvent } from '../events/kult-leave.js';
import type { KultSettingsAcceptEvent } from '../events/kult-settings-accept.js';
import { OFFERED_CLOCKS } from '../../src/net/offered-settings.js';
import { STRUGGLES } from '../../src/kult/index.js';
import './kult-lobby.js';
import { EXPLAINED_ERRORS, progressSteps, roomFromText, type KultLobby, type LobbyStatus } from './kult-lobby.js';
import { qrRuns } from './qr-svg.js';

const cards = coreCards();
const LINK = 'http://127.0.0.1:8000/?room=kult-7hq3x9mzk2ta';
const host: LobbyStatus = {
  role: 'host',
  room: 'kult-7hq3x9mzk2ta',
  link: LINK,
  phase: 'waiting-for-friend',
  error: null,
  notice: null,
  chosen: true,
  settings: { struggle: 'continent', clockSeconds: 0 },
};

const $ = <T extends Element = HTMLElement>(el: Element, sel: string) => shadow(el).querySelector<T>(sel);
const $$ = <T extends Element = HTMLElement>(el: Element, sel: string) => [...shadow(el).querySelectorAll<T>(sel)];

function collect<E extends Event>(el: EventTarget, type: string): E[] {
  const seen: E[] = [];
  el.addEventListener(type, (e) => seen.push(e as E));
  return seen;
}

async function lobby(status: LobbyStatus | null = null): Promise<KultLobby> {
  return fixture<KultLobby>(html`<kult-lobby .status=${status}></kult-lobby>`);
}

/** Switches to a custom list and types `text` into it. */
async function paste(el: KultLobby, text: string): Promise<void> {
  $<HTMLInputElement>(el, 'input[data-deck="custom"]')!.click();
  await settled(el);
  const ta = $<HTMLTextAreaElement>(el, 'textarea')!;
  ta.value = text;
  ta.dispatchEvent(new Event('input'));
  await settled(el);
}

/** The rule IDs the deck's judge marks as failed. */
async function failingRules(el: KultLobby): Promise<string[]> {
  const judge = $(el, 'kult-judge')!;
  await settled(judge);
  return $$(judge, '[part="check"].fail').map((li) => li.dataset.rule!);
}

describe('<kult-lobby>', () => {
  afterEach(cleanup);

  it('offers all twenty Major Arcana as cards, one chosen, with a full preview', async () => {
    const el = await lobby();
    const options = $$<HTMLInputElement>(el, 'input[name="major"]');
    expect(options.length).to.equal(20);
    expect($$(el, '.major kult-card').length).to.equal(20);
    expect(options.filter((o) => o.checked).map((o) => o.value)).to.deep.equal(['kether']);
    options.find((o) => o.value === 'golab')!.click();
    await settled(el);
    expect($<HTMLElement & { card: { id: string } }>(el, 'kult-card.preview')!.card.id).to.equal('golab');
    // A starter deck follows the Major's colour.
    expect($<HTMLInputElement>(el, 'input[data-deck="angel"]')!.checked).to.equal(true);
    expect(el.choice).to.deep.equal({ major: 'golab', list: STARTER_DECKS.angel.cards });
  });

  it('judges a pasted deck list: 57 cards fail K-DECK-01, four copies fail K-DECK-02', async () => {
    const el = await lobby();
    const list = [...STARTER_DECKS.archon.cards];
    // One Priest fewer: 57 cards; then a Veteran swapped for two more Ushers: four.
    list.splice(list.indexOf('priest'), 1);
    await paste(el, formatDeckList(list, cards));
    expect(await failingRules(el)).to.deep.equal(['K-DECK-01']);
    expect(text($(el, '.verdict'))).to.contain('57 cards');
    list.splice(list.indexOf('veteran'), 1, 'usher', 'usher');
    await paste(el, formatDeckList(list, cards));
    const rules = await failingRules(el);
    expect(rules).to.include('K-DECK-02');
    const judge = $(el, 'kult-judge')!;
    expect(text($(judge, '[data-rule="K-DECK-02"]'))).to.contain('4× Usher');
    expect(el.choice).to.equal(null);
    expect($<HTMLButtonElement>(el, 'button.practice')!.disabled).to.equal(true);
    expect($<HTMLButtonElement>(el, 'button.create')!.disabled).to.equal(true);
  });

  it('shows the lines it cannot read, and starts a custom list from the starter deck', async () => {
    const el = await lobby();
    $<HTMLInputElement>(el, 'input[data-deck="custom"]')!.click();
    await settled(el);
    // Switching to "your own list" writes the current starter deck out, and it is legal.
    expect($<HTMLTextAreaElement>(el, 'textarea')!.value).to.contain('Major: Kether');
    expect(el.choice?.list.length).to.equal(58);
    await paste(el, '3 Usher\n2 Ushr\nthree Priest');
    const lines = $$(el, '.lines li');
    expect(lines.map((l) => l.dataset.line)).to.deep.equal(['2', '3']);
    expect(text(lines[0])).to.contain('did you mean "Usher"');
    expect($(el, 'kult-judge')).to.equal(null);
    expect(el.choice).to.equal(null);
  });

  it('reads an imported deck list file', async () => {
    const el = await lobby();
    $<HTMLInputElement>(el, 'input[data-deck="custom"]')!.click();
    await settled(el);
    const input = $<HTMLInputElement>(el, 'input[type="file"]')!;
    const dt = new DataTransfer();
    dt.items.add(new File([formatDeckList(STARTER_DECKS.angel.cards, cards, { majors: ['golab'] })], 'angel.txt', { type: 'text/plain' }));
    input.files = dt.files;
    input.dispatchEvent(new Event('change'));
    // The list's "Major:" line picks the Major.
    await waitUntil(() => el.choice?.major === 'golab', 'the file is read');
    expect(el.choice).to.deep.equal({ major: 'golab', list: STARTER_DECKS.angel.cards });
  });

  it('sends kult-match-create with the settings, kult-practice, and kult-match-join from a pasted link', async () => {
    const el = await lobby();
    const created = collect<KultMatchCreateEvent>(document, 'kult-match-create');
    const practised = collect<KultPracticeEvent>(document, 'kult-practice');
    const joined = collect<KultMatchJoinEvent>(document, 'kult-match-join');
    const struggle = $<HTMLSelectElement>(el, 'select[name="struggle"]')!;
    struggle.value = 'world';
    struggle.dispatchEvent(new Event('change'));
    const clock = $<HTMLSelectElement>(el, 'select[name="clock"]')!;
    clock.value = '30';
    clock.dispatchEvent(new Event('change'));
    await settled(el);
    $<HTMLButtonElement>(el, 'button.create')!.click();
    expect(created.map((e) => e.detail.settings)).to.deep.equal([{ struggle: 'world', rules: 'FAQ', clockSeconds: 30 }]);
    expect(created[0]!.detail.choice.major).to.equal('kether');
    $<HTMLButtonElement>(el, 'button.practice')!.click();
    expect(practised[0]!.detail.choice).to.deep.equal({ major: 'kether', list: STARTER_DECKS.archon.cards });

    const join = $<HTMLInputElement>(el, 'input[name="join"]')!;
    join.value = 'not a link';
    join.dispatchEvent(new Event('input'));
    await settled(el);
    $<HTMLButtonElement>(el, 'button.join')!.click();
    await settled(el);
    expect(joined).to.have.length(0);
    expect(text($(el, '.play [role="alert"]'))).to.contain('neither a match link nor a room code');
    join.value = `${LINK}&struggle=world&clock=15`;
    join.dispatchEvent(new Event('input'));
    await settled(el);
    $<HTMLButtonElement>(el, 'button.join')!.click();
    expect(joined.map((e) => e.detail)).to.deep.equal([{ room: 'kult-7hq3x9mzk2ta', settings: { struggle: 'world', rules: 'FAQ', clockSeconds: 15 } }]);
  });

  it('K-POOL: the host picks a table of three to six; the roster shows who is here and who chose, and Start comes once every seat is filled (kult-table-start)', async () => {
    const el = await lobby();
    const created = collect<KultMatchCreateEvent>(document, 'kult-match-create');
    const seats = $<HTMLSelectElement>(el, 'select[name="seats"]')!;
    expect($$<HTMLOptionElement>(el, 'select[name="seats"] option').map((o) => o.value)).to.deep.equal(['2', '3', '4', '5', '6']);
    seats.value = '4';
    seats.dispatchEvent(new Event('change'));
    await settled(el);
    $<HTMLButtonElement>(el, 'button.create')!.click();
    expect(created.map((e) => e.detail.settings)).to.deep.equal([{ struggle: 'continent', rules: 'FAQ', clockSeconds: 0, seats: 4 }]);

    const lines = (here: number) => [1, 2, 3, 4].map((slot) => ({ seat: `p${slot}`, slot, me: slot === 1, connected: slot <= here, chosen: slot === 1 }));
    el.status = { ...host, settings: { struggle: 'continent', clockSeconds: 0, seats: 4 }, table: { lines: lines(3), canStart: false, starter: true, missing: [] } };
    await settled(el);
    expect(text($(el, '.roster h4'))).to.equal('At the table: 3 of 4');
    expect($$(el, '.roster li').map((li) => text(li))).to.deep.equal(['Seat 1 (you): here, chosen', 'Seat 2: here, choosing', 'Seat 3: here, choosing', 'Seat 4: not here yet']);
    expect(text($(el, '.phase'))).to.equal('Waiting for 1 more player to open the link…');
    expect($<HTMLButtonElement>(el, 'button.start-table')!.disabled).to.equal(true);
    expect(text($(el, '.connection .settings'))).to.contain('4 players');
    const started = collect(document, 'kult-table-start');
    el.status = { ...el.status!, table: { lines: lines(4), canStart: true, starter: true, missing: ['p2–p4'] } };
    await settled(el);
    expect(text($(el, '.roster [role="alert"]'))).to.contain('p2–p4');
    $<HTMLButtonElement>(el, 'button.start-table')!.click();
    expect(started).to.have.length(1);
    // Another seat's lobby lists the same roster, with no Start of its own.
    el.status = { ...el.status!, role: 'guest', table: { lines: lines(4), canStart: false, starter: false, missing: [] } };
    await settled(el);
    expect($(el, 'button.start-table')).to.equal(null);
    expect(await axeProblems(el)).to.deep.equal([]);
  });

  it('reads a room from a link or a bare code', () => {
    expect(roomFromText(LINK)).to.equal('kult-7hq3x9mzk2ta');
    expect(roomFromText(' kult-7hq3x9mzk2ta ')).to.equal('kult-7hq3x9mzk2ta');
    expect(roomFromText('127.0.0.1:8000/?room=kult-abc&clock=5')).to.equal('kult-abc');
    expect(roomFromText('http://x/?other=1')).to.equal(null);
    expect(roomFromText('two words')).to.equal(null);
  });

  it('shows the host the link, a Copy button and a QR code of the link as inline SVG', async () => {
    const el = await lobby(host);
    expect($<HTMLInputElement>(el, 'input.link')!.value).to.equal(LINK);
    // The QR encoder loads on demand, the first time a host shows a link.
    await waitUntil(() => $(el, 'svg[part="qr"]') !== null, 'the QR code is drawn');
    const qr = $(el, 'svg[part="qr"]')!;
    expect(qr.getAttribute('role')).to.equal('img');
    expect(qr.getAttribute('aria-label')).to.equal('QR code of the match link');
    const rects = qr.querySelectorAll('rect').length;
    expect(rects).to.be.greaterThan(100);
    // The drawing is the encoder's modules: one rect per dark run, plus the white ground.
    const { size, runs } = qrRuns(LINK);
    expect(rects).to.equal(runs.length + 1);
    expect(qr.getAttribute('viewBox')).to.equal(`0 0 ${size + 8} ${size + 8}`);
    expect(text($(el, '.room'))).to.contain('kult-7hq3x9mzk2ta');
    // The choice was made before creating: it is summed up, not asked again.
    expect($(el, 'button.confirm')).to.equal(null);
    expect(text($(el, '.chosen'))).to.contain('Chosen: Kether');
  });

  it('copies the link with the Clipboard API, and falls back when it is refused', async () => {
    const el = await lobby(host);
    const written: string[] = [];
    const original = Object.getOwnPropertyDescriptor(Navigator.prototype, 'clipboard');
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: async (t: string) => void written.push(t) } });
    try {
      $<HTMLButtonElement>(el, 'button.copy')!.click();
      await new Promise((r) => setTimeout(r, 0));
      await settled(el);
      expect(written).to.deep.equal([LINK]);
      expect(text($(el, '.copy-status'))).to.equal('Copied');

      Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: async () => Promise.reject(new Error('denied')) } });
      const exec = document.execCommand;
      const asked: string[] = [];
      document.execCommand = (cmd: string) => (asked.push(cmd), false);
      try {
        $<HTMLButtonElement>(el, 'button.copy')!.click();
        await new Promise((r) => setTimeout(r, 0));
        await settled(el);
      } finally {
        document.execCommand = exec;
      }
      expect(asked).to.deep.equal(['copy']);
      expect(text($(el, '.copy-status'))).to.contain('Could not copy');
    } finally {
      delete (navigator as unknown as Record<string, unknown>).clipboard;
      if (original) Object.defineProperty(Navigator.prototype, 'clipboard', original);
    }
  });

  it('says in words where the set-up is, phase by phase', async () => {
    const words: Record<Exclude<FriendPhase, 'failed'>, RegExp> = {
      connecting: /Connecting to the signalling server/,
      'waiting-for-friend': /Waiting for your friend to open the link/,
      handshake: /checking versions, rules and card sets/,
      'accepting-settings': /accept your friend’s settings/,
      choosing: /Choosing Major Arcana/,
      revealing: /revealing both Major Arcana/,
      'committing-decks': /Shuffling and committing decks/,
      playing: /The match has begun/,
      'friend-away': /Your friend is away/,
      reconnecting: /Reconnecting/,
      auditing: /checking fair play/,
      audited: /Fair play checked/,
    };
    const el = await lobby(host);
    for (const [phase, re] of Object.entries(words)) {
      el.status = { ...host, phase: phase as FriendPhase };
      await settled(el);
      const p = $(el, '.phase')!;
      expect(p.getAttribute('role')).to.equal('status');
      expect(text(p), phase).to.match(re);
    }
    el.status = { ...host, phase: 'handshake' };
    await settled(el);
    expect($$(el, '.steps li').map((li) => li.className)).to.deep.equal(['done', 'done', 'current', 'todo', 'todo', 'todo']);
    expect($(el, '.steps [aria-current="step"]')!.dataset.step).to.equal('handshake');
    // A guest has no "friend arrives" step, and is asked to choose.
    expect(progressSteps('guest', 'committing-decks').map((s) => s.key)).to.deep.equal(['connect', 'handshake', 'majors', 'decks', 'play']);
    el.status = { ...host, role: 'guest', phase: 'choosing', chosen: false };
    await settled(el);
    expect(text($(el, '.phase'))).to.contain('Choose your Major Arcanum and deck, then confirm');
  });

  it('lets a guest confirm the Major and deck: kult-match-choose', async () => {
    const el = await lobby({ ...host, role: 'guest', phase: 'handshake', chosen: false, settings: { struggle: 'world', clockSeconds: 20 } });
    expect($(el, 'input.link')).to.equal(null);
    expect($(el, 'svg[part="qr"]')).to.equal(null);
    expect(text($(el, '.connection'))).to.contain('Your link says: World (longer), With the FAQ (58 cards), 20 s response clock');
    el.status = { ...el.status!, hostSettings: { struggle: 'world', clockSeconds: 20 } };
    await settled(el);
    expect(text($(el, '.connection'))).to.contain('Your friend chose: World (longer), With the FAQ (58 cards), 20 s response clock');
    const chosen = collect<KultMatchChooseEvent>(document, 'kult-match-choose');
    $<HTMLButtonElement>(el, 'button.confirm')!.click();
    expect(chosen.map((e) => e.detail.choice)).to.deep.equal([{ major: 'kether', list: STARTER_DECKS.archon.cards }]);
  });

  it('NET-SETTINGS-01 offers the host only the settings the wire protocol accepts, in words', async () => {
    const el = await lobby();
    const clocks = $$<HTMLOptionElement>(el, 'select[name="clock"] option');
    expect(clocks.map((o) => Number(o.value))).to.deep.equal([...OFFERED_CLOCKS]);
    expect(clocks.map((o) => text(o)).slice(0, 2)).to.deep.equal(['no response clock', '15 s response clock']);
    expect($$<HTMLOptionElement>(el, 'select[name="struggle"] option').map((o) => o.value)).to.deep.equal([...STRUGGLES]);
  });

  it('NET-SETTINGS-01 shows a guest the host\'s settings when they differ from its link\'s: accept them, or refuse and leave', async () => {
    const el = await lobby({ ...host, role: 'guest', phase: 'accepting-settings', chosen: false, settings: { struggle: 'continent', clockSeconds: 0 }, hostSettings: { struggle: 'world', clockSeconds: 15 }, settingsToAccept: true });
    const box = $(el, '.settings-check')!;
    expect(box.getAttribute('role')).to.equal('alert');
    expect(text(box)).to.contain('Your friend’s table: World (longer), With the FAQ (58 cards), 15 s response clock.');
    expect(text(box)).to.contain('Your link: Continent (shorter), With the FAQ (58 cards), no response clock.');
    expect(text(box)).to.contain('NET-SETTINGS-01');
    expect(text($(el, '.phase'))).to.contain('accept your friend’s settings');
    expect(await axeProblems(el)).to.deep.equal([]);
    const accepted = collect<KultSettingsAcceptEvent>(document, 'kult-settings-accept');
    const left = collect<KultLeaveEvent>(document, 'kult-leave');
    $<HTMLButtonElement>(el, 'button.accept-settings')!.click();
    expect(accepted.map((e) => e.detail)).to.deep.equal([{ struggle: 'world', clockSeconds: 15 }]);
    $<HTMLButtonElement>(el, 'button.refuse-settings')!.click();
    expect(left).to.have.length(1);
    // Accepted: the box goes, the settings stay in words.
    el.status = { ...el.status!, settingsToAccept: false, phase: 'choosing' };
    await settled(el);
    expect($(el, '.settings-check')).to.equal(null);
    expect(text($(el, '.connection'))).to.contain('Your friend chose: World (longer), With the FAQ (58 cards), 15 s response clock');
  });

  it('explains each error with what to do, and offers Try again', async () => {
    const el = await lobby({ ...host, phase: 'failed', error: { code: 'signalling-unreachable', message: 'signalling-unreachable: Lost connection to server.' } });
    const box = $(el, '.error')!;
    expect(box.getAttribute('role')).to.equal('alert');
    expect(text(box)).to.contain('The signalling server cannot be reached.');
    expect(text(box)).to.contain('npm start');
    expect(text(box)).to.contain('Lost connection to server.');
    const retried = collect<KultRetryEvent>(document, 'kult-retry');
    $<HTMLButtonElement>(el, 'button.retry')!.click();
    expect(retried.map((e) => e.detail.code)).to.deep.equal(['signalling-unreachable']);
    const expected: Record<string, RegExp> = {
      'peer-not-found': /match was not found/,
      'room-full': /already has two players/,
      version: /different versions/,
      'card-set': /different card sets/,
      ruleset: /different rules/,
      'connect-failed': /could not reach each other/,
      commitment: /broke a commitment/,
      'bad-commitment': /handed over something else than what it committed to/,
      'illegal-deck': /deck breaks the deck rules/,
      'something-new': /Something went wrong/,
    };
    for (const [code, re] of Object.entries(expected)) {
      el.status = { ...host, phase: 'failed', error: { code, message: code } };
      await settled(el);
      expect(text($(el, '.error strong')), code).to.match(re);
    }
    // Every explained code has its own words in the catalog.
    for (const code of EXPLAINED_ERRORS) {
      el.status = { ...host, phase: 'failed', error: { code, message: code } };
      await settled(el);
      expect(text($(el, '.error')), code).to.not.contain('⟦');
    }
  });

  it('shows bad network settings and keeps friend play off', async () => {
    const el = await fixture<KultLobby>(html`<kult-lobby .configProblems=${['signal: port 70000 is not between 1 and 65535']}></kult-lobby>`);
    expect(text($(el, '[data-code="config"]'))).to.contain('port 70000');
    expect($<HTMLButtonElement>(el, 'button.create')!.disabled).to.equal(true);
    expect($<HTMLButtonElement>(el, 'button.practice')!.disabled).to.equal(false);
  });

  it('has no serious or critical axe violations in the lobby, a set-up, and an error', async function () {
    // axe walks the whole lobby (every Major, the deck panel) three times: slow on a busy machine.
    this.timeout(40_000);
    const home = await lobby();
    await paste(home, '57 Usher');
    expect(await axeProblems(home)).to.deep.equal([]);
    const set = await lobby({ ...host, role: 'host', chosen: false, phase: 'choosing' });
    expect(await axeProblems(set)).to.deep.equal([]);
    const failed = await lobby({ ...host, phase: 'failed', error: { code: 'room-full', message: 'full' } });
    expect(await axeProblems(failed)).to.deep.equal([]);
  });
});

describe('<kult-lobby> deck warnings', () => {
  afterEach(cleanup);

  it('K-AFFIL-04 warns, with the rule, when the chosen Major could never play most of a starter deck (Golab with the archon deck)', async () => {
    const el = await fixture<KultLobby>(html`<kult-lobby></kult-lobby>`);
    await settled(el);
    shadow(el).querySelector<HTMLInputElement>('input[name="major"][value="golab"]')!.click();
    await settled(el);
    expect(shadow(el).querySelector('.warnings')).to.equal(null); // its own colour's starter deck
    shadow(el).querySelector<HTMLInputElement>('input[name="deck"][data-deck="archon"]')!.click();
    await settled(el);
    const warning = shadow(el).querySelector<HTMLElement>('.warnings li[data-rule="K-AFFIL-04"]');
    expect(warning, 'a K-AFFIL-04 warning').to.not.equal(null);
    expect(text(warning)).to.match(/\d+ of the 58 cards can never be played by Golab.*\(K-AFFIL-04\)/);
  });
});
