/** What a player brings to a match: one Major Arcanum and a deck list (K-DECK-04/05). */
import type { CardId, Struggle } from '../../src/kult/index.js';

export interface DeckChoice {
  readonly major: CardId;
  /** Minor Arcana card ids; an id repeats once per copy. */
  readonly list: readonly CardId[];
}

/** What the host of a friend match decides for both players. */
export interface HostSettings {
  readonly struggle: Struggle;
  /** Seconds a player has to respond in a window before their own client passes (0 = no clock). */
  readonly clockSeconds: number;
}
