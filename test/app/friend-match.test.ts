import assert from 'node:assert/strict';
import { test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { FriendMatch } from '../../src/app/friend-match.js';
import { memoryPair, type MemoryTransport } from '../../src/net/memory-transport.js';
import { STARTER_DECKS, floorHolder, type Action } from '../../src/kult/index.js';
import { sensibleMove } from '../../src/kult/bots/sensible-bot.js';
import { seedRng, type RngState } from '../../src/engine/rng.js';
import type { MatchStore } from '../../src/net/match-store.js';
import type { SavedSession } from '../../src/net/saved-session.js';

function memoryStore(): MatchStore & { saves: number; last: SavedSession | null; urgent: boolean[] } {
  const store = {
    saves: 0,
    last: null as SavedSession | null,
    /** Per save, whether it was urgent (journalled at once). */
    urgent: [] as boolean[],
    async save(s: SavedSession, options?: { urgent?: boolean }) { store.saves++; store.last = JSON.parse(JSON.stringify(s)); store.urgent.push(options?.urgent === true); },
    async forRoom() { return store.last ? { ok: true as const, saved: store.last } : null; },
    async load() { return null; },
    async remove() {},
    close() {},
  };
  return store;
}

test('two FriendMatch ports play a whole game through the session, saving every event, and both audits say fair play', async () => {
  const [ta, tb] = memoryPair();
  const ends: Record<'host' | 'guest', MemoryTransport> = { host: ta, guest: tb };
  const connect = (role: 'host' | 'guest') => ends[role];
  const settings = { ruleset: 'FAQ' as const, struggle: 'continent' as const, clockSeconds: 0 };
  const store = memoryStore();
  const host = new FriendMatch({ role: 'host', room: 'kult-testroom', name: 'Ann', settings, connect, store });
  const guest = new FriendMatch({ role: 'guest', room: 'kult-testroom', name: 'Bob', settings, connect });
  host.choose(STARTER_DECKS.archon.majors[0], STARTER_DECKS.archon.cards);
  guest.choose(STARTER_DECKS.angel.majors[0], STARTER_DECKS.angel.cards);
  let rng: RngState = seedRng(3);
  const phases = new Set<string>();
  for (let i = 0; i < 40_000 && !(host.phase === 'audited' && guest.phase === 'audited'); i++) {
    phases.add(host.phase);
    for (const port of [host, guest]) {
      const s = port.snapshot;
      if (port.phase !== 'playing' || s.view.ended || floorHolder(s.view) !== s.me || s.view.pending) continue;
      const legal = port.legalActions();
      if (legal.length === 0) continue;
      let move;
      [move, rng] = sensibleMove({ cards: port.cards }, s.view, s.me, rng);
      if (move) {
        const j = port.attempt(move);
        assert.ok(j.ok, JSON.stringify(j.checks.filter((c) => !c.ok)));
      }
    }
    await sleep(0);
  }
  assert.equal(host.phase, 'audited', host.snapshot.notice ?? '');
  assert.equal(guest.phase, 'audited');
  assert.ok(phases.has('playing'));
  assert.equal(host.session.audit?.fair, true);
  assert.equal(guest.session.audit?.fair, true);
  assert.ok(store.saves > 10, `saved ${store.saves} times`);
  assert.equal(store.last?.log.length, host.session.lockstep!.log.length);
  const log = host.snapshot.log;
  assert.ok(log.every((e) => e.judgement.ok && e.turn >= 1), 'every log entry carries its judgement and turn');
  host.dispose();
  guest.dispose();
});

test('NET-RANDOM-01 K-DRAW-03 the acts a table answers itself right after another (a Void\'s chain links, a reshuffle\'s re-commitment and cut) each carry their own judgement and turn in the log', async () => {
  const [ta, tb] = memoryPair();
  const ends: Record<'host' | 'guest', MemoryTransport> = { host: ta, guest: tb };
  const settings = { ruleset: 'FAQ' as const, struggle: 'continent' as const, clockSeconds: 0 };
  const host = new FriendMatch({ role: 'host', room: 'kult-testroom', name: 'Ann', settings, connect: (r) => ends[r] });
  const guest = new FriendMatch({ role: 'guest', room: 'kult-testroom', name: 'Bob', settings, connect: (r) => ends[r] });
  // The host, whose link comes first, holds The Void: its table shows its link right after the cast.
  host.choose(STARTER_DECKS.angel.majors[0], STARTER_DECKS.angel.cards);
  guest.choose(STARTER_DECKS.archon.majors[0], STARTER_DECKS.archon.cards);
  // Both tables churn their decks (a discard every turn, every Commandment and Spell played, no
  // marker moved) until a Void has been cast and a pile reshuffled.
  const rank = (m: Action): number => (m.type === 'discard' && m.card ? 0 : m.type === 'commandment' || m.type === 'spell' ? 1 : m.type === 'pass' ? 2 : ['endStep', 'declineAttack'].includes(m.type) || (m.type === 'recruit' && !m.accept) ? 3 : m.type === 'discard' ? 4 : 9);
  const logged = (type: Action['type']) => host.snapshot.log.some((e) => e.action.type === type);
  for (let i = 0; i < 40_000 && !(logged('random') && logged('recommit') && logged('cut')); i++) {
    for (const port of [host, guest]) {
      const s = port.snapshot;
      if (port.phase !== 'playing' || s.view.ended || floorHolder(s.view) !== s.me || s.view.pending) continue;
      const move = port.legalActions().filter((m) => rank(m) < 9).sort((a, b) => rank(a) - rank(b))[0];
      if (!move) continue;
      const j = port.attempt(move);
      assert.ok(j.ok);
      assert.deepEqual(j.action, move, 'the attempt\'s own judgement, not that of the link the table showed after it');
      assert.deepEqual(port.snapshot.lastAttempt?.action, move);
    }
    await new Promise((r) => setImmediate(r));
  }
  assert.ok(logged('random') && logged('recommit') && logged('cut'), 'a Void was cast and a pile reshuffled');
  for (const port of [host, guest]) {
    for (const e of port.snapshot.log) {
      assert.ok(e.turn >= 1 && e.judgement.ok && e.judgement.checks.length > 0, `${port.snapshot.me}'s log entry ${e.seq} (${e.action.type}) carries its judgement and turn`);
      assert.deepEqual(e.judgement.action, e.action);
    }
  }
  host.dispose();
  guest.dispose();
});

test('an illegal attempt is judged locally and never sent', async () => {
  const [ta, tb] = memoryPair();
  const sent: unknown[] = [];
  tb.on('message', (m) => sent.push(m));
  const ends: Record<'host' | 'guest', MemoryTransport> = { host: ta, guest: tb };
  const settings = { ruleset: 'FAQ' as const, struggle: 'continent' as const, clockSeconds: 0 };
  const host = new FriendMatch({ role: 'host', room: 'kult-testroom2', name: 'Ann', settings, connect: (r) => ends[r] });
  const guest = new FriendMatch({ role: 'guest', room: 'kult-testroom2', name: 'Bob', settings, connect: (r) => ends[r] });
  host.choose(STARTER_DECKS.archon.majors[0], STARTER_DECKS.archon.cards);
  guest.choose(STARTER_DECKS.angel.majors[0], STARTER_DECKS.angel.cards);
  for (let i = 0; i < 200 && host.phase !== 'playing'; i++) await sleep(1);
  assert.equal(host.phase, 'playing');
  const before = sent.length;
  const j = host.attempt({ type: 'sway', player: 'host', from: 'C1', to: 'N' });
  assert.equal(j.ok, false);
  assert.equal(host.snapshot.lastAttempt, j);
  await sleep(5);
  assert.equal(sent.length, before, 'nothing was sent');
  host.dispose();
  guest.dispose();
});

test("a refused own act leaves the table's log, the saved log and the clock as before it; the next act is logged and saved", async () => {
  const [ta, tb] = memoryPair();
  const settings = { ruleset: 'FAQ' as const, struggle: 'continent' as const, clockSeconds: 0 };
  const store = memoryStore();
  const host = new FriendMatch({ role: 'host', room: 'kult-testroom3', name: 'Ann', settings, connect: () => ta, store });
  const guest = new FriendMatch({ role: 'guest', room: 'kult-testroom3', name: 'Bob', settings, connect: () => tb });
  host.configure({ autoPass: false });
  guest.configure({ autoPass: false });
  host.choose(STARTER_DECKS.archon.majors[0], STARTER_DECKS.archon.cards);
  guest.choose(STARTER_DECKS.angel.majors[0], STARTER_DECKS.angel.cards);
  for (let i = 0; i < 200 && (host.phase !== 'playing' || guest.phase !== 'playing'); i++) await sleep(1);
  let rng: RngState = seedRng(5);
  const move = (port: FriendMatch) => {
    const s = port.snapshot;
    if (s.view.ended || s.view.pending || floorHolder(s.view) !== s.me) return null;
    let m;
    [m, rng] = sensibleMove({ cards: port.cards }, s.view, s.me, rng);
    return m;
  };
  // The guest plays until the host holds the floor.
  for (let i = 0; i < 100 && !move(host); i++) {
    const m = move(guest);
    if (m) guest.attempt(m);
    await sleep(0);
  }
  const m = move(host);
  assert.ok(m, 'the host holds the floor');
  const before = host.snapshot.log;
  // The friend's table refuses the host's next envelope (it never sees it; a reject comes back).
  const send = ta.send.bind(ta);
  ta.send = (message: unknown) => {
    const w = message as { t?: string; seq?: number };
    if (w.t !== 'env') return send(message);
    ta.send = send;
    tb.send({ t: 'reject', seq: w.seq, checks: [{ rule: 'K-TIMING-04', ok: false, says: 'refused by the test' }] });
  };
  assert.equal(host.attempt(m).ok, true);
  assert.equal(host.snapshot.log.length, before.length + 1, 'applied at once');
  for (let i = 0; i < 50 && host.snapshot.log.length !== before.length; i++) await sleep(1);
  assert.equal(host.snapshot.log.length, before.length, 'rolled back');
  assert.deepEqual(host.snapshot.log, before, 'the entries before it are untouched');
  assert.match(host.snapshot.notice ?? '', /refused by the test/);
  assert.equal(store.last?.log.length, before.length, 'the rollback is saved');
  assert.deepEqual(store.urgent.slice(-2), [true, true], 'the own event and its rollback are both saved urgently (a reload must not bring the refused act back)');
  // Played again, it goes through: logged with its judgement, saved, the same on both tables.
  assert.equal(host.attempt(m).ok, true);
  for (let i = 0; i < 50 && host.session.lockstep!.unacked.length > 0; i++) await sleep(1);
  const log = host.snapshot.log;
  assert.equal(log.length, before.length + 1);
  assert.deepEqual(log.at(-1)!.action, m);
  assert.ok(log.at(-1)!.judgement.ok && log.at(-1)!.judgement.checks.length > 0, 'the new entry carries its judgement');
  assert.deepEqual(log.map((e) => e.seq), log.map((_, i) => i));
  assert.deepEqual(guest.snapshot.log.map((e) => e.action), log.map((e) => e.action));
  assert.equal(store.last?.log.length, log.length);
  host.dispose();
  guest.dispose();
});

test('the response clock: changing hold or auto-pass keeps a running clock\'s deadline (the clock is not restarted)', async () => {
  const [ta, tb] = memoryPair();
  const settings = { ruleset: 'FAQ' as const, struggle: 'continent' as const, clockSeconds: 30 };
  const host = new FriendMatch({ role: 'host', room: 'kult-testroom4', name: 'Ann', settings, connect: () => ta });
  const guest = new FriendMatch({ role: 'guest', room: 'kult-testroom4', name: 'Bob', settings, connect: () => tb });
  for (const port of [host, guest]) port.configure({ autoPass: false });
  host.choose(STARTER_DECKS.archon.majors[0], STARTER_DECKS.archon.cards);
  guest.choose(STARTER_DECKS.angel.majors[0], STARTER_DECKS.angel.cards);
  for (let i = 0; i < 200 && (host.phase !== 'playing' || guest.phase !== 'playing'); i++) await sleep(1);
  // Play passes until a port holds the floor in a window with its clock running.
  let port: FriendMatch | null = null;
  for (let i = 0; i < 200 && !port; i++) {
    port = [host, guest].find((p) => p.snapshot.responseDeadline !== null) ?? null;
    if (port) break;
    for (const p of [host, guest]) {
      const pass = p.legalActions().find((m) => m.type === 'pass' || m.type === 'endStep');
      if (pass && floorHolder(p.snapshot.view) === p.snapshot.me) p.attempt(pass);
    }
    await sleep(1);
  }
  assert.ok(port, 'a response clock runs');
  const deadline = port.snapshot.responseDeadline;
  await sleep(20);
  port.configure({ hold: true });
  assert.equal(port.snapshot.responseDeadline, deadline);
  port.configure({ hold: false, autoPass: false });
  assert.equal(port.snapshot.responseDeadline, deadline);
  host.dispose();
  guest.dispose();
});

test('a save that fails is said on the table (the game goes on; a reload here may not resume it)', async () => {
  const [ta, tb] = memoryPair();
  const settings = { ruleset: 'FAQ' as const, struggle: 'continent' as const, clockSeconds: 0 };
  const broken: MatchStore = { ...memoryStore(), save: async () => { throw new Error('QuotaExceededError: the disk is full'); } };
  const host = new FriendMatch({ role: 'host', room: 'kult-testroom5', name: 'Ann', settings, connect: () => ta, store: broken });
  const guest = new FriendMatch({ role: 'guest', room: 'kult-testroom5', name: 'Bob', settings, connect: () => tb });
  host.choose(STARTER_DECKS.archon.majors[0], STARTER_DECKS.archon.cards);
  guest.choose(STARTER_DECKS.angel.majors[0], STARTER_DECKS.angel.cards);
  for (let i = 0; i < 200 && (host.phase !== 'playing' || guest.phase !== 'playing'); i++) await sleep(1);
  assert.equal(host.phase, 'playing', 'the game goes on');
  assert.match(host.snapshot.notice ?? '', /could not be saved on this device \(QuotaExceededError: the disk is full\)/);
  host.dispose();
  guest.dispose();
});

test('auto-pass (K-TIMING-04): the floor holder\'s own table passes after 120 ms when pass is its only legal move; otherwise it waits and its response clock starts from when the window reached it', async (t) => {
  const [ta, tb] = memoryPair();
  const settings = { ruleset: 'FAQ' as const, struggle: 'continent' as const, clockSeconds: 30 };
  const host = new FriendMatch({ role: 'host', room: 'kult-testroom6', name: 'Ann', settings, connect: () => ta });
  const guest = new FriendMatch({ role: 'guest', room: 'kult-testroom6', name: 'Bob', settings, connect: () => tb });
  host.choose(STARTER_DECKS.archon.majors[0], STARTER_DECKS.archon.cards);
  guest.choose(STARTER_DECKS.angel.majors[0], STARTER_DECKS.angel.cards);
  for (let i = 0; i < 200 && (host.phase !== 'playing' || guest.phase !== 'playing'); i++) await sleep(1);
  assert.equal(host.phase, 'playing');
  t.mock.timers.enable({ apis: ['setTimeout', 'Date'], now: 1_000_000 });
  // The in-memory transport delivers on microtasks: let every message in flight land.
  const settle = async (): Promise<void> => {
    for (let i = 0; i < 50; i++) await Promise.resolve();
  };
  let rng: RngState = seedRng(11);
  const seen = { passedAlone: 0, waited: 0 };
  // Timers set before the mock (the state play started in) are real: look from the first act on.
  let mocked = false;
  for (let i = 0; i < 2_000 && (seen.passedAlone < 2 || seen.waited < 2); i++) {
    await settle();
    const holder = [host, guest].find((p) => floorHolder(p.snapshot.view) === p.snapshot.me && !p.snapshot.view.pending);
    if (!holder || holder.snapshot.view.ended) break;
    if (holder.snapshot.view.window && mocked) {
      const only = holder.legalActions();
      const before = holder.snapshot.log.length;
      const planned = Date.now();
      assert.equal(holder.snapshot.responseDeadline, null, 'no clock on show before auto-pass has looked');
      t.mock.timers.tick(119);
      assert.equal(holder.snapshot.log.length, before, 'nothing passes before 120 ms');
      t.mock.timers.tick(1);
      if (only.length === 1 && only[0]!.type === 'pass') {
        assert.equal(holder.snapshot.log.length, before + 1, 'the only move, pass, went by itself');
        assert.deepEqual(holder.snapshot.log.at(-1)!.action, { type: 'pass', player: holder.snapshot.me });
        seen.passedAlone++;
        continue;
      }
      assert.equal(holder.snapshot.log.length, before, 'with other legal moves, auto-pass waits for the player');
      assert.equal(holder.snapshot.responseDeadline, planned + 30_000, 'the clock runs from when the window reached this player');
      seen.waited++;
    }
    let move;
    [move, rng] = sensibleMove({ cards: holder.cards }, holder.snapshot.view, holder.snapshot.me, rng);
    assert.ok(move);
    assert.ok(holder.attempt(move).ok);
    mocked = true;
  }
  assert.ok(seen.passedAlone >= 2 && seen.waited >= 2, JSON.stringify(seen));
  t.mock.timers.reset();
  host.dispose();
  guest.dispose();
});

test('a connection that drops during the setup is made again: the lobby line says so, then the match starts on both tables', async () => {
  // A switchboard standing in for the signalling server: after a drop, the first side to come
  // back gets a new pair that opens when the other side comes back too and takes the far end.
  let pair = memoryPair({ latencyMs: 2 });
  const took = { host: false, guest: false };
  let bothBack: (() => void) | null = null;
  let received = 0;
  const connect = (role: 'host' | 'guest'): MemoryTransport => {
    if (took[role]) {
      pair = memoryPair({ latencyMs: 2, opensWhen: new Promise<void>((resolve) => (bothBack = resolve)) });
      took.host = took.guest = false;
    } else bothBack?.();
    took[role] = true;
    const t = pair[role === 'host' ? 0 : 1];
    // The third setup message to reach either side takes the link down just after it.
    t.on('message', () => {
      if (++received === 3) setTimeout(() => t.disconnect(), 0);
    });
    return t;
  };
  const settings = { ruleset: 'FAQ' as const, struggle: 'continent' as const, clockSeconds: 0 };
  const host = new FriendMatch({ role: 'host', room: 'kult-testroom7', name: 'Ann', settings, connect });
  const guest = new FriendMatch({ role: 'guest', room: 'kult-testroom7', name: 'Bob', settings, connect });
  host.choose(STARTER_DECKS.archon.majors[0], STARTER_DECKS.archon.cards);
  guest.choose(STARTER_DECKS.angel.majors[0], STARTER_DECKS.angel.cards);
  const notices = new Set<string>();
  for (const p of [host, guest]) p.subscribe((s) => s.notice && notices.add(s.notice));
  for (let i = 0; i < 400 && (host.phase !== 'playing' || guest.phase !== 'playing'); i++) await sleep(5);
  assert.ok(received > 3, 'the link went down mid-setup');
  assert.ok(notices.has('the connection to your friend dropped: reconnecting…'), [...notices].join(' | '));
  assert.equal(host.phase, 'playing', host.snapshot.notice ?? '');
  assert.equal(guest.phase, 'playing', guest.snapshot.notice ?? '');
  assert.equal(host.snapshot.notice, null);
  assert.deepEqual(host.session.agreement, guest.session.agreement);
  host.dispose();
  guest.dispose();
});
