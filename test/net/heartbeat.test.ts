// The heartbeat (NET-LIVE-01), alone and inside the in-memory transport, on fake timers: a
// closed tab, a crashed one or a wedged channel is noticed within SILENCE_MS and one interval;
// a friend whose own timers are throttled (a background tab) still answers at once and is never
// declared silent; this side's own held-back timers do not count as the friend's silence.
import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, mock, test } from 'node:test';
import { Heartbeat, PING_INTERVAL_MS, PONG_MIN_GAP_MS, SILENCE_MS, type ControlFrame } from '../../src/net/heartbeat.js';
import { memoryPair, type MemoryTransport } from '../../src/net/memory-transport.js';
import type { TransportErrorEvent } from '../../src/net/transport.js';

/** Lets every delivery in flight (microtasks) land. */
async function settle(): Promise<void> {
  await new Promise<void>((resolve) => setImmediate(resolve));
}

/** Advances the fake clock in steps of `step` ms, letting deliveries land after each. */
async function advance(ms: number, step = 100): Promise<void> {
  for (let t = 0; t < ms; t += step) {
    mock.timers.tick(Math.min(step, ms - t));
    await settle();
  }
}

async function openPair(): Promise<[MemoryTransport, MemoryTransport]> {
  const pair = memoryPair();
  mock.timers.tick(1);
  await settle();
  assert.equal(pair[0].state, 'open');
  return pair;
}

function errors(t: MemoryTransport): TransportErrorEvent[] {
  const seen: TransportErrorEvent[] = [];
  t.on('error', (e) => seen.push(e));
  return seen;
}

beforeEach(() => mock.timers.enable({ apis: ['setTimeout', 'setInterval', 'Date'], now: 1_000_000 }));
afterEach(() => mock.timers.reset());

describe('NET-LIVE-01 the heartbeat over the in-memory transport', () => {
  test('two live tables keep answering: nobody is declared silent, however long', async () => {
    const [a, b] = await openPair();
    const ea = errors(a);
    const eb = errors(b);
    await advance(120_000, 500);
    assert.deepEqual([ea, eb], [[], []]);
    assert.equal(a.state, 'open');
    assert.equal(b.state, 'open');
    const heard = a.lastHeardAt ?? null;
    assert.ok(heard !== null && Date.now() - heard <= PING_INTERVAL_MS, 'the friend was heard within the last interval');
  });

  test('a wedged link (a closed or crashed tab) is declared silent on both sides, after SILENCE_MS and before SILENCE_MS + two intervals', async () => {
    const [a, b] = await openPair();
    const ea = errors(a);
    const closes: string[] = [];
    a.on('close', ({ reason }) => closes.push(reason));
    await advance(3_000);
    const wedgedAt = Date.now();
    a.wedge();
    await advance(SILENCE_MS - 1_000);
    assert.equal(a.state, 'open', 'not before SILENCE_MS');
    await advance(3_000);
    assert.equal(a.state, 'closed');
    assert.equal(b.state, 'closed');
    assert.deepEqual(ea.map((e) => e.type), ['silent']);
    assert.match(ea[0]!.message, /has not answered for \d+ s/);
    assert.deepEqual(closes, ['lost']);
    assert.ok(a.lastHeardAt! <= wedgedAt, 'last heard before the wedge');
  });

  test('presence: a page that hides tells the friend, and again when it shows; set before opening, it is told on open', async () => {
    const [a, b] = memoryPair();
    const seen: boolean[] = [];
    b.on('presence', ({ hidden }) => seen.push(hidden));
    a.setHidden!(true);
    mock.timers.tick(1);
    await settle();
    a.setHidden!(true);
    a.setHidden!(false);
    a.setHidden!(true);
    await settle();
    assert.deepEqual(seen, [true, false, true]);
    // The session never sees control frames.
    const messages: unknown[] = [];
    b.on('message', (m) => messages.push(m));
    await advance(5_000);
    assert.deepEqual(messages, []);
  });

  test('a pong for a ping never sent is refused as a protocol error (no honest table answers what was not asked)', async () => {
    const [a, b] = await openPair();
    const eb = errors(b);
    (b as unknown as { receiveControl(f: ControlFrame): void }).receiveControl(['pong', 9_999]);
    assert.deepEqual(eb.map((e) => e.type), ['protocol']);
    assert.equal(b.state, 'closed');
    assert.equal(a.state, 'open');
  });
});

describe('NET-LIVE-01 the heartbeat alone', () => {
  function pair(): { ours: Heartbeat; theirs: Heartbeat; silent: number[]; sent: { ours: ControlFrame[]; theirs: ControlFrame[] } } {
    const sent = { ours: [] as ControlFrame[], theirs: [] as ControlFrame[] };
    const silent: number[] = [];
    // Their answers reach us at once; ours reach them at once: a zero-latency link.
    const ours: Heartbeat = new Heartbeat({
      send: (f) => {
        sent.ours.push(f);
        if (f[0] === 'ping') theirs.ping(f[1]);
      },
      silent: (ms) => silent.push(ms),
    });
    const theirs: Heartbeat = new Heartbeat({
      send: (f) => {
        sent.theirs.push(f);
        if (f[0] === 'pong') ours.pong(f[1]);
      },
      silent: () => undefined,
    });
    return { ours, theirs, silent, sent };
  }

  test('a friend whose own timers never fire (a background tab, throttled) still answers every ping at once and is never declared silent', () => {
    const { ours, theirs, silent, sent } = pair();
    ours.start();
    // Their heartbeat never ticks: no pings of theirs, ever. Only their message handler runs.
    for (let i = 0; i < 600; i++) mock.timers.tick(PING_INTERVAL_MS);
    assert.deepEqual(silent, []);
    assert.ok(sent.ours.filter((f) => f[0] === 'ping').length >= 600);
    assert.equal(sent.theirs.filter((f) => f[0] === 'pong').length, sent.ours.filter((f) => f[0] === 'ping').length, 'every ping answered');
    assert.equal(theirs.running, false);
    ours.stop();
  });

  test('this side\'s timers held back for a minute (hidden, throttled): its late tick does not declare the friend silent, it waits a full SILENCE_MS again', () => {
    const sent: ControlFrame[] = [];
    const silent: number[] = [];
    const ours = new Heartbeat({ send: (f) => sent.push(f), silent: (ms) => silent.push(ms) });
    ours.start();
    // The friend's answer to the ping sent on start is waiting behind this tab's frozen tasks.
    mock.timers.setTime(Date.now() + 60_000);
    mock.timers.tick(PING_INTERVAL_MS);
    assert.deepEqual(silent, [], 'a late tick restarts the wait');
    ours.pong(1);
    // Woken (the page became visible again): the same.
    mock.timers.setTime(Date.now() + 60_000);
    ours.wake();
    assert.deepEqual(silent, []);
    // Running freely again and no answer at all: silent after SILENCE_MS.
    for (let i = 0; i < SILENCE_MS / PING_INTERVAL_MS + 1 && silent.length === 0; i++) mock.timers.tick(PING_INTERVAL_MS);
    assert.equal(silent.length, 1);
    assert.ok(silent[0]! >= SILENCE_MS);
    assert.equal(ours.running, false, 'it stops itself');
  });

  test('a flood of pings costs a few answers a second, not one each (bounded amplification)', () => {
    const pongs: ControlFrame[] = [];
    const beat = new Heartbeat({ send: (f) => f[0] === 'pong' && pongs.push(f), silent: () => undefined });
    for (let n = 1; n <= 40_000; n++) {
      beat.ping(n);
      if (n % 4_000 === 0) mock.timers.tick(100);
    }
    // 40,000 pings over one second: at most one answer per PONG_MIN_GAP_MS.
    assert.ok(pongs.length <= 1_000 / PONG_MIN_GAP_MS + 1, `${pongs.length} answers`);
    // Replays of old ids are not answered either.
    const before = pongs.length;
    mock.timers.tick(1_000);
    beat.ping(17);
    assert.equal(pongs.length, before);
  });
});
