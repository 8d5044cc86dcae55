/**
 * {@link Transport} over PeerJS: one WebRTC data channel between a host and one guest, found
 * through a PeerJS signalling server. The room id is the host's PeerJS id.
 *
 * Wire format (src/net/wire-frames.ts): frames, each the JSON text of an array. The guest speaks
 * first on a channel (`["join", 3]`); the host answers the first guest that joins with
 * `["welcome", 3]` and any later one with `["full"]`. Then `["m", payload]` carries the
 * application's messages, `["ping", n]` / `["pong", n]` the heartbeat and `["presence", …]`
 * a page going to the background (src/net/heartbeat.ts); `["bye"]` closes on purpose.
 *
 * Why the guest speaks first: each side then sends only to a channel it has heard from, so the
 * welcome never races the guest's own channel opening, and a host holds a guest's seat only
 * once that guest is really there. A channel that knocks but never joins (a guest that gave
 * up, a page that died while dialling) is dropped after {@link HANDSHAKE_MS}; until a guest
 * joins the host keeps several knocks open, and the first to join wins, so a dead one never
 * blocks a live one.
 *
 * The strings go over the data channel as they are (PeerJS `serialization: 'raw'`). A frame
 * longer than {@link CHUNK_CHARS} UTF-16 units goes as pieces: `+` and CHUNK_CHARS units (one
 * fewer where a surrogate pair would be split) for each but the last, `=` and the rest for the
 * last; a whole frame starts with `[`. PeerJS `json` fails at 16,300 bytes and some browser
 * pairs cut messages above 16 KiB; CHUNK_CHARS units are at most 16,200 bytes. The channel is
 * opened with `reliable: true`, which also makes it ordered (PeerJS sets `ordered: !!reliable`),
 * so pieces arrive in order and never interleave with other frames.
 *
 * What a receiver refuses, at the first such frame (a `protocol` failure that closes the
 * channel): data that is not text, a string longer than any the sender produces, a piece of
 * another size than the sender cuts, more pieces than the message limit allows, a frame longer
 * than the limit, and anything that is not one of the frames above. A peer therefore makes
 * this table hold at most one message's worth of pieces, and Chromium's data channel never
 * gets to deliver the oversized-then-flood sequence that crashes the receiving tab.
 *
 * Sending is bounded too: when more than {@link RoomOptions.sendLimitBytes} wait in the
 * channel's buffers (a friend that stopped reading), the transport fails with
 * `peer-not-reading` rather than growing the buffer without end.
 */
import * as peerjs from 'peerjs';
import type { DataConnection, Peer, PeerOptions } from 'peerjs';
import { TransportCore } from './core.js';
import { Reassembly, messagePieces, overLimit, queuedBytes } from './data-channel.js';
import { DEFAULT_MAX_MESSAGE_BYTES } from './encode.js';
import type { ControlFrame } from './heartbeat.js';
import { ROOM_PREFIX, isRoomId, newRoomId, peerErrorToTransport, type Phase } from './rooms.js';
import type { SignallingConfig } from './signalling-config.js';
import type { Listener, Transport, TransportCloseEvent, TransportEvents, Unsubscribe } from './transport.js';
import { WIRE_VERSION, describeData, frameText, parseFrame, type Frame } from './wire-frames.js';

// Browsers and bundlers get peerjs's ES module, with a named `Peer`. Node gets its CommonJS
// build, whose names only show on `default`; reading it this way keeps this module (and the
// src/net barrel) importable in node tests, which use the in-memory transport.
export const PeerClass: typeof Peer = peerjs.Peer ?? (peerjs.default as unknown as { Peer: typeof Peer }).Peer;

/** A knock that has not joined within this long is hung up on (host); a dial not welcomed within it is abandoned (guest). */
export const HANDSHAKE_MS = 10_000;
/** A guest dials again when no answer to its offer came within this long (the offer may have been lost on the way). */
export const REDIAL_MS = 1_500;
/** Knocks a host keeps open while no guest has joined; the oldest goes when another comes. */
const MAX_KNOCKS = 4;
/** Unanswered dials a guest keeps open; the oldest goes when it dials again. */
const MAX_OPEN_DIALS = 3;
/** A guest awaiting its host offers again at most this often (a server that expires offers at once must not make it spin). */
const MIN_DIAL_GAP_MS = 500;
/** A guest awaiting its host that is told "full" knocks again after this long. */
const FULL_RETRY_MS = 2_000;
/** Default {@link RoomOptions.sendLimitBytes}: 4 MiB, ten times the largest message. */
export const DEFAULT_SEND_LIMIT_BYTES = 4 * 1024 * 1024;

export interface RoomOptions {
  /** Limit on one message's JSON text in UTF-8 bytes. Default {@link DEFAULT_MAX_MESSAGE_BYTES}. */
  readonly maxMessageBytes?: number;
  /**
   * Joining only: how long to wait for the channel to open before failing with
   * `connect-failed`. Default 20 s, longer than a PeerServer's default 5 s `expire_timeout`
   * so that a missing room is reported as `peer-not-found`; no limit with `awaitHost`.
   */
  readonly connectTimeoutMs?: number;
  /**
   * Joining only: the host is expected back (a re-join after a drop, a reloaded guest page), so
   * a room not registered yet is no failure: when the server drops the offer as undeliverable
   * (`peer-not-found`), the guest offers again at once, so that an offer always waits in the
   * server's queue and reaches the host the moment its page registers the room again. Told
   * "full" (the host still holds this guest's previous connection until its heartbeat drops
   * it), the guest knocks again every 2 s.
   */
  readonly awaitHost?: boolean;
  /**
   * How much may wait in the channel's send buffers (the browser's `bufferedAmount` and PeerJS's
   * own queue) before the friend counts as not reading: the transport then fails with
   * `peer-not-reading`. Default {@link DEFAULT_SEND_LIMIT_BYTES}.
   */
  readonly sendLimitBytes?: number;
  /**
   * Hosting only: the secret PeerJS token the room is registered with. A host that comes back
   * with the same token (a reload, a new network) takes its room id over at once, even while the
   * signalling server still holds the old registration (it drops a dead socket only after up to
   * 90 s): without it the room id is `room-taken` until then, and offers to it are lost. Keep it
   * with the room; default a fresh random token.
   */
  readonly token?: string;
  /** PeerJS log level, 0 (none, default) to 3 (all). */
  readonly debug?: 0 | 1 | 2 | 3;
}

export interface RoomTransportEvents extends TransportEvents {
  /** The signalling server accepted our id: a host can now share `roomId`; a guest is dialling. */
  registered: { readonly roomId: string };
  /**
   * The other peer is there, before any channel is up: a guest's offer reached this host (host),
   * or the host answered one of this guest's offers (guest). Emitted for each such offer, while
   * connecting. A caller that no longer expects the room to be missing (a mesh pair) times the
   * path between the two from here: an open channel should follow within seconds.
   */
  contact: void;
}

/** A {@link Transport} to the other player of a room. */
export interface RoomTransport extends Transport {
  readonly role: 'host' | 'guest';
  /** The room (the host's PeerJS id). */
  readonly roomId: string;
  on<K extends keyof RoomTransportEvents>(event: K, listener: Listener<RoomTransportEvents[K]>): Unsubscribe;
}

export function errorType(err: unknown): string {
  if (typeof err === 'object' && err !== null && 'type' in err && typeof err.type === 'string') return err.type;
  return 'unknown';
}

export function errorText(err: unknown): string {
  if (err instanceof Error) return err.message;
  return String(err);
}

export function peerOptions(config: SignallingConfig, debug: 0 | 1 | 2 | 3, token: string | undefined): PeerOptions {
  return {
    host: config.host,
    port: config.port,
    path: config.path,
    secure: config.secure,
    ...(config.key === undefined ? {} : { key: config.key }),
    ...(token === undefined ? {} : { token }),
    config: { iceServers: config.iceServers.map((s) => ({ ...s })) },
    debug,
  };
}

/** How long a rejected guest gets to read `["full"]` before the host hangs up anyway. */
export const REJECT_GRACE_MS = 3_000;
/** How long close() waits for the goodbye to leave before tearing the peer down. */
export const CLOSE_DRAIN_MS = 2_000;

const FRAME_JOIN = frameText(['join', WIRE_VERSION]);
export const FRAME_WELCOME = frameText(['welcome', WIRE_VERSION]);
export const FRAME_FULL = frameText(['full']);
export const FRAME_BYE = frameText(['bye']);
export const FRAME_BYE_HANDSHAKE = frameText(['bye', 'handshake']);

/** What one channel of ours is in its life: a host's knock or accepted guest, a guest's dial or accepted host. */
interface Channel {
  readonly conn: DataConnection;
  readonly frames: Reassembly;
  /** Frames (pieces included) received on it, for error messages. */
  received: number;
  timer: ReturnType<typeof setTimeout> | undefined;
}

class PeerJsTransport extends TransportCore<RoomTransportEvents> implements RoomTransport {
  private readonly peer: Peer;
  private readonly maxBytes: number;
  private readonly sendLimit: number;
  /** The accepted channel: the joined guest (host) or the host that welcomed us (guest). */
  private conn: DataConnection | null = null;
  private accepted: Channel | null = null;
  /** Host: knocks not joined yet. Guest: dials not welcomed yet. Oldest first. */
  private waiting: Channel[] = [];
  private registered = false;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private redialTimer: ReturnType<typeof setTimeout> | undefined;
  private readonly rejected = new Set<DataConnection>();
  private readonly awaitHost: boolean;
  private lastDialAt = -Infinity;

  constructor(
    readonly role: 'host' | 'guest',
    readonly roomId: string,
    config: SignallingConfig,
    options: RoomOptions,
  ) {
    super({ heartbeat: true });
    this.maxBytes = options.maxMessageBytes ?? DEFAULT_MAX_MESSAGE_BYTES;
    this.sendLimit = options.sendLimitBytes ?? DEFAULT_SEND_LIMIT_BYTES;
    this.awaitHost = role === 'guest' && options.awaitHost === true;
    const ownId = role === 'host' ? roomId : newRoomId(12, `${ROOM_PREFIX}g-`);
    this.peer = new PeerClass(ownId, peerOptions(config, options.debug ?? 0, role === 'host' ? options.token : undefined));
    this.peer.on('open', () => this.onRegistered());
    this.peer.on('error', (err) => this.onPeerError(err));
    if (role === 'host') this.peer.on('connection', (conn) => this.onKnock(conn));
    else {
      const ms = options.connectTimeoutMs ?? (this.awaitHost ? null : 20_000);
      if (ms !== null) {
        this.timer = setTimeout(
          () => this.fail('connect-failed', `no connection to room ${roomId} within ${ms / 1000} s (are both players on networks that can reach each other? a TURN server may be needed)`),
          ms,
        );
      }
    }
  }

  private phase(): Phase {
    return this.state === 'open' ? 'open' : this.registered ? 'waiting' : 'registering';
  }

  private onRegistered(): void {
    if (this.state === 'closed') return;
    this.registered = true;
    this.events.emit('registered', { roomId: this.roomId });
    if (this.role === 'guest') this.dial();
  }

  private onPeerError(err: unknown): void {
    if (this.state === 'closed') return;
    const peerType = errorType(err);
    // A host's peer-level WebRTC errors concern one knocking guest (maybe one being turned
    // away); that guest's connection reports its own failure, so the room stays up.
    if (this.role === 'host' && (peerType === 'webrtc' || peerType === 'peer-unavailable')) return;
    // A guest's: one of its dials (another may still get through; the dial's own close says when it is done).
    if (this.role === 'guest' && peerType === 'webrtc' && this.state === 'connecting') return;
    // The server dropped our offers: the room is not registered (yet). Awaiting the host, offer again.
    if (this.awaitHost && peerType === 'peer-unavailable' && this.state === 'connecting') {
      this.offerAgain();
      return;
    }
    const type = peerErrorToTransport(peerType, this.role, this.phase());
    if (type === null) return;
    const detail = errorText(err);
    if (type === 'peer-not-found') this.fail(type, `no room ${this.roomId} on the signalling server (${detail})`);
    else if (type === 'room-taken') this.fail(type, `room id ${this.roomId} is already in use (${detail})`);
    else if (type === 'signalling-unreachable') this.fail(type, `cannot use the signalling server (${detail})`);
    else this.fail(type, detail);
  }

  // -------------------------------------------------------------------------------------------
  // Host: knocks, the join, and later guests turned away

  private onKnock(conn: DataConnection): void {
    if (this.state === 'closed') {
      conn.close();
      return;
    }
    if (this.accepted) {
      this.reject(conn);
      return;
    }
    const knock = this.channel(conn);
    this.waiting.push(knock);
    if (this.state === 'connecting') this.events.emit('contact', undefined);
    while (this.waiting.length > MAX_KNOCKS) this.hangUp(this.waiting[0]!, false);
    knock.timer = setTimeout(() => this.hangUp(knock, true), HANDSHAKE_MS);
    conn.on('data', (data) => this.onKnockData(knock, data));
    conn.on('close', () => this.forget(knock));
    conn.on('error', (err) => (this.accepted === knock ? this.onAcceptedError(err) : this.hangUp(knock, false)));
  }

  private onKnockData(knock: Channel, data: unknown): void {
    this.heard();
    if (this.accepted === knock) {
      this.onFrame(knock, data);
      return;
    }
    if (!this.waiting.includes(knock) || this.state !== 'connecting') return;
    knock.received++;
    const frame = this.frameOf(knock, data);
    if (!frame) return;
    // The first frame of a guest is its join; anything else is a guest this host cannot seat.
    if (frame.kind !== 'join') {
      this.hangUp(knock, true);
      return;
    }
    if (frame.version !== WIRE_VERSION) {
      // It hears our version and can say why it fails; the room waits for the next guest.
      this.hangUp(knock, true, FRAME_WELCOME);
      return;
    }
    this.waiting.splice(this.waiting.indexOf(knock), 1);
    clearTimeout(knock.timer);
    for (const other of this.waiting.splice(0)) this.hangUp(other, false);
    this.accept(knock);
    knock.conn.send(FRAME_WELCOME);
    this.markOpen();
  }

  private reject(conn: DataConnection): void {
    this.rejected.add(conn);
    const hangUp = (): void => {
      this.rejected.delete(conn);
      conn.close();
    };
    let told = false;
    const tell = (): void => {
      if (told) return;
      told = true;
      conn.send(FRAME_FULL);
      setTimeout(hangUp, REJECT_GRACE_MS);
    };
    // A guest speaks first: answer its join (data only flows once both ends are open).
    conn.on('data', tell);
    conn.on('close', () => this.rejected.delete(conn));
    conn.on('error', () => undefined);
    setTimeout(hangUp, HANDSHAKE_MS);
  }

  // -------------------------------------------------------------------------------------------
  // Guest: dials, the welcome

  /** Offers a channel to the host; again every REDIAL_MS while no offer was answered (the server may have lost it). */
  private dial(): void {
    if (this.state !== 'connecting' || this.accepted) return;
    const conn = this.peer.connect(this.roomId, { reliable: true, serialization: 'raw' });
    if (!conn) return;
    this.lastDialAt = Date.now();
    const dial = this.channel(conn);
    this.waiting.push(dial);
    // A dial that is not welcomed in time (answered, but its connection never comes up) is given up.
    dial.timer = setTimeout(() => this.dialEnded(dial, `no welcome from the host within ${HANDSHAKE_MS / 1000} s`), HANDSHAKE_MS);
    while (this.waiting.filter((d) => !answered(d)).length > MAX_OPEN_DIALS) this.hangUp(this.waiting.find((d) => !answered(d))!, false);
    conn.on('open', () => {
      if (this.waiting.includes(dial)) conn.send(FRAME_JOIN);
    });
    // The answer to this offer arrived: the host is there (PeerJS sets the remote description then).
    conn.peerConnection?.addEventListener('signalingstatechange', () => {
      if (this.state === 'connecting' && this.waiting.includes(dial) && answered(dial)) this.events.emit('contact', undefined);
    });
    conn.on('data', (data) => this.onDialData(dial, data));
    conn.on('close', () => this.dialEnded(dial, 'the host closed the connection before accepting it'));
    conn.on('error', (err) => {
      if (this.accepted === dial) this.onAcceptedError(err);
      else this.dialEnded(dial, errorText(err));
    });
    this.checkDialsLater();
  }

  /** In REDIAL_MS: dial again unless an offer was answered meanwhile (then look again later: that dial may still fail). */
  private checkDialsLater(): void {
    clearTimeout(this.redialTimer);
    this.redialTimer = setTimeout(() => {
      if (this.state !== 'connecting' || this.accepted) return;
      if (this.waiting.some(answered)) this.checkDialsLater();
      else this.dial();
    }, REDIAL_MS);
  }

  private onDialData(dial: Channel, data: unknown): void {
    this.heard();
    if (this.accepted === dial) {
      this.onFrame(dial, data);
      return;
    }
    if (!this.waiting.includes(dial) || this.state !== 'connecting') return;
    dial.received++;
    const frame = this.frameOf(dial, data);
    if (!frame) return;
    switch (frame.kind) {
      case 'welcome':
        if (frame.version !== WIRE_VERSION) {
          this.fail('protocol', `the host speaks wire version ${frame.version}, we speak ${WIRE_VERSION}`);
          return;
        }
        this.waiting.splice(this.waiting.indexOf(dial), 1);
        clearTimeout(dial.timer);
        for (const other of this.waiting.splice(0)) this.hangUp(other, false);
        clearTimeout(this.timer);
        clearTimeout(this.redialTimer);
        this.accept(dial);
        this.markOpen();
        return;
      case 'full':
        this.hangUp(dial, false);
        if (this.waiting.length > 0) return;
        // Awaiting the host, "full" is most likely our own previous connection, which the host
        // drops once its heartbeat goes unanswered (NET-LIVE-01): knock again a little later.
        if (this.awaitHost) this.offerAgain(FULL_RETRY_MS);
        else this.fail('room-full', `room ${this.roomId} already has two players`);
        return;
      case 'bye':
        this.dialEnded(dial, 'the host hung up before accepting this table');
        return;
      default:
        // Nothing but a welcome or "full" may come before the welcome. Say so to the host at
        // once (it drops this channel and waits for the next guest), and fail this attempt as
        // `connect-failed`, which is tried again: a guest is never left failed while its host waits.
        this.dialFailed(dial, `${frame.kind === 'message' ? 'a message' : `a "${frame.kind}" frame`} arrived before the welcome (frame ${dial.received} on this connection)`, true);
        return;
    }
  }

  /**
   * Awaiting the host: the server dropped every offer of ours (the room was not registered), so
   * the dials are dead. Offer again at once (at most every `gapMs` after the last offer).
   */
  private offerAgain(gapMs = MIN_DIAL_GAP_MS): void {
    for (const d of this.waiting.splice(0)) {
      clearTimeout(d.timer);
      d.conn.close();
    }
    clearTimeout(this.redialTimer);
    this.redialTimer = setTimeout(() => this.dial(), Math.max(0, this.lastDialAt + gapMs - Date.now()));
  }

  /** A dial ended without a welcome (the host hung up, the channel broke). */
  private dialEnded(dial: Channel, why: string): void {
    if (this.waiting.includes(dial)) this.dialFailed(dial, why, false);
  }

  /**
   * Gives a dial up (`tell`: saying goodbye first, so the host drops it at once); if it was the
   * last, the attempt fails as `connect-failed`, which the caller may try again.
   */
  private dialFailed(dial: Channel, why: string, tell: boolean): void {
    if (this.state !== 'connecting') return;
    this.hangUp(dial, tell);
    if (this.waiting.length > 0) return;
    // Awaiting the host, a dial that merely ended (closed, timed out) is followed by the next;
    // one the host broke the handshake on fails the attempt (the caller says so, and may try again).
    if (this.awaitHost && !tell) this.offerAgain();
    else this.fail('connect-failed', why);
  }

  // -------------------------------------------------------------------------------------------
  // Both

  private channel(conn: DataConnection): Channel {
    return { conn, frames: new Reassembly(this.maxBytes), received: 0, timer: undefined };
  }

  /** The frame a channel's data completes, or null (more pieces due, or refused: then the channel was dealt with). */
  private frameOf(ch: Channel, data: unknown): Frame | null {
    const got = ch.frames.take(data);
    if (got === null) return null;
    const frame = 'refused' in got ? null : parseFrame(got.text);
    if (frame) return frame;
    const why = 'refused' in got ? got.refused : `a frame that is not one of this wire's (${describeData(got.text)})`;
    if (this.accepted === ch) this.fail('protocol', `the other peer sent ${why} (frame ${ch.received} on this connection)`);
    else if (this.role === 'host') this.hangUp(ch, true);
    else this.dialFailed(ch, `the host sent ${why} before its welcome`, true);
    return null;
  }

  private accept(ch: Channel): void {
    this.accepted = ch;
    this.conn = ch.conn;
    ch.conn.on('close', () => {
      if (this.accepted !== ch || this.state === 'closed') return;
      this.fail('connection-lost', `the connection to ${ch.conn.peer} closed without a goodbye`);
    });
  }

  private onAcceptedError(err: unknown): void {
    if (this.state === 'closed') return;
    const type = peerErrorToTransport(errorType(err), this.role, this.phase());
    if (type === null) return;
    // Send-side errors leave the channel usable.
    if (type === 'message-too-large' || type === 'not-open') this.report(type, errorText(err));
    else this.fail(type, errorText(err));
  }

  /**
   * Drops a knock or a dial; `tell`: say why first (a goodbye, or this side's welcome to a guest
   * of another version), so the other side stops waiting on it at once.
   */
  private hangUp(ch: Channel, tell: boolean, farewell = FRAME_BYE_HANDSHAKE): void {
    const i = this.waiting.indexOf(ch);
    if (i >= 0) this.waiting.splice(i, 1);
    clearTimeout(ch.timer);
    if (tell && ch.conn.open) {
      ch.conn.send(farewell);
      // Let the last word leave before the channel goes.
      setTimeout(() => ch.conn.close(), 100);
    } else ch.conn.close();
  }

  private forget(ch: Channel): void {
    const i = this.waiting.indexOf(ch);
    if (i >= 0) this.waiting.splice(i, 1);
    clearTimeout(ch.timer);
  }

  /** A frame on the accepted channel. */
  private onFrame(ch: Channel, data: unknown): void {
    if (this.state === 'closed') return;
    ch.received++;
    const frame = this.frameOf(ch, data);
    if (!frame) return;
    switch (frame.kind) {
      case 'message':
        this.emitEvent('message', frame.payload);
        return;
      case 'control':
        this.control(frame.frame);
        return;
      case 'bye':
        this.finish('remote');
        return;
      default:
        this.fail('protocol', `unexpected "${frame.kind}" frame from the other peer (frame ${ch.received} on this connection)`);
    }
  }

  send(message: unknown): void {
    if (this.state !== 'open' || !this.conn) {
      this.report('not-open', `cannot send: the transport is ${this.state}`);
      return;
    }
    const framed = messagePieces(message, this.maxBytes);
    if (!framed.ok) {
      this.report(framed.error.type, framed.error.message);
      return;
    }
    if (!this.roomFor(framed.units)) return;
    for (const piece of framed.pieces) this.conn.send(piece);
  }

  protected override sendControl(frame: ControlFrame): void {
    if (this.state !== 'open' || !this.conn) return;
    const text = frameText(frame);
    if (this.roomFor(text.length)) this.conn.send(text);
  }

  /**
   * Whether `units` more UTF-16 units may be queued: past the send limit the friend is not
   * reading (or the channel is wedged), and the transport fails rather than buffer without end.
   */
  private roomFor(units: number): boolean {
    const over = overLimit(this.conn!, units, this.sendLimit);
    if (over === null) return true;
    this.fail('peer-not-reading', over);
    return false;
  }

  close(): void {
    if (this.state === 'closed') return;
    this.finish('local');
  }

  protected teardown(reason: TransportCloseEvent['reason']): void {
    clearTimeout(this.timer);
    clearTimeout(this.redialTimer);
    const conn = this.conn;
    const peer = this.peer;
    for (const c of this.rejected) c.close();
    this.rejected.clear();
    for (const ch of this.waiting.splice(0)) {
      clearTimeout(ch.timer);
      ch.conn.close();
    }
    if (reason === 'local' && conn?.open) {
      conn.send(FRAME_BYE);
      // Leave the signalling server now (the data channel stays up to drain): otherwise the
      // room id stays registered to this closing peer, and a friend who reconnects at once on
      // the goodbye has its offer delivered here, never answered. Disconnected, the server frees
      // the id: the offer waits in the server's queue for whoever hosts the room next (a reloaded
      // page), or expires as `peer-not-found` and is retried.
      peer.disconnect();
      // PeerJS.destroy() closes the channel at once and drops what PeerJS itself still
      // buffers, so let the goodbye (and anything sent before it) leave first.
      const started = Date.now();
      const drain = (): void => {
        // PeerJS's own queue and the browser's (raw and binary connections are BufferedConnections).
        const pending = queuedBytes(conn);
        if (pending > 0 && Date.now() - started < CLOSE_DRAIN_MS) setTimeout(drain, 20);
        else setTimeout(() => peer.destroy(), 50);
      };
      drain();
    } else {
      peer.destroy();
    }
  }
}

/** A dial the host answered (its offer arrived): the connection is being made, no need to dial again. */
function answered(dial: Channel): boolean {
  return !!dial.conn.peerConnection?.remoteDescription;
}

/**
 * Opens a room on the signalling server and waits for one guest. The transport opens when a
 * guest's channel joins; any later guest is told `room-full` and hung up on. Listen for
 * `registered` to know when the room id can be shared.
 *
 * Errors: `signalling-unreachable`, `room-taken` (pick another id, or retry with
 * {@link withBackoff} after a reload: the server frees an id a few seconds after its peer
 * left; or host with the room's {@link RoomOptions.token}), `invalid-config`,
 * `connection-lost`, `protocol`, `silent`, `peer-not-reading`.
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
 * each other: a STUN/TURN server is needed; or the handshake failed, worth another try),
 * `invalid-config`, `connection-lost`, `protocol`, `silent`, `peer-not-reading`.
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
