/**
 * What a seat may see (M-TEAM-01, M-TACTIC-05, M-FLOW §17.2): its own and its teammates' hands
 * (information private to a team), never the other team's; no deck's order; the other team's
 * face-down Tactics cards as backs until the reveal (which positions are filled and how many
 * Destiny cards lie is public). Graveyards, the pool, Leaders and all rolls are public
 * (M-GRAVE-04). On one page the state knows every card; a view forgets what its viewer could not know.
 */
import type { SeatId } from '../engine/game.js';
import { LANES, type MeatState } from './state.js';
import { deepFreeze } from './rules/model.js';

/** Instances whose identity `viewer` may not know now (null: a spectator). */
export function hiddenFrom(s: MeatState, viewer: SeatId | null): string[] {
  const out: string[] = [...s.decks.creature, ...s.decks.destiny];
  const team = viewer ? s.players[viewer]?.side : undefined;
  for (const seat of s.seats) {
    const p = s.players[seat]!;
    if (p.side === team) continue;
    out.push(...p.hand);
    if (!s.revealed) {
      for (const lane of LANES) if (p.lanes[lane]) out.push(p.lanes[lane]!.card);
      out.push(...p.laid.map((l) => l.card));
    }
  }
  return out;
}

/** On one page the seed would tell every roll and deck order to come: no view holds it (a bot's look-ahead foresees nothing). */
const NO_SEED = '0'.repeat(64);

export function viewOf(s: MeatState, viewer: SeatId | null): MeatState {
  const hidden = hiddenFrom(s, viewer);
  const seed = s.chains ? s.seed : NO_SEED;
  if (hidden.length === 0 && seed === s.seed) return s;
  const ident = { ...s.ident };
  for (const iid of hidden) ident[iid] = null;
  const team = viewer ? s.players[viewer]?.side : undefined;
  const players: MeatState['players'] = {};
  for (const seat of s.seats) {
    const p = s.players[seat]!;
    if (s.revealed || p.side === team) players[seat] = p;
    else {
      // Face down (M-TACTIC-05): a back in each filled position, with a name of its own (never the
      // instance: the creatures were drafted face up, so an instance would say which one lies
      // where), no values, the guard choice unknown; the cards put down count as still in hand,
      // as they do between friends until the reveal, and the Destiny cards put down are backs.
      const placed = LANES.map((l) => p.lanes[l]?.card).filter((x): x is string => x !== undefined);
      const back = (lane: (typeof LANES)[number]) => {
        if (!p.lanes[lane]) return null;
        const card = `X${seat}-${lane}`;
        ident[card] = null;
        return { card, attack: 0, defence: 0, granted: [], equipment: [], specialUsed: false };
      };
      const laid = p.laid.map((l, k) => {
        const card = `X${seat}-laid-${k}`;
        ident[card] = null;
        return { card, paid: false, resolved: false };
      });
      const hand = [...p.hand, ...placed, ...p.laid.map((l) => l.card)].sort();
      players[seat] = { ...p, hand, lanes: { left: back('left'), front: back('front'), right: back('right') }, laid, guard: 'left' };
    }
  }
  return deepFreeze({ ...s, ident, players, seed });
}

/** The instances this state does not identify, with who holds them ('deck' for a deck). */
export function unknownCards(s: MeatState): { iid: string; owner: SeatId }[] {
  const out: { iid: string; owner: SeatId }[] = [];
  for (const seat of s.seats) for (const iid of s.players[seat]!.hand) if (s.ident[iid] === null) out.push({ iid, owner: seat });
  return out;
}
