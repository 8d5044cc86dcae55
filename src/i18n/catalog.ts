/**
 * The one message catalog every UI string goes through, in English, Polish and Italian (the
 * rulebooks' languages). English is always here; another language's words load when a page or
 * an element first uses it (load-locale.ts), so the first load carries one language.
 *
 * Which language a message is in: the page's (`setLocale`: `?lang=`, the lobby's choice, the
 * browser's), or, while an element renders, that element's own (`withLocale`, used by
 * components/localized.ts), so two elements on one page can speak two languages.
 *
 * @example msg('piles.draw', { count: 12 }) // "Draw pile: 12"
 */
import { en } from './en/index.js';

export type Messages = Record<string, string>;

/** The languages the app speaks, English first (the fallback for any missing word). */
export const LOCALES = ['en', 'pl', 'it'] as const;
export type Locale = (typeof LOCALES)[number];

const locales: Record<string, Messages> = { en };
let page: Locale = 'en';
let scoped: Locale | null = null;
/** Bumped whenever words are added, so caches built from the catalog know to start again. */
let version = 0;
const listeners = new Set<() => void>();

/** The supported locale a language tag names (`pl-PL` → `pl`), or null. */
export function matchLocale(tag: string | null | undefined): Locale | null {
  const base = (tag ?? '').trim().toLowerCase().split(/[-_]/)[0];
  return (LOCALES as readonly string[]).includes(base ?? '') ? (base as Locale) : null;
}

/** The language messages are in right now: the rendering element's, else the page's. */
export function locale(): Locale {
  return scoped ?? page;
}

/** The page's language (elements without a `lang` of their own follow it). */
export function pageLocale(): Locale {
  return page;
}

/** Switches the page's language; an unsupported one means English. Every localized element redraws. */
export function setLocale(tag: string): void {
  const next = matchLocale(tag) ?? 'en';
  if (next === page) return;
  page = next;
  notifyLocaleChange();
}

/** Runs `fn` with messages in `l` (an element's render), then goes back to what was before. */
export function withLocale<T>(l: Locale, fn: () => T): T {
  const before = scoped;
  scoped = l;
  try {
    return fn();
  } finally {
    scoped = before;
  }
}

/** Calls `fn` whenever a language's words arrive or the page's language changes; returns the unsubscribe. */
export function onLocaleChange(fn: () => void): () => void {
  listeners.add(fn);
  return () => listeners.delete(fn);
}

export function notifyLocaleChange(): void {
  for (const fn of [...listeners]) fn();
}

/** Whether `l`'s words are here (English always is). */
export function hasLocale(l: string): boolean {
  return l in locales;
}

/** The words `l` has so far (none: an empty object), for checks and tests. */
export function messagesOf(l: string): Readonly<Messages> {
  return locales[l] ?? {};
}

export function registerLocale(l: string, messages: Messages): void {
  locales[l] = { ...messages };
  version++;
}

/**
 * Adds a group of words to a locale, for words that load with the code that says them (the
 * table's words come with the table, not with the lobby's first load). Keys already there stay.
 */
export function addMessages(l: string, more: Messages): void {
  const into = (locales[l] ??= {});
  for (const [k, v] of Object.entries(more)) if (!(k in into)) into[k] = v;
  version++;
}

function current(): Messages {
  return locales[locale()] ?? en;
}

/** Whether the catalog has words for `key` (a game's own words for a shell message, `kult.lobby.intro`). */
export function hasMsg(key: string): boolean {
  return key in current() || key in en;
}

/** Identifies the words `template` reads now: changes with the language and whenever words arrive. */
export function catalogStamp(): string {
  return `${locale()}:${version}`;
}

/** The current locale's template for `key`, else English's; undefined when neither has it. */
export function template(key: string): string | undefined {
  return current()[key] ?? en[key];
}

const numberFormats = new Map<Locale, Intl.NumberFormat>();

/** A number as the current locale writes it ("1,460" in English, "1460" in Polish). */
export function formatNumber(n: number): string {
  const l = locale();
  let f = numberFormats.get(l);
  if (!f) numberFormats.set(l, (f = new Intl.NumberFormat(l)));
  return f.format(n);
}

const listFormats = new Map<Locale, Intl.ListFormat>();

/** Items joined as the current locale joins a list ("A, B, and C"; "A, B i C"; "A, B e C"). */
export function formatList(items: readonly string[]): string {
  const l = locale();
  let f = listFormats.get(l);
  if (!f) listFormats.set(l, (f = new Intl.ListFormat(l, { type: 'conjunction' })));
  return f.format(items);
}

/** The message for `key` with `{name}` placeholders filled (numbers per locale); a missing key shows itself, loudly. */
export function msg(key: string, params: Readonly<Record<string, string | number>> = {}): string {
  const t = template(key);
  if (t === undefined) return `⟦${key}⟧`;
  return t.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) return `{${name}}`;
    return typeof value === 'number' ? formatNumber(value) : value;
  });
}
