/**
 * The judge: `(state, action) -> Judgement`. Shape first (the action may come
 * from a peer), then who may act now, then the rule file for the action.
 * What may happen now is the turn chart's answer (`flowAllows`), not a second
 * reading of the step.
 */
import { judgement, type Check, type Judgement } from '../engine/judgement.js';
import { actionShapeFields } from './action-schema.js';
import type { Ctx } from './context.js';
import { floorHolder, playerOf } from './state/access.js';
import { flowAllows } from './chart/run.js';
import { actionName, joined, say, seat } from './say.js';
import { endWords } from './rules/win.js';
import type { Action, ActionType, GameState } from './types.js';
import { judgeAbility } from './rules/ability.js';
import { judgeAttack, judgeDeclineAttack, judgeWeapon } from './rules/combat.js';
import { judgeCommandment, judgeSpell } from './rules/commandment.js';
import { judgeDiscard } from './rules/discard.js';
import { judgeChoose, judgeEndStep, judgePass } from './rules/floor-actions.js';
import { judgeInfluence } from './rules/influence.js';
import { judgeRecruit, judgeRepel, judgeSway } from './rules/marker-acts.js';
import { judgeProclaim } from './rules/proclaim.js';
import { judgeCut, judgeRecommit } from './rules/reshuffle.js';
import { judgeRandom } from './rules/random.js';

/** `flow`: whether the turn chart takes this kind of act where the game stands. */
type RuleJudge = (ctx: Ctx, state: GameState, a: never, flow: boolean) => Check[];

const JUDGES: Record<ActionType, RuleJudge> = {
  pass: judgePass,
  endStep: judgeEndStep,
  sway: judgeSway,
  recruit: judgeRecruit,
  repel: judgeRepel,
  proclaim: judgeProclaim,
  influence: judgeInfluence,
  commandment: judgeCommandment,
  spell: judgeSpell,
  ability: judgeAbility,
  attack: judgeAttack,
  declineAttack: judgeDeclineAttack,
  weapon: judgeWeapon,
  discard: judgeDiscard,
  choose: judgeChoose,
  recommit: judgeRecommit,
  cut: judgeCut,
  random: judgeRandom,
};

/**
 * Judges an action without applying it. Never throws on bad input: a
 * malformed action, an unknown card or player, or the wrong moment all come
 * back as a failing check.
 *
 * @example
 * const j = judge(ctx, state, { type: 'endStep', player: 'a' });
 * if (!j.ok) console.log(j.checks.filter((c) => !c.ok).map((c) => `${c.rule}: ${c.says}`));
 */
export function judge(ctx: Ctx, state: GameState, raw: unknown): Judgement<unknown> {
  const shape = actionShapeFields(raw);
  if (shape.length > 0) return judgement(raw, [say('K-GEN-05', false, null, 'says.action.malformed', { fields: joined(shape) })]);
  const action = raw as Action;
  if (state.ended) return judgement(action, [say(state.ended.rule, false, null, 'says.game.over', { end: endWords(state) })]);
  if (!playerOf(state, action.player)) return judgement(action, [say('K-GEN-03', false, null, 'says.player.unknown')]);
  const flow = !state.pending && flowAllows(ctx, state, action);
  const who = whoMayAct(state, action, flow);
  if (!who.ok) return judgement(action, [who]);
  return judgement(action, [who, ...JUDGES[action.type](ctx, state, action as never, flow)]);
}

function whoMayAct(state: GameState, a: Action, flow: boolean): Check {
  if (state.pending) {
    const p = state.pending;
    const answer = p.kind === 'placeMarker' ? 'choose' : p.kind;
    const ok = a.type === answer && a.player === p.player;
    return ok ? say(p.rule, true, a.player, 'says.pending.answers', { who: seat(a.player) }) : say(p.rule, false, a.player, `says.pending.${p.kind}`, { who: seat(p.player) });
  }
  if (a.type === 'choose' || a.type === 'recommit' || a.type === 'cut' || a.type === 'random') return say('Q-09', false, a.player, 'says.pending.none');
  const holder = floorHolder(state);
  const rule = state.window ? 'K-TIMING-04' : 'K-ORDER-01';
  if (a.player !== holder) {
    return state.window
      ? say(rule, false, a.player, 'says.floor.notYours', { who: seat(holder), actor: seat(a.player) })
      : say(rule, false, a.player, 'says.turn.notYours', { who: seat(a.player), active: seat(state.active) });
  }
  // In a window the chart takes only passes and responses.
  if (state.window && !flow) {
    return say('K-TIMING-03', false, a.player, 'says.window.onlyResponse', { type: actionName(a.type) });
  }
  return say(rule, true, a.player, state.window ? 'says.floor.holds' : 'says.turn.active', { who: seat(a.player) });
}
