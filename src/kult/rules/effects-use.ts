/** Judging and applying a card's on-play effects through the effect handlers. */
import type { Check } from '../../engine/judgement.js';
import type { Ctx } from '../context.js';
import type { Draft } from '../state/draft.js';
import { handlerFor } from '../effects/registry.js';
import type { EffectUse } from '../effects/types.js';
import type { Effect, GameState } from '../types.js';

export function judgeEffects(ctx: Ctx, state: GameState, effects: readonly Effect[], use: Omit<EffectUse, 'src'>): Check[] {
  return effects.flatMap((e) => handlerFor(e).judge(ctx, state, e, use));
}

/** Whether each effect could be given a target now (see `EffectHandler.targetable`). */
export function canTarget(ctx: Ctx, state: GameState, effects: readonly Effect[], use: Omit<EffectUse, 'src'>): boolean {
  return effects.every((e) => handlerFor(e).targetable?.(ctx, state, e, use) ?? true);
}

export function applyEffects(ctx: Ctx, d: Draft, effects: readonly Effect[], use: EffectUse): void {
  for (const e of effects) handlerFor(e).apply(ctx, d, e, use);
}

export function cancelledBy(effects: readonly Effect[], use: Omit<EffectUse, 'src'>): number | undefined {
  for (const e of effects) {
    const id = handlerFor(e).cancels?.(e, use);
    if (id !== undefined) return id;
  }
  return undefined;
}
