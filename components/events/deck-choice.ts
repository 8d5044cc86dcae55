/**
 * What a player brings to a match: a secret choice and its list. KULT: one Major Arcanum and a
 * deck list (K-DECK-04/05); the Game contract's setup names them `choice` and `list`.
 */
export interface DeckChoice {
  /** The secret choice (KULT: a Major Arcanum's card id). */
  readonly major: string;
  /** The list played with it (KULT: Minor Arcana card ids; an id repeats once per copy). */
  readonly list: readonly string[];
}

/**
 * What the host of a friend match decides for both players: the game's fields by key (KULT:
 * `struggle`), as the lobby offers them and a match link carries them, and the response clock.
 */
export type HostSettings = Readonly<Record<string, string | number>> & {
  /** Seconds a player has to respond in a window before their own client passes (0 = no clock). */
  readonly clockSeconds: number;
  /** How many players the friend match seats (absent: two). Three or more play as a mesh of tables (src/app/mesh-match.ts). */
  readonly seats?: number;
};
