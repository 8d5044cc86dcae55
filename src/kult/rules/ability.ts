/** Card abilities: "TURN:" and "REPEL:" costs (K-CARD-14, K-TURNED-13/14, K-REPEL-08, K-REPEL-10, K-TIMING-10). */
import type { Check } from '../../engine/judgement.js';
import type { Ctx } from '../context.js';
import { defOf, mustPlayer, stationOf } from '../state/access.js';
import { type Draft, draftOf, playerDraft } from '../state/draft.js';
import type { ActionOf, GameState } from '../types.js';
import { say, seat, words } from '../say.js';
import { timingAllows, windowAllows } from './common.js';
import { applyEffects, cancelledBy, judgeEffects } from './effects-use.js';
import { applyRepelMove, judgeRepelMove } from './marker-acts.js';
import { discardBase } from './markers.js';
import type { ActEntry } from './window.js';

export function judgeAbility(ctx: Ctx, state: GameState, a: ActionOf<'ability'>): Check[] {
  const where = stationOf(state, a.card);
  const def = defOf(ctx, state, a.card);
  if (!where || !def) return [say('K-CARD-14', false, a.player, 'says.card.notInPlay', { card: a.card })];
  const own = where.player.id === a.player;
  const checks: Check[] = [say('Q-16', own, a.player, own ? 'says.ability.own' : 'says.ability.notOwn', { card: def.name, who: seat(a.player), owner: seat(where.player.id) })];
  const ability = def.abilities?.[a.index];
  if (!ability) return [...checks, say('K-CARD-14', false, a.player, 'says.ability.none', { card: def.name, n: a.index })];
  checks.push(say('K-TURNED-03', where.slot.faceUp, a.player, where.slot.faceUp ? 'says.card.faceUp' : 'says.ability.turned', { card: def.name }));
  checks.push(timingAllows(state, a.player, ability.timing, 'K-TURNED-13'));
  checks.push(windowAllows(ctx, state, a.player, ability.affects, words('says.ability.of', { card: def.name })));
  // The effects are judged on the table as it will be once the cost is paid (applyAbility pays first),
  // so an effect cannot count on a marker its own Repel has just moved away.
  let paid = state;
  if (ability.cost && 'repel' in ability.cost) {
    if (!a.repel) checks.push(say('K-REPEL-08', false, a.player, 'says.ability.repelCost', { card: def.name }));
    else {
      const move = judgeRepelMove(ctx, state, mustPlayer(state, a.player), a.repel.from, a.repel.to);
      checks.push(...move, say('K-REPEL-08', true, a.player, 'says.ability.repelForEffect'));
      if (move.every((c) => c.ok)) {
        const d = draftOf(state);
        applyRepelMove(d, a.player, a.repel.from, a.repel.to);
        paid = d as unknown as GameState;
      }
    }
  } else if (ability.cost && 'turn' in ability.cost) {
    // Only a face-up card can pay a TURN cost; say so when it cannot (K-TURNED-14).
    checks.push(say('K-TURNED-14', where.slot.faceUp, a.player, where.slot.faceUp ? 'says.ability.turnPays' : 'says.ability.turnedAlready', { card: def.name }));
  }
  checks.push(...judgeEffects(ctx, paid, ability.effects, { player: a.player, source: def, sourceIid: a.card, target: a.target }));
  return checks;
}

export function applyAbility(ctx: Ctx, d: Draft, a: ActionOf<'ability'>): ActEntry {
  const state = d as unknown as GameState;
  const def = defOf(ctx, state, a.card)!;
  const ability = def.abilities![a.index]!;
  const where = stationOf(state, a.card)!;
  const cost = ability.cost;
  if (cost && 'repel' in cost) applyRepelMove(d, a.player, a.repel!.from, a.repel!.to);
  if (cost && 'turn' in cost) playerDraft(d, where.player.id).cross.stations[where.station]!.faceUp = false;
  const src = d.nextAct;
  applyEffects(ctx, d, ability.effects, { player: a.player, source: def, sourceIid: a.card, target: a.target, src });
  if (cost && 'discardSelf' in cost && stationOf(d as unknown as GameState, a.card)) discardBase(ctx, d, where.player.id, where.station);
  // An ability that cancels an act (a "cancelAct" effect) marks it on the chain, as a Commandment does.
  const cancels = cancelledBy(ability.effects, { player: a.player, source: def, sourceIid: a.card, target: a.target });
  return { player: a.player, kind: 'ability', card: def.id, iid: a.card, ...(cancels !== undefined ? { cancels } : {}), ...(a.target ? { target: a.target } : {}) };
}
