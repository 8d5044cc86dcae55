/**
 * Picks the `.one` or `.other` form of a counted message. English needs two
 * forms; `Intl.PluralRules` gives the category, so a locale with more forms
 * (Polish: one/few/many) only adds keys, with `.other` as the fallback.
 *
 * @example plural('hand.label', 7, { player: 'Bob' }) // "Bob's hand: 7 cards"
 */
import { msg } from './catalog.js';

const rules = new Map<string, Intl.PluralRules>();

export function plural(key: string, count: number, params: Readonly<Record<string, string | number>> = {}, locale = 'en'): string {
  let r = rules.get(locale);
  if (!r) rules.set(locale, (r = new Intl.PluralRules(locale)));
  const form = msg(`${key}.${r.select(count)}`, { ...params, count });
  return form.startsWith('⟦') ? msg(`${key}.other`, { ...params, count }) : form;
}
