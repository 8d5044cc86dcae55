/**
 * The UTF-8 bytes of `canonicalJson(value)`, written straight into one
 * reusable buffer. Hashing a game state is the engine's hottest path: this
 * skips building the JSON string (a rope the encoder must flatten) and the
 * TextEncoder call, which together cost more than the SHA-256 itself for
 * the few hundred bytes an act changes. The output is byte-identical to
 * `utf8(canonicalJson(value))` (a property test holds them together).
 */

let buf = new Uint8Array(8192);
let pos = 0;
const utf8 = new TextEncoder();

/**
 * Canonical bytes of `value`, after the raw `prefix` bytes if any (digests
 * of parts, for a Merkle fold hashed in one call). The returned view aliases a shared buffer and
 * is valid only until the next call: hash it at once.
 */
export function canonicalBytes(value: unknown, prefix: readonly Uint8Array[] = []): Uint8Array {
  pos = 0;
  for (const part of prefix) {
    room(part.length);
    buf.set(part, pos);
    pos += part.length;
  }
  write(value);
  return buf.subarray(0, pos);
}

function room(n: number): void {
  if (pos + n <= buf.length) return;
  const bigger = new Uint8Array(Math.max(buf.length * 2, pos + n));
  bigger.set(buf.subarray(0, pos));
  buf = bigger;
}

function byte(b: number): void {
  room(1);
  buf[pos++] = b;
}

/** Plain ASCII with nothing to escape is copied as is; anything else goes through JSON.stringify + UTF-8. */
function writeString(s: string): void {
  const n = s.length;
  room(n + 2);
  const start = pos;
  buf[pos++] = 0x22;
  for (let i = 0; i < n; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x20 || c >= 0x80 || c === 0x22 || c === 0x5c) {
      pos = start;
      writeUtf8(JSON.stringify(s));
      return;
    }
    buf[pos++] = c;
  }
  buf[pos++] = 0x22;
}

function writeUtf8(text: string): void {
  room(text.length * 3);
  pos += utf8.encodeInto(text, buf.subarray(pos)).written;
}

function writeAscii(text: string): void {
  room(text.length);
  for (let i = 0; i < text.length; i++) buf[pos++] = text.charCodeAt(i);
}

/**
 * Object keys in code-unit order (what Array#sort does by default). State
 * objects have a handful of keys, often already in order: an insertion sort
 * does that in a few comparisons without the generic sort's overhead.
 */
function sortedKeys(obj: object): string[] {
  const keys = Object.keys(obj);
  for (let i = 1; i < keys.length; i++) {
    const k = keys[i]!;
    let j = i - 1;
    while (j >= 0 && keys[j]! > k) {
      keys[j + 1] = keys[j]!;
      j--;
    }
    keys[j + 1] = k;
  }
  return keys;
}

function write(value: unknown): void {
  if (value === null) return writeAscii('null');
  switch (typeof value) {
    case 'number':
      if (!Number.isFinite(value)) throw new TypeError('canonicalJson: non-finite number');
      return writeAscii(String(value));
    case 'string':
      return writeString(value);
    case 'boolean':
      return writeAscii(value ? 'true' : 'false');
    case 'object': {
      if (Array.isArray(value)) {
        byte(0x5b);
        for (let i = 0; i < value.length; i++) {
          if (i) byte(0x2c);
          write(value[i] ?? null);
        }
        return byte(0x5d);
      }
      const obj = value as Record<string, unknown>;
      const keys = sortedKeys(obj);
      byte(0x7b);
      let first = true;
      for (const key of keys) {
        const v = obj[key];
        if (v === undefined) continue;
        if (!first) byte(0x2c);
        writeString(key);
        byte(0x3a);
        write(v);
        first = false;
      }
      return byte(0x7d);
    }
    default:
      throw new TypeError(`canonicalJson: cannot encode ${typeof value}`);
  }
}
