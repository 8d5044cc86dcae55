/**
 * The pure reducers the turn chart's actions call: an act's own effect (which
 * returns the act for the window's chain), the answer to a pending choice, and
 * the conditions checked after every change of the table.
 */
import type { Ctx } from '../context.js';
import type { Draft } from '../state/draft.js';
import type { Action, ActionOf, ActionType } from '../types.js';
import { applyAbility } from '../rules/ability.js';
import { applyAttack, applyWeapon, voidCombatIfBroken } from '../rules/combat.js';
import { applyCommandment, applySpell } from '../rules/commandment.js';
import { applyDiscard } from '../rules/discard.js';
import { applyChoose } from '../rules/floor-actions.js';
import { applyInfluence } from '../rules/influence.js';
import { applyRecruit, applyRepel, applySway } from '../rules/marker-acts.js';
import { applyProclaim } from '../rules/proclaim.js';
import { applyCut, applyRecommit } from '../rules/reshuffle.js';
import { applyRandom } from '../rules/random.js';
import { checkWin } from '../rules/win.js';
import { commandmentLasts, endCommandments } from '../rules/markers.js';
import type { ActEntry } from '../rules/window.js';

/** Acts: each opens a response window or joins the open one (K-TIMING-04). */
export type ActType = 'sway' | 'recruit' | 'repel' | 'proclaim' | 'influence' | 'commandment' | 'spell' | 'ability' | 'attack' | 'weapon' | 'discard';
/** Answers to a pending choice (STYLE 3): they change no step and open no window. */
export type AnswerType = 'choose' | 'recommit' | 'cut' | 'random';

export const ACT_REDUCERS: { readonly [T in ActType]: (ctx: Ctx, d: Draft, a: ActionOf<T>) => ActEntry } = {
  sway: applySway,
  recruit: applyRecruit,
  repel: applyRepel,
  proclaim: applyProclaim,
  influence: applyInfluence,
  commandment: applyCommandment,
  spell: applySpell,
  ability: applyAbility,
  attack: applyAttack,
  weapon: applyWeapon,
  discard: (ctx, d, a) => applyDiscard(ctx, d, a as ActionOf<'discard'> & { card: string }),
};

export const ANSWER_REDUCERS: { readonly [T in AnswerType]: (ctx: Ctx, d: Draft, a: ActionOf<T>) => void } = {
  choose: applyChoose,
  recommit: applyRecommit,
  cut: applyCut,
  random: applyRandom,
};

export function isAct(type: ActionType): type is ActType {
  return type in ACT_REDUCERS;
}

export function reduceAct(ctx: Ctx, d: Draft, a: Action): ActEntry {
  return (ACT_REDUCERS[a.type as ActType] as (ctx: Ctx, d: Draft, a: Action) => ActEntry)(ctx, d, a);
}

export function reduceAnswer(ctx: Ctx, d: Draft, a: Action): void {
  (ANSWER_REDUCERS[a.type as AnswerType] as (ctx: Ctx, d: Draft, a: Action) => void)(ctx, d, a);
}

/**
 * What holds after any change of the table: a combat whose combatant left is
 * void (K-ATTACK-15), Commandments "for this combat" leave once no combat is
 * on (K-CMD-05), and a Hub that reached the target wins (K-WIN-08).
 */
export function aftermath(ctx: Ctx, d: Draft): void {
  voidCombatIfBroken(d);
  if (!d.combat) endCommandments(ctx, d, (_iid, def) => !!def && commandmentLasts(def) === 'combat');
  checkWin(d);
}
