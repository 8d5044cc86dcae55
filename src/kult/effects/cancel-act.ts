/** `cancelAct`: make an act on the chain ineffective (Sorry on Fly, Sorry on Sorry, Lack of Faith; K-TIMING-06/07). */
import { check } from '../../engine/judgement.js';
import { isEffective } from '../state/access.js';
import { matchesFilter } from '../state/cv.js';
import type { Effect } from '../types.js';
import type { EffectHandler } from './types.js';

type CancelAct = Extract<Effect, { op: 'cancelAct' }>;

export const cancelAct: EffectHandler<CancelAct> = {
  judge(ctx, state, effect, use) {
    const id = use.target?.act;
    const entry = state.window?.chain.find((e) => e.id === id);
    if (id === undefined || !entry) return [check('K-TIMING-02', false, `${use.source.name} must target an act still on the floor; earlier acts cannot be reached`)];
    const def = entry.card ? ctx.cards.cards.get(entry.card) : undefined;
    if (!matchesFilter(def, effect.filter)) return [check('K-TIMING-03', false, `${use.source.name} cannot cancel ${def?.name ?? `a ${entry.kind}`}`)];
    const live = isEffective(state, id);
    return [check('K-TIMING-06', live, live ? `${use.source.name} makes ${def!.name} ineffective` : `${def!.name} is already ineffective`)];
  },
  apply: () => {},
  cancels: (_effect, use) => use.target?.act,
};
