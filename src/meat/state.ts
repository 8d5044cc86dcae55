/**
 * M.E.A.T. The Cult's state: plain data, serialisable, never mutated once made (the rules copy it
 * into a draft, change the draft and freeze it). On one page (practice, the simulator) it knows
 * every card; each seat's view (view.ts) forgets what that seat may not see.
 */
import type { SeatId } from '../engine/game.js';
import type { HiddenDeckState } from '../engine/hidden/index.js';
import type { Keyword } from './cards/types.js';

/** The two sides (M-PLAYERS-02): a single player in 1 v 1, a team in 2 v 2 and 3 v 3. */
export type Side = 'A' | 'B';
export const SIDES = ['A', 'B'] as const;

/** The three battle positions of a player (M-TACTIC-01), left to right as the player sees them. */
export const LANES = ['left', 'front', 'right'] as const;
export type Lane = (typeof LANES)[number];

export interface MeatSettings {
  /** Starting vitality per side; null: the manual's 25 / 40 / 50 (M-TEAM-02). Other values need every player (M-TEAM-03). */
  readonly vitality: number | null;
  /** M-AMB-18's option: a cleaver with nothing opposite still hits the creatures beside that position. */
  readonly cleaveIgnoresEmptyCentre: boolean;
  /** M-AMB-12's option: one member acts per team turn instead of every member. */
  readonly oneActionPerTeamTurn: boolean;
  /** M-AMB-05's option: Telestarion is reset to 0 before every income. */
  readonly telestarionResetEachRound: boolean;
}

/**
 * Cards are instances, `C001`… (creatures) and `D001`… (Destiny), whose identity is `ident`'s:
 * an instance id says nothing of its card, so a view forgets a card by forgetting its identity.
 */
export type Ident = Record<string, string | null>;

/** A creature on the battlefield with its current values (M-COMP-04/05). */
export interface Unit {
  /** Its instance. */
  readonly card: string;
  attack: number;
  defence: number;
  /** Keywords gained this round (Fusion, spells): on top of the printed ones. */
  granted: Keyword[];
  /** Equipment copies fused onto it (M-KW-FUZJA), owned by who played them. */
  equipment: { readonly card: string; readonly owner: SeatId }[];
  /** Its ♦ used this round (M-KW-SPECIAL-01). */
  specialUsed: boolean;
}

/** A Destiny card put down in Tactics: face down until Activation, then paid (or discarded) and resolved. */
export interface Laid {
  readonly card: string;
  paid: boolean;
  resolved: boolean;
}

/** A player's own part (M-TEAM-04): everything but vitality is individual. */
export interface PlayerState {
  readonly seat: SeatId;
  readonly side: Side;
  /** The player seated opposite (M-PLAYERS-03): whose creatures theirs fight. */
  readonly opposite: SeatId;
  leader: string | null;
  /** Creature and Destiny copies in hand. Teammates may see it (M-TEAM-01), opponents never. */
  hand: string[];
  telestarion: number;
  /** Creatures by position; face down from Tactics step 1 until the reveal. */
  lanes: Record<Lane, Unit | null>;
  /** Which flank's Challenger covers the Front when both could (M-AMB-17: the owner picks, at placement). */
  guard: 'left' | 'right';
  /** Destiny cards put down in Tactics step 2. */
  laid: Laid[];
  /** Tactics: step 1 and step 2 committed this round. */
  placed: boolean;
  committed: boolean;
  /** Activation step 2: passed (M-ACTIVATE-10), and acted in the current team turn. */
  passed: boolean;
  /** Let a teammate act first this team turn (once per team turn: the team's chosen order, M-ACTIVATE-09). */
  deferred: boolean;
  /** Activation step 1: paid for its revealed Destiny cards. */
  paid: boolean;
  /**
   * Between friends, Tactics as commitments (M-TACTIC-05, M-FLOW-05/06): what is public of each
   * step (which positions are filled, how many Destiny cards lie) with its hash, until the
   * player's table opens both at the reveal. Null on one page.
   */
  sealed: Sealed | null;
}

export interface Sealed {
  place: { readonly hash: string; readonly filled: readonly [boolean, boolean, boolean] } | null;
  commit: { readonly hash: string; readonly count: number } | null;
  opened: boolean;
}

/** An Instant on the stack (M-INSTANT-03): resolved last in, first out. */
export interface StackEntry {
  readonly card: string;
  readonly player: SeatId;
  readonly target: TargetRef | null;
}

/** A creature named by its owner and position (what acts and effects aim at). */
export interface TargetRef {
  readonly seat: SeatId;
  readonly lane: Lane;
}

/** Where an Instant window opens (M-INSTANT-07). */
export const WINDOWS = ['tactics-1', 'tactics-2', 'reveal', 'action', 'pre-reflex', 'post-reflex', 'post-normal'] as const;
export type WindowAt = (typeof WINDOWS)[number];

export interface Window {
  readonly at: WindowAt;
  /** The seat offered priority now (step-2 side order, M-INSTANT-07). */
  priority: SeatId;
  /** Passes in a row since the last Instant: the window closes when every player passed. */
  passes: number;
}

/** A trigger waiting to resolve (ODKRYCIE, a death): it uses no turn (M-ACTIVATE-12). */
export interface Trigger {
  readonly seat: SeatId;
  /** The card whose text triggered. */
  readonly card: string;
  readonly kind: 'reveal' | 'death';
  /** The position its creature held (a dead creature's "opposite"). */
  readonly lane: Lane | null;
}

/** A roll the flow waits on (M-DICE-01): its purpose, who rolls, and the dice once rolled. */
export interface Roll {
  readonly purpose: 'leader' | 'draft' | 'first' | 'triggers' | 'damage' | 'pool';
  /** Each roller and its dice (one die each for ordering rolls, N for damage). */
  readonly rolls: { readonly who: string; readonly dice: readonly number[] }[];
}

/**
 * The shared hidden decks between friends: for each deck its generations, the first dealt at the
 * start and one more each time its graveyard is shuffled back (M-DECK-01). Generation g's handle
 * h is the instance number `base + h`.
 */
export interface MeatNet {
  readonly gens: Record<'creature' | 'destiny', readonly DeckGen[]>;
  /** The last generation of each deck put into `decks` (once dealt), so a used-up one is not put there again. */
  readonly filled: Record<'creature' | 'destiny', number>;
}

export interface DeckGen {
  readonly base: number;
  readonly deck: HiddenDeckState;
}

/** The seats' hash chains (src/engine/random-chain.ts): their tips, links used, and the roll waiting for links. */
export interface Chains {
  tips: Record<SeatId, string>;
  used: Record<SeatId, number>;
  /** The roll the flow waits on: the links shown so far, in seat order. */
  pending: { readonly purpose: Roll['purpose']; links: string[] } | null;
}

export type Phase = 'start' | 'opening' | 'tactics' | 'activation' | 'battle' | 'summary' | 'over';

/** The fine step the flow is at; each names the M-FLOW node it runs. */
export type Step =
  | 'deal' // between friends: every table keys and shuffles both decks (M-SETUP-07, M-FLOW-R02)
  | 'leader-roll' // M-SETUP-02, M-FLOW-R01
  | 'leaders' // M-FLOW-02: Leaders chosen in roll order
  | 'income' // M-OPEN-01
  | 'pool' // M-OPEN-03
  | 'draft-roll' // M-OPEN-DRAFT-01
  | 'draft' // M-FLOW-03
  | 'destiny' // M-OPEN-DESTINY-01
  | 'hand-limit' // M-FLOW-04
  | 'place' // M-FLOW-05
  | 'commit' // M-FLOW-06
  | 'reveal' // M-ACTIVATE-01
  | 'pay' // M-FLOW-07
  | 'first' // M-ACTIVATE-07 and the reveal triggers (M-KW-ODKRYCIE-02)
  | 'act' // M-FLOW-08
  | 'battle-reflex' // M-KW-REFLEKS-03 steps 1–2
  | 'battle-normal' // steps 3–4
  | 'summary' // M-SUMMARY
  | 'over';

export interface MeatState {
  readonly seats: readonly SeatId[];
  readonly settings: MeatSettings;
  readonly players: Record<SeatId, PlayerState>;
  ident: Ident;
  /** The next instance numbers, for a reshuffled graveyard's new instances (M-DECK-01). */
  next: { C: number; D: number };
  /** This round's Tactics cards are face up (M-ACTIVATE-01). */
  revealed: boolean;
  /** Activation step 2: who of `turnSide` still acts in this team turn, in order. */
  turnQueue: SeatId[];
  /** Team turns begun this Activation. */
  teamTurns: number;
  vitality: Record<Side, number>;
  round: number;
  phase: Phase;
  step: Step;
  /** Leaders still to choose, face up (M-AMB-04), and who chooses in which order. */
  leaders: string[];
  leaderOrder: SeatId[];
  /** The draft pool, face up (M-OPEN-03), and the round's draft order (M-OPEN-DRAFT-06). */
  pool: string[];
  draftOrder: SeatId[];
  /** Index into draftOrder of the next pick; skips counted to end the draft when nobody can pay. */
  draftAt: number;
  draftSkips: number;
  /** The decks (top first) and the public graveyards (M-GRAVE-04). */
  decks: { creature: string[]; destiny: string[] };
  graves: { creature: string[]; destiny: string[] };
  /** Activation step 2: the side whose team turn it is (M-ACTIVATE-09), and step-2 side order. */
  turnSide: Side;
  firstSide: Side;
  window: Window | null;
  stack: StackEntry[];
  triggers: Trigger[];
  /** The last rolls, shown on the table (every roll is public, M-FLOW-R01…R09). */
  rolls: Roll[];
  /** Summary: the round's winner and the damage dealt. */
  lastRound: { readonly winner: Side | null; readonly damage: number; readonly rule: string } | null;
  /** Destiny cards owed to players (the Opening's draws, a card's draw), drawn in order: a draw waits while a reshuffled deck is dealt. */
  owedDraws: { readonly seat: SeatId; n: number }[];
  /** Deaths' triggers of several players, waiting for the roll that orders them (M-BATTLE-08). */
  unordered: Trigger[];
  /** One-page randomness: the agreed seed; `draws` counts every random outcome taken (dice, shuffles). */
  readonly seed: string;
  draws: number;
  /** Between friends: every roll is a joint draw from each seat's next hash-chain link (NET-RANDOM-01), null on one page. */
  chains: Chains | null;
  /** Between friends the two decks are shared hidden decks that no table can see through (net/decks.ts); null on one page. */
  net: MeatNet | null;
  ended: { readonly winners: readonly SeatId[]; readonly rule: string; readonly says: string } | null;
}
