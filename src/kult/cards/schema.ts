/**
 * The card-file schema (valibot). A card set is untrusted input — a fan site
 * may load its own — so every field is checked at load time and an error
 * names the card id and the field.
 */
import * as v from 'valibot';
import { REALMS, STATIONS, STEPS, SUITS } from '../types.js';

const suit = v.picklist(SUITS);
const realm = v.picklist(REALMS);
const cardKind = v.picklist(['major', 'being', 'region', 'influence', 'spell', 'commandment']);
const beingKind = v.picklist(['lictor', 'razide', 'creature', 'pawn']);
const actKind = v.picklist(['sway', 'recruit', 'repel', 'proclaim', 'influence', 'commandment', 'spell', 'ability', 'attack', 'discard', 'weapon']);
const int = v.pipe(v.number(), v.integer());

const timing = v.variant('at', [
  v.strictObject({ at: v.literal('anyTime') }),
  v.strictObject({ at: v.literal('yourTurn') }),
  v.strictObject({ at: v.literal('combat') }),
  v.strictObject({ at: v.literal('deeds') }),
  v.strictObject({ at: v.literal('step'), step: v.picklist(STEPS) }),
]);

const filter = v.strictObject({
  kinds: v.optional(v.array(cardKind)),
  beingKinds: v.optional(v.array(beingKind)),
  cardIds: v.optional(v.array(v.string())),
  weapon: v.optional(v.boolean()),
});

export const effectSchema = v.variant('op', [
  v.strictObject({ op: v.literal('cv'), amount: int, scope: v.picklist(['combat', 'permanent']) }),
  v.strictObject({ op: v.literal('cvVs'), amount: int, vs: filter }),
  v.strictObject({ op: v.literal('grantSuit'), suits: v.pipe(v.array(suit), v.minLength(1)), duration: v.picklist(['whileFaceUp', 'untilEndOfTurn']) }),
  v.strictObject({ op: v.literal('removeSuit'), duration: v.literal('untilEndOfTurn') }),
  v.strictObject({ op: v.literal('handSize'), set: v.optional(v.pipe(int, v.minValue(0))), modify: v.optional(int), whileInPlay: v.optional(v.boolean()) }),
  v.strictObject({ op: v.literal('drawOnUse') }),
  v.strictObject({ op: v.literal('discardTarget'), filter }),
  v.strictObject({ op: v.literal('moveMarker') }),
  v.strictObject({ op: v.literal('cancelAct'), filter }),
  v.strictObject({ op: v.literal('hostNeedsMarker') }),
  v.strictObject({ op: v.literal('proclaimAnywhere') }),
  v.strictObject({ op: v.literal('anyAffiliationBeings') }),
  v.strictObject({ op: v.literal('winsTies') }),
  v.strictObject({ op: v.literal('capacity'), modify: int }),
  v.strictObject({ op: v.literal('handler'), name: v.pipe(v.string(), v.minLength(1)) }),
]);

const cost = v.union([
  v.strictObject({ turn: v.literal(true) }),
  v.strictObject({ repel: v.literal(1) }),
  v.strictObject({ discardSelf: v.literal(true) }),
]);

const ability = v.strictObject({
  timing,
  cost: v.optional(cost),
  effects: v.pipe(v.array(effectSchema), v.minLength(1)),
  affects: v.optional(v.array(actKind)),
});

export const cardSchema = v.strictObject({
  id: v.pipe(v.string(), v.regex(/^[a-z0-9][a-z0-9-]*$/, 'id must be lower-case kebab-case')),
  name: v.pipe(v.string(), v.minLength(1)),
  kind: cardKind,
  affiliation: v.picklist(['red', 'blue', 'white']),
  suits: v.pipe(v.array(suit), v.maxLength(8)),
  text: v.pipe(v.string(), v.minLength(1, 'text missing')),
  source: v.pipe(v.string(), v.minLength(1)),
  beingKind: v.optional(beingKind),
  pawnOf: v.optional(realm),
  cv: v.optional(int),
  cvMod: v.optional(int),
  stations: v.optional(v.array(v.picklist(STATIONS))),
  unique: v.optional(v.boolean()),
  holds: v.optional(v.pipe(int, v.minValue(0))),
  spellcaster: v.optional(v.strictObject({ lores: v.optional(v.array(realm)) })),
  lore: v.optional(realm),
  timing: v.optional(timing),
  attachTo: v.optional(v.picklist(['being', 'pawn', 'ownMajor', 'card'])),
  item: v.optional(v.boolean()),
  weapon: v.optional(v.boolean()),
  removedAfterPlay: v.optional(v.boolean()),
  effects: v.optional(v.array(effectSchema)),
  abilities: v.optional(v.array(ability)),
  affects: v.optional(v.array(actKind)),
  hierarchy: v.optional(v.pipe(int, v.minValue(1), v.maxValue(20))),
  epithet: v.optional(v.string()),
});

export const cardSetSchema = v.strictObject({
  set: v.pipe(v.string(), v.minLength(1)),
  version: int,
  cards: v.array(cardSchema),
});

/** The file around the cards, checked on its own so every card can still be checked one by one. */
export const cardSetEnvelopeSchema = v.strictObject({
  set: v.pipe(v.string(), v.minLength(1)),
  version: int,
  cards: v.array(v.unknown()),
});

export type CardSetFile = v.InferOutput<typeof cardSetSchema>;
