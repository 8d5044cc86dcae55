/** `cancelAct`: make an act on the chain ineffective (Sorry on Fly, Sorry on Sorry, Lack of Faith; K-TIMING-06/07). */
import type { Words } from '../../engine/judgement.js';
import type { Ctx } from '../context.js';
import { say, words } from '../say.js';
import { isEffective } from '../state/access.js';
import { matchesFilter } from '../state/cv.js';
import type { CardFilter, Effect, GameState } from '../types.js';
import type { EffectHandler } from './types.js';

type CancelAct = Extract<Effect, { op: 'cancelAct' }>;

export const cancelAct: EffectHandler<CancelAct> = {
  judge(ctx, state, effect, use) {
    const id = use.target?.act;
    const entry = state.window?.chain.find((e) => e.id === id);
    if (!entry) {
      // Nothing it could cancel is on the floor: say so, rather than ask for a target that does not exist.
      return id === undefined && cancellable(ctx, state, effect).length === 0
        ? [say('K-TIMING-02', false, use.player, 'says.cancel.nothing', { what: wanted(ctx, effect.filter), card: use.source.name })]
        : [say('K-TIMING-02', false, use.player, 'says.cancel.notOnFloor', { card: use.source.name })];
    }
    const def = entry.card ? ctx.cards.cards.get(entry.card) : undefined;
    if (!matchesFilter(def, effect.filter)) return [say('K-TIMING-03', false, use.player, 'says.cancel.cannot', { card: use.source.name, what: def ? def.name : words(`says.act.${entry.kind}`) })];
    const live = isEffective(state, entry.id);
    return [say('K-TIMING-06', live, use.player, live ? 'says.cancel.does' : 'says.cancel.already', { card: use.source.name, what: def!.name })];
  },
  targetable: (ctx, state, effect) => cancellable(ctx, state, effect).length > 0,
  apply: () => {},
  cancels: (_effect, use) => use.target?.act,
};

/** The effective acts on the open chain whose card this effect may cancel. */
function cancellable(ctx: Ctx, state: GameState, effect: CancelAct): number[] {
  return (state.window?.chain ?? []).filter((e) => e.card && matchesFilter(ctx.cards.cards.get(e.card), effect.filter) && isEffective(state, e.id)).map((e) => e.id);
}

/** What the filter cancels, in words: "Fly in the Ointment or Sorry", "Influence card or Spell". */
function wanted(ctx: Ctx, f: CardFilter): Words | string {
  const names: Array<Words | string> = f.cardIds
    ? f.cardIds.map((id) => ctx.cards.cards.get(id)?.name ?? id)
    : (f.kinds ?? []).map((k) => words(`says.noun.${k}`));
  return names.reduce((a, b) => words('says.or', { a, b }));
}
