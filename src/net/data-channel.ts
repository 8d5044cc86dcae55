/**
 * One PeerJS data channel of this wire (src/net/wire-frames.ts), whichever transport holds it:
 * the players' room (src/net/peerjs-transport.ts) or the host's watch room for spectators
 * (src/net/watch-room.ts). Reading: pieces joined into frames, refusing at once what no sender
 * of this protocol produces. Sending: a message framed and cut into pieces, unless more than the
 * send limit already waits in the channel's buffers (a peer that stopped reading).
 */
import type { DataConnection } from 'peerjs';
import { encodeMessage, utf8Length, type Encoded } from './encode.js';
import { CHUNK_CHARS, FRAME_OVERHEAD, MAX_DATA_CHARS, PIECE_LAST, PIECE_MORE, describeData, maxPieces, pieces } from './wire-frames.js';

/** A string off the channel, and whether it is a whole frame or a piece of one. */
type Chunk = { readonly kind: 'frame' | 'more' | 'last'; readonly text: string } | { readonly kind: 'refused'; readonly why: string };

/**
 * Joins pieces into frames for one channel, refusing at once what no sender of this protocol
 * produces. Holds at most one frame's worth of pieces.
 */
export class Reassembly {
  private parts: string[] = [];
  private units = 0;
  private readonly maxUnits: number;
  private readonly maxParts: number;

  constructor(private readonly maxBytes: number) {
    this.maxUnits = maxBytes + FRAME_OVERHEAD;
    this.maxParts = maxPieces(maxBytes);
  }

  /** The next whole frame's text, null while pieces are still coming, or why the data is refused. */
  take(data: unknown): { readonly text: string } | null | { readonly refused: string } {
    const chunk = classify(data);
    if (chunk.kind === 'refused') return { refused: chunk.why };
    if (chunk.kind === 'frame') {
      if (this.parts.length > 0) return { refused: 'a frame arrived in the middle of the pieces of another' };
      return { text: chunk.text };
    }
    const body = chunk.text.slice(1);
    if (chunk.kind === 'more') {
      // The sender cuts every piece but the last at CHUNK_CHARS units, or one fewer before a surrogate pair.
      if (body.length !== CHUNK_CHARS && body.length !== CHUNK_CHARS - 1) return { refused: `a piece of ${body.length} characters (the sender cuts ${CHUNK_CHARS})` };
      // With the last piece still to come, this one would make more than the limit can need.
      if (this.parts.length + 1 >= this.maxParts) return { refused: `more than ${this.maxParts} pieces for one frame (the limit of ${this.maxBytes} bytes needs at most that many)` };
      this.parts.push(body);
      this.units += body.length;
      return null;
    }
    if (this.parts.length === 0) return { refused: 'the last piece of a frame whose first pieces never came' };
    const units = this.units + body.length;
    this.parts.push(body);
    const text = this.parts.join('');
    this.parts = [];
    this.units = 0;
    // UTF-8 never has fewer bytes than UTF-16 units: the cheap count first.
    if (units > this.maxUnits || utf8Length(text) > this.maxUnits) return { refused: `a frame longer than ${this.maxBytes} bytes` };
    return { text };
  }
}

function classify(data: unknown): Chunk {
  if (typeof data !== 'string') return { kind: 'refused', why: `data that is not text (${describeData(data)})` };
  if (data.length > MAX_DATA_CHARS) return { kind: 'refused', why: `a frame of ${data.length} characters unpieced (the sender never sends more than ${MAX_DATA_CHARS})` };
  const first = data.charCodeAt(0);
  if (first === PIECE_MORE) return { kind: 'more', text: data };
  if (first === PIECE_LAST) return { kind: 'last', text: data };
  return { kind: 'frame', text: data };
}

/** What waits in a channel's send buffers, in bytes: PeerJS's own queue (in messages, each at most MAX_DATA_CHARS units, 3 bytes a unit) and the browser's. */
export function queuedBytes(conn: DataConnection): number {
  return ((conn as { bufferSize?: number }).bufferSize ?? 0) * MAX_DATA_CHARS * 3 + (conn.dataChannel?.bufferedAmount ?? 0);
}

/** Why `units` more UTF-16 units may not be queued on `conn` (past `limit` bytes the peer is not reading), or null. */
export function overLimit(conn: DataConnection, units: number, limit: number): string | null {
  const queued = queuedBytes(conn);
  if (queued + units <= limit) return null;
  return `${queued} bytes already wait to be sent to the other peer (the limit is ${limit}): it has stopped reading`;
}

/** The pieces of an application message's frame (`["m", message]`), or why it cannot be sent. */
export function messagePieces(message: unknown, maxBytes: number): { readonly ok: true; readonly pieces: string[]; readonly units: number } | Extract<Encoded, { ok: false }> {
  const encoded = encodeMessage(message, maxBytes);
  if (!encoded.ok) return encoded;
  const frame = `["m",${encoded.text}]`;
  return { ok: true, pieces: pieces(frame), units: frame.length };
}
