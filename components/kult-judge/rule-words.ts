/**
 * The catalog statement of every rule ID (src/kult/rule-words.json, ~48 KB: the game's rules and the
 * friend-match protocol's NET-… rules), fetched as data
 * the first time a rule text is opened: a player who never opens one never downloads it.
 *
 * Where the file is: `new URL('…', import.meta.url)`, relative to this module. The app build
 * (scripts/build.mjs) emits the JSON as an asset (`dist/assets/rule-words-<hash>.json`) and
 * rewrites the URL to it, relative to whichever chunk holds this code; the single-file embed
 * carries it inline as a `data:` URL; the test server serves the source file itself.
 */
import * as v from 'valibot';

export type RuleWords = Readonly<Record<string, string>>;

/** `{ "K-SUIT-04": "A card with Suit requirements…", "Q-05": "…", "NET-RANDOM-01": "…" }` (scripts/extract-rule-words.mjs). */
const RuleWordsSchema = v.record(v.pipe(v.string(), v.regex(/^(?:K-[A-Z-]+-\d\d|Q-\d\d|NET-[A-Z]+-\d\d)$/, 'a rule ID (K-…-NN, NET-…-NN or Q-NN)')), v.pipe(v.string(), v.minLength(1)));

/** The rule words' address (see the module comment). */
export function ruleWordsUrl(): URL {
  return new URL('../../src/kult/rule-words.json', import.meta.url);
}

/**
 * Fetches and validates the rule words at `url`. Rejects with an Error that says what went
 * wrong: the HTTP status, JSON that does not parse, or the first key or value that is not a
 * rule ID and its words.
 */
export async function fetchRuleWords(url: URL | string = ruleWordsUrl()): Promise<RuleWords> {
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

let pending: Promise<RuleWords> | null = null;

/** The rule words, loaded once; a failed load is retried on the next call. */
export function loadRuleWords(): Promise<RuleWords> {
  pending ??= fetchRuleWords().catch((err: unknown) => {
    pending = null;
    throw err;
  });
  return pending;
}
