/**
 * Loading a card set: schema first, then the cross-field checks a schema
 * cannot express. Either the whole set loads or nothing does.
 */
import * as v from 'valibot';
import { hashValue } from '../../engine/hash.js';
import type { CardDef, CardId } from '../types.js';
import { cardSetSchema } from './schema.js';

export interface CardSet {
  readonly name: string;
  readonly cards: ReadonlyMap<CardId, CardDef>;
  /** SHA-256 of the canonical set: peers compare it in the handshake. */
  readonly hash: string;
}

export interface CardProblem {
  readonly code: string;
  readonly card: string;
  readonly field: string;
  readonly message: string;
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
  const names: string[] = [];
  for (const file of files) {
    const parsed = v.safeParse(cardSetSchema, file);
    if (!parsed.success) {
      for (const issue of parsed.issues) problems.push(schemaProblem(file, issue));
      continue;
    }
    names.push(parsed.output.set);
    for (const card of parsed.output.cards) {
      if (cards.has(card.id)) {
        problems.push({ code: 'CARD-DUPLICATE-ID', card: card.id, field: 'id', message: `duplicate card id "${card.id}"` });
        continue;
      }
      problems.push(...semanticProblems(card as CardDef));
      // A Being with no Lictor/Razide/Pawn designation is a Creature (K-CARD-06),
      // so filters such as Tomb Bondage's "Pawn or Creature" see it as one.
      cards.set(card.id, (card.kind === 'being' && card.beingKind === undefined ? { ...card, beingKind: 'creature' } : card) as CardDef);
    }
  }
  if (problems.length > 0) return { ok: false, problems };
  const sorted = [...cards.values()].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return { ok: true, set: { name: names.join('+'), cards, hash: hashValue(sorted) } };
}

function schemaProblem(file: unknown, issue: v.BaseIssue<unknown>): CardProblem {
  const path = issue.path ?? [];
  const keys = path.map((p) => String((p as { key?: unknown }).key));
  let card = '(set)';
  if (keys[0] === 'cards' && keys[1] !== undefined) {
    const list = (file as { cards?: Array<{ id?: unknown }> })?.cards;
    const raw = list?.[Number(keys[1])]?.id;
    card = typeof raw === 'string' ? raw : `cards[${keys[1]}]`;
  }
  const field = keys[0] === 'cards' ? keys.slice(2).join('.') : keys.join('.');
  const code = field.startsWith('effects') || field.includes('.effects') ? 'CARD-UNKNOWN-EFFECT' : 'CARD-SCHEMA';
  return { code, card, field: field || '(root)', message: issue.message };
}

/** Cross-field checks (K-CARD-03, K-CARD-12, K-CARD-16…). */
export function semanticProblems(c: CardDef): CardProblem[] {
  const out: CardProblem[] = [];
  const bad = (code: string, field: string, message: string) => out.push({ code, card: c.id, field, message });
  const noStations = c.kind === 'major' || c.kind === 'commandment';
  if (noStations && c.stations && c.stations.length > 0) bad('CARD-IMPOSSIBLE-STATIONS', 'stations', `a ${c.kind} has no Station indicators (K-CARD-16)`);
  if (!noStations && (!c.stations || c.stations.length === 0)) bad('CARD-IMPOSSIBLE-STATIONS', 'stations', `a ${c.kind} needs at least one highlighted Station indicator`);
  if (c.stations && new Set(c.stations).size !== c.stations.length) bad('CARD-IMPOSSIBLE-STATIONS', 'stations', 'a Station indicator is listed twice');
  if (c.kind === 'major') {
    if (c.suits.length !== 4) bad('CARD-SUITS-RANGE', 'suits', `a Major Arcanum shows exactly 4 Suit icons, this one has ${c.suits.length} (K-CARD-03)`);
    if (c.affiliation === 'white') bad('CARD-SCHEMA', 'affiliation', 'a Major Arcanum is red or blue (K-CARD-03)');
    if (c.hierarchy === undefined) bad('CARD-SCHEMA', 'hierarchy', 'a Major Arcanum needs a Hierarchy 1–20 (K-FIRST-01)');
  } else if (c.hierarchy !== undefined) bad('CARD-SCHEMA', 'hierarchy', 'only a Major Arcanum has a Hierarchy');
  if (c.kind === 'commandment' && c.suits.length > 0) bad('CARD-SUITS-RANGE', 'suits', 'a Commandment needs no suit-match (K-SUIT-08)');
  if (c.kind === 'being' && c.cv === undefined) bad('CARD-SCHEMA', 'cv', 'a Being needs a Combat Value (K-CARD-08)');
  if (c.kind !== 'being' && c.beingKind !== undefined) bad('CARD-SCHEMA', 'beingKind', 'only a Being has a Being kind');
  if (c.pawnOf !== undefined && c.beingKind !== 'pawn') bad('CARD-SCHEMA', 'pawnOf', 'only a Pawn is "Pawn of <Realm>" (K-CARD-07)');
  if (c.kind === 'spell' && c.lore === undefined) bad('CARD-SCHEMA', 'lore', 'a Spell names its Lore (K-SPELL-03)');
  if (c.kind !== 'influence' && c.attachTo !== undefined) bad('CARD-SCHEMA', 'attachTo', 'only an Influence card attaches');
  if ((c.item || c.weapon) && c.kind !== 'influence') bad('CARD-SCHEMA', 'item', 'Items and Weapons are Influence cards (K-ITEM-01)');
  if (c.weapon && !c.item) bad('CARD-SCHEMA', 'weapon', 'a Weapon is also an Item (K-CARD-13)');
  if ((c.item || c.weapon) && c.attachTo === undefined) bad('CARD-SCHEMA', 'attachTo', 'an Item is given to a card, so it attaches');
  return out;
}
