/**
 * K-DECK, K-RESTRICT, K-REMOVED: deck legality (validateDeck, the starter
 * decks) and cards removed from the game after play (catalog § 6).
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { coreCards, createMatch, optionsFor, validateDeck, STARTER_DECKS, type CardId, type DeckContext } from '../../src/kult/index.js';
import { closeWindow, deckOf, newMatch, ok, place, player, refused, toStep } from '../support/scenario.js';
import { arrange } from '../support/table-kit.js';
import { checkFor, finishTurn, handCard, ids, two } from '../support/turn-kit.js';

const ctx = { cards: coreCards() };
const FAQ: DeckContext = { options: { minDeckSize: 58, faqSuggestedLists: true }, players: 2 };
const ARCHON = STARTER_DECKS.archon.cards;

/** The archon starter deck with its first `n` cards other than `card` replaced by `card`. */
function withCopies(card: CardId, extra: number, base: readonly CardId[] = ARCHON): CardId[] {
  const out = base.slice();
  let left = extra;
  for (let i = 0; i < out.length && left > 0; i++) {
    if (out[i] !== card && !['cleansing', 'astaroth-stirs', 'out-of-control', 'fettered'].includes(out[i]!)) {
      out[i] = card;
      left--;
    }
  }
  return out;
}

function failing(deck: readonly CardId[], dc: DeckContext = FAQ): string[] {
  return validateDeck(ctx, deck, dc).checks.filter((c) => !c.ok).map((c) => c.rule);
}

describe('K-DECK deck building', () => {
  test('K-DECK-01 57 Minor Arcana is invalid, 58 and 120 are valid; the IT profile needs 59', () => {
    assert.equal(ARCHON.length, 58);
    const j57 = validateDeck(ctx, ARCHON.slice(1), FAQ);
    assert.equal(j57.ok, false);
    assert.equal(checkFor(j57, 'K-DECK-01').says, 'the deck holds 57 Minor Arcana; at least 58 are needed');
    assert.ok(validateDeck(ctx, ARCHON, FAQ).ok);
    const minors = [...ctx.cards.cards.values()].filter((c) => c.kind !== 'major' && !['cleansing', 'astaroth-stirs', 'out-of-control', 'fettered'].includes(c.id));
    const big = minors.flatMap((c) => [c.id, c.id, c.id]).slice(0, 120);
    assert.equal(big.length, 120);
    assert.ok(validateDeck(ctx, big, FAQ).ok, 'there is no upper limit');
    const it = optionsFor({ profile: 'IT' });
    assert.equal(it.minDeckSize, 59);
    const jIt = validateDeck(ctx, ARCHON, { options: it, players: 2 });
    assert.deepEqual(jIt.checks.filter((c) => !c.ok).map((c) => c.rule), ['K-DECK-01']);
  });

  test('K-DECK-02 four copies of Curse make a deck invalid, three are fine', () => {
    const three = withCopies('curse', 2);
    const four = withCopies('curse', 3);
    assert.equal(three.filter((c) => c === 'curse').length, 3);
    assert.equal(four.filter((c) => c === 'curse').length, 4);
    assert.deepEqual(failing(three), []);
    const j = validateDeck(ctx, four, FAQ);
    assert.deepEqual(failing(four), ['K-DECK-02']);
    assert.equal(checkFor(j, 'K-DECK-02').says, 'more than 3 copies: 4× Curse');
  });

  test('K-DECK-03 a deck list containing Golab is invalid', () => {
    const deck = [...ARCHON, 'golab'];
    const j = validateDeck(ctx, deck, FAQ);
    assert.deepEqual(failing(deck), ['K-DECK-03']);
    assert.equal(checkFor(j, 'K-DECK-03').says, 'Major Arcana may not be in the deck: Golab');
    // …and a match will not start with it.
    const r = createMatch(ctx.cards, { players: [{ id: 'a', major: 'kether', deck }, { id: 'b', major: 'golab', deck: STARTER_DECKS.angel.cards }], struggle: 'continent', seed: 1 });
    assert.equal(r.ok, false);
    assert.ok(r.setup.checks.some((c) => !c.ok && c.rule === 'K-DECK-03'));
  });

  test('K-DECK-05 each starter deck holds 58 Minor Arcana and ships two Major Arcana of its colour', () => {
    for (const deck of Object.values(STARTER_DECKS)) {
      assert.equal(deck.cards.length, 58);
      assert.ok(deck.cards.every((id) => ctx.cards.cards.get(id)!.kind !== 'major'));
      const colours = deck.majors.map((m) => ctx.cards.cards.get(m)!);
      assert.ok(colours.every((m) => m.kind === 'major'));
      assert.equal(new Set(colours.map((m) => m.affiliation)).size, 1);
      for (const m of deck.majors) assert.ok(validateDeck(ctx, deck.cards, { ...FAQ, major: m }).ok);
    }
  });

  test('K-DECK-06 collection mode disables the size and copy limits', () => {
    const small = ['curse', 'curse', 'curse', 'curse', 'priest'];
    assert.deepEqual(failing(small).sort(), ['K-DECK-01', 'K-DECK-02']);
    const j = validateDeck(ctx, small, { options: { minDeckSize: 58, faqSuggestedLists: true, collectionMode: true }, players: 2 });
    assert.ok(j.ok);
    assert.ok(!j.checks.some((c) => c.rule === 'K-DECK-01' || c.rule === 'K-DECK-02'));
    // Major Arcana are still not cards of the deck.
    assert.equal(validateDeck(ctx, [...small, 'kether'], { options: { minDeckSize: 58, faqSuggestedLists: true, collectionMode: true }, players: 2 }).ok, false);
  });

  test('K-DECK-07 the restricted list applies on top of the three-copy limit: 2× Fettered passes K-DECK-02 yet fails K-RESTRICT-05', () => {
    const deck = withCopies('fettered', 1);
    assert.equal(deck.filter((c) => c === 'fettered').length, 2);
    const j = validateDeck(ctx, deck, FAQ);
    assert.ok(checkFor(j, 'K-DECK-02').ok);
    assert.deepEqual(failing(deck), ['K-RESTRICT-05']);
  });
});

describe('K-RESTRICT the FAQ suggested restricted list', () => {
  test('K-RESTRICT-01 with the FAQ lists off 3× Cleansing is valid; with them on it is not', () => {
    const deck = withCopies('cleansing', 2);
    assert.equal(deck.filter((c) => c === 'cleansing').length, 3);
    assert.deepEqual(failing(deck, { options: { minDeckSize: 58, faqSuggestedLists: false }, players: 2 }), []);
    assert.deepEqual(failing(deck), ['K-RESTRICT-02']);
    // The profiles: FAQ switches the lists on, BASE_V1 and IT leave them off.
    assert.equal(optionsFor({}).faqSuggestedLists, true);
    assert.equal(optionsFor({ profile: 'BASE_V1' }).faqSuggestedLists, false);
  });

  test('K-RESTRICT-02 2× Cleansing is invalid (option on)', () => {
    const deck = withCopies('cleansing', 1);
    const j = validateDeck(ctx, deck, FAQ);
    assert.deepEqual(failing(deck), ['K-RESTRICT-02']);
    assert.equal(checkFor(j, 'K-RESTRICT-02').says, 'Cleansing is restricted to 1 copy; the deck has 2');
  });

  test('K-RESTRICT-03 2× Astaroth Stirs is invalid', () => {
    const base = STARTER_DECKS.angel.cards;
    assert.ok(validateDeck(ctx, base, FAQ).ok);
    const deck = withCopies('astaroth-stirs', 1, base);
    assert.deepEqual(failing(deck), ['K-RESTRICT-03']);
  });

  test('K-RESTRICT-04 2× Out of Control is invalid', () => {
    const deck = withCopies('out-of-control', 1);
    assert.deepEqual(failing(deck), ['K-RESTRICT-04']);
  });

  test('K-RESTRICT-05 Fettered is limited by the number of adversaries: 1 in a 2-player game, 2 with 3 players, 3 with 5 (4 fails K-DECK-02 anyway)', () => {
    const two = withCopies('fettered', 1);
    const three = withCopies('fettered', 2);
    const four = withCopies('fettered', 3);
    assert.deepEqual(failing(ARCHON, { ...FAQ, players: 2 }), [], 'one copy with one adversary');
    const j = validateDeck(ctx, two, { ...FAQ, players: 2 });
    assert.equal(checkFor(j, 'K-RESTRICT-05').says, 'Fettered is limited to 1 with 1 adversary; the deck has 2');
    assert.deepEqual(failing(two, { ...FAQ, players: 3 }), []);
    assert.deepEqual(failing(three, { ...FAQ, players: 3 }), ['K-RESTRICT-05']);
    assert.deepEqual(failing(three, { ...FAQ, players: 5 }), []);
    assert.deepEqual(failing(four, { ...FAQ, players: 5 }).sort(), ['K-DECK-02', 'K-RESTRICT-05']);
  });
});

describe('K-REMOVED cards removed from the game', () => {
  test('K-REMOVED-01 Karma, once played, goes to its owner\'s removed zone, not the discard pile', () => {
    const { ctx: c, state } = two({ major: 'kether', hand: ['mirrorshard-amulet'], rest: ['artist'] }, { major: 'golab', hand: ['karma'] });
    const host = place(state, 'a', 'artist', 'C1');
    let s = toStep(c, host.state, 'deeds');
    const amulet = handCard(s, 'a', 'mirrorshard-amulet');
    s = ok(c, s, { type: 'influence', player: 'a', card: amulet, target: { card: host.iid } });
    const influenceAct = s.window!.chain[s.window!.chain.length - 1]!.id;
    const karma = handCard(s, 'b', 'karma');
    s = ok(c, s, { type: 'commandment', player: 'b', card: karma, target: { act: influenceAct } });
    assert.deepEqual(player(s, 'b').removed, [karma]);
    assert.ok(!player(s, 'b').discardPile.includes(karma));
    s = closeWindow(c, s);
    assert.deepEqual(player(s, 'a').cross.stations.C1!.attachments, [], 'the cancelled Influence card is discarded');
    assert.ok(player(s, 'a').discardPile.includes(amulet));
    assert.deepEqual(player(s, 'b').removed, [karma]);
  });

  test('K-REMOVED-01 a Karma or Cleansing The Void discards from a hand goes to the discard pile: only playing it removes it from the game', () => {
    const { ctx: c, state: s0 } = two({ major: 'kether', hand: ['the-void'] }, { major: 'golab', hand: ['karma', 'cleansing'] });
    // b holds nothing but the two cards the FAQ removes after play, so whichever The Void picks is one of them.
    const state = arrange(s0, (s) => {
      const b = s.players.find((p) => p.id === 'b')!;
      b.drawPile.unshift(...b.hand.filter((i) => !['karma', 'cleansing'].includes(s.cards[i]!.card!)));
      b.hand = b.hand.filter((i) => ['karma', 'cleansing'].includes(s.cards[i]!.card!));
    });
    const held = [handCard(state, 'b', 'karma'), handCard(state, 'b', 'cleansing')];
    let s = toStep(c, state, 'deeds');
    s = closeWindow(c, ok(c, s, { type: 'commandment', player: 'a', card: handCard(s, 'a', 'the-void'), target: { player: 'b' } }));
    const [gone] = held.filter((i) => !player(s, 'b').hand.includes(i));
    assert.ok(gone, 'b discarded one of its two cards');
    assert.deepEqual(player(s, 'b').discardPile, [gone]);
    assert.deepEqual(player(s, 'b').removed, []);
  });

  test('K-REMOVED-01 with the FAQ lists off, Cleansing goes to the discard pile like any card', () => {
    const { ctx: c, state } = two({ major: 'kether', hand: ['cleansing'] }, { major: 'golab', rest: ['priest'] }, { options: { faqSuggestedLists: false } });
    const foe = place(state, 'b', 'priest', 'C1');
    let s = toStep(c, foe.state, 'deeds');
    const cl = handCard(s, 'a', 'cleansing');
    s = ok(c, s, { type: 'commandment', player: 'a', card: cl, target: { card: foe.iid } });
    assert.ok(player(s, 'a').discardPile.includes(cl));
    assert.deepEqual(player(s, 'a').removed, []);
  });

  test('K-REMOVED-02 Tomb Bondage removes itself by its own text, even with the FAQ lists off', () => {
    for (const faqSuggestedLists of [true, false]) {
      const { ctx: c, state } = two({ major: 'golab', hand: ['tomb-bondage'] }, { major: 'malkuth', rest: ['priest'] }, { options: { faqSuggestedLists } });
      const victim = place(state, 'b', 'priest', 'C2');
      let s = toStep(c, victim.state, 'deeds');
      const tb = handCard(s, 'a', 'tomb-bondage');
      // Its discard is held until the Influence's window closes unchanged.
      s = closeWindow(c, ok(c, s, { type: 'influence', player: 'a', card: tb, target: { card: victim.iid } }));
      assert.deepEqual(player(s, 'a').removed, [tb], `faqSuggestedLists ${faqSuggestedLists}`);
      assert.ok(!player(s, 'a').discardPile.includes(tb));
      assert.equal(player(s, 'b').cross.stations.C2, undefined);
      assert.ok(player(s, 'b').discardPile.includes(victim.iid));
    }
  });

  test('K-REMOVED-03 a removed Cleansing is never reshuffled: the new draw pile holds only the discarded cards', () => {
    // Kether's whole deck: a Hub card, Cleansing and six Priests. Nothing is left to draw.
    const { ctx: c, state } = newMatch([
      { id: 'a', major: 'kether', deck: ['priest', 'cleansing', 'priest', 'priest', 'priest', 'priest', 'priest', 'priest'] },
      { id: 'b', major: 'golab', deck: deckOf([]) },
    ]);
    assert.equal(player(state, 'a').drawPile.length, 0);
    const own = place(state, 'a', 'priest', 'C1');
    let s = toStep(c, own.state, 'deeds');
    const cl = handCard(s, 'a', 'cleansing');
    s = closeWindow(c, ok(c, s, { type: 'commandment', player: 'a', card: cl, target: { card: own.iid } }));
    assert.deepEqual(player(s, 'a').removed, [cl]);
    assert.deepEqual(player(s, 'a').discardPile, [own.iid]);
    s = toStep(c, s, 'discard');
    const dropped = player(s, 'a').hand[0]!;
    s = ok(c, s, { type: 'discard', player: 'a', card: dropped });
    s = finishTurn(c, s); // Golab's turn
    s = finishTurn(c, s); // Kether's second turn, before the draw
    assert.equal(player(s, 'a').hand.length, 4);
    assert.deepEqual(ids(s, player(s, 'a').discardPile), ['priest', 'priest']);
    s = ok(c, s, { type: 'pass', player: 'a' });
    s = ok(c, s, { type: 'pass', player: 'b' });
    // Owed 3: the discard pile (2 cards) became the draw pile and both were drawn; Cleansing stayed out.
    const a = player(s, 'a');
    assert.equal(s.window?.kind, 'postDraw');
    assert.equal(a.hand.length, 6);
    assert.ok(a.hand.includes(own.iid) && a.hand.includes(dropped));
    assert.deepEqual([a.drawPile.length, a.discardPile.length], [0, 0]);
    assert.deepEqual(a.removed, [cl]);
    assert.ok(!a.hand.includes(cl));
  });
});
