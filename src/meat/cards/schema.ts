/**
 * The shapes of M.E.A.T.'s three card files (valibot). Card data is untrusted input (a fan set
 * may be loaded), so every object is strict, every string and list bounded and every number an
 * integer in range. What a shape cannot say (which effect takes which target, what only a Spell
 * or an Equipment may carry, the balance between factions) is in ./checks.ts.
 *
 * Two fields pass the shape on purpose so that checks.ts can name them with their own code: a
 * creature's cost up to 9 (MEAT-COST, M-CARD-05) and any target on a targeted effect
 * (MEAT-EFFECT-PARAMS). A `faction` on a Destiny card or a Leader, and a `target` on an effect
 * that takes none, are refused here as unknown keys; the loader names them MEAT-FACTION
 * (M-CARD-09, M-CARD-10) and MEAT-EFFECT-PARAMS.
 */
import * as v from 'valibot';
import { FACTIONS, KEYWORDS, RARITIES, TARGETS } from './types.js';

const int = (min: number, max: number) => v.pipe(v.number(), v.integer(), v.minValue(min), v.maxValue(max));
export const ID_PATTERN = /^[a-z][a-z0-9-]{1,31}$/;
const id = v.pipe(v.string(), v.regex(ID_PATTERN, 'id must be 2–32 characters: a–z, 0–9 and hyphens, starting with a letter'));
const text = (max: number) => v.pipe(v.string(), v.minLength(1, 'text missing'), v.maxLength(max));
const named = (max: number) => v.strictObject({ en: text(max), pl: text(max) });
const name = named(40);
const flavour = named(160);
/** Effect amounts are whole numbers 1..9 (types.ts). */
const amount = int(1, 9);
const target = v.picklist(TARGETS);
const keyword = v.picklist(KEYWORDS);
/** A list of keywords, each at most once. */
const keywords = v.pipe(
  v.array(keyword),
  v.maxLength(KEYWORDS.length),
  v.check((ks) => new Set(ks).size === ks.length, 'a keyword is listed twice'),
);

/** The closed effect vocabulary, a variant on `kind`. */
export const effectSchema = v.variant('kind', [
  v.strictObject({ kind: v.literal('damage'), amount, target }),
  v.strictObject({ kind: v.literal('heal'), amount, target }),
  v.strictObject({ kind: v.literal('attack'), amount, target }),
  v.strictObject({ kind: v.literal('grant'), keyword, target }),
  v.strictObject({ kind: v.literal('destroy'), target }),
  // Any target passes here; checks.ts reports one other than side/foe-side as MEAT-EFFECT-PARAMS.
  v.strictObject({ kind: v.literal('vitality'), amount, target }),
  v.strictObject({ kind: v.literal('telestarion'), amount }),
  v.strictObject({ kind: v.literal('draw'), amount }),
  v.strictObject({ kind: v.literal('counter') }),
]);

/** No file holds more designs than this (the loader reads no further). */
export const MAX_CARDS_PER_FILE = 128;

/** The envelope every file shares; `cards` are checked one by one. */
export const fileSchema = v.strictObject({
  set: v.pipe(v.string(), v.minLength(1), v.maxLength(40)),
  version: int(1, 1000),
  cards: v.pipe(v.array(v.unknown()), v.maxLength(MAX_CARDS_PER_FILE)),
});
export const creatureSchema = v.strictObject({
  id,
  type: v.literal('creature'),
  name,
  faction: v.picklist(FACTIONS),
  rarity: v.picklist(RARITIES),
  /** 0–2 by M-CARD-05; up to 9 passes here so checks.ts reports MEAT-COST. */
  cost: int(0, 9),
  attack: int(0, 6),
  defence: int(1, 8),
  keywords,
  reveal: v.optional(effectSchema),
  special: v.optional(v.strictObject({ cost: int(1, 3), effect: effectSchema })),
  onDeath: v.optional(effectSchema),
  flavour,
});

export const destinySchema = v.strictObject({
  id,
  type: v.literal('destiny'),
  name,
  subtype: v.picklist(['spell', 'equipment']),
  rarity: v.picklist(RARITIES),
  cost: int(0, 4),
  /** Negative for a cursed item fused onto an enemy (M-KW-FUZJA-03). */
  attack: int(-6, 6),
  defence: int(-8, 8),
  instant: v.boolean(),
  effect: v.optional(effectSchema),
  fusion: v.optional(v.strictObject({ keywords })),
  reveal: v.optional(effectSchema),
  flavour,
});

export const leaderPowerSchema = v.variant('kind', [
  v.strictObject({ kind: v.literal('faction-attack'), faction: v.picklist(FACTIONS), amount }),
  v.strictObject({ kind: v.literal('faction-defence'), faction: v.picklist(FACTIONS), amount }),
  v.strictObject({ kind: v.literal('income'), amount }),
  v.strictObject({ kind: v.literal('special-discount'), amount }),
  v.strictObject({ kind: v.literal('front-defence'), amount }),
  v.strictObject({ kind: v.literal('destiny-draw'), amount }),
]);

export const leaderSchema = v.strictObject({
  id,
  type: v.literal('leader'),
  name,
  power: leaderPowerSchema,
  flavour,
});
