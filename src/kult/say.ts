/**
 * Checks worded from the message catalog (src/i18n/en/says.ts). `says` is the English for the
 * actor of the judged act ("you hold the floor"; other seats by their ids); `words` lets each
 * table word the same finding for its own reader ("Mara holds the floor"), see src/i18n/words.ts.
 */
import type { Check, Words, WordValue } from '../engine/judgement.js';
import { says as EN } from '../i18n/en/says.js';
import { catalogOf, formatWords } from '../i18n/words.js';
import type { ActionType, ActKind, PlayerId, Step, Suit } from './types.js';

const catalog = catalogOf((key) => EN[key]);

/** A seat as a value of a check's words. */
export function seat(id: PlayerId): { readonly seat: PlayerId } {
  return { seat: id };
}

/** Words for a message of the catalog. */
export function words(key: string, values?: Readonly<Record<string, WordValue>>): Words {
  return values ? { key, values } : { key };
}

/** A step's name ("deeds"), an act's ("proclaim"), an action's type ("endStep"), a Suit's ("Skull"): words, never an English id inside another language's sentence. */
export const stepName = (step: Step): Words => ({ key: `says.stepName.${step}` });
export const actName = (kind: ActKind): Words => ({ key: `says.actName.${kind}` });
export const actionName = (type: ActionType): Words => ({ key: `says.actionType.${type}` });
export const suitName = (suit: Suit): Words => ({ key: `says.suit.${suit}` });

/**
 * Items joined by nested pairs of `key` ('{a}, {b}'), so each language words the separator.
 *
 * @example
 * joined([seat('a'), seat('b')], 'says.list.and') // { key: 'says.list.and', values: { a: { seat: 'a' }, b: { seat: 'b' } } }
 */
export function joined(items: readonly WordValue[], key = 'says.list.comma'): WordValue {
  if (items.length === 0) return '';
  let out = items[items.length - 1]!;
  for (let i = items.length - 2; i >= 0; i--) out = { key, values: { a: items[i]!, b: out } };
  return out;
}

/** The English of `w` as `actor` reads it (null: nobody's point of view, every seat by its id). */
export function english(w: Words, actor: PlayerId | null): string {
  return formatWords(w, { me: actor, name: byId }, catalog);
}

const byId = (id: string): string => id;

/**
 * @example
 * say('K-TIMING-04', true, 'b', 'says.floor.holds', { who: seat('b') })
 * // { rule: 'K-TIMING-04', ok: true, says: 'you hold the floor', words: { key: 'says.floor.holds', values: { who: { seat: 'b' } } } }
 */
export function say(rule: string, ok: boolean, actor: PlayerId | null, key: string, values?: Readonly<Record<string, WordValue>>): Check {
  return sayWords(rule, ok, actor, words(key, values));
}

/**
 * `says` is worded when read: the legal-move generator judges thousands of candidates a second
 * and reads only `ok`. It is an own enumerable getter (one shared descriptor, so every worded
 * check has the same shape), so JSON, spreads and structured clones carry its text.
 */
const ACTOR = Symbol('actor');
type Worded = { readonly words: Words; readonly [ACTOR]: PlayerId | null };
const SAYS: PropertyDescriptor = {
  enumerable: true,
  get(this: Worded) {
    return english(this.words, this[ACTOR]);
  },
};

export function sayWords(rule: string, ok: boolean, actor: PlayerId | null, w: Words): Check {
  const c = rule.startsWith('Q-') ? { rule, ok, houseDefault: true, words: w, [ACTOR]: actor } : { rule, ok, words: w, [ACTOR]: actor };
  return Object.defineProperty(c, 'says', SAYS) as unknown as Check;
}
