/**
 * Ops that are properties, not one-off acts: the state queries read them
 * (suits.ts, capacity.ts, cv.ts, hand-size.ts, settle.ts, card-checks.ts),
 * so playing the card needs no target and does nothing extra.
 */
import type { EffectHandler } from './types.js';

export const staticOp: EffectHandler = {
  judge: () => [],
  apply: () => {},
};
