/**
 * Every registered Game the conformance suite runs against: the game, its settings, and the
 * seats' secret choices and piles (in draw order) for a number of seats and a seed.
 */
import type { AnyGame } from '../../src/engine/game.js';
import { seedRng, shuffled } from '../../src/engine/rng.js';
import { coreCards, kultGame, STARTER_DECKS } from '../../src/kult/index.js';
import { CARDS } from '../support/games/riposte/cards.js';
import { riposteGame } from '../support/games/riposte/game.js';
import { cygwCards } from '../../src/cygw/cards/card-set.js';
import { CULT_IDS } from '../../src/cygw/cards/types.js';
import { cygwGame } from '../../src/cygw/game.js';
import { meatCards } from '../../src/meat/cards/card-set.js';
import { meatGame } from '../../src/meat/game.js';

export interface SeatPlan {
  readonly id: string;
  readonly choice: string;
  /** The pile in draw order. */
  readonly list: readonly string[];
}

export interface Registered {
  readonly name: string;
  readonly game: AnyGame;
  readonly settings: Readonly<Record<string, unknown>>;
  /** The seat counts the suite plays. */
  readonly seatCounts: readonly number[];
  readonly seats: (count: number, seed: number) => readonly SeatPlan[];
  /** The most acts a game between bots may take: past it, the game did not end. */
  readonly maxActs: number;
  /** The seeds its games are played with (default: a few long KULT games, many short test games). */
  readonly seeds?: readonly number[];
  /**
   * Whether the suite's network half applies (default true): it assumes piles each seat commits
   * and opens by reveals. Cult's shared hidden decks and M.E.A.T.'s rolls and sealed Tactics are
   * not that, so each game's own friends tests cover that half (test/cygw/friends.test.ts,
   * test/meat/friends.test.ts).
   */
  readonly network?: boolean;
}

const SEAT_IDS = ['host', 'guest', 'third'] as const;

const kult = kultGame(coreCards());
const decks = [STARTER_DECKS.archon, STARTER_DECKS.angel];

/** A Riposte pile of 9: seeded, with 0 to 3 parries. */
function ripostePile(seed: number): string[] {
  const numbers = [...CARDS.keys()].filter((c) => c !== 'parry');
  const [order, rng] = shuffled(seedRng(seed), numbers);
  const parries = (seed >>> 0) % 4;
  return shuffled(rng, [...order.slice(0, 9 - parries), ...Array<string>(parries).fill('parry')])[0];
}

export const GAMES: readonly Registered[] = [
  {
    name: 'kult',
    game: kult,
    settings: { ruleset: 'FAQ', struggle: 'continent' },
    seatCounts: [2],
    seats: (count, seed) => SEAT_IDS.slice(0, count).map((id, i) => {
      const deck = decks[i % decks.length]!;
      return { id, choice: deck.majors[0]!, list: shuffled(seedRng(seed * 7 + i), deck.cards)[0] };
    }),
    maxActs: 20_000,
  },
  {
    name: 'riposte',
    game: riposteGame,
    settings: { target: 12 },
    seatCounts: [2, 3],
    seats: (count, seed) => SEAT_IDS.slice(0, count).map((id, i) => ({ id, choice: (['sun', 'moon', 'star'] as const)[(seed + i) % 3]!, list: ripostePile(seed * 13 + i) })),
    maxActs: 1_000,
  },
  {
    name: 'cygw',
    game: cygwGame(cygwCards()),
    settings: { sheets: 'chosen', communityDeclineGivesAlms: false },
    seatCounts: [2, 4],
    seats: (count, seed) => ['host', 'guest', 'p1', 'p2', 'p3'].slice(0, count).map((id, i) => ({ id, choice: CULT_IDS[(seed + 3 * i) % CULT_IDS.length]!, list: [] })),
    maxActs: 5_000,
    seeds: [1, 2],
    network: false,
  },
  {
    name: 'meat',
    game: meatGame(meatCards()),
    settings: { vitality: null, cleaveIgnoresEmptyCentre: false, oneActionPerTeamTurn: false, telestarionResetEachRound: false },
    seatCounts: [2, 4],
    seats: (count) => ['host', 'guest', 'p1', 'p2', 'p3', 'p4'].slice(0, count).map((id) => ({ id, choice: 'any', list: [] })),
    maxActs: 5_000,
    seeds: [1, 2],
    network: false,
  },
];
