/**
 * Riposte's cards and rule words. Riposte is a small test game that proves the Game contract
 * (src/engine/game.ts) with a second game; it is no product. Its rules:
 *
 * Setup
 * - T-SETUP-01 Each seat chooses a colour in secret (sun, moon or star), revealed together.
 * - T-SETUP-02 A pile has 6 to 12 cards.
 * - T-SETUP-03 Every card of a pile is a card of the game.
 * - T-SETUP-04 A pile holds at most 3 parries (a fourth one shown proves the pile illegal).
 * - T-SETUP-05 2 or 3 seats, each with its own pile, in draw order; no seat exchanges anything.
 * - T-DEAL-01 Each seat draws the first 3 cards of its pile.
 * Play
 * - T-FLOOR-01 Only the seat that holds the floor acts.
 * - T-TURN-01 On its turn, with no window open, a seat plays one card from its hand.
 * - T-TURN-02 A seat whose hand is empty skips its turn (and only then).
 * - T-WINDOW-01 After a number card is played, each other seat, in seat order from the player's
 *   left, may answer once: a parry from its hand, or a pass.
 * - T-WINDOW-02 A parry cancels the played card's score and closes the window.
 * - T-SCORE-01 A number card nobody parried scores its value; a parry played on one's own turn scores nothing.
 * - T-SCORE-02 A number card of the player's chosen colour scores 1 more.
 * - T-DRAW-01 At the end of its turn a seat draws the next card of its pile, if any.
 * - T-REVEAL-01 A card played shows its identity: the card and salt that open its commitment.
 * End
 * - T-END-01 A seat that reaches the target score at the end of its turn wins at once.
 * - T-END-02 When every hand and pile is empty, the highest score wins (a tie: all of them).
 * - T-HOUSE-01 (house default) After 60 turns the game stops and the highest score wins.
 * - T-SHAPE-01 An act has the shape of one of the game's acts.
 */
import { hashValue } from '../../../../src/engine/hash.js';

export const COLOURS = ['sun', 'moon', 'star'] as const;
export type Colour = (typeof COLOURS)[number];

export interface NumberCard {
  readonly kind: 'number';
  readonly colour: Colour;
  readonly value: number;
}
export type Card = NumberCard | { readonly kind: 'parry' };

/** Every card of the game by id: sun-1 … star-3 and the parry. */
export const CARDS: ReadonlyMap<string, Card> = new Map<string, Card>([
  ...COLOURS.flatMap((colour) => [1, 2, 3].map((value): [string, Card] => [`${colour}-${value}`, { kind: 'number', colour, value }])),
  ['parry', { kind: 'parry' }],
]);

export const HAND_SIZE = 3;
export const PILE_MIN = 6;
export const PILE_MAX = 12;
export const PARRY_MAX = 3;
export const TURN_CAP = 60;

/** The content both tables must share: the card list. */
export const CONTENT_HASH = hashValue([...CARDS.entries()]);

export function isNumber(card: string | null): card is string {
  return card !== null && CARDS.get(card)?.kind === 'number';
}
