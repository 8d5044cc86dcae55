/** Deck legality (K-DECK-01..07, K-RESTRICT-01..05, K-AFFIL-06), judged with one check per rule. */
import { check, judgement, type Check, type Judgement } from '../../engine/judgement.js';
import type { Ctx } from '../context.js';
import type { CardId, Options } from '../types.js';

/** The FAQ's suggested restricted list (K-RESTRICT-02..04); Fettered depends on the table (K-RESTRICT-05). */
const RESTRICTED_TO_ONE: Readonly<Record<string, string>> = {
  cleansing: 'K-RESTRICT-02',
  'astaroth-stirs': 'K-RESTRICT-03',
  'out-of-control': 'K-RESTRICT-04',
};

export interface DeckContext {
  readonly options: Pick<Options, 'minDeckSize' | 'faqSuggestedLists'> & { readonly collectionMode?: boolean };
  /** Players at the table, for Fettered (K-RESTRICT-05). */
  readonly players: number;
  /** The Major Arcanum the deck will serve, for the opposite-Region warning (K-AFFIL-06). */
  readonly major?: CardId;
}

/**
 * @example
 * const j = validateDeck(ctx, deckIds, { options: { minDeckSize: 58, faqSuggestedLists: true }, players: 2 });
 * j.checks.filter((c) => !c.ok) // e.g. [{ rule: 'K-DECK-01', says: 'the deck holds 57 Minor Arcana; at least 58 are needed' }]
 */
export function validateDeck(ctx: Ctx, deck: readonly CardId[], dc: DeckContext): Judgement<readonly CardId[]> {
  const checks: Check[] = [];
  const unknown = [...new Set(deck.filter((id) => !ctx.cards.cards.has(id)))];
  // Counted, not quoted: a friend's deck list is checked with this too, and its ids are its own words.
  checks.push(check('K-CARD-05', unknown.length === 0, unknown.length ? `${unknown.length} card id(s) not in the card set` : 'every card is in the card set'));
  const majors = [...new Set(deck.filter((id) => ctx.cards.cards.get(id)?.kind === 'major'))];
  checks.push(check('K-DECK-03', majors.length === 0, majors.length ? `Major Arcana may not be in the deck: ${majors.map(name(ctx)).join(', ')}` : 'no Major Arcana in the deck'));
  if (!dc.options.collectionMode) {
    const minors = deck.length - deck.filter((id) => majors.includes(id)).length;
    const min = dc.options.minDeckSize;
    checks.push(check('K-DECK-01', minors >= min, minors >= min ? `${minors} Minor Arcana (at least ${min})` : `the deck holds ${minors} Minor Arcana; at least ${min} are needed`));
    const counts = new Map<string, number>();
    for (const id of deck) counts.set(id, (counts.get(id) ?? 0) + 1);
    const over = [...counts].filter(([, n]) => n > 3);
    checks.push(check('K-DECK-02', over.length === 0, over.length ? `more than 3 copies: ${over.map(([id, n]) => `${n}× ${name(ctx)(id)}`).join(', ')}` : 'no card more than 3 times'));
    if (dc.options.faqSuggestedLists) {
      for (const [id, rule] of Object.entries(RESTRICTED_TO_ONE)) {
        const n = counts.get(id) ?? 0;
        if (n > 0) checks.push(check(rule, n <= 1, n <= 1 ? `1× ${name(ctx)(id)} (restricted to 1)` : `${name(ctx)(id)} is restricted to 1 copy; the deck has ${n}`));
      }
      const fettered = counts.get('fettered') ?? 0;
      const allowed = Math.min(3, Math.max(1, dc.players - 1));
      if (fettered > 0) checks.push(check('K-RESTRICT-05', fettered <= allowed, fettered <= allowed ? `${fettered}× Fettered (up to ${allowed} with ${dc.players - 1} adversaries)` : `Fettered is limited to ${allowed} with ${dc.players - 1} adversar${dc.players - 1 === 1 ? 'y' : 'ies'}; the deck has ${fettered}`));
    }
  }
  const major = dc.major ? ctx.cards.cards.get(dc.major) : undefined;
  if (major) {
    const opposite = [...new Set(deck.filter((id) => {
      const d = ctx.cards.cards.get(id);
      return d?.kind === 'region' && d.affiliation !== 'white' && d.affiliation !== major.affiliation;
    }))];
    if (opposite.length) checks.push(check('K-AFFIL-06', true, `warning: ${opposite.map(name(ctx)).join(', ')} can never be played by ${major.name} (opposite affiliation Region)`));
  }
  return judgement(deck, checks);
}

/** A card's name from this table's card set; an id it does not know is "an unknown card", never quoted. */
function name(ctx: Ctx): (id: string) => string {
  return (id) => ctx.cards.cards.get(id)?.name ?? 'an unknown card';
}
