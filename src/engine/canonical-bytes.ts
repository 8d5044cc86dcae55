/**
 * The UTF-8 bytes of `canonicalJson(value)`, written straight into one
 * reusable buffer. Hashing a game state is the engine's hottest path: this
 * skips building the JSON string (a rope the encoder must flatten) and the
 * TextEncoder call, which together cost more than the hashing itself for
 * the few hundred bytes an act changes. The output is byte-identical to
 * `utf8(canonicalJson(value))` (a property test holds them together).
 */

let buf = new Uint8Array(8192);
let pos = 0;
const utf8 = new TextEncoder();

/**
 * Canonical bytes of `value`, after the raw `prefix` bytes if any (digests
 * of parts, for a Merkle fold hashed in one call). `overrides` replaces the
 * values of some of the top-level object's own keys (`undefined` leaves a key
 * out) without copying the object. The returned view aliases a shared buffer
 * and is valid only until the next call: hash it at once.
 */
export function canonicalBytes(value: unknown, prefix: readonly Uint8Array[] = [], overrides?: Readonly<Record<string, unknown>>): Uint8Array {
  pos = 0;
  for (const part of prefix) {
    room(part.length);
    buf.set(part, pos);
    pos += part.length;
  }
  if (overrides && value !== null && typeof value === 'object' && !Array.isArray(value)) writeObject(value as Record<string, unknown>, overrides);
  else write(value);
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
 * An object's keys in code-unit order (what Array#sort does by default),. Objects of one kind are built the
 * same way and list their keys in the same order: the layout is remembered
 * per first key and reused when the whole list matches (identity compares of
 * interned strings), else made again with an insertion sort, which suits the
 * short, nearly sorted lists of a game state.
 */
interface KeyLayout {
  readonly given: readonly string[];
  readonly sorted: readonly string[];
}

const layouts = new Map<string, KeyLayout>();
const NO_KEYS: KeyLayout = { given: [], sorted: [] };

function keyLayout(obj: object): KeyLayout {
  // Matched against the remembered layout key by key (for…in allocates no key list).
  let known: KeyLayout | undefined = NO_KEYS;
  let n = 0;
  for (const key in obj) {
    if (n === 0) known = layouts.get(key);
    // for…in also walks inherited keys; an object that has any takes the Object.keys path.
    if (known === undefined || known.given[n] !== key || !Object.hasOwn(obj, key)) {
      known = undefined;
      break;
    }
    n++;
  }
  if (known !== undefined && known.given.length === n) return known;
  const keys = Object.keys(obj);
  const sorted = keys.slice();
  for (let i = 1; i < sorted.length; i++) {
    const k = sorted[i]!;
    let j = i - 1;
    while (j >= 0 && sorted[j]! > k) {
      sorted[j + 1] = sorted[j]!;
      j--;
    }
    sorted[j + 1] = k;
  }
  const layout = { given: keys, sorted };
  if (keys.length > 0 && layouts.size < 512) layouts.set(keys[0]!, layout);
  return layout;
}

/** Non-negative integers below 2^31 (counts, indices, markers): digits written directly, no string made. */
function writeSmallInt(n: number): void {
  let digits = 1;
  for (let t = n; t >= 10; t = (t / 10) | 0) digits++;
  room(digits);
  let p = pos + digits;
  pos = p;
  do {
    buf[--p] = 0x30 + (n % 10);
    n = (n / 10) | 0;
  } while (n > 0);
}

function write(value: unknown): void {
  if (value === null) return writeAscii('null');
  switch (typeof value) {
    case 'number':
      if (Number.isInteger(value) && value >= 0 && value < 0x80000000) return writeSmallInt(value);
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
      return writeObject(value as Record<string, unknown>);
    }
    default:
      throw new TypeError(`canonicalJson: cannot encode ${typeof value}`);
  }
}

function writeObject(obj: Record<string, unknown>, overrides?: Readonly<Record<string, unknown>>): void {
  const sorted = keyLayout(obj).sorted;
  byte(0x7b);
  let first = true;
  for (let i = 0; i < sorted.length; i++) {
    const key = sorted[i]!;
    const v = overrides !== undefined && Object.hasOwn(overrides, key) ? overrides[key] : obj[key];
    if (v === undefined) continue;
    if (!first) byte(0x2c);
    writeString(key);
    byte(0x3a);
    write(v);
    first = false;
  }
  byte(0x7d);
}
