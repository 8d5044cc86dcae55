// The link between a session actor and its transport (src/net/session-link.ts): what it keeps
// while no transport is open, and what it hands a session that has ended.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { memoryPair } from '../../src/net/memory-transport.js';
import type { Wire } from '../../src/net/protocol.js';
import { linkSession, Outlet, OUTLET_LIMIT, type SessionSink } from '../../src/net/session-link.js';

test(`NET-FLOOD-01 an Outlet keeps at most ${OUTLET_LIMIT} messages while no transport is open, the newest, and sends them in order once one opens`, async () => {
  const outlet = new Outlet();
  for (let i = 0; i < 10_000; i++) outlet.send({ t: 'sync', received: i });
  const [ta, tb] = memoryPair();
  const got: Wire[] = [];
  tb.on('message', (m) => got.push(m as Wire));
  outlet.attach(ta);
  await ta.settled();
  await new Promise((r) => setTimeout(r, 0));
  await ta.settled();
  assert.equal(got.length, OUTLET_LIMIT);
  assert.deepEqual(got.map((m) => (m as { received: number }).received), Array.from({ length: OUTLET_LIMIT }, (_, k) => 10_000 - OUTLET_LIMIT + k));
});

test('NET-FLOOD-01 a session that has ended is handed nothing more from its transport', async () => {
  const [ta, tb] = memoryPair();
  const handed: string[] = [];
  let status = 'active';
  const sink: SessionSink = { send: (e) => handed.push(e.type), getSnapshot: () => ({ status }) };
  linkSession(sink, new Outlet(), tb, true);
  await ta.settled();
  await new Promise((r) => setTimeout(r, 0));
  ta.send({ t: 'sync', received: 0 });
  await ta.settled();
  assert.deepEqual(handed, ['OPEN', 'PEER']);
  status = 'done';
  for (let i = 0; i < 1_000; i++) ta.send({ t: 'sync', received: 0 });
  ta.close();
  await ta.settled();
  await new Promise((r) => setTimeout(r, 0));
  assert.deepEqual(handed, ['OPEN', 'PEER'], 'no message, no close');
});
