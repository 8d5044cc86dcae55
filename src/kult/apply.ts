/** The reducer: `(state, action) -> state'` for an action the judge accepted. */
import type { Ctx } from './context.js';
import { draftOf, type Draft } from './state/draft.js';
import type { Action, ActionType, GameState } from './types.js';
import { applyAbility } from './rules/ability.js';
import { applyAttack, applyDeclineAttack, applyWeapon, voidCombatIfBroken } from './rules/combat.js';
import { applyCommandment, applySpell } from './rules/commandment.js';
import { applyDiscard } from './rules/discard.js';
import { applyChoose, applyEndStep, applyPass } from './rules/floor-actions.js';
import { applyInfluence } from './rules/influence.js';
import { applyRecruit, applyRepel, applySway } from './rules/marker-acts.js';
import { applyProclaim } from './rules/proclaim.js';
import { applyCut, applyRecommit } from './rules/reshuffle.js';
import { applyRandom } from './rules/random.js';
import { checkWin } from './rules/win.js';
import { commandmentLasts, endCommandments } from './rules/markers.js';

type Reducer = (ctx: Ctx, d: Draft, a: never) => void;

const REDUCERS: Record<ActionType, Reducer> = {
  pass: applyPass,
  endStep: applyEndStep,
  sway: applySway,
  recruit: applyRecruit,
  repel: applyRepel,
  proclaim: applyProclaim,
  influence: applyInfluence,
  commandment: applyCommandment,
  spell: applySpell,
  ability: applyAbility,
  attack: applyAttack,
  declineAttack: applyDeclineAttack,
  weapon: applyWeapon,
  discard: applyDiscard,
  choose: applyChoose,
  recommit: applyRecommit,
  cut: applyCut,
  random: applyRandom,
};

/** Applies a judged-legal action. Call `judge` first; `act` in match.ts does both. */
export function applyAction(ctx: Ctx, state: GameState, action: Action): GameState {
  const d = draftOf(state);
  REDUCERS[action.type](ctx, d, action as never);
  voidCombatIfBroken(d);
  // Commandments "for this combat" leave the table once the combat is over or void (K-CMD-05).
  if (!d.combat) endCommandments(ctx, d, (_iid, def) => !!def && commandmentLasts(def) === 'combat');
  checkWin(d);
  return d as GameState;
}
