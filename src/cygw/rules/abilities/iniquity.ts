/**
 * Path of Iniquity's revealed Intrigues (C-CULT-NIRRITI-D1): the top card of the prompt is played
 * as if Nirriti played it (source 'revealed', so Exiles counts it, house C-AMB-29), or, when it
 * cannot be resolved, skipped straight to the deck bottom. The prompt then holds the cards left.
 */
import type { SeatId } from '../../../engine/game.js';
import type { Check } from '../../../engine/judgement.js';
import type { CygwCards } from '../../cards/types.js';
import type { CygwState, Prompt } from '../../state.js';
import type { ActOfType, CardPlay } from '../../actions.js';
import { applyIntrigue, intriguePlaysOf, judgeIntrigue } from '../intrigues.js';
import { cult } from '../model.js';
import { no, ok } from './spec.js';

type Iniquity = Extract<Prompt, { kind: 'iniquity' }>;
type RevealAct = ActOfType<'reveal'> | ActOfType<'skip'>;

const REVEALED = { asDark: false, source: 'revealed' } as const;
const RULE = 'C-CULT-NIRRITI-D1';

/** The card play an act names (its card and targets). */
function playOf(a: ActOfType<'reveal'>): CardPlay {
  const { type: _t, player: _p, ...play } = a;
  return play;
}

/** Every way the revealed `card` can be resolved now, as the Intrigue rules enumerate them. */
export function revealPlays(cards: CygwCards, s: CygwState, seat: SeatId, card: string): CardPlay[] {
  return intriguePlaysOf(cards, s, seat, card, REVEALED);
}

export function judgeReveal(cards: CygwCards, s: CygwState, seat: SeatId, prompt: Iniquity, a: RevealAct): Check[] {
  const card = prompt.cards[0];
  if (card === undefined) return [no(RULE, 'no revealed card is waiting')];
  if (a.type === 'skip') {
    const can = revealPlays(cards, s, seat, card).length > 0;
    return [can ? no(RULE, `the revealed ${card} can be resolved: play it`) : ok(RULE, `the revealed ${card} cannot be resolved: it goes to the bottom of the Intrigue deck`)];
  }
  if (a.card !== card) return [no(RULE, `play the revealed cards in order: ${card} is next`)];
  return [ok(RULE, `play the revealed ${card} as if from your hand (${prompt.cards.length - 1} more after it)`), ...judgeIntrigue(cards, s, seat, playOf(a), REVEALED)];
}

export function applyReveal(cards: CygwCards, d: CygwState, seat: SeatId, prompt: Iniquity, a: RevealAct): void {
  const card = prompt.cards[0]!;
  // The judge's queue handling leaves this prompt in place: it holds the cards still to come.
  const i = d.prompts.findIndex((p) => p.kind === 'iniquity' && p.seat === seat);
  const rest = prompt.cards.slice(1);
  if (i >= 0) {
    if (rest.length > 0) d.prompts[i] = { kind: 'iniquity', seat, cards: rest };
    else d.prompts.splice(i, 1);
  }
  if (a.type === 'reveal') applyIntrigue(cards, d, seat, playOf(a), REVEALED);
  // Resolved or not, the card ends at the bottom of its deck (C-INTRIGUE-05).
  const placed = d.decks.intrigue.includes(card) || d.seats.some((x) => cult(d, x).hand.includes(card));
  if (!placed) d.decks.intrigue.push(card);
}

export function revealActs(cards: CygwCards, s: CygwState, seat: SeatId, prompt: Iniquity): RevealAct[] {
  const card = prompt.cards[0];
  if (card === undefined) return [];
  const plays = revealPlays(cards, s, seat, card);
  return plays.length === 0 ? [{ type: 'skip', player: seat }] : plays.map((p) => ({ type: 'reveal', player: seat, ...p }));
}
