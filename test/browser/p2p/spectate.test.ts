/// <reference types="mocha" />
// Spectators over PeerJS (NET-SPECTATE-01…03): a real two-seat friend match (hostRoom/joinRoom on
// the PeerServer of test/support/peer-server-plugin.mjs) whose host also holds a watch room
// (src/net/watch-room.ts), and spectators that join it with joinRoom, as the `?watch=` page does
// (src/app/spectator.ts). A spectator follows the acts live; no message it receives before the
// audit carries the identity (id or name, the core set's) of a card hidden then; after the audit
// it sees every card; the host turning spectating off closes it, in words; past MAX_WATCHERS a
// spectator is refused. Needs WebRTC: `npm run test:browser` (scripts/in-netns.sh).
import { expect } from '@esm-bundle/chai';
import { html } from 'lit';
import { admitWatcher } from '../../../src/app/admit-watcher.js';
import { Spectator } from '../../../src/app/spectator.js';
import { seedRng } from '../../../src/engine/rng.js';
import { coreCards, type GameState, type KultGame } from '../../../src/kult/index.js';
import { joinRoom, newRoomId, type RoomTransport, type SignallingConfig } from '../../../src/net/index.js';
import { watchRoomId } from '../../../src/net/rooms.js';
import { MAX_WATCHERS, watchHello, type WatchWire } from '../../../src/net/spectate/watch-wire.js';
import { hostWatchRoom, type WatchRoom } from '../../../src/net/watch-room.js';
import type { FriendMatch } from '../../../src/app/friend-match.js';
import { cleanup as cleanFixtures, fixture, settledDeep, shadow, text } from '../../support/fixture.js';
import { GAME } from '../../support/net-duel.js';
import '../../../components/kult-watch/kult-watch.js';
import type { KultWatch } from '../../../components/kult-watch/kult-watch.js';
import { Links, playOut, port, registered, scriptedTokens, testSignalling, until } from './friend-kit.js';

let config: SignallingConfig;
const cleanup: Array<() => void> = [];
const CARDS = coreCards();

before(async () => {
  config = await testSignalling();
});

afterEach(() => {
  for (const f of cleanup.splice(0).reverse()) f();
  cleanFixtures();
});

/** A spectator page's channel and table on the watch room of `room`, with every message it received. */
function spectate(room: string): { spectator: Spectator; transport: RoomTransport; got: WatchWire[] } {
  const transport = joinRoom(config, watchRoomId(room));
  const spectator = new Spectator(GAME, transport);
  const got: WatchWire[] = [];
  transport.on('message', (m) => got.push(m as WatchWire));
  cleanup.push(() => spectator.close());
  return { spectator, transport, got };
}

/** What the spectator's view says, drawn by `<kult-watch>`. */
async function words(spectator: Spectator): Promise<string> {
  const view = await fixture<KultWatch>(html`<kult-watch .snapshot=${spectator.snapshot}></kult-watch>`);
  await settledDeep(view);
  const said = text(shadow(view).querySelector('[data-line]'));
  view.remove();
  return said;
}

const waitFor = (what: string, done: () => boolean, ports: () => FriendMatch<KultGame>[] = () => [], ms = 20_000): Promise<void> => until(ports, done, ms, () => what);

/**
 * NET-SPECTATE-01: scans one message a spectator received against the tables' secrets as they
 * stand: no card hidden now (and never shown to the spectator) may be named in it, by id or by name.
 */
function leaks(m: WatchWire, host: FriendMatch<KultGame>, guest: FriendMatch<KultGame>, shown: ReadonlySet<string>): string[] {
  if (m.t === 'watch-audit') return [];
  const ls = host.session.lockstep;
  if (!ls) return [];
  const secrets = { ...ls.mine, ...(guest.session.lockstep?.mine ?? {}) };
  const text = JSON.stringify(m);
  const out: string[] = [];
  for (const { iid } of GAME.hidden(ls.game as GameState)) {
    const card = secrets[iid]?.card;
    if (!card || shown.has(card)) continue;
    const name = CARDS.cards.get(card)!.name;
    if (text.includes(`"${card}"`) || text.includes(name) || text.includes(secrets[iid]!.salt)) out.push(`${m.t}: hidden ${iid} (${name})`);
  }
  return out;
}

/** Every card id the spectator's view has seen face up so far (a card shown once may travel again). */
function noteShown(spectator: Spectator, shown: Set<string>): void {
  const w = spectator.snapshot.watching;
  for (const s of w.agreement?.seats ?? []) shown.add(String(s.choice));
  for (const c of Object.values((w.state as GameState).cards ?? {})) if (c.card) shown.add(c.card);
}

describe('Spectators over PeerJS: a friend match, its watch room and spectators in one page', function () {
  this.timeout(180_000);

  it('NET-SPECTATE-01…03 a spectator follows the acts live, is sent no hidden card before the audit and sees every card after it; spectating off closes it with words; past MAX_WATCHERS one is refused', async () => {
    const room = newRoomId();
    const links = new Links(config);
    const host = port({ role: 'host', room, links, token: scriptedTokens('spectate-host') });
    cleanup.push(() => host.dispose());
    await registered(links.latest('host')!);
    const rooms: WatchRoom[] = [];
    const watchRoom = hostWatchRoom(config, watchRoomId(room), { admit: (id, channel) => admitWatcher(host, id, channel) });
    rooms.push(watchRoom);
    cleanup.push(() => rooms.forEach((r) => r.close()));
    const guest = port({ role: 'guest', room, links, token: scriptedTokens('spectate-guest') });
    cleanup.push(() => guest.dispose());
    const ports = (): FriendMatch<KultGame>[] => [host, guest];

    // The first spectator comes before the match starts, and is scanned message by message.
    const first = spectate(room);
    const shown = new Set<string>();
    const found: string[] = [];
    first.transport.on('message', (raw) => {
      noteShown(first.spectator, shown);
      found.push(...leaks(raw as WatchWire, host, guest, shown));
    });
    await waitFor('the first spectator admitted', () => host.snapshot.watchers?.count === 1, ports);

    let live = 0;
    let nextCheck = 20;
    let second: ReturnType<typeof spectate> | null = null;
    let off = false;
    await playOut(() => [host, guest], {
      rng: seedRng(7),
      ms: 150_000,
      onMove: async () => {
        const logged = host.session.lockstep?.log.length ?? 0;
        // Live: while the game goes on, the one watching is never far behind the host's table.
        const watching = off ? second : first;
        if (watching && logged >= nextCheck) {
          nextCheck = logged + 10;
          expect(found, 'hidden cards sent to a spectator').to.deep.equal([]);
          await waitFor(`the spectator at act ${logged}`, () => watching.spectator.snapshot.watching.log.length >= logged, ports, 10_000);
          live++;
        }
        if (logged >= 60 && !off) {
          // The host turns spectating off: the spectator's channel closes, and its view says why.
          off = true;
          host.setSpectating(false);
          expect(host.snapshot.watchers).to.deep.equal({ count: 0, open: false });
          await waitFor('the first spectator let go', () => first.spectator.snapshot.link === 'ended', ports);
          expect(first.spectator.snapshot.watching.phase).to.equal('watching');
          expect(await words(first.spectator)).to.contain('spectating was turned off, or the host left');
          // While it is off, a spectator is refused with the reason.
          const refused = spectate(room);
          await waitFor('a spectator refused', () => refused.spectator.snapshot.watching.phase === 'refused', ports);
          expect(refused.spectator.snapshot.watching.refused).to.equal('off');
          expect(await words(refused.spectator)).to.contain('turned spectating off');
          host.setSpectating(true);
          // On again: one who comes now is sent the match so far and follows it to the end.
          second = spectate(room);
          second.transport.on('message', (raw) => {
            noteShown(second!.spectator, shown);
            found.push(...leaks(raw as WatchWire, host, guest, shown));
          });
          await waitFor('the second spectator caught up', () => second!.spectator.snapshot.watching.log.length >= (host.session.lockstep?.log.length ?? 0) - 2, ports);
        }
      },
    });
    expect(live, 'checks of the spectators during the game').to.be.at.least(10);
    expect(host.phase).to.equal('audited');
    const s = second as ReturnType<typeof spectate> | null;
    expect(s, 'the second spectator').to.not.equal(null);
    await waitFor('the spectator audited', () => s!.spectator.snapshot.watching.phase === 'audited', ports, 30_000);
    const w = s!.spectator.snapshot.watching;
    const log = host.session.lockstep!.log;
    expect(w.log.map((r) => r.hash)).to.deep.equal(log.map((r) => r.hash));
    expect(w.verified.length).to.be.greaterThan(0);
    expect(w.verified.every((c) => c.ok)).to.equal(true);
    // Nothing hidden reached a spectator before the audit; the audit arrived after the game's end only.
    expect(found).to.deep.equal([]);
    expect(first.got.length + s!.got.length).to.be.greaterThan(60);
    expect(first.got.some((m) => m.t === 'watch-audit')).to.equal(false);
    // After the audit: every card known, each the one its owner held.
    const state = w.state as GameState;
    const secrets = { ...host.session.lockstep!.mine, ...guest.session.lockstep!.mine };
    const cards = Object.entries(state.cards);
    expect(cards.length).to.be.greaterThan(40);
    for (const [iid, c] of cards) {
      expect(c.card, iid).to.not.equal(null);
      if (secrets[iid]) expect(c.card, iid).to.equal(secrets[iid]!.card);
    }
    expect(await words(s!.spectator)).to.contain('every card is shown');

    // MAX_WATCHERS at once: the second spectator and 15 more; one more is refused.
    const more: RoomTransport[] = [];
    for (let i = 1; i < MAX_WATCHERS; i++) {
      const t = joinRoom(config, watchRoomId(room));
      t.on('open', () => t.send(watchHello(GAME)));
      cleanup.push(() => t.close());
      more.push(t);
    }
    await waitFor(`${MAX_WATCHERS} watching`, () => host.snapshot.watchers?.count === MAX_WATCHERS, ports, 60_000);
    const extra = spectate(room);
    await waitFor('the spectator past the limit refused', () => extra.spectator.snapshot.link === 'ended', ports, 30_000);
    expect(extra.spectator.snapshot.error).to.equal('room-full');
    expect(await words(extra.spectator)).to.contain(`all the spectators it takes (${MAX_WATCHERS})`);
    expect(host.snapshot.watchers?.count).to.equal(MAX_WATCHERS);
    expect(watchRoom.size).to.equal(MAX_WATCHERS);
  });
});
