/**
 * Loading Cult's card data: the four files' shapes first (./schema.ts), then the cross-field
 * checks (./checks.ts). Every card of every file is checked, so one bad card does not hide the
 * others' problems; either the whole set loads or nothing does.
 */
import * as v from 'valibot';
import cultsJson from './cults.json' with { type: 'json' };
import intriguesJson from './intrigues.json' with { type: 'json' };
import licensesJson from './licenses.json' with { type: 'json' };
import miraclesJson from './miracles.json' with { type: 'json' };
import { hashValue } from '../../engine/hash.js';
import {
  compositionProblems, cultProblems, deckSizeProblems, licenseProblems, miracleProblems, type CardProblem,
} from './checks.js';
import { cardsFileSchema, cultSchema, cultsFileSchema, intrigueSchema, licenseSchema, miracleSchema } from './schema.js';
import type { CultId, CultSheet, CygwCards, IntrigueDef, LicenseDef, MiracleDef } from './types.js';

export { CYGW_PROBLEM_CODES, type CardProblem } from './checks.js';

export type CygwCardsResult =
  | { readonly ok: true; readonly cards: CygwCards }
  | { readonly ok: false; readonly problems: readonly CardProblem[] };

/** The four files, as read from JSON (untrusted until loaded). */
export interface CygwCardFiles {
  readonly cults: unknown;
  readonly miracles: unknown;
  readonly intrigues: unknown;
  readonly licenses: unknown;
}

/** The four built-in files (the linter and tests start from them). */
export const CYGW_CORE_FILES: CygwCardFiles = { cults: cultsJson, miracles: miraclesJson, intrigues: intriguesJson, licenses: licensesJson };

let cached: CygwCards | undefined;

/** The built-in set, loaded once; throws only if the shipped data is broken (a build error, caught by the card tests). */
export function cygwCards(): CygwCards {
  if (cached) return cached;
  const r = loadCygwCards(CYGW_CORE_FILES);
  if (!r.ok) throw new Error(`Cult card data is invalid: ${r.problems.map((p) => `${p.code} ${p.card} ${p.field}: ${p.message}`).join('; ')}`);
  cached = r.cards;
  return cached;
}

const FILES = ['cults', 'miracles', 'intrigues', 'licenses'] as const;
type FileKey = (typeof FILES)[number];

const CARD_SCHEMAS: Record<FileKey, v.GenericSchema> = { cults: cultSchema, miracles: miracleSchema, intrigues: intrigueSchema, licenses: licenseSchema };
/** Schema fields whose range is an effect parameter rather than mere shape. */
const PARAM_FIELDS: Record<FileKey, readonly string[]> = { cults: [], miracles: ['boost', 'gift'], intrigues: [], licenses: ['placement', 'locations', 'bonus'] };

/**
 * Validates and loads the four card files; `decks` lists each deck's instances, each definition
 * repeated `copies` times, in file order.
 *
 * @example
 * const r = loadCygwCards({ cults, miracles, intrigues, licenses });
 * if (r.ok) r.cards.decks.miracle.length // 33
 */
export function loadCygwCards(files: unknown): CygwCardsResult {
  const problems: CardProblem[] = [];
  if (typeof files !== 'object' || files === null || Array.isArray(files)) {
    return { ok: false, problems: [{ code: 'CYGW-FILE', card: '(set)', field: '(root)', message: 'expected the four files { cults, miracles, intrigues, licenses }' }] };
  }
  const given = files as Record<string, unknown>;
  const seen = new Set<string>();
  const parsed: Record<FileKey, unknown[]> = { cults: [], miracles: [], intrigues: [], licenses: [] };
  const copies: Record<FileKey, number[]> = { cults: [], miracles: [], intrigues: [], licenses: [] };
  for (const key of FILES) {
    const file = given[key];
    const listKey = key === 'cults' ? 'cults' : 'cards';
    if (file === undefined) {
      problems.push({ code: 'CYGW-FILE', card: `(${key})`, field: '(file)', message: `the ${key} file is missing` });
      continue;
    }
    const envelope = v.safeParse(key === 'cults' ? cultsFileSchema : cardsFileSchema, file);
    if (!envelope.success) for (const issue of envelope.issues) problems.push({ code: 'CYGW-FILE', card: `(${key})`, field: keysOf(issue).join('.') || '(root)', message: issue.message });
    const list = (file as Record<string, unknown> | null)?.[listKey];
    if (!Array.isArray(list)) continue;
    list.slice(0, 64).forEach((raw: unknown, index) => {
      const rawId = (raw as { id?: unknown } | null)?.id;
      const label = typeof rawId === 'string' && rawId !== '' ? rawId.slice(0, 48) : `${listKey}[${index}]`;
      const n = (raw as { copies?: unknown } | null)?.copies;
      if (key !== 'cults' && typeof n === 'number' && Number.isInteger(n) && n >= 1) copies[key].push(n);
      if (typeof rawId === 'string') {
        if (seen.has(rawId)) {
          problems.push({ code: 'CYGW-DUPLICATE-ID', card: label, field: 'id', message: `the id "${label}" is used twice (ids are unique across the four files)` });
          return;
        }
        seen.add(rawId);
      }
      const card = v.safeParse(CARD_SCHEMAS[key], raw);
      if (card.success) parsed[key].push(card.output);
      else for (const issue of card.issues) problems.push(schemaProblem(key, label, issue));
    });
  }
  const cults = parsed.cults as CultSheet[];
  const miracles = parsed.miracles as MiracleDef[];
  const intrigues = parsed.intrigues as IntrigueDef[];
  const licenses = parsed.licenses as LicenseDef[];
  const cultList = (given.cults as { cults?: unknown } | null)?.cults;
  const namedCults = new Set(Array.isArray(cultList) ? cultList.map((c: unknown) => (c as { id?: unknown } | null)?.id).filter((x): x is string => typeof x === 'string') : []);
  if (given.cults !== undefined) problems.push(...cultProblems(cults, namedCults));
  for (const m of miracles) problems.push(...miracleProblems(m));
  for (const l of licenses) problems.push(...licenseProblems(l));
  for (const key of ['miracles', 'intrigues', 'licenses'] as const) if (given[key] !== undefined) problems.push(...deckSizeProblems(key, copies[key]));
  if (problems.length > 0) return { ok: false, problems };
  problems.push(...compositionProblems(miracles, intrigues, licenses));
  if (problems.length > 0) return { ok: false, problems };
  return {
    ok: true,
    cards: {
      cults: new Map(cults.map((c) => [c.id as CultId, c])),
      miracles: new Map(miracles.map((m) => [m.id, m])),
      intrigues: new Map(intrigues.map((i) => [i.id, i])),
      licenses: new Map(licenses.map((l) => [l.id, l])),
      decks: { miracle: expand(miracles), intrigue: expand(intrigues), license: expand(licenses) },
      contentHash: hashValue({ cults: given.cults, miracles: given.miracles, intrigues: given.intrigues, licenses: given.licenses }),
    },
  };
}

function expand(defs: readonly { readonly id: string; readonly copies: number }[]): string[] {
  return defs.flatMap((d) => Array.from({ length: d.copies }, () => d.id));
}

function keysOf(issue: v.BaseIssue<unknown>): string[] {
  return (issue.path ?? []).map((p) => String((p as { key?: unknown }).key));
}

/** Names a schema issue with the most specific code (see ./checks.ts). */
function schemaProblem(file: FileKey, card: string, issue: v.BaseIssue<unknown>): CardProblem {
  const keys = keysOf(issue);
  const field = keys.join('.') || '(card)';
  const top = keys[0] ?? '';
  // An unknown key is reported by the strict object with the key's value as input.
  const unknownKey = issue.type === 'strict_object' && issue.input !== undefined;
  let code: CardProblem['code'] = 'CYGW-SCHEMA';
  if (!unknownKey) {
    if (top === 'copies') code = 'CYGW-COPIES';
    else if (PARAM_FIELDS[file].includes(top)) code = 'CYGW-EFFECT-PARAMS';
    else if (file === 'cults' && keys[1] === 'abilities') code = 'CYGW-ABILITY';
  }
  return { code, card, field, message: issue.message };
}
