/**
 * The judge's answer to "may this happen, and why?". The same object is the
 * statechart guard's answer, what a peer sends back when it rejects a move,
 * and what the overlay draws.
 */
/**
 * Rule IDs as every game writes them (KULT's K-… and Q-…, NET-…, Cult's C-… such as C-LOC-02-09,
 * C-CULT-ANUBIS-L1 and C-FLOW-R01, M.E.A.T.'s M-…, a test game's T-…): a short capital prefix,
 * up to four capital or numbered words, a last word of one letter and one or two digits or of two
 * digits. Anything else from a peer is dropped; a string of this shape says nothing of its own.
 */
export const RULE_ID = /^[A-Z]{1,4}(?:-[A-Z0-9]{1,16}){0,4}-[A-Z]?\d{1,2}$/;

/**
 * A value in a check's words. A seat is named by the reader's table ("you" for the reader,
 * else the player's name); a nested `Words` (or a list of them) is worded by the same catalog.
 */
export type WordValue = string | number | { readonly seat: string } | Words | { readonly all: readonly Words[] };

/**
 * What a check found, as a message-catalog key and its values, so each table words it for its
 * own reader: `{ key: 'says.floor.holds', values: { who: { seat: 'b' } } }` reads "you hold the
 * floor" to b and "Mara holds the floor" to anyone else. `says` is the same words in English
 * for the actor of the judged act.
 */
export interface Words {
  readonly key: string;
  readonly values?: Readonly<Record<string, WordValue>>;
}

export interface Check {
  /** A rule ID from the catalog (e.g. `K-SUIT-04`) or a house default (`Q-05`). */
  readonly rule: string;
  readonly ok: boolean;
  /** Concrete words with numbers: "needs Eye×2, you control Eye×1 (Kether)". */
  readonly says: string;
  /** True when the rule is a catalog Q-NN house default, not an official text. */
  readonly houseDefault?: boolean;
  /** `says` as catalog words, for a reader who is not the actor (never sent over the wire). */
  readonly words?: Words;
}

export interface Judgement<A = unknown> {
  readonly ok: boolean;
  readonly action: A;
  readonly checks: readonly Check[];
}

/** Builds a check; a rule ID starting with `Q-` is labelled a house default. */
export function check(rule: string, ok: boolean, says: string): Check {
  return rule.startsWith('Q-') ? { rule, ok, says, houseDefault: true } : { rule, ok, says };
}

/** A judgement is ok when it has checks and every check passed. */
export function judgement<A>(action: A, checks: readonly Check[]): Judgement<A> {
  return { ok: checks.length > 0 && checks.every((c) => c.ok), action, checks };
}

/**
 * The judgement with every check `house` says a house default decided labelled as one (a game
 * whose catalog names its defaults by rule, or by an `…-AMB-nn` entry in the words); unchanged,
 * the same object, when none needs it.
 */
export function labelledHouseDefaults<A>(j: Judgement<A>, house: (c: Check) => boolean): Judgement<A> {
  return j.checks.some((c) => house(c) && !c.houseDefault) ? { ...j, checks: j.checks.map((c) => (house(c) ? { ...c, houseDefault: true } : c)) } : j;
}

/** The first failing check, for a one-line explanation. */
export function firstFailure(j: Judgement): Check | undefined {
  return j.checks.find((c) => !c.ok);
}

/** Human label for a rule citation: house defaults say so (catalog § 10). */
export function citation(c: Check): string {
  return c.houseDefault ? `house default (${c.rule})` : c.rule;
}
