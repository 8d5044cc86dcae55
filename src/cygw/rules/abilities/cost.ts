/**
 * Paying for an ability (C-CULTSHEET-05…09, C-CORE-05, C-CORE-16, C-CORE-19): whether the chosen
 * payment is possible in full, paying it on a draft, and the payments worth offering.
 */
import type { SeatId } from '../../../engine/game.js';
import type { Check } from '../../../engine/judgement.js';
import type { CygwCards } from '../../cards/types.js';
import type { CygwState } from '../../state.js';
import { cult, patriarchStrength } from '../model.js';
import { discard, loseCoins, loseFollowers, returnToken, takeFree } from '../ops.js';
import { no, ok, type AbilityAct, type Cost } from './spec.js';

const range = (min: number, max: number) => (min === max ? `exactly ${min}` : max >= 99 ? `≥${min}` : min <= 1 ? `≤${max}` : `${min}–${max}`);

/** The cards a seat may discard (C-CORE-16, house C-AMB-20): hand, Licenses, the Supremacy card. */
export function discardable(s: CygwState, seat: SeatId): string[] {
  const c = cult(s, seat);
  return [...c.hand, ...c.licenses, ...(s.supremacy.owner === seat ? ['supremacy'] : [])];
}

/** Whether the seat's payment of `cost`, as `a` names it, can be made in full: one check per part. */
export function judgeCost(cards: CygwCards, s: CygwState, seat: SeatId, cost: Cost, a: AbilityAct): Check[] {
  const c = cult(s, seat);
  const out: Check[] = [];
  const usesPay = cost.ritual !== undefined || cost.priest !== undefined || cost.followers === 'chosen';
  if (!usesPay && a.pay !== undefined) out.push(no('C-CULTSHEET-05', 'this ability’s cost takes no Priest or number: leave `pay` out'));
  if (cost.ritual) {
    const { min, max, patriarchOnly } = cost.ritual;
    if (a.pay === undefined) out.push(no('C-CULTSHEET-06', `name the Free Priest of strength ${range(min, max)} that goes onto your sheet`));
    else if (a.pay === 0) {
      const str = patriarchStrength(cards, s, seat);
      if (c.patriarch !== 'free') out.push(no('C-CULTSHEET-06', `your Patriarch is not Free (it is on the ${c.patriarch})`));
      else if (str < min || str > max) out.push(no('C-CORE-05', `your Free Patriarch has strength ${str}; the Ritual needs ${range(min, max)}`));
      else out.push(ok('C-CULTSHEET-06', `your Free Patriarch (strength ${str}) goes onto your sheet until the round ends`));
    } else if (patriarchOnly) out.push(no('C-CULTSHEET-06', 'this Ritual takes your Free Patriarch only (pay 0)'));
    else if (!c.free.includes(a.pay)) out.push(no('C-CULTSHEET-06', `you have no Free strength-${a.pay} Priest (Free: ${c.free.join(', ') || 'none'})`));
    else if (a.pay < min || a.pay > max) out.push(no('C-CULTSHEET-06', `the Ritual needs a Free Priest of strength ${range(min, max)}; ${a.pay} does not qualify`));
    else out.push(ok('C-CULTSHEET-06', `your Free ${a.pay} goes onto your sheet until the round ends`));
  }
  if (cost.priest) {
    const { min, max } = cost.priest;
    if (a.pay === undefined) out.push(no('C-CULTSHEET-07', `name the Free Priest token of strength ${range(min, max)} you return to the reserve`));
    else if (a.pay === 0) out.push(no('C-CORE-05', 'the Patriarch never pays a Sacrifice Cost'));
    else if (!c.free.includes(a.pay)) out.push(no('C-CULTSHEET-07', `you have no Free strength-${a.pay} Priest (Free: ${c.free.join(', ') || 'none'})`));
    else if (a.pay < min || a.pay > max) out.push(no('C-CULTSHEET-07', `the Sacrifice needs a Free Priest of strength ${range(min, max)}; ${a.pay} does not qualify`));
    else out.push(ok('C-CULTSHEET-07', `your Free ${a.pay} returns to the reserve`));
  }
  const followers = cost.followers === 'chosen' ? a.pay : cost.followers;
  if (cost.followers === 'chosen' && (a.pay === undefined || a.pay < 1)) out.push(no('C-CULTSHEET-07', 'return 1 to 5 Followers: name how many with `pay`'));
  else if (followers !== undefined) out.push(c.followers >= followers ? ok('C-CULTSHEET-07', `return ${followers} Followers (you have ${c.followers})`) : no('C-CULTSHEET-08', `the cost is ${followers} Followers; you have ${c.followers}`));
  if (cost.coins !== undefined) out.push(c.coins >= cost.coins ? ok('C-CULTSHEET-07', `pay ${cost.coins} coins (you have ${c.coins})`) : no('C-CULTSHEET-08', `the cost is ${cost.coins} coins; you have ${c.coins}`));
  if (cost.discard !== undefined) out.push(judgeDiscard(s, seat, cost.discard, a.discard ?? []));
  else if (a.discard !== undefined) out.push(no('C-CULTSHEET-05', 'this ability’s cost discards no card'));
  if (cost.allFree) out.push(ok('C-CULTSHEET-07', `return all your Free Priest tokens (${c.free.join(', ') || 'none'}) to the reserve`));
  return out;
}

function judgeDiscard(s: CygwState, seat: SeatId, n: number, list: readonly string[]): Check {
  const owned = discardable(s, seat);
  if (owned.length < n) return no('C-CULTSHEET-08', `the cost is ${n} cards; you hold ${owned.length} (hand, Licenses and the Supremacy card, C-AMB-20)`);
  if (new Set(list).size !== list.length) return no('C-CORE-16', 'a card is named twice among the discards');
  const stranger = list.find((x) => !owned.includes(x));
  if (stranger !== undefined) return no('C-CORE-16', `${stranger} is not one of your cards`);
  if (list.length !== n) return no('C-CULTSHEET-07', `discard exactly ${n} cards; ${list.length} named`);
  return ok('C-CULTSHEET-07', `discard ${n} cards (house C-AMB-20: hand, Licenses or the Supremacy card)`);
}

/** Pays a judged cost on a draft, in full, before the effect (C-CULTSHEET-08). */
export function payCost(d: CygwState, seat: SeatId, cost: Cost, a: AbilityAct): void {
  const c = cult(d, seat);
  if (cost.ritual) {
    if (a.pay === 0) c.patriarch = 'sheet';
    else if (takeFree(d, seat, a.pay!)) c.onSheet.push(a.pay!);
  }
  if (cost.priest && takeFree(d, seat, a.pay!)) returnToken(d, seat, a.pay!);
  const followers = cost.followers === 'chosen' ? a.pay! : cost.followers;
  if (followers !== undefined) loseFollowers(d, seat, followers);
  if (cost.coins !== undefined) loseCoins(d, seat, cost.coins);
  for (const card of a.discard ?? []) discard(d, seat, card);
  if (cost.allFree) {
    for (const t of c.free) returnToken(d, seat, t);
    c.free = [];
  }
}

/** A copy of `s` with the cost paid: what the ability's conditions and card plays are judged on. */
export function withCostPaid(s: CygwState, seat: SeatId, cost: Cost, a: AbilityAct): CygwState {
  const d = structuredClone(s) as CygwState;
  payCost(d, seat, cost, a);
  return d;
}

/**
 * The canonical `n` cards to discard: the least valuable first: hand cards, then Licenses by
 * smallest Patriarch bonus, the Supremacy card last; `keep` is never chosen. Null when too few.
 */
export function canonicalDiscard(cards: CygwCards, s: CygwState, seat: SeatId, n: number, keep: readonly string[] = []): string[] | null {
  const c = cult(s, seat);
  const bonus = (iid: string) => cards.licenses.get(s.ident[iid] ?? '')?.bonus ?? 0;
  const pool = [
    ...c.hand,
    ...[...c.licenses].sort((x, y) => bonus(x) - bonus(y)),
    ...(s.supremacy.owner === seat ? ['supremacy'] : []),
  ].filter((x) => !keep.includes(x));
  return pool.length >= n ? pool.slice(0, n) : null;
}

/** The payments worth offering: each qualifying Free Priest strength (or Follower count), with the canonical discards. */
export function costChoices(cards: CygwCards, s: CygwState, seat: SeatId, cost: Cost): Pick<AbilityAct, 'pay' | 'discard'>[] {
  const c = cult(s, seat);
  let pays: (number | undefined)[] = [undefined];
  if (cost.ritual) {
    const { min, max, patriarchOnly } = cost.ritual;
    const str = patriarchStrength(cards, s, seat);
    pays = [...(patriarchOnly ? [] : [...new Set(c.free)].filter((t) => t >= min && t <= max)), ...(c.patriarch === 'free' && str >= min && str <= max ? [0] : [])];
  } else if (cost.priest) {
    const { min, max } = cost.priest;
    pays = [...new Set(c.free)].filter((t) => t >= min && t <= max);
  } else if (cost.followers === 'chosen') {
    pays = [1, 2, 3, 4, 5].filter((n) => n <= c.followers);
  }
  if (typeof cost.followers === 'number' && c.followers < cost.followers) return [];
  if (cost.coins !== undefined && c.coins < cost.coins) return [];
  let discardSet: string[] | undefined;
  if (cost.discard !== undefined) {
    const set = canonicalDiscard(cards, s, seat, cost.discard);
    if (!set) return [];
    discardSet = set;
  }
  return pays.map((pay) => ({ ...(pay !== undefined ? { pay } : {}), ...(discardSet ? { discard: discardSet } : {}) }));
}
