/**
 * Two transports joined in memory, for node tests of the lockstep protocol. They behave like
 * the PeerJS pair as far as the {@link Transport} contract goes: asynchronous, ordered
 * delivery; messages arrive as their JSON round trip; the same size limit and errors; a
 * goodbye on `close()`; a transport never reopens.
 */
import { TransportCore } from './core.js';
import { DEFAULT_MAX_MESSAGE_BYTES, encodeMessage } from './encode.js';
import type { ControlFrame } from './heartbeat.js';
import type { Transport, TransportCloseEvent } from './transport.js';

export interface MemoryPairOptions {
  /** Limit on one message's JSON text in UTF-8 bytes. Default {@link DEFAULT_MAX_MESSAGE_BYTES}. */
  readonly maxMessageBytes?: number;
  /**
   * Delivery delay. 0 (default) delivers on a microtask, which keeps long protocol runs fast;
   * a positive value delivers with `setTimeout(latencyMs)`, so fake timers can hold messages
   * in flight.
   */
  readonly latencyMs?: number;
  /**
   * The pair opens once this settles, as a PeerJS pair opens only when both players are there
   * (a friend still reloading, or pausing before a re-join). Default: on the next tick.
   */
  readonly opensWhen?: Promise<unknown>;
  /** Run the heartbeat (NET-LIVE-01) while open, as the PeerJS room does. Default true. */
  readonly heartbeat?: boolean;
}

/** A {@link Transport} end of a {@link memoryPair}, with hooks for tests. */
export interface MemoryTransport extends Transport {
  /**
   * Drops the link, as a lost network would: messages in flight in either direction are
   * lost, and both ends emit `error { type: 'connection-lost' }` then `close { reason: 'lost' }`.
   * Does nothing once the link is down or either end has closed.
   */
  disconnect(): void;
  /**
   * A new pair standing for the connection made again after a drop (same options; whichever
   * end is asked, element 0 is the new end on `pair[0]`'s side). The old ends stay closed, as real
   * transports do: the protocol must resume on the new ones. If the link is still up, it is
   * dropped first (as {@link disconnect}).
   */
  reconnect(): [MemoryTransport, MemoryTransport];
  /**
   * The link goes quiet both ways without closing, as a closed or crashed tab, a frozen page or
   * a wedged channel looks from the other side: from now on nothing is delivered either way
   * (messages, heartbeat, goodbyes) and neither end is told. Only the heartbeat notices.
   */
  wedge(): void;
  /** Resolves once every message sent so far (both ways) has been delivered or dropped. */
  settled(): Promise<void>;
}

/**
 * Two connected in-memory transports. Both start `connecting` and open on the next tick, so
 * listeners attached right after the call see `open`.
 *
 * @example
 * ```ts
 * const [host, guest] = memoryPair();
 * guest.on('message', (m) => console.log('guest got', m));
 * host.on('open', () => host.send({ seq: 1 }));
 * await host.settled();
 * host.disconnect(); // both ends: error connection-lost, close lost
 * const [host2, guest2] = host.reconnect();
 * ```
 */
export function memoryPair(options: MemoryPairOptions = {}): [MemoryTransport, MemoryTransport] {
  const link = new Link(options);
  return [link.ends[0], link.ends[1]];
}

class Link {
  readonly ends: [MemoryEnd, MemoryEnd];
  readonly maxBytes: number;
  readonly latencyMs: number;
  up = true;
  wedged = false;
  private inFlight = 0;
  private waiters: Array<() => void> = [];

  constructor(readonly options: MemoryPairOptions) {
    this.maxBytes = options.maxMessageBytes ?? DEFAULT_MAX_MESSAGE_BYTES;
    this.latencyMs = options.latencyMs ?? 0;
    const a = new MemoryEnd(this);
    const b = new MemoryEnd(this);
    a.peer = b;
    b.peer = a;
    this.ends = [a, b];
    const open = (): void => {
      if (!this.up) return;
      a.opened();
      b.opened();
    };
    // A rejected promise is a friend who never came: the pair stays connecting.
    if (options.opensWhen) void options.opensWhen.then(() => setTimeout(open, 0), () => undefined);
    else setTimeout(open, 0);
  }

  /** Runs `deliver` later, in send order; skipped if the link went down meanwhile. */
  schedule(deliver: () => void): void {
    this.inFlight++;
    const run = (): void => {
      try {
        if (this.up && !this.wedged) deliver();
      } finally {
        this.inFlight--;
        if (this.inFlight === 0) this.waiters.splice(0).forEach((w) => w());
      }
    };
    if (this.latencyMs > 0) setTimeout(run, this.latencyMs);
    else queueMicrotask(run);
  }

  settled(): Promise<void> {
    if (this.inFlight === 0) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push(resolve));
  }

  drop(): void {
    if (!this.up) return;
    const [a, b] = this.ends;
    if (a.state === 'closed' || b.state === 'closed') return;
    this.up = false;
    a.lost();
    b.lost();
  }

  renew(): [MemoryTransport, MemoryTransport] {
    this.drop();
    const { opensWhen: _opened, ...options } = this.options;
    const fresh = new Link(options);
    return [fresh.ends[0], fresh.ends[1]];
  }
}

class MemoryEnd extends TransportCore implements MemoryTransport {
  peer!: MemoryEnd;

  constructor(private readonly link: Link) {
    super({ heartbeat: link.options.heartbeat ?? true });
  }

  send(message: unknown): void {
    if (this.state !== 'open') {
      this.report('not-open', `cannot send: the transport is ${this.state}`);
      return;
    }
    const encoded = encodeMessage(message, this.link.maxBytes);
    if (!encoded.ok) {
      this.report(encoded.error.type, encoded.error.message);
      return;
    }
    const peer = this.peer;
    this.link.schedule(() => peer.receive(JSON.parse(encoded.text)));
  }

  close(): void {
    if (this.state === 'closed') return;
    const wasOpen = this.state === 'open';
    const peer = this.peer;
    this.finish('local');
    // The goodbye travels behind the messages already sent, as over a real channel.
    if (wasOpen) this.link.schedule(() => peer.remoteClosed());
    else this.link.schedule(() => peer.lostPeer());
  }

  disconnect(): void {
    this.link.drop();
  }

  wedge(): void {
    this.link.wedged = true;
  }

  protected override sendControl(frame: ControlFrame): void {
    if (this.state !== 'open') return;
    const peer = this.peer;
    this.link.schedule(() => peer.receiveControl(frame));
  }

  receiveControl(frame: ControlFrame): void {
    if (this.state !== 'open') return;
    this.heard();
    this.control(frame);
  }

  reconnect(): [MemoryTransport, MemoryTransport] {
    return this.link.renew();
  }

  settled(): Promise<void> {
    return this.link.settled();
  }

  protected teardown(_reason: TransportCloseEvent['reason']): void {
    // Nothing to release: the link's queue drops deliveries to a closed end.
  }

  opened(): void {
    this.markOpen();
  }

  receive(message: unknown): void {
    if (this.state !== 'open') return;
    this.heard();
    this.emitEvent('message', message);
  }

  remoteClosed(): void {
    this.finish('remote');
  }

  /** The other end went away before the channel opened. */
  lostPeer(): void {
    this.fail('connection-lost', 'the other peer closed before the channel opened');
  }

  lost(): void {
    this.fail('connection-lost', 'the in-memory link was disconnected');
  }
}
