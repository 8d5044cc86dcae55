/** Solo practice set-up for KULT: the player's Major and deck against the bot's, at a bot level. */
import type { Agreed, OnePageMatch } from '../engine/game.js';
import { seedRng, shuffled } from '../engine/rng.js';
import type { BotLevel } from './bots/index.js';
import type { CardSet } from './cards/card-set.js';
import { coreCards } from './cards/core.js';
import { STARTER_DECKS } from './cards/starter-decks.js';
import { kultGame, type KultGame, type KultSettings } from './game.js';
import type { MatchConfig } from './rules/setup.js';
import type { Action, CardId, GameState, Struggle } from './types.js';

/** A Major Arcanum and the deck list played with it. */
export interface PracticeSeat {
  readonly major: CardId;
  readonly list: readonly CardId[];
}

/**
 * The match config for practice. The bot plays `bot` when given; otherwise it takes the starter
 * deck of the other colour (the other starter deck when the player's Major has none), so the two
 * sides differ.
 *
 * @example
 * practiceConfig(coreCards(), { major: 'kether', list: STARTER_DECKS.archon.cards }, 7)
 * // { players: [{ id: 'you', major: 'kether', … }, { id: 'bot', major: 'golab', deck: STARTER_DECKS.angel.cards }], struggle: 'continent', seed: 7 }
 */
export function practiceConfig(cards: CardSet, choice: PracticeSeat, seed: number, struggle: Struggle = 'continent', bot?: PracticeSeat): MatchConfig {
  const theirs = bot ?? defaultBotSeat(cards, choice);
  return {
    players: [
      { id: 'you', major: choice.major, deck: choice.list },
      { id: 'bot', major: theirs.major, deck: theirs.list },
    ],
    struggle,
    seed,
  };
}

/** The bot's seat when the player names none: the starter deck of the other colour. */
function defaultBotSeat(cards: CardSet, choice: PracticeSeat): PracticeSeat {
  const mine = cards.cards.get(choice.major)?.affiliation;
  const decks = Object.values(STARTER_DECKS);
  const other = decks.find((d) => cards.cards.get(d.majors[0])?.affiliation !== mine && !d.majors.includes(choice.major)) ?? decks.find((d) => !d.majors.includes(choice.major)) ?? decks[0]!;
  return { major: other.majors.find((m) => m !== choice.major) ?? other.majors[0], list: other.cards };
}

export interface PracticeOptions {
  readonly cards?: CardSet;
  /** The player's Major and deck (default: the archon starter deck with Kether). */
  readonly choice?: PracticeSeat;
  /** The bot's Major and deck (default: the starter deck of the other colour). */
  readonly bot?: PracticeSeat;
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
  const config = practiceConfig(cards, opts.choice ?? { major: STARTER_DECKS.archon.majors[0], list: STARTER_DECKS.archon.cards }, seed, opts.struggle, opts.bot);
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
  return { game, start: started.state, me: 'you', bot: 'bot', botSeed: seed, botLevel: opts.botLevel ?? 'sensible', agreed };
}
