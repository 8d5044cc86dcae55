/**
 * What the table's parts read and call: the card set, the view from this seat, its legal acts and
 * floor, and the clicks being built into an act (a card chosen for a position or target, cards
 * marked for a discard, a commitment or a payment, the placement so far).
 */
import type { SeatId } from '../../src/engine/game.js';
import type { MeatCards } from '../../src/meat/cards/types.js';
import type { MeatAction } from '../../src/meat/actions.js';
import type { Lane, MeatState, TargetRef } from '../../src/meat/state.js';
import type { Floor } from '../../src/meat/rules/floor.js';

/** A card waiting for its position (placing) or its target (resolve, Instant). */
export interface Chosen {
  readonly card: string;
  readonly type: 'place' | 'resolve' | 'instant';
}

export interface Placing {
  readonly left: string | null;
  readonly front: string | null;
  readonly right: string | null;
  readonly guard: 'left' | 'right';
}

export const NO_PLACING: Placing = { left: null, front: null, right: null, guard: 'left' };

export interface TableContext {
  readonly cards: MeatCards;
  readonly view: MeatState;
  readonly me: SeatId;
  /** This seat's legal acts now (none while another seat holds the floor). */
  readonly legal: readonly MeatAction[];
  /** Who decides now and which act types (null: nobody, the flow runs or the game is over). */
  readonly floor: Floor | null;
  readonly chosen: Chosen | null;
  readonly marked: ReadonlySet<string>;
  readonly placing: Placing;
  /** Whether this seat holds the floor for an act of `type`. */
  mine(type: MeatAction['type']): boolean;
  /** A hand card clicked: marked, chosen, or played, as the floor asks. */
  clickHand(iid: string): void;
  /** A laid Destiny card or a creature's ♦ clicked. */
  clickOwn(iid: string): void;
  /** A position on the player's own row clicked while placing. */
  clickLane(lane: Lane): void;
  /** A creature clicked as the chosen card's target. */
  aim(t: TargetRef): void;
  setGuard(g: 'left' | 'right'): void;
  /** Drops the clicks being built. */
  clear(): void;
  /** Attempts an act: the judge's refusal shows in the judge panel. */
  act(a: MeatAction): void;
}
