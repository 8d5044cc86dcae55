import { xoroshiro128plus, xoroshiro128plusFromState } from 'pure-rand/generator/xoroshiro128plus';
import { uniformInt } from 'pure-rand/distribution/uniformInt';

/**
 * The seeded generator's state lives inside the game state as plain numbers
 * (boardgame.io's pattern), so a snapshot or a replay continues the exact
 * same random sequence. Functions here are pure: they return the next state.
 */
export type RngState = readonly number[];

/** A fresh generator state from a 32-bit integer seed. */
export function seedRng(seed: number): RngState {
  return xoroshiro128plus(seed | 0).getState();
}

/** Derives a 32-bit seed from a string (e.g. two peers' revealed seeds). */
export function seedFromString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h | 0;
}

/** An integer in [from, to], and the state after drawing it. */
export function randomInt(state: RngState, from: number, to: number): [number, RngState] {
  const gen = xoroshiro128plusFromState(state);
  const value = uniformInt(gen, from, to);
  return [value, gen.getState()];
}

/** A Fisher–Yates shuffled copy of `items`, and the state after it. */
export function shuffled<T>(state: RngState, items: readonly T[]): [T[], RngState] {
  const gen = xoroshiro128plusFromState(state);
  const out = items.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = uniformInt(gen, 0, i);
    const tmp = out[i] as T;
    out[i] = out[j] as T;
    out[j] = tmp;
  }
  return [out, gen.getState()];
}
