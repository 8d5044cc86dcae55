/**
 * Loads a language's words on first use: each is its own chunk in the app build, so the first
 * load carries English and nothing else. The language's card words (the core cards' texts) come
 * with it. Every localized element redraws when they arrive.
 *
 * @example await loadLocale('pl'); setLocale('pl');
 */
import { hasLocale, notifyLocaleChange, type Locale } from './catalog.js';
import { loadCardWords } from '../kult/cards/card-words.js';

const packs: Readonly<Record<Exclude<Locale, 'en'>, () => Promise<unknown>>> = {
  pl: () => import('./pl/pack.js'),
  it: () => import('./it/pack.js'),
};

const loading = new Map<Locale, Promise<void>>();

/** Resolves once `l`'s words are in the catalog (at once for English); a failed load is retried next time. */
export function loadLocale(l: Locale): Promise<void> {
  if (l === 'en' || hasLocale(l)) return Promise.resolve();
  let pending = loading.get(l);
  if (!pending) {
    pending = Promise.all([packs[l](), loadCardWords(l)]).then(
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
