/** Solo practice set-up: the player's Major and deck against the bot's starter deck. */
import { STARTER_DECKS, type CardId, type CardSet, type MatchConfig, type Struggle } from '../kult/index.js';

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
): MatchConfig {
  const mine = cards.cards.get(choice.major)?.affiliation;
  const decks = Object.values(STARTER_DECKS);
  const other = decks.find((d) => cards.cards.get(d.majors[0])?.affiliation !== mine && !d.majors.includes(choice.major)) ?? decks.find((d) => !d.majors.includes(choice.major)) ?? decks[0]!;
  const botMajor = other.majors.find((m) => m !== choice.major) ?? other.majors[0];
  return {
    players: [
      { id: 'you', major: choice.major, deck: choice.list },
      { id: 'bot', major: botMajor, deck: other.cards },
    ],
    struggle,
    seed,
  };
}
