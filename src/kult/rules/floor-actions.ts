/** Judging a pass and the end of an optional step (the turn chart moves the floor and the step), and answering a marker choice. */
import type { Check } from '../../engine/judgement.js';
import type { Ctx } from '../context.js';
import { type Draft, playerDraft } from '../state/draft.js';
import type { ActionOf, GameState } from '../types.js';
import { say, seat, stepName, words } from '../say.js';
import { yourStep } from './common.js';
import { placeOnCast } from './markers.js';

export function judgePass(_ctx: Ctx, state: GameState, a: ActionOf<'pass'>, flow: boolean): Check[] {
  const w = state.window;
  if (!flow || !w) return [say('K-TIMING-04', false, a.player, 'says.pass.noWindow')];
  const ok = w.order[0] === a.player;
  const rule = w.kind === 'combat' ? 'K-ATTACK-06' : 'K-TIMING-04';
  return [ok ? say(rule, true, a.player, 'says.pass', { who: seat(a.player) }) : say(rule, false, a.player, 'says.floor.notYours', { who: seat(w.order[0]!), actor: seat(a.player) })];
}

export function judgeEndStep(_ctx: Ctx, state: GameState, a: ActionOf<'endStep'>, flow: boolean): Check[] {
  const step = state.step;
  if (!flow && step !== 'sway' && step !== 'deeds') {
    const how = step === 'recruit' || step === 'attack' || step === 'discard' ? step : 'windows';
    return [say('K-ORDER-02', false, a.player, 'says.endStep.own', { step: stepName(step), how: words(`says.endStep.how.${how}`) })];
  }
  return [yourStep(state, a.player, step, 'K-ORDER-02', flow)];
}

export function judgeChoose(_ctx: Ctx, state: GameState, a: ActionOf<'choose'>): Check[] {
  const p = state.pending;
  if (p?.kind !== 'placeMarker') return [say('Q-09', false, a.player, 'says.pending.noPlacement')];
  const ok = p.options.includes(a.station);
  return [say(p.rule, ok, a.player, ok ? 'says.choose.goes' : 'says.choose.oneOf', { station: a.station, stations: p.options.join(', ') })];
}

export function applyChoose(ctx: Ctx, d: Draft, a: ActionOf<'choose'>): void {
  const p = d.pending as Extract<GameState['pending'], { kind: 'placeMarker' }>;
  d.pending = null;
  playerDraft(d, p.cross).cross.stations[a.station]!.markers += 1;
  if (p.count > 1) placeOnCast(ctx, d, p.cross, p.count - 1);
}
