/**
 * TEMPORARY stand-in for Cult's card data while the real set (built from the JSON files) is being
 * written on another branch: the same small set as the rule tests' TEST_CARDS
 * (test/cygw/support/scene.ts), one of each effect, title and License kind, with the house
 * placeholder numbers (C-AMB-03, C-AMB-10). The app codes against `cygwCards()`; the merge takes
 * the real module in this one's place.
 */
import { CULT_IDS, type CultId, type CultSheet, type CygwCards, type IntrigueDef, type LicenseDef, type MiracleDef } from './types.js';

const sheet = (id: CultId, i: number): CultSheet => ({
  id,
  name: id[0]!.toUpperCase() + id.slice(1),
  light: { dm: 10 + i, abilities: [`${id}-l1`, `${id}-l2`] },
  dark: { dm: 20 + i, abilities: [`${id}-d1`, `${id}-d2`] },
});

const MIRACLES: MiracleDef[] = [
  { id: 'place', name: 'Place', effect: 'place', dark: false, copies: 1 },
  { id: 'move', name: 'Move', effect: 'move', dark: false, copies: 1 },
  { id: 'boost-2', name: 'Boost 2', effect: 'boost', dark: false, boost: 2, copies: 1 },
  { id: 'boost-7', name: 'Boost 7', effect: 'boost', dark: true, boost: 7, copies: 1 },
  { id: 'remove', name: 'Remove', effect: 'remove', dark: false, copies: 1 },
  { id: 'altar', name: 'Altar', effect: 'altar', dark: false, copies: 1 },
  { id: 'mob', name: 'Mob', effect: 'mob', dark: false, copies: 1 },
  { id: 'gift-1', name: 'Gift', effect: 'gift', dark: false, gift: { followers: 1, coins: 4 }, copies: 1 },
  { id: 'gift-2', name: 'Great Gift', effect: 'gift', dark: true, gift: { followers: 2, coins: 7 }, copies: 1 },
];
const TITLES = ['blackmail', 'exorcism', 'foiled-plot', 'slaughter', 'disperse', 'secret-search', 'threat', 'vandalism', 'ambush', 'raid', 'seize'] as const;
const INTRIGUES: IntrigueDef[] = TITLES.map((title) => ({ id: title, name: title[0]!.toUpperCase() + title.slice(1).replace('-', ' '), title, value: 2, dark: false, copies: 1 }));
const LICENSES: LicenseDef[] = [
  { id: 'approval-4', name: 'Approval 4', kind: 'approval', placement: 4, cost: 4, bonus: 1, copies: 1 },
  { id: 'approval-5', name: 'Approval 5', kind: 'approval', placement: 5, cost: 4, bonus: 1, copies: 1 },
  { id: 'community-6', name: 'Community (Trade District)', kind: 'community', locations: [6], cost: 4, bonus: 1, copies: 1 },
  { id: 'community-8', name: 'Community (Academy)', kind: 'community', locations: [8], cost: 4, bonus: 1, copies: 1 },
  { id: 'novitiates', name: 'Novitiates', kind: 'novitiates', cost: 4, bonus: 1, copies: 1 },
  { id: 'oracle', name: 'Oracle', kind: 'title', locations: [13], cost: 4, bonus: 1, copies: 1 },
  { id: 'admiral', name: 'Admiral', kind: 'title', locations: [9], cost: 4, bonus: 1, copies: 1 },
  { id: 'tithe-6', name: 'Tithe (Trade District)', kind: 'tithe', locations: [6], cost: 4, bonus: 1, copies: 1 },
  { id: 'tithe-4', name: 'Tithe (Forum)', kind: 'tithe', locations: [4], cost: 4, bonus: 1, copies: 1 },
  { id: 'exiles', name: 'Exiles', kind: 'exiles', cost: 4, bonus: 1, copies: 1 },
  { id: 'aulic', name: 'Aulic Magus', kind: 'aulic', cost: 4, bonus: 1, copies: 1 },
  { id: 'bonus-3', name: 'Mentor', kind: 'title', locations: [10], cost: 6, bonus: 3, copies: 1 },
];

const expand = <T extends { id: string; copies: number }>(defs: readonly T[]) => defs.flatMap((d) => Array<string>(d.copies).fill(d.id));

let made: CygwCards | null = null;

/** Cult's card set (one object per page, so the words' caches keep). */
export function cygwCards(): CygwCards {
  return (made ??= {
    cults: new Map(CULT_IDS.map((id, i) => [id, sheet(id, i)])),
    miracles: new Map(MIRACLES.map((m) => [m.id, m])),
    intrigues: new Map(INTRIGUES.map((x) => [x.id, x])),
    licenses: new Map(LICENSES.map((l) => [l.id, l])),
    decks: { miracle: expand(MIRACLES), intrigue: expand(INTRIGUES), license: expand(LICENSES) },
    contentHash: 'placeholder-cards',
  });
}
