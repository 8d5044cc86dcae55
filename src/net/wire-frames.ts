/**
 * The frames of the PeerJS room's wire (src/net/peerjs-transport.ts): what each is, how a long
 * one is cut into pieces, and how a received one is read. Pure and importable in node, so the
 * cutting and reading are tested without a browser.
 *
 * - `["join", v]`: guest → host, the first frame on each of the guest's channels (v = wire version);
 * - `["welcome", v]`: host → the first guest that joins; the guest opens on it;
 * - `["full"]`: host → any later guest, which then fails with `room-full`;
 * - `["m", payload]`: an application message;
 * - `["ping", n]`, `["pong", n]`, `["presence", "hidden" | "visible"]`: the heartbeat (src/net/heartbeat.ts);
 * - `["bye"]` (or `["bye", code]`): the sender closes on purpose; `code` is for logs only.
 */
import type { ControlFrame } from './heartbeat.js';
import { isPingId } from './heartbeat.js';

/**
 * 3: the guest joins first, heartbeat and presence frames, last pieces marked `=`.
 * (2: raw strings with `+` pieces, the host's welcome first; 1: BinaryPack-encoded frames.)
 */
export const WIRE_VERSION = 3;

/** Units of a frame per piece: at most 3 UTF-8 bytes per UTF-16 unit keeps a piece under PeerJS json's 16,300 bytes. */
export const CHUNK_CHARS = 5_400;
/** The longest string a sender puts on the channel: a piece, CHUNK_CHARS units after its mark. */
export const MAX_DATA_CHARS = CHUNK_CHARS + 1;
/** What `["m",` … `]` adds to a message's JSON text. */
export const FRAME_OVERHEAD = 6;
/** First unit of a piece with more to come ("+"), and of a frame's last piece ("="). A whole frame starts with "[". */
export const PIECE_MORE = 0x2b;
export const PIECE_LAST = 0x3d;

export type Frame =
  | { readonly kind: 'message'; readonly payload: unknown }
  | { readonly kind: 'join'; readonly version: number }
  | { readonly kind: 'welcome'; readonly version: number }
  | { readonly kind: 'full' }
  | { readonly kind: 'bye' }
  | { readonly kind: 'control'; readonly frame: ControlFrame };

/** The text of a control or handshake frame. */
export function frameText(frame: ControlFrame | readonly [string, ...unknown[]]): string {
  return JSON.stringify(frame);
}

/** How many `+` pieces a frame of a message of at most `maxBytes` can need (each carries at least CHUNK_CHARS - 1 units). */
export function maxPieces(maxBytes: number): number {
  return Math.ceil((maxBytes + FRAME_OVERHEAD) / (CHUNK_CHARS - 1));
}

/**
 * The strings to send for `frame`: itself when short, else pieces, each but the last `+` and
 * CHUNK_CHARS units (one fewer rather than split a surrogate pair), the last `=` and the rest.
 *
 * @example
 * pieces('[…12,000 units…]').map((p) => p[0] + p.length) // ['+5401', '+5401', '=1201']
 */
export function pieces(frame: string): string[] {
  if (frame.length <= CHUNK_CHARS) return [frame];
  const out: string[] = [];
  let at = 0;
  while (frame.length - at > CHUNK_CHARS) {
    let end = at + CHUNK_CHARS;
    const last = frame.charCodeAt(end - 1);
    if (last >= 0xd800 && last <= 0xdbff) end--;
    out.push(`+${frame.slice(at, end)}`);
    at = end;
  }
  out.push(`=${frame.slice(at)}`);
  return out;
}

const BYE_CODE = /^[a-z][a-z-]{0,39}$/;

/** Reads a whole frame's text; null for anything that is not one of this wire's frames. */
export function parseFrame(text: string): Frame | null {
  if (text.charCodeAt(0) !== 0x5b) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (!Array.isArray(value) || value.length < 1 || value.length > 2) return null;
  const [tag, body] = value as [unknown, unknown];
  const two = value.length === 2;
  switch (tag) {
    case 'm':
      return two ? { kind: 'message', payload: body } : null;
    case 'join':
    case 'welcome':
      return two && typeof body === 'number' && Number.isSafeInteger(body) && body >= 0 ? { kind: tag, version: body } : null;
    case 'full':
      return two ? null : { kind: 'full' };
    case 'bye':
      return !two || (typeof body === 'string' && BYE_CODE.test(body)) ? { kind: 'bye' } : null;
    case 'ping':
    case 'pong':
      return two && isPingId(body) ? { kind: 'control', frame: [tag, body] } : null;
    case 'presence':
      return two && (body === 'hidden' || body === 'visible') ? { kind: 'control', frame: ['presence', body] } : null;
    default:
      return null;
  }
}

/**
 * Received data described by its kind and size, for an error message. Never its content: an
 * error message can reach the screen, and nothing a peer writes may (NET-SHAPE-01).
 */
export function describeData(data: unknown): string {
  if (typeof data === 'string') return `text of ${data.length} characters`;
  if (data instanceof ArrayBuffer) return `binary data of ${data.byteLength} bytes`;
  if (ArrayBuffer.isView(data)) return `binary data of ${data.byteLength} bytes`;
  if (typeof Blob !== 'undefined' && data instanceof Blob) return `a blob of ${data.size} bytes`;
  return typeof data;
}
