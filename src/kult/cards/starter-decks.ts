/**
 * The two starter decks built from the core set (src/kult/cards/core-set.json).
 * Each holds 58 Minor Arcana plus two Major Arcana of its colour, one of which
 * is picked at the start of a game (K-DECK-04/05). Both respect K-DECK-02
 * (at most 3 copies) and the FAQ restricted list in a two-player game
 * (Cleansing, Astaroth Stirs, Out of Control and Fettered at most 1 each,
 * K-RESTRICT-02..05). Every Suit requirement in a deck can be met by either
 * of its Majors plus the Regions in the same deck, without Repels.
 *
 * Shape: 20–24 Beings (all Cast-capable, CV 1–7), 10–11 Regions (Stage, most
 * granting a Suit), 10 Influence, 4 Spells, 10–12 Commandments. Balanced with
 * `npm run sim` (both bots, both seats): see docs/card-format.md.
 */
import type { CardId } from '../types.js';

export interface StarterDeck {
  readonly name: string;
  /** The two Major Arcana shipped with the deck; the player uses one. */
  readonly majors: [CardId, CardId];
  /** Exactly 58 card ids; an id repeats once per copy. */
  readonly cards: readonly CardId[];
  /** The 59th card where a profile needs 59 (the IT profile, C-01): a copy of a card the deck already plays, within K-DECK-02's three. */
  readonly spare: CardId;
}

/**
 * A starter deck's list for a table whose minimum is `minDeckSize` (K-DECK-01: 58; the IT profile's
 * 59): its 58 cards, and its spare when the minimum asks for one more.
 *
 * @example starterList(STARTER_DECKS.angel, 59).length // 59
 */
export function starterList(deck: Pick<StarterDeck, 'cards' | 'spare'>, minDeckSize: number): readonly CardId[] {
  return deck.cards.length < minDeckSize ? [...deck.cards, deck.spare] : deck.cards;
}

/** Expands `{ id: copies }` into a flat list, in the order written. */
function expand(counts: Readonly<Record<CardId, number>>): readonly CardId[] {
  return Object.entries(counts).flatMap(([id, n]) => Array.from({ length: n }, () => id));
}

export const STARTER_DECKS: Record<'archon' | 'angel', StarterDeck> = {
  /**
   * Archon (red): a Madness-and-Dreams deck. Kether (one of each Suit but the
   * Skull) and Tiphareth (two Eyes, two Crescents) both open with Eye and
   * Crescent cards; Eye/Crescent Regions then unlock the Hourglass and Rose
   * cards (Metropolis Clocktower, Neon Bordello), and Inferno supplies a Skull.
   * It plays a Cast of sturdy Creatures and Pawns (Dream Hunter, Web Weaver,
   * Asylum Warden, Sleepwalker Seer) behind two Unique Lictors, and wins
   * combats with Items, Spells from the Sleepwalker Seer and response tricks
   * (Fly in the Ointment, Drug Dealer, Faith Shortcut, Demiurge's Shadow).
   * Only the Curse needs a Skull (from Inferno or Manipulate Death); the
   * Priest and the Teacher need the Bordello's Rose or the Clocktower's
   * Hourglass under Tiphareth, whose hand of 9 makes up for the wait.
   */
  archon: {
    name: 'Archon — The Web of Dreams',
    majors: ['kether', 'tiphareth'],
    spare: 'usher',
    cards: expand({
      // Beings (22)
      'anton-teptov': 1,
      'lictor-of-the-courts': 1,
      usher: 2,
      'dream-hunter': 3,
      'web-weaver': 3,
      'asylum-warden': 3,
      'sleepwalker-seer': 3,
      artist: 2,
      'drug-dealer': 2,
      priest: 1,
      teacher: 1,
      // Regions (11)
      'o-luong': 2,
      'hall-of-mirrors': 2,
      'sleepers-district': 2,
      'metropolis-clocktower': 2,
      'neon-bordello': 2,
      inferno: 1,
      // Influence (11)
      'automatic-rifle': 2,
      'mirrorshard-amulet': 2,
      'archons-favour': 2,
      'madness-stigma': 3,
      curse: 1,
      fettered: 1,
      // Spells (4)
      'waking-nightmare': 2,
      dreamwalk: 2,
      // Commandments (10)
      'fly-in-the-ointment': 2,
      sorry: 1,
      'lack-of-faith': 1,
      'faith-shortcut': 1,
      'manipulate-death': 1,
      'surge-of-will': 1,
      'demiurges-shadow': 1,
      cleansing: 1,
      'out-of-control': 1,
    }),
  },
  /**
   * Angel of Death (blue): a Death-and-Passion deck. Golab (three Skulls) and
   * Chagidiel (three Roses) share a two-Suit plan, and its Regions convert
   * Skulls into Roses and back so either Major reaches the heavy cards
   * (Nepharite, Inferno Flayer, Incinerator). Fewer but bigger Beings, the
   * Manifestos/Prostitute/Femme Fatale Pawn tricks, Unholy Hunger and Tomb
   * Bondage to clear the opposing Cast, and Astaroth Stirs to drain a Hub.
   */
  angel: {
    name: 'Angel of Death — The Flesh Harvest',
    majors: ['golab', 'chagidiel'],
    spare: 'veteran',
    cards: expand({
      // Beings (24)
      nepharite: 2,
      'inferno-flayer': 1,
      'hunger-wraith': 1,
      purgatide: 2,
      'bloodstained-courtesan': 2,
      nachtkinder: 2,
      manifestos: 2,
      deathconjurer: 2,
      'sin-eater': 1,
      gravedigger: 2,
      prostitute: 2,
      'femme-fatale': 1,
      priest: 2,
      veteran: 2,
      // Regions (10)
      slaughterhouse: 2,
      'house-of-pain': 2,
      catacombs: 2,
      'velvet-chapel': 2,
      'weeping-battlefield': 1,
      'cathedral-of-ash': 1,
      // Influence (10)
      incinerator: 2,
      'butchers-hook': 2,
      'unholy-hunger': 2,
      curse: 2,
      fettered: 1,
      'tomb-bondage': 1,
      // Spells (4)
      'grave-chill': 2,
      'blood-rite': 2,
      // Commandments (10)
      'fly-in-the-ointment': 1,
      sorry: 1,
      'lack-of-faith': 1,
      'faith-shortcut': 1,
      'manipulate-death': 1,
      'wrath-of-inferno': 1,
      'moment-of-doubt': 1,
      'astaroth-stirs': 1,
      karma: 1,
      'the-void': 1,
    }),
  },
};
