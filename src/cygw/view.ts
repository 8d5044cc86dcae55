/**
 * What a seat may see (C-CORE-18, catalog §16.3): every hand but its own as backs, every deck's
 * order unknown; Licenses, the market and Path of Iniquity's revealed cards are public. On one
 * page the state knows every card; a view forgets what its viewer could not know.
 */
import type { SeatId } from '../engine/game.js';
import type { CygwState } from './state.js';
import { deepFreeze } from './rules/judge.js';

export function viewOf(s: CygwState, viewer: SeatId | null): CygwState {
  const ident = { ...s.ident };
  for (const deck of Object.values(s.decks)) for (const iid of deck) ident[iid] = null;
  for (const seat of s.seats) if (seat !== viewer) for (const iid of s.cults[seat]!.hand) ident[iid] = null;
  return deepFreeze({ ...s, ident });
}

/** The card instances whose identity this state does not hold, with who holds them ('deck' for a deck). */
export function unknownCards(s: CygwState): { iid: string; owner: SeatId }[] {
  const out: { iid: string; owner: SeatId }[] = [];
  for (const seat of s.seats) for (const iid of s.cults[seat]!.hand) if (s.ident[iid] === null) out.push({ iid, owner: seat });
  return out;
}
