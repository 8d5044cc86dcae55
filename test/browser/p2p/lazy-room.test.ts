/// <reference types="mocha" />
// The app's PeerJS rooms, loaded on first use (src/app/lazy-room.ts): through the test
// PeerServer a lazily loaded host and guest open, exchange messages both ways and close
// with the Transport contract's events; a missing room fails as peer-not-found; a bad
// signalling server as signalling-unreachable. (WebRTC needs scripts/in-netns.sh.)
import { expect } from '@esm-bundle/chai';
import { lazyRoomConnect } from '../../../src/app/lazy-room.js';
import { newRoomId, whenOpen, TransportError, type SignallingConfig, type Transport } from '../../../src/net/index.js';

interface ServerInfo {
  host: string;
  port: number;
  path: string;
  closedPort: number;
}

let info: ServerInfo;
let config: SignallingConfig;
const made: Transport[] = [];

function record(t: Transport): Array<[string, unknown]> {
  const log: Array<[string, unknown]> = [];
  for (const name of ['open', 'message', 'error', 'close'] as const) t.on(name, (p: unknown) => log.push([name, p]));
  return log;
}

function until(pred: () => boolean, what: string, ms = 8000): Promise<void> {
  const end = Date.now() + ms;
  return new Promise((resolve, reject) => {
    const tick = () => (pred() ? resolve() : Date.now() > end ? reject(new Error(`timed out: ${what}`)) : setTimeout(tick, 10));
    tick();
  });
}

describe('lazily loaded PeerJS rooms', () => {
  before(async () => {
    info = (await (await fetch('/peer-server-info')).json()) as ServerInfo;
    config = { host: info.host, port: info.port, path: info.path, secure: false, iceServers: [] };
  });
  afterEach(() => {
    for (const t of made.splice(0)) t.close();
  });

  it('open, carry messages both ways, and close once on both sides', async function () {
    this.timeout(20_000);
    const connect = lazyRoomConnect(config);
    const room = newRoomId();
    const host = connect('host', room);
    made.push(host);
    const hostLog = record(host);
    expect(host.state).to.equal('connecting');
    // Sending before the room is open is an error event, not a throw.
    host.send({ early: true });
    expect(hostLog[0]?.[0]).to.equal('error');
    await new Promise((r) => setTimeout(r, 300));
    const guest = connect('guest', room);
    made.push(guest);
    const guestLog = record(guest);
    await Promise.all([whenOpen(host), whenOpen(guest)]);
    host.send({ hello: 'guest' });
    guest.send({ hello: 'host' });
    await until(() => hostLog.some(([e]) => e === 'message') && guestLog.some(([e]) => e === 'message'), 'messages');
    expect(hostLog.find(([e]) => e === 'message')![1]).to.deep.equal({ hello: 'host' });
    expect(guestLog.find(([e]) => e === 'message')![1]).to.deep.equal({ hello: 'guest' });
    host.close();
    await until(() => guest.state === 'closed', 'guest closes');
    expect(hostLog.filter(([e]) => e === 'close')).to.deep.equal([['close', { reason: 'local' }]]);
    expect(guestLog.filter(([e]) => e === 'close')).to.deep.equal([['close', { reason: 'remote' }]]);
  });

  it('fails to join a room nobody hosts with peer-not-found', async function () {
    this.timeout(20_000);
    const guest = lazyRoomConnect(config)('guest', newRoomId());
    made.push(guest);
    const err = await whenOpen(guest).then(() => null, (e: unknown) => e);
    expect(err).to.be.instanceOf(TransportError);
    expect((err as TransportError).type).to.equal('peer-not-found');
  });

  it('reports an unreachable signalling server as signalling-unreachable', async function () {
    this.timeout(20_000);
    const host = lazyRoomConnect({ ...config, port: info.closedPort })('host', newRoomId());
    made.push(host);
    const log = record(host);
    const err = await whenOpen(host).then(() => null, (e: unknown) => e);
    expect((err as TransportError).type).to.equal('signalling-unreachable');
    expect(log.map(([e]) => e)).to.deep.equal(['error', 'close']);
  });
});
