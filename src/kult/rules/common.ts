/** Checks shared by several acts: is it your turn and step, is the card yours to use, may its timing apply now. */
import type { Check, WordValue } from '../../engine/judgement.js';
import { actOnTheFloor } from '../../engine/response-window.js';
import type { Ctx } from '../context.js';
import { defOf, floorHolder, locate, mustPlayer } from '../state/access.js';
import { actName, say, seat, stepName, words } from '../say.js';
import type { ActKind, CardDef, GameState, InstanceId, PlayerId, Step, Timing } from '../types.js';

/**
 * A step's own act (Sway, recruit, Proclaim, attack, discard, ending a step):
 * the active player's, when the turn chart takes it (`flow`, from the judge).
 * The words say why not from the step and window the chart has written.
 */
export function yourStep(state: GameState, player: PlayerId, step: Step, rule: string, flow: boolean): Check {
  const ok = state.active === player && flow;
  if (ok) return say(rule, true, player, 'says.step.yours', { who: seat(player), n: stepNumber(step), step: stepName(step) });
  if (state.active !== player) return say(rule, false, player, 'says.step.notActive', { n: stepNumber(step), active: seat(state.active) });
  if (state.window) return say(rule, false, player, 'says.window.onlyResponses');
  return state.step !== step
    ? say(rule, false, player, 'says.step.other', { now: stepNumber(state.step), nowStep: stepName(state.step), n: stepNumber(step), step: stepName(step) })
    : say(rule, false, player, 'says.step.noRoom', { n: stepNumber(step), step: stepName(step) });
}

export function stepNumber(step: Step): number {
  return ['draw', 'sway', 'recruit', 'deeds', 'attack', 'discard', 'flip'].indexOf(step) + 1;
}

/** The card is in the player's hand and its identity is known to the judge. */
export function inHand(ctx: Ctx, state: GameState, player: PlayerId, iid: InstanceId): { check: Check; def?: CardDef } {
  const p = mustPlayer(state, player);
  // An iid the match does not have is the sender's words: never quoted.
  if (!state.cards[iid]) return { check: say('K-CARD-05', false, player, 'says.card.unknown') };
  if (!p.hand.includes(iid)) return { check: say('K-DEED-01', false, player, 'says.hand.notIn', { card: iid, who: seat(player) }) };
  const def = defOf(ctx, state, iid);
  if (!def) return { check: say('K-DISCARD-02', false, player, 'says.card.hidden', { card: iid }) };
  return { check: say('K-DEED-01', true, player, 'says.hand.in', { card: def.name, who: seat(player) }), def };
}

/** Commandment/Spell/ability timing (K-CMD-01, K-SPELL-03, K-TURNED-13, K-ATTACK-17, K-DRAW-05). */
export function timingAllows(state: GameState, player: PlayerId, timing: Timing, rule: string): Check {
  const own = state.active === player;
  const inCombat = state.window?.kind === 'combat';
  switch (timing.at) {
    case 'anyTime':
      return say(rule, true, player, 'says.timing.anyTime');
    case 'yourTurn':
      return say(rule, own, player, own ? 'says.timing.turn' : 'says.timing.notTurn', { who: seat(player), active: seat(state.active) });
    case 'combat':
      return say(rule, inCombat, player, inCombat ? 'says.timing.combat' : 'says.timing.notCombat');
    case 'deeds': {
      const ok = own && (state.step === 'deeds' || inCombat);
      // The rule cited is the card type's own (K-DEED-INFLUENCE-02 for an Influence): the words name only the combat's.
      return say(rule, ok, player, ok ? 'says.timing.deeds' : 'says.timing.notDeeds', { who: seat(player) });
    }
    case 'step': {
      const ok = own && state.step === timing.step;
      return say(rule, ok, player, ok ? 'says.timing.step' : 'says.timing.notStep', { who: seat(player), n: stepNumber(timing.step), step: stepName(timing.step) });
    }
  }
}

/**
 * Inside a reaction window only acts that directly affect the act on the
 * floor are legal (K-TIMING-03, Q-19); open windows (draw, combat) allow any
 * act whose timing allows it (K-DRAW-05, K-ATTACK-07).
 */
export function windowAllows(ctx: Ctx, state: GameState, player: PlayerId, affects: readonly ActKind[] | undefined, name: WordValue): Check {
  const w = state.window;
  if (!w) {
    const holder = floorHolder(state);
    return say('K-TIMING-04', holder === player, player, holder === player ? 'says.floor.noWindow' : 'says.floor.holds', { who: seat(holder) });
  }
  if (w.order[0] !== player) return say('K-TIMING-04', false, player, 'says.floor.inWindow', { who: seat(w.order[0]!) });
  if (w.kind !== 'react') return say('K-TIMING-04', true, player, 'says.floor.inOpen', { who: seat(player), window: words(`says.window.${w.kind}`) });
  // The act this round answers: the newest, or, once a response's own round has closed, the act it answered.
  const top = actOnTheFloor(w)!;
  const ok = (affects ?? []).includes(top.kind);
  return say('K-TIMING-03', ok, player, ok ? 'says.window.affects' : 'says.window.notAffects', { card: name, kind: actName(top.kind) });
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
