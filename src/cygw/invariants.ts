/**
 * What must hold in every Cult state (C-COMP-02/05/06/07/08/11, C-CORE-10, C-END-05): each
 * colour's 15 Priest tokens, 3 of each strength, are somewhere; Followers stay 0–9; the 16 Mobs
 * are somewhere; every card instance is in exactly one place; a Patriarch stands in one place;
 * between rounds no Priest is on the board. The simulator and the property tests check it.
 */
import type { CygwState } from './state.js';

export function invariantProblems(s: CygwState): string[] {
  const problems: string[] = [];
  for (const seat of s.seats) {
    const c = s.cults[seat]!;
    const counts = [0, 0, 0, 0, 0];
    const add = (strength: number) => (counts[strength - 1]! += 1);
    c.free.forEach(add);
    c.onSheet.filter((x) => x > 0).forEach(add);
    for (const p of s.board) {
      p.priests.filter((x) => x.owner === seat && !x.patriarch).forEach((x) => add(x.strength));
      p.altars.filter((a) => a.owner === seat).forEach((a) => add(a.token));
    }
    s.reserve[c.colour]!.forEach((n, i) => (counts[i]! += n));
    if (counts.some((n) => n !== 3)) problems.push(`C-COMP-02 ${seat}'s tokens by strength are ${counts.join('/')}, not 3 each`);
    if (c.followers < 0 || c.followers > 9) problems.push(`C-CORE-10 ${seat} has ${c.followers} Followers`);
    if (c.coins < 0) problems.push(`C-CORE-19 ${seat} has ${c.coins} coins`);
    const onBoard = s.board.reduce((n, p) => n + p.priests.filter((x) => x.owner === seat && x.patriarch).length, 0);
    if (onBoard !== (c.patriarch === 'board' ? 1 : 0)) problems.push(`C-COMP-04 ${seat}'s Patriarch is '${c.patriarch}' with ${onBoard} on the board`);
  }
  const mobs = s.mobs + s.seats.reduce((n, seat) => n + s.cults[seat]!.mobs, 0);
  if (mobs !== 16) problems.push(`C-COMP-11 ${mobs} Mobs, not 16`);
  const places = [
    ...s.decks.miracle, ...s.decks.intrigue, ...s.decks.license, ...s.market.filter((x): x is string => x !== null),
    ...s.seats.flatMap((seat) => [...s.cults[seat]!.hand, ...s.cults[seat]!.licenses]),
    ...s.prompts.flatMap((p) => (p.kind === 'iniquity' ? p.cards : p.kind === 'treachery' ? [p.card] : [])),
  ];
  const all = Object.keys(s.ident);
  if (places.length !== all.length || new Set(places).size !== places.length) problems.push(`C-COMP-06 ${places.length} card places for ${all.length} cards`);
  if (s.phase === 'supremacy' && s.board.some((p) => p.priests.length > 0)) problems.push('C-END-05 a Priest is on the board between rounds');
  return problems;
}
