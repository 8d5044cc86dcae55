/** `cv` with scope `combat`: a signed change to one combatant's CV for this combat (K-ATTACK-08, K-CMD-06, K-SPELL-08). */
import { check } from '../../engine/judgement.js';
import { nameOf } from '../state/access.js';
import type { Effect } from '../types.js';
import type { EffectHandler } from './types.js';

type CvEffect = Extract<Effect, { op: 'cv' }>;

export const combatCv: EffectHandler<CvEffect> = {
  judge(ctx, state, effect, use) {
    if (effect.scope !== 'combat') return [];
    const combat = state.combat;
    if (!combat) return [check('K-ATTACK-06', false, `${use.source.name} changes a combatant's CV: there is no combat`)];
    // An ability's own CV boost targets its own card (Nachtkinder).
    const target = use.target?.card ?? (use.source.kind === 'being' ? use.sourceIid : undefined);
    const ok = target === combat.attacker || target === combat.target;
    return [check('K-ATTACK-08', ok, ok ? `${effect.amount >= 0 ? '+' : ''}${effect.amount} CV to ${nameOf(ctx, state, target!)} in this combat` : `${use.source.name} must target one of the two combatants`)];
  },
  apply(ctx, d, effect, use) {
    if (effect.scope !== 'combat') return;
    const target = use.target?.card ?? use.sourceIid;
    d.lasting = [...d.lasting, { src: use.src, kind: 'combatCv', target, amount: effect.amount, why: use.source.name }];
  },
};
