/**
 * The response clocks the lobby offers a host, and the only ones a host's hello may carry
 * (NET-SETTINGS-01): the lobby builds its choices from this constant and the wire schema its
 * check, so a friend's table cannot set what this table would never offer (a 1-second response
 * clock passed for the guest before it could read the window). A game's own settings are
 * offered and checked by its settings schema (src/engine/game.ts `schemas.settings`).
 */
/** Seconds a player has to respond in a window before their own table passes; 0 is no clock. */
export const OFFERED_CLOCKS = [0, 15, 20, 30, 45, 60, 90, 120, 180, 300, 600] as const;

export type OfferedClock = (typeof OFFERED_CLOCKS)[number];

/** Whether `seconds` is a response clock the lobby offers. */
export function isOfferedClock(seconds: number): seconds is OfferedClock {
  return (OFFERED_CLOCKS as readonly number[]).includes(seconds);
}
