// The IT profile's decks hold 59 cards (K-DECK-01, C-01), and the lobby offers that profile first
// to Italian readers (issue 16): so each starter deck carries a spare 59th card, played where the
// profile asks for it, and practice under the IT profile seats every player with a legal deck.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { coreCards, STARTER_DECKS } from '../../src/kult/index.js';
import { starterList } from '../../src/kult/cards/starter-decks.js';
import { validateDeckFor } from '../../src/kult/rules/deck.js';
import { kultPractice } from '../../src/kult/practice.js';

const cards = coreCards();

describe('K-DECK-01 starter decks under the IT profile (C-01: 59)', () => {
  for (const [key, deck] of Object.entries(STARTER_DECKS)) {
    it(`${key}: 58 cards are refused by the IT profile, 58 and its spare are legal (K-DECK-02 included), and the FAQ table keeps 58`, () => {
      const it58 = validateDeckFor({ cards }, deck.cards, { profile: 'IT', players: 2, major: deck.majors[0] });
      assert.equal(it58.ok, false);
      assert.ok(it58.checks.some((c) => !c.ok && c.rule === 'K-DECK-01'));
      const with59 = starterList(deck, 59);
      assert.equal(with59.length, 59);
      assert.deepEqual(validateDeckFor({ cards }, with59, { profile: 'IT', players: 2, major: deck.majors[0] }).checks.filter((c) => !c.ok), []);
      assert.equal(starterList(deck, 58), deck.cards);
    });
  }

  it('practice under the IT profile starts with a 59-card deck on every seat, bots included', () => {
    const match = kultPractice({ cards, ruleset: 'IT', players: 4, seed: 5 });
    const agreed = match.agreed!;
    assert.deepEqual(agreed.seats.map((s) => s.cards?.length), [59, 59, 59, 59]);
    assert.equal(agreed.settings.ruleset, 'IT');
  });
});
