/** `grantSuit` until end of turn (Manipulate Death, K-SUIT-09) and `removeSuit` (Fly in the Ointment, K-TIMING-05..08, Q-21). */
import { say, seat, suitName } from '../say.js';
import { playerOf } from '../state/access.js';
import { controlledSuits } from '../state/suits.js';
import type { Effect } from '../types.js';
import type { EffectHandler } from './types.js';

type Grant = Extract<Effect, { op: 'grantSuit' }>;
type Remove = Extract<Effect, { op: 'removeSuit' }>;

export const grantSuit: EffectHandler<Grant> = {
  judge: () => [],
  apply(_ctx, d, effect, use) {
    if (effect.duration !== 'untilEndOfTurn') return;
    d.lasting = [...d.lasting, ...effect.suits.map((suit) => ({ src: use.src, kind: 'suit' as const, player: use.player, suit, why: use.source.name }))];
  },
};

export const removeSuit: EffectHandler<Remove> = {
  judge(ctx, state, _effect, use) {
    const who = use.target?.player;
    const suit = use.target?.suit;
    if (!who || !playerOf(state, who)) return [say('K-TIMING-05', false, use.player, 'says.target.player', { card: use.source.name })];
    if (!suit) return [say('Q-21', false, use.player, 'says.target.suit', { card: use.source.name })];
    const has = controlledSuits(ctx, state, who).counts[suit];
    return [say('Q-21', has > 0, use.player, has > 0 ? 'says.suitLoss.loses' : 'says.suitLoss.none', { who: seat(who), suit: suitName(suit), n: has })];
  },
  apply(_ctx, d, _effect, use) {
    d.lasting = [...d.lasting, { src: use.src, kind: 'suitLoss', player: use.target!.player!, suit: use.target!.suit!, why: use.source.name }];
  },
};
