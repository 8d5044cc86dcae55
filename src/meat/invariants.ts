/**
 * What must hold after every act (the simulator and the property tests check it): every card is
 * in exactly one place and the counts never change (M-CARD-02), nobody's Telestarion is negative
 * (M-TELE-02), hands are within the limit once the Opening is over (M-HAND-01), a face-up creature
 * lives (M-BATTLE-07), and the seats still face each other.
 */
import type { MeatCards } from './cards/types.js';
import { inconsistency } from './consistency.js';
import { HAND_LIMIT } from './rules/flow.js';
import { LANES, type MeatState } from './state.js';

export function invariantProblems(cards: MeatCards, s: MeatState): string[] {
  const out: string[] = [];
  const bad = inconsistency(cards, s);
  if (bad) out.push(bad);
  const live = Object.keys(s.ident);
  const creatures = live.filter((x) => x.startsWith('C')).length;
  const destiny = live.length - creatures;
  if (creatures !== cards.creatureDeck.length) out.push(`${creatures} creatures, not ${cards.creatureDeck.length}`);
  if (destiny !== cards.destinyDeck.length) out.push(`${destiny} Destiny cards, not ${cards.destinyDeck.length}`);
  for (const seat of s.seats) {
    const p = s.players[seat]!;
    if (p.telestarion < 0) out.push(`${seat} has ${p.telestarion} ounces`);
    if ((s.phase === 'tactics' || s.phase === 'activation' || s.phase === 'battle') && p.hand.length > HAND_LIMIT + 6) out.push(`${seat} holds ${p.hand.length}`);
    for (const lane of LANES) if (p.lanes[lane] && p.lanes[lane]!.defence <= 0 && s.triggers.length === 0 && s.phase !== 'over') out.push(`${seat}'s ${lane} is dead but on the field`);
  }
  return out;
}
