// A connection that drops while the two tables are still setting up (handshake, shared seed,
// Major Arcana, deck commitments and cuts) or exchanging the audit: the session keeps what it
// sent, sends it all again on the next connection, and the friend ignores exact copies.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createActor } from 'xstate';
import { sessionMachine, toSaved } from '../../machines/session.js';
import { seedRng } from '../../src/engine/rng.js';
import { sensibleMove } from '../../src/kult/bots/sensible-bot.js';
import { coreCards, floorHolder, stateHash, STARTER_DECKS } from '../../src/kult/index.js';
import { privateState } from '../../src/kult/state/private-state.js';
import { memoryPair, type MemoryTransport } from '../../src/net/memory-transport.js';
import { parseSavedSession, type SavedSession } from '../../src/net/saved-session.js';
import { linkSession } from '../../src/net/session-link.js';
import { playOut, SETTINGS, sessionActor, side, tick, tokens, type SessionActor, type Side, kultState } from '../support/net-duel.js';

/** Both sessions, linked by a pair that goes down right after the `n`th message either side received. */
function dropAfter(n: number): { a: Side; b: Side; dropped: () => boolean; link: () => MemoryTransport; relink: () => Promise<void> } {
  let [ta, tb] = memoryPair({ latencyMs: 1 });
  const a = side('host', ta);
  const b = side('guest', tb);
  let received = 0;
  let down = false;
  for (const t of [ta, tb]) {
    // Registered after the session's own listener: the session has handled the message (and
    // sent its answers, still in flight) when the link goes down.
    t.on('message', () => {
      if (++received === n && !down) {
        down = true;
        ta.disconnect();
      }
    });
  }
  return {
    a,
    b,
    dropped: () => down,
    link: () => ta,
    relink: async () => {
      await tick(ta);
      [ta, tb] = ta.reconnect();
      a.unlink();
      b.unlink();
      a.unlink = linkSession(a.actor, a.outlet, ta, false);
      b.unlink = linkSession(b.actor, b.outlet, tb, false);
    },
  };
}

async function until(done: () => boolean, link: () => MemoryTransport, what: () => string): Promise<void> {
  for (let i = 0; i < 500 && !done(); i++) await tick(link());
  assert.ok(done(), what());
}

const playing = (s: Side): boolean => s.actor.getSnapshot().matches('playing');
const where = (a: Side, b: Side) => () => `host ${JSON.stringify(a.actor.getSnapshot().value)} ${a.actor.getSnapshot().context.error?.message ?? ''}, guest ${JSON.stringify(b.actor.getSnapshot().value)} ${b.actor.getSnapshot().context.error?.message ?? ''}`;

test('a connection dropped after any message of the setup is made again and the match starts, the same on both tables (K-SETUP-02, K-SETUP-04)', async () => {
  let n = 1;
  for (; ; n++) {
    const { a, b, dropped, link, relink } = dropAfter(n);
    await until(() => dropped() || (playing(a) && playing(b)), link, where(a, b));
    if (!dropped()) break; // the setup finished in fewer than n messages: every cut point is covered
    const stuckAt = where(a, b)();
    await relink();
    await until(() => playing(a) && playing(b), link, () => `dropped after message ${n} (${stuckAt}); then ${where(a, b)()}`);
    const [ca, cb] = [a.actor.getSnapshot().context, b.actor.getSnapshot().context];
    assert.equal(ca.error, null);
    assert.equal(stateHash(kultState(ca.lockstep!)), stateHash(kultState(cb.lockstep!)), `the same opening after a drop at message ${n}`);
    assert.deepEqual(ca.agreement, cb.agreement);
    a.actor.stop();
    b.actor.stop();
  }
  assert.ok(n > 12, `the setup takes ${n - 1} messages`);
});

test('a drop mid-setup, then the whole game: every event once, identical logs, and both audits say fair play', async () => {
  const { a, b, dropped, link, relink } = dropAfter(7);
  await until(dropped, link, where(a, b));
  await relink();
  await playOut(a, b, link);
  for (const s of [a, b]) {
    const snap = s.actor.getSnapshot();
    assert.ok(snap.matches('audit'), JSON.stringify(snap.value));
    assert.equal(snap.context.audit?.fair, true, JSON.stringify(snap.context.audit?.checks.filter((c) => !c.ok)));
  }
  assert.deepEqual(a.actor.getSnapshot().context.lockstep!.log.map((r) => r.hash), b.actor.getSnapshot().context.lockstep!.log.map((r) => r.hash));
});

test('a drop while the audits cross: each table sends its audit again and both end audited, fair', async () => {
  let [ta, tb] = memoryPair({ latencyMs: 1 });
  const a = side('host', ta);
  const b = side('guest', tb);
  let cut = false;
  const relink = (): void => {
    [ta, tb] = ta.reconnect();
    a.unlink();
    b.unlink();
    a.unlink = linkSession(a.actor, a.outlet, ta, false);
    b.unlink = linkSession(b.actor, b.outlet, tb, false);
  };
  // The first audit to arrive takes the link down with it: the other one is lost in flight.
  // Both tables come back a moment later.
  for (const t of [ta, tb]) {
    t.on('message', (m) => {
      if (cut || (m as { t?: string }).t !== 'audit') return;
      cut = true;
      ta.disconnect();
      setTimeout(relink, 5);
    });
  }
  await playOut(a, b, () => ta);
  assert.ok(cut, 'the link went down during the audit');
  for (const s of [a, b]) {
    const snap = s.actor.getSnapshot();
    assert.ok(snap.matches('audit'), where(a, b)());
    assert.equal(snap.context.audit?.fair, true, JSON.stringify(snap.context.audit?.checks.filter((c) => !c.ok)));
  }
});

test('a setup message sent again with a different value is still refused as a protocol error', async () => {
  const [ta, tb] = memoryPair({ latencyMs: 50 });
  const a = side('host', ta);
  const b = side('guest', tb);
  while (ta.state !== 'open') await new Promise((r) => setTimeout(r, 1));
  // The friend's own messages are still 50 ms away: these stand in for them.
  assert.ok(a.actor.getSnapshot().matches('handshake'));
  const commitment = { t: 'commit', what: 'seed', hash: 'a'.repeat(64) };
  a.actor.send({ type: 'PEER', data: commitment });
  a.actor.send({ type: 'PEER', data: { ...commitment } });
  assert.equal(a.actor.getSnapshot().context.error, null, 'an exact copy changes nothing');
  assert.equal(a.actor.getSnapshot().context.peer.seedCommit, 'a'.repeat(64));
  a.actor.send({ type: 'PEER', data: { ...commitment, hash: 'f'.repeat(64) } });
  const snap = a.actor.getSnapshot();
  assert.equal(snap.context.error?.code, 'protocol');
  assert.match(snap.context.error?.message ?? '', /sent seedCommit twice, differently/);
  assert.ok(snap.matches('failed'));
  a.actor.stop();
  b.actor.stop();
});

// Message by message: two session actors whose outgoing messages wait in queues, so a test can
// lose exactly the ones a drop would (in one direction only, as links do).
type Queue = unknown[];
function actorWith(role: 'host' | 'guest', queue: Queue, resume?: SavedSession, tokenPrefix: string = role): SessionActor {
  return sessionActor({ role, name: role, settings: SETTINGS, token: tokens(tokenPrefix), ...(resume ? { resume } : {}) }, (m) => queue.push(JSON.parse(JSON.stringify(m))));
}

/** Delivers queued messages both ways until none is left; `keep` may hold one back instead (returns false). */
function pump(a: SessionActor, qa: Queue, b: SessionActor, qb: Queue, keep: (m: { t: string }, from: 'a' | 'b') => boolean = () => true): void {
  for (let moved = true; moved; ) {
    moved = false;
    for (const [from, q, to] of [['a', qa, b], ['b', qb, a]] as const) {
      while (q.length) {
        const m = q.shift() as { t: string };
        if (keep(m, from)) to.send({ type: 'PEER', data: m });
        moved = true;
      }
    }
  }
}

function startBoth(): { host: SessionActor; guest: SessionActor; qh: Queue; qg: Queue } {
  const qh: Queue = [];
  const qg: Queue = [];
  const host = actorWith('host', qh);
  const guest = actorWith('guest', qg);
  for (const s of [host, guest]) s.send({ type: 'OPEN' });
  host.send({ type: 'CHOOSE', choice: STARTER_DECKS.archon.majors[0], list: STARTER_DECKS.archon.cards });
  guest.send({ type: 'CHOOSE', choice: STARTER_DECKS.angel.majors[0], list: STARTER_DECKS.angel.cards });
  return { host, guest, qh, qg };
}

test('an own act lost in a drop while the friend was still setting up is sent again on reconnect (the friend never asks for it)', () => {
  const { host, guest, qh, qg } = startBoth();
  // Everything but the two cuts arrives; then the guest's cut reaches the host, which plays.
  const cuts: Record<'a' | 'b', unknown[]> = { a: [], b: [] };
  pump(host, qh, guest, qg, (m, from) => (m.t === 'cut' ? (cuts[from].push(m), false) : true));
  host.send({ type: 'PEER', data: cuts.b[0] });
  const game = kultState(host.getSnapshot().context.lockstep!);
  assert.equal(floorHolder(game), 'host', 'with these tokens the host plays first');
  const [move] = sensibleMove({ cards: coreCards() }, privateState(game, host.getSnapshot().context.lockstep!.mine), 'host', seedRng(1));
  host.send({ type: 'ACT', action: move! });
  // The link drops: the host's cut and its first act are lost.
  qh.length = 0;
  for (const s of [host, guest]) s.send({ type: 'CLOSED' });
  for (const s of [host, guest]) s.send({ type: 'OPEN' });
  pump(host, qh, guest, qg);
  const [h, g] = [host.getSnapshot().context.lockstep!, guest.getSnapshot().context.lockstep];
  assert.ok(g, `the guest plays: ${JSON.stringify(guest.getSnapshot().value)}`);
  assert.equal(g.log.length, 1, 'the guest has the host\'s act');
  assert.deepEqual(h.unacked, [], 'and acknowledged it');
  assert.equal(h.log[0]!.hash, g.log[0]!.hash);
});

/** The host's page reloads: a new actor from its save (through JSON, as stored); both tables reconnect. */
function reloadHost(host: SessionActor, qh: Queue, guest: SessionActor, qg: Queue): { saved: SavedSession; reloaded: SessionActor } {
  const parsed = parseSavedSession(JSON.parse(JSON.stringify(toSaved(host.getSnapshot().context, 'kult-reload01'))));
  assert.ok(parsed.ok);
  host.stop();
  qh.length = 0;
  guest.send({ type: 'CLOSED' });
  const reloaded = actorWith('host', qh, parsed.saved, 'host-reloaded');
  for (const s of [reloaded, guest]) s.send({ type: 'OPEN' });
  pump(reloaded, qh, guest, qg);
  return { saved: parsed.saved, reloaded };
}

/** The host gets the guest's cut and plays; the host's own cut has not reached the guest. */
function hostPlaysGuestWaits(): ReturnType<typeof startBoth> {
  const both = startBoth();
  const { host, guest, qh, qg } = both;
  const cuts: unknown[] = [];
  pump(host, qh, guest, qg, (m, from) => (m.t === 'cut' && from === 'b' ? (cuts.push(m), false) : m.t !== 'cut'));
  host.send({ type: 'PEER', data: cuts[0] });
  assert.ok(host.getSnapshot().matches('playing'));
  return both;
}

test('a table reloaded just after its play began sends its cut again: a friend still waiting for it starts too', () => {
  const { host, guest, qh, qg } = hostPlaysGuestWaits();
  assert.ok(guest.getSnapshot().matches('piles'), 'the guest still waits for the host\'s cut');
  const { reloaded } = reloadHost(host, qh, guest, qg);
  assert.ok(guest.getSnapshot().matches('playing'), JSON.stringify(guest.getSnapshot().value));
  assert.equal(stateHash(kultState(guest.getSnapshot().context.lockstep!)), stateHash(kultState(reloaded.getSnapshot().context.lockstep!)));
});

test('a friend whose table started again during the setup (a reload, or Try again) is named as such, not called a cheat', () => {
  const qh: Queue = [];
  const qg: Queue = [];
  const host = actorWith('host', qh);
  let guest = actorWith('guest', qg);
  for (const s of [host, guest]) s.send({ type: 'OPEN' });
  pump(host, qh, guest, qg);
  // The guest's page reloads before the match began: a fresh session, fresh secrets, same room.
  guest.stop();
  qg.length = 0;
  guest = actorWith('guest', qg, undefined, 'guest-again');
  guest.send({ type: 'OPEN' });
  host.send({ type: 'CLOSED' });
  host.send({ type: 'OPEN' });
  pump(host, qh, guest, qg);
  const error = host.getSnapshot().context.error;
  assert.equal(error?.code, 'restarted');
  assert.match(error?.message ?? '', /started the match again before it began/);
});

test('a page reloaded during the setup: both tables stop with their reasons (restarted, and the friend stopped), neither waits for ever', () => {
  const started = startBoth();
  const { guest, qh, qg } = started;
  let host = started.host;
  // Both commit to their Majors; the host's page reloads before the reveals.
  pump(host, qh, guest, qg, (m) => m.t !== 'reveal' || (m as { what?: string }).what !== 'choice');
  host.stop();
  qh.length = 0;
  guest.send({ type: 'CLOSED' });
  host = actorWith('host', qh, undefined, 'host-reloaded');
  host.send({ type: 'CHOOSE', choice: STARTER_DECKS.archon.majors[0], list: STARTER_DECKS.archon.cards });
  for (const s of [host, guest]) s.send({ type: 'OPEN' });
  pump(host, qh, guest, qg);
  const [h, g] = [host.getSnapshot(), guest.getSnapshot()];
  assert.ok(g.matches('failed') && h.matches('failed'), `host ${JSON.stringify(h.value)}, guest ${JSON.stringify(g.value)}`);
  assert.equal(g.context.error?.code, 'restarted');
  assert.equal(h.context.error?.code, 'friend-stopped');
  assert.match(h.context.error?.message ?? '', /your friend's table stopped the match \(restarted\)/);
});

test('a friend whose page reloaded into a new setup while this table already plays: the match stops on both tables, it does not play on with two agreements', () => {
  // The guest's page reloads before the host's cut comes.
  const { host, guest, qh, qg } = hostPlaysGuestWaits();
  guest.stop();
  qg.length = 0;
  qh.length = 0;
  host.send({ type: 'CLOSED' });
  const again = actorWith('guest', qg, undefined, 'guest-reloaded');
  again.send({ type: 'CHOOSE', choice: STARTER_DECKS.angel.majors[0], list: STARTER_DECKS.angel.cards });
  for (const s of [host, again]) s.send({ type: 'OPEN' });
  pump(host, qh, again, qg);
  const [h, g] = [host.getSnapshot(), again.getSnapshot()];
  assert.ok(h.matches('failed'), JSON.stringify(h.value));
  // In play: not "before it began" (issue 11, item 13).
  assert.equal(h.context.error?.code, 'restarted-in-play');
  assert.doesNotMatch(h.context.error?.message ?? '', /before it began/);
  assert.match(h.context.error?.message ?? '', /started a new match while this one was being played/);
  assert.ok(g.matches('failed'), JSON.stringify(g.value));
  assert.equal(g.context.error?.code, 'friend-stopped');
});

test('a table whose connection attempt fails before the friend is on the line says nothing to the friend (another attempt may open)', () => {
  const q: Queue = [];
  const host = actorWith('host', q);
  host.send({ type: 'FAILED', code: 'peer-not-found', message: 'no room yet' });
  assert.ok(host.getSnapshot().matches('failed'));
  assert.deepEqual(q.filter((m) => (m as { t: string }).t === 'bye'), []);
});

test('a bye whose reason is not an error code is refused as malformed: a peer cannot write words into this table\'s error', () => {
  const { host, guest, qh, qg } = startBoth();
  pump(host, qh, guest, qg, (m) => m.t === 'hello' || (m.t === 'commit' && (m as { what?: string }).what === 'seed'));
  host.send({ type: 'PEER', data: { t: 'bye', reason: 'Your friend won. Send your card details to claim the prize.' } });
  const error = host.getSnapshot().context.error;
  assert.equal(error?.code, 'protocol');
  assert.doesNotMatch(error?.message ?? '', /prize/);
});

test('a bye whose reason has the form of a code but is none this table knows reads as an unknown reason: a code cannot be made to read as a sentence', () => {
  const { host, guest, qh, qg } = startBoth();
  pump(host, qh, guest, qg, (m) => m.t === 'hello' || (m.t === 'commit' && (m as { what?: string }).what === 'seed'));
  host.send({ type: 'PEER', data: { t: 'bye', reason: 'claim-your-prize-at-prize-example' } });
  const error = host.getSnapshot().context.error;
  assert.equal(error?.code, 'friend-stopped');
  assert.doesNotMatch(error?.message ?? '', /prize/);
  assert.match(error?.message ?? '', /for a reason this table does not know/);
  // A code it knows is named, with this table's words for it.
  const other = startBoth();
  pump(other.host, other.qh, other.guest, other.qg, (m) => m.t === 'hello');
  other.host.send({ type: 'PEER', data: { t: 'bye', reason: 'version' } });
  assert.match(other.host.getSnapshot().context.error?.message ?? '', /\(version\): the two tables run different versions/);
});

test('a table resumed from its save still tells a friend whose page started a new setup (the friend\'s nonce is saved with the match), and not a friend who merely sends its setup again', () => {
  const { host, guest, qh, qg } = startBoth();
  pump(host, qh, guest, qg);
  assert.ok(host.getSnapshot().matches('playing') && guest.getSnapshot().matches('playing'));
  // The host's page reloads; the guest (the same table) reconnects and sends its setup again: nothing happens.
  const nonce = host.getSnapshot().context.peer.hello!.nonce;
  const { saved, reloaded: resumed } = reloadHost(host, qh, guest, qg);
  assert.equal(saved.friendNonce, nonce);
  assert.equal(resumed.getSnapshot().context.error, null);
  assert.ok(resumed.getSnapshot().matches({ playing: 'connected' }), JSON.stringify(resumed.getSnapshot().value));
  // Now the guest's page starts afresh (nothing to resume there): the resumed host tells.
  guest.stop();
  qg.length = 0;
  resumed.send({ type: 'CLOSED' });
  const fresh = actorWith('guest', qg, undefined, 'guest-fresh');
  for (const s of [resumed, fresh]) s.send({ type: 'OPEN' });
  pump(resumed, qh, fresh, qg);
  assert.equal(resumed.getSnapshot().context.error?.code, 'restarted-in-play');
  assert.equal(fresh.getSnapshot().context.error?.code, 'friend-stopped');
});
