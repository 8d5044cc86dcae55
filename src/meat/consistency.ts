/**
 * What a restored state must hold beyond its shape before the rules may read it: the seats are
 * the players, every seat it names sits at the table, every card is in one place and known, and
 * every Leader is one of the set. A save failing it is refused.
 */
import type { MeatCards } from './cards/types.js';
import { LANES, type MeatState } from './state.js';

export function inconsistency(cards: MeatCards, s: MeatState): string | null {
  const seats = new Set(s.seats);
  if (seats.size !== s.seats.length || ![2, 4, 6].includes(seats.size)) return 'not 2, 4 or 6 seats, each once';
  const keys = Object.keys(s.players);
  if (keys.length !== seats.size || keys.some((k) => !seats.has(k) || s.players[k]!.seat !== k)) return 'the players are not the seats';
  if (keys.some((k) => s.players[s.players[k]!.opposite]?.opposite !== k || s.players[s.players[k]!.opposite]!.side === s.players[k]!.side)) return 'a player not facing an opponent';
  const named = [...s.turnQueue, ...s.leaderOrder, ...s.draftOrder, ...s.stack.map((e) => e.player), ...s.triggers.map((t) => t.seat), ...(s.window ? [s.window.priority] : []), ...(s.ended?.winners ?? [])];
  if (named.some((x) => !seats.has(x))) return 'a seat that is not at the table';
  if (s.unordered.some((t) => !seats.has(t.seat))) return 'a trigger of nobody at the table';
  if (s.chains && (Object.keys(s.chains.tips).length !== seats.size || s.seats.some((x) => !(x in s.chains!.tips) || !(x in s.chains!.used)))) return 'hash chains that are not the seats\'';
  const leaderIds = new Set(cards.leaders.map((l) => l.id));
  if ([...s.leaders, ...keys.map((k) => s.players[k]!.leader).filter((x): x is string => x !== null)].some((l) => !leaderIds.has(l))) return 'a Leader the set does not have';
  const places = [
    ...s.decks.creature, ...s.decks.destiny, ...s.graves.creature, ...s.graves.destiny, ...s.pool, ...s.stack.map((e) => e.card),
    ...keys.flatMap((k) => {
      const p = s.players[k]!;
      return [...p.hand, ...p.laid.map((l) => l.card), ...LANES.flatMap((l) => (p.lanes[l] ? [p.lanes[l]!.card, ...p.lanes[l]!.equipment.map((e) => e.card)] : []))];
    }),
  ];
  if (new Set(places).size !== places.length) return 'a card in two places';
  for (const iid of places) {
    if (!(iid in s.ident)) return 'a card the game does not know';
    const id = s.ident[iid];
    if (id !== null && !(iid.startsWith('C') ? id! in cards.creatures : id! in cards.destiny)) return 'a card the set does not have';
  }
  if ((s.phase === 'over') !== (s.ended !== null)) return 'an ended game still playing';
  return null;
}
