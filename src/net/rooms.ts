/**
 * The pure half of the PeerJS transport, importable in node: room ids and what each PeerJS
 * error means for a {@link Transport}. (`peerjs` itself is CommonJS to node, so modules that
 * import it only load in the browser or a bundler.)
 */
import type { TransportErrorType } from './transport.js';

// ---------------------------------------------------------------------------------------------
// Room ids

/** Letters and digits without the easily confused 0/o, 1/l/i: ids are read aloud and typed. */
const ROOM_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
export const ROOM_PREFIX = 'kult-';
const ROOM_ID = /^[A-Za-z0-9]+(?:[_-][A-Za-z0-9]+)*$/;

/**
 * A fresh room id: `kult-` and 12 characters from a 31-letter alphabet (~59 bits), from
 * `crypto.getRandomValues`. URL-safe and a valid PeerJS id.
 *
 * @example
 * ```ts
 * newRoomId(); // 'kult-7hq3x9mzk2ta'
 * ```
 */
export function newRoomId(length = 12, prefix = ROOM_PREFIX): string {
  let out = '';
  const bytes = new Uint8Array(length * 2);
  while (out.length < length) {
    crypto.getRandomValues(bytes);
    for (const b of bytes) {
      // Rejection sampling keeps every letter equally likely (256 is not a multiple of 31).
      if (b >= 256 - (256 % ROOM_ALPHABET.length)) continue;
      out += ROOM_ALPHABET[b % ROOM_ALPHABET.length];
      if (out.length === length) break;
    }
  }
  return prefix + out;
}

/** True when `id` can name a room: PeerJS's id rule (letters and digits, single `-`/`_` between them), at most 64 characters. */
export function isRoomId(id: string): boolean {
  return id.length <= 64 && ROOM_ID.test(id);
}

/**
 * The host's watch room for spectators (src/net/watch-room.ts), next to the players' room `room`.
 *
 * @example
 * watchRoomId('kult-7hq3x9mzk2ta'); // 'kult-7hq3x9mzk2ta-w'
 */
export function watchRoomId(room: string): string {
  return `${room}-w`;
}

// ---------------------------------------------------------------------------------------------
// Error mapping

/** Where a transport is in its life when PeerJS reports an error; decides what the error means. */
export type Phase = 'registering' | 'waiting' | 'open';

/**
 * Maps a PeerJS error type (`peer.on('error')` and `connection.on('error')`) to a
 * {@link TransportErrorType}, or `null` when it does not matter at this point: after the
 * channel is open the signalling server is no longer needed, so losing it is ignored.
 *
 * @example
 * ```ts
 * peerErrorToTransport('peer-unavailable', 'host', 'waiting'); // 'peer-not-found'
 * peerErrorToTransport('network', 'guest', 'registering');     // 'signalling-unreachable'
 * peerErrorToTransport('network', 'guest', 'open');            // null
 * ```
 */
export function peerErrorToTransport(type: string, role: 'host' | 'guest', phase: Phase): TransportErrorType | null {
  switch (type) {
    case 'peer-unavailable':
      return 'peer-not-found';
    case 'unavailable-id':
      // A guest's id is random: a clash is a fluke, worth a retry like any network failure.
      return role === 'host' ? 'room-taken' : 'network';
    case 'network':
    case 'socket-error':
    case 'socket-closed':
    case 'server-error':
    case 'disconnected':
      return phase === 'open' ? null : 'signalling-unreachable';
    case 'invalid-id':
    case 'invalid-key':
    case 'ssl-unavailable':
    case 'browser-incompatible':
      return 'invalid-config';
    // DataConnection errors.
    case 'negotiation-failed':
      return phase === 'open' ? 'connection-lost' : 'connect-failed';
    case 'connection-closed':
      return phase === 'open' ? 'connection-lost' : 'connect-failed';
    case 'message-too-big':
      return 'message-too-large';
    case 'not-open-yet':
      return 'not-open';
    default:
      return 'network';
  }
}
