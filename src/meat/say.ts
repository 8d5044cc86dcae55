/**
 * M.E.A.T.'s checks worded from its catalog (src/i18n/en/meatsays.ts, added to the English
 * catalog when this loads): `says` is the English for the judged act's actor, as the lockstep
 * sends it; `words` lets each table word the same finding for its own reader in its language.
 * Values are this table's own numbers, rule IDs and seats, never a string from a peer.
 */
import type { Check, Words, WordValue } from '../engine/judgement.js';
import { addMessages } from '../i18n/catalog.js';
import { meatsays } from '../i18n/en/meatsays.js';
import { sayWith, words } from '../i18n/say-with.js';
import type { MeatAction } from './actions.js';

export { seat, words } from '../i18n/say-with.js';

const EN: Readonly<Record<string, string>> = meatsays;
// A reader's table words these findings from the catalog: English's come with the code that finds them.
addMessages('en', meatsays);

const meat = sayWith((key) => EN[key]);

/**
 * @example
 * say('M-TELE-02', false, 'b', 'meat.says.cost', { cost: 2, have: 1, who: seat('b') })
 * // { rule: 'M-TELE-02', ok: false, says: 'costs 2, you have 1 ounces', words: { key: 'meat.says.cost', values: { … } } }
 */
export const say: (rule: string, ok: boolean, actor: string | null, key: string, values?: Readonly<Record<string, WordValue>>) => Check = meat.say;

/** A check with the given words; `english`, when given, is its `says` as is (another layer's finding, worded here by rule). */
export const sayWords: (rule: string, ok: boolean, actor: string | null, w: Words, english?: string) => Check = meat.sayWords;

/** The English of `w` as `actor` reads it (null: nobody's point of view, every seat by its id). */
export const english: (w: Words, actor: string | null) => string = meat.english;

/** An act's type as words ("place"). */
export const actName = (type: MeatAction['type']): Words => ({ key: `meat.says.act.${type}` });

/** A shared deck's name as words ("the creature deck"). */
export const deckName = (deck: 'creature' | 'destiny'): Words => ({ key: `meat.says.deckName.${deck}` });

/** Items joined by nested pairs of `meat.says.list` ('{a}, {b}'), so each language words the separator. */
export function joined(items: readonly WordValue[]): WordValue {
  if (items.length === 0) return '';
  let out = items[items.length - 1]!;
  for (let i = items.length - 2; i >= 0; i--) out = words('meat.says.list', { a: items[i]!, b: out });
  return out;
}
