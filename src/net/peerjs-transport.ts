/**
 * {@link Transport} over PeerJS: one WebRTC data channel between a host and one guest, found
 * through a PeerJS signalling server. The room id is the host's PeerJS id.
 *
 * Wire format: frames, each the JSON text of an array:
 * - `["m", payload]`: an application message;
 * - `["welcome", 2]`: host → accepted guest, first frame; the guest opens on it (2 = version);
 * - `["full"]`: host → any later guest, which then fails with `room-full`;
 * - `["bye"]`: the sender closes on purpose (the other side closes with reason `remote`).
 *
 * The strings go over the data channel as they are (PeerJS `serialization: 'raw'`): no
 * BinaryPack encoding, copying and decoding of every message, which the `binary`
 * serialization costs. Long frames are chunked here instead, as `binary` would (PeerJS `json`
 * fails at 16,300 bytes, and some browser pairs cut messages above 16 KiB): a frame longer
 * than {@link CHUNK_CHARS} UTF-16 units goes as pieces, each but the last sent as `+` and the
 * piece; the receiver joins them up to the piece that does not start with `+` (a frame
 * itself always starts with `[`). The channel is opened with `reliable: true`, which also
 * makes it ordered (PeerJS sets `ordered: !!reliable`), so pieces arrive in order and never
 * interleave with other frames. A host answers in whatever serialization the guest asked for.
 */
import * as peerjs from 'peerjs';
import type { DataConnection, Peer, PeerOptions } from 'peerjs';
import { TransportCore } from './core.js';
import { DEFAULT_MAX_MESSAGE_BYTES, encodeMessage } from './encode.js';
import { ROOM_PREFIX, isRoomId, newRoomId, peerErrorToTransport, type Phase } from './rooms.js';
import type { SignallingConfig } from './signalling-config.js';
import type { Listener, Transport, TransportCloseEvent, TransportEvents, Unsubscribe } from './transport.js';

/** 2: raw strings with `+` pieces (1: BinaryPack-encoded frames, never chunked by us). */
const WIRE_VERSION = 2;

/** At most 3 UTF-8 bytes per UTF-16 unit: a piece stays under 16,300 bytes. */
const CHUNK_CHARS = 5_400;

// Browsers and bundlers get peerjs's ES module, with a named `Peer`. Node gets its CommonJS
// build, whose names only show on `default`; reading it this way keeps this module (and the
// src/net barrel) importable in node tests, which use the in-memory transport.
const PeerClass: typeof Peer = peerjs.Peer ?? (peerjs.default as unknown as { Peer: typeof Peer }).Peer;

export interface RoomOptions {
  /** Limit on one message's JSON text in UTF-8 bytes. Default {@link DEFAULT_MAX_MESSAGE_BYTES}. */
  readonly maxMessageBytes?: number;
  /**
   * Joining only: how long to wait for the channel to open before failing with
   * `connect-failed`. Default 20 s, longer than a PeerServer's default 5 s `expire_timeout`
   * so that a missing room is reported as `peer-not-found`.
   */
  readonly connectTimeoutMs?: number;
  /** PeerJS log level, 0 (none, default) to 3 (all). */
  readonly debug?: 0 | 1 | 2 | 3;
}

export interface RoomTransportEvents extends TransportEvents {
  /** The signalling server accepted our id: a host can now share `roomId`; a guest is dialling. */
  registered: { readonly roomId: string };
}

/** A {@link Transport} to the other player of a room. */
export interface RoomTransport extends Transport {
  readonly role: 'host' | 'guest';
  /** The room (the host's PeerJS id). */
  readonly roomId: string;
  on<K extends keyof RoomTransportEvents>(event: K, listener: Listener<RoomTransportEvents[K]>): Unsubscribe;
}

function errorType(err: unknown): string {
  if (typeof err === 'object' && err !== null && 'type' in err && typeof err.type === 'string') return err.type;
  return 'unknown';
}

function errorText(err: unknown): string {
  if (err instanceof Error) return err.message;
  return String(err);
}

// ---------------------------------------------------------------------------------------------
// Frames

type Frame = { kind: 'message'; payload: unknown } | { kind: 'welcome'; version: number } | { kind: 'full' } | { kind: 'bye' };

function parseFrame(data: unknown): Frame | null {
  if (typeof data !== 'string') return null;
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    return null;
  }
  if (!Array.isArray(value)) return null;
  const [tag, body] = value as [unknown, unknown];
  if (tag === 'm' && value.length === 2) return { kind: 'message', payload: body };
  if (tag === 'welcome' && value.length === 2 && typeof body === 'number') return { kind: 'welcome', version: body };
  if (tag === 'full' && value.length === 1) return { kind: 'full' };
  if (tag === 'bye' && value.length === 1) return { kind: 'bye' };
  return null;
}

const FRAME_WELCOME = JSON.stringify(['welcome', WIRE_VERSION]);
/** The first character of a piece of a long frame ("+"). */
const PIECE = 0x2b;
const FRAME_FULL = JSON.stringify(['full']);
const FRAME_BYE = JSON.stringify(['bye']);

// ---------------------------------------------------------------------------------------------
// The transport

function peerOptions(config: SignallingConfig, debug: 0 | 1 | 2 | 3): PeerOptions {
  return {
    host: config.host,
    port: config.port,
    path: config.path,
    secure: config.secure,
    ...(config.key === undefined ? {} : { key: config.key }),
    config: { iceServers: config.iceServers.map((s) => ({ ...s })) },
    debug,
  };
}

/** How long a rejected guest gets to read `["full"]` before the host hangs up anyway. */
const REJECT_GRACE_MS = 3_000;
/** How long close() waits for the goodbye to leave before tearing the peer down. */
const CLOSE_DRAIN_MS = 2_000;

class PeerJsTransport extends TransportCore<RoomTransportEvents> implements RoomTransport {
  private readonly peer: Peer;
  private readonly maxBytes: number;
  private conn: DataConnection | null = null;
  private registered = false;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private readonly rejected = new Set<DataConnection>();
  /** Pieces of a long frame received so far. */
  private pieces: string[] = [];
  private piecesLength = 0;
  /** Frames (and pieces) received, for error messages. */
  private framesIn = 0;

  constructor(
    readonly role: 'host' | 'guest',
    readonly roomId: string,
    config: SignallingConfig,
    options: RoomOptions,
  ) {
    super();
    this.maxBytes = options.maxMessageBytes ?? DEFAULT_MAX_MESSAGE_BYTES;
    const ownId = role === 'host' ? roomId : newRoomId(12, `${ROOM_PREFIX}g-`);
    this.peer = new PeerClass(ownId, peerOptions(config, options.debug ?? 0));
    this.peer.on('open', () => this.onRegistered());
    this.peer.on('error', (err) => this.onPeerError(err));
    if (role === 'host') this.peer.on('connection', (conn) => this.onIncoming(conn));
    else {
      const ms = options.connectTimeoutMs ?? 20_000;
      this.timer = setTimeout(
        () => this.fail('connect-failed', `no connection to room ${roomId} within ${ms / 1000} s (are both players on networks that can reach each other? a TURN server may be needed)`),
        ms,
      );
    }
  }

  private phase(): Phase {
    return this.state === 'open' ? 'open' : this.registered ? 'waiting' : 'registering';
  }

  private onRegistered(): void {
    if (this.state === 'closed') return;
    this.registered = true;
    this.events.emit('registered', { roomId: this.roomId });
    if (this.role === 'guest') {
      const conn = this.peer.connect(this.roomId, { reliable: true, serialization: 'raw' });
      this.conn = conn;
      this.watch(conn);
    }
  }

  private onPeerError(err: unknown): void {
    if (this.state === 'closed') return;
    const peerType = errorType(err);
    // A host's peer-level WebRTC errors concern one knocking guest (maybe one being turned
    // away); that guest's connection reports its own failure, so the room stays up.
    if (this.role === 'host' && (peerType === 'webrtc' || peerType === 'peer-unavailable')) return;
    const type = peerErrorToTransport(peerType, this.role, this.phase());
    if (type === null) return;
    const detail = errorText(err);
    if (type === 'peer-not-found') this.fail(type, `no room ${this.roomId} on the signalling server (${detail})`);
    else if (type === 'room-taken') this.fail(type, `room id ${this.roomId} is already in use (${detail})`);
    else if (type === 'signalling-unreachable') this.fail(type, `cannot use the signalling server (${detail})`);
    else this.fail(type, detail);
  }

  /** Host: a guest knocks. The first one that opens is the guest; later ones are turned away. */
  private onIncoming(conn: DataConnection): void {
    if (this.state === 'closed') {
      conn.close();
      return;
    }
    if (this.conn) {
      this.reject(conn);
      return;
    }
    this.conn = conn;
    this.watch(conn);
  }

  private reject(conn: DataConnection): void {
    this.rejected.add(conn);
    const hangUp = (): void => {
      this.rejected.delete(conn);
      conn.close();
    };
    conn.on('open', () => {
      conn.send(FRAME_FULL);
      setTimeout(hangUp, REJECT_GRACE_MS);
    });
    conn.on('close', () => this.rejected.delete(conn));
    conn.on('error', () => undefined);
  }

  private watch(conn: DataConnection): void {
    conn.on('open', () => {
      if (conn !== this.conn || this.state !== 'connecting') return;
      // The host is open as soon as the channel is; the guest waits for the welcome, which
      // tells it this host accepted it rather than another guest.
      if (this.role === 'host') {
        conn.send(FRAME_WELCOME);
        this.markOpen();
      }
    });
    conn.on('data', (data) => {
      if (conn === this.conn) this.onFrame(data);
    });
    conn.on('error', (err) => {
      if (conn !== this.conn || this.state === 'closed') return;
      const type = peerErrorToTransport(errorType(err), this.role, this.phase());
      if (type === null) return;
      // Send-side errors leave the channel usable.
      if (type === 'message-too-large' || type === 'not-open') this.report(type, errorText(err));
      else if (this.role === 'host' && this.state === 'connecting') this.dropGuest(conn);
      else this.fail(type, errorText(err));
    });
    conn.on('close', () => {
      if (conn !== this.conn || this.state === 'closed') return;
      if (this.role === 'host' && this.state === 'connecting') this.dropGuest(conn);
      else if (this.state === 'open') this.fail('connection-lost', `the connection to ${conn.peer} closed without a goodbye`);
      else this.fail('connect-failed', `the host closed the connection before accepting it`);
    });
  }

  /** Host: the first guest never got through; wait for the next one instead. */
  private dropGuest(conn: DataConnection): void {
    this.conn = null;
    conn.close();
  }

  private onFrame(data: unknown): void {
    if (this.state === 'closed') return;
    this.framesIn++;
    if (typeof data === 'string' && data.charCodeAt(0) === PIECE) {
      // Every piece but the last is non-empty (the sender cuts full pieces); counting the `+` too
      // bounds how many a peer can make us hold, empty ones included.
      if (data.length === 1) {
        this.fail('protocol', 'the other peer sent an empty piece of a frame');
        return;
      }
      this.pieces.push(data.slice(1));
      this.piecesLength += data.length;
      // A frame is at most the message limit plus its framing (and UTF-8 never has fewer bytes than UTF-16 units).
      if (this.piecesLength > this.maxBytes + 64 + this.pieces.length) this.fail('protocol', `a frame from the other peer is longer than ${this.maxBytes} bytes`);
      return;
    }
    if (this.pieces.length > 0 && typeof data === 'string') {
      data = this.pieces.join('') + data;
      this.pieces = [];
      this.piecesLength = 0;
    }
    const frame = parseFrame(data);
    if (!frame) {
      this.fail('protocol', `unexpected frame from the other peer: ${describe(data)}`);
      return;
    }
    switch (frame.kind) {
      case 'message':
        if (this.state === 'open') this.emitEvent('message', frame.payload);
        else this.fail('protocol', `a message arrived before the welcome (frame ${this.framesIn} on this connection)`);
        return;
      case 'welcome':
        if (this.role !== 'guest' || this.state !== 'connecting') this.fail('protocol', 'unexpected welcome');
        else if (frame.version !== WIRE_VERSION) this.fail('protocol', `the host speaks wire version ${frame.version}, we speak ${WIRE_VERSION}`);
        else {
          clearTimeout(this.timer);
          this.markOpen();
        }
        return;
      case 'full':
        if (this.role === 'guest') this.fail('room-full', `room ${this.roomId} already has two players`);
        else this.fail('protocol', 'unexpected "full" from a guest');
        return;
      case 'bye':
        this.finish('remote');
        return;
    }
  }

  send(message: unknown): void {
    if (this.state !== 'open' || !this.conn) {
      this.report('not-open', `cannot send: the transport is ${this.state}`);
      return;
    }
    const encoded = encodeMessage(message, this.maxBytes);
    if (!encoded.ok) {
      this.report(encoded.error.type, encoded.error.message);
      return;
    }
    const frame = `["m",${encoded.text}]`;
    if (frame.length <= CHUNK_CHARS) {
      this.conn.send(frame);
      return;
    }
    for (let at = 0; at < frame.length; ) {
      let end = Math.min(frame.length, at + CHUNK_CHARS);
      // Never split a surrogate pair.
      const last = frame.charCodeAt(end - 1);
      if (end < frame.length && last >= 0xd800 && last <= 0xdbff) end--;
      this.conn.send(end < frame.length ? `+${frame.slice(at, end)}` : frame.slice(at, end));
      at = end;
    }
  }

  close(): void {
    if (this.state === 'closed') return;
    this.finish('local');
  }

  protected teardown(reason: TransportCloseEvent['reason']): void {
    clearTimeout(this.timer);
    const conn = this.conn;
    const peer = this.peer;
    for (const c of this.rejected) c.close();
    this.rejected.clear();
    if (reason === 'local' && conn?.open) {
      conn.send(FRAME_BYE);
      // Leave the signalling server now (the data channel stays up to drain): otherwise the
      // room id stays registered to this closing peer, and a friend who reconnects at once on
      // the goodbye has its offer delivered here, never answered, and waits out its whole
      // connect timeout. Disconnected, the server frees the id: the offer waits in the
      // server's queue for whoever hosts the room next (a reloaded page), or expires as
      // `peer-not-found` and is retried.
      peer.disconnect();
      // PeerJS.destroy() closes the channel at once and drops what PeerJS itself still
      // buffers, so let the goodbye (and anything sent before it) leave first.
      const started = Date.now();
      const drain = (): void => {
        // bufferSize: PeerJS's own queue (raw and binary connections are BufferedConnections).
        const pending = ((conn as { bufferSize?: number }).bufferSize ?? 0) + (conn.dataChannel?.bufferedAmount ?? 0);
        if (pending > 0 && Date.now() - started < CLOSE_DRAIN_MS) setTimeout(drain, 20);
        else setTimeout(() => peer.destroy(), 50);
      };
      drain();
    } else {
      peer.destroy();
    }
  }
}

function describe(data: unknown): string {
  const text = typeof data === 'string' ? data : Object.prototype.toString.call(data);
  return text.length > 80 ? `${text.slice(0, 80)}…` : text;
}

/**
 * Opens a room on the signalling server and waits for one guest. The transport opens when a
 * guest's channel does; any later guest is told `room-full` and hung up on. Listen for
 * `registered` to know when the room id can be shared.
 *
 * Errors: `signalling-unreachable`, `room-taken` (pick another id, or retry with
 * {@link withBackoff} after a reload: the server frees an id a few seconds after its peer
 * left), `invalid-config`, `connection-lost`, `protocol`.
 *
 * @example
 * ```ts
 * const config = await loadSignallingConfig({ location: new URL(location.href) });
 * const room = hostRoom(config.ok ? config.config : LOCAL_SIGNALLING);
 * room.on('registered', ({ roomId }) => showInvite(`${location.origin}/?room=${roomId}`));
 * room.on('open', () => room.send({ hello: 'from host' }));
 * room.on('error', ({ type, message }) => showError(type, message));
 * ```
 */
export function hostRoom(config: SignallingConfig, roomId: string = newRoomId(), options: RoomOptions = {}): RoomTransport {
  if (!isRoomId(roomId)) return failedTransport('host', roomId, `room id "${roomId}" is not valid (letters and digits, single - or _ between them)`);
  return new PeerJsTransport('host', roomId, config, options);
}

/**
 * Joins the room `roomId`. Opens when the host has accepted this guest.
 *
 * Errors: `signalling-unreachable`, `peer-not-found` (no such room; after the server's
 * `expire_timeout`, 5 s by default), `room-full`, `connect-failed` (the peers could not reach
 * each other: a STUN/TURN server is needed), `invalid-config`, `connection-lost`, `protocol`.
 *
 * @example
 * ```ts
 * const room = joinRoom(config, 'kult-7hq3x9mzk2ta');
 * room.on('open', () => room.send({ hello: 'from guest' }));
 * room.on('message', (data) => handle(data)); // unknown: validate first
 * ```
 */
export function joinRoom(config: SignallingConfig, roomId: string, options: RoomOptions = {}): RoomTransport {
  if (!isRoomId(roomId)) return failedTransport('guest', roomId, `room id "${roomId}" is not valid (letters and digits, single - or _ between them)`);
  return new PeerJsTransport('guest', roomId, config, options);
}

/** A transport that fails with `invalid-config` on the next tick, after the caller subscribed. */
function failedTransport(role: 'host' | 'guest', roomId: string, message: string): RoomTransport {
  class Failed extends TransportCore<RoomTransportEvents> implements RoomTransport {
    readonly role = role;
    readonly roomId = roomId;
    constructor() {
      super();
      setTimeout(() => this.fail('invalid-config', message), 0);
    }
    send(): void {
      this.report('not-open', `cannot send: the transport is ${this.state}`);
    }
    close(): void {
      this.finish('local');
    }
    protected teardown(): void {}
  }
  return new Failed();
}
