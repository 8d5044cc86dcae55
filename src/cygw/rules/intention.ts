/**
 * The Intention Phase (C-INTENT): Preach (place one Priest), Pray, and on the Pray turn the Mob
 * benefit and the deals (selling Intrigues, buying Licenses).
 */
import type { SeatId } from '../../engine/game.js';
import { check, type Check } from '../../engine/judgement.js';
import type { CygwCards } from '../cards/types.js';
import type { CygwState } from '../state.js';
import type { ActOfType } from '../actions.js';
import { location, mobReach } from '../board/locations.js';
import { benefitOptions } from './benefits.js';
import { endIntentionTurn } from './flow.js';
import { cult, hasAccess, licenses } from './model.js';
import { gainCoins, loseCoins, loseFollowers, putPiece, takeFree } from './ops.js';

/** The placement's Follower cost: from the 4th on, 1, unless an Approval for that number waives it (C-INTENT-PREACH-04/05, C-LICENSE-APPROVAL-01). */
export function placementCost(cards: CygwCards, s: CygwState, seat: SeatId): number {
  const n = cult(s, seat).placements + 1;
  if (n <= 3) return 0;
  return licenses(cards, s, seat, 'approval').some((l) => l.placement === n) ? 0 : 1;
}

export function judgePreach(cards: CygwCards, s: CygwState, seat: SeatId, a: ActOfType<'preach'>): Check[] {
  const c = cult(s, seat);
  const checks: Check[] = [];
  const hasPriest = a.strength === 0 ? c.patriarch === 'free' : c.free.includes(a.strength);
  checks.push(check('C-INTENT-PREACH-01', hasPriest, hasPriest ? `place your Free ${a.strength === 0 ? 'Patriarch' : `strength-${a.strength} Priest`}` : `you have no Free ${a.strength === 0 ? 'Patriarch' : `strength-${a.strength} Priest`}`));
  const need = location(a.location).access;
  // C-INTENT-PREACH-06 (house C-AMB-06): access is judged on the Followers before a 4th placement's cost.
  const access = hasAccess(cards, s, seat, a.location, need);
  checks.push(check(access && c.followers < need ? 'C-LICENSE-TITLE-01' : 'C-INTENT-PREACH-02', access, access ? `${location(a.location).name} needs ${need} Followers; you have ${c.followers}${c.followers < need ? ' and its Title' : ''}` : `${location(a.location).name} needs ${need} Followers; you have ${c.followers}`));
  const cost = placementCost(cards, s, seat);
  if (c.placements >= 3) {
    const rule = cost === 0 ? 'C-LICENSE-APPROVAL-01' : 'C-INTENT-PREACH-05';
    checks.push(check(rule, c.followers >= cost, cost === 0 ? `your Approval makes placement ${c.placements + 1} free` : c.followers >= cost ? `placement ${c.placements + 1} costs 1 Follower` : `placement ${c.placements + 1} costs 1 Follower and you have none: you must Pray (C-INTENT-04)`));
  }
  return checks;
}

export function applyPreach(cards: CygwCards, d: CygwState, seat: SeatId, a: ActOfType<'preach'>): void {
  const c = cult(d, seat);
  const cost = placementCost(cards, d, seat);
  if (cost > 0) loseFollowers(d, seat, cost);
  if (a.strength !== 0) takeFree(d, seat, a.strength);
  putPiece(d, seat, a.strength, a.location);
  c.placements += 1;
  // C-INTENT-PREACH-08, C-LICENSE-TITHE-01: 1 coin to each opponent's Tithe on this Location, if the placer has one.
  for (const other of d.seats) {
    if (other === seat) continue;
    for (const tithe of licenses(cards, d, other, 'tithe')) if (tithe.locations?.includes(a.location) && loseCoins(d, seat, 1) === 1) gainCoins(d, other, 1);
  }
  endIntentionTurn(d);
}

export function applyPray(d: CygwState, seat: SeatId): void {
  cult(d, seat).prayed = true;
  d.dealing = true;
  d.mobBenefitUsed = false;
}

export function judgeMob(cards: CygwCards, s: CygwState, seat: SeatId, a: ActOfType<'mob'>): Check[] {
  const c = cult(s, seat);
  if (s.mobBenefitUsed) return [check('C-INTENT-PRAY-03', false, 'you have taken your Mob benefit this turn')];
  const reach = mobReach(c.mobs);
  if (a.location > reach) return [check('C-LOC-PRAY-01', false, reach === 0 ? 'with no Fanatical Mob you take no Location benefit (house C-AMB-02)' : `${c.mobs} Mobs reach Locations 1 to ${reach} (house C-AMB-02)`)];
  if (a.location === 2 && !s.board[1]!.priests.some((p) => p.owner === seat)) return [check('C-INTENT-PRAY-05', false, 'the Thieves District’s benefit needs one of your Priests there')];
  const any = benefitOptions(cards, s, seat, a.location, 'mob').length > 0;
  return [check('C-LOC-PRAY-01', true, `${c.mobs} Mobs reach ${location(a.location).name} (house C-AMB-02)`), check('C-INTENT-PRAY-04', any, any ? `take ${location(a.location).name}’s benefit as if you had won it` : `you could not use ${location(a.location).name}’s benefit now`)];
}

export function applyMob(d: CygwState, seat: SeatId, a: ActOfType<'mob'>): void {
  d.mobBenefitUsed = true;
  d.prompts.unshift({ kind: 'benefit', seat, location: a.location, via: 'mob' });
}

export function judgeSell(cards: CygwCards, s: CygwState, seat: SeatId, a: ActOfType<'sell'>): Check[] {
  const def = cards.intrigues.get(s.ident[a.card] ?? '');
  const ok = cult(s, seat).hand.includes(a.card) && def !== undefined;
  return [check('C-INTENT-DEAL-03', ok, ok ? `sell ${def!.name} for ${def!.value} coins` : 'you may sell only an Intrigue card from your hand')];
}

export function applySell(cards: CygwCards, d: CygwState, seat: SeatId, a: ActOfType<'sell'>): void {
  const def = cards.intrigues.get(d.ident[a.card] ?? '')!;
  const c = cult(d, seat);
  c.hand = c.hand.filter((x) => x !== a.card);
  d.decks.intrigue.push(a.card);
  gainCoins(d, seat, def.value);
}

export function judgeBuy(cards: CygwCards, s: CygwState, seat: SeatId, a: ActOfType<'buy'>): Check[] {
  const def = cards.licenses.get(s.ident[a.card] ?? '');
  if (!def || !s.market.includes(a.card)) return [check('C-INTENT-DEAL-04', false, 'you may buy only a face-up License of the Palace market')];
  const coins = cult(s, seat).coins;
  return [check('C-INTENT-DEAL-04', coins >= def.cost, `${def.name} costs ${def.cost} coins; you have ${coins}`)];
}

export function applyBuy(cards: CygwCards, d: CygwState, seat: SeatId, a: ActOfType<'buy'>): void {
  const def = cards.licenses.get(d.ident[a.card] ?? '')!;
  loseCoins(d, seat, def.cost);
  d.market = d.market.map((x) => (x === a.card ? null : x));
  cult(d, seat).licenses.push(a.card);
}
