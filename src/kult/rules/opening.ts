/** How a match began, for the log's first lines: the same Major Arcanum on both sides, who starts and why (K-SETUP-03, K-FIRST-02/03). */
import type { Ctx } from '../context.js';
import type { CardId, GameState, PlayerId } from '../types.js';
import { lowestHierarchy, sameMajors } from './setup.js';

export type OpeningFact =
  /** These players revealed the same Major Arcanum and play each other's decks (K-SETUP-03). */
  | { readonly rule: 'K-SETUP-03'; readonly major: CardId; readonly players: readonly PlayerId[] }
  /** `first` took the first turn: the lowest Hierarchy (K-FIRST-02), or the shared seed's pick among `tied` (K-FIRST-03). */
  | { readonly rule: 'K-FIRST-02' | 'K-FIRST-03'; readonly first: PlayerId; readonly hierarchy: number; readonly tied: readonly PlayerId[] };

/**
 * The setup's decisions, read back from any later state of the match (the Majors never change,
 * and turns pass round the seats in order, K-ORDER-05): the same rules setup decided by.
 *
 * @example openingFacts(ctx, state) // [{ rule: 'K-SETUP-03', major: 'golab', players: ['a', 'b'] }, { rule: 'K-FIRST-03', first: 'b', hierarchy: 15, tied: ['a', 'b'] }]
 */
export function openingFacts(ctx: Ctx, state: GameState): OpeningFact[] {
  const facts: OpeningFact[] = [];
  const players = state.players;
  for (const [major, seats] of sameMajors(players.map((p) => p.major))) facts.push({ rule: 'K-SETUP-03', major, players: seats.map((i) => players[i]!.id) });
  const n = players.length;
  const now = players.findIndex((p) => p.id === state.active);
  if (n === 0 || now < 0) return facts;
  const first = players[(((now - (state.turn - 1)) % n) + n) % n]!.id;
  const { low, tied } = lowestHierarchy(ctx, players);
  facts.push({ rule: tied.length > 1 ? 'K-FIRST-03' : 'K-FIRST-02', first, hierarchy: low, tied });
  return facts;
}
