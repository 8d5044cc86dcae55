/// <reference types="mocha" />
// The spectator's view (NET-SPECTATE-01…03) of a real friend match: two FriendMatch tables over an
// in-memory pair, the host's desk feeding a Spectator over another pair (the PeerJS path is
// test/browser/p2p/spectate.test.ts). The view shows each act with the judge's checks of it and the
// line on how the host's acts are checked; nothing on it acts; a host's forged act stops it with
// this table's words and the rule id; refusals and failures are clear words; it passes axe and
// fits a phone.
import { expect } from '@esm-bundle/chai';
import { setViewport } from '@web/test-runner-commands';
import { html } from 'lit';
import { admitWatcher } from '../../src/app/admit-watcher.js';
import { FriendMatch } from '../../src/app/friend-match.js';
import { Spectator, type SpectatorSnapshot } from '../../src/app/spectator.js';
import { sha256Hex } from '../../src/engine/hash.js';
import { seedRng, type RngState } from '../../src/engine/rng.js';
import { coreCards, floorHolder, kultGame, STARTER_DECKS, type KultGame } from '../../src/kult/index.js';
import { sensibleMove } from '../../src/kult/bots/sensible-bot.js';
import { memoryPair } from '../../src/net/memory-transport.js';
import type { WatchWire } from '../../src/net/spectate/watch-wire.js';
import { startWatching, watchReceive } from '../../src/net/spectate/watching.js';
import { axeProblems } from '../../test/support/axe.js';
import { focusableElements } from '../../test/support/deep-dom.js';
import { cleanup, fixture, settled, settledDeep, shadow, text, waitUntil } from '../../test/support/fixture.js';
import './kult-watch.js';
import type { KultWatch } from './kult-watch.js';

const GAME: KultGame = kultGame(coreCards());
const SETTINGS = { game: { ruleset: 'FAQ' as const, struggle: 'continent' as const }, clockSeconds: 0 };
const $ = <T extends Element = HTMLElement>(el: Element, sel: string) => shadow(el).querySelector<T>(sel);

const tokens = (prefix: string): (() => string) => {
  let n = 0;
  return () => sha256Hex(`${prefix}:${n++}`).slice(0, 32);
};

/** A friend match played by the sensible bot until the spectator has judged `acts` acts; every message it got is kept. */
async function watchedMatch(acts: number): Promise<{ spectator: Spectator; got: WatchWire[]; dispose: () => void }> {
  const [ha, gb] = memoryPair();
  const ends = { host: ha, guest: gb };
  const make = (role: 'host' | 'guest') =>
    new FriendMatch({ game: GAME, role, room: 'kult-watchview', name: role, settings: SETTINGS, connect: (r) => ends[r], token: tokens(`view:${role}`), visibility: null });
  const host = make('host');
  const guest = make('guest');
  host.choose(STARTER_DECKS.archon.majors[0], STARTER_DECKS.archon.cards);
  guest.choose(STARTER_DECKS.angel.majors[0], STARTER_DECKS.angel.cards);
  // The spectator's channel, handed to the host's table as the app hands a watch room's.
  const [deskEnd, watchEnd] = memoryPair();
  admitWatcher(host, 'w1', deskEnd);
  const got: WatchWire[] = [];
  watchEnd.on('message', (m) => got.push(m as WatchWire));
  const spectator = new Spectator(GAME, watchEnd);
  let rng: RngState = seedRng(9);
  for (let i = 0; i < 20_000 && spectator.snapshot.watching.acts.length < acts; i++) {
    for (const port of [host, guest]) {
      const s = port.snapshot;
      if (port.phase !== 'playing' || s.view.ended || s.view.pending || floorHolder(s.view) !== s.me) continue;
      let move;
      [move, rng] = sensibleMove({ cards: GAME.cards }, s.view, s.me, rng);
      if (move) port.attempt(move);
    }
    await new Promise((r) => setTimeout(r, 0));
  }
  expect(spectator.snapshot.watching.acts.length).to.be.at.least(acts);
  return { spectator, got, dispose: () => [host, guest].forEach((m) => m.dispose()) };
}

/** The acting events of the table's elements: none may come from a spectator's view. */
const ACTING = ['kult-pass', 'kult-spot-activate', 'kult-card-select', 'kult-card-drop', 'kult-marker-drop', 'kult-marker-drag', 'kult-hold-change', 'kult-pass-mode-change'];

describe('<kult-watch>', () => {
  afterEach(() => cleanup());

  it('NET-SPECTATE-02 shows the latest act with the judge\'s checks and how the host\'s acts are checked, and nothing on it acts; it passes axe and fits a phone', async function () {
    this.timeout(90_000);
    const { spectator, dispose } = await watchedMatch(12);
    const view = await fixture<KultWatch>(html`<kult-watch .snapshot=${spectator.snapshot}></kult-watch>`);
    await settledDeep(view);
    const w = spectator.snapshot.watching;
    expect(text($(view, '.explain'))).to.contain('judged again here');
    expect($(view, '[data-line]')!.dataset['line']).to.equal('watch.live');
    expect(shadow(view).querySelectorAll('.seat').length).to.equal(2);
    // The latest act, and the judge's own checks of it (rule ids and words).
    expect(Number($(view, '.act')!.dataset['seq'])).to.equal(w.acts.length - 1);
    expect(text($(view, '.act .caption'))).to.contain(`Act ${w.acts.length}`);
    const judge = $(view, '.act kult-judge')!;
    await settled(judge);
    const rules = [...shadow(judge).querySelectorAll<HTMLElement>('li.check')].map((c) => c.dataset['rule']);
    expect(rules).to.deep.equal(w.acts.at(-1)!.judgement.checks.map((c) => c.rule));
    expect(text(shadow(judge).querySelector('.says'))).to.not.equal('');
    // Nothing acts: every control there is, clicked and pressed, sends no act.
    const acted: string[] = [];
    for (const type of ACTING) view.addEventListener(type, () => acted.push(type));
    const controls = focusableElements(view);
    for (const el of controls) {
      (el as HTMLElement).click();
      el.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, composed: true }));
    }
    await settledDeep(view);
    expect(acted).to.deep.equal([]);
    expect(await axeProblems(view)).to.deep.equal([]);
    await setViewport({ width: 390, height: 844 });
    await settled(view);
    await new Promise((r) => setTimeout(r, 50));
    const wide = [view, ...shadow(view).querySelectorAll('*')].filter((e) => e.getBoundingClientRect().right > 390.5).map((e) => `${e.tagName}.${e.className}`);
    expect(wide).to.deep.equal([]);
    await setViewport({ width: 1280, height: 800 });
    spectator.close();
    dispose();
  });

  it('NET-SPECTATE-02 a forged act from the host stops the view, named by this table\'s words and the rule id', async function () {
    this.timeout(90_000);
    const { spectator, got, dispose } = await watchedMatch(6);
    spectator.close();
    dispose();
    // The same feed with act 4's fingerprint forged.
    let w = startWatching(GAME);
    for (const m of got) {
      const forged = m.t === 'watch-act' && m.seq === 3 ? { ...m, hash: m.hash.replace(/^./, (c) => (c === '0' ? '1' : '0')) } : m;
      w = watchReceive(w, JSON.parse(JSON.stringify(forged)));
    }
    expect(w.phase).to.equal('stopped');
    const snapshot: SpectatorSnapshot = { watching: w, link: 'ended', error: null, log: [] };
    const view = await fixture<KultWatch>(html`<kult-watch .snapshot=${snapshot}></kult-watch>`);
    await settledDeep(view);
    const stopped = $(view, '[part=stopped]')!;
    expect(stopped.getAttribute('role')).to.equal('alert');
    expect(stopped.dataset['rule']).to.equal('NET-DESYNC-01');
    expect(text(stopped)).to.contain('Act 4 the host’s table sent breaks NET-DESYNC-01');
    expect(await axeProblems(view)).to.deep.equal([]);
  });

  it('a refusal, a full room, a match not found and a closed watch each say so in clear words', async () => {
    const base = startWatching(GAME);
    const cases: Array<[SpectatorSnapshot, string]> = [
      [{ watching: { ...base, phase: 'refused', refused: 'off' }, link: 'ended', error: null, log: [] }, 'turned spectating off'],
      [{ watching: { ...base, phase: 'refused', refused: 'full' }, link: 'ended', error: null, log: [] }, 'all the spectators it takes (16)'],
      [{ watching: base, link: 'ended', error: 'room-full', log: [] }, 'all the spectators it takes (16)'],
      [{ watching: base, link: 'ended', error: 'peer-not-found', log: [] }, 'No match to watch at this link'],
      [{ watching: { ...base, phase: 'watching' }, link: 'ended', error: null, log: [] }, 'spectating was turned off, or the host left'],
    ];
    for (const [snapshot, words] of cases) {
      const view = await fixture<KultWatch>(html`<kult-watch .snapshot=${snapshot}></kult-watch>`);
      await waitUntil(() => text($(view, '[data-line]')).includes(words), words);
      cleanup();
    }
  });
});
