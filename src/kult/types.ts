/**
 * The KULT vocabulary shared by every rule file. Names follow the rulebook
 * (Mystic Cross, Hub, Stage, Cast, Sway, Recruit, Repel…) so a reader can go
 * from a rule ID in the catalog to the code without a glossary.
 */
import type { RngState } from '../engine/rng.js';
import type { ResponseWindow } from '../engine/response-window.js';

export type PlayerId = string;
/** A card in this match: `<player>#<n>`, assigned after the deck is shuffled, so it reveals nothing. */
export type InstanceId = string;
export type CardId = string;

export const SUITS = ['skull', 'rose', 'hourglass', 'eye', 'crescent'] as const;
export type Suit = (typeof SUITS)[number];

export const REALMS = ['death', 'passion', 'timeSpace', 'madness', 'dreams'] as const;
export type Realm = (typeof REALMS)[number];

export type Affiliation = 'red' | 'blue' | 'white';

export const STAGE = ['N', 'E', 'S', 'W'] as const;
export const CAST = ['C1', 'C2', 'C3', 'C4'] as const;
export const STATIONS = [...STAGE, ...CAST] as const;
export type StationId = (typeof STATIONS)[number];
export type Ring = 'hub' | 'stage' | 'cast' | 'pool';

export type CardKind = 'major' | 'being' | 'region' | 'influence' | 'spell' | 'commandment';
export type BeingKind = 'lictor' | 'razide' | 'creature' | 'pawn';

export const STEPS = ['draw', 'sway', 'recruit', 'deeds', 'attack', 'discard', 'flip'] as const;
export type Step = (typeof STEPS)[number];

export const STRUGGLES = ['continent', 'world'] as const;
export type Struggle = (typeof STRUGGLES)[number];
/** The ruleset profiles (catalog § 10): the FAQ's, the base rulebook's, the Italian edition's. */
export const PROFILES = ['FAQ', 'BASE_V1', 'IT'] as const;
export type Profile = (typeof PROFILES)[number];

/** When a card or ability may be used (K-CMD-01, K-SPELL-03, K-TURNED-13). */
export type Timing =
  | { readonly at: 'anyTime' }
  | { readonly at: 'yourTurn' }
  | { readonly at: 'combat' }
  | { readonly at: 'step'; readonly step: Step }
  | { readonly at: 'deeds' };

/** What a card's targeting clause accepts. */
export interface CardFilter {
  readonly kinds?: readonly CardKind[];
  readonly beingKinds?: readonly BeingKind[];
  readonly cardIds?: readonly CardId[];
  readonly weapon?: boolean;
}

/** The closed effect vocabulary: one handler per `op` (src/kult/effects). */
export type Effect =
  | { readonly op: 'cv'; readonly amount: number; readonly scope: 'combat' | 'permanent' }
  | { readonly op: 'cvVs'; readonly amount: number; readonly vs: CardFilter }
  | { readonly op: 'grantSuit'; readonly suits: readonly Suit[]; readonly duration: 'whileFaceUp' | 'untilEndOfTurn' }
  | { readonly op: 'removeSuit'; readonly duration: 'untilEndOfTurn' }
  | { readonly op: 'handSize'; readonly set?: number; readonly modify?: number; readonly whileInPlay?: boolean }
  | { readonly op: 'drawOnUse' }
  | { readonly op: 'discardTarget'; readonly filter: CardFilter }
  | { readonly op: 'moveMarker' }
  | { readonly op: 'cancelAct'; readonly filter: CardFilter }
  | { readonly op: 'hostNeedsMarker' }
  | { readonly op: 'proclaimAnywhere' }
  | { readonly op: 'anyAffiliationBeings' }
  | { readonly op: 'winsTies' }
  | { readonly op: 'capacity'; readonly modify: number }
  | { readonly op: 'handler'; readonly name: string };

/** What paying for an ability costs (K-CARD-14). */
export type Cost = { readonly turn: true } | { readonly repel: number } | { readonly discardSelf: true };

/** An activated ability printed on a card in play ("REPEL: …", "TURN: …"). */
export interface Ability {
  readonly timing: Timing;
  /** Absent: the ability costs nothing beyond its timing (e.g. Femme Fatale attaching herself). */
  readonly cost?: Cost;
  readonly effects: readonly Effect[];
  /** Responses legal inside a reaction window must say which acts they directly affect (K-TIMING-03, Q-19). */
  readonly affects?: readonly ActKind[];
}

/** Card data, one record per card (loaded from a JSON set and validated). */
export interface CardDef {
  readonly id: CardId;
  readonly name: string;
  readonly kind: CardKind;
  readonly affiliation: Affiliation;
  readonly suits: readonly Suit[];
  readonly text: string;
  /** Where the facts come from: a rulebook section, or `original`. */
  readonly source: string;
  readonly beingKind?: BeingKind;
  readonly pawnOf?: Realm;
  readonly cv?: number;
  /** The signed number on an Influence/Spell/Commandment stain (K-CARD-10..12). */
  readonly cvMod?: number;
  readonly stations?: readonly StationId[];
  readonly unique?: boolean;
  readonly holds?: number;
  readonly spellcaster?: { readonly lores?: readonly Realm[] };
  readonly lore?: Realm;
  readonly timing?: Timing;
  /** Influence: what it attaches to; absent means a one-use effect that is discarded. */
  readonly attachTo?: 'being' | 'pawn' | 'ownMajor' | 'card';
  readonly item?: boolean;
  readonly weapon?: boolean;
  readonly removedAfterPlay?: boolean;
  readonly effects?: readonly Effect[];
  readonly abilities?: readonly Ability[];
  /** Kinds of act this card directly affects when played as a response. */
  readonly affects?: readonly ActKind[];
  /** Major Arcana only. */
  readonly hierarchy?: number;
  readonly epithet?: string;
}

/** A card in this match. `card` is null while its identity is hidden (commitment only). */
export interface CardInstance {
  readonly owner: PlayerId;
  readonly card: CardId | null;
  /** Networked play: `H(cardId|salt)`; a reveal must open it (src/kult/hidden.ts). */
  readonly commit?: string;
}

export interface Attachment {
  readonly iid: InstanceId;
  /** The act that attached it: a cancelled act's attachment is not effective (Lack of Faith). */
  readonly src: number;
}

/** One occupied Station: a base card, its markers and its attachments (K-CROSS-03). */
export interface Slot {
  readonly base: InstanceId;
  readonly faceUp: boolean;
  readonly markers: number;
  readonly attachments: readonly Attachment[];
}

export interface Cross {
  readonly hubCard: InstanceId | null;
  readonly hubMarkers: number;
  readonly majorAttachments: readonly Attachment[];
  readonly stations: Readonly<Partial<Record<StationId, Slot>>>;
}

export interface PlayerState {
  readonly id: PlayerId;
  readonly major: CardId;
  readonly cross: Cross;
  readonly hand: readonly InstanceId[];
  readonly drawPile: readonly InstanceId[];
  readonly discardPile: readonly InstanceId[];
  readonly removed: readonly InstanceId[];
  /** Commandments on the table while their effect lasts (until end of turn or of the combat), then discarded (K-CMD-05). */
  readonly inEffect: readonly InstanceId[];
}

/** Temporary effects, each tagged with the act that created it. */
export type Lasting =
  | { readonly src: number; readonly kind: 'suit'; readonly player: PlayerId; readonly suit: Suit; readonly why: string }
  | { readonly src: number; readonly kind: 'suitLoss'; readonly player: PlayerId; readonly suit: Suit; readonly why: string }
  | { readonly src: number; readonly kind: 'combatCv'; readonly target: InstanceId; readonly amount: number; readonly why: string };

export type ActKind =
  | 'sway' | 'recruit' | 'repel' | 'proclaim' | 'influence' | 'commandment' | 'spell'
  | 'ability' | 'attack' | 'discard' | 'weapon';

/** An act on the chain of the open window (K-TIMING-04..06). */
export interface ChainEntry {
  readonly id: number;
  readonly player: PlayerId;
  readonly kind: ActKind;
  /** Public identity of the card used, if any. */
  readonly card?: CardId;
  readonly iid?: InstanceId;
  /** For a cancelling response: the act id it makes ineffective. */
  readonly cancels?: number;
  /**
   * What the act aimed at (a Commandment's, Spell's or ability's target; a one-use Influence's,
   * whose effect is held until the window closes unchanged, Q-18): public, so every table can
   * tell whom the act directly affects (src/kult/rules/window-affects.ts).
   */
  readonly target?: Target;
}

/**
 * A response window (src/engine/response-window.ts). `react` follows a single
 * act and allows only responses that directly affect it, each response
 * opening a nested round; `preDraw`/`postDraw`/`combat` are open
 * windows where any act whose timing allows it may be taken and restarts the
 * round (K-DRAW-05, K-ATTACK-06).
 */
export interface Window extends ResponseWindow<ChainEntry> {
  readonly kind: 'react' | 'preDraw' | 'postDraw' | 'combat';
}

export interface Combat {
  readonly attacker: InstanceId;
  readonly target: InstanceId;
  /** Chosen Weapon per combatant (K-WEAPON-01..03). */
  readonly weapons: Readonly<Record<InstanceId, InstanceId>>;
}

/** A choice the engine waits for; the answer is the next action (STYLE 3). */
export type PendingChoice =
  | {
      readonly kind: 'placeMarker';
      readonly player: PlayerId;
      readonly cross: PlayerId;
      readonly options: readonly StationId[];
      /** Markers still to place. */
      readonly count: number;
      readonly rule: string;
    }
  /** Networked reshuffle, step 1: the owner commits afresh to the cards of their discard pile (K-DRAW-03). */
  | { readonly kind: 'recommit'; readonly player: PlayerId; readonly count: number; readonly owed: number; readonly rule: string }
  /**
   * Networked reshuffle, step 2: an adversary cuts the new commitments (K-SETUP-04), then the owed cards are drawn.
   * With hash chains the cut is the cutter's next link (NET-SHUFFLE-01).
   */
  | { readonly kind: 'cut'; readonly player: PlayerId; readonly owner: PlayerId; readonly owed: number; readonly rule: string }
  /**
   * Networked play: a random outcome waits for every seat's next chain link (NET-RANDOM-01), shown
   * in seat order; `player` is the next contributor. The Void's discard from `discardFrom`'s hand is
   * drawn once the last link is in. `then`: a choice the same act raised meanwhile (a reshuffle for
   * the caster's draw back up, K-HAND-03), asked next.
   */
  | { readonly kind: 'random'; readonly player: PlayerId; readonly links: readonly string[]; readonly discardFrom: PlayerId; readonly then: PendingChoice | null; readonly rule: string };

/**
 * Networked play: each seat's hash chain (src/engine/random-chain.ts, NET-RANDOM-01). `tips` are
 * the links last shown (the heads, at first), public; `used` counts each seat's links shown;
 * `draws` counts the outcomes drawn, each draw's counter.
 */
export interface RandomChains {
  readonly tips: Readonly<Record<PlayerId, string>>;
  readonly used: Readonly<Record<PlayerId, number>>;
  readonly draws: number;
}

export interface Options {
  readonly profile: Profile;
  /** FAQ restricted and removed-from-play lists (K-RESTRICT-01). */
  readonly faqSuggestedLists: boolean;
  readonly minDeckSize: number;
  /** Kingpin's 10 is the draw target. */
  readonly kingpinDrawTarget: boolean;
  /**
   * How an empty draw pile is rebuilt from the discards (K-DRAW-03): `seeded` shuffles with the
   * game's generator (solo, simulator); `cut` asks the owner for fresh commitments and an adversary
   * for a cut, so nobody can track a card through the reshuffle (networked play).
   */
  readonly reshuffle: 'seeded' | 'cut';
  /** Playing for stakes, agreed before the game (K-WAGER-01): the winner keeps every Hub card. */
  readonly wager?: boolean;
  /** Turn cap after which a game is reported unfinished (simulator). */
  readonly turnCap: number;
}

export interface GameState {
  readonly v: 1;
  readonly options: Options;
  readonly struggle: Struggle;
  readonly players: readonly PlayerState[];
  readonly cards: Readonly<Record<InstanceId, CardInstance>>;
  readonly pool: number;
  readonly totalMarkers: number;
  readonly eliminated: number;
  readonly turn: number;
  readonly active: PlayerId;
  readonly step: Step;
  readonly attackUsed: boolean;
  /** The step's one decision (recruit or discard) is made; its window closing ends the step. */
  readonly stepDone: boolean;
  readonly window: Window | null;
  readonly combat: Combat | null;
  readonly pending: PendingChoice | null;
  readonly lasting: readonly Lasting[];
  readonly nextAct: number;
  /** The next fresh instance number (instances made by a networked reshuffle). */
  readonly nextInstance: number;
  readonly winner: PlayerId | null;
  /** Why the game ended: a win (K-WIN-0x) or the simulator's turn cap. */
  readonly ended: null | { readonly rule: string; readonly says: string };
  /**
   * The seeded generator (solo practice, the simulator, rules tests: nobody there can exploit
   * foreseeing it). Empty in networked play, where in-game outcomes come from `chains` instead.
   */
  readonly rng: RngState;
  /** Networked play only: the seats' hash chains that in-game random outcomes are drawn from (NET-RANDOM-01). */
  readonly chains?: RandomChains;
}

/** Where a marker sits inside a cross. */
export type MarkerSpot = 'hub' | StationId;

/** Who or what an effect aims at; which fields matter depends on the card. */
export interface Target {
  readonly card?: InstanceId;
  readonly player?: PlayerId;
  readonly act?: number;
  readonly suit?: Suit;
  readonly from?: MarkerSpot;
  readonly to?: MarkerSpot;
}

/** A Repel path paying for an ability (K-REPEL-08): one step outward. */
export interface RepelStep {
  readonly from: MarkerSpot;
  readonly to: StationId | 'pool';
}

/**
 * Everything a player can do. Every action names its player; the judge
 * checks that this player may act now (floor, step, pending choice).
 */
export type Action =
  | { readonly type: 'pass'; readonly player: PlayerId }
  | { readonly type: 'endStep'; readonly player: PlayerId }
  | { readonly type: 'sway'; readonly player: PlayerId; readonly from: MarkerSpot; readonly to: MarkerSpot }
  | { readonly type: 'recruit'; readonly player: PlayerId; readonly accept: boolean; readonly onto?: readonly StationId[] }
  | { readonly type: 'repel'; readonly player: PlayerId; readonly from: MarkerSpot; readonly to: StationId | 'pool'; readonly suit: Suit }
  | { readonly type: 'proclaim'; readonly player: PlayerId; readonly card: InstanceId; readonly cross: PlayerId; readonly station: StationId }
  | { readonly type: 'influence'; readonly player: PlayerId; readonly card: InstanceId; readonly target?: Target }
  | { readonly type: 'commandment'; readonly player: PlayerId; readonly card: InstanceId; readonly target?: Target }
  | { readonly type: 'spell'; readonly player: PlayerId; readonly card: InstanceId; readonly caster: InstanceId; readonly target?: Target }
  | { readonly type: 'ability'; readonly player: PlayerId; readonly card: InstanceId; readonly index: number; readonly target?: Target; readonly repel?: RepelStep }
  | { readonly type: 'attack'; readonly player: PlayerId; readonly attacker: InstanceId; readonly target: InstanceId }
  | { readonly type: 'declineAttack'; readonly player: PlayerId }
  | { readonly type: 'weapon'; readonly player: PlayerId; readonly being: InstanceId; readonly weapon: InstanceId }
  | { readonly type: 'discard'; readonly player: PlayerId; readonly card: InstanceId | null }
  | { readonly type: 'choose'; readonly player: PlayerId; readonly station: StationId }
  | { readonly type: 'recommit'; readonly player: PlayerId; readonly commitments: readonly string[] }
  | { readonly type: 'cut'; readonly player: PlayerId; readonly seed: string }
  /** Networked play: a seat's next hash-chain link for a pending random draw (NET-RANDOM-01). */
  | { readonly type: 'random'; readonly player: PlayerId; readonly link: string };

export type ActionType = Action['type'];
export type ActionOf<T extends ActionType> = Extract<Action, { type: T }>;
