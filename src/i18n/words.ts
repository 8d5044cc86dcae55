/**
 * Words for a reader: a catalog message whose subject is a seat reads in the second person to
 * that seat's own table ("you hold the floor", "your step 2") and in the third person to anyone
 * else ("Mara holds the floor", "Mara's step 2"). A key's `.you` form is the second-person
 * sentence, chosen when the `who` value is the reader; `{x}` names a seat ("you", "Mara") and
 * `{x's}` its possessive ("your", "Mara's"). Nested words (and lists of them) read the same way.
 * Pure: the catalog to read from is an argument, so the engine words its English `says` with it.
 *
 * @example
 * const en = catalogOf((k) => ({ 'says.floor.holds': '{who} holds the floor', 'says.floor.holds.you': 'you hold the floor' })[k]);
 * formatWords({ key: 'says.floor.holds', values: { who: { seat: 'b' } } }, { me: 'b', name: (s) => s }, en) // 'you hold the floor'
 * formatWords({ key: 'says.floor.holds', values: { who: { seat: 'b' } } }, { me: 'a', name: () => 'Mara' }, en) // 'Mara holds the floor'
 */
import type { Words, WordValue } from '../engine/judgement.js';

/** Who reads: their own seat (null: nobody at the table) and how every other seat is named. */
export interface Reader {
  readonly me: string | null;
  name(seat: string): string;
}

/** A catalog's template for a key, or undefined when it has none. */
export type Lookup = (key: string) => string | undefined;

/** A template cut at its placeholders: texts, with [name, possessive] pairs between them. */
type Parts = readonly (string | readonly [string, boolean])[];

/** A message's two forms, cut once: the engine words thousands of checks a second. */
interface Forms {
  readonly third: Parts | null;
  readonly second: Parts | null;
}

/** A catalog read through a lookup, each message cut into parts the first time it is used. */
export interface Catalog {
  forms(key: string): Forms;
  text(key: string): string | undefined;
}

const PLACEHOLDER = /\{(\w+)('s)?\}/g;

function cut(template: string | undefined): Parts | null {
  if (template === undefined) return null;
  const out: (string | readonly [string, boolean])[] = [];
  let at = 0;
  for (const m of template.matchAll(PLACEHOLDER)) {
    out.push(template.slice(at, m.index), [m[1]!, m[2] !== undefined]);
    at = m.index + m[0].length;
  }
  out.push(template.slice(at));
  return out;
}

/** Keys are the catalog's own (a fixed set), so the cache is bounded by it. */
export function catalogOf(lookup: Lookup): Catalog {
  const cache = new Map<string, Forms>();
  return {
    forms(key) {
      let f = cache.get(key);
      if (!f) cache.set(key, (f = { third: cut(lookup(key)), second: cut(lookup(`${key}.you`)) }));
      return f;
    },
    text: lookup,
  };
}

export function formatWords(words: Words, reader: Reader, catalog: Catalog): string {
  const values = words.values;
  const who = values?.who;
  const forms = catalog.forms(words.key);
  const parts = (isSeat(who) && who.seat === reader.me ? forms.second : null) ?? forms.third;
  if (!parts) return `⟦${words.key}⟧`;
  let out = '';
  for (const part of parts) {
    if (typeof part === 'string') {
      out += part;
      continue;
    }
    const [name, possessive] = part;
    const value = values?.[name];
    if (value === undefined) out += `{${name}${possessive ? "'s" : ''}}`;
    else if (isSeat(value)) out += seatWord(value.seat, possessive, reader, catalog);
    else out += possessive ? possessiveOf(valueText(value, reader, catalog), catalog) : valueText(value, reader, catalog);
  }
  return out;
}

function valueText(value: WordValue, reader: Reader, catalog: Catalog): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  if ('all' in value) return value.all.map((w) => formatWords(w, reader, catalog)).join(catalog.text('says.list.sep') ?? '; ');
  if ('key' in value) return formatWords(value, reader, catalog);
  return seatWord(value.seat, false, reader, catalog);
}

function seatWord(seat: string, possessive: boolean, reader: Reader, catalog: Catalog): string {
  if (seat === reader.me) return (possessive ? catalog.text('says.seat.pronounPossessive') : catalog.text('says.seat.pronoun')) ?? (possessive ? 'your' : 'you');
  const name = reader.name(seat);
  return possessive ? possessiveOf(name, catalog) : name;
}

/** "Mara's" in English; each locale words its possessive (`says.seat.possessive`), never an English `'s`. */
function possessiveOf(name: string, catalog: Catalog): string {
  return (catalog.text('says.seat.possessive') ?? "{name}'s").replace('{name}', () => name);
}

function isSeat(v: WordValue | undefined): v is { readonly seat: string } {
  return typeof v === 'object' && 'seat' in v;
}
