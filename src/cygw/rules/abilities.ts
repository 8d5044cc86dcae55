/**
 * Cult abilities (C-CULTSHEET, C-CULT-…): the judge of an ability act, its reducer and the acts to
 * offer. Each ability is a spec in abilities/<cult>.ts; its cost is judged and paid by
 * abilities/cost.ts, and its conditions are judged on the state with the cost paid
 * (C-CULTSHEET-08: the cost comes before the effect).
 */
import type { SeatId } from '../../engine/game.js';
import type { Check } from '../../engine/judgement.js';
import type { AbilityId, CygwCards } from '../cards/types.js';
import type { CygwState } from '../state.js';
import type { ActOfType } from '../actions.js';
import { abilitiesOf, cult } from './model.js';
import { ABILITIES } from './abilities/catalog.js';
import { costChoices, judgeCost, payCost, withCostPaid } from './abilities/cost.js';
import { no, ok, type TargetField } from './abilities/spec.js';

export { ABILITIES } from './abilities/catalog.js';
export { applyReveal, judgeReveal, revealActs } from './abilities/iniquity.js';

const FIELDS: readonly TargetField[] = ['piece', 'priests', 'card', 'play'];

export function judgeAbility(cards: CygwCards, s: CygwState, seat: SeatId, a: ActOfType<'ability'>): Check[] {
  const spec = ABILITIES[a.ability as AbilityId];
  const inRound = s.phase === 'resolution' && s.step === 'actions';
  const checks: Check[] = [inRound ? ok('C-CULTSHEET-02', `${spec.name} is your action in Location ${s.active}’s action round`) : no('C-CULTSHEET-02', 'an ability is used only as an action in the Resolution Phase')];
  const mine = abilitiesOf(cards, s, seat);
  if (!mine.includes(a.ability as AbilityId)) {
    const side = cult(s, seat).side;
    return [...checks, no('C-CULTSHEET-11', `${spec.name} is not on the ${side} side of your sheet (yours now: ${mine.map((x) => ABILITIES[x].name).join(', ')})`)];
  }
  // C-CULTSHEET-03 holds by itself: each Cult has one action per Location's action round.
  checks.push(ok('C-CULTSHEET-03', `${spec.name} has not been used in Location ${s.active}: you act once here`));
  for (const f of FIELDS) if (a[f] !== undefined && !spec.fields.includes(f)) checks.push(no(spec.rule, `${spec.name} takes no \`${f}\``));
  const cost = judgeCost(cards, s, seat, spec.cost, a);
  checks.push(...cost);
  if (!checks.every((c) => c.ok)) return checks;
  return [...checks, ...spec.judge(cards, withCostPaid(s, seat, spec.cost, a), seat, a)];
}

/** Pays the cost in full, then the effect (C-CULTSHEET-08). */
export function applyAbility(cards: CygwCards, d: CygwState, seat: SeatId, a: ActOfType<'ability'>): void {
  const spec = ABILITIES[a.ability as AbilityId];
  payCost(d, seat, spec.cost, a);
  spec.apply(cards, d, seat, a);
}

/** The ability acts to offer: each cost choice (one canonical discard set) with each target. */
export function abilityActs(cards: CygwCards, s: CygwState, seat: SeatId): ActOfType<'ability'>[] {
  const out: ActOfType<'ability'>[] = [];
  for (const ability of abilitiesOf(cards, s, seat)) {
    const spec = ABILITIES[ability];
    const base: ActOfType<'ability'> = { type: 'ability', player: seat, ability };
    if (spec.offer) {
      out.push(...spec.offer(cards, s, seat, base));
      continue;
    }
    for (const choice of costChoices(cards, s, seat, spec.cost)) {
      const act = { ...base, ...choice };
      out.push(...spec.targets(cards, withCostPaid(s, seat, spec.cost, act), seat, act));
    }
  }
  return out;
}
