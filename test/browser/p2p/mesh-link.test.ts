/// <reference types="mocha" />
// The mesh link of a friend match of three to six tables (src/net/mesh/mesh-link.ts), in Chromium
// over the run's real PeerServer and real WebRTC: several links in one page, one PeerJS peer per
// pair room, as separate pages would have (issue 15, "Topology").
import { expect } from '@esm-bundle/chai';
import { Peer } from 'peerjs';
import { hostRoom, joinRoom, newRoomId, whenOpen, type RoomTransport, type SignallingConfig } from '../../../src/net/index.js';
import { openMesh, type MeshLink, type MeshLinkEvents, type MeshLinkOptions } from '../../../src/net/mesh/mesh-link.js';
import { pairRoom } from '../../../src/net/mesh/pair-rooms.js';
import { serverInfo, type ServerInfo } from './room-kit.js';

let config: SignallingConfig;
let info: ServerInfo;
const links: Array<{ close(): void }> = [];
const sockets: WebSocket[] = [];

before(async () => {
  ({ config, info } = await serverInfo());
});

afterEach(() => {
  for (const link of links.splice(0)) link.close();
  for (const ws of sockets.splice(0)) ws.close();
});

/**
 * A registration of `id` (with `token`) that the signalling server still holds and that answers
 * nothing: a page that went away without leaving (the server drops such a socket only after 90 s).
 */
async function staleRegistration(id: string, token: string): Promise<void> {
  const ws = new WebSocket(`ws://${info.host}:${info.port}${info.path.replace(/\/?$/, '/')}peerjs?key=peerjs&id=${id}&token=${token}&version=1.5.5`);
  sockets.push(ws);
  await new Promise<void>((resolve, reject) => {
    ws.onmessage = (e) => {
      if ((JSON.parse(String(e.data)) as { type?: string }).type === 'OPEN') resolve();
    };
    ws.onerror = () => reject(new Error('the stale registration could not connect'));
  });
}

/** A link and every event it emitted, in order. */
interface Watched {
  readonly link: MeshLink;
  readonly log: Array<{ [K in keyof MeshLinkEvents]: [K, MeshLinkEvents[K]] }[keyof MeshLinkEvents]>;
}

function watch(options: Omit<MeshLinkOptions, 'config'>): Watched {
  const link = openMesh({ config, ...options });
  links.push(link);
  const log: Watched['log'] = [];
  for (const name of ['seated', 'open', 'message', 'closed', 'unreachable', 'failed'] as const) {
    link.on(name, (e: unknown) => log.push([name, e] as Watched['log'][number]));
  }
  return { link, log };
}

/** Polls until `ok()` holds; rejects after `ms` with `what`. */
async function until(what: () => string, ok: () => boolean, ms = 15_000): Promise<void> {
  const end = Date.now() + ms;
  while (!ok()) {
    if (Date.now() > end) throw new Error(`timed out: ${what()}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

function events<K extends keyof MeshLinkEvents>(w: Watched, name: K): Array<MeshLinkEvents[K]> {
  return w.log.filter(([n]) => n === name).map(([, e]) => e as MeshLinkEvents[K]);
}

function others(slot: number, seats: number): number[] {
  return Array.from({ length: seats }, (_, k) => k + 1).filter((k) => k !== slot);
}

/** Until every link's pairs with every other slot are open. */
async function allOpen(ws: readonly Watched[], seats: number, ms?: number): Promise<void> {
  await until(
    () => ws.map((w) => `slot ${w.link.slot()} open [${w.link.openSlots().join(',')}] ${JSON.stringify(w.log.filter(([n]) => n !== 'message'))}`).join('\n'),
    () => ws.every((w) => w.link.slot() !== null && w.link.openSlots().join() === others(w.link.slot()!, seats).join()),
    ms,
  );
}

/** Every link sends `count` numbered messages to every other; each receiver gets each sender's in order. */
async function exchange(ws: readonly Watched[], count: number, tag: string): Promise<void> {
  const before = ws.map((w) => w.log.length);
  for (const w of ws) {
    for (const to of w.link.openSlots()) for (let n = 0; n < count; n++) w.link.send(to, { tag, from: w.link.slot(), to, n });
  }
  const got = (w: Watched, i: number): Array<{ tag: string; from: number; to: number; n: number }> =>
    w.log
      .slice(before[i])
      .filter(([n]) => n === 'message')
      .map(([, e]) => (e as MeshLinkEvents['message']).data as { tag: string; from: number; to: number; n: number })
      .filter((m) => m.tag === tag);
  const expected = (ws.length - 1) * count;
  await until(
    () => ws.map((w, i) => `slot ${w.link.slot()} got ${got(w, i).length}/${expected}`).join('; '),
    () => ws.every((w, i) => got(w, i).length === expected),
  );
  ws.forEach((w, i) => {
    const mine = got(w, i);
    for (const other of ws.filter((o) => o !== w)) {
      const from = other.link.slot()!;
      const fromThem = mine.filter((m) => m.from === from);
      expect(fromThem.map((m) => m.n), `slot ${w.link.slot()} from slot ${from}, in order`).to.deep.equal([...Array(count).keys()]);
      expect(fromThem.every((m) => m.to === w.link.slot())).to.equal(true);
    }
    // The link names the sender by its pair, not by what the message says.
    const bySlot = w.log
      .slice(before[i])
      .filter(([n]) => n === 'message')
      .map(([, e]) => e as MeshLinkEvents['message'])
      .filter((e) => (e.data as { tag?: string }).tag === tag);
    expect(bySlot.every((e) => (e.data as { from: number }).from === e.slot)).to.equal(true);
  });
}

const fast = { connectTimeoutMs: 5_000 } as const;

/** Slot 1 opens a table of `seats`; `claimants` newcomers claim seats once its rooms are registered. */
async function table(seats: number, claimants: number): Promise<{ room: string; host: Watched; guests: Watched[] }> {
  const room = newRoomId();
  const host = watch({ room, seats, slot: 1, roomOptions: fast });
  await until(() => 'slot 1 seated', () => events(host, 'seated').length === 1);
  // The newcomers come once slot 1's rooms are up, as friends opening its link do.
  await new Promise((r) => setTimeout(r, 300));
  const guests = Array.from({ length: claimants }, () => watch({ room, seats, roomOptions: fast }));
  return { room, host, guests };
}

describe('the mesh link of three to six tables over PeerJS (issue 15, Topology)', function () {
  this.timeout(40_000);

  it('four links (slot 1 opens, three claim at once) form all six pairs, each with its own slot; every ordered pair carries its messages in order', async () => {
    const { host, guests } = await table(4, 3);
    const all = [host, ...guests];
    await allOpen(all, 4);
    expect(host.link.slot()).to.equal(1);
    expect(guests.map((g) => g.link.slot()).sort()).to.deep.equal([2, 3, 4]);
    for (const w of all) {
      expect(events(w, 'seated'), 'seated once').to.have.length(1);
      expect(w.log[0]![0], 'seated comes first').to.equal('seated');
      expect(events(w, 'seated')[0]!.slot).to.equal(w.link.slot());
      expect(events(w, 'seated')[0]!.token).to.match(/^[a-z0-9]{20}$/);
      expect(events(w, 'failed').concat(events(w, 'unreachable') as never[])).to.deep.equal([]);
    }
    await exchange(all, 5, 'first');
    // broadcast reaches every open pair.
    guests[0]!.link.broadcast({ tag: 'all', from: guests[0]!.link.slot() });
    await until(
      () => 'broadcast',
      () => all.filter((w) => w !== guests[0]).every((w) => events(w, 'message').some((e) => (e.data as { tag: string }).tag === 'all' && e.slot === guests[0]!.link.slot())),
    );
  });

  it('a fifth link on a four-seat table fails as table-full, and the table keeps its four', async () => {
    const { room, host, guests } = await table(4, 3);
    await allOpen([host, ...guests], 4);
    const fifth = watch({ room, seats: 4, roomOptions: fast });
    await until(() => `fifth: ${JSON.stringify(fifth.log)}`, () => events(fifth, 'failed').length > 0);
    expect(events(fifth, 'failed')[0]!.type).to.equal('table-full');
    expect(events(fifth, 'seated')).to.deep.equal([]);
    expect(fifth.link.slot()).to.equal(null);
    expect(host.link.openSlots()).to.deep.equal([2, 3, 4]);
    await exchange([host, ...guests], 2, 'after-fifth');
  });

  it('slot 1 leaves: the other three keep their pairs; slot 1 back with its token (one of its rooms still held for a gone page) opens every pair with it again', async () => {
    const { room, host, guests } = await table(4, 3);
    await allOpen([host, ...guests], 4);
    const { token } = events(host, 'seated')[0]!;
    host.link.close();
    await until(
      () => guests.map((g) => JSON.stringify(events(g, 'closed'))).join('; '),
      () => guests.every((g) => events(g, 'closed').some((e) => e.slot === 1)),
    );
    for (const g of guests) {
      expect(events(g, 'closed')).to.deep.equal([{ slot: 1, reason: 'remote' }]);
      expect(g.link.openSlots()).to.deep.equal(others(g.link.slot()!, 4).filter((k) => k !== 1));
    }
    await exchange(guests, 3, 'without-1');
    // The server still holds one of slot 1's rooms for a page that went away without leaving:
    // the token takes it over at once (without it, that room would be `room-taken` for 90 s).
    await staleRegistration(pairRoom(room, 1, 3), token);
    const back = watch({ room, seats: 4, slot: 1, token, roomOptions: fast });
    await allOpen([back, ...guests], 4);
    expect(events(back, 'seated')).to.deep.equal([{ slot: 1, token }]);
    for (const g of guests) expect(events(g, 'open').filter((e) => e.slot === 1), `slot ${g.link.slot()} saw slot 1 open twice`).to.have.length(2);
    await exchange([back, ...guests], 3, 'back');
  });

  it('a pair transport says "contact" when its other peer is there, before the channel opens, on both sides (what the unreachable limit is timed from)', async () => {
    const host = hostRoom(config, newRoomId());
    links.push(host);
    const seen: string[] = [];
    const note = (t: RoomTransport, who: string): void => {
      t.on('contact', () => seen.push(`${who} contact while ${t.state}`));
      t.on('open', () => seen.push(`${who} open`));
    };
    note(host, 'host');
    await new Promise((r) => setTimeout(r, 500));
    expect(seen, 'no contact while nobody knocks').to.deep.equal([]);
    const guest = joinRoom(config, host.roomId, { awaitHost: true });
    links.push(guest);
    note(guest, 'guest');
    await Promise.all([whenOpen(host), whenOpen(guest)]);
    await new Promise((r) => setTimeout(r, 200));
    for (const who of ['host', 'guest']) {
      const mine = seen.filter((e) => e.startsWith(who));
      expect(mine.at(-1), who).to.equal(`${who} open`);
      expect(mine.slice(0, -1).length, `${who}: contact before open`).to.be.at.least(1);
      expect(mine.slice(0, -1).every((e) => e === `${who} contact while connecting`)).to.equal(true);
    }
  });

  it('a pair with no network path (ICE has no candidate pair) is unreachable on both sides, only that pair; the others open, and it opens once a path appears', async () => {
    const room = newRoomId();
    const blocked = pairRoom(room, 2, 3);
    // Slot 3's dials to pair (2,3) may use relayed candidates only, and there is no TURN server:
    // the offer and answer go through, but ICE never finds a path, as between two networks that
    // need a relay nobody configured. Every other pair is left as it is.
    let block = true;
    const connect = Peer.prototype.connect;
    Peer.prototype.connect = function (this: Peer, peer: string, options?: Parameters<Peer['connect']>[1]) {
      const rtc = this.options.config as RTCConfiguration;
      if (peer === blocked && block) rtc.iceTransportPolicy = 'relay';
      else delete rtc.iceTransportPolicy;
      return connect.call(this, peer, options);
    } as Peer['connect'];
    try {
      const quick = { connectTimeoutMs: 3_000 };
      const one = watch({ room, seats: 3, slot: 1, roomOptions: quick });
      await until(() => 'slot 1 seated', () => events(one, 'seated').length === 1);
      await new Promise((r) => setTimeout(r, 300));
      const two = watch({ room, seats: 3, roomOptions: quick });
      await until(() => 'slot 2 seated', () => two.link.slot() === 2);
      const three = watch({ room, seats: 3, roomOptions: quick });
      await until(
        () => [one, two, three].map((w) => JSON.stringify(w.log.filter(([n]) => n !== 'message'))).join('\n'),
        () => events(two, 'unreachable').length > 0 && events(three, 'unreachable').length > 0,
      );
      expect(events(two, 'unreachable')).to.deep.equal([{ slot: 3, type: 'connect-failed' }]);
      expect(events(three, 'unreachable')).to.deep.equal([{ slot: 2, type: 'connect-failed' }]);
      expect(events(one, 'unreachable')).to.deep.equal([]);
      expect(one.link.openSlots()).to.deep.equal([2, 3]);
      expect(two.link.openSlots()).to.deep.equal([1]);
      expect(three.link.openSlots()).to.deep.equal([1]);
      expect([one, two, three].flatMap((w) => events(w, 'failed'))).to.deep.equal([]);
      // The link keeps trying: with a path, the pair opens by itself.
      block = false;
      await allOpen([one, two, three], 3, 25_000);
      await exchange([one, two, three], 2, 'path');
    } finally {
      Peer.prototype.connect = connect;
    }
  });
});
