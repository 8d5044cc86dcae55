/**
 * What a restored state must hold beyond its shape before the rules may read it: every seat named
 * in it sits at the table, and every card it places is one it knows. A save failing it is refused.
 */
import type { CygwState } from './state.js';

export function inconsistency(s: CygwState): string | null {
  const seats = new Set(s.seats);
  if (seats.size !== s.seats.length) return 'a seat twice';
  const keys = Object.keys(s.cults);
  if (keys.length !== seats.size || keys.some((k) => !seats.has(k) || s.cults[k]!.seat !== k)) return 'the Cults are not the seats';
  if (new Set(keys.map((k) => s.cults[k]!.colour)).size !== keys.length) return 'a colour twice';
  if (keys.some((k) => !(s.cults[k]!.colour in s.reserve))) return 'a colour without a reserve';
  const named = [s.first, s.turn, s.seize, s.winner, s.lastWinner, s.supremacy.owner, ...s.acted, ...s.communityTaken, ...s.prompts.flatMap((p) => (p.kind === 'give' ? [p.seat, p.to] : [p.seat]))];
  if (named.some((x) => x !== null && !seats.has(x))) return 'a seat that is not at the table';
  if (s.board.some((p) => p.priests.some((x) => !seats.has(x.owner)) || p.altars.some((a) => !seats.has(a.owner)))) return 'a piece of nobody at the table';
  const places = [...s.decks.miracle, ...s.decks.intrigue, ...s.decks.license, ...s.market.filter((x): x is string => x !== null), ...keys.flatMap((k) => [...s.cults[k]!.hand, ...s.cults[k]!.licenses]), ...s.prompts.flatMap((p) => (p.kind === 'iniquity' ? p.cards : p.kind === 'treachery' ? [p.card] : []))];
  if (new Set(places).size !== places.length) return 'a card in two places';
  if (places.some((iid) => !(iid in s.ident))) return 'a card the game does not know';
  if (s.phase !== 'over' && s.ended !== null) return 'an ended game still playing';
  return null;
}
