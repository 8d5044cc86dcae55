/**
 * The page's language: `?lang=pl|it|en` for this visit, else the one chosen in the lobby (kept
 * in this browser), else the browser's first language the app speaks, else English. Its words
 * load before anything is drawn, so the page never flashes English first.
 *
 * @example
 * await startPageLanguage(new URL(location.href)) // 'pl' for a Polish browser
 */
import { matchLocale, setLocale, type Locale } from '../i18n/catalog.js';
import { loadLocale } from '../i18n/load-locale.js';

const KEY = 'taroticum.lang';

/** Which language a page opens in (pure: the address, the kept choice and the browser's languages). */
export function pageLanguage(url: URL, kept: string | null, browser: readonly string[]): Locale {
  return matchLocale(url.searchParams.get('lang')) ?? matchLocale(kept) ?? browser.map(matchLocale).find((l) => l !== null) ?? 'en';
}

/** The language kept from the lobby's choice (null: none, or storage that cannot be read). */
export function keptLanguage(): string | null {
  try {
    return localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

/**
 * Switches the page to `l` once its words are here, and marks the document (screen readers,
 * hyphenation) unless the page is someone else's (the embed on a fan site leaves its `<html lang>`).
 */
export async function usePageLanguage(l: Locale, markDocument = true): Promise<void> {
  try {
    await loadLocale(l);
  } catch (err) {
    // Its words could not load: the page stays in the language it has.
    console.warn('taroticum: the words for this language could not be loaded', err);
    return;
  }
  setLocale(l);
  if (markDocument) document.documentElement.lang = l;
}

/** The lobby's choice: used now and kept for the next visit. */
export async function choosePageLanguage(l: Locale, markDocument = true): Promise<void> {
  try {
    localStorage.setItem(KEY, l);
  } catch {
    // Storage refused (private mode): the choice lasts this visit.
  }
  await usePageLanguage(l, markDocument);
}

/** The page's language at start (see pageLanguage), in use once this resolves. */
export async function startPageLanguage(url: URL, markDocument = true): Promise<Locale> {
  const l = pageLanguage(url, keptLanguage(), navigator.languages ?? [navigator.language]);
  await usePageLanguage(l, markDocument);
  return l;
}
