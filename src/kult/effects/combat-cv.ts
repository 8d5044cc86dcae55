/** `cv` with scope `combat`: a signed change to one combatant's CV for this combat (K-ATTACK-08, K-CMD-06, K-SPELL-08). */
import { say } from '../say.js';
import { nameOf } from '../state/access.js';
import type { Effect } from '../types.js';
import type { EffectHandler } from './types.js';

type CvEffect = Extract<Effect, { op: 'cv' }>;

export const combatCv: EffectHandler<CvEffect> = {
  judge(ctx, state, effect, use) {
    if (effect.scope !== 'combat') return [];
    const combat = state.combat;
    if (!combat) return [say('K-ATTACK-06', false, use.player, 'says.cv.noCombat', { card: use.source.name })];
    // An ability's own CV boost targets its own card (Nachtkinder).
    const target = use.target?.card ?? (use.source.kind === 'being' ? use.sourceIid : undefined);
    const ok = target === combat.attacker || target === combat.target;
    return [ok
      ? say('K-ATTACK-08', true, use.player, 'says.cv.change', { amount: `${effect.amount >= 0 ? '+' : ''}${effect.amount}`, card: nameOf(ctx, state, target!) })
      : say('K-ATTACK-08', false, use.player, 'says.cv.notCombatant', { card: use.source.name })];
  },
  apply(ctx, d, effect, use) {
    if (effect.scope !== 'combat') return;
    const target = use.target?.card ?? use.sourceIid;
    d.lasting = [...d.lasting, { src: use.src, kind: 'combatCv', target, amount: effect.amount, why: use.source.name }];
  },
};
