/** Step 6: discard at most one card, face-down (K-DISCARD-01..05, K-HAND-04). */
import type { Check } from '../../engine/judgement.js';
import type { Ctx } from '../context.js';
import { mustPlayer } from '../state/access.js';
import { type Draft, playerDraft, without } from '../state/draft.js';
import { drawsOnUse } from '../state/hand-size.js';
import type { ActionOf, GameState } from '../types.js';
import { say, seat } from '../say.js';
import { yourStep } from './common.js';
import { drawCards } from './draw.js';
import type { ActEntry } from './window.js';

export function judgeDiscard(_ctx: Ctx, state: GameState, a: ActionOf<'discard'>, flow: boolean): Check[] {
  const checks = [yourStep(state, a.player, 'discard', 'K-DISCARD-01', flow)];
  checks.push(say('K-DISCARD-01', !state.stepDone, a.player, state.stepDone ? 'says.discard.once' : 'says.discard.atMostOne'));
  if (a.card !== null) {
    const held = mustPlayer(state, a.player).hand.includes(a.card);
    checks.push(held ? say('K-DISCARD-02', true, a.player, 'says.discard.faceDown') : say('K-DISCARD-02', false, a.player, 'says.hand.notIn', { card: a.card, who: seat(a.player) }));
  }
  return checks;
}

/** A card discarded face-down (a discard of nothing is no act: the turn chart goes straight to step 7). */
export function applyDiscard(ctx: Ctx, d: Draft, a: ActionOf<'discard'> & { card: string }): ActEntry {
  const me = playerDraft(d, a.player);
  me.hand = without(me.hand, a.card);
  me.discardPile = [...me.discardPile, a.card];
  // Chesed/Gamichicoth draw a replacement (K-HAND-04).
  if (drawsOnUse(ctx, d as unknown as GameState, a.player)) drawCards(d, a.player, 1);
  return { player: a.player, kind: 'discard' };
}
