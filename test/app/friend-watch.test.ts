import assert from 'node:assert/strict';
import { test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { FriendMatch, type WatcherChannel } from '../../src/app/friend-match.js';
import { memoryPair, type MemoryTransport } from '../../src/net/memory-transport.js';
import { STARTER_DECKS, floorHolder, type GameState } from '../../src/kult/index.js';
import { sensibleMove } from '../../src/kult/bots/sensible-bot.js';
import { seedRng, type RngState } from '../../src/engine/rng.js';
import { watchHello, type WatchWire } from '../../src/net/spectate/watch-wire.js';
import { startWatching, watchReceive, type Watching } from '../../src/net/spectate/watching.js';
import { GAME, tokens } from '../support/net-duel.js';

const settings = { game: { ruleset: 'FAQ' as const, struggle: 'continent' as const }, clockSeconds: 0 };

/** A spectator at the end of a channel: what the host sends arrives as JSON, judged by the spectator's own table. */
function spectator(): { view: () => Watching; closed: () => boolean; channel: WatcherChannel; got: WatchWire[] } {
  let view = startWatching(GAME);
  let closed = false;
  const got: WatchWire[] = [];
  return {
    view: () => view,
    closed: () => closed,
    got,
    channel: {
      send: (m) => {
        const raw = JSON.parse(JSON.stringify(m));
        got.push(raw);
        view = watchReceive(view, raw);
      },
      close: () => void (closed = true),
    },
  };
}

function pair(room: string, spectators = true): { host: FriendMatch<typeof GAME>; guest: FriendMatch<typeof GAME> } {
  const [ta, tb] = memoryPair();
  const ends: Record<'host' | 'guest', MemoryTransport> = { host: ta, guest: tb };
  const connect = (role: 'host' | 'guest') => ends[role];
  const host = new FriendMatch({ game: GAME, role: 'host', room, name: 'Ann', settings, connect, token: tokens(`${room}:host`), spectators });
  const guest = new FriendMatch({ game: GAME, role: 'guest', room, name: 'Bob', settings, connect, token: tokens(`${room}:guest`) });
  host.choose(STARTER_DECKS.archon.majors[0], STARTER_DECKS.archon.cards);
  guest.choose(STARTER_DECKS.angel.majors[0], STARTER_DECKS.angel.cards);
  return { host, guest };
}

async function playToAudit(host: FriendMatch<typeof GAME>, guest: FriendMatch<typeof GAME>, each: () => void = () => {}): Promise<void> {
  let rng: RngState = seedRng(5);
  const tableAnswers = (v: GameState): boolean => v.pending !== null && v.pending.kind !== 'placeMarker';
  for (let i = 0; i < 40_000 && !(host.phase === 'audited' && guest.phase === 'audited'); i++) {
    for (const port of [host, guest]) {
      const s = port.snapshot;
      if (port.phase !== 'playing' || s.view.ended || floorHolder(s.view) !== s.me || tableAnswers(s.view)) continue;
      if (port.legalActions().length === 0) continue;
      let move;
      [move, rng] = sensibleMove({ cards: port.game.cards }, s.view, s.me, rng);
      if (move) port.attempt(move);
    }
    await sleep(0);
    each();
  }
  assert.equal(host.phase, 'audited');
}

test('NET-SPECTATE-01…03 a spectator of a FriendMatch host watches the whole match, judged again, and sees every card after the audit; the players see the count', async () => {
  const { host, guest } = pair('kult-watchroom');
  const early = spectator();
  const earlyIn = host.watcher('w1', early.channel);
  earlyIn.receive(JSON.parse(JSON.stringify(watchHello(GAME))));
  assert.deepEqual(host.snapshot.watchers, { count: 1, open: true });
  // Live: after every step the spectator holds every act the host's table logged, judged.
  let live = 0;
  await playToAudit(host, guest, () => {
    const logged = host.session.lockstep?.log.length ?? 0;
    assert.equal(early.view().log.length, logged);
    if (logged > 0) live++;
  });
  assert.ok(live > 10);
  // One who joins at the end is sent everything at once.
  const late = spectator();
  host.watcher('w2', late.channel).receive(watchHello(GAME));
  assert.equal(host.snapshot.watchers?.count, 2);
  for (const s of [early, late]) {
    const v = s.view();
    assert.equal(v.stop, null);
    assert.equal(v.phase, 'audited');
    assert.equal(v.log.length, host.session.lockstep!.log.length);
    assert.deepEqual(GAME.hidden(v.state as GameState), []);
  }
  // The spectator acts on nothing: its messages are refused and counted, then it is let go.
  const act = { t: 'env', v: 9, match: 'm', seq: 0, from: 'host', prev: '0'.repeat(32), event: { type: 'pass', player: 'host' } };
  for (let i = 0; i < 3; i++) earlyIn.receive(act);
  assert.equal(early.closed(), true);
  assert.equal(host.snapshot.watchers?.count, 1);
  assert.equal(host.phase, 'audited', 'nothing a spectator sends reaches the match');
  host.dispose();
  guest.dispose();
});

test('NET-SPECTATE-01 the host turns spectating off: the watching are let go and a new one is refused with the reason', async () => {
  const { host, guest } = pair('kult-offroom');
  const s = spectator();
  host.watcher('w1', s.channel).receive(watchHello(GAME));
  host.setSpectating(false);
  assert.equal(s.closed(), true);
  assert.deepEqual(host.snapshot.watchers, { count: 0, open: false });
  const refused = spectator();
  host.watcher('w2', refused.channel).receive(watchHello(GAME));
  assert.equal(refused.view().refused, 'off');
  assert.equal(refused.closed(), true);
  // A guest admits no spectator.
  const atGuest = spectator();
  guest.watcher('w3', atGuest.channel).receive(watchHello(GAME));
  assert.equal(atGuest.view().refused, 'off');
  const off = pair('kult-offroom2', false);
  const never = spectator();
  off.host.watcher('w4', never.channel).receive(watchHello(GAME));
  assert.equal(never.view().refused, 'off');
  for (const m of [host, guest, off.host, off.guest]) m.dispose();
});

test("NET-SPECTATE-01 both players see how many watch: the host's table tells the guest's (protocol 11), and a guest's word about it changes nothing at the host", async () => {
  const { host, guest } = pair('kult-countroom');
  const until = async (ok: () => boolean, what: string) => {
    for (let i = 0; i < 2000 && !ok(); i++) await sleep(1);
    assert.ok(ok(), what);
  };
  await until(() => guest.snapshot.watchers?.open === true, 'the guest heard that spectating is on');
  assert.equal(guest.snapshot.watchers?.count, 0);
  const s = spectator();
  host.watcher('w1', s.channel).receive(watchHello(GAME));
  await until(() => guest.snapshot.watchers?.count === 1, "the guest's table shows one watching");
  host.setSpectating(false);
  await until(() => guest.snapshot.watchers?.open === false, 'the guest heard that spectating is off');
  assert.equal(guest.snapshot.watchers?.count, 0);
  // The guest's table has no spectators to tell of: a forged word from it is ignored by the host.
  host.actor.send({ type: 'PEER', data: { t: 'watchers', count: 9, open: true } });
  assert.deepEqual(host.snapshot.watchers, { count: 0, open: false });
  host.dispose();
  guest.dispose();
});
