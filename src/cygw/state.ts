/**
 * Cult: Choose Your God Wisely's state: plain data, serialisable, never mutated once made (the
 * rules copy it into a draft, change the draft and freeze it).
 */
import type { SeatId } from '../engine/game.js';
import type { HiddenDeckState } from '../engine/hidden/index.js';
import type { CultId, Side } from './cards/types.js';

/** The five colours (C-COMP-02); a seat takes the colour of its place at the table (house, C-FLOW-01). */
export const COLOURS = ['red', 'yellow', 'green', 'blue', 'black'] as const;
export type Colour = (typeof COLOURS)[number];

/** A Priest on the board: a token of its owner's colour, or its Patriarch (strength from C-CORE-01). */
export interface Piece {
  /** Unique within the game: what acts name. */
  readonly id: number;
  readonly owner: SeatId;
  readonly patriarch: boolean;
  /** A token's strength, 1–5 (0 for the Patriarch, whose strength is computed). */
  strength: number;
  /** A Miracle's Influence boost while it stays here (C-MIRACLE-BOOST-01). */
  boost: number;
  /** Thieves District coins stacked under it (C-LOC-02-03). */
  coins: number;
}

/** An Altar: a token flipped on the board, worth 4 (C-COMP-03); `token` is the strength printed on its Priest side (C-CORE-09). */
export interface Altar {
  readonly owner: SeatId;
  token: number;
}

export interface Place {
  priests: Piece[];
  altars: Altar[];
}

export interface CultState {
  readonly seat: SeatId;
  readonly colour: Colour;
  readonly sheet: CultId;
  side: Side;
  followers: number;
  coins: number;
  mobs: number;
  /** Free Priest tokens by strength (C-CORE-11), sorted. */
  free: number[];
  /** Tokens on the Cult sheet for a Ritual Cost until round end (C-CULTSHEET-06). */
  onSheet: number[];
  /** Where the Patriarch is: beside the sheet, on the sheet (Ritual) or on the board. */
  patriarch: 'free' | 'sheet' | 'board';
  /** Miracle and Intrigue instances in hand (C-CORE-18). */
  hand: string[];
  /** License instances in play (C-LICENSE-02). */
  licenses: string[];
  /** Prayed this Intention Phase (C-INTENT-PRAY-01). */
  prayed: boolean;
  /** Intention placements this round (C-INTENT-PREACH-04/05). */
  placements: number;
  /** Celebrating with the Supremacy card this round (C-SUPREMACY-08). */
  celebrating: boolean;
  /** A successful Summoning while dark side up this round (C-WIN-04). */
  summoned: boolean;
}

/** A decision the flow waits on, owned by one seat: the top of the stack holds the floor. */
export type Prompt =
  /** Celebrate with the face-up Supremacy card, or not (C-SUPREMACY-05). */
  | { readonly kind: 'celebrate'; readonly seat: SeatId }
  /** Take (or decline) a Location's benefit: as its winner, as a Community holder, or by Praying with Mobs. */
  | { readonly kind: 'benefit'; readonly seat: SeatId; readonly location: number; readonly via: 'win' | 'community' | 'mob' }
  /** Put one Intrigue card from hand on top of the Intrigue deck (C-LOC-11-01). */
  | { readonly kind: 'return'; readonly seat: SeatId }
  /** Give one card to `to` (Secret Search: hand only; Will of the Ancient, Dispelling the Myth: any card, C-AMB-20). */
  | { readonly kind: 'give'; readonly seat: SeatId; readonly to: SeatId; readonly rule: string; readonly handOnly: boolean }
  /** Choose which own Altar Foiled Plot destroys (C-AMB-30). */
  | { readonly kind: 'altar-loss'; readonly seat: SeatId }
  /** Play (or skip, when it cannot be resolved) each revealed Intrigue of Path of Iniquity (C-CULT-NIRRITI-D1). */
  | { readonly kind: 'iniquity'; readonly seat: SeatId; readonly cards: readonly string[] };

/** `deal`: between friends, the shared decks' keys and shuffles before the first round. */
export type Phase = 'deal' | 'supremacy' | 'intention' | 'resolution' | 'over';

export interface CygwSettings {
  /** Cult sheets: dealt at random, or each seat's choice (C-SETUP-06). */
  readonly sheets: 'random' | 'chosen';
  /** C-AMB-13: a Community holder who declines still gets alms (off: the literal reading). */
  readonly communityDeclineGivesAlms: boolean;
}

export interface CygwState {
  readonly game: 'cygw';
  readonly settings: CygwSettings;
  /** Seats in clockwise order. */
  readonly seats: readonly SeatId[];
  cults: Record<SeatId, CultState>;
  /** The reserve's Priest tokens per colour, by strength (index 0 = strength 1). */
  reserve: Record<string, number[]>;
  /** Fanatical Mobs in the reserve (C-COMP-11). */
  mobs: number;
  /** The 13 Locations, index 0 = Location 1. */
  board: Place[];
  /** The shared decks, top first (C-CORE-17): instance ids (M01…, I01…, L01…). */
  decks: { miracle: string[]; intrigue: string[]; license: string[] };
  /** The Palace market's three slots (C-LOC-10-02). */
  market: (string | null)[];
  /** Each instance's card definition, or null where this state does not know it (another's hand, a deck). */
  ident: Record<string, string | null>;
  supremacy: { owner: SeatId | null; faceUp: boolean; gainedRound: number };
  round: number;
  /** The First Player (C-COMP-13). */
  first: SeatId;
  phase: Phase;
  /** Intention: whose turn; Resolution: whose action in the action round. */
  turn: SeatId | null;
  /** Intention: the turn's player has Prayed and may take its Mob benefit and deals (C-INTENT-DEAL-02). */
  dealing: boolean;
  mobBenefitUsed: boolean;
  /** Resolution: the Active Location (0 outside it). */
  active: number;
  /** Resolution: who has had their action in the Active Location's action round. */
  acted: SeatId[];
  /** Overrides of the Active Location's winner (C-RESOLVE-11): the last Seize, Chalice of Clarity; an Inquisition Raid. */
  seize: SeatId | null;
  chalice: boolean;
  raid: boolean;
  /** The Active Location's winner, once decided (null: none yet or no winner). */
  winner: SeatId | null;
  /** Resolution: the step within the Active Location. */
  step: 'actions' | 'benefits' | 'done';
  /** Community holders who took the Active Location's benefit (C-LICENSE-COMMUNITY-02). */
  communityTaken: SeatId[];
  /** The highest Location with a winner this round (C-END-04). */
  lastWinner: SeatId | null;
  prompts: Prompt[];
  nextPiece: number;
  ended: { readonly winners: readonly SeatId[]; readonly rule: string; readonly says: string } | null;
  /**
   * Between friends: the three shared hidden decks (src/engine/hidden/), whose handle `h` is
   * instance `M`/`I`/`L` + (h + 1); null on one page, where the state knows every card.
   */
  net: CygwNet | null;
}

export type DeckName = 'miracle' | 'intrigue' | 'license';
export const DECK_NAMES: readonly DeckName[] = ['miracle', 'intrigue', 'license'];

export interface CygwNet {
  readonly decks: Record<DeckName, HiddenDeckState>;
}
