/**
 * Deck lists as plain text, for import and export (docs/card-format.md):
 *
 * ```text
 * # Archon — The Web of Dreams
 * Major: Kether
 * Major: Tiphareth
 *
 * # Beings
 * 2 Usher
 * 3 Fly in the Ointment   # a trailing comment
 * 1x Anton Teptov
 * ```
 *
 * - One `count name` line per card: a whole number 1–99, optionally followed
 *   by `x` or `×`, then the card's name as printed (any case; the card id,
 *   e.g. `fly-in-the-ointment`, works too). A name may appear on several
 *   lines; the counts add up.
 * - `#` starts a comment, to the end of the line; blank lines are ignored.
 * - `Major: <name>` names a Major Arcanum the deck is built for (optional,
 *   may repeat when a deck ships with two). Majors never go in the deck
 *   itself (K-DECK-03).
 *
 * Parsing only reads the list; whether the deck is legal (58 cards, three
 * copies, restricted cards…) is `validateDeck`'s judgement.
 */
import type { CardDef, CardId, CardKind } from '../types.js';
import type { CardSet } from './card-set.js';

export interface DeckListProblem {
  /** 1-based line number in the text. */
  readonly line: number;
  readonly code: 'DECK-UNKNOWN-CARD' | 'DECK-BAD-COUNT' | 'DECK-BAD-MAJOR' | 'DECK-MAJOR-IN-DECK' | 'DECK-AMBIGUOUS-NAME';
  /** The line as written (comment removed, trimmed). */
  readonly text: string;
  readonly message: string;
}

export interface DeckList {
  /** One id per copy, in the order the lines give them. */
  readonly cards: readonly CardId[];
  /** The `Major:` lines, in order (often none or one). */
  readonly majors: readonly CardId[];
}

export type DeckListResult =
  | ({ readonly ok: true } & DeckList)
  | { readonly ok: false; readonly problems: readonly DeckListProblem[] };

const MAX_COUNT = 99;

/**
 * Reads a deck list; every problem names its line.
 *
 * @example
 * const r = parseDeckList('Major: Kether\n3 Fly in the Ointment\n2 Usher', coreCards());
 * if (r.ok) r.cards // ['fly-in-the-ointment', 'fly-in-the-ointment', 'fly-in-the-ointment', 'usher', 'usher']
 * else r.problems   // [{ line: 2, code: 'DECK-UNKNOWN-CARD', message: 'no card named "Fly in the Oitnment" (did you mean "Fly in the Ointment"?)', … }]
 */
export function parseDeckList(text: string, set: Pick<CardSet, 'cards'>): DeckListResult {
  const index = nameIndex(set.cards.values());
  const cards: CardId[] = [];
  const majors: CardId[] = [];
  const problems: DeckListProblem[] = [];
  text.split(/\r\n|\n|\r/).forEach((raw, i) => {
    const line = i + 1;
    const body = stripComment(raw).trim();
    if (body === '') return;
    const bad = (code: DeckListProblem['code'], message: string) => problems.push({ line, code, text: body, message });
    const major = /^major\s*:\s*(.*)$/i.exec(body);
    if (major) {
      const name = major[1]!.trim();
      const found = lookup(index, name);
      if (found.kind === 'none') bad('DECK-BAD-MAJOR', name === '' ? '"Major:" names no card' : `no Major Arcanum named "${name}"${suggest(index, name, true)}`);
      else if (found.kind === 'many') bad('DECK-AMBIGUOUS-NAME', ambiguous(name, found.defs));
      else if (found.def.kind !== 'major') bad('DECK-BAD-MAJOR', `${found.def.name} is a ${kindWord(found.def.kind)}, not a Major Arcanum`);
      else majors.push(found.def.id);
      return;
    }
    const m = /^(\S+?)\s*[x×]?\s+(\S.*)$/i.exec(body) ?? /^(\d+)[x×](\S.*)$/i.exec(body);
    const countText = m?.[1] ?? '';
    const name = (m?.[2] ?? body).trim();
    if (!m || !/^\d+$/.test(countText)) {
      bad('DECK-BAD-COUNT', m && /^[-+]?\d*[.,]?\d+$/.test(countText)
        ? `"${countText}" is not a whole number of copies from 1 to ${MAX_COUNT}`
        : `a card line starts with its count, e.g. "2 ${body}"`);
      return;
    }
    const count = Number(countText);
    if (count < 1 || count > MAX_COUNT) {
      bad('DECK-BAD-COUNT', `${count} copies: a count is a whole number from 1 to ${MAX_COUNT}`);
      return;
    }
    const found = lookup(index, name);
    if (found.kind === 'none') bad('DECK-UNKNOWN-CARD', `no card named "${name}"${suggest(index, name, false)}`);
    else if (found.kind === 'many') bad('DECK-AMBIGUOUS-NAME', ambiguous(name, found.defs));
    else if (found.def.kind === 'major') bad('DECK-MAJOR-IN-DECK', `${found.def.name} is a Major Arcanum: it never goes in the deck (K-DECK-03); write "Major: ${found.def.name}"`);
    else for (let k = 0; k < count; k++) cards.push(found.def.id);
  });
  return problems.length > 0 ? { ok: false, problems } : { ok: true, cards, majors };
}

const KIND_ORDER: readonly CardKind[] = ['being', 'region', 'influence', 'spell', 'commandment'];
const KIND_HEADING: Record<CardKind, string> = { major: 'Major Arcana', being: 'Beings', region: 'Regions', influence: 'Influence', spell: 'Spells', commandment: 'Commandments' };

/**
 * Writes a deck as a list: the `Major:` lines, then one `count name` line per
 * card, grouped by kind under `# Beings (24)`-style headings, each card where
 * it first appears. `parseDeckList` reads it back to the same cards.
 * Throws a RangeError for an id the set does not hold.
 *
 * @example
 * formatDeckList(STARTER_DECKS.archon.cards, coreCards(), { majors: STARTER_DECKS.archon.majors, title: STARTER_DECKS.archon.name })
 */
export function formatDeckList(ids: readonly CardId[], set: Pick<CardSet, 'cards'>, opts: { readonly majors?: readonly CardId[]; readonly title?: string } = {}): string {
  const def = (id: CardId): CardDef => {
    const d = set.cards.get(id);
    if (!d) throw new RangeError(`formatDeckList: no card with id "${id}" in the set`);
    return d;
  };
  const counts = new Map<CardId, number>();
  for (const id of ids) counts.set(id, (counts.get(id) ?? 0) + 1);
  const lines: string[] = [];
  if (opts.title) lines.push(`# ${opts.title}`);
  for (const m of opts.majors ?? []) lines.push(`Major: ${def(m).name}`);
  for (const kind of ['major', ...KIND_ORDER] as CardKind[]) {
    const group = [...counts].filter(([id]) => def(id).kind === kind);
    if (group.length === 0) continue;
    if (lines.length > 0) lines.push('');
    lines.push(`# ${KIND_HEADING[kind]} (${group.reduce((s, [, n]) => s + n, 0)})`);
    for (const [id, n] of group) lines.push(`${n} ${def(id).name}`);
  }
  return `${lines.join('\n')}\n`;
}

function stripComment(line: string): string {
  const i = line.indexOf('#');
  return i >= 0 ? line.slice(0, i) : line;
}

/** Case, spacing, apostrophes and dashes do not matter when matching a name. */
function norm(s: string): string {
  return s.normalize('NFKC').toLowerCase().replace(/[’‘`´]/g, "'").replace(/[‐‑–—]/g, '-').replace(/\s+/g, ' ').trim();
}

type Index = ReadonlyMap<string, readonly CardDef[]>;

function nameIndex(defs: Iterable<CardDef>): Index {
  const m = new Map<string, CardDef[]>();
  const add = (key: string, d: CardDef) => {
    const list = m.get(key) ?? [];
    if (!list.includes(d)) list.push(d);
    m.set(key, list);
  };
  for (const d of defs) {
    add(norm(d.name), d);
    add(norm(d.id), d);
  }
  return m;
}

function lookup(index: Index, name: string): { kind: 'none' } | { kind: 'one'; def: CardDef } | { kind: 'many'; defs: readonly CardDef[] } {
  const defs = index.get(norm(name)) ?? [];
  if (defs.length === 0) return { kind: 'none' };
  if (defs.length === 1) return { kind: 'one', def: defs[0]! };
  return { kind: 'many', defs };
}

function ambiguous(name: string, defs: readonly CardDef[]): string {
  return `${defs.length} cards are called "${name}" (${defs.map((d) => d.id).join(', ')}): write the card id instead`;
}

/** The closest card name, when it is close enough to be a typo. */
function suggest(index: Index, name: string, majorsOnly: boolean): string {
  const want = norm(name);
  let best: CardDef | undefined;
  let bestD = Infinity;
  for (const defs of index.values()) {
    for (const d of defs) {
      if (majorsOnly !== (d.kind === 'major')) continue;
      const dist = distance(want, norm(d.name));
      if (dist < bestD) {
        bestD = dist;
        best = d;
      }
    }
  }
  return best && bestD <= Math.max(2, Math.floor(want.length / 4)) ? ` (did you mean "${best.name}"?)` : '';
}

function distance(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    for (let j = 1; j <= b.length; j++) cur[j] = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    prev = cur;
  }
  return prev[b.length]!;
}

function kindWord(k: CardKind): string {
  return k === 'influence' ? 'Influence card' : k[0]!.toUpperCase() + k.slice(1);
}
