/**
 * Loads a language's words on first use: each is its own chunk in the app build, so the first
 * load carries English and nothing else. A game's own words in that language (KULT's card texts)
 * come with it, through `loadWithLocale`. Every localized element redraws when they arrive.
 *
 * @example await loadLocale('pl'); setLocale('pl');
 */
import { hasLocale, notifyLocaleChange, type Locale } from './catalog.js';

const packs: Readonly<Record<Exclude<Locale, 'en'>, () => Promise<unknown>>> = {
  pl: () => import('./pl/pack.js'),
  it: () => import('./it/pack.js'),
};

const loading = new Map<Locale, Promise<void>>();
const alongside: ((l: Locale) => Promise<void>)[] = [];

/** A game's data per language (KULT: its card words), loaded with each language from now on. Game-blind: games register, this module names none. */
export function loadWithLocale(loader: (l: Locale) => Promise<void>): void {
  alongside.push(loader);
}

/** Resolves once `l`'s words are in the catalog (at once for English); a failed load is retried next time. */
export function loadLocale(l: Locale): Promise<void> {
  if (l === 'en' || hasLocale(l)) return Promise.resolve();
  let pending = loading.get(l);
  if (!pending) {
    pending = Promise.all([packs[l](), ...alongside.map((load) => load(l))]).then(
      () => notifyLocaleChange(),
      (err: unknown) => {
        loading.delete(l);
        throw err;
      },
    );
    loading.set(l, pending);
  }
  return pending;
}
