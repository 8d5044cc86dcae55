/// <reference types="mocha" />
// Runs in Chromium under web-test-runner: real PeerJS peers in one page, introduced by a real
// PeerServer that test/support/peer-server-plugin.mjs starts for the run. WebRTC needs a
// non-loopback interface, so `npm run test:browser` runs inside a private network namespace
// (scripts/in-netns.sh) where the peers connect over a veth pair that leads nowhere.
import { expect } from '@esm-bundle/chai';
import { Peer } from 'peerjs';
import {
  hostRoom,
  joinRoom,
  newRoomId,
  whenOpen,
  type RoomTransport,
  type SignallingConfig,
  type TransportCloseEvent,
  type TransportErrorEvent,
  type RoomTransportEvents,
} from '../../../src/net/index.js';

interface ServerInfo {
  host: string;
  port: number;
  path: string;
  closedPort: number;
}

let info: ServerInfo;
let config: SignallingConfig;
const open: Array<{ close(): void; destroy?: () => void }> = [];

/** Resolves with the next payload of `event`; rejects after `ms`. */
function next<K extends keyof RoomTransportEvents>(t: RoomTransport, event: K, ms = 8_000): Promise<RoomTransportEvents[K]> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${String(event)} event within ${ms} ms (state ${t.state})`)), ms);
    const off = t.on(event, (payload) => {
      clearTimeout(timer);
      off();
      resolve(payload);
    });
  });
}

/** Every event of a transport, in order, as `[name, payload]`. */
function record(t: RoomTransport): Array<[string, unknown]> {
  const log: Array<[string, unknown]> = [];
  for (const name of ['open', 'message', 'error', 'close', 'registered'] as const) t.on(name, (p: unknown) => log.push([name, p]));
  return log;
}

/** The first `n` messages a transport receives. */
function messages(t: RoomTransport, n: number, ms = 8_000): Promise<unknown[]> {
  return new Promise((resolve, reject) => {
    const got: unknown[] = [];
    const timer = setTimeout(() => reject(new Error(`only ${got.length}/${n} messages within ${ms} ms`)), ms);
    const off = t.on('message', (m) => {
      got.push(m);
      if (got.length === n) {
        clearTimeout(timer);
        off();
        resolve(got);
      }
    });
  });
}

/** A bare PeerJS peer on the test's signalling server, to play a misbehaving guest; resolves once registered. */
async function rawPeer(): Promise<Peer> {
  const raw = new Peer(newRoomId(12, 'kult-raw-'), { host: config.host, port: config.port, path: config.path, secure: false, debug: 0 });
  open.push({ close: () => undefined, destroy: () => raw.destroy() });
  await new Promise<void>((resolve) => raw.on('open', () => resolve()));
  return raw;
}

function track<T extends { close(): void }>(t: T): T {
  open.push(t);
  return t;
}

/** A connected host/guest pair. */
async function connectedPair(): Promise<{ host: RoomTransport; guest: RoomTransport }> {
  const host = track(hostRoom(config));
  await next(host, 'registered');
  const guest = track(joinRoom(config, host.roomId));
  await Promise.all([whenOpen(host), whenOpen(guest)]);
  return { host, guest };
}

before(async () => {
  const res = await fetch('/peer-server-info');
  info = (await res.json()) as ServerInfo;
  expect(info.port, 'peer-server-plugin did not start a PeerServer').to.be.a('number');
  config = { host: info.host, port: info.port, path: info.path, secure: false, iceServers: [] };
});

afterEach(() => {
  for (const t of open.splice(0)) {
    if (t.destroy) t.destroy();
    else t.close();
  }
});

describe('PeerJS transport: host and guest', () => {
  it('connect through the signalling server and open on both sides', async () => {
    const host = track(hostRoom(config));
    const hostLog = record(host);
    expect(host.role).to.equal('host');
    expect(host.roomId).to.match(/^kult-[a-z2-9]{12}$/);
    expect(host.state).to.equal('connecting');
    const registered = await next(host, 'registered');
    expect(registered).to.deep.equal({ roomId: host.roomId });

    const guest = track(joinRoom(config, host.roomId));
    const guestLog = record(guest);
    expect(guest.role).to.equal('guest');
    await Promise.all([whenOpen(host), whenOpen(guest)]);
    expect(host.state).to.equal('open');
    expect(guest.state).to.equal('open');
    expect(hostLog.map(([e]) => e)).to.deep.equal(['registered', 'open']);
    expect(guestLog.map(([e]) => e)).to.deep.equal(['registered', 'open']);
  });

  it('deliver messages both ways, in order, as their JSON round trip', async () => {
    const { host, guest } = await connectedPair();
    const atGuest = messages(guest, 52);
    const atHost = messages(host, 51);
    for (let i = 0; i < 50; i++) host.send({ seq: i, from: 'host' });
    host.send({ text: 'Dödsängel ⚔ \u{1F0A1} "quoted"', n: -7.25, nested: [null, true, { a: [] }], gone: undefined });
    host.send(['last']);
    for (let i = 0; i < 50; i++) guest.send({ seq: i, from: 'guest' });
    guest.send('a bare string');

    const g = await atGuest;
    expect(g.slice(0, 50)).to.deep.equal(Array.from({ length: 50 }, (_, i) => ({ seq: i, from: 'host' })));
    // `gone: undefined` vanishes, as JSON would have it.
    expect(g[50]).to.deep.equal({ text: 'Dödsängel ⚔ \u{1F0A1} "quoted"', n: -7.25, nested: [null, true, { a: [] }] });
    expect(g[51]).to.deep.equal(['last']);
    const h = await atHost;
    expect(h.slice(0, 50)).to.deep.equal(Array.from({ length: 50 }, (_, i) => ({ seq: i, from: 'guest' })));
    expect(h[50]).to.equal('a bare string');
  });

  it('carry messages far above the 16,300-byte json limit (the transport sends them in pieces)', async () => {
    const { host, guest } = await connectedPair();
    // ~150 KB of JSON with multi-byte characters and surrogate pairs, so piece boundaries fall
    // inside UTF-8 sequences and next to pairs.
    const big = { kind: 'audit', salts: Array.from({ length: 2_000 }, (_, i) => `salt-${i}-ä⚔\u{1F0A1}-${'x'.repeat(50 + (i % 7))}`) };
    const bigBack = { kind: 'log', events: Array.from({ length: 1_500 }, (_, i) => ({ seq: i, card: `card-${i}`, pad: 'ü'.repeat(40) })) };
    expect(JSON.stringify(big).length).to.be.greaterThan(100_000);
    expect(JSON.stringify(bigBack).length).to.be.greaterThan(100_000);

    const atGuest = messages(guest, 3);
    host.send({ before: 1 });
    host.send(big);
    host.send({ after: 1 });
    expect(await atGuest).to.deep.equal([{ before: 1 }, big, { after: 1 }]);

    const atHost = messages(host, 1);
    guest.send(bigBack);
    expect(await atHost).to.deep.equal([bigBack]);

    // A surrogate pair right where the first piece would end (the frame is `["m","` + text…).
    const pair = `${'a'.repeat(5_393)}\u{1F0A1}${'b'.repeat(10_000)}`;
    const atGuestAgain = messages(guest, 1);
    host.send(pair);
    expect(await atGuestAgain).to.deep.equal([pair]);

    // A "+" right where the last piece begins (wire 2 took such a last piece for one more piece,
    // and garbled the next frame), then another message.
    const plus = `${'a'.repeat(5_394)}+ the rest`;
    const atGuestLast = messages(guest, 2);
    host.send(plus);
    host.send({ after: 2 });
    expect(await atGuestLast).to.deep.equal([plus, { after: 2 }]);
  });

  it('report send() problems as non-fatal error events, not throws', async () => {
    const { host, guest } = await connectedPair();
    const errors: TransportErrorEvent[] = [];
    host.on('error', (e) => errors.push(e));
    host.send({ n: 10n });
    host.send(undefined);
    host.send('x'.repeat(1024 * 1024 + 1));
    expect(errors.map((e) => e.type)).to.deep.equal(['invalid-message', 'invalid-message', 'message-too-large']);
    expect(host.state).to.equal('open');
    const got = messages(guest, 1);
    host.send({ still: 'works' });
    expect(await got).to.deep.equal([{ still: 'works' }]);
  });

  it('close(): the other side closes with reason "remote" and no error', async () => {
    const { host, guest } = await connectedPair();
    const guestLog = record(guest);
    const closed = next(guest, 'close');
    const local = next(host, 'close', 1_000);
    host.send({ final: true });
    host.close();
    expect(host.state).to.equal('closed');
    expect(await local).to.deep.equal({ reason: 'local' } satisfies TransportCloseEvent);
    expect(await closed).to.deep.equal({ reason: 'remote' });
    // The message sent just before close() still arrives, before the close.
    expect(guestLog).to.deep.equal([
      ['message', { final: true }],
      ['close', { reason: 'remote' }],
    ]);
    host.send('late'); // ignored: nothing is emitted after close
    expect(guest.state).to.equal('closed');
  });
});

describe('PeerJS transport: errors', function () {
  // Each test makes one to three WebRTC connections through the PeerServer. With another test
  // file busy beside this one on two cores, two of them have taken more than mocha's default
  // 10 s, once each in about twenty runs ('room-full', and 'a peer that vanishes'). The
  // transport's own connect limit is 20 s (`connect-failed`), so the tests wait past it: a hang
  // still fails, with the transport's reason.
  this.timeout(30_000);

  it("a second guest is told 'room-full'; the first pair keeps working", async () => {
    const { host, guest } = await connectedPair();
    const hostLog = record(host);
    const third = track(joinRoom(config, host.roomId));
    const error = await next(third, 'error');
    expect(error.type).to.equal('room-full');
    expect(error.message).to.contain(host.roomId);
    expect(third.state).to.equal('closed');

    const back = messages(host, 1);
    guest.send({ still: 'here' });
    expect(await back).to.deep.equal([{ still: 'here' }]);
    expect(hostLog).to.deep.equal([['message', { still: 'here' }]]);
  });

  it("joining a room nobody hosts gives 'peer-not-found'", async () => {
    const guest = track(joinRoom(config, newRoomId()));
    const log = record(guest);
    const error = await next(guest, 'error');
    expect(error.type).to.equal('peer-not-found');
    expect(guest.state).to.equal('closed');
    expect(log.map(([e]) => e)).to.deep.equal(['registered', 'error', 'close']);
    expect(log.at(-1)).to.deep.equal(['close', { reason: 'lost' }]);
  });

  it("an unreachable signalling server gives 'signalling-unreachable' (host and guest)", async () => {
    const dead: SignallingConfig = { ...config, port: info.closedPort };
    const host = track(hostRoom(dead));
    const guest = track(joinRoom(dead, newRoomId()));
    const [he, ge] = await Promise.all([next(host, 'error'), next(guest, 'error')]);
    expect(he.type).to.equal('signalling-unreachable');
    expect(ge.type).to.equal('signalling-unreachable');
    expect(host.state).to.equal('closed');
    expect(guest.state).to.equal('closed');
  });

  it("hosting an id that is already registered gives 'room-taken'", async () => {
    const first = track(hostRoom(config));
    await next(first, 'registered');
    const second = track(hostRoom(config, first.roomId));
    const error = await next(second, 'error');
    expect(error.type).to.equal('room-taken');
    expect(first.state).to.equal('connecting');
  });

  it("a malformed room id fails with 'invalid-config' without touching the network", async () => {
    const guest = track(joinRoom(config, 'no spaces--or double dashes'));
    const error = await next(guest, 'error', 1_000);
    expect(error.type).to.equal('invalid-config');
  });

  it("a peer that vanishes without a goodbye gives 'connection-lost'", async () => {
    const host = track(hostRoom(config));
    await next(host, 'registered');
    // A bare PeerJS peer standing in for a guest whose tab crashed: it joins as a guest does.
    const raw = await rawPeer();
    const conn = raw.connect(host.roomId, { reliable: true, serialization: 'raw' });
    const frames: unknown[] = [];
    conn.on('data', (d) => frames.push(d));
    await new Promise<void>((resolve) => conn.on('open', () => resolve()));
    await new Promise((r) => setTimeout(r, 300));
    expect(frames, 'the host says nothing before the guest joins').to.deep.equal([]);
    conn.send('["join",3]');
    await whenOpen(host);
    await new Promise((r) => setTimeout(r, 100));
    expect(frames[0]).to.equal('["welcome",3]');
    const log = record(host);
    raw.destroy();
    // Chromium reports the far end's close within a second on an idle machine; allow for a busy one.
    await next(host, 'close', 20_000);
    expect(log.map(([e, p]) => (e === 'error' ? (p as TransportErrorEvent).type : e))).to.deep.equal(['connection-lost', 'close']);
    expect(log[1]).to.deep.equal(['close', { reason: 'lost' }]);
  });
});
