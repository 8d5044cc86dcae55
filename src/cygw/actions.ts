/**
 * Cult's acts and their shape as a schema: acts arrive from peers, saves and replays, so the judge
 * validates the shape before reading a field. Every list and number is bounded.
 */
import * as v from 'valibot';
import { DeckEventSchema } from '../engine/hidden/schema.js';
import { ABILITY_IDS } from './cards/types.js';

const id = v.pipe(v.string(), v.minLength(1), v.maxLength(64));
const card = v.pipe(v.string(), v.regex(/^(?:[MIL]\d{2}|supremacy)$/), v.maxLength(9));
const int = (min: number, max: number) => v.pipe(v.number(), v.integer(), v.minValue(min), v.maxValue(max));
/** A step of a shared hidden deck (between friends only), named with its deck. */
const deckStep = v.strictObject({ deck: v.picklist(['miracle', 'intrigue', 'license']), event: DeckEventSchema });
/**
 * Between friends, the hidden-deck steps only the acting table can make, sealed to its act: a card
 * of its hand shown (and its share), handed on or put on a deck, re-encrypted (src/cygw/net/).
 */
const sealed = v.optional(v.pipe(v.array(deckStep), v.maxLength(64)));
const p = { player: id, sealed };
const piece = int(0, 1_000_000);
const loc = int(1, 13);

/** A Miracle or Intrigue played, with its targets: also the card an ability plays (Change of Guise, Harvest of Chaos, Policy of Terror). */
const cardPlay = {
  card,
  /** A Priest on the board the card acts on (move, boost, remove, altar, Exorcism, Ambush). */
  piece: v.optional(piece),
  /** A Free Priest token by strength, 1–5, or 0 for the Free Patriarch (Miracle: place a Priest). */
  strength: v.optional(int(0, 5)),
  /** Where a Priest goes (Miracle: move a Priest up). */
  to: v.optional(loc),
  /** Miracle: gain Followers or coins. */
  option: v.optional(v.picklist(['followers', 'coins'])),
  /** Threat to the Crown: the License taken from the strongest Patriarch's Cult (house: the player chooses). */
  license: v.optional(card),
};
const play = v.strictObject(cardPlay);

export const actionSchema = v.variant('type', [
  // C-SUPREMACY-06: the celebration's gift; `strength` for "gain 1 Priest of any strength".
  v.strictObject({ type: v.literal('celebrate'), ...p, gift: v.picklist(['miracles', 'followers', 'intrigues', 'priest', 'coins']), strength: v.optional(int(1, 5)) }),
  // Declines the prompt on the floor: a celebration, a benefit.
  v.strictObject({ type: v.literal('decline'), ...p }),
  // C-INTENT-PREACH-01: a Free Priest token by strength (0: the Free Patriarch) into a Location.
  v.strictObject({ type: v.literal('preach'), ...p, strength: int(0, 5), location: loc }),
  v.strictObject({ type: v.literal('pray'), ...p }),
  // C-INTENT-PRAY-03: the Mob benefit of a Location.
  v.strictObject({ type: v.literal('mob'), ...p, location: loc }),
  v.strictObject({ type: v.literal('sell'), ...p, card }),
  v.strictObject({ type: v.literal('buy'), ...p, card }),
  // Ends the Pray turn's deals (C-INTENT-DEAL-02).
  v.strictObject({ type: v.literal('done'), ...p }),
  // C-RESOLVE-06: the action round's pass.
  v.strictObject({ type: v.literal('pass'), ...p }),
  v.strictObject({
    type: v.literal('benefit'), ...p,
    option: v.optional(v.picklist(['priest', 'raise'])), piece: v.optional(piece), strength: v.optional(int(1, 5)), amount: v.optional(int(1, 13)), card: v.optional(card),
  }),
  // C-LOC-11-01: the Intrigue put back on top.
  v.strictObject({ type: v.literal('return'), ...p, card }),
  // C-FLOW-06: the card a giver hands over.
  v.strictObject({ type: v.literal('give'), ...p, card }),
  // C-AMB-30: the Altar Foiled Plot takes.
  v.strictObject({ type: v.literal('altar'), ...p, location: loc }),
  v.strictObject({ type: v.literal('miracle'), ...p, ...cardPlay }),
  v.strictObject({ type: v.literal('intrigue'), ...p, ...cardPlay }),
  // C-CULTSHEET-02: a Cult ability, its cost choices and targets.
  v.strictObject({
    type: v.literal('ability'), ...p,
    ability: v.picklist(ABILITY_IDS as readonly string[]),
    /** Cards discarded for a Sacrifice Cost (hand, Licenses, 'supremacy': C-CORE-16). */
    discard: v.optional(v.pipe(v.array(card), v.maxLength(40))),
    /** The Free Priest (strength 1–5, 0: Patriarch) paid as a Ritual or Sacrifice Cost, or Ordination's Followers. */
    pay: v.optional(int(0, 5)),
    /** A Priest on the board the ability acts on. */
    piece: v.optional(piece),
    /** Spider's Grip: the Free Priests placed (strengths, 0 the Patriarch). */
    priests: v.optional(v.pipe(v.array(int(0, 5)), v.maxLength(16))),
    /** A License taken (Path of Temptation). */
    card: v.optional(card),
    /** The card the ability plays. */
    play: v.optional(play),
  }),
  // Path of Iniquity: the revealed Intrigue on top of the prompt played with its targets, or skipped.
  v.strictObject({ type: v.literal('reveal'), ...p, ...cardPlay }),
  v.strictObject({ type: v.literal('skip'), ...p }),
  // Between friends: a table's keys, shuffles or decryption shares for the shared decks, made by itself (NET-DECK-01…07).
  v.strictObject({ type: v.literal('deck'), player: id, events: v.pipe(v.array(deckStep), v.minLength(1), v.maxLength(128)) }),
]);

/** A deck step as the game handles it (the engine's readonly event). */
export interface DeckStepOf {
  readonly deck: 'miracle' | 'intrigue' | 'license';
  readonly event: import('../engine/hidden/index.js').DeckEvent;
}

export type CygwAction = v.InferOutput<typeof actionSchema>;
export type CardPlay = v.InferOutput<typeof play>;
export type ActOfType<T extends CygwAction['type']> = Extract<CygwAction, { type: T }>;
