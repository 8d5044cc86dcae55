/**
 * Where M.E.A.T.'s rule words are, per language (src/meat/rule-words.json: the catalog's
 * statements, from scripts/extract-meat-rule-words.mjs; rule-words.pl.json and rule-words.it.json:
 * the same rules in the project's own Polish and Italian words, with the Polish manual's terms):
 * the judge fetches a language's file when a rule's words are first opened. The build rewrites each
 * URL to its emitted asset, so every one stays a literal `new URL('./…', import.meta.url)`.
 */
export function meatRuleWordsUrl(locale = 'en'): URL {
  switch (locale) {
    case 'pl':
      return new URL('./rule-words.pl.json', import.meta.url);
    case 'it':
      return new URL('./rule-words.it.json', import.meta.url);
    default:
      return new URL('./rule-words.json', import.meta.url);
  }
}
