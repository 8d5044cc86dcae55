/** Solo practice set-up for KULT: the player's Major and deck against the bot's starter deck. */
import type { OnePageMatch } from '../engine/game.js';
import { seedRng, shuffled } from '../engine/rng.js';
import type { CardSet } from './cards/card-set.js';
import { coreCards } from './cards/core.js';
import { STARTER_DECKS } from './cards/starter-decks.js';
import { kultGame, type KultGame, type KultSettings } from './game.js';
import type { MatchConfig } from './rules/setup.js';
import type { Action, CardId, GameState, Struggle } from './types.js';

/**
 * The match config for practice: the bot takes the starter deck of the other colour (the
 * other starter deck when the player's Major has none), so the two sides differ.
 *
 * @example
 * practiceConfig(coreCards(), { major: 'kether', list: STARTER_DECKS.archon.cards }, 7)
 * // { players: [{ id: 'you', major: 'kether', … }, { id: 'bot', major: 'golab', deck: STARTER_DECKS.angel.cards }], struggle: 'continent', seed: 7 }
 */
export function practiceConfig(
  cards: CardSet,
  choice: { readonly major: CardId; readonly list: readonly CardId[] },
  seed: number,
  struggle: Struggle = 'continent',
  /** The bot's Major and deck, as the player chose them; absent: the other colour's starter deck. */
  bot?: { readonly major: CardId; readonly list: readonly CardId[] },
): MatchConfig {
  const mine = cards.cards.get(choice.major)?.affiliation;
  const decks = Object.values(STARTER_DECKS);
  const other = decks.find((d) => cards.cards.get(d.majors[0])?.affiliation !== mine && !d.majors.includes(choice.major)) ?? decks.find((d) => !d.majors.includes(choice.major)) ?? decks[0]!;
  const botMajor = other.majors.find((m) => m !== choice.major) ?? other.majors[0];
  return {
    players: [
      { id: 'you', major: choice.major, deck: choice.list },
      bot ? { id: 'bot', major: bot.major, deck: bot.list } : { id: 'bot', major: botMajor, deck: other.cards },
    ],
    struggle,
    seed,
  };
}

/**
 * A KULT practice match ready for `new LocalMatch(…)`: by default the archon starter deck
 * against the angel one, seed 1 (tests); the app passes the lobby's choice and a seed from
 * `crypto.getRandomValues`.
 *
 * @example
 * const port = new LocalMatch({ ...kultPractice({ choice, seed }), botDelayMs: 450 });
 */
export interface PracticeOptions {
  readonly cards?: CardSet;
  readonly choice?: { readonly major: CardId; readonly list: readonly CardId[] };
  /** The bot's Major and deck (absent: the other colour's starter deck). */
  readonly bot?: { readonly major: CardId; readonly list: readonly CardId[] };
  /** Who takes the first turn: a house option (absent: the rules, K-FIRST-02/03). */
  readonly first?: 'you' | 'bot';
  readonly seed?: number;
  readonly struggle?: Struggle;
  readonly ruleset?: KultSettings['ruleset'];
}

export function kultPractice(opts: PracticeOptions = {}): OnePageMatch<GameState, Action, KultGame> {
  const cards = opts.cards ?? coreCards();
  const seed = opts.seed ?? 1;
  const game = kultGame(cards);
  const config = opts.choice
    ? practiceConfig(cards, opts.choice, seed, opts.struggle, opts.bot)
    : { players: [{ id: 'you', major: STARTER_DECKS.archon.majors[0], deck: STARTER_DECKS.archon.cards }, { id: 'bot', major: STARTER_DECKS.angel.majors[0], deck: STARTER_DECKS.angel.cards }], struggle: opts.struggle ?? 'continent', seed };
  // The game takes known piles in draw order: each is shuffled here, from the practice seed (K-SETUP-04).
  let rng = seedRng(seed);
  const piles = config.players.map((p) => {
    const [order, next] = shuffled(rng, p.deck.filter((c): c is CardId => c !== null));
    rng = next;
    return order;
  });
  const started = game.start({
    seats: config.players.map((p, i) => ({ id: p.id, choice: p.major, cards: piles[i]! })),
    seed,
    settings: { ruleset: opts.ruleset ?? 'FAQ', struggle: config.struggle },
    ...(opts.first ? { first: opts.first } : {}),
  });
  if (!started.ok) throw new Error(`solo match setup failed: ${started.judgement.checks.filter((c) => !c.ok).map((c) => c.says).join('; ')}`);
  return { game, start: started.state, me: 'you', bot: 'bot', botSeed: seed };
}
