import { describe, it, mock } from 'node:test';
import assert from 'node:assert/strict';
import { memoryPair, type MemoryTransport } from '../../src/net/memory-transport.js';
import { Emitter, TRANSPORT_ERROR_TYPES, TransportError, isFatal, whenOpen, type TransportErrorEvent } from '../../src/net/transport.js';

/** Every event of a transport, in order. */
function record(t: MemoryTransport): Array<[string, unknown]> {
  const log: Array<[string, unknown]> = [];
  for (const name of ['open', 'message', 'error', 'close'] as const) t.on(name, (p: unknown) => log.push([name, p]));
  return log;
}

async function openPair(options?: Parameters<typeof memoryPair>[0]): Promise<[MemoryTransport, MemoryTransport]> {
  const [a, b] = memoryPair(options);
  await Promise.all([whenOpen(a), whenOpen(b)]);
  return [a, b];
}

describe('memoryPair', () => {
  it('starts connecting and opens both ends asynchronously', async () => {
    const [a, b] = memoryPair();
    const la = record(a);
    const lb = record(b);
    assert.equal(a.state, 'connecting');
    assert.equal(b.state, 'connecting');
    await whenOpen(a);
    assert.equal(a.state, 'open');
    assert.equal(b.state, 'open');
    assert.deepEqual(la, [['open', undefined]]);
    assert.deepEqual(lb, [['open', undefined]]);
  });

  it('with opensWhen, stays connecting until that settles (both players there), then opens both ends', async () => {
    let arrive!: () => void;
    const [a, b] = memoryPair({ opensWhen: new Promise<void>((resolve) => (arrive = resolve)) });
    await new Promise((r) => setTimeout(r, 5));
    assert.equal(a.state, 'connecting');
    assert.equal(b.state, 'connecting');
    arrive();
    await whenOpen(b);
    assert.equal(a.state, 'open');
    // Made again after a drop, the pair opens on its own: the wait was for the first pair only.
    a.disconnect();
    const [a2] = a.reconnect();
    await whenOpen(a2);
  });

  it('delivers asynchronously, in order, both ways', async () => {
    const [a, b] = await openPair();
    const lb = record(b);
    const la = record(a);
    for (let i = 0; i < 100; i++) a.send({ seq: i });
    b.send('pong');
    assert.equal(lb.length, 0, 'nothing is delivered synchronously');
    await a.settled();
    assert.deepEqual(
      lb.map(([, m]) => m),
      Array.from({ length: 100 }, (_, i) => ({ seq: i })),
    );
    assert.deepEqual(la, [['message', 'pong']]);
  });

  it('delivers the JSON round trip, never the sent object itself', async () => {
    const [a, b] = await openPair();
    const sent = { keep: [1, 2.5, null], drop: undefined, nested: { s: 'ä⚔\u{1F0A1}' } };
    let got: unknown;
    b.on('message', (m) => (got = m));
    a.send(sent);
    await a.settled();
    assert.deepEqual(got, { keep: [1, 2.5, null], nested: { s: 'ä⚔\u{1F0A1}' } });
    assert.notEqual(got, sent);
    sent.keep.push(3);
    assert.deepEqual((got as { keep: unknown[] }).keep, [1, 2.5, null], 'later mutation of the sent value does not leak');
  });

  it('reports unsendable messages as non-fatal error events', async () => {
    const [a, b] = await openPair({ maxMessageBytes: 100 });
    const errors: TransportErrorEvent[] = [];
    a.on('error', (e) => errors.push(e));
    const lb = record(b);
    assert.doesNotThrow(() => a.send({ big: 10n }));
    a.send(undefined);
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    a.send(cyclic);
    a.send('x'.repeat(98)); // 100 bytes of JSON with the quotes: fits
    a.send('x'.repeat(99)); // 101: too large
    a.send('ä'.repeat(49)); // 98 UTF-8 bytes + 2 quotes = 100: fits
    a.send('ä'.repeat(50)); // 102 bytes though only 52 UTF-16 units
    await a.settled();
    assert.deepEqual(
      errors.map((e) => e.type),
      ['invalid-message', 'invalid-message', 'invalid-message', 'message-too-large', 'message-too-large'],
    );
    assert.match(errors[3]?.message ?? '', /101 bytes.*limit is 100/);
    assert.deepEqual(
      lb.map(([, m]) => m),
      ['x'.repeat(98), 'ä'.repeat(49)],
    );
    assert.equal(a.state, 'open');
    assert.ok(errors.every((e) => !isFatal(e.type)));
  });

  it("send() before open is a 'not-open' error", () => {
    const [a] = memoryPair();
    const errors: TransportErrorEvent[] = [];
    a.on('error', (e) => errors.push(e));
    a.send({ early: true });
    assert.deepEqual(errors.map((e) => e.type), ['not-open']);
  });

  it("close(): messages sent before it still arrive, then the other side closes with 'remote'", async () => {
    const [a, b] = await openPair();
    const la = record(a);
    const lb = record(b);
    a.send(1);
    a.send(2);
    a.close();
    assert.equal(a.state, 'closed');
    assert.deepEqual(la, [['close', { reason: 'local' }]], 'the local close event is synchronous');
    await a.settled();
    assert.deepEqual(lb, [
      ['message', 1],
      ['message', 2],
      ['close', { reason: 'remote' }],
    ]);
    a.close(); // idempotent
    a.send('late'); // dropped silently: nothing is emitted after close
    b.send('late');
    await a.settled();
    assert.equal(la.length, 1);
    assert.equal(lb.length, 3);
  });

  it('messages in flight towards an end that closed are dropped', async () => {
    const [a, b] = await openPair();
    const la = record(a);
    b.send('in flight');
    a.close();
    await a.settled();
    assert.deepEqual(la, [['close', { reason: 'local' }]]);
  });

  it("disconnect(): in-flight messages are lost; both ends get 'connection-lost' then close 'lost'", async () => {
    const [a, b] = await openPair();
    const la = record(a);
    const lb = record(b);
    a.send('lost in flight');
    b.disconnect();
    assert.equal(a.state, 'closed');
    assert.equal(b.state, 'closed');
    await a.settled();
    for (const log of [la, lb]) {
      assert.deepEqual(
        log.map(([e, p]) => (e === 'error' ? (p as TransportErrorEvent).type : e)),
        ['connection-lost', 'close'],
      );
      assert.deepEqual(log[1], ['close', { reason: 'lost' }]);
    }
    a.disconnect(); // already down: nothing more
    assert.equal(la.length, 2);
  });

  it('reconnect() gives a fresh open pair on the same sides; the old ends stay closed', async () => {
    const [a, b] = await openPair();
    a.disconnect();
    const [a2, b2] = b.reconnect(); // either end may ask; [0] is always pair[0]'s side
    assert.notEqual(a2, a);
    assert.notEqual(b2, b);
    await Promise.all([whenOpen(a2), whenOpen(b2)]);
    const got: unknown[] = [];
    b2.on('message', (m) => got.push(m));
    a2.send('again');
    await a2.settled();
    assert.deepEqual(got, ['again']);
    assert.equal(a.state, 'closed');
    assert.equal(b.state, 'closed');
  });

  it('reconnect() on a live link drops it first', async () => {
    const [a, b] = await openPair();
    const la = record(a);
    const [a2] = a.reconnect();
    assert.equal(b.state, 'closed');
    assert.deepEqual(la.at(-1), ['close', { reason: 'lost' }]);
    await whenOpen(a2);
  });

  it('closing before open makes the other end fail instead of opening', async () => {
    const [a, b] = memoryPair();
    const lb = record(b);
    a.close();
    await assert.rejects(whenOpen(b), (e: unknown) => e instanceof TransportError && e.type === 'connection-lost');
    assert.deepEqual(
      lb.map(([e]) => e),
      ['error', 'close'],
    );
  });

  it('unsubscribing stops delivery to that listener only', async () => {
    const [a, b] = await openPair();
    const first: unknown[] = [];
    const second: unknown[] = [];
    const off = b.on('message', (m) => first.push(m));
    b.on('message', (m) => second.push(m));
    a.send(1);
    await a.settled();
    off();
    off(); // twice is harmless
    a.send(2);
    await a.settled();
    assert.deepEqual(first, [1]);
    assert.deepEqual(second, [1, 2]);
  });

  it('with latencyMs, messages stay in flight until the timers run (fake timers)', async () => {
    const [a, b] = await openPair({ latencyMs: 50 });
    mock.timers.enable({ apis: ['setTimeout'] });
    try {
      const got: unknown[] = [];
      b.on('message', (m) => got.push(m));
      a.send(1);
      a.send(2);
      mock.timers.tick(49);
      assert.deepEqual(got, []);
      mock.timers.tick(1);
      assert.deepEqual(got, [1, 2]);
    } finally {
      mock.timers.reset();
    }
  });
});

describe('whenOpen', () => {
  it('resolves at once for an open transport and rejects for a closed one', async () => {
    const [a] = await openPair();
    assert.equal(await whenOpen(a), a);
    a.close();
    await assert.rejects(whenOpen(a), (e: unknown) => e instanceof TransportError && e.type === 'not-open');
  });

  it('rejects with the fatal error that closed the transport', async () => {
    const [a, b] = memoryPair();
    const pending = whenOpen(a);
    b.disconnect(); // the link drops while both are still connecting
    await assert.rejects(pending, (e: unknown) => e instanceof TransportError && e.type === 'connection-lost');
  });
});

describe('Emitter', () => {
  it('a throwing listener does not stop the others; its error is handed on', () => {
    const handed: unknown[] = [];
    const emitter = new Emitter<{ ping: number }>((e) => handed.push(e));
    const got: number[] = [];
    emitter.on('ping', () => {
      throw new Error('listener bug');
    });
    emitter.on('ping', (n) => got.push(n));
    emitter.emit('ping', 7);
    assert.deepEqual(got, [7]);
    assert.match(String(handed[0]), /listener bug/);
  });

  it('the same function subscribed twice is called twice and unsubscribed separately', () => {
    const emitter = new Emitter<{ ping: number }>();
    const got: number[] = [];
    const listener = (n: number): void => {
      got.push(n);
    };
    const off1 = emitter.on('ping', listener);
    emitter.on('ping', listener);
    emitter.emit('ping', 1);
    off1();
    emitter.emit('ping', 2);
    assert.deepEqual(got, [1, 1, 2]);
  });
});

describe('TransportErrorType', () => {
  it('lists each type once; send-side errors are the only non-fatal ones', () => {
    assert.equal(new Set(TRANSPORT_ERROR_TYPES).size, TRANSPORT_ERROR_TYPES.length);
    assert.deepEqual(
      TRANSPORT_ERROR_TYPES.filter((t) => !isFatal(t)),
      ['message-too-large', 'invalid-message', 'not-open'],
    );
  });
});
