import assert from 'node:assert/strict';
import { test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { FriendMatch } from '../../src/app/friend-match.js';
import { memoryPair, type MemoryTransport } from '../../src/net/memory-transport.js';
import { STARTER_DECKS, floorHolder } from '../../src/kult/index.js';
import { sensibleMove } from '../../src/kult/bots/sensible-bot.js';
import { seedRng, type RngState } from '../../src/engine/rng.js';
import type { MatchStore } from '../../src/net/match-store.js';
import type { SavedSession } from '../../src/net/saved-session.js';

function memoryStore(): MatchStore & { saves: number; last: SavedSession | null } {
  const store = {
    saves: 0,
    last: null as SavedSession | null,
    async save(s: SavedSession) { store.saves++; store.last = JSON.parse(JSON.stringify(s)); },
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
