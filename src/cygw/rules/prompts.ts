/**
 * The decisions the flow waits on (catalog §16.2): the celebration, a benefit, the Nobility
 * District's return, a giver's card, the Altar Foiled Plot takes.
 */
import type { SeatId } from '../../engine/game.js';
import { check, type Check } from '../../engine/judgement.js';
import type { CygwCards } from '../cards/types.js';
import type { CygwState, Prompt } from '../state.js';
import type { ActOfType } from '../actions.js';
import { location } from '../board/locations.js';
import { applyBenefit, benefitProblem } from './benefits.js';
import { cult, place } from './model.js';
import { addFree, destroyAltar, draw, gainCoins, gainFollowers, giveCard, takeToken, tokenAvailable } from './ops.js';

export function judgeCelebrate(s: CygwState, seat: SeatId, a: ActOfType<'celebrate'>): Check[] {
  if (a.gift === 'priest') {
    const strength = a.strength ?? 0;
    const ok = strength >= 1 && tokenAvailable(s, seat, strength, true);
    return [check('C-SUPREMACY-06', ok, ok ? `celebrate: gain a strength-${strength} Priest` : strength < 1 ? 'choose the strength of the Priest to gain' : `no strength-${strength} token of your colour is in the reserve (C-CORE-08)`)];
  }
  if (a.strength !== undefined) return [check('C-SUPREMACY-06', false, 'a strength goes only with the gift of a Priest')];
  return [check('C-SUPREMACY-06', true, `celebrate: ${GIFT_WORDS[a.gift]}`)];
}

const GIFT_WORDS = { miracles: 'draw 4 Miracle cards', followers: 'gain 3 Followers', intrigues: 'draw 3 Intrigue cards', priest: 'gain 1 Priest', coins: 'gain 20 coins' } as const;

/** C-SUPREMACY-06/07/08: one gift, the card face down, the round sat out. */
export function applyCelebrate(d: CygwState, seat: SeatId, a: ActOfType<'celebrate'>): void {
  switch (a.gift) {
    case 'miracles':
      draw(d, seat, 'miracle', 4);
      break;
    case 'followers':
      gainFollowers(d, seat, 3);
      break;
    case 'intrigues':
      draw(d, seat, 'intrigue', 3);
      break;
    case 'priest':
      if (takeToken(d, seat, a.strength!, true)) addFree(d, seat, a.strength!);
      break;
    case 'coins':
      gainCoins(d, seat, 20);
      break;
  }
  d.supremacy = { ...d.supremacy, faceUp: false };
  cult(d, seat).celebrating = true;
}

/** A benefit as the prompt's seat chose it (C-RESOLVE-12, C-RESOLVE-14, C-INTENT-PRAY-04). */
export function judgeBenefit(cards: CygwCards, s: CygwState, seat: SeatId, prompt: Extract<Prompt, { kind: 'benefit' }>, a: ActOfType<'benefit'>): Check[] {
  const rule = prompt.via === 'community' ? 'C-LICENSE-COMMUNITY-01' : prompt.via === 'mob' ? 'C-INTENT-PRAY-04' : 'C-RESOLVE-12';
  return [check(rule, true, `${location(prompt.location).name}’s benefit`), benefitProblem(cards, s, seat, prompt.location, prompt.via, a)];
}

export function applyBenefitAct(cards: CygwCards, d: CygwState, seat: SeatId, prompt: Extract<Prompt, { kind: 'benefit' }>, a: ActOfType<'benefit'>): void {
  if (prompt.via === 'community') d.communityTaken.push(seat);
  applyBenefit(cards, d, seat, prompt.location, a);
}

export function judgeReturn(s: CygwState, seat: SeatId, a: ActOfType<'return'>): Check[] {
  const ok = cult(s, seat).hand.includes(a.card) && a.card.startsWith('I');
  return [check('C-LOC-11-01', ok, ok ? 'put that Intrigue card on top of the Intrigue deck' : 'put back one Intrigue card from your hand')];
}

export function applyReturn(d: CygwState, seat: SeatId, a: ActOfType<'return'>): void {
  const c = cult(d, seat);
  c.hand = c.hand.filter((x) => x !== a.card);
  d.decks.intrigue.unshift(a.card);
}

/** The cards a giver may hand over: hand cards only (Secret Search), or any card (C-CORE-16, house C-AMB-20). */
export function givable(s: CygwState, seat: SeatId, handOnly: boolean): string[] {
  const c = cult(s, seat);
  return handOnly ? [...c.hand] : [...c.hand, ...c.licenses, ...(s.supremacy.owner === seat ? ['supremacy'] : [])];
}

export function judgeGive(s: CygwState, seat: SeatId, prompt: Extract<Prompt, { kind: 'give' }>, a: ActOfType<'give'>): Check[] {
  const ok = givable(s, seat, prompt.handOnly).includes(a.card);
  return [check(prompt.rule, ok, ok ? 'give that card' : prompt.handOnly ? 'give a Miracle or Intrigue card from your hand' : 'give one of your cards (hand, License or the Supremacy card)')];
}

export function applyGive(d: CygwState, seat: SeatId, prompt: Extract<Prompt, { kind: 'give' }>, a: ActOfType<'give'>): void {
  giveCard(d, seat, prompt.to, a.card);
}

export function judgeAltarLoss(s: CygwState, seat: SeatId, a: ActOfType<'altar'>): Check[] {
  const ok = place(s, a.location).altars.some((x) => x.owner === seat);
  return [check('C-INTRIGUE-FOILEDPLOT-01', ok, ok ? `lose your Altar in ${location(a.location).name} (house C-AMB-30: you choose)` : 'choose a Location where you have an Altar')];
}

export function applyAltarLoss(d: CygwState, seat: SeatId, a: ActOfType<'altar'>): void {
  destroyAltar(d, a.location, seat);
}
