/** Deck legality (K-DECK-01..07, K-RESTRICT-01..05), judged with one check per rule, and what a Major cannot play of it (K-AFFIL-04..06). */
import { judgement, type Check, type Judgement, type Words, type WordValue } from '../../engine/judgement.js';
import type { CardSet } from '../cards/card-set.js';
import type { Ctx } from '../context.js';
import { english, joined, say, sayWords, words } from '../say.js';
import type { CardId, Options, Profile } from '../types.js';
import { optionsFor } from './options.js';

/** The FAQ's suggested restricted list (K-RESTRICT-02..04); Fettered depends on the table (K-RESTRICT-05). */
const RESTRICTED_TO_ONE: Readonly<Record<string, string>> = {
  cleansing: 'K-RESTRICT-02',
  'astaroth-stirs': 'K-RESTRICT-03',
  'out-of-control': 'K-RESTRICT-04',
};

/**
 * How many copies of a card a deck may hold, and the rule that says so: three (K-DECK-02), or
 * fewer on the FAQ's suggested restricted list (K-RESTRICT-02..05; Fettered by table size).
 */
export function copyLimit(id: CardId, options: Pick<Options, 'faqSuggestedLists'>, players: number): { readonly limit: number; readonly rule: string } {
  if (options.faqSuggestedLists) {
    const one = RESTRICTED_TO_ONE[id];
    if (one) return { limit: 1, rule: one };
    if (id === 'fettered') return { limit: Math.min(3, Math.max(1, players - 1)), rule: 'K-RESTRICT-05' };
  }
  return { limit: 3, rule: 'K-DECK-02' };
}

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
  // Counted, not quoted: the list may come from the friend's table, whose words never reach the screen.
  checks.push(say('K-CARD-05', unknown.length === 0, null, unknown.length ? 'says.deck.unknownCards' : 'says.deck.allKnown', { n: unknown.length }));
  const majors = [...new Set(deck.filter((id) => ctx.cards.cards.get(id)?.kind === 'major'))];
  checks.push(say('K-DECK-03', majors.length === 0, null, majors.length ? 'says.deck.majors' : 'says.deck.noMajors', { cards: joined(majors.map(name(ctx))) }));
  if (!dc.options.collectionMode) {
    const minors = deck.length - deck.filter((id) => majors.includes(id)).length;
    const min = dc.options.minDeckSize;
    checks.push(say('K-DECK-01', minors >= min, null, minors >= min ? 'says.deck.minors' : 'says.deck.tooFewMinors', { n: minors, min }));
    const counts = new Map<string, number>();
    for (const id of deck) counts.set(id, (counts.get(id) ?? 0) + 1);
    const over = [...counts].filter(([, n]) => n > 3);
    checks.push(say('K-DECK-02', over.length === 0, null, over.length ? 'says.deck.overThree' : 'says.deck.noneOverThree', { cards: joined(over.map(([id, n]) => words('says.deck.copies', { n, card: name(ctx)(id) }))) }));
    if (dc.options.faqSuggestedLists) {
      for (const [id, n] of counts) {
        const { limit, rule } = copyLimit(id, dc.options, dc.players);
        if (rule === 'K-DECK-02') continue;
        const adversaries = dc.players - 1;
        const ok = n <= limit;
        const card = name(ctx)(id);
        if (id !== 'fettered') checks.push(say(rule, ok, null, ok ? 'says.deck.restricted' : 'says.deck.overRestricted', { card, n }));
        else checks.push(say(rule, ok, null, ok ? 'says.deck.fettered' : adversaries === 1 ? 'says.deck.overFetteredOne' : 'says.deck.overFettered', { card, n, limit, adversaries }));
      }
    }
  }
  // Legal, but the Major cannot play all of it: warnings, which pass (K-AFFIL-04..06).
  if (dc.major) for (const w of deckWarnings(ctx.cards, dc.major, deck)) checks.push(sayWords(w.rule, true, null, words('says.deck.warning', { text: w.words })));
  return judgement(deck, checks);
}

/** A deck the rules allow that its Major Arcanum cannot (wholly) play: a warning with its rule, never a refusal. */
export interface DeckWarning {
  readonly rule: string;
  /** The warning in English; `words` for the message catalog. */
  readonly says: string;
  readonly words: Words;
  /** How many cards of the deck it is about, copies counted. */
  readonly count: number;
  /** Which cards, each once, in deck order. */
  readonly cards: readonly CardId[];
}

/**
 * What `major` could never play of `deck`, by affiliation (K-AFFIL-02..06), for any deck (a
 * starter deck as much as a pasted list): the cards of the opposite colour (K-AFFIL-04), the
 * opposite Beings that only Misguidance lets it play when the deck holds one (K-AFFIL-05),
 * and the opposite Regions, which nothing lets it play (K-AFFIL-06). Empty when it plays it all.
 *
 * @example
 * deckWarnings(coreCards(), 'golab', STARTER_DECKS.archon.cards)
 * // [{ rule: 'K-AFFIL-04', count: 39, says: '39 of the 58 cards can never be played by Golab (opposite affiliation)', … }, { rule: 'K-AFFIL-06', … }]
 */
export function deckWarnings(cards: CardSet, major: CardId, deck: readonly CardId[]): DeckWarning[] {
  const m = cards.cards.get(major);
  if (!m || m.kind !== 'major' || m.affiliation === 'white') return [];
  const opposite = deck.filter((id) => {
    const d = cards.cards.get(id);
    return !!d && d.kind !== 'major' && d.affiliation !== 'white' && d.affiliation !== m.affiliation;
  });
  // Misguidance on the Major lets it play any Being (K-AFFIL-05); it is neutral itself.
  const misguided = deck.some((id) => (cards.cards.get(id)?.effects ?? []).some((e) => e.op === 'anyAffiliationBeings'));
  const isBeing = (id: CardId) => cards.cards.get(id)?.kind === 'being';
  const never = misguided ? opposite.filter((id) => !isBeing(id)) : opposite;
  const onlyMisguided = misguided ? opposite.filter(isBeing) : [];
  const regions = opposite.filter((id) => cards.cards.get(id)?.kind === 'region');
  const name = (id: CardId) => cards.cards.get(id)!.name;
  const out: DeckWarning[] = [];
  const warn = (rule: string, list: readonly CardId[], w: Words) => out.push({ rule, says: english(w, null), words: w, count: list.length, cards: [...new Set(list)] });
  if (never.length) warn('K-AFFIL-04', never, words('says.deck.opposite', { count: never.length, total: deck.length, major: m.name }));
  if (onlyMisguided.length) warn('K-AFFIL-05', onlyMisguided, words('says.deck.misguidance', { count: onlyMisguided.length, major: m.name }));
  if (regions.length) warn('K-AFFIL-06', regions, words('says.deck.regions', { regions: [...new Set(regions)].map(name).join(', '), major: m.name }));
  return out;
}

/** A card's name from this table's card set; an id it does not know is "an unknown card", never quoted. */
function name(ctx: Ctx): (id: string) => WordValue {
  return (id) => ctx.cards.cards.get(id)?.name ?? words('says.deck.unknownCard');
}

/** {@link validateDeck} with the deck rules of a ruleset profile (K-DECK-01's minimum, the FAQ's lists). */
export function validateDeckFor(ctx: Ctx, deck: readonly CardId[], table: { readonly profile: Profile; readonly players: number; readonly major?: CardId }): Judgement<readonly CardId[]> {
  const { minDeckSize, faqSuggestedLists } = optionsFor({ profile: table.profile });
  return validateDeck(ctx, deck, { options: { minDeckSize, faqSuggestedLists }, players: table.players, ...(table.major ? { major: table.major } : {}) });
}

/**
 * What can be told of a hidden deck from its size alone: at least the profile's minimum
 * (K-DECK-01) and at most what the card set allows with three copies of each card and the
 * restricted lists (K-DECK-02, K-RESTRICT), so a deck of 500 commitments is refused at setup.
 */
export function deckSizeCheck(ctx: Ctx, count: number, table: { readonly profile: Profile; readonly players: number }): Check {
  const { minDeckSize, faqSuggestedLists } = optionsFor({ profile: table.profile });
  if (count < minDeckSize) return say('K-DECK-01', false, null, 'says.deck.sizeSmall', { n: count, min: minDeckSize });
  let most = 0;
  for (const [id, def] of ctx.cards.cards) {
    if (def.kind === 'major') continue;
    most += copyLimit(id, { faqSuggestedLists }, table.players).limit;
  }
  if (count > most) return say('K-DECK-02', false, null, 'says.deck.sizeLarge', { n: count, most });
  return say('K-DECK-01', true, null, 'says.deck.size', { n: count, min: minDeckSize, most });
}
