/**
 * Deck lists as plain text (src/kult/cards/deck-list.ts, docs/card-format.md):
 * `count name` lines, `#` comments, blank lines, `Major:` lines; problems
 * carry line numbers; a formatted list reads back to the same deck, and the
 * starter decks round-trip and stay legal (K-DECK-01..03, K-RESTRICT).
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { coreCards, formatDeckList, parseDeckList, STARTER_DECKS, validateDeck, type DeckListResult } from '../../src/kult/index.js';

const cards = coreCards();

function okList(r: DeckListResult) {
  assert.ok(r.ok, `expected a clean parse: ${r.ok ? '' : JSON.stringify(r.problems)}`);
  return r;
}

function sorted(ids: readonly string[]): string[] {
  return [...ids].sort();
}

describe('parseDeckList', () => {
  it('reads count lines, comments, blank lines and a Major line', () => {
    const r = okList(parseDeckList([
      '# My Archon deck',
      'Major: Kether',
      '',
      '3 Fly in the Ointment   # at any time',
      '  2 Usher  ',
      '1x Anton Teptov',
      '2 × Priest',
    ].join('\n'), cards));
    assert.deepEqual(r.majors, ['kether']);
    assert.deepEqual(r.cards, ['fly-in-the-ointment', 'fly-in-the-ointment', 'fly-in-the-ointment', 'usher', 'usher', 'anton-teptov', 'priest', 'priest']);
  });

  it('matches names whatever their case, spacing or apostrophe, and accepts card ids', () => {
    const r = okList(parseDeckList("2 archon’s   FAVOUR\n1 Archon's Favour\n1 demiurges-shadow\r\n1 Sleepers' District", cards));
    assert.deepEqual(sorted(r.cards), ['archons-favour', 'archons-favour', 'archons-favour', 'demiurges-shadow', 'sleepers-district']);
  });

  it('adds up counts of a name given on several lines', () => {
    const r = okList(parseDeckList('1 Curse\n2 Curse', cards));
    assert.deepEqual(r.cards, ['curse', 'curse', 'curse']);
  });

  it('an empty list (or only comments) is an empty deck, with no Major', () => {
    assert.deepEqual(okList(parseDeckList('', cards)).cards, []);
    assert.deepEqual(okList(parseDeckList('# nothing yet\n\n', cards)).majors, []);
  });

  it('an unknown name is reported with its line number and a suggestion', () => {
    const r = parseDeckList('Major: Kether\n2 Usher\n# comment\n3 Fly in the Oitnment\n1 Summoned Horror', cards);
    assert.equal(r.ok, false);
    const problems = r.ok ? [] : r.problems;
    assert.deepEqual(problems.map((p) => [p.line, p.code]), [[4, 'DECK-UNKNOWN-CARD'], [5, 'DECK-UNKNOWN-CARD']]);
    assert.equal(problems[0]!.message, 'no card named "Fly in the Oitnment" (did you mean "Fly in the Ointment"?)');
    assert.equal(problems[1]!.message, 'no card named "Summoned Horror"');
    assert.equal(problems[0]!.text, '3 Fly in the Oitnment');
  });

  it('bad counts are reported by line: missing, zero, negative, fractional, too many, words', () => {
    const r = parseDeckList(['Usher', '0 Usher', '-1 Usher', '2.5 Usher', '100 Usher', 'three Usher', '2 Usher'].join('\n'), cards);
    assert.equal(r.ok, false);
    const problems = r.ok ? [] : r.problems;
    assert.deepEqual(problems.map((p) => [p.line, p.code]), [1, 2, 3, 4, 5, 6].map((l) => [l, 'DECK-BAD-COUNT']));
    assert.equal(problems[0]!.message, 'a card line starts with its count, e.g. "2 Usher"');
    assert.equal(problems[1]!.message, '0 copies: a count is a whole number from 1 to 99');
    assert.equal(problems[3]!.message, '"2.5" is not a whole number of copies from 1 to 99');
  });

  it('a Major Arcanum belongs on a Major line, and a Major line must name one (K-DECK-03)', () => {
    const r = parseDeckList('1 Kether\nMajor: Usher\nMajor: Kethr\nMajor:', cards);
    assert.equal(r.ok, false);
    const problems = r.ok ? [] : r.problems;
    assert.deepEqual(problems.map((p) => [p.line, p.code]), [[1, 'DECK-MAJOR-IN-DECK'], [2, 'DECK-BAD-MAJOR'], [3, 'DECK-BAD-MAJOR'], [4, 'DECK-BAD-MAJOR']]);
    assert.match(problems[0]!.message, /write "Major: Kether"/);
    assert.equal(problems[1]!.message, 'Usher is a Being, not a Major Arcanum');
    assert.equal(problems[2]!.message, 'no Major Arcanum named "Kethr" (did you mean "Kether"?)');
  });

  it('two cards sharing a name must be written by id', () => {
    const twin = { ...cards.cards.get('usher')!, id: 'usher-promo' };
    const set = { cards: new Map([...cards.cards, ['usher-promo', twin]]) };
    const r = parseDeckList('2 Usher\n1 usher-promo', set);
    assert.equal(r.ok, false);
    assert.deepEqual(r.ok ? [] : r.problems.map((p) => [p.line, p.code]), [[1, 'DECK-AMBIGUOUS-NAME']]);
  });
});

describe('formatDeckList', () => {
  it('writes Major lines, then count lines grouped by kind under headings', () => {
    const text = formatDeckList(['usher', 'curse', 'usher', 'sorry', 'o-luong'], cards, { majors: ['kether'], title: 'Tiny' });
    assert.equal(text, [
      '# Tiny', 'Major: Kether', '', '# Beings (2)', '2 Usher', '', '# Regions (1)', '1 O Luong', '', '# Influence (1)', '1 Curse', '', '# Commandments (1)', '1 Sorry', '',
    ].join('\n'));
  });

  it('refuses an id the set lacks', () => {
    assert.throws(() => formatDeckList(['no-such-card'], cards), RangeError);
  });

  for (const [key, deck] of Object.entries(STARTER_DECKS)) {
    it(`${key}: the starter deck round-trips through text and stays a legal 58-card deck (K-DECK-01/02, K-RESTRICT)`, () => {
      const text = formatDeckList(deck.cards, cards, { majors: deck.majors, title: deck.name });
      const back = okList(parseDeckList(text, cards));
      assert.deepEqual(sorted(back.cards), sorted(deck.cards));
      assert.deepEqual(back.majors, deck.majors);
      const judged = validateDeck({ cards }, back.cards, { options: { minDeckSize: 58, faqSuggestedLists: true }, players: 2, major: back.majors[0] });
      assert.ok(judged.ok, judged.checks.filter((c) => !c.ok).map((c) => `${c.rule}: ${c.says}`).join('; '));
    });
  }
});
