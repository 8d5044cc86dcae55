/** `discardTarget`: discard a card in play that matches a filter (Drug Dealer discards a Pawn, K-REPEL-10, K-ATTACK-15). */
import { check } from '../../engine/judgement.js';
import { defOf, stationOf } from '../state/access.js';
import { matchesFilter } from '../state/cv.js';
import type { Effect } from '../types.js';
import { discardBase } from '../rules/markers.js';
import type { EffectHandler } from './types.js';

type DiscardTarget = Extract<Effect, { op: 'discardTarget' }>;

export const discardTarget: EffectHandler<DiscardTarget> = {
  judge(ctx, state, effect, use) {
    const iid = use.target?.card;
    const where = iid ? stationOf(state, iid) : undefined;
    if (!iid || !where) return [check('K-DEED-INFLUENCE-01', false, `${use.source.name} needs a target card in play`)];
    const def = defOf(ctx, state, iid);
    const ok = matchesFilter(def, effect.filter);
    return [check('K-GEN-01', ok, ok ? `${use.source.name} discards ${def!.name}` : `${def?.name ?? 'that card'} is not a legal target for ${use.source.name} (${describe(effect)})`)];
  },
  apply(ctx, d, _effect, use) {
    const where = stationOf(d as never, use.target!.card!);
    if (where) discardBase(ctx, d, where.player.id, where.station);
  },
};

function describe(e: DiscardTarget): string {
  const f = e.filter;
  return [f.beingKinds?.join('/'), f.kinds?.join('/'), f.cardIds?.join('/')].filter(Boolean).join(' ') || 'any card';
}
