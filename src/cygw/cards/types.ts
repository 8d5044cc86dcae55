/**
 * Cult: Choose Your God Wisely's card data, as the data files hold it (cults.json, miracles.json,
 * intrigues.json, licenses.json, validated by schema.ts and linted by `npm run lint:cygw`). The
 * source names the effects but not the card counts, values or Divine Might: every such number is a
 * house default (C-AMB-03, C-AMB-10, C-AMB-11, C-AMB-12) recorded in docs/cygw-cards.md.
 */

/** The eight Cults (C-COMP-10). */
export const CULT_IDS = ['anubis', 'cthulhu', 'fafnir', 'janus', 'nirriti', 'tiamat', 'arachne', 'atheism'] as const;
export type CultId = (typeof CULT_IDS)[number];

/** The 32 abilities, `<cult>-<side><n>`: the catalog's C-CULT-<CULT>-L1/L2/D1/D2. */
export const ABILITY_IDS = CULT_IDS.flatMap((c) => [`${c}-l1`, `${c}-l2`, `${c}-d1`, `${c}-d2`] as const) as readonly AbilityId[];
export type AbilityId = `${CultId}-${'l1' | 'l2' | 'd1' | 'd2'}`;

export type Side = 'light' | 'dark';

/** One face of a Cult sheet: its Divine Might and two abilities (C-CULTSHEET-01). */
export interface SheetSide {
  readonly dm: number;
  readonly abilities: readonly [AbilityId, AbilityId];
}

export interface CultSheet {
  readonly id: CultId;
  readonly name: string;
  readonly light: SheetSide;
  readonly dark: SheetSide;
}

/** Miracle effects (catalog §17.3), a closed vocabulary. */
export const MIRACLE_EFFECTS = ['place', 'move', 'boost', 'remove', 'altar', 'mob', 'gift'] as const;
export type MiracleEffect = (typeof MIRACLE_EFFECTS)[number];

export interface MiracleDef {
  readonly id: string;
  readonly name: string;
  readonly effect: MiracleEffect;
  /** A dark seal: playable only by a dark-side Cult or through Change of Guise (C-MIRACLE-03). */
  readonly dark: boolean;
  /** `boost`: the Influence added (2, or 7 on the dark-sealed variant, C-AMB-10). */
  readonly boost?: number;
  /** `gift`: the choice of Followers or coins (1/4, or 2/7 dark-sealed, C-AMB-10). */
  readonly gift?: { readonly followers: number; readonly coins: number };
  readonly copies: number;
}

/** The 11 Intrigue titles (catalog §17.4), a closed vocabulary. */
export const INTRIGUE_TITLES = ['blackmail', 'exorcism', 'foiled-plot', 'slaughter', 'disperse', 'secret-search', 'threat', 'vandalism', 'ambush', 'raid', 'seize'] as const;
export type IntrigueTitle = (typeof INTRIGUE_TITLES)[number];

export interface IntrigueDef {
  readonly id: string;
  readonly name: string;
  readonly title: IntrigueTitle;
  /** Its sell value in coins (C-INTENT-DEAL-03). */
  readonly value: number;
  readonly dark: boolean;
  readonly copies: number;
}

/** License types (catalog §17.5). */
export const LICENSE_KINDS = ['approval', 'community', 'novitiates', 'title', 'tithe', 'exiles', 'aulic'] as const;
export type LicenseKind = (typeof LICENSE_KINDS)[number];

export interface LicenseDef {
  readonly id: string;
  readonly name: string;
  readonly kind: LicenseKind;
  /** Printed coin cost (C-LICENSE-05). */
  readonly cost: number;
  /** Patriarch bonus, 1–3 (C-LICENSE-03). */
  readonly bonus: number;
  /** `approval`: the placement it makes free (4, 5 or 6). */
  readonly placement?: number;
  /** `community` and `title`: its Location; `tithe`: its Locations. */
  readonly locations?: readonly number[];
  readonly copies: number;
}

/** Everything the game's rules read from data, validated and expanded. */
export interface CygwCards {
  readonly cults: ReadonlyMap<CultId, CultSheet>;
  readonly miracles: ReadonlyMap<string, MiracleDef>;
  readonly intrigues: ReadonlyMap<string, IntrigueDef>;
  readonly licenses: ReadonlyMap<string, LicenseDef>;
  /** Each deck's instances in printed order, as definition ids (33 each): instance `M01` is `deck.miracle[0]`. */
  readonly decks: { readonly miracle: readonly string[]; readonly intrigue: readonly string[]; readonly license: readonly string[] };
  /** The data's hash, which both tables must share. */
  readonly contentHash: string;
}
