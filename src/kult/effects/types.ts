import type { Check } from '../../engine/judgement.js';
import type { Ctx } from '../context.js';
import type { Draft } from '../state/draft.js';
import type { CardDef, Effect, GameState, InstanceId, PlayerId, Target } from '../types.js';

/** Who uses an effect, from which card, aimed where. */
export interface EffectUse {
  readonly player: PlayerId;
  readonly source: CardDef;
  readonly sourceIid: InstanceId;
  readonly target: Target | undefined;
  /** The act id of this use: lasting effects are tagged with it. */
  readonly src: number;
}

/** One handler per effect op: judge the target, then apply. */
export interface EffectHandler<E extends Effect = Effect> {
  /** Checks the target this use names; empty when the op needs no target. */
  judge(ctx: Ctx, state: GameState, effect: E, use: Omit<EffectUse, 'src'>): Check[];
  /** Applies the effect on play; static ops (read by queries) do nothing here. */
  apply(ctx: Ctx, d: Draft, effect: E, use: EffectUse): void;
  /**
   * Whether anything could be named as this effect's target now; absent: something always can.
   * False lets a card with nothing to aim at say so, not "name its target" (K-CMD-03).
   */
  targetable?(ctx: Ctx, state: GameState, effect: E, use: Omit<EffectUse, 'src'>): boolean;
  /** For cancelling responses: which act on the chain it cancels. */
  cancels?(effect: E, use: Omit<EffectUse, 'src'>): number | undefined;
}
