/**
 * The one message catalog every UI string goes through. English now; Polish
 * and Italian (the rulebooks' other languages) are added as another locale
 * with the same keys, without touching components.
 *
 * @example msg('piles.draw', { count: 12 }) // "Draw pile: 12"
 */
import { en } from './en/index.js';

export type Messages = Record<string, string>;

const locales: Record<string, Messages> = { en };
let current: Messages = en;

/** Switches the locale; unknown locales fall back to English. */
export function setLocale(locale: string): void {
  current = locales[locale] ?? en;
}

export function registerLocale(locale: string, messages: Messages): void {
  locales[locale] = messages;
}

/**
 * Adds a group of words to a locale, for words that load with the code that says them (the
 * table's words come with the table, not with the lobby's first load). Keys already there stay.
 */
export function addMessages(locale: string, more: Messages): void {
  const into = (locales[locale] ??= {});
  for (const [k, v] of Object.entries(more)) if (!(k in into)) into[k] = v;
}

/** Whether the catalog has words for `key` (a game's own words for a shell message, `kult.lobby.intro`). */
export function hasMsg(key: string): boolean {
  return key in current || key in en;
}

/** The current locale's messages (a new object when the locale changes). */
export function messages(): Messages {
  return current;
}

/** The current locale's template for `key`, else English's; undefined when neither has it. */
export function template(key: string): string | undefined {
  return current[key] ?? en[key];
}

/** The message for `key` with `{name}` placeholders filled; a missing key shows itself, loudly. */
export function msg(key: string, params: Readonly<Record<string, string | number>> = {}): string {
  const template = current[key] ?? en[key];
  if (template === undefined) return `⟦${key}⟧`;
  return template.replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? `{${name}}`));
}
