/**
 * A PeerJS room whose code (peerjs with its binarypack, and our transport: 13 KiB gzip) is
 * fetched only when a friend match starts: solo practice and the lobby never
 * load it. The transport is usable at once — listeners attach now, events are forwarded from
 * the real room once it exists — and keeps the Transport contract (`close` exactly once, a
 * failed load is a fatal `network` error).
 */
import { HEX32 } from '../engine/hex-schemas.js';
import { TransportCore } from '../net/core.js';
import { watchRoomId } from '../net/rooms.js';
import type { SignallingConfig } from '../net/signalling-config.js';
import { isFatal, type Transport, type TransportCloseEvent, type TransportErrorType } from '../net/transport.js';
import type { Connect } from './friend-match.js';
import { lazyMeshConnect } from './lazy-mesh.js';

class LazyRoom extends TransportCore {
  private inner: Transport | null = null;
  private hiddenNow = false;

  constructor(role: 'host' | 'guest', config: SignallingConfig, room: string, rejoin: boolean) {
    super();
    import('../net/peerjs-transport.js').then(
      ({ hostRoom, joinRoom }) => {
        if (this.state === 'closed') return;
        const token = role === 'host' ? roomToken(room) : undefined;
        const t = role === 'host' ? hostRoom(config, room, token === undefined ? {} : { token }) : joinRoom(config, room, { awaitHost: rejoin });
        this.inner = t;
        t.setHidden?.(this.hiddenNow);
        t.on('message', (m) => this.emitEvent('message', m));
        t.on('presence', (p) => this.emitEvent('presence', p));
        t.on('error', (e) => {
          if (isFatal(e.type)) this.pendingError = e;
          else this.report(e.type, e.message);
        });
        t.on('open', () => this.markOpen());
        t.on('close', ({ reason }) => {
          const e = this.pendingError;
          if (reason === 'lost' && e) this.fail(e.type, e.message);
          else this.finish(reason === 'lost' ? 'remote' : reason);
        });
      },
      (err: unknown) => this.fail('network', `the network code could not be loaded: ${err instanceof Error ? err.message : String(err)}`),
    );
  }

  override setHidden(hidden: boolean): void {
    this.hiddenNow = hidden;
    this.inner?.setHidden?.(hidden);
  }

  override get lastHeardAt(): number | null {
    return this.inner?.lastHeardAt ?? null;
  }

  /** A fatal error of the room, held until its `close` so it is reported exactly once, before it. */
  private pendingError: { type: TransportErrorType; message: string } | null = null;

  send(message: unknown): void {
    if (this.inner && this.state === 'open') this.inner.send(message);
    else this.report('not-open', 'send() before the connection opened');
  }

  close(): void {
    this.finish('local');
  }

  protected teardown(_reason: TransportCloseEvent['reason']): void {
    this.inner?.close();
  }
}

/**
 * The PeerJS token this browser hosts `room` with, kept in localStorage: a host that comes back
 * (a reload, a reopened tab, a new network) registers as the same client and takes its room id
 * over at once, even while the signalling server still holds its old registration (see
 * RoomOptions.token). Undefined where localStorage cannot be used (a fresh token each time).
 */
function roomToken(room: string): string | undefined {
  try {
    const key = `taroticum-room-token:${room}`;
    const kept = localStorage.getItem(key);
    if (kept && HEX32.test(kept)) return kept;
    const token = Array.from(crypto.getRandomValues(new Uint8Array(16)), (x) => x.toString(16).padStart(2, '0')).join('');
    localStorage.setItem(key, token);
    return token;
  } catch {
    return undefined;
  }
}

/** `connect` for FriendMatch over PeerJS rooms, loading PeerJS on first use. */
export function lazyRoomConnect(config: SignallingConfig): Connect {
  const connect = (role: 'host' | 'guest', room: string, options?: { readonly rejoin: boolean }) => new LazyRoom(role, config, room, options?.rejoin ?? false);
  return Object.assign(connect, { mesh: lazyMeshConnect(config) });
}

/** Spectators over PeerJS (NET-SPECTATE-01): the host's watch room and a spectator's channel to it. */
export interface WatchConnect {
  /** Hosts the watch room of the players' room `room`; each spectator's channel, once joined, goes to `admit`. */
  host(room: string, admit: (id: string, channel: Transport) => void): { close(): void };
  /** A spectator's channel to the watch room of the players' room `room`. */
  join(room: string): Transport;
}

/** {@link WatchConnect} on the signalling server, loading PeerJS on first use. */
export function lazyWatchConnect(config: SignallingConfig): WatchConnect {
  return {
    host(room, admit) {
      let closed = false;
      let inner: { close(): void } | null = null;
      import('../net/watch-room.js').then(
        ({ hostWatchRoom }) => {
          if (closed) return;
          const id = watchRoomId(room);
          const token = roomToken(id);
          inner = hostWatchRoom(config, id, {
            admit,
            ...(token === undefined ? {} : { token }),
            // The match goes on without spectators; nothing of it is the players' to fix.
            failed: (type, message) => console.warn(`taroticum: spectators cannot join (${type}: ${message})`),
          });
        },
        (err: unknown) => console.warn('taroticum: the watch room could not load', err),
      );
      return {
        close() {
          closed = true;
          inner?.close();
        },
      };
    },
    join: (room) => new LazyRoom('guest', config, watchRoomId(room), false),
  };
}
