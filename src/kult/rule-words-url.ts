/**
 * Where KULT's rule words are (src/kult/rule-words.json: the catalog's statements and the
 * protocol's NET-… rules, from scripts/extract-rule-words.mjs): the judge fetches them when a
 * rule's words are first opened. The build rewrites this URL to the emitted asset.
 */
export function kultRuleWordsUrl(): URL {
  return new URL('./rule-words.json', import.meta.url);
}
