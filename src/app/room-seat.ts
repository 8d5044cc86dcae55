/**
 * Which seat of a room this tab plays when the page opens on it (a link, a reload): the seat no
 * other tab of this browser plays, and the match saved for it, if any. Game-blind; the seat
 * locks and the store are lent, so the choice is tested without a browser.
 */
import type { Seat } from '../net/match-store.js';
import type { SavedSession } from '../net/saved-session.js';
import type { SeatLock } from './seat-lock.js';

export interface RoomSeatDeps {
  /** Claims `seat` of the room; `patienceMs: 0` gives up at once when another tab holds it. */
  claim(seat: Seat, options?: { readonly patienceMs?: number }): Promise<SeatLock | null>;
  /** The match saved for the room (preferring `seat`'s copy), or null. */
  saved(seat: Seat): Promise<SavedSession | null>;
  /** True when this tab hosted the room (a note kept for this browser session only). */
  readonly hostedHere: boolean;
}

export type RoomSeat =
  /** This tab holds `seat` (and resumes `saved`, when there is one). */
  | { readonly kind: 'mine'; readonly seat: Seat; readonly lock: SeatLock; readonly saved: SavedSession | null }
  /** Another tab of this browser plays `seat`: the player may take it over. */
  | { readonly kind: 'held'; readonly seat: Seat };

/**
 * The seat this tab plays. The guest's seat comes first unless this tab hosted the room: in one
 * browser both players' tabs may have saved the match (a player trying it against themselves).
 */
export async function roomSeat(deps: RoomSeatDeps): Promise<RoomSeat> {
  const [mine, other]: [Seat, Seat] = deps.hostedHere ? ['host', 'guest'] : ['guest', 'host'];
  const lock = await deps.claim(mine);
  if (lock) {
    const saved = await deps.saved(mine);
    if (!saved || saved.role === mine) return { kind: 'mine', seat: mine, lock, saved };
    // Only the other seat's copy is saved here: that match is in play, so this tab can only be
    // that seat's (a new tab of the player who hosted it), unless another tab plays it.
    const theirs = await deps.claim(other, { patienceMs: 0 });
    lock.release();
    return theirs ? { kind: 'mine', seat: other, lock: theirs, saved } : { kind: 'held', seat: other };
  }
  // Another tab plays this seat; this tab may be the other player's, if it saved that seat.
  const theirs = await deps.claim(other, { patienceMs: 0 });
  const saved = theirs ? await deps.saved(other) : null;
  if (theirs && saved?.role === other) return { kind: 'mine', seat: other, lock: theirs, saved };
  theirs?.release();
  return { kind: 'held', seat: mine };
}
