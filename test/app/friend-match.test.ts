import assert from 'node:assert/strict';
import { test, type TestContext } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { FriendMatch } from '../../src/app/friend-match.js';
import { memoryPair, type MemoryTransport } from '../../src/net/memory-transport.js';
import { STARTER_DECKS, act, floorHolder, type Action, type GameState, type KultGame } from '../../src/kult/index.js';
import type { PassMode } from '../../src/app/match-port.js';
import { sensibleMove } from '../../src/kult/bots/sensible-bot.js';
import { seedRng, type RngState } from '../../src/engine/rng.js';
import type { MatchStore } from '../../src/net/match-store.js';
import type { SavedSession } from '../../src/net/saved-session.js';
import { GAME, kultState, tokens } from '../support/net-duel.js';

/** A choice the table answers by itself (a chain link, a re-commitment, a cut); where a displaced marker goes is the player's. */
const tableAnswers = (v: { readonly pending: { readonly kind: string } | null }): boolean => v.pending !== null && v.pending.kind !== 'placeMarker';

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
  const settings = { game: { ruleset: 'FAQ' as const, struggle: 'continent' as const }, clockSeconds: 0 };
  const store = memoryStore();
  const host = new FriendMatch({ game: GAME, role: 'host', room: 'kult-testroom', name: 'Ann', settings, connect, store, token: tokens('kult-testroom:host') });
  const guest = new FriendMatch({ game: GAME, role: 'guest', room: 'kult-testroom', name: 'Bob', settings, connect, token: tokens('kult-testroom:guest') });
  host.choose(STARTER_DECKS.archon.majors[0], STARTER_DECKS.archon.cards);
  guest.choose(STARTER_DECKS.angel.majors[0], STARTER_DECKS.angel.cards);
  let rng: RngState = seedRng(3);
  const phases = new Set<string>();
  for (let i = 0; i < 40_000 && !(host.phase === 'audited' && guest.phase === 'audited'); i++) {
    phases.add(host.phase);
    for (const port of [host, guest]) {
      const s = port.snapshot;
      if (port.phase !== 'playing' || s.view.ended || floorHolder(s.view) !== s.me || tableAnswers(s.view)) continue;
      const legal = port.legalActions();
      if (legal.length === 0) continue;
      let move;
      [move, rng] = sensibleMove({ cards: port.game.cards }, s.view, s.me, rng);
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
  const settings = { game: { ruleset: 'FAQ' as const, struggle: 'continent' as const }, clockSeconds: 0 };
  // Fixed tokens: the deal, the chains and so the whole game are the same on every run (with random
  // salts, some deals never cast a Void before the game ended).
  const host = new FriendMatch({ game: GAME, role: 'host', room: 'kult-testroom', name: 'Ann', settings, connect: (r) => ends[r], token: tokens('void-host') });
  const guest = new FriendMatch({ game: GAME, role: 'guest', room: 'kult-testroom', name: 'Bob', settings, connect: (r) => ends[r], token: tokens('void-guest') });
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
  const settings = { game: { ruleset: 'FAQ' as const, struggle: 'continent' as const }, clockSeconds: 0 };
  const host = new FriendMatch({ game: GAME, role: 'host', room: 'kult-testroom2', name: 'Ann', settings, connect: (r) => ends[r], token: tokens('kult-testroom2:host') });
  const guest = new FriendMatch({ game: GAME, role: 'guest', room: 'kult-testroom2', name: 'Bob', settings, connect: (r) => ends[r], token: tokens('kult-testroom2:guest') });
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

test("NET-DISPUTE-01 a refusal of an act this table judged legal stops the match as a dispute: the act stays, the refusal's rules and the act are kept, never its words", async () => {
  const [ta, tb] = memoryPair();
  const settings = { game: { ruleset: 'FAQ' as const, struggle: 'continent' as const }, clockSeconds: 0 };
  const store = memoryStore();
  const host = new FriendMatch({ game: GAME, role: 'host', room: 'kult-testroom3', name: 'Ann', settings, connect: () => ta, store, token: tokens('kult-testroom3:host') });
  const guest = new FriendMatch({ game: GAME, role: 'guest', room: 'kult-testroom3', name: 'Bob', settings, connect: () => tb, token: tokens('kult-testroom3:guest') });
  host.configure({ hold: true });
  guest.configure({ hold: true });
  host.choose(STARTER_DECKS.archon.majors[0], STARTER_DECKS.archon.cards);
  guest.choose(STARTER_DECKS.angel.majors[0], STARTER_DECKS.angel.cards);
  for (let i = 0; i < 200 && (host.phase !== 'playing' || guest.phase !== 'playing'); i++) await sleep(1);
  let rng: RngState = seedRng(5);
  const move = (port: FriendMatch<KultGame>) => {
    const s = port.snapshot;
    if (s.view.ended || tableAnswers(s.view) || floorHolder(s.view) !== s.me) return null;
    let m;
    [m, rng] = sensibleMove({ cards: port.game.cards }, s.view, s.me, rng);
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
  // The friend's table refuses the host's next envelope, a legal act, with words of its own.
  const send = ta.send.bind(ta);
  ta.send = (message: unknown) => {
    const w = message as { t?: string; seq?: number };
    if (w.t !== 'env') return send(message);
    ta.send = send;
    tb.send({ t: 'reject', seq: w.seq, checks: [{ rule: 'K-TIMING-04', ok: false, says: 'Claim your prize at https://prize.example \u202e' + 'W'.repeat(1_900) }, { rule: 'Claim your prize', ok: false, says: 'x' }] });
  };
  assert.equal(host.attempt(m).ok, true);
  assert.equal(host.snapshot.log.length, before.length + 1, 'applied at once');
  for (let i = 0; i < 50 && host.snapshot.status !== 'stopped'; i++) await sleep(1);
  const s = host.snapshot;
  assert.equal(s.status, 'stopped', 'a refusal of a legal act stops the match: honest tables never disagree');
  assert.equal(s.stop?.code, 'refused-legal-act');
  assert.equal(s.stop?.rule, 'NET-DISPUTE-01');
  assert.equal(s.stop?.seq, before.length);
  assert.deepEqual(s.stop?.refusal, ['K-TIMING-04'], "the refusal's rule IDs are kept, never its words");
  assert.deepEqual(s.stop?.envelope?.event, m, 'the refused act is kept as evidence');
  assert.equal(s.log.length, before.length + 1, 'no veto: the act stays (its card was shown; nothing goes back unseen)');
  assert.doesNotMatch(s.notice ?? '', /prize/);
  assert.equal(host.attempt(m).ok, false, 'nothing more is played');
  assert.ok(host.actor.getSnapshot().matches('stopped'));
  assert.equal(store.last?.log.length, before.length + 1, 'the act is saved');
  host.dispose();
  guest.dispose();
});

test('the response clock: changing the pass mode or the stops keeps a running clock\'s deadline (the clock is not restarted)', async () => {
  const [ta, tb] = memoryPair();
  const settings = { game: { ruleset: 'FAQ' as const, struggle: 'continent' as const }, clockSeconds: 30 };
  const host = new FriendMatch({ game: GAME, role: 'host', room: 'kult-testroom4', name: 'Ann', settings, connect: () => ta, token: tokens('kult-testroom4:host') });
  const guest = new FriendMatch({ game: GAME, role: 'guest', room: 'kult-testroom4', name: 'Bob', settings, connect: () => tb, token: tokens('kult-testroom4:guest') });
  for (const port of [host, guest]) port.configure({ hold: true });
  host.choose(STARTER_DECKS.archon.majors[0], STARTER_DECKS.archon.cards);
  guest.choose(STARTER_DECKS.angel.majors[0], STARTER_DECKS.angel.cards);
  for (let i = 0; i < 200 && (host.phase !== 'playing' || guest.phase !== 'playing'); i++) await sleep(1);
  // Play passes until a port holds the floor in a window with its clock running.
  let port: FriendMatch<KultGame> | null = null;
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
  port.configure({ mode: 'full' });
  assert.equal(port.snapshot.responseDeadline, deadline);
  port.configure({ mode: 'steps', stops: ['draw'] });
  assert.equal(port.snapshot.responseDeadline, deadline);
  host.dispose();
  guest.dispose();
});

test('a save that fails is said on the table (the game goes on; a reload here may not resume it)', async () => {
  const [ta, tb] = memoryPair();
  const settings = { game: { ruleset: 'FAQ' as const, struggle: 'continent' as const }, clockSeconds: 0 };
  const broken: MatchStore = { ...memoryStore(), save: async () => { throw new Error('QuotaExceededError: the disk is full'); } };
  const host = new FriendMatch({ game: GAME, role: 'host', room: 'kult-testroom5', name: 'Ann', settings, connect: () => ta, store: broken, token: tokens('kult-testroom5:host') });
  const guest = new FriendMatch({ game: GAME, role: 'guest', room: 'kult-testroom5', name: 'Bob', settings, connect: () => tb, token: tokens('kult-testroom5:guest') });
  host.choose(STARTER_DECKS.archon.majors[0], STARTER_DECKS.archon.cards);
  guest.choose(STARTER_DECKS.angel.majors[0], STARTER_DECKS.angel.cards);
  for (let i = 0; i < 200 && (host.phase !== 'playing' || guest.phase !== 'playing'); i++) await sleep(1);
  assert.equal(host.phase, 'playing', 'the game goes on');
  assert.match(host.snapshot.notice ?? '', /could not be saved on this device \(QuotaExceededError: the disk is full\)/);
  host.dispose();
  guest.dispose();
});

/**
 * Plays a friend match on mocked timers with both tables in `mode`, and checks every window of a
 * floor holder: its table passes by itself after 120 ms where `passes` says so, else it waits for
 * the player with the response clock running from when the window reached it.
 */
async function autoPassInFriendMatch(t: TestContext, mode: PassMode, room: string, passes: (w: NonNullable<GameState['window']>, holder: FriendMatch<KultGame>) => boolean): Promise<void> {
  const [ta, tb] = memoryPair();
  const settings = { game: { ruleset: 'FAQ' as const, struggle: 'continent' as const }, clockSeconds: 30 };
  const host = new FriendMatch({ game: GAME, role: 'host', room, name: 'Ann', settings, connect: () => ta, token: tokens(`${room}:host`) });
  const guest = new FriendMatch({ game: GAME, role: 'guest', room, name: 'Bob', settings, connect: () => tb, token: tokens(`${room}:guest`) });
  for (const p of [host, guest]) p.configure({ mode });
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
  for (let i = 0; i < 2_000 && (seen.passedAlone < 3 || seen.waited < 3); i++) {
    await settle();
    const holder = [host, guest].find((p) => floorHolder(p.snapshot.view) === p.snapshot.me && !p.snapshot.view.pending);
    if (!holder || holder.snapshot.view.ended) break;
    const w = holder.snapshot.view.window;
    if (w && mocked) {
      const top = w.chain.at(-1);
      const expected = passes(w, holder);
      const before = holder.snapshot.log.length;
      const planned = Date.now();
      t.mock.timers.tick(119);
      assert.equal(holder.snapshot.log.length, before, 'nothing passes before 120 ms');
      t.mock.timers.tick(1);
      if (expected) {
        assert.equal(holder.snapshot.log.length, before + 1, `the table passed by itself (${w.kind} window, ${top?.kind ?? 'nothing'} on the floor)`);
        assert.deepEqual(holder.snapshot.log.at(-1)!.action, { type: 'pass', player: holder.snapshot.me });
        seen.passedAlone++;
        continue;
      }
      assert.equal(holder.snapshot.log.length, before, `the table waits for the player (${w.kind} window, ${top?.kind} on the floor)`);
      assert.equal(holder.snapshot.responseDeadline, planned + 30_000, 'the clock runs from when the window reached this player');
      seen.waited++;
    }
    let move;
    [move, rng] = sensibleMove({ cards: holder.game.cards }, holder.snapshot.view, holder.snapshot.me, rng);
    assert.ok(move);
    assert.ok(holder.attempt(move).ok);
    mocked = true;
  }
  assert.ok(seen.passedAlone >= 3 && seen.waited >= 3, JSON.stringify(seen));
  t.mock.timers.reset();
  host.dispose();
  guest.dispose();
}

// No card of the core set answers these (Q-19: no card 'affects' them).
const UNANSWERABLE = new Set(['sway', 'recruit', 'discard', 'weapon']);

test('auto-pass (K-TIMING-04) in a friend match, full control: the floor holder\'s table passes after 120 ms where no card of the set answers the act on the floor (or its own act came back, or a draw window nobody acted in); elsewhere it waits for the player, whose response clock runs from when the window reached it', async (t) => {
  await autoPassInFriendMatch(t, 'full', 'kult-testroom6', (w, holder) => {
    const top = w.chain.at(-1);
    return w.kind !== 'combat' && (!top || top.player === holder.snapshot.me || (w.kind === 'react' && UNANSWERABLE.has(top.kind)));
  });
});

test('auto-pass (K-TIMING-04) in a friend match, the default mode: the table also passes where a card could answer but the act on the floor affects nothing of the player\'s (public information: Game.window\'s affects)', async (t) => {
  let skipped = 0;
  await autoPassInFriendMatch(t, 'affected', 'kult-testroom7', (w, holder) => {
    const g = holder.game.window(holder.snapshot.view, holder.snapshot.me)!;
    const top = w.chain.at(-1);
    const full = w.kind !== 'combat' && (!top || top.player === holder.snapshot.me || (w.kind === 'react' && UNANSWERABLE.has(top.kind)));
    const passes = full || g.affects === null;
    if (passes && !full) skipped++;
    return passes;
  });
  assert.ok(skipped > 0, 'some window full control stops at passes by itself in the default mode');
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
  const settings = { game: { ruleset: 'FAQ' as const, struggle: 'continent' as const }, clockSeconds: 0 };
  const host = new FriendMatch({ game: GAME, role: 'host', room: 'kult-testroom7', name: 'Ann', settings, connect, token: tokens('kult-testroom7:host') });
  const guest = new FriendMatch({ game: GAME, role: 'guest', room: 'kult-testroom7', name: 'Bob', settings, connect, token: tokens('kult-testroom7:guest') });
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

test('NET-SETTINGS-01 a guest whose link showed other settings than the host\'s hello commits nothing until the player accepts them', async () => {
  const [ta, tb] = memoryPair();
  const host = new FriendMatch({ game: GAME, role: 'host', room: 'kult-settings01', name: 'Ann', settings: { game: { ruleset: 'FAQ', struggle: 'world' }, clockSeconds: 30 }, connect: () => ta, token: tokens('kult-settings01:host') });
  // The guest's link said: continent, no clock.
  const guest = new FriendMatch({ game: GAME, role: 'guest', room: 'kult-settings01', name: 'Bob', settings: { game: { ruleset: 'FAQ', struggle: 'continent' }, clockSeconds: 0 }, connect: () => tb, token: tokens('kult-settings01:guest') });
  host.choose(STARTER_DECKS.archon.majors[0], STARTER_DECKS.archon.cards);
  guest.choose(STARTER_DECKS.angel.majors[0], STARTER_DECKS.angel.cards);
  for (let i = 0; i < 100 && guest.settingsToAccept === null; i++) await sleep(1);
  await sleep(20);
  assert.deepEqual(guest.settingsToAccept, { game: { ruleset: 'FAQ', struggle: 'world' }, clockSeconds: 30 });
  assert.equal(guest.phase, 'accepting-settings');
  assert.equal(guest.session.mine.choice, undefined, 'the guest\'s choice is held back');
  assert.equal(host.session.peer.choiceCommit, undefined, 'the host has no commitment to a Major from the guest');
  assert.equal(host.phase, 'revealing', 'the host waits');
  guest.acceptSettings();
  assert.equal(guest.settingsToAccept, null);
  const phase = (p: FriendMatch<KultGame>): string => p.phase;
  for (let i = 0; i < 200 && (phase(host) !== 'playing' || phase(guest) !== 'playing'); i++) await sleep(1);
  assert.equal(phase(guest), 'playing');
  assert.deepEqual([guest.session.settings.game['struggle'], guest.session.settings.clockSeconds], ['world', 30]);
  assert.equal(kultState(guest.session.lockstep!).struggle, 'world');
  host.dispose();
  guest.dispose();
});

test('NET-SETTINGS-01 a guest whose link showed the host\'s settings goes on without asking', async () => {
  const [ta, tb] = memoryPair();
  const settings = { game: { ruleset: 'FAQ' as const, struggle: 'world' as const }, clockSeconds: 45 };
  const host = new FriendMatch({ game: GAME, role: 'host', room: 'kult-settings02', name: 'Ann', settings, connect: () => ta, token: tokens('kult-settings02:host') });
  const guest = new FriendMatch({ game: GAME, role: 'guest', room: 'kult-settings02', name: 'Bob', settings, connect: () => tb, token: tokens('kult-settings02:guest') });
  // The guest chooses before the host's hello arrives: the choice waits for it, then goes by itself.
  guest.choose(STARTER_DECKS.angel.majors[0], STARTER_DECKS.angel.cards);
  host.choose(STARTER_DECKS.archon.majors[0], STARTER_DECKS.archon.cards);
  const phases = new Set<string>();
  guest.subscribe(() => phases.add(guest.phase));
  for (let i = 0; i < 200 && (host.phase !== 'playing' || guest.phase !== 'playing'); i++) await sleep(1);
  assert.equal(guest.phase, 'playing');
  assert.ok(!phases.has('accepting-settings'), [...phases].join(', '));
  host.dispose();
  guest.dispose();
});

test('NET-SETTINGS-01 a hello with a response clock the lobby does not offer (1 s) is refused: the guest fails naming the rule and commits nothing', async () => {
  const [ta, tb] = memoryPair();
  const host = new FriendMatch({ game: GAME, role: 'host', room: 'kult-settings03', name: 'Ann', settings: { game: { ruleset: 'FAQ', struggle: 'continent' }, clockSeconds: 1 }, connect: () => ta, token: tokens('kult-settings03:host') });
  const guest = new FriendMatch({ game: GAME, role: 'guest', room: 'kult-settings03', name: 'Bob', settings: { game: { ruleset: 'FAQ', struggle: 'continent' }, clockSeconds: 1 }, connect: () => tb, token: tokens('kult-settings03:guest') });
  host.choose(STARTER_DECKS.archon.majors[0], STARTER_DECKS.archon.cards);
  guest.choose(STARTER_DECKS.angel.majors[0], STARTER_DECKS.angel.cards);
  for (let i = 0; i < 200 && guest.phase !== 'failed'; i++) await sleep(1);
  assert.equal(guest.phase, 'failed');
  assert.equal(guest.session.error?.code, 'protocol');
  assert.match(guest.session.error?.message ?? '', /clockSeconds.*NET-SETTINGS-01/);
  assert.equal(host.session.peer.choiceCommit, undefined);
  host.dispose();
  guest.dispose();
});

test('NET-AUDIT-04 a friend who never shows its cards after the game leaves the result unverified, counted against it; a late audit is still checked', async () => {
  const [ta, tb] = memoryPair();
  // The guest's table keeps its audit to itself (a cheater who lost, or closed its tab).
  const withheld: unknown[] = [];
  const send = tb.send.bind(tb);
  tb.send = (message: unknown) => ((message as { t?: string }).t === 'audit' ? void withheld.push(message) : send(message));
  const settings = { game: { ruleset: 'FAQ' as const, struggle: 'continent' as const }, clockSeconds: 0 };
  const host = new FriendMatch({ game: GAME, role: 'host', room: 'kult-testroom9', name: 'Ann', settings, connect: () => ta, auditWaitMs: 200, token: tokens('kult-testroom9:host') });
  const guest = new FriendMatch({ game: GAME, role: 'guest', room: 'kult-testroom9', name: 'Bob', settings, connect: () => tb, token: tokens('kult-testroom9:guest') });
  host.choose(STARTER_DECKS.archon.majors[0], STARTER_DECKS.archon.cards);
  guest.choose(STARTER_DECKS.angel.majors[0], STARTER_DECKS.angel.cards);
  let rng: RngState = seedRng(3);
  for (let i = 0; i < 40_000 && !host.snapshot.view.ended; i++) {
    for (const port of [host, guest]) {
      const s = port.snapshot;
      if (port.phase !== 'playing' || s.view.ended || floorHolder(s.view) !== s.me || tableAnswers(s.view)) continue;
      let move;
      [move, rng] = sensibleMove({ cards: port.game.cards }, s.view, s.me, rng);
      if (move) port.attempt(move);
    }
    await sleep(0);
  }
  for (let i = 0; i < 100 && host.phase !== 'auditing'; i++) await sleep(1);
  assert.equal(host.phase, 'auditing', 'the host waits for the guest\'s cards');
  const kind = (): string => host.snapshot.fairPlay.kind;
  assert.equal(kind(), 'waiting');
  for (let i = 0; i < 100 && kind() !== 'overdue'; i++) await sleep(5);
  assert.equal(kind(), 'overdue', 'after the wait the result says the friend did not show its cards');
  assert.deepEqual(host.snapshot.violations.map((v) => [v.code, v.rule]), [['no-audit', 'NET-AUDIT-04']]);
  // The audit comes late after all: it is checked, and fair play is verified after all.
  assert.ok(withheld.length > 0);
  send(withheld[0]);
  for (let i = 0; i < 100 && kind() !== 'audited'; i++) await sleep(1);
  const fp = host.snapshot.fairPlay;
  assert.equal(fp.kind, 'audited');
  assert.ok(fp.kind === 'audited' && fp.audit.fair);
  assert.deepEqual(host.snapshot.violations, [], 'a late audit that is fair leaves no violation');
  host.dispose();
  guest.dispose();
});

test('NET-AUDIT-04 a friend who loses and never acknowledges the winning act: its cards are overdue all the same, the result is not left checking', async () => {
  const [ta, tb] = memoryPair();
  const settings = { game: { ruleset: 'FAQ' as const, struggle: 'continent' as const }, clockSeconds: 0 };
  const host = new FriendMatch({ game: GAME, role: 'host', room: 'kult-testroom10', name: 'Ann', settings, connect: () => ta, auditWaitMs: 200, token: tokens('kult-testroom10:host') });
  const guest = new FriendMatch({ game: GAME, role: 'guest', room: 'kult-testroom10', name: 'Bob', settings, connect: () => tb, token: tokens('kult-testroom10:guest') });
  // Once the host's game is over, the guest's table answers nothing more (no ack, no audit).
  const send = tb.send.bind(tb);
  tb.send = (message: unknown) => (host.snapshot.view.ended ? undefined : send(message));
  host.choose(STARTER_DECKS.archon.majors[0], STARTER_DECKS.archon.cards);
  guest.choose(STARTER_DECKS.angel.majors[0], STARTER_DECKS.angel.cards);
  // The guest plays for time (it moves no markers, and never makes an act that ends the game), so the host wins by an act of its own.
  const passive = (a: Action): boolean => ['pass', 'endStep', 'declineAttack', 'discard'].includes(a.type) || (a.type === 'recruit' && !a.accept);
  let rng: RngState = seedRng(4);
  for (let i = 0; i < 40_000 && !host.snapshot.view.ended; i++) {
    for (const port of [host, guest]) {
      const s = port.snapshot;
      if (port.phase !== 'playing' || s.view.ended || floorHolder(s.view) !== s.me || tableAnswers(s.view)) continue;
      let move: Action | null | undefined;
      if (port === guest) {
        const open = port.legalActions().filter((a) => act({ cards: port.game.cards }, s.view, a).state.ended === null);
        move = open.find(passive) ?? open[0];
      }
      if (!move) [move, rng] = sensibleMove({ cards: port.game.cards }, s.view, s.me, rng);
      if (move) port.attempt(move);
    }
    await sleep(0);
  }
  const ls = host.session.lockstep!;
  assert.equal(ls.log.at(-1)!.from, 'host', 'the host played the winning act');
  assert.ok(ls.unacked.some((u) => u.seq === ls.log.at(-1)!.seq), 'which the guest never acknowledged');
  const kind = (): string => host.snapshot.fairPlay.kind;
  for (let i = 0; i < 100 && kind() !== 'overdue'; i++) await sleep(5);
  assert.equal(kind(), 'overdue', 'after the wait the result says the friend did not show its cards');
  assert.deepEqual(host.snapshot.violations.map((v) => [v.code, v.rule]), [['no-audit', 'NET-AUDIT-04']]);
  host.dispose();
  guest.dispose();
});

test('NET-ABANDON-01 a friend whose table leaves a game under way (its bye) ends it unfinished: the table stays with its final state, the stop names the rule', async () => {
  const [ta, tb] = memoryPair();
  const settings = { game: { ruleset: 'FAQ' as const, struggle: 'continent' as const }, clockSeconds: 0 };
  const host = new FriendMatch({ game: GAME, role: 'host', room: 'kult-testroom10', name: 'Ann', settings, connect: () => ta, token: tokens('kult-testroom10:host') });
  const guest = new FriendMatch({ game: GAME, role: 'guest', room: 'kult-testroom10', name: 'Bob', settings, connect: () => tb, token: tokens('kult-testroom10:guest') });
  host.choose(STARTER_DECKS.archon.majors[0], STARTER_DECKS.archon.cards);
  guest.choose(STARTER_DECKS.angel.majors[0], STARTER_DECKS.angel.cards);
  for (let i = 0; i < 200 && (host.phase !== 'playing' || guest.phase !== 'playing'); i++) await sleep(1);
  const played = host.snapshot.log.length;
  tb.send({ t: 'bye', reason: 'protocol' });
  for (let i = 0; i < 50 && host.snapshot.status !== 'stopped'; i++) await sleep(1);
  const s = host.snapshot;
  assert.equal(s.status, 'stopped');
  assert.equal(s.stop?.code, 'abandoned');
  assert.equal(s.stop?.rule, 'NET-ABANDON-01');
  assert.equal(s.log.length, played, 'the final state stays on the table');
  assert.ok(s.violations.some((v) => v.code === 'abandoned'));
  assert.notEqual(s.fairPlay.kind, 'audited');
  host.dispose();
  guest.dispose();
});

test('?inspect in a friend match: the KULT turn chart follows the lockstep, so the inspector sees the steps and windows both tables play through', async () => {
  const [ta, tb] = memoryPair();
  const settings = { game: { ruleset: 'FAQ' as const, struggle: 'continent' as const }, clockSeconds: 0 };
  const steps = new Set<string>();
  const inspect = (e: { type: string; snapshot?: unknown }): void => {
    const value = e.type === '@xstate.snapshot' ? (e.snapshot as { value?: unknown }).value : undefined;
    // The turn chart's values are objects whose top key is the step ({ sway: 'window' }).
    if (value && typeof value === 'object' && !('playing' in value)) steps.add(Object.keys(value)[0]!);
  };
  const host = new FriendMatch({ game: GAME, role: 'host', room: 'kult-inspect', name: 'Ann', settings, connect: () => ta, token: tokens('kult-inspect:host'), inspect: inspect as never });
  const guest = new FriendMatch({ game: GAME, role: 'guest', room: 'kult-inspect', name: 'Bob', settings, connect: () => tb, token: tokens('kult-inspect:guest') });
  host.choose(STARTER_DECKS.archon.majors[0], STARTER_DECKS.archon.cards);
  guest.choose(STARTER_DECKS.angel.majors[0], STARTER_DECKS.angel.cards);
  let rng: RngState = seedRng(5);
  for (let i = 0; i < 4_000 && !(steps.has('deeds') && steps.has('discard')); i++) {
    for (const port of [host, guest]) {
      const s = port.snapshot;
      if (port.phase !== 'playing' || s.view.ended || floorHolder(s.view) !== s.me || tableAnswers(s.view)) continue;
      let move: Action | null;
      [move, rng] = sensibleMove({ cards: port.game.cards }, s.view, s.me, rng);
      if (move) port.attempt(move);
    }
    await sleep(0);
  }
  assert.ok(['draw', 'sway', 'deeds', 'discard'].every((s) => steps.has(s)), `the inspector saw the turn's steps: ${[...steps].join(', ')}`);
  host.dispose();
  guest.dispose();
});

test("issue 13 each table recaps every act from its own states: The Void's random discard is named to its victim's table only, and a reloaded table recaps the log the same (the one replay)", async () => {
  const [ta, tb] = memoryPair();
  const ends: Record<'host' | 'guest', MemoryTransport> = { host: ta, guest: tb };
  const settings = { game: { ruleset: 'FAQ' as const, struggle: 'continent' as const }, clockSeconds: 0 };
  const store = memoryStore();
  const host = new FriendMatch({ game: GAME, role: 'host', room: 'kult-testroom', name: 'Ann', settings, connect: (r) => ends[r], store, token: tokens('void-host') });
  const guest = new FriendMatch({ game: GAME, role: 'guest', room: 'kult-testroom', name: 'Bob', settings, connect: (r) => ends[r], token: tokens('void-guest') });
  // The host holds The Void (the deal of the test above): play Commandments first until it is cast and drawn.
  host.choose(STARTER_DECKS.angel.majors[0], STARTER_DECKS.angel.cards);
  guest.choose(STARTER_DECKS.archon.majors[0], STARTER_DECKS.archon.cards);
  const rank = (m: Action): number => (m.type === 'discard' && m.card ? 0 : m.type === 'commandment' || m.type === 'spell' ? 1 : m.type === 'pass' ? 2 : ['endStep', 'declineAttack'].includes(m.type) || (m.type === 'recruit' && !m.accept) ? 3 : m.type === 'discard' ? 4 : 9);
  type Recap = { names: Record<string, string>; outcomes: Array<{ kind: string; iid?: string; from?: { zone: string; player: string } | null; to?: { zone: string } | null }> };
  const lostAt = () => guest.snapshot.log.findIndex((e) => e.action.type === 'random' && (e.recap as Recap).outcomes.some((o) => o.kind === 'card' && o.from?.zone === 'hand' && o.from.player === 'guest'));
  for (let i = 0; i < 40_000 && (lostAt() < 0 || host.snapshot.log.length <= lostAt()); i++) {
    for (const port of [host, guest]) {
      const s = port.snapshot;
      if (port.phase !== 'playing' || s.view.ended || floorHolder(s.view) !== s.me || s.view.pending) continue;
      const move = port.legalActions().filter((m) => rank(m) < 9).sort((a, b) => rank(a) - rank(b))[0];
      if (move) assert.ok(port.attempt(move).ok);
    }
    await new Promise((r) => setImmediate(r));
  }
  const seq = lostAt();
  assert.ok(seq >= 0, 'The Void was cast on the guest and its random discard drawn');
  const mine = guest.snapshot.log[seq]!.recap as Recap;
  const theirs = host.snapshot.log[seq]!.recap as Recap;
  const lost = mine.outcomes.find((o) => o.kind === 'card' && o.from?.zone === 'hand')!.iid!;
  assert.equal(mine.names[lost], guest.session.lockstep!.mine[lost]!.card, "the victim's table names its own card");
  assert.ok(theirs.outcomes.some((o) => o.kind === 'card' && o.iid === lost && o.to?.zone === 'discardPile'), "the caster's table tells a card left that hand");
  assert.equal(theirs.names[lost], undefined, "the caster's table never saw it, and does not name it");
  // Every entry on both tables carries its own table's recap.
  for (const port of [host, guest]) assert.ok(port.snapshot.log.every((e) => e.recap !== undefined));

  // A reload: the table made again from its save recaps the log the same, by the one replay.
  await sleep(0);
  const [again] = memoryPair();
  const reloaded = new FriendMatch({ game: GAME, role: 'host', room: 'kult-testroom', name: 'Ann', settings, connect: () => again, resume: store.last!, token: tokens('void-host-2') });
  const saved = store.last!.log.length;
  assert.ok(saved > seq, 'the save holds the discard');
  assert.equal(reloaded.snapshot.log.length, saved);
  assert.deepEqual(reloaded.snapshot.log.map((e) => e.recap), host.snapshot.log.slice(0, saved).map((e) => e.recap));
  reloaded.dispose();
  host.dispose();
  guest.dispose();
});
