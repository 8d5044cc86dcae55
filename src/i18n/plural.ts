/**
 * Picks the plural form of a counted message in the current locale: `Intl.PluralRules` gives the
 * category (English one/other; Polish one/few/many/other: "1 znacznik", "2 znaczniki",
 * "5 znaczników"; Italian one/many/other), and a locale adds one key per form it needs, with
 * `.other` as the fallback.
 *
 * @example plural('hand.label', 7, { player: 'Bob' }) // "Bob's hand: 7 cards"
 */
import { locale, msg, template } from './catalog.js';

const rules = new Map<string, Intl.PluralRules>();

export function plural(key: string, count: number, params: Readonly<Record<string, string | number>> = {}): string {
  const l = locale();
  let r = rules.get(l);
  if (!r) rules.set(l, (r = new Intl.PluralRules(l)));
  const form = `${key}.${r.select(count)}`;
  return msg(template(form) === undefined ? `${key}.other` : form, { ...params, count });
}
