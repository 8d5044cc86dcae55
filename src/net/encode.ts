/**
 * JSON encoding shared by every transport, so that the in-memory pair used in node tests
 * accepts, rejects and reshapes messages exactly as the PeerJS transport does.
 */
import type { TransportErrorEvent } from './transport.js';

/**
 * Default limit on one message's JSON text, in UTF-8 bytes: 256 KiB (262,144), a sixth above
 * the largest message the protocol sends (src/net/protocol.ts, at its schema's maxima). The
 * receiver refuses anything longer, so this is also what a friend can make this table hold.
 *
 * The largest is the audit with 1000 reveals and a 500-card list, every field at its maximum
 * (all ASCII: card ids by the schema's pattern, instance ids `host#12`, 32-hex salts):
 * - one reveal `{"iid":"…64…","card":"…64…","salt":"…32…"}`: 30 + 160 = 190 characters;
 *   1000 of them with 999 commas: 190,999;
 * - the list: 500 × (64 + 2 quotes) + 499 commas: 33,499;
 * - `{"t":"audit",` 13, `"list":[` 8, `],` 2, `"listSalt":"` 12, the salt 32, `",` 2,
 *   `"reveals":[` 11, `]}` 2: 82;
 * - in all 224,580 bytes. The next largest, a reject with 64 checks of 2,000-character words,
 *   is 133,544 in ASCII.
 * test/net/message-limit.test.ts builds that audit and checks it passes both the schema and
 * this limit, and that the limit stays within 2× of it.
 */
export const DEFAULT_MAX_MESSAGE_BYTES = 256 * 1024;

export type Encoded = { readonly ok: true; readonly text: string } | { readonly ok: false; readonly error: TransportErrorEvent };

const utf8 = new TextEncoder();

/** UTF-8 length of a string without allocating when the answer is obvious. */
export function utf8Length(text: string): number {
  // A UTF-16 code unit never takes more than 3 UTF-8 bytes.
  if (text.length * 3 <= 64 * 1024) return utf8.encode(text).byteLength;
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80) bytes += 1;
    else if (c < 0x800) bytes += 2;
    else if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length) {
      const d = text.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) {
        bytes += 4;
        i++;
      } else bytes += 3;
    } else bytes += 3;
  }
  return bytes;
}

/** Encodes a message as JSON text, or says why it cannot be sent. */
export function encodeMessage(message: unknown, maxBytes: number): Encoded {
  let text: string | undefined;
  try {
    text = JSON.stringify(message);
  } catch (err) {
    return { ok: false, error: { type: 'invalid-message', message: `message is not JSON-compatible: ${err instanceof Error ? err.message : String(err)}` } };
  }
  if (text === undefined) {
    return { ok: false, error: { type: 'invalid-message', message: `message is not JSON-compatible: ${typeof message}` } };
  }
  // A UTF-16 unit is at most 3 UTF-8 bytes: only long texts need counting.
  if (text.length > maxBytes || (text.length * 3 > maxBytes && utf8Length(text) > maxBytes)) {
    return {
      ok: false,
      error: { type: 'message-too-large', message: `message is ${utf8Length(text)} bytes of JSON; the limit is ${maxBytes}` },
    };
  }
  return { ok: true, text };
}
