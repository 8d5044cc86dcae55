/**
 * Cult's judge: shape first, then the floor, then every rule of the act; it never throws. The
 * reducer (`applyAct`) runs only after it said yes, then the flow moves the game on.
 */
import * as v from 'valibot';
import type { SeatId } from '../../engine/game.js';
import { check, judgement, type Check, type Judgement } from '../../engine/judgement.js';
import type { CygwCards } from '../cards/types.js';
import type { CygwState, Prompt } from '../state.js';
import { actionSchema, type CygwAction } from '../actions.js';
import { judgeAbility, judgeReveal, applyAbility, applyReveal } from './abilities.js';
import { floorNow } from './floor.js';
import { endAction, endIntentionTurn, settle } from './flow.js';
import { applyBuy, applyMob, applyPray, applyPreach, applySell, judgeBuy, judgeMob, judgePreach, judgeSell } from './intention.js';
import { applyIntrigue, judgeIntrigue } from './intrigues.js';
import { applyMiracle, judgeMiracle } from './miracles.js';
import { applyAltarLoss, applyBenefitAct, applyCelebrate, applyGive, applyReturn, judgeAltarLoss, judgeBenefit, judgeCelebrate, judgeGive, judgeReturn } from './prompts.js';

const FROM_HAND = { asDark: false, source: 'hand' } as const;

/** The act's shape, its seat and the floor: the parsed act and the floor's check, or the refusal. */
export function judgeFloor(s: CygwState, raw: unknown): { ok: true; act: CygwAction; floor: Check; prompt: Prompt | null } | { ok: false; judgement: Judgement<unknown> } {
  const shape = v.safeParse(actionSchema, raw);
  if (!shape.success) return { ok: false, judgement: judgement(raw, [check('NET-SHAPE-01', false, 'this is not an act of Cult: Choose Your God Wisely')]) };
  const a = shape.output;
  const no = (c: Check) => ({ ok: false as const, judgement: judgement(a, [c]) });
  if (!s.seats.includes(a.player)) return no(check('C-COMP-15', false, 'no such player at this table'));
  if (s.phase === 'over') return no(check('C-WIN-05', false, 'the game is over'));
  if (a.type !== 'deck' && a.sealed !== undefined && !s.net) return no(check('NET-DECK-10', false, 'this game has no shared hidden decks to seal steps of'));
  const floor = floorNow(s);
  if (!floor || floor.seat !== a.player) return no(check(floor?.rule ?? 'C-ROUND-01', false, floor ? `it is ${floor.seat}’s to act now` : 'nobody acts now'));
  if (!floor.types.includes(a.type)) return no(check(floor.rule, false, `now you may ${floor.types.join(', ')}`));
  return { ok: true, act: a, floor: check(floor.rule, true, 'you hold the floor'), prompt: floor.prompt };
}

export function judgeAct(cards: CygwCards, s: CygwState, raw: unknown): Judgement<unknown> {
  const f = judgeFloor(s, raw);
  if (!f.ok) return f.judgement;
  return judgement(f.act, [f.floor, ...rulesOf(cards, s, f.act.player, f.act, f.prompt)]);
}

function rulesOf(cards: CygwCards, s: CygwState, seat: SeatId, a: CygwAction, prompt: Prompt | null): Check[] {
  switch (a.type) {
    case 'celebrate':
      return judgeCelebrate(s, seat, a);
    case 'decline':
      return [check(prompt?.kind === 'celebrate' ? 'C-SUPREMACY-04' : 'C-RESOLVE-12', true, prompt?.kind === 'celebrate' ? 'you need not celebrate' : 'a benefit is optional')];
    case 'preach':
      return judgePreach(cards, s, seat, a);
    case 'pray':
      return [check('C-INTENT-PRAY-01', true, 'Pray: tip over your Patriarch; then your Mob benefit and deals')];
    case 'mob':
      return judgeMob(cards, s, seat, a);
    case 'sell':
      return judgeSell(cards, s, seat, a);
    case 'buy':
      return judgeBuy(cards, s, seat, a);
    case 'done':
      return [check('C-INTENT-DEAL-02', true, 'end your turn')];
    case 'pass':
      return [check('C-RESOLVE-06', true, 'pass this action round')];
    case 'benefit':
      return judgeBenefit(cards, s, seat, prompt as Extract<Prompt, { kind: 'benefit' }>, a);
    case 'return':
      return judgeReturn(s, seat, a);
    case 'give':
      return judgeGive(s, seat, prompt as Extract<Prompt, { kind: 'give' }>, a);
    case 'altar':
      return judgeAltarLoss(s, seat, a);
    case 'miracle':
      return judgeMiracle(cards, s, seat, a, FROM_HAND);
    case 'intrigue':
      return judgeIntrigue(cards, s, seat, a, FROM_HAND);
    case 'ability':
      return judgeAbility(cards, s, seat, a);
    case 'reveal':
    case 'skip':
      return judgeReveal(cards, s, seat, prompt as Extract<Prompt, { kind: 'iniquity' }>, a);
    case 'deck':
      // Shared-deck steps are the friend match's (src/cygw/net/play.ts); a game on one page has none.
      return [check('NET-DECK-02', false, 'this game has no shared hidden decks')];
  }
}

/**
 * The state after a judged act: a draft changed by the act, the flow settled, frozen (`freeze`
 * false: a bot's look ahead, thrown away at once, skips the freezing).
 */
export function applyAct(cards: CygwCards, s: CygwState, a: CygwAction, freeze = true): CygwState {
  const d = draftOf(s);
  const prompt = d.prompts[0] ?? null;
  const seat = a.player;
  // A prompt answered leaves the queue before its effects, which may queue more in front.
  if (prompt && prompt.kind !== 'iniquity') d.prompts.shift();
  switch (a.type) {
    case 'celebrate':
      applyCelebrate(d, seat, a);
      break;
    case 'decline':
      break;
    case 'preach':
      applyPreach(cards, d, seat, a);
      break;
    case 'pray':
      applyPray(d, seat);
      break;
    case 'mob':
      applyMob(d, seat, a);
      break;
    case 'sell':
      applySell(cards, d, seat, a);
      break;
    case 'buy':
      applyBuy(cards, d, seat, a);
      break;
    case 'done':
      endIntentionTurn(d);
      break;
    case 'pass':
      endAction(d, seat);
      break;
    case 'benefit':
      applyBenefitAct(cards, d, seat, prompt as Extract<Prompt, { kind: 'benefit' }>, a);
      break;
    case 'return':
      applyReturn(d, seat, a);
      break;
    case 'give':
      applyGive(d, seat, prompt as Extract<Prompt, { kind: 'give' }>, a);
      break;
    case 'altar':
      applyAltarLoss(d, seat, a);
      break;
    case 'miracle':
      endAction(d, seat);
      applyMiracle(cards, d, seat, a, FROM_HAND);
      break;
    case 'intrigue':
      endAction(d, seat);
      applyIntrigue(cards, d, seat, a, FROM_HAND);
      break;
    case 'ability':
      endAction(d, seat);
      applyAbility(cards, d, seat, a);
      break;
    case 'reveal':
    case 'skip':
      applyReveal(cards, d, seat, prompt as Extract<Prompt, { kind: 'iniquity' }>, a);
      break;
    case 'deck':
      break;
  }
  settle(cards, d);
  return freeze ? deepFreeze(d) : d;
}

/**
 * A private copy to change: the state is plain JSON data, which a JSON round trip copies faster
 * than structuredClone. The shared decks (`net`) are never changed in place (each deck step makes
 * a new one), so the copy shares them.
 */
export function draftOf(s: CygwState): CygwState {
  const d = JSON.parse(JSON.stringify({ ...s, net: null })) as CygwState;
  d.net = s.net;
  return d;
}

export function deepFreeze<T>(o: T): T {
  if (o && typeof o === 'object' && !Object.isFrozen(o)) {
    Object.freeze(o);
    for (const x of Object.values(o)) deepFreeze(x);
  }
  return o;
}
