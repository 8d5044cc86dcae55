/**
 * Joint random draws from hash chains, for outcomes nobody may foresee or choose (a card
 * discarded at random, the cut of a reshuffled pile), between tables that do not trust each
 * other and share no server.
 *
 * Each table makes a secret 32-byte seed `s` at setup and the chain
 * `x_L = s, x_{k-1} = SHA-256(CHAIN_TAG || x_k)`, and sends only the head `x_0`. Each use reveals
 * the table's next link (`x_1`, then `x_2`, …): anyone checks that it hashes to the previous one
 * (the table's public *tip*), and nobody else can compute it before it is shown (a preimage). The
 * head is fixed before the game, so a table cannot choose its links later; an outcome derived
 * from every table's link is unknown to each table until the last link is shown.
 *
 * An outcome is derived from a draw's seed, SHA-256 over a domain tag, the draw's purpose, a draw
 * counter and every contributor's link in seat order (each field length-prefixed, so the bytes
 * read back in one way only), expanded in counter mode, and turned into an integer in `[0, n)`
 * by rejection sampling (no modulo bias). Everything here is a pure function of its arguments.
 */
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, hexToBytes, utf8ToBytes } from '@noble/hashes/utils.js';

/**
 * Links after the head: how many random outcomes one table can take part in during a match.
 * A Void cast takes one link of every table, a reshuffle's cut one of the cutter's. A table whose
 * chain is used up can take part in no further draw: the rules then say what happens instead
 * (src/kult: The Void cannot be cast, a pile is not reshuffled), never a guess.
 */
export const CHAIN_LENGTH = 1024;

/** A link, a head or a chain secret: 32 bytes as 64 lowercase hex digits. */
export { HEX64 as LINK_PATTERN } from './hex-schemas.js';
import { HEX64 as LINK_PATTERN } from './hex-schemas.js';

const CHAIN_TAG = utf8ToBytes('taroticum/chain/v1');
const DRAW_TAG = utf8ToBytes('taroticum/draw/v1');

/** The link before `link` in its chain: SHA-256(CHAIN_TAG || link). */
export function previousLink(link: string): string {
  const bytes = hexToBytes(link);
  const input = new Uint8Array(CHAIN_TAG.length + bytes.length);
  input.set(CHAIN_TAG);
  input.set(bytes, CHAIN_TAG.length);
  return bytesToHex(sha256(input));
}

/**
 * The whole chain of a 64-hex secret, head first: index k is `x_k`, from the head `x_0` to the
 * secret itself `x_length`.
 *
 * @example const chain = hashChain(secret); opensChain(chain[0], chain[1]) // true
 */
export function hashChain(secret: string, length: number = CHAIN_LENGTH): readonly string[] {
  if (!LINK_PATTERN.test(secret)) throw new Error('a chain secret is 64 lowercase hex digits');
  const out = new Array<string>(length + 1);
  out[length] = secret;
  // One buffer, tag then link, hashed in place: the same bytes as previousLink without hex in between.
  const input = new Uint8Array(CHAIN_TAG.length + 32);
  input.set(CHAIN_TAG);
  let link = hexToBytes(secret);
  for (let k = length; k > 0; k--) {
    input.set(link, CHAIN_TAG.length);
    link = sha256(input);
    out[k - 1] = bytesToHex(link);
  }
  return out;
}

/** The last chains made, by secret: a table asks for its next link once per draw, and a chain costs ~1,000 hashes. */
const made = new Map<string, readonly string[]>();

function chainOf(secret: string): readonly string[] {
  let chain = made.get(secret);
  if (!chain) {
    chain = hashChain(secret);
    if (made.size >= 4) made.delete(made.keys().next().value!);
    made.set(secret, chain);
  }
  return chain;
}

/** The head a table sends at setup for its secret. */
export function chainHead(secret: string): string {
  return chainOf(secret)[0]!;
}

/** The link a table reveals for its `k`-th use (k from 1), or null past the chain's end. */
export function chainLink(secret: string, k: number): string | null {
  if (!Number.isInteger(k) || k < 1 || k > CHAIN_LENGTH) return null;
  return chainOf(secret)[k]!;
}

/** True when `link` is a well-formed link whose hash is `tip`: the next link of that chain. Never throws. */
export function opensChain(tip: string, link: string): boolean {
  return LINK_PATTERN.test(link) && LINK_PATTERN.test(tip) && previousLink(link) === tip;
}

function u32(n: number): Uint8Array {
  const b = new Uint8Array(4);
  new DataView(b.buffer).setUint32(0, n >>> 0);
  return b;
}

/**
 * One draw's seed: SHA-256(DRAW_TAG || len·purpose || counter || count || len·link_1 || … ), the
 * links in seat order. Every field is length-prefixed, so no two draws read alike.
 */
export function drawSeed(purpose: string, counter: number, links: readonly string[]): Uint8Array {
  const fields: Uint8Array[] = [DRAW_TAG];
  const p = utf8ToBytes(purpose);
  fields.push(u32(p.length), p, u32(counter), u32(links.length));
  for (const link of links) {
    if (!LINK_PATTERN.test(link)) throw new Error('a link is 64 lowercase hex digits');
    const b = hexToBytes(link);
    fields.push(u32(b.length), b);
  }
  let size = 0;
  for (const f of fields) size += f.length;
  const input = new Uint8Array(size);
  let at = 0;
  for (const f of fields) {
    input.set(f, at);
    at += f.length;
  }
  return sha256(input);
}

/**
 * Unbiased integers from a seed: SHA-256(seed || block) in counter mode, read as 32-bit words;
 * a word at or above the largest multiple of `n` is skipped (rejection sampling).
 */
export class DrawStream {
  private block = 0;
  private words: DataView | null = null;
  private at = 8;

  constructor(private readonly seed: Uint8Array) {}

  private word(): number {
    if (this.at === 8) {
      const input = new Uint8Array(this.seed.length + 4);
      input.set(this.seed);
      input.set(u32(this.block++), this.seed.length);
      const digest = sha256(input);
      this.words = new DataView(digest.buffer, digest.byteOffset, digest.byteLength);
      this.at = 0;
    }
    return this.words!.getUint32(4 * this.at++);
  }

  /** An integer in `[0, n)`, for 1 ≤ n ≤ 2^32. */
  int(n: number): number {
    if (!Number.isInteger(n) || n < 1 || n > 2 ** 32) throw new Error(`a draw needs a whole number of outcomes from 1 to 2^32, not ${n}`);
    const limit = 2 ** 32 - (2 ** 32 % n);
    // Each word is rejected with probability below n / 2^32 (under 2^-16 for any pile or hand):
    // 64 words all rejected is a chance below 2^-1000, and then the last one is taken as it is,
    // so the loop is bounded whatever the links.
    let w = this.word();
    for (let tries = 1; w >= limit && tries < 64; tries++) w = this.word();
    return w % n;
  }

  /** A Fisher–Yates shuffled copy of `items`. */
  shuffle<T>(items: readonly T[]): T[] {
    const out = items.slice();
    for (let i = out.length - 1; i > 0; i--) {
      const j = this.int(i + 1);
      const tmp = out[i] as T;
      out[i] = out[j] as T;
      out[j] = tmp;
    }
    return out;
  }
}

/**
 * The outcome of one joint draw: an integer in `[0, n)` from every contributor's link.
 *
 * @example jointIndex('kult/the-void', 0, [hostLink, guestLink], hand.length)
 */
export function jointIndex(purpose: string, counter: number, links: readonly string[], n: number): number {
  return new DrawStream(drawSeed(purpose, counter, links)).int(n);
}

/** A joint shuffle of `items`: the same on every table that has the same links. */
export function jointShuffle<T>(purpose: string, counter: number, links: readonly string[], items: readonly T[]): T[] {
  return new DrawStream(drawSeed(purpose, counter, links)).shuffle(items);
}
