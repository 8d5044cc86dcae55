// A connection that drops while the two tables are still setting up (handshake, shared seed,
// Major Arcana, deck commitments and cuts) or exchanging the audit: the session keeps what it
// sent, sends it all again on the next connection, and the friend ignores exact copies.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { stateHash } from '../../src/kult/index.js';
import { memoryPair, type MemoryTransport } from '../../src/net/memory-transport.js';
import { linkSession } from '../../src/net/session-link.js';
import { playOut, side, tick, type Side } from '../support/net-duel.js';

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
    assert.equal(stateHash(ca.lockstep!.game), stateHash(cb.lockstep!.game), `the same opening after a drop at message ${n}`);
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
