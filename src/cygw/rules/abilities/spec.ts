/**
 * The shape every Cult ability is written in: its catalog rule and name, its cost (paid by
 * cost.ts), the act fields it reads, and three pure parts: the conditions and targets (judged on
 * the state after the cost is paid, C-CULTSHEET-08), the effect on a draft, and the targets to
 * offer. One file per Cult holds its four abilities.
 */
import type { SeatId } from '../../../engine/game.js';
import { check, type Check } from '../../../engine/judgement.js';
import type { CygwCards } from '../../cards/types.js';
import type { CygwState } from '../../state.js';
import type { ActOfType } from '../../actions.js';

export type AbilityAct = ActOfType<'ability'>;

/** The fields of an ability act beyond `pay` and `discard`. */
export type TargetField = 'piece' | 'priests' | 'card' | 'play';

/** A cost (C-CULTSHEET-05): a Ritual, or a Sacrifice of Priests, Followers, coins and cards. */
export interface Cost {
  /** Ritual (C-CULTSHEET-06): a Free Priest of strength min…max onto the sheet; the Free Patriarch if its strength qualifies (C-CORE-05). */
  readonly ritual?: { readonly min: number; readonly max: number; readonly patriarchOnly?: boolean };
  /** Sacrifice (C-CULTSHEET-07): one Free Priest token of strength min…max to the reserve, never the Patriarch. */
  readonly priest?: { readonly min: number; readonly max: number };
  /** Followers to the reserve; 'chosen': 1–5, named by `pay` (Ordination of a Priestess). */
  readonly followers?: number | 'chosen';
  readonly coins?: number;
  /** Cards discarded (C-CORE-16, house C-AMB-20). */
  readonly discard?: number;
  /** Every Free Priest token to the reserve (The Great Shrine). */
  readonly allFree?: boolean;
}

export interface AbilitySpec {
  /** The catalog's C-CULT-<CULT>-L1/L2/D1/D2. */
  readonly rule: string;
  readonly name: string;
  readonly cost: Cost;
  readonly fields: readonly TargetField[];
  /** The ability's own conditions and targets, on the state with the cost paid. */
  judge(cards: CygwCards, paid: CygwState, seat: SeatId, a: AbilityAct): Check[];
  /** The effect, on a draft whose cost is paid; parts that cannot be carried out are skipped (C-CULTSHEET-08). */
  apply(cards: CygwCards, d: CygwState, seat: SeatId, a: AbilityAct): void;
  /** The acts to offer from `base` (its cost chosen), on the state with the cost paid. */
  targets(cards: CygwCards, paid: CygwState, seat: SeatId, base: AbilityAct): AbilityAct[];
  /**
   * Acts to offer built wholly by the ability, when its cost depends on its target
   * (Change of Guise: the card discarded must differ from the card played).
   */
  offer?(cards: CygwCards, s: CygwState, seat: SeatId, base: AbilityAct): AbilityAct[];
}

export const ok = (rule: string, says: string): Check => check(rule, true, says);
export const no = (rule: string, says: string): Check => check(rule, false, says);

/** An ability with no target of its own: it only ever offers its cost choices. */
export const noTargets = (_cards: CygwCards, _paid: CygwState, _seat: SeatId, base: AbilityAct): AbilityAct[] => [base];
