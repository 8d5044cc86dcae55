/**
 * What two tables of a friend match play by: the game's own settings (KULT: the ruleset and the
 * struggle; checked by the game's settings schema) and the response clock, which every game
 * shares (NET-SETTINGS-01: one of the clocks the lobby offers).
 */
export interface SessionSettings<G = Readonly<Record<string, unknown>>> {
  readonly game: G;
  /** Seconds a player has to respond in a window before their own table passes for them (0: no clock). */
  readonly clockSeconds: number;
}
