/**
 * The host's watch room (NET-SPECTATE-01): a PeerJS id of its own, next to the players' room,
 * that holds up to {@link MAX_WATCHERS} spectators at once, each on its own data channel with
 * the players' wire (src/net/wire-frames.ts): the spectator joins as a guest of a room does
 * (`joinRoom`, `["join", 3]`), is welcomed, and then each side frames, cuts and bounds what it
 * sends as on the players' channel (src/net/data-channel.ts), with the heartbeat (NET-LIVE-01).
 * A knock past the limit is told `["full"]` (the spectator's `joinRoom` fails `room-full`).
 * A spectator says one short thing, its hello: what it may send is limited to
 * {@link WATCHER_MAX_MESSAGE_BYTES}; the desk (src/net/spectate/watch-desk.ts) refuses the rest.
 *
 * @example
 * const room = hostWatchRoom(config, watchRoomId(room), { admit: (id, t) => hand(id, t) });
 */
import type { DataConnection, Peer } from 'peerjs';
import { TransportCore } from './core.js';
import { Reassembly, messagePieces, overLimit } from './data-channel.js';
import { DEFAULT_MAX_MESSAGE_BYTES } from './encode.js';
import type { ControlFrame } from './heartbeat.js';
import {
  CLOSE_DRAIN_MS, DEFAULT_SEND_LIMIT_BYTES, FRAME_BYE, FRAME_BYE_HANDSHAKE, FRAME_FULL, FRAME_WELCOME, HANDSHAKE_MS, PeerClass, REJECT_GRACE_MS,
  errorText, errorType, peerOptions,
} from './peerjs-transport.js';
import { peerErrorToTransport } from './rooms.js';
import type { SignallingConfig } from './signalling-config.js';
import { MAX_WATCHERS } from './spectate/watch-wire.js';
import type { Transport, TransportCloseEvent, TransportErrorType } from './transport.js';
import { WIRE_VERSION, describeData, frameText, parseFrame } from './wire-frames.js';

export { watchRoomId } from './rooms.js';

/** The longest message a spectator may send: its hello is under 200 bytes. */
export const WATCHER_MAX_MESSAGE_BYTES = 1024;
/** Knocks turned away ("full") that are still being told so; the oldest goes when another comes. */
const MAX_TURNED_AWAY = 4;

export interface WatchRoomOptions {
  /** A spectator's channel opened: hand it on (its messages are `unknown` until checked). */
  readonly admit: (id: string, channel: Transport) => void;
  /** The room could not be (or stay) registered: spectators cannot come in. */
  readonly failed?: (type: TransportErrorType, message: string) => void;
  /** Spectators at once (default {@link MAX_WATCHERS}). */
  readonly max?: number;
  /** The PeerJS token the room is registered with (see RoomOptions.token): a reloaded host takes its id back at once. */
  readonly token?: string;
  /** What may wait in one spectator's send buffers before it counts as not reading (default 4 MiB). */
  readonly sendLimitBytes?: number;
}

export interface WatchRoom {
  readonly roomId: string;
  /** Spectators' channels held now (knocking or open). */
  readonly size: number;
  /** Closes every spectator's channel (with a goodbye) and leaves the signalling server. */
  close(): void;
}

/** Opens the watch room `roomId` on the signalling server. */
export function hostWatchRoom(config: SignallingConfig, roomId: string, options: WatchRoomOptions): WatchRoom {
  return new PeerWatchRoom(config, roomId, options);
}

class PeerWatchRoom implements WatchRoom {
  private readonly peer: Peer;
  private readonly channels = new Set<WatchChannel>();
  private readonly turnedAway: DataConnection[] = [];
  private next = 0;
  private closed = false;

  constructor(config: SignallingConfig, readonly roomId: string, private readonly options: WatchRoomOptions) {
    this.peer = new PeerClass(roomId, peerOptions(config, 0, options.token));
    this.peer.on('connection', (conn) => this.onKnock(conn));
    this.peer.on('error', (err) => {
      const type = peerErrorToTransport(errorType(err), 'host', 'waiting');
      // One spectator's WebRTC trouble is its channel's own.
      if (this.closed || type === null || type === 'peer-not-found' || errorType(err) === 'webrtc') return;
      this.options.failed?.(type, errorText(err));
    });
  }

  get size(): number {
    return this.channels.size;
  }

  private onKnock(conn: DataConnection): void {
    if (this.closed) return void conn.close();
    if (this.channels.size >= (this.options.max ?? MAX_WATCHERS)) return this.turnAway(conn);
    const channel = new WatchChannel(conn, this.options.sendLimitBytes ?? DEFAULT_SEND_LIMIT_BYTES);
    const id = `w${++this.next}`;
    this.channels.add(channel);
    channel.on('open', () => this.options.admit(id, channel));
    channel.on('close', () => this.channels.delete(channel));
  }

  /** A knock past the limit hears `["full"]` once it joins, then is hung up on. */
  private turnAway(conn: DataConnection): void {
    this.turnedAway.push(conn);
    while (this.turnedAway.length > MAX_TURNED_AWAY) this.turnedAway.shift()!.close();
    const hangUp = (): void => {
      const i = this.turnedAway.indexOf(conn);
      if (i >= 0) this.turnedAway.splice(i, 1);
      conn.close();
    };
    let told = false;
    conn.on('data', () => {
      // Once, whatever it sends: a knock that floods gets one answer.
      if (told) return;
      told = true;
      conn.send(FRAME_FULL);
      setTimeout(hangUp, REJECT_GRACE_MS);
    });
    conn.on('error', () => undefined);
    setTimeout(hangUp, HANDSHAKE_MS);
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    for (const c of this.turnedAway.splice(0)) c.close();
    for (const ch of [...this.channels]) ch.close();
    this.peer.disconnect();
    // Let the goodbyes leave before the peer goes.
    setTimeout(() => this.peer.destroy(), CLOSE_DRAIN_MS);
  }
}

/** The host's end of one spectator's channel: a Transport that opens when the spectator joins. */
class WatchChannel extends TransportCore {
  private readonly frames = new Reassembly(WATCHER_MAX_MESSAGE_BYTES);
  private received = 0;
  private readonly timer: ReturnType<typeof setTimeout>;

  constructor(private readonly conn: DataConnection, private readonly sendLimit: number) {
    super({ heartbeat: true });
    this.timer = setTimeout(() => this.fail('connect-failed', `the spectator did not join within ${HANDSHAKE_MS / 1000} s`), HANDSHAKE_MS);
    conn.on('data', (data) => this.onData(data));
    conn.on('close', () => this.fail('connection-lost', 'the spectator\'s channel closed without a goodbye'));
    conn.on('error', (err) => this.fail('network', errorText(err)));
  }

  private onData(data: unknown): void {
    if (this.state === 'closed') return;
    this.heard();
    this.received++;
    const got = this.frames.take(data);
    if (got === null) return;
    const frame = 'refused' in got ? null : parseFrame(got.text);
    if (!frame) return this.refuse(`the spectator sent ${'refused' in got ? got.refused : `a frame that is not one of this wire's (${describeData(got.text)})`} (frame ${this.received})`);
    if (this.state === 'connecting') {
      // A spectator speaks first, with its join, as a guest does; one of another version hears ours.
      if (frame.kind !== 'join') return this.refuse(`a "${frame.kind}" frame before the join`);
      clearTimeout(this.timer);
      this.conn.send(FRAME_WELCOME);
      if (frame.version !== WIRE_VERSION) return this.refuse(`wire version ${frame.version}, not ${WIRE_VERSION}`, false);
      this.markOpen();
      return;
    }
    if (frame.kind === 'message') this.emitEvent('message', frame.payload);
    else if (frame.kind === 'control') this.control(frame.frame);
    else if (frame.kind === 'bye') this.finish('remote');
    else this.refuse(`an unexpected "${frame.kind}" frame (frame ${this.received})`);
  }

  /** A `protocol` failure; `tell`: a goodbye first, so the spectator stops at once. */
  private refuse(why: string, tell = true): void {
    if (tell && this.conn.open) this.conn.send(FRAME_BYE_HANDSHAKE);
    this.fail('protocol', why);
  }

  send(message: unknown): void {
    if (this.state !== 'open') return this.report('not-open', `cannot send: the channel is ${this.state}`);
    const framed = messagePieces(message, DEFAULT_MAX_MESSAGE_BYTES);
    if (!framed.ok) return this.report(framed.error.type, framed.error.message);
    if (this.roomFor(framed.units)) for (const piece of framed.pieces) this.conn.send(piece);
  }

  protected override sendControl(frame: ControlFrame): void {
    const text = frameText(frame);
    if (this.state === 'open' && this.roomFor(text.length)) this.conn.send(text);
  }

  private roomFor(units: number): boolean {
    const over = overLimit(this.conn, units, this.sendLimit);
    if (over !== null) this.fail('peer-not-reading', over);
    return over === null;
  }

  close(): void {
    this.finish('local');
  }

  protected teardown(reason: TransportCloseEvent['reason']): void {
    clearTimeout(this.timer);
    if (reason !== 'local' || !this.conn.open) return void setTimeout(() => this.conn.close(), 100);
    this.conn.send(FRAME_BYE);
    // The goodbye (and what was sent before it) leaves before the channel goes.
    setTimeout(() => this.conn.close(), CLOSE_DRAIN_MS);
  }
}
