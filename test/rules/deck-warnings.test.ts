/**
 * What a Major Arcanum could never play of a deck (K-AFFIL-04..06), for any deck, starter or
 * pasted: `deckWarnings`, and the passing "warning:" checks `validateDeck` adds for the lobby.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { coreCards, deckWarnings, STARTER_DECKS, validateDeckFor, type CardId } from '../../src/kult/index.js';
import { checkText } from '../../src/i18n/check-text.js';

const cards = coreCards();
const red = (ids: readonly CardId[]) => ids.filter((id) => cards.cards.get(id)!.affiliation === 'red');

describe('deck warnings by affiliation', () => {
  it('K-AFFIL-04 Golab with the red Archon starter deck: a warning with the count of cards Golab can never play', () => {
    const deck = STARTER_DECKS.archon.cards;
    const ws = deckWarnings(cards, 'golab', deck);
    const w = ws.find((x) => x.rule === 'K-AFFIL-04');
    assert.ok(w, JSON.stringify(ws));
    assert.equal(w.count, red(deck).length);
    assert.ok(w.count > deck.length / 2, `${w.count} of ${deck.length}`);
    assert.equal(w.says, `${w.count} of the ${deck.length} cards can never be played by Golab (opposite affiliation)`);
    assert.deepEqual(w.cards, [...new Set(red(deck))]);
  });

  it('K-AFFIL-04 the lobby\'s deck judge (validateDeckFor) carries the warning for a starter deck, and the deck stays legal', () => {
    const j = validateDeckFor({ cards }, STARTER_DECKS.archon.cards, { profile: 'FAQ', players: 2, major: 'golab' });
    assert.equal(j.ok, true, 'a warning never makes a deck illegal');
    const c = j.checks.find((x) => x.rule === 'K-AFFIL-04')!;
    assert.equal(c.ok, true);
    assert.match(c.says, /^warning: \d+ of the 58 cards can never be played by Golab \(opposite affiliation\)$/);
    assert.equal(checkText(c, { me: 'guest', name: (s) => s }), c.says);
  });

  it('K-AFFIL-02 a starter deck with its own Major plays every card: no warning', () => {
    assert.deepEqual(deckWarnings(cards, 'kether', STARTER_DECKS.archon.cards), []);
    assert.deepEqual(deckWarnings(cards, 'golab', STARTER_DECKS.angel.cards), []);
    const j = validateDeckFor({ cards }, STARTER_DECKS.angel.cards, { profile: 'FAQ', players: 2, major: 'golab' });
    assert.ok(!j.checks.some((c) => c.rule.startsWith('K-AFFIL')));
  });

  it('K-AFFIL-06 the opposite Regions are named: nothing lets a Major play them', () => {
    const w = deckWarnings(cards, 'golab', STARTER_DECKS.archon.cards).find((x) => x.rule === 'K-AFFIL-06')!;
    const regions = red(STARTER_DECKS.archon.cards).filter((id) => cards.cards.get(id)!.kind === 'region');
    assert.equal(w.count, regions.length);
    for (const id of new Set(regions)) assert.match(w.says, new RegExp(cards.cards.get(id)!.name));
  });

  it('K-AFFIL-05 with Misguidance in the deck the opposite Beings are playable only with it on the Major, the rest never', () => {
    const deck: CardId[] = [...STARTER_DECKS.angel.cards.slice(3), 'misguidance', 'usher', 'usher'];
    const ws = deckWarnings(cards, 'golab', deck);
    const never = ws.find((x) => x.rule === 'K-AFFIL-04');
    const misguided = ws.find((x) => x.rule === 'K-AFFIL-05')!;
    assert.equal(never, undefined, 'two red Beings and nothing else red');
    assert.equal(misguided.count, 2);
    assert.deepEqual(misguided.cards, ['usher']);
    assert.equal(misguided.says, 'Beings of the opposite affiliation (2 cards) can be played by Golab only with Misguidance on it');
  });
});
