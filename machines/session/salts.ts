/**
 * Fresh salts for the commitments the chart makes on its own (the pile's, a reshuffle's), drawn
 * without reading entropy in a transition: each is derived from a secret the context took from
 * `input.token` when it was made, and the number already drawn. So the same snapshot and event
 * always give the same next snapshot (XState's pure `transition()`), and the salts stay as
 * unpredictable as the secret: a domain-tagged SHA-256 of a 256-bit secret and a counter,
 * truncated to 128 bits. The secret never leaves this table, nor is it saved: a reloaded page
 * draws from a new one.
 */
import { hashFields } from '../../src/engine/commitment.js';
import { sha256Hex } from '../../src/engine/hash.js';

export interface SaltSource {
  /** 64 hex digits, from two fresh tokens. */
  readonly secret: string;
  /** How many salts were drawn: the next is the `drawn`-th. */
  readonly drawn: number;
}

export function saltSource(token: () => string): SaltSource {
  return { secret: sha256Hex(`${token()}|${token()}`), drawn: 0 };
}

/**
 * A token function for one action (what `commitPile` and a game's `answer` take), and the
 * source to keep after it: assign `used()` in the same action so no salt is drawn twice.
 *
 * @example
 * const d = drawSalts(context.salts);
 * const { secrets } = commitPile(list, d.token);
 * enqueue.assign({ salts: d.used() });
 */
export function drawSalts(source: SaltSource): { readonly token: () => string; readonly used: () => SaltSource } {
  let n = source.drawn;
  return {
    token: () => hashFields('taroticum/salt/1', [source.secret, String(n++)]).slice(0, 32),
    used: () => ({ secret: source.secret, drawn: n }),
  };
}
