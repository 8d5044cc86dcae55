// A friend match that never hangs in silence (NET-LIVE-01, NET-LIVE-02): two FriendMatch ports
// over in-memory transports, on fake timers. A friend whose table stops answering is said to be
// so, with the seconds counted, in play and in the setup; a friend who merely switched tabs is
// told apart; when it is back both tables resume where they were and play on; an automatic setup
// step the friend never takes stops the setup with its own code instead of waiting for ever.
import assert from 'node:assert/strict';
import { afterEach, beforeEach, mock, test } from 'node:test';
import { FriendMatch, SETUP_STALL_MS, type PageVisibility } from '../../src/app/friend-match.js';
import { SILENCE_MS, PING_INTERVAL_MS } from '../../src/net/heartbeat.js';
import { memoryPair, type MemoryTransport } from '../../src/net/memory-transport.js';
import { STARTER_DECKS, floorHolder, type KultGame } from '../../src/kult/index.js';
import type { Transport } from '../../src/net/transport.js';
import { GAME } from '../support/net-duel.js';

const SETTINGS = { game: { ruleset: 'FAQ' as const, struggle: 'continent' as const }, clockSeconds: 0 };
type Role = 'host' | 'guest';

async function settle(): Promise<void> {
  await new Promise<void>((resolve) => setImmediate(resolve));
}

/** Advances the fake clock in 100 ms steps, letting every delivery land after each; stops early once `until()` holds. */
async function advance(ms: number, until: () => boolean = () => false): Promise<number> {
  for (let t = 0; t < ms; t += 100) {
    mock.timers.tick(100);
    await settle();
    if (until()) return t + 100;
  }
  return ms;
}

/**
 * A switchboard standing in for the signalling server: each side's first connect takes an end of
 * the current pair; after a drop, the first side back gets a new pair that opens once the other
 * side comes back too. `hook` may wrap each new transport (to drop a message, to fail once).
 */
class Switchboard {
  pair: [MemoryTransport, MemoryTransport];
  private took = { host: false, guest: false };
  private bothBack: (() => void) | null = null;
  connects = { host: 0, guest: 0 };
  /** New pairs also wait for this (a friend kept away: its page is closed). */
  gate: Promise<void> = Promise.resolve();

  constructor(private readonly hook: (role: Role, t: MemoryTransport, n: number) => Transport = (_r, t) => t) {
    this.pair = memoryPair();
  }

  readonly connect = (role: Role): Transport => {
    if (this.took[role]) {
      this.pair = memoryPair({ opensWhen: Promise.all([new Promise<void>((resolve) => (this.bothBack = resolve)), this.gate]) });
      this.took.host = this.took.guest = false;
    } else this.bothBack?.();
    this.took[role] = true;
    this.connects[role]++;
    return this.hook(role, this.pair[role === 'host' ? 0 : 1], this.connects[role]);
  };
}

class FakeVisibility implements PageVisibility {
  hidden = false;
  private listeners = new Set<() => void>();
  subscribe(onChange: () => void): () => void {
    this.listeners.add(onChange);
    return () => this.listeners.delete(onChange);
  }
  set(hidden: boolean): void {
    this.hidden = hidden;
    for (const l of this.listeners) l();
  }
}

function ports(board: Switchboard, options: { visibility?: Partial<Record<Role, PageVisibility>>; choose?: Role[] } = {}): Record<Role, FriendMatch<KultGame>> {
  const make = (role: Role): FriendMatch<KultGame> =>
    new FriendMatch({ game: GAME, role, room: 'kult-liveness', name: role, settings: SETTINGS, connect: board.connect, visibility: options.visibility?.[role] ?? null });
  const host = make('host');
  const guest = make('guest');
  for (const p of [host, guest]) p.configure({ hold: true });
  const choose = options.choose ?? ['host', 'guest'];
  if (choose.includes('host')) host.choose(STARTER_DECKS.archon.majors[0], STARTER_DECKS.archon.cards);
  if (choose.includes('guest')) guest.choose(STARTER_DECKS.angel.majors[0], STARTER_DECKS.angel.cards);
  return { host, guest };
}

/** The floor holder plays its first legal move that is not an own-table answer. */
function act(p: Record<Role, FriendMatch<KultGame>>): boolean {
  for (const port of [p.host, p.guest]) {
    const s = port.snapshot;
    if (port.phase !== 'playing' || s.view.pending || floorHolder(s.view) !== s.me) continue;
    const move = port.legalActions()[0];
    if (move && port.attempt(move).ok) return true;
  }
  return false;
}

const logOf = (p: FriendMatch<KultGame>) => p.session.lockstep?.log ?? [];

beforeEach(() => mock.timers.enable({ apis: ['setTimeout', 'setInterval', 'Date'], now: 5_000_000 }));
afterEach(() => mock.timers.reset());

test('NET-LIVE-01 a friend whose table stops answering in play (a closed tab): this table says so within 10 s, counting the seconds; when it is back both resume at the same act and play on', async () => {
  const board = new Switchboard();
  const p = ports(board);
  await advance(2_000, () => p.host.phase === 'playing' && p.guest.phase === 'playing');
  assert.equal(p.guest.phase, 'playing');
  for (let i = 0; i < 6; i++) {
    act(p);
    await advance(200);
  }
  assert.equal(logOf(p.host).length, logOf(p.guest).length);
  const before = logOf(p.guest).length;

  // The host's tab closes: nothing more comes from it, and it stays away until let back.
  let letBack = (): void => undefined;
  board.gate = new Promise<void>((resolve) => (letBack = resolve));
  board.pair[0].wedge();
  const noticed = await advance(10_000, () => p.guest.snapshot.opponent === 'silent');
  assert.equal(p.guest.snapshot.opponent, 'silent', 'said within 10 s');
  assert.ok(noticed >= SILENCE_MS && noticed <= SILENCE_MS + 2 * PING_INTERVAL_MS, `noticed after ${noticed} ms`);
  assert.equal(p.guest.snapshot.status, 'paused');
  const first = /your friend's table has not answered for (\d+) s: trying to reconnect/.exec(p.guest.snapshot.notice ?? '');
  assert.ok(first, p.guest.snapshot.notice ?? 'no notice');

  // The friend stays gone a while: the count goes up, the attempts go on.
  const shown: string[] = [];
  const off = p.guest.subscribe((s) => s.notice && shown.push(s.notice));
  await advance(3_000);
  off();
  const later = /has not answered for (\d+) s/.exec(p.guest.snapshot.notice ?? '');
  assert.ok(later && Number(later[1]) >= Number(first[1]) + 2, `${first[1]} s, then ${later?.[1]} s`);
  assert.ok(new Set(shown).size >= 3, 'republished as it counts');

  // Back (both sides came round again through the switchboard): the same act on both, and on.
  letBack();
  await advance(20_000, () => p.host.snapshot.opponent === 'connected' && p.guest.snapshot.opponent === 'connected' && p.guest.phase === 'playing');
  assert.equal(p.guest.snapshot.opponent, 'connected', p.guest.snapshot.notice ?? '');
  assert.equal(p.guest.snapshot.notice, null);
  assert.equal(logOf(p.guest).length, before, 'nothing lost');
  assert.deepEqual(logOf(p.guest).map((r) => r.hash), logOf(p.host).map((r) => r.hash));
  for (let i = 0; i < 4; i++) {
    assert.ok(act(p), 'someone can act');
    await advance(300);
  }
  assert.equal(logOf(p.guest).length, before + 4);
  assert.deepEqual(logOf(p.guest).map((r) => r.hash), logOf(p.host).map((r) => r.hash));
  p.host.dispose();
  p.guest.dispose();
});

test('NET-LIVE-01 a friend who switched to another tab is told apart: "hidden" while it answers; gone silent, the words say it left the page', async () => {
  const board = new Switchboard();
  const hostPage = new FakeVisibility();
  const p = ports(board, { visibility: { host: hostPage } });
  await advance(2_000, () => p.guest.phase === 'playing');
  assert.equal(p.guest.snapshot.opponent, 'connected');
  hostPage.set(true);
  await advance(100);
  assert.equal(p.guest.snapshot.opponent, 'hidden');
  assert.equal(p.guest.snapshot.status, 'playing', 'nothing pauses: its table still answers');
  // A long while in the background is not silence: the hidden table answers every ping.
  await advance(60_000);
  assert.equal(p.guest.snapshot.opponent, 'hidden');
  hostPage.set(false);
  await advance(100);
  assert.equal(p.guest.snapshot.opponent, 'connected');
  // Hidden, then gone (a tab closed goes hidden first).
  hostPage.set(true);
  await advance(100);
  board.pair[0].wedge();
  await advance(10_000, () => p.guest.snapshot.opponent === 'silent');
  assert.match(p.guest.snapshot.notice ?? '', /your friend left this page \(another tab, or closed it\) and its table has not answered for \d+ s/);
  p.host.dispose();
  p.guest.dispose();
});

test('NET-LIVE-01 silence in the setup is said in the lobby\'s words too', async () => {
  const board = new Switchboard();
  // The guest has not chosen yet: the setup waits at the Majors (a person choosing, not a stall).
  const p = ports(board, { choose: ['host'] });
  await advance(2_000, () => p.host.phase === 'revealing');
  assert.equal(p.host.phase, 'revealing');
  board.pair[0].wedge();
  await advance(10_000, () => /has not answered/.test(p.host.snapshot.notice ?? ''));
  assert.match(p.host.snapshot.notice ?? '', /your friend's table has not answered for \d+ s: trying to reconnect/);
  assert.notEqual(p.host.phase, 'failed');
  p.host.dispose();
  p.guest.dispose();
});

test('NET-LIVE-02 a connected friend that never sends its seed reveal stops the setup after 30 s with its own code, not before; the friend hears why', async () => {
  const board = new Switchboard((role, t) => {
    if (role !== 'guest') return t;
    const send = t.send.bind(t);
    t.send = (m: unknown) => {
      const w = m as { t?: string; what?: string };
      if (!(w.t === 'reveal' && w.what === 'seed')) send(m);
    };
    return t;
  });
  const p = ports(board);
  await advance(1_000, () => p.host.phase === 'handshake' && p.host.actor.getSnapshot().matches('seeding'));
  assert.ok(p.host.actor.getSnapshot().matches('seeding'), JSON.stringify(p.host.actor.getSnapshot().value));
  await advance(SETUP_STALL_MS - 1_500);
  assert.notEqual(p.host.phase, 'failed', 'still waiting before 30 s (the heartbeat says the friend is there)');
  await advance(2_000, () => p.host.phase === 'failed');
  assert.equal(p.host.phase, 'failed');
  assert.equal(p.host.session.error?.code, 'setup-stalled');
  assert.match(p.host.session.error?.message ?? '', /did not send its seed reveal within 30 s/);
  await advance(500);
  assert.equal(p.guest.session.error?.code, 'friend-stopped', 'the friend was told (bye setup-stalled)');
  p.host.dispose();
  p.guest.dispose();
});

test('NET-LIVE-02 a friend still choosing its Major and deck (a person) is never timed out', async () => {
  const board = new Switchboard();
  const p = ports(board, { choose: ['host'] });
  await advance(2_000, () => p.host.phase === 'revealing');
  await advance(120_000);
  assert.equal(p.host.phase, 'revealing');
  assert.equal(p.host.session.error, null);
  assert.equal(p.host.snapshot.notice, null);
  p.guest.choose(STARTER_DECKS.angel.majors[0], STARTER_DECKS.angel.cards);
  await advance(2_000, () => p.host.phase === 'playing');
  assert.equal(p.host.phase, 'playing');
  p.host.dispose();
  p.guest.dispose();
});

test('NET-LIVE-01 a re-joining guest told "room full" (its host still holds the old connection) tries again instead of giving up', async () => {
  let fullOnce = true;
  const board = new Switchboard((role, t, n) => {
    if (role !== 'guest' || n < 2 || !fullOnce) return t;
    fullOnce = false;
    // The host's room, still holding this guest's previous channel, turns the new one away.
    t.close();
    return failing('room-full');
  });
  const p = ports(board);
  await advance(2_000, () => p.guest.phase === 'playing');
  board.pair[0].disconnect();
  await advance(30_000, () => p.guest.snapshot.opponent === 'connected' && p.host.snapshot.opponent === 'connected' && p.guest.phase === 'playing');
  assert.equal(fullOnce, false, 'the room was full once');
  assert.equal(p.guest.phase, 'playing', p.guest.snapshot.notice ?? '');
  assert.equal(p.guest.snapshot.opponent, 'connected');
  p.host.dispose();
  p.guest.dispose();
});

/** A transport that fails before opening with `type`. */
function failing(type: 'room-full'): Transport {
  const [a] = memoryPair({ opensWhen: new Promise(() => undefined), heartbeat: false });
  setTimeout(() => (a as unknown as { fail(t: string, m: string): void }).fail(type, 'the room already has two players'), 0);
  return a;
}
