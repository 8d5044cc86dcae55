/**
 * Loading M.E.A.T.'s card data: the three files' shapes first (./schema.ts), then the cross-field
 * checks (./checks.ts). Every card of every file is checked, so one bad card does not hide the
 * others' problems; either the whole set loads or nothing does.
 */
import * as v from 'valibot';
import creaturesJson from './creatures.json' with { type: 'json' };
import destinyJson from './destiny.json' with { type: 'json' };
import leadersJson from './leaders.json' with { type: 'json' };
import { hashValue } from '../../engine/hash.js';
import {
  balanceProblems, compositionProblems, creatureProblems, destinyProblems, leaderProblems,
  type CardProblem, type MeatProblemCode,
} from './checks.js';
import { MAX_CARDS_PER_FILE, creatureSchema, destinySchema, fileSchema, leaderSchema } from './schema.js';
import { COPIES, type CreatureDef, type DestinyDef, type LeaderDef, type MeatCards, type Rarity } from './types.js';

export { MEAT_PROBLEM_CODES, type CardProblem } from './checks.js';

export type MeatCardsResult =
  | { readonly ok: true; readonly cards: MeatCards }
  | { readonly ok: false; readonly problems: readonly CardProblem[] };

/** The three files, as read from JSON (untrusted until loaded). */
export interface MeatCardFiles {
  readonly creatures: unknown;
  readonly destiny: unknown;
  readonly leaders: unknown;
}

/** The three built-in files (the linter and tests start from them). */
export const MEAT_CORE_FILES: MeatCardFiles = { creatures: creaturesJson, destiny: destinyJson, leaders: leadersJson };

let cached: MeatCards | undefined;

/** The built-in set, loaded once; throws only if the shipped data is broken (a build error, caught by the card tests). */
export function meatCards(): MeatCards {
  if (cached) return cached;
  const r = loadMeatCards(MEAT_CORE_FILES);
  if (!r.ok) throw new Error(`M.E.A.T. card data is invalid: ${r.problems.map((p) => `${p.code} ${p.card} ${p.field}: ${p.message}`).join('; ')}`);
  cached = r.cards;
  return cached;
}

const FILES = ['creatures', 'destiny', 'leaders'] as const;
type FileKey = (typeof FILES)[number];
const CARD_SCHEMAS: Record<FileKey, v.GenericSchema> = { creatures: creatureSchema, destiny: destinySchema, leaders: leaderSchema };

/**
 * Validates and loads the three card files. The decks list every copy as `<id>#<n>`, n from 1 to
 * the copies of its rarity (M-CARD-02), designs in file order.
 *
 * @example
 * const r = loadMeatCards({ creatures, destiny, leaders });
 * if (r.ok) r.cards.creatureDeck[0] // 'ash-acolyte#1'
 */
export function loadMeatCards(files: unknown): MeatCardsResult {
  if (typeof files !== 'object' || files === null || Array.isArray(files)) {
    return { ok: false, problems: [{ code: 'MEAT-FILE', card: '(set)', field: '(root)', message: 'expected the three files { creatures, destiny, leaders }' }] };
  }
  const given = files as Record<string, unknown>;
  const problems: CardProblem[] = [];
  const seen = new Set<string>();
  const parsed: Record<FileKey, unknown[]> = { creatures: [], destiny: [], leaders: [] };
  for (const key of FILES) {
    const file = given[key];
    if (file === undefined) {
      problems.push({ code: 'MEAT-FILE', card: `(${key})`, field: '(file)', message: `the ${key} file is missing` });
      continue;
    }
    const envelope = v.safeParse(fileSchema, file);
    if (!envelope.success) for (const issue of envelope.issues) problems.push({ code: 'MEAT-FILE', card: `(${key})`, field: keysOf(issue).join('.') || '(root)', message: issue.message });
    const list = typeof file === 'object' && file !== null ? (file as Record<string, unknown>).cards : undefined;
    if (!Array.isArray(list)) continue;
    list.slice(0, MAX_CARDS_PER_FILE).forEach((raw: unknown, index) => {
      const rawId = typeof raw === 'object' && raw !== null ? (raw as { id?: unknown }).id : undefined;
      const label = typeof rawId === 'string' && rawId !== '' ? rawId.slice(0, 40) : `${key}[${index}]`;
      if (typeof rawId === 'string') {
        if (seen.has(rawId)) {
          problems.push({ code: 'MEAT-DUPLICATE-ID', card: label, field: 'id', message: `the id "${label}" is used twice (ids are unique across the three files)` });
          return;
        }
        seen.add(rawId);
      }
      const card = v.safeParse(CARD_SCHEMAS[key], raw);
      if (card.success) parsed[key].push(card.output);
      else for (const issue of card.issues) problems.push(schemaProblem(key, label, issue));
    });
  }
  const creatures = parsed.creatures as CreatureDef[];
  const destiny = parsed.destiny as DestinyDef[];
  const leaders = parsed.leaders as LeaderDef[];
  for (const c of creatures) problems.push(...creatureProblems(c));
  for (const d of destiny) problems.push(...destinyProblems(d));
  if (given.leaders !== undefined) problems.push(...leaderProblems(leaders));
  if (problems.length > 0) return { ok: false, problems };
  // The whole set's checks only once every card is sound, so one bad card is reported once.
  problems.push(...compositionProblems(creatures, destiny, leaders), ...balanceProblems(creatures));
  if (problems.length > 0) return { ok: false, problems };
  return {
    ok: true,
    cards: {
      contentHash: hashValue({ creatures: given.creatures, destiny: given.destiny, leaders: given.leaders }),
      creatures: byId(creatures),
      destiny: byId(destiny),
      leaders,
      creatureDeck: expand(creatures),
      destinyDeck: expand(destiny),
    },
  };
}

/** A record without a prototype, so a peer's id such as "constructor" finds nothing. */
function byId<T extends { readonly id: string }>(defs: readonly T[]): Record<string, T> {
  const out = Object.create(null) as Record<string, T>;
  for (const d of defs) out[d.id] = d;
  return out;
}

function expand(defs: readonly { readonly id: string; readonly rarity: Rarity }[]): string[] {
  return defs.flatMap((d) => Array.from({ length: COPIES[d.rarity] }, (_, i) => `${d.id}#${i + 1}`));
}

function keysOf(issue: v.BaseIssue<unknown>): string[] {
  return (issue.path ?? []).map((p) => String((p as { key?: unknown }).key));
}

/** Names a schema issue with the most specific code (see ./checks.ts). */
function schemaProblem(file: FileKey, card: string, issue: v.BaseIssue<unknown>): CardProblem {
  const keys = keysOf(issue);
  const field = keys.join('.') || '(card)';
  const last = keys[keys.length - 1] ?? '';
  // An unknown key is reported by the strict object with the key's value as input.
  const unknownKey = issue.type === 'strict_object' && issue.input !== undefined;
  let code: MeatProblemCode = 'MEAT-SCHEMA';
  let message = issue.message;
  if (unknownKey) {
    if (keys.length === 1 && last === 'faction' && file !== 'creatures') {
      code = 'MEAT-FACTION';
      message = file === 'destiny' ? 'a Destiny card has no faction (M-CARD-09)' : 'a Leader has no faction of its own; a faction power names one (M-CARD-10)';
    } else if (keys.length >= 2 && last === 'target') {
      code = 'MEAT-EFFECT-PARAMS';
      message = 'telestarion, draw and counter take no target';
    }
  } else if (last === 'cost' && (keys.length === 1 || keys[0] === 'special')) {
    code = 'MEAT-COST';
  }
  return { code, card, field, message };
}
