/** What the board's parts read and call: the card set, the view from this seat, its legal acts and the picked Free Priest. */
import type { SeatId } from '../../src/engine/game.js';
import type { CygwCards } from '../../src/cygw/cards/types.js';
import type { CygwAction } from '../../src/cygw/actions.js';
import type { CygwState } from '../../src/cygw/state.js';

export interface BoardContext {
  readonly cards: CygwCards;
  readonly view: CygwState;
  readonly me: SeatId;
  /** This seat's legal acts now (none while another seat holds the floor). */
  readonly legal: readonly CygwAction[];
  /** The Free Priest picked to preach with (its strength; 0 the Patriarch), or null. */
  readonly picked: number | null;
  pick(strength: number | null): void;
  /** Attempts an act: the judge's refusal shows in the judge panel. */
  act(a: CygwAction): void;
}
