/**
 * Loading a card set: schema first, then the cross-field checks a schema
 * cannot express (./checks.ts). Every card of every file is checked, so one
 * bad card does not hide the problems of the others; either the whole set
 * loads or nothing does.
 */
import * as v from 'valibot';
import { hashValue } from '../../engine/hash.js';
import type { CardDef, CardId } from '../types.js';
import { EFFECT_OPS, referenceProblems, semanticProblems, type CardProblem } from './checks.js';
import { cardSchema, cardSetEnvelopeSchema } from './schema.js';

export { semanticProblems, CARD_PROBLEM_CODES, type CardProblem } from './checks.js';

export interface CardSet {
  readonly name: string;
  readonly cards: ReadonlyMap<CardId, CardDef>;
  /** SHA-256 of the canonical set: peers compare it in the handshake. */
  readonly hash: string;
}

export type CardSetResult =
  | { readonly ok: true; readonly set: CardSet }
  | { readonly ok: false; readonly problems: readonly CardProblem[] };

/**
 * Validates and loads one or more card-set files (later files may not reuse ids).
 *
 * @example
 * const r = loadCardSets([coreSetJson]);
 * if (!r.ok) console.error(r.problems); else createMatch({ cards: r.set, ... });
 */
export function loadCardSets(files: readonly unknown[]): CardSetResult {
  const problems: CardProblem[] = [];
  const cards = new Map<CardId, CardDef>();
  const seen = new Set<string>();
  const names: string[] = [];
  for (const file of files) {
    const envelope = v.safeParse(cardSetEnvelopeSchema, file);
    if (!envelope.success) {
      for (const issue of envelope.issues) problems.push(envelopeProblem(issue));
    } else names.push(envelope.output.set);
    const list = (file as { cards?: unknown } | null)?.cards;
    if (!Array.isArray(list)) continue;
    list.forEach((raw: unknown, index) => {
      const rawId = (raw as { id?: unknown } | null)?.id;
      const label = typeof rawId === 'string' && rawId !== '' ? rawId : `cards[${index}]`;
      if (typeof rawId === 'string') {
        if (seen.has(rawId)) {
          problems.push({ code: 'CARD-DUPLICATE-ID', card: rawId, field: 'id', message: `duplicate card id "${rawId}"` });
          return;
        }
        seen.add(rawId);
      }
      const parsed = v.safeParse(cardSchema, raw);
      if (parsed.success) {
        const card = parsed.output as CardDef;
        problems.push(...semanticProblems(card));
        // A Being with no Lictor/Razide/Pawn designation is a Creature (K-CARD-06),
        // so filters such as Tomb Bondage's "Pawn or Creature" see it as one.
        cards.set(card.id, (card.kind === 'being' && card.beingKind === undefined ? { ...card, beingKind: 'creature' } : card) as CardDef);
        return;
      }
      const own = parsed.issues.map((issue) => cardProblem(raw, label, issue));
      problems.push(...own);
      problems.push(...partialProblems(raw, label, own));
    });
  }
  // Filters may name cards of any file loaded together.
  for (const card of cards.values()) problems.push(...referenceProblems(card, seen));
  if (problems.length > 0) return { ok: false, problems };
  const sorted = [...cards.values()].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return { ok: true, set: { name: names.join('+'), cards, hash: hashValue(sorted) } };
}

function keysOf(issue: v.BaseIssue<unknown>): string[] {
  return (issue.path ?? []).map((p) => String((p as { key?: unknown }).key));
}

function envelopeProblem(issue: v.BaseIssue<unknown>): CardProblem {
  const field = keysOf(issue).join('.') || '(root)';
  return { code: 'CARD-FILE', card: '(set)', field, message: issue.message };
}

const KNOWN_OPS: ReadonlySet<string> = new Set(EFFECT_OPS);

/** Names a schema issue of one card with the most specific code (see ./checks.ts). */
function cardProblem(raw: unknown, card: string, issue: v.BaseIssue<unknown>): CardProblem {
  const keys = keysOf(issue);
  const field = keys.join('.') || '(card)';
  const top = keys[0];
  let code = 'CARD-SCHEMA';
  // An unknown key is reported by a strict object with that key as the path's end.
  const unknownKey = issue.type === 'strict_object' && issue.input !== undefined;
  if (!unknownKey) {
    if (top === 'text') code = 'CARD-TEXT-MISSING';
    else if (top === 'source') code = 'CARD-SOURCE-MISSING';
    else if (top === 'suits') code = 'CARD-SUITS-RANGE';
    else if (top === 'stations') code = 'CARD-IMPOSSIBLE-STATIONS';
  }
  const effectAt = top === 'effects' ? 2 : top === 'abilities' && keys[2] === 'effects' ? 4 : -1;
  if (effectAt > 0 && keys.length >= effectAt) {
    const effect = keys.slice(0, effectAt).reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], raw);
    const op = (effect as { op?: unknown } | undefined)?.op;
    code = typeof op === 'string' && KNOWN_OPS.has(op) ? 'CARD-EFFECT-PARAMS' : 'CARD-UNKNOWN-EFFECT';
    if (code === 'CARD-UNKNOWN-EFFECT') {
      return { code, card, field: keys.slice(0, effectAt).join('.'), message: `unknown effect operation ${op === undefined ? '(no op)' : JSON.stringify(op)}; the vocabulary is ${EFFECT_OPS.join(', ')}` };
    }
  }
  const message = code === 'CARD-TEXT-MISSING' && issue.input === undefined ? 'text missing' : code === 'CARD-SOURCE-MISSING' && issue.input === undefined ? 'source missing: name the rulebook file and section, or "original"' : issue.message;
  return { code, card, field, message };
}

/**
 * The cross-field checks of a card that failed its schema, run on what is
 * left once the bad fields are set aside, so a file's report is complete.
 * Without a valid kind nothing else can be judged.
 */
function partialProblems(raw: unknown, card: string, own: readonly CardProblem[]): CardProblem[] {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return [];
  const badTop = new Set(own.map((p) => p.field.split('.')[0]!));
  const rest: Record<string, unknown> = {};
  for (const [k, val] of Object.entries(raw)) if (!badTop.has(k)) rest[k] = val;
  if (!v.is(cardSchema.entries.kind, rest.kind)) return [];
  // Check only the fields that passed the schema on their own.
  for (const [k, val] of Object.entries(rest)) {
    const entry = (cardSchema.entries as Record<string, v.GenericSchema | undefined>)[k];
    if (!entry || !v.is(entry, val)) delete rest[k];
  }
  const probe = { suits: [], ...rest, id: card } as unknown as CardDef;
  return semanticProblems(probe).filter((p) => !badTop.has(p.field.split('.')[0]!));
}
