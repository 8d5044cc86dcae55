/**
 * The core cards' words in Polish and Italian: name (where that edition's rules texts print
 * one), Major epithet and rules text, in `card-words.<locale>.json` beside the core set. Each
 * language's file loads the first time that language is needed (`loadCardWords`, which the
 * language's message pack also triggers), so the English first load carries none of them; once
 * here, `cardWords` reads them synchronously during a render, and anything missing falls back
 * to the English card.
 *
 * @example
 * await loadCardWords('pl');
 * cardWords(usher, 'pl').text // "Prowadzi zagubionych korytarzami…"
 */
import * as v from 'valibot';
import coreSet from './core-set.json' with { type: 'json' };
import { hasLocale, notifyLocaleChange, type Locale } from '../../i18n/catalog.js';
import { loadWithLocale } from '../../i18n/load-locale.js';
import type { CardDef } from '../types.js';

/** The languages with card words of their own (English is the card data itself). */
export const CARD_WORD_LOCALES = ['pl', 'it'] as const;
export type CardWordLocale = (typeof CARD_WORD_LOCALES)[number];

/** Generous bounds: the longest English text is under 300 characters, the longest name 22. */
export const CARD_WORDS_LIMITS = { cards: 400, id: 64, name: 60, epithet: 60, text: 600 } as const;

const words = (max: number) => v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(max));

const cardEntry = v.strictObject({
  name: v.optional(words(CARD_WORDS_LIMITS.name)),
  epithet: v.optional(words(CARD_WORDS_LIMITS.epithet)),
  text: words(CARD_WORDS_LIMITS.text),
});

/** `{ format: 1, locale: "pl", cards: { "<card id>": { text, name?, epithet? } } }` */
export const CardWordsSchema = v.strictObject({
  format: v.literal(1),
  locale: v.picklist(CARD_WORD_LOCALES),
  cards: v.pipe(
    // valibot's record would take a list as an object.
    v.custom<Record<string, unknown>>((cards) => typeof cards === 'object' && cards !== null && !Array.isArray(cards), 'cards is an object keyed by card id'),
    v.record(v.pipe(v.string(), v.maxLength(CARD_WORDS_LIMITS.id), v.regex(/^[a-z0-9][a-z0-9-]*$/, 'a card id (lower-case kebab-case)')), cardEntry),
    v.maxEntries(CARD_WORDS_LIMITS.cards),
  ),
});

export type CardWordsFile = v.InferOutput<typeof CardWordsSchema>;
export type CardWordsEntry = v.InferOutput<typeof cardEntry>;

/** The words a card shows: its name, a Major's epithet, its rules text. */
export interface ShownWords {
  readonly name: string;
  readonly epithet: string | undefined;
  readonly text: string;
}

/**
 * Checks a card-words file; throws an Error naming the first bad field (the shipped files are
 * checked by the card tests, so this only fires on a broken build).
 */
export function parseCardWords(data: unknown): CardWordsFile {
  const r = v.safeParse(CardWordsSchema, data);
  if (!r.success) {
    const issue = r.issues[0];
    throw new Error(`card words: ${v.getDotPath(issue) ?? '(top)'}: ${issue.message}`);
  }
  return r.output;
}

const files: Readonly<Record<CardWordLocale, () => Promise<{ default: unknown }>>> = {
  pl: () => import('./card-words.pl.json', { with: { type: 'json' } }),
  it: () => import('./card-words.it.json', { with: { type: 'json' } }),
};

const loaded = new Map<Locale, Readonly<Record<string, CardWordsEntry>>>();
const loading = new Map<Locale, Promise<void>>();

const hasWords = (l: Locale): l is CardWordLocale => (CARD_WORD_LOCALES as readonly string[]).includes(l);

/** Resolves once `l`'s card words are here (at once for English); every localized element redraws then. A failed load is retried next time. */
export function loadCardWords(l: Locale): Promise<void> {
  if (!hasWords(l) || loaded.has(l)) return Promise.resolve();
  let pending = loading.get(l);
  if (!pending) {
    pending = files[l]()
      .then((mod) => {
        const file = parseCardWords(mod.default);
        if (file.locale !== l) throw new Error(`card words: the ${l} file says it is ${file.locale}`);
        loaded.set(l, file.cards);
        notifyLocaleChange();
      })
      .finally(() => loading.delete(l));
    loading.set(l, pending);
  }
  return pending;
}

// Each language's card words come with its messages (a page that picks Polish gets both at once).
loadWithLocale(loadCardWords);

/** Whether `l`'s card words are here (English always is). */
export function hasCardWords(l: Locale): boolean {
  return !hasWords(l) || loaded.has(l);
}

/** The English core card of each id, to tell a core card from a fan-made card that reuses its id. */
const core = new Map<string, { readonly name: string; readonly text: string }>(coreSet.cards.map((c) => [c.id, c]));

/**
 * The words `card` shows in `l`: the translation where that language has one for this core card,
 * else the card's own English. A fan-made card (its English name or text not the core card's of
 * that id) keeps its own words. Starts loading `l`'s words when they are not here yet, and the
 * elements redraw when they arrive; until `l`'s message pack is here as well (load-locale.ts
 * loads both), the card stays in English, so its kind line and its text speak one language.
 */
export function cardWords(card: Pick<CardDef, 'id' | 'name' | 'text' | 'epithet'>, l: Locale): ShownWords {
  const english: ShownWords = { name: card.name, epithet: card.epithet, text: card.text };
  if (!hasWords(l)) return english;
  const table = loaded.get(l);
  if (!table) void loadCardWords(l).catch(() => undefined);
  // Until the language's messages are here too, the whole card stays English: never half a card in each.
  if (!table || !hasLocale(l)) return english;
  const own = table[card.id];
  const printed = core.get(card.id);
  if (!own || !printed || printed.name !== card.name || printed.text !== card.text) return english;
  return { name: own.name ?? card.name, epithet: own.epithet ?? card.epithet, text: own.text };
}

/** `card` with its name, epithet and text in `l` (the same object when nothing changes). */
export function localizedCard<C extends Pick<CardDef, 'id' | 'name' | 'text' | 'epithet'>>(card: C, l: Locale): C {
  const w = cardWords(card, l);
  if (w.name === card.name && w.text === card.text && w.epithet === card.epithet) return card;
  return { ...card, name: w.name, text: w.text, ...(w.epithet === undefined ? {} : { epithet: w.epithet }) };
}
