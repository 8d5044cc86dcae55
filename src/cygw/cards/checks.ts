/**
 * Cross-field checks on Cult's card data, the part of the card linter a schema cannot express.
 * Each problem carries a stable code, so `npm run lint:cygw`, the loader and the tests speak the
 * same language:
 *
 * | Code                | Meaning |
 * |---------------------|---------|
 * | CYGW-FILE           | a file missing or not a card file (no `set`/`version`/`cards`, or `cults`) |
 * | CYGW-SCHEMA         | a field has the wrong type or range, is missing, or is not a field of that card |
 * | CYGW-DECK-SIZE      | a deck that is not 33 cards (C-COMP-06/07/08, C-LICENSE-07), or not 8 Cult sheets (C-COMP-10) |
 * | CYGW-COMPOSITION    | a deck lacking a Miracle effect, Intrigue title, License kind, Approval or Title the rules name |
 * | CYGW-DUPLICATE-ID   | an id used twice, in one file or across the four |
 * | CYGW-DM-ORDER       | a dark Divine Might not above every light one, or two equal (C-CORE-14, C-AMB-03, C-AMB-34) |
 * | CYGW-ABILITY        | a Cult side without its own two abilities in order (C-CULTSHEET-01, C-CULTSHEET-11) |
 * | CYGW-EFFECT-PARAMS  | a card's parameters do not fit its effect or kind (boost, gift, placement, Locations, bonus) |
 * | CYGW-COPIES         | a definition with no copies (at least 1) |
 */
import {
  CULT_IDS, INTRIGUE_TITLES, LICENSE_KINDS, MIRACLE_EFFECTS,
  type CultSheet, type IntrigueDef, type LicenseDef, type MiracleDef,
} from './types.js';
import type { CardProblem } from '../../engine/card-problem.js';

export type { CardProblem };

export const CYGW_PROBLEM_CODES = [
  'CYGW-FILE', 'CYGW-SCHEMA', 'CYGW-DECK-SIZE', 'CYGW-COMPOSITION', 'CYGW-DUPLICATE-ID', 'CYGW-DM-ORDER',
  'CYGW-ABILITY', 'CYGW-EFFECT-PARAMS', 'CYGW-COPIES',
] as const;
export type CygwProblemCode = (typeof CYGW_PROBLEM_CODES)[number];

/** Every deck holds 33 cards (C-COMP-06, C-COMP-07, C-COMP-08). */
export const DECK_SIZE = 33;
/** The Forum has no Community License (C-LICENSE-COMMUNITY-03). */
export const FORUM = 4;
/** Each Title License's Location, by its English name (C-LICENSE-TITLE-01). */
export const TITLE_LOCATIONS: Readonly<Record<string, number>> = {
  Minstrel: 7, Healer: 8, Admiral: 9, Mentor: 10, Inquisitor: 11, General: 12, Oracle: 13,
};

type Bad = (code: CygwProblemCode, field: string, message: string) => void;
const collector = (out: CardProblem[], card: string): Bad => (code, field, message) => out.push({ code, card, field, message });

/**
 * The eight sheets together: all present, each with its own abilities, dark above light
 * (C-CORE-14). `present` names the sheets in the file, also those that failed their schema (so a
 * broken sheet is not reported missing too).
 */
export function cultProblems(cults: readonly CultSheet[], present: ReadonlySet<string> = new Set(cults.map((c) => c.id))): CardProblem[] {
  const out: CardProblem[] = [];
  for (const id of CULT_IDS) {
    if (!present.has(id)) out.push({ code: 'CYGW-DECK-SIZE', card: '(cults)', field: 'cults', message: `the Cult sheet "${id}" is missing: the game has 8 (C-COMP-10)` });
  }
  for (const c of cults) {
    const bad = collector(out, c.id);
    for (const side of ['light', 'dark'] as const) {
      const letter = side === 'light' ? 'l' : 'd';
      const want = [`${c.id}-${letter}1`, `${c.id}-${letter}2`];
      const got = c[side].abilities;
      if (got[0] !== want[0] || got[1] !== want[1]) {
        bad('CYGW-ABILITY', `${side}.abilities`, `the ${side} side lists ${got.join(', ')}; it must be ${want.join(', ')}, the Cult's own ${side} abilities in order (C-CULTSHEET-11)`);
      }
    }
  }
  const maxLight = Math.max(...cults.map((c) => c.light.dm));
  const seen = new Map<number, string>();
  for (const c of cults) {
    const bad = collector(out, c.id);
    if (c.dark.dm <= maxLight) bad('CYGW-DM-ORDER', 'dark.dm', `dark Divine Might ${c.dark.dm} is not above every light one (highest ${maxLight}) (C-CORE-14)`);
    for (const side of ['light', 'dark'] as const) {
      const dm = c[side].dm;
      const other = seen.get(dm);
      if (other !== undefined) bad('CYGW-DM-ORDER', `${side}.dm`, `Divine Might ${dm} is also ${other}'s: all 16 must differ so no tie-break is needed (C-AMB-34)`);
      else seen.set(dm, `${c.id} ${side}`);
    }
  }
  return out;
}

/** A Miracle's parameters must be exactly those its effect reads (C-MIRACLE-BOOST-01, C-MIRACLE-GIFT-01). */
export function miracleProblems(m: MiracleDef): CardProblem[] {
  const out: CardProblem[] = [];
  const bad = collector(out, m.id);
  if (m.effect === 'boost' && m.boost === undefined) bad('CYGW-EFFECT-PARAMS', 'boost', 'a boost Miracle names its Influence (`boost`, 1–9)');
  if (m.effect !== 'boost' && m.boost !== undefined) bad('CYGW-EFFECT-PARAMS', 'boost', `only a boost Miracle has \`boost\`; this is "${m.effect}"`);
  if (m.effect === 'gift' && m.gift === undefined) bad('CYGW-EFFECT-PARAMS', 'gift', 'a gift Miracle names its choice (`gift`: followers and coins)');
  if (m.effect !== 'gift' && m.gift !== undefined) bad('CYGW-EFFECT-PARAMS', 'gift', `only a gift Miracle has \`gift\`; this is "${m.effect}"`);
  if (m.gift && (m.gift.followers < 1 || m.gift.coins < 1)) bad('CYGW-EFFECT-PARAMS', 'gift', 'a gift offers a choice: at least 1 Follower or at least 1 coin on each option');
  return out;
}

/** A License's placement and Locations must fit its kind (C-LICENSE-APPROVAL/COMMUNITY/TITLE/TITHE). */
export function licenseProblems(l: LicenseDef): CardProblem[] {
  const out: CardProblem[] = [];
  const bad = collector(out, l.id);
  if (l.kind === 'approval') {
    if (l.placement === undefined || ![4, 5, 6].includes(l.placement)) bad('CYGW-EFFECT-PARAMS', 'placement', 'an Approval makes the 4th, 5th or 6th placement free: `placement` 4, 5 or 6 (C-LICENSE-APPROVAL-01)');
  } else if (l.placement !== undefined) bad('CYGW-EFFECT-PARAMS', 'placement', `only an Approval has \`placement\`; this is "${l.kind}"`);
  const locs = l.locations;
  if (l.kind === 'community' || l.kind === 'title') {
    if (locs === undefined || locs.length !== 1) bad('CYGW-EFFECT-PARAMS', 'locations', `a ${l.kind} License names exactly one Location`);
    else if (l.kind === 'community' && locs[0] === FORUM) bad('CYGW-EFFECT-PARAMS', 'locations', 'there is no Community License for the Forum (4) (C-LICENSE-COMMUNITY-03)');
    else if (l.kind === 'title') {
      const want = TITLE_LOCATIONS[l.name];
      if (want === undefined) bad('CYGW-EFFECT-PARAMS', 'name', `"${l.name}" is not one of the seven Titles (${Object.keys(TITLE_LOCATIONS).join(', ')}) (C-LICENSE-TITLE-01)`);
      else if (locs[0] !== want) bad('CYGW-EFFECT-PARAMS', 'locations', `${l.name} grants access to Location ${want}, not ${locs[0]} (C-LICENSE-TITLE-01)`);
    }
  } else if (l.kind === 'tithe') {
    if (locs === undefined || locs.length < 1) bad('CYGW-EFFECT-PARAMS', 'locations', 'a Tithe names 1 to 3 Locations (C-AMB-12)');
    else if (new Set(locs).size !== locs.length) bad('CYGW-EFFECT-PARAMS', 'locations', 'a Tithe lists a Location twice');
  } else if (locs !== undefined) bad('CYGW-EFFECT-PARAMS', 'locations', `only a Community, Title or Tithe License names Locations; this is "${l.kind}"`);
  return out;
}

/** A deck's instances: 33 (C-COMP-06/07/08, C-LICENSE-07). */
export function deckSizeProblems(file: string, copies: readonly number[]): CardProblem[] {
  const total = copies.reduce((a, b) => a + b, 0);
  if (total === DECK_SIZE) return [];
  return [{ code: 'CYGW-DECK-SIZE', card: `(${file})`, field: 'cards', message: `the ${file} deck has ${total} cards, not ${DECK_SIZE}` }];
}

/** Each effect, title and kind the rules name is in its deck, so every rule can come up in play. */
export function compositionProblems(miracles: readonly MiracleDef[], intrigues: readonly IntrigueDef[], licenses: readonly LicenseDef[]): CardProblem[] {
  const out: CardProblem[] = [];
  const missing = (file: string, what: string, rule: string) =>
    out.push({ code: 'CYGW-COMPOSITION', card: `(${file})`, field: 'cards', message: `no ${what} in the deck (${rule})` });
  const effects = new Set(miracles.map((m) => m.effect));
  for (const e of MIRACLE_EFFECTS) if (!effects.has(e)) missing('miracles', `"${e}" Miracle`, 'C-MIRACLE-07');
  const titles = new Set(intrigues.map((i) => i.title));
  for (const t of INTRIGUE_TITLES) if (!titles.has(t)) missing('intrigues', `"${t}" Intrigue`, 'C-INTRIGUE-08');
  const kinds = new Set(licenses.map((l) => l.kind));
  for (const k of LICENSE_KINDS) if (!kinds.has(k)) missing('licenses', `"${k}" License`, 'C-LICENSE-07');
  const approvals = new Set(licenses.filter((l) => l.kind === 'approval').map((l) => l.placement));
  for (const p of [4, 5, 6]) if (!approvals.has(p)) missing('licenses', `Approval ${p}`, 'C-LICENSE-APPROVAL-01');
  const titleNames = new Set(licenses.filter((l) => l.kind === 'title').map((l) => l.name));
  for (const t of Object.keys(TITLE_LOCATIONS)) if (!titleNames.has(t)) missing('licenses', `${t} Title`, 'C-LICENSE-TITLE-01');
  return out;
}
