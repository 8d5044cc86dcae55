/**
 * The shapes of Cult's four card files (valibot). Card data is untrusted input (a fan set may be
 * loaded), so every object is strict, every string and list bounded and every number an integer
 * in range. What a shape cannot say (deck sizes, Divine Might order, which fields a kind needs) is
 * in ./checks.ts.
 */
import * as v from 'valibot';
import { ABILITY_IDS, CULT_IDS, INTRIGUE_TITLES, LICENSE_KINDS, MIRACLE_EFFECTS } from './types.js';

const int = (min: number, max: number) => v.pipe(v.number(), v.integer(), v.minValue(min), v.maxValue(max));
const id = v.pipe(v.string(), v.maxLength(48), v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'id must be lower-case kebab-case'));
const name = v.pipe(v.string(), v.minLength(1, 'name missing'), v.maxLength(48));
/** A deck has 33 cards, so no definition has more copies (C-COMP-06..08). */
const copies = int(1, 33);

/** The envelope every file shares; `cards` (or `cults`) are checked one by one. */
const envelope = <K extends string>(key: K) =>
  v.strictObject({ set: v.pipe(v.string(), v.minLength(1), v.maxLength(48)), version: int(1, 1000), [key]: v.pipe(v.array(v.unknown()), v.maxLength(64)) } as Record<K | 'set' | 'version', v.GenericSchema>);

export const cultsFileSchema = envelope('cults');
export const cardsFileSchema = envelope('cards');

const abilityId = v.picklist(ABILITY_IDS as readonly string[]);
const sheetSide = v.strictObject({
  /** Placeholder range: the real values are unknown (C-AMB-03). */
  dm: int(1, 99),
  abilities: v.tuple([abilityId, abilityId]),
});

export const cultSchema = v.strictObject({
  id: v.picklist(CULT_IDS),
  name,
  light: sheetSide,
  dark: sheetSide,
});

export const miracleSchema = v.strictObject({
  id,
  name,
  effect: v.picklist(MIRACLE_EFFECTS),
  dark: v.boolean(),
  boost: v.optional(int(1, 9)),
  gift: v.optional(v.strictObject({ followers: int(0, 9), coins: int(0, 20) })),
  copies,
});

export const intrigueSchema = v.strictObject({
  id,
  name,
  title: v.picklist(INTRIGUE_TITLES),
  /** Sell value in coins (C-INTENT-DEAL-03). */
  value: int(1, 4),
  dark: v.boolean(),
  copies,
});

export const licenseSchema = v.strictObject({
  id,
  name,
  kind: v.picklist(LICENSE_KINDS),
  cost: int(2, 8),
  bonus: int(1, 3),
  placement: v.optional(int(1, 13)),
  locations: v.optional(v.pipe(v.array(int(1, 13)), v.maxLength(3))),
  copies,
});
