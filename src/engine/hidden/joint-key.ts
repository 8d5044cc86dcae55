/** The deck's joint key Y = Σ Y_i, with its multiplication table kept (every move and shuffle uses it). */
import { jointKey } from './elgamal.js';
import { point, type Point } from './group.js';
import type { HiddenDeckState } from './state.js';

const cache = new Map<string, Point>();
const CACHE_MAX = 16;

export function jointKeyOf(state: HiddenDeckState): Point {
  return jointKeyFrom(state.setup.seats.map((s) => state.keys[s]!));
}

export function jointKeyFrom(keys: readonly string[]): Point {
  const id = keys.join('');
  let y = cache.get(id);
  if (!y) {
    y = jointKey(keys.map(point)).precompute(8, false);
    if (cache.size >= CACHE_MAX) cache.delete(cache.keys().next().value!);
    cache.set(id, y);
  }
  return y;
}
