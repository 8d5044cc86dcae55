/**
 * Checks worded from the message catalog (src/i18n/en/says.ts). `says` is the English for the
 * actor of the judged act ("you hold the floor"; other seats by their ids); `words` lets each
 * table word the same finding for its own reader ("Mara holds the floor"), see src/i18n/words.ts.
 */
import type { Check, Words, WordValue } from '../engine/judgement.js';
import { says as EN } from '../i18n/en/says.js';
import { sayWith } from '../i18n/say-with.js';
import type { ActionType, ActKind, PlayerId, Step, Suit } from './types.js';

export { seat, words } from '../i18n/say-with.js';

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

/** KULT's judge worded from its English catalog; Q-… rules are house defaults (src/i18n/say-with.ts). */
const kult = sayWith((key) => EN[key], { houseDefault: (rule) => rule.startsWith('Q-') });

/** The English of `w` as `actor` reads it (null: nobody's point of view, every seat by its id). */
export const english: (w: Words, actor: PlayerId | null) => string = kult.english;

/**
 * @example
 * say('K-TIMING-04', true, 'b', 'says.floor.holds', { who: seat('b') })
 * // { rule: 'K-TIMING-04', ok: true, says: 'you hold the floor', words: { key: 'says.floor.holds', values: { who: { seat: 'b' } } } }
 */
export const say: (rule: string, ok: boolean, actor: PlayerId | null, key: string, values?: Readonly<Record<string, WordValue>>) => Check = kult.say;

/** A check with the given words; `says` is worded when read (the legal-move generator reads only `ok`). */
export const sayWords: (rule: string, ok: boolean, actor: PlayerId | null, w: Words) => Check = (rule, ok, actor, w) => kult.sayWords(rule, ok, actor, w);
