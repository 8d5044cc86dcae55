/**
 * Cards an ability plays (Change of Guise, Harvest of Chaos, Policy of Terror): judged and
 * applied by the Miracle and Intrigue rules themselves, from the hand, as if dark side up where
 * the ability says so; the play counts as playing the card (house C-AMB-29, C-CULT-TIAMAT-L1-R1).
 */
import type { SeatId } from '../../../engine/game.js';
import type { Check } from '../../../engine/judgement.js';
import type { CygwCards } from '../../cards/types.js';
import type { CygwState } from '../../state.js';
import type { CardPlay } from '../../actions.js';
import { applyIntrigue, intriguePlays, judgeIntrigue } from '../intrigues.js';
import { applyMiracle, judgeMiracle, miraclePlays } from '../miracles.js';
import { deckOf } from '../model.js';
import { no } from './spec.js';

export type PlayKind = 'miracle' | 'intrigue';

/** The card's own rules, on the state with the ability's cost paid; `kinds` are the decks the ability may play from. */
export function judgePlay(cards: CygwCards, paid: CygwState, seat: SeatId, rule: string, play: CardPlay | undefined, kinds: readonly PlayKind[], asDark: boolean): Check[] {
  const words = kinds.map((k) => (k === 'miracle' ? 'a Miracle' : 'an Intrigue')).join(' or ');
  if (play === undefined) return [no(rule, `name ${words} card to play with it`)];
  const kind = deckOf(play.card);
  if (kind === null || kind === 'license' || !kinds.includes(kind)) return [no(rule, `it plays ${words} card; ${play.card} is not one`)];
  const o = { asDark, source: 'hand' } as const;
  return kind === 'miracle' ? judgeMiracle(cards, paid, seat, play, o) : judgeIntrigue(cards, paid, seat, play, o);
}

export function applyPlay(cards: CygwCards, d: CygwState, seat: SeatId, play: CardPlay, asDark: boolean): void {
  const o = { asDark, source: 'hand' } as const;
  if (deckOf(play.card) === 'miracle') applyMiracle(cards, d, seat, play, o);
  else applyIntrigue(cards, d, seat, play, o);
}

/** The plays the card rules offer for `kinds`, on the state with the cost paid. */
export function playsOf(cards: CygwCards, paid: CygwState, seat: SeatId, kinds: readonly PlayKind[], asDark: boolean): CardPlay[] {
  const o = { asDark, source: 'hand' } as const;
  return [...(kinds.includes('miracle') ? miraclePlays(cards, paid, seat, o) : []), ...(kinds.includes('intrigue') ? intriguePlays(cards, paid, seat, o) : [])];
}
