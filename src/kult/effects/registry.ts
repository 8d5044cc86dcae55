/** One handler per effect op (the closed vocabulary, STYLE 4). */
import { say } from '../say.js';
import type { Effect } from '../types.js';
import { cancelAct } from './cancel-act.js';
import { combatCv } from './combat-cv.js';
import { discardTarget } from './discard-target.js';
import { moveMarker } from './move-marker.js';
import { NAMED_HANDLERS } from './named-handlers.js';
import { staticOp } from './static-ops.js';
import { grantSuit, removeSuit } from './suit-ops.js';
import type { EffectHandler } from './types.js';

const named: EffectHandler<Extract<Effect, { op: 'handler' }>> = {
  judge(ctx, state, effect, use) {
    const h = NAMED_HANDLERS[effect.name];
    return h ? h.judge(ctx, state, use) : [say('K-GEN-01', false, use.player, 'says.effect.noHandler', { name: effect.name })];
  },
  apply(ctx, d, effect, use) {
    NAMED_HANDLERS[effect.name]?.apply(ctx, d, use);
  },
};

export const EFFECT_HANDLERS: { readonly [K in Effect['op']]: EffectHandler<Extract<Effect, { op: K }>> } = {
  cv: combatCv,
  cvVs: staticOp,
  grantSuit,
  removeSuit,
  handSize: staticOp,
  drawOnUse: staticOp,
  discardTarget,
  moveMarker,
  cancelAct,
  hostNeedsMarker: staticOp,
  proclaimAnywhere: staticOp,
  anyAffiliationBeings: staticOp,
  winsTies: staticOp,
  capacity: staticOp,
  handler: named,
};

export function handlerFor<E extends Effect>(effect: E): EffectHandler<E> {
  return EFFECT_HANDLERS[effect.op] as unknown as EffectHandler<E>;
}

export const KNOWN_HANDLER_NAMES = Object.keys(NAMED_HANDLERS);
