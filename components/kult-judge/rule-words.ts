/**
 * The catalog statement of every rule ID of a game (KULT's src/kult/rule-words.json, ~48 KB: its
 * rules and the friend-match protocol's NET-… rules), fetched as data the first time a rule text
 * is opened: a player who never opens one never downloads it. Any game: the game's rule catalog
 * says where its words are (`game.rules.wordsUrl()`).
 *
 * Where the file is: the game's `new URL('…', import.meta.url)`. The app build (scripts/build.mjs)
 * emits the JSON as an asset (`dist/assets/rule-words-<hash>.json`) and rewrites the URL to it;
 * the single-file embed carries it inline as a `data:` URL; the test server serves the source file.
 */
import * as v from 'valibot';
import { RULE_ID } from '../../src/engine/judgement.js';
import type { RuleCatalog } from '../../src/engine/game.js';

export type RuleWords = Readonly<Record<string, string>>;

/** A game's rules as far as its words go: where they are in each language (`game.rules`). */
export type RuleWordsSource = Pick<RuleCatalog, 'wordsUrl'>;

/** `{ "K-SUIT-04": "A card with Suit requirements…", "Q-05": "…", "NET-RANDOM-01": "…" }` (scripts/extract-rule-words.mjs). */
const RuleWordsSchema = v.record(v.pipe(v.string(), v.regex(RULE_ID, 'a rule ID (a capital prefix, words, two digits: K-SUIT-04, Q-05, NET-RANDOM-01)')), v.pipe(v.string(), v.minLength(1)));

/**
 * Fetches and validates the rule words at `url`. Rejects with an Error that says what went
 * wrong: the HTTP status, JSON that does not parse, or the first key or value that is not a
 * rule ID and its words.
 */
export async function fetchRuleWords(url: URL | string): Promise<RuleWords> {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`rule words: ${res.status} ${res.statusText} from ${String(url).slice(0, 120)}`);
  const data: unknown = await res.json();
  const parsed = v.safeParse(RuleWordsSchema, data);
  if (!parsed.success) {
    const issue = parsed.issues[0];
    throw new Error(`rule words: ${v.getDotPath(issue) ?? '(top)'}: ${issue.message}`);
  }
  return parsed.output;
}

/** Loads by address (a page may show more than one game's rules). */
const loads = new Map<string, Promise<RuleWords>>();

/** The rule words at `url`, loaded once; a failed load is retried on the next call. */
export function loadRuleWords(url: URL): Promise<RuleWords> {
  let pending = loads.get(url.href);
  if (!pending) {
    pending = fetchRuleWords(url).catch((err: unknown) => {
      loads.delete(url.href);
      throw err;
    });
    loads.set(url.href, pending);
  }
  return pending;
}
