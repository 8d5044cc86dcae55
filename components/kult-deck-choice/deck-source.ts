/**
 * Where the lobby's decks come from: the starter decks a card set can build,
 * and pasted or imported deck lists (read by `parseDeckList`; judged by
 * `validateDeck` in the lobby).
 */
import { STARTER_DECKS, starterList } from '../../src/kult/cards/starter-decks.js';
import type { Affiliation, CardId, CardSet } from '../../src/kult/index.js';
import { formatDeckList, parseDeckList, type DeckListProblem } from '../../src/kult/cards/deck-list.js';
import { hasMsg, msg } from '../../src/i18n/catalog.js';

export interface StarterOption {
  readonly key: string;
  readonly name: string;
  readonly majors: readonly CardId[];
  readonly cards: readonly CardId[];
  /** Its 59th card, for a profile that needs 59 (starterList). */
  readonly spare: CardId;
  /** The colour of its Majors (a starter deck is built for one side). */
  readonly affiliation: Affiliation | undefined;
}

/** A starter deck's name in the reader's language (its data's English where a language has none). */
export function starterName(st: Pick<StarterOption, 'key' | 'name'>): string {
  const key = `kult.starter.${st.key}`;
  return hasMsg(key) ? msg(key) : st.name;
}

/** The starter decks whose cards are all in `cards` (a fan set may not hold them). */
export function starterDecksFor(cards: CardSet): StarterOption[] {
  return Object.entries(STARTER_DECKS)
    .filter(([, d]) => [...d.majors, ...d.cards, d.spare].every((id) => cards.cards.has(id)))
    .map(([key, d]) => ({ key, name: d.name, majors: d.majors, cards: d.cards, spare: d.spare, affiliation: cards.cards.get(d.majors[0])?.affiliation }));
}

export type DeckLineProblem = Pick<DeckListProblem, 'line' | 'code' | 'message'>;

/** A deck list read from text: its cards and `Major:` lines, or the lines that could not be read. */
export function readDeckList(text: string, cards: CardSet): { readonly list: readonly CardId[]; readonly majors: readonly CardId[]; readonly problems: readonly DeckLineProblem[] } {
  const r = parseDeckList(text, cards);
  return r.ok ? { list: r.cards, majors: r.majors, problems: [] } : { list: [], majors: [], problems: r.problems };
}

/** A starter deck written out as a list, to start a custom deck from. */
export function starterAsText(st: StarterOption, cards: CardSet, minDeckSize: number): string {
  return formatDeckList(starterList(st, minDeckSize), cards, { majors: st.majors, title: st.name });
}
