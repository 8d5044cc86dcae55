/**
 * The match settings the lobby offers a host, and the only ones a host's hello may carry
 * (NET-SETTINGS-01): the lobby builds its choices from this constant and the wire schema its
 * picklists, so a friend's table cannot set what this table would never offer (a 1-second
 * response clock passed for the guest before it could read the window).
 */
import type { Struggle } from '../kult/index.js';

export const OFFERED_SETTINGS = {
  /** K-WIN: the Continent struggle is the shorter game. */
  struggle: ['continent', 'world'],
  /** Seconds a player has to respond in a window before their own table passes; 0 is no clock. */
  clockSeconds: [0, 15, 20, 30, 45, 60, 90, 120, 180, 300, 600],
} as const satisfies { readonly struggle: readonly Struggle[]; readonly clockSeconds: readonly number[] };

export type OfferedClock = (typeof OFFERED_SETTINGS.clockSeconds)[number];

/** Whether `seconds` is a response clock the lobby offers. */
export function isOfferedClock(seconds: number): seconds is OfferedClock {
  return (OFFERED_SETTINGS.clockSeconds as readonly number[]).includes(seconds);
}
