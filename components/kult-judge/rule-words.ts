/**
 * The catalog statement of every rule ID (src/kult/rule-words.json, ~44 KB),
 * fetched on first use through a dynamic import so the bundler puts it in a
 * chunk of its own: a player who never opens a rule text never downloads it.
 */
export type RuleWords = Readonly<Record<string, string>>;

let pending: Promise<RuleWords> | null = null;

/** The rule words, loaded once; a failed load is retried on the next call. */
export function loadRuleWords(): Promise<RuleWords> {
  pending ??= import('../../src/kult/rule-words.json').then(
    (m) => m.default as RuleWords,
    (err: unknown) => {
      pending = null;
      throw err;
    },
  );
  return pending;
}
