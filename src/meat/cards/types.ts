/**
 * M.E.A.T. The Cult's card data, as the data files hold it (creatures.json, destiny.json,
 * leaders.json; validated by schema.ts, linted by `npm run lint:meat`). The manual lists no cards
 * at all (M-AMB-01): every card here is the project's own, in its own words, and every number is
 * a house default recorded in docs/meat-cards.md. Card texts are built from a closed vocabulary
 * of effects, so the engine never reads prose.
 */

/** The four factions (M-CARD-06): no rules of their own, only card texts read them. */
export const FACTIONS = ['sekta', 'natura', 'zjednoczeni', 'mutanci'] as const;
export type Faction = (typeof FACTIONS)[number];

/** Rarities and the copies of each design in its deck (M-CARD-02). */
export const RARITIES = ['common', 'rare', 'epic', 'mythic'] as const;
export type Rarity = (typeof RARITIES)[number];
export const COPIES: Readonly<Record<Rarity, number>> = { common: 4, rare: 3, epic: 2, mythic: 1 };

/** The creature keywords (M-KW): WYZWANIE, CIĘCIE, REFLEKS, TOKSYNA. */
export const KEYWORDS = ['wyzwanie', 'ciecie', 'refleks', 'toksyna'] as const;
export type Keyword = (typeof KEYWORDS)[number];

/** A card's words in each language the table speaks: the manual's terms in Polish. */
export interface Named {
  readonly en: string;
  readonly pl: string;
}

/**
 * Whom an effect touches. `self`: the card's own creature (or, for Destiny, nothing);
 * `opposite`: the creature opposite its creature; `creature`/`enemy`/`friend`: one creature the
 * player chooses when it resolves (any, the other side's, their own side's); `enemies`/`friends`:
 * every creature of the opposite player / of the player; `side`: the player's side (vitality);
 * `foe-side`: the other side.
 */
export const TARGETS = ['self', 'opposite', 'creature', 'enemy', 'friend', 'enemies', 'friends', 'side', 'foe-side'] as const;
export type Target = (typeof TARGETS)[number];

/** The closed effect vocabulary. Amounts are whole numbers 1..9. */
export type Effect =
  | { readonly kind: 'damage'; readonly amount: number; readonly target: Target } // to Defence; WYZWANIE may take it
  | { readonly kind: 'heal'; readonly amount: number; readonly target: Target } // +Defence (no cap)
  | { readonly kind: 'attack'; readonly amount: number; readonly target: Target } // ±Attack for this round
  | { readonly kind: 'grant'; readonly keyword: Keyword; readonly target: Target } // a keyword for this round
  | { readonly kind: 'destroy'; readonly target: Target } // to the graveyard: a death
  | { readonly kind: 'vitality'; readonly amount: number; readonly target: 'side' | 'foe-side' } // + own side / − other side (M-WIN-03)
  | { readonly kind: 'telestarion'; readonly amount: number } // from the bank to the player
  | { readonly kind: 'draw'; readonly amount: number } // Destiny cards from the deck, hidden
  | { readonly kind: 'counter' }; // an Instant only: cancels the Instant below it on the stack (M-INSTANT-03/04)

export const EFFECT_KINDS = ['damage', 'heal', 'attack', 'grant', 'destroy', 'vitality', 'telestarion', 'draw', 'counter'] as const;

/** A creature's ♦ ability (M-KW-SPECIAL): paid in ounces, once per round, as an Activation act. */
export interface Special {
  readonly cost: number;
  readonly effect: Effect;
}

export interface CreatureDef {
  readonly id: string;
  readonly type: 'creature';
  readonly name: Named;
  readonly faction: Faction;
  readonly rarity: Rarity;
  /** 0, 1 or 2 ounces, paid when drafted (M-CARD-05). */
  readonly cost: number;
  readonly attack: number;
  readonly defence: number;
  readonly keywords: readonly Keyword[];
  /** ODKRYCIE: what happens when it is turned face up (M-KW-ODKRYCIE). */
  readonly reveal?: Effect;
  readonly special?: Special;
  /** Triggered when this creature dies (M-BATTLE-08): resolves without using a turn. */
  readonly onDeath?: Effect;
  /** Flavour in the project's own words (never read by the rules). */
  readonly flavour: Named;
}

export interface DestinyDef {
  readonly id: string;
  readonly type: 'destiny';
  readonly name: Named;
  readonly subtype: 'spell' | 'equipment';
  readonly rarity: Rarity;
  readonly cost: number;
  /** Printed values: Equipment with FUZJA adds them to its creature; a Spell's are shown only (M-AMB-16). */
  readonly attack: number;
  readonly defence: number;
  /** Field 6, "type of spell": shown, and `instant` marks NATYCHMIASTOWA (M-CARD-11, M-INSTANT-06). */
  readonly instant: boolean;
  /** A Spell's effect when it resolves (Activation act, or an Instant on the stack). */
  readonly effect?: Effect;
  /** FUZJA (Equipment only): the keywords it grants; its attack/defence are added (M-KW-FUZJA-02). */
  readonly fusion?: { readonly keywords: readonly Keyword[] };
  /** ODKRYCIE on a Destiny card: resolves after payment (M-KW-ODKRYCIE-02). */
  readonly reveal?: Effect;
  readonly flavour: Named;
}

/** A Leader's passive (M-CARD-10): it touches only its owner (M-SETUP-06). A closed vocabulary. */
export type LeaderPower =
  | { readonly kind: 'faction-attack'; readonly faction: Faction; readonly amount: number } // your creatures of a faction: +Attack
  | { readonly kind: 'faction-defence'; readonly faction: Faction; readonly amount: number } // your creatures of a faction: +Defence
  | { readonly kind: 'income'; readonly amount: number } // + ounces at every Opening
  | { readonly kind: 'special-discount'; readonly amount: number } // your ♦ costs less (never below 0)
  | { readonly kind: 'front-defence'; readonly amount: number } // your Front creature: +Defence
  | { readonly kind: 'destiny-draw'; readonly amount: number }; // draw more Destiny cards at the Opening

export const LEADER_POWERS = ['faction-attack', 'faction-defence', 'income', 'special-discount', 'front-defence', 'destiny-draw'] as const;

export interface LeaderDef {
  readonly id: string;
  readonly type: 'leader';
  readonly name: Named;
  readonly power: LeaderPower;
  readonly flavour: Named;
}

export type CardDef = CreatureDef | DestinyDef | LeaderDef;

/** The loaded set: every design by id, the two decks as copies (`<id>#<n>`), the Leaders. */
export interface MeatCards {
  readonly contentHash: string;
  readonly creatures: Readonly<Record<string, CreatureDef>>;
  readonly destiny: Readonly<Record<string, DestinyDef>>;
  readonly leaders: readonly LeaderDef[];
  /** Every copy in the Creature deck, `<id>#<n>` (n from 1), in file order. */
  readonly creatureDeck: readonly string[];
  readonly destinyDeck: readonly string[];
}

/** The design id of a copy: `rat#3` → `rat`. */
export function designOf(copy: string): string {
  const at = copy.lastIndexOf('#');
  return at > 0 ? copy.slice(0, at) : copy;
}
