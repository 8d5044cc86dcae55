/** Solo practice set-up for KULT: the player's Major and deck against one to five bots', at a bot level. */
import type { Agreed, OnePageMatch } from '../engine/game.js';
import { seedRng, shuffled } from '../engine/rng.js';
import type { BotLevel } from './bots/index.js';
import type { CardSet } from './cards/card-set.js';
import { coreCards } from './cards/core.js';
import { STARTER_DECKS, starterList } from './cards/starter-decks.js';
import { optionsFor } from './rules/options.js';
import { kultGame, type KultGame, type KultSettings } from './game.js';
import type { MatchConfig } from './rules/setup.js';
import type { Action, CardId, GameState, Struggle } from './types.js';

/** A Major Arcanum and the deck list played with it. */
export interface PracticeSeat {
  readonly major: CardId;
  readonly list: readonly CardId[];
}

/** A practice table seats two to six: the player and one to five bots (K-GEN-03). */
export const PRACTICE_PLAYERS = [2, 3, 4, 5, 6] as const;

/** The seat id of the `k`th bot (0-based): `bot`, then `bot2`, `bot3`… in turn order after the player. */
export function botSeatId(k: number): string {
  return k === 0 ? 'bot' : `bot${k + 1}`;
}

/**
 * The match config for practice. The first bot plays `bot` when given; otherwise it takes the
 * starter deck of the other colour (the other starter deck when the player's Major has none), so
 * the two sides differ. At a table of three or more (`players`), each further bot takes the colour
 * the seat before it did not, with that colour's starter deck and a Major no one else plays (the
 * deck's own Majors first), so every seat has a name of its own.
 *
 * @example
 * practiceConfig(coreCards(), { major: 'kether', list: STARTER_DECKS.archon.cards }, 7)
 * // { players: [{ id: 'you', major: 'kether', … }, { id: 'bot', major: 'golab', deck: STARTER_DECKS.angel.cards }], struggle: 'continent', seed: 7 }
 * practiceConfig(coreCards(), { major: 'kether', list: STARTER_DECKS.archon.cards }, 7, 'continent', undefined, 4).players.map((p) => p.major)
 * // ['kether', 'golab', 'tiphareth', 'chagidiel']
 */
export function practiceConfig(cards: CardSet, choice: PracticeSeat, seed: number, struggle: Struggle = 'continent', bot?: PracticeSeat, players = 2, minDeckSize = 58): MatchConfig {
  const first = bot ?? defaultBotSeat(cards, choice, minDeckSize);
  const seats: PracticeSeat[] = [choice, first];
  for (let k = 2; k < Math.min(Math.max(players, 2), 6); k++) seats.push(furtherBotSeat(cards, seats, minDeckSize));
  return {
    players: seats.map((seat, i) => ({ id: i === 0 ? 'you' : botSeatId(i - 1), major: seat.major, deck: seat.list })),
    struggle,
    seed,
  };
}

/** The bot's seat when the player names none: the starter deck of the other colour. */
function defaultBotSeat(cards: CardSet, choice: PracticeSeat, minDeckSize: number): PracticeSeat {
  const mine = cards.cards.get(choice.major)?.affiliation;
  const decks = Object.values(STARTER_DECKS);
  const other = decks.find((d) => cards.cards.get(d.majors[0])?.affiliation !== mine && !d.majors.includes(choice.major)) ?? decks.find((d) => !d.majors.includes(choice.major)) ?? decks[0]!;
  return { major: other.majors.find((m) => m !== choice.major) ?? other.majors[0], list: starterList(other, minDeckSize) };
}

/** A further bot: the colour the seat before it did not take, its starter deck, a Major not yet seated. */
function furtherBotSeat(cards: CardSet, seated: readonly PracticeSeat[], minDeckSize: number): PracticeSeat {
  const colour = (major: CardId) => cards.cards.get(major)?.affiliation;
  const last = colour(seated[seated.length - 1]!.major);
  const decks = Object.values(STARTER_DECKS);
  const deck = decks.find((d) => colour(d.majors[0]) !== last) ?? decks[0]!;
  const want = colour(deck.majors[0]);
  const taken = new Set(seated.map((s) => s.major));
  const majors = [...deck.majors, ...[...cards.cards.values()].filter((c) => c.kind === 'major' && c.affiliation === want).map((c) => c.id)];
  return { major: majors.find((m) => !taken.has(m)) ?? deck.majors[0], list: starterList(deck, minDeckSize) };
}

export interface PracticeOptions {
  readonly cards?: CardSet;
  /** The player's Major and deck (default: the archon starter deck with Kether). */
  readonly choice?: PracticeSeat;
  /** The bot's Major and deck (default: the starter deck of the other colour). */
  readonly bot?: PracticeSeat;
  /** Seats at the table, the player's included: 2 (default) to 6 ({@link PRACTICE_PLAYERS}). */
  readonly players?: number;
  /** How well the bot plays (default `sensible`): one of `BOT_LEVELS` (src/kult/bots/index.ts). */
  readonly botLevel?: BotLevel;
  /** Who takes the first turn: a house option (absent: the rules, K-FIRST-02/03). */
  readonly first?: 'you' | 'bot';
  readonly seed?: number;
  readonly struggle?: Struggle;
  readonly ruleset?: KultSettings['ruleset'];
}

/**
 * A KULT practice match ready for `new LocalMatch(…)`: by default the archon starter deck
 * against the angel one, seed 1 (tests), the sensible bot; the app passes the lobby's choices and
 * a seed from `crypto.getRandomValues`. The bot's choices are seeded from the same seed
 * (`botSeed`), and `botLevel` is LocalMatch's option of that name.
 *
 * @example
 * const port = new LocalMatch({ ...kultPractice({ choice, seed, botLevel: 'strong' }), botDelayMs: 450 });
 */
export function kultPractice(opts: PracticeOptions = {}): OnePageMatch<GameState, Action, KultGame> & { readonly botLevel: BotLevel } {
  const cards = opts.cards ?? coreCards();
  const seed = opts.seed ?? 1;
  const game = kultGame(cards);
  // The IT profile's decks hold 59 cards (C-01): the starter decks the bots play take their spare.
  const { minDeckSize } = optionsFor({ profile: opts.ruleset ?? 'FAQ' });
  const choice = opts.choice ?? { major: STARTER_DECKS.archon.majors[0], list: starterList(STARTER_DECKS.archon, minDeckSize) };
  const config = practiceConfig(cards, choice, seed, opts.struggle, opts.bot, opts.players, minDeckSize);
  // The game takes known piles in draw order: each is shuffled here, from the practice seed (K-SETUP-04).
  let rng = seedRng(seed);
  const piles = config.players.map((p) => {
    const [order, next] = shuffled(rng, p.deck.filter((c): c is CardId => c !== null));
    rng = next;
    return order;
  });
  const agreed: Agreed<KultSettings> = {
    seats: config.players.map((p, i) => ({ id: p.id, choice: p.major, cards: piles[i]! })),
    seed,
    settings: { ruleset: opts.ruleset ?? 'FAQ', struggle: config.struggle },
    ...(opts.first ? { first: opts.first } : {}),
  };
  const started = game.start(agreed);
  if (!started.ok) throw new Error(`solo match setup failed: ${started.judgement.checks.filter((c) => !c.ok).map((c) => c.says).join('; ')}`);
  const bots = config.players.slice(1).map((p) => p.id);
  return { game, start: started.state, me: 'you', bot: 'bot', ...(bots.length > 1 ? { bots } : {}), botSeed: seed, botLevel: opts.botLevel ?? 'sensible', agreed };
}
