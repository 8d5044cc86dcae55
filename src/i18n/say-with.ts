/**
 * Checks worded from any English catalog: `sayWith(lookup)` gives a layer (the KULT judge, the
 * friend match's protocol) its own `say`. `says` is the English for the judged act's actor
 * ("you hold the floor"; other seats by their ids); `words` lets each table word the same
 * finding for its own reader in its own language (src/i18n/check-text.ts).
 *
 * @example
 * const { say } = sayWith((key) => fairplay[key]);
 * say('NET-FLOOR-02', false, null, 'fairplay.says.floor.holds', { who: seat('b') })
 * // { rule: 'NET-FLOOR-02', ok: false, says: 'b holds the floor', words: { key: 'fairplay.says.floor.holds', values: { who: { seat: 'b' } } } }
 */
import type { Check, Words, WordValue } from '../engine/judgement.js';
import { catalogOf, formatWords, type Lookup } from './words.js';

/** A seat as a value of a check's words. */
export function seat(id: string): { readonly seat: string } {
  return { seat: id };
}

/** Words for a message of a catalog. */
export function words(key: string, values?: Readonly<Record<string, WordValue>>): Words {
  return values ? { key, values } : { key };
}

/** A check's words as a value nested in another's: its words, else its English. */
export function nested(c: Pick<Check, 'says' | 'words'>): WordValue {
  return c.words ?? c.says;
}

export interface Sayer {
  /** A check whose English and words come from the catalog message `key`. */
  say(rule: string, ok: boolean, actor: string | null, key: string, values?: Readonly<Record<string, WordValue>>): Check;
  /**
   * A check with the given words. `english`, when given, is its `says` as is: for words that
   * nest another layer's finding, whose English this catalog cannot word.
   */
  sayWords(rule: string, ok: boolean, actor: string | null, w: Words, english?: string): Check;
  /** The English of `w` as `actor` reads it (null: nobody's point of view, every seat by its id). */
  english(w: Words, actor: string | null): string;
}

export interface SayOptions {
  /** Rules that are a house default rather than a printed rule (KULT's Q-…). */
  readonly houseDefault?: (rule: string) => boolean;
}

const byId = (id: string): string => id;

export function sayWith(lookup: Lookup, options: SayOptions = {}): Sayer {
  const catalog = catalogOf(lookup);
  const english = (w: Words, actor: string | null): string => formatWords(w, { me: actor, name: byId }, catalog);
  /**
   * `says` is worded when read: a judge may make thousands of checks a second and read only
   * `ok`. It is an own enumerable getter (one shared descriptor, so every worded check has the
   * same shape), so JSON, spreads and structured clones carry its text.
   */
  const ACTOR = Symbol('actor');
  type Worded = { readonly words: Words; readonly [ACTOR]: string | null };
  const SAYS: PropertyDescriptor = {
    enumerable: true,
    get(this: Worded) {
      return english(this.words, this[ACTOR]);
    },
  };
  const sayWords = (rule: string, ok: boolean, actor: string | null, w: Words, says?: string): Check => {
    const house = options.houseDefault?.(rule) ? { houseDefault: true } : {};
    if (says !== undefined) return { rule, ok, ...house, says, words: w };
    return Object.defineProperty({ rule, ok, ...house, words: w, [ACTOR]: actor }, 'says', SAYS) as unknown as Check;
  };
  return {
    say: (rule, ok, actor, key, values) => sayWords(rule, ok, actor, words(key, values)),
    sayWords,
    english,
  };
}
