/** Checks shared by several acts: is it your turn and step, is the card yours to use, may its timing apply now. */
import { check, type Check } from '../../engine/judgement.js';
import { actOnTheFloor } from '../../engine/response-window.js';
import type { Ctx } from '../context.js';
import { defOf, floorHolder, locate, mustPlayer } from '../state/access.js';
import type { ActKind, CardDef, GameState, InstanceId, PlayerId, Step, Timing } from '../types.js';

/**
 * A step's own act (Sway, recruit, Proclaim, attack, discard, ending a step):
 * the active player's, when the turn chart takes it (`flow`, from the judge).
 * The words say why not from the step and window the chart has written.
 */
export function yourStep(state: GameState, player: PlayerId, step: Step, rule: string, flow: boolean): Check {
  const ok = state.active === player && flow;
  return check(rule, ok, ok
    ? `${player}'s step ${stepNumber(step)} (${step})`
    : state.active !== player
      ? `only the active player (${state.active}) may do this in their step ${stepNumber(step)}`
      : state.window
        ? 'a response window is open: only responses or a pass are possible now'
        : state.step !== step
          ? `it is step ${stepNumber(state.step)} (${state.step}), not step ${stepNumber(step)} (${step})`
          : `step ${stepNumber(step)} (${step}) has no room for this now`);
}

export function stepNumber(step: Step): number {
  return ['draw', 'sway', 'recruit', 'deeds', 'attack', 'discard', 'flip'].indexOf(step) + 1;
}

/** The card is in the player's hand and its identity is known to the judge. */
export function inHand(ctx: Ctx, state: GameState, player: PlayerId, iid: InstanceId): { check: Check; def?: CardDef } {
  const p = mustPlayer(state, player);
  if (!state.cards[iid]) return { check: check('K-CARD-05', false, `no card ${iid} in this match`) };
  if (!p.hand.includes(iid)) return { check: check('K-DEED-01', false, `${iid} is not in ${player}'s hand`) };
  const def = defOf(ctx, state, iid);
  if (!def) return { check: check('K-DISCARD-02', false, `${iid} is still hidden: its owner must reveal it to play it`) };
  return { check: check('K-DEED-01', true, `${def.name} is in ${player}'s hand`), def };
}

/** Commandment/Spell/ability timing (K-CMD-01, K-SPELL-03, K-TURNED-13, K-ATTACK-17, K-DRAW-05). */
export function timingAllows(state: GameState, player: PlayerId, timing: Timing, rule: string): Check {
  const own = state.active === player;
  const inCombat = state.window?.kind === 'combat';
  switch (timing.at) {
    case 'anyTime':
      return check(rule, true, 'playable at any time (K-TIMING-10)');
    case 'yourTurn':
      return check(rule, own, own ? 'playable during your turn' : `playable only during your own turn; it is ${state.active}'s turn`);
    case 'combat':
      return check(rule, inCombat, inCombat ? 'played during combat modification' : 'playable only during combat modification (K-ATTACK-06)');
    case 'deeds': {
      const ok = own && (state.step === 'deeds' || inCombat);
      return check(rule, ok, ok ? 'played in your turn' : 'playable only in your own step 4 (deeds) or your own combat (K-DEED-INFLUENCE-02, K-ATTACK-17)');
    }
    case 'step': {
      const ok = own && state.step === timing.step;
      return check(rule, ok, ok ? `played in your step ${stepNumber(timing.step)}` : `playable only in your own step ${stepNumber(timing.step)} (${timing.step})`);
    }
  }
}

/**
 * Inside a reaction window only acts that directly affect the act on the
 * floor are legal (K-TIMING-03, Q-19); open windows (draw, combat) allow any
 * act whose timing allows it (K-DRAW-05, K-ATTACK-07).
 */
export function windowAllows(ctx: Ctx, state: GameState, player: PlayerId, affects: readonly ActKind[] | undefined, name: string): Check {
  const w = state.window;
  if (!w) {
    const ok = floorHolder(state) === player;
    return check('K-TIMING-04', ok, ok ? 'no window open: you hold the floor' : `${floorHolder(state)} holds the floor`);
  }
  if (w.order[0] !== player) return check('K-TIMING-04', false, `${w.order[0]} holds the floor in this window`);
  if (w.kind !== 'react') return check('K-TIMING-04', true, `${player} holds the floor in the ${w.kind === 'combat' ? 'combat modification loop' : w.kind === 'preDraw' ? 'pre-draw window' : 'post-draw window'}`);
  // The act this round answers: the newest, or, once a response's own round has closed, the act it answered.
  const top = actOnTheFloor(w)!;
  const ok = (affects ?? []).includes(top.kind);
  return check('K-TIMING-03', ok, ok
    ? `${name} directly affects the ${top.kind} on the floor`
    : `${name} does not directly affect the ${top.kind} on the floor`);
}

export function controllerOf(state: GameState, iid: InstanceId): PlayerId | undefined {
  const at = locate(state, iid);
  return at && (at.zone === 'station' || at.zone === 'attached') ? at.player : undefined;
}

export function defaultTiming(def: CardDef): Timing {
  if (def.timing) return def.timing;
  if (def.kind === 'commandment') return { at: 'anyTime' };
  return { at: 'deeds' };
}
