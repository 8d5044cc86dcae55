/** `discardTarget`: discard a card in play that matches a filter (Drug Dealer discards a Pawn, K-REPEL-10, K-ATTACK-15). */
import type { WordValue } from '../../engine/judgement.js';
import type { Ctx } from '../context.js';
import { joined, say, words } from '../say.js';
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
    if (!iid || !where) return [say('K-DEED-INFLUENCE-01', false, use.player, 'says.target.card', { card: use.source.name })];
    const def = defOf(ctx, state, iid);
    const ok = matchesFilter(def, effect.filter);
    return [ok ? say('K-GEN-01', true, use.player, 'says.target.discards', { card: use.source.name, target: def!.name }) : say('K-GEN-01', false, use.player, 'says.target.notLegal', { card: use.source.name, target: def?.name ?? words('says.card.that'), filter: describe(ctx, effect) })];
  },
  apply(ctx, d, _effect, use) {
    const where = stationOf(d as never, use.target!.card!);
    if (where) discardBase(ctx, d, where.player.id, where.station);
  },
};

/** The filter in words: "pawn/creature", "being", a card's name; "any card" when it names none. */
function describe(ctx: Ctx, e: DiscardTarget): WordValue {
  const f = e.filter;
  const slash = (xs: readonly WordValue[] | undefined): WordValue[] => (xs?.length ? [joined(xs, 'says.list.slash')] : []);
  const groups = [
    ...slash(f.beingKinds?.map((k) => words(`says.beingKind.${k}`))),
    ...slash(f.kinds?.map((k) => words(`says.noun.${k}`))),
    ...slash(f.cardIds?.map((id) => ctx.cards.cards.get(id)?.name ?? id)),
  ];
  return groups.length ? joined(groups, 'says.list.space') : words('says.filter.any');
}
