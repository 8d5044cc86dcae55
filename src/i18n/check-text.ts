/**
 * A judge's check (or a game's end) in the reader's words: its catalog `words` worded for the reader in the
 * current locale (English for keys a locale lacks), else the English `says` as the judge wrote it.
 *
 * @example
 * checkText(check, { me: 'guest', name: () => 'Mara' }) // "Usher is a Being in Mara's Cast (C1)"
 */
import type { Check } from '../engine/judgement.js';
import { catalogStamp, locale, template } from './catalog.js';
import { says } from './en/says.js';
import { catalogOf, formatWords, type Catalog, type Reader } from './words.js';

/** The current locale's catalog (its messages, English's, then the judge's English), cut once per locale. */
let cached: { readonly stamp: string; readonly catalog: Catalog } | null = null;

function catalog(): Catalog {
  const stamp = catalogStamp();
  if (cached?.stamp !== stamp) cached = { stamp, catalog: catalogOf((key) => template(key) ?? says[key]) };
  return cached.catalog;
}

/** Nobody in particular (a deck judged in the lobby): every seat by its id. */
const ANYONE: Reader = { me: null, name: (seat) => seat };

/**
 * Without a reader, English keeps `says` as the judge wrote it (for the actor); another language
 * words the check for nobody in particular rather than show English.
 */
export function checkText(c: Pick<Check, 'says' | 'words'>, reader: Reader | null): string {
  if (!c.words) return c.says;
  if (reader) return formatWords(c.words, reader, catalog());
  return locale() === 'en' ? c.says : formatWords(c.words, ANYONE, catalog());
}
