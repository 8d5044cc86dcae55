/** The built-in core card set, loaded and validated once. */
import coreSet from './core-set.json' with { type: 'json' };
import { loadCardSets, type CardSet, type CardSetResult } from './card-set.js';

let cached: CardSet | undefined;

/** The core set; throws only if the shipped data is broken (a build error, caught by the card tests). */
export function coreCards(): CardSet {
  if (cached) return cached;
  const r = loadCardSets([coreSet]);
  if (!r.ok) throw new Error(`core card set is invalid: ${r.problems.map((p) => `${p.card}.${p.field}: ${p.message}`).join('; ')}`);
  cached = r.set;
  return cached;
}

/**
 * The core set with more card-set files after it (a test card, a fan-made puzzle's card): each
 * file is validated like the core, and may not reuse a core card's id.
 *
 * @example
 * const r = coreCardsWith([{ set: 'puzzle', version: 1, cards: [myTestCard] }]);
 * if (r.ok) buildPosition(r.set, plan);
 */
export function coreCardsWith(files: readonly unknown[]): CardSetResult {
  return loadCardSets([coreSet, ...files]);
}
