/**
 * K-AFFIL: affiliation (catalog § 4). Red Archons, blue Angels of Death,
 * white (neutral) Minor Arcana; Misguidance is the only exception.
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { coreCards, validateDeck, STARTER_DECKS, type CardId } from '../../src/kult/index.js';
import { closeWindow, ok, place, player, refused, toStep } from '../support/scenario.js';
import { checkFor, finishTurn, handCard, judged, two } from '../support/turn-kit.js';

const ctx = { cards: coreCards() };

describe('K-AFFIL affiliation', () => {
  test('K-AFFIL-01 a Region with no stain is neutral, and the judge says so', () => {
    assert.equal(ctx.cards.cards.get('cathedral-of-ash')!.affiliation, 'white');
    const { ctx: c, state } = two({ major: 'kether', hand: ['cathedral-of-ash'] }, { major: 'golab' });
    const s = toStep(c, state, 'deeds');
    const j = judged(c, s, { type: 'proclaim', player: 'a', card: handCard(s, 'a', 'cathedral-of-ash'), cross: 'a', station: 'N' });
    assert.ok(j.ok);
    assert.equal(checkFor(j, 'K-AFFIL-03').says, 'Cathedral of Ash is neutral: every Major Arcanum may play it');
  });

  test('K-AFFIL-02 Golab (blue) may Proclaim a blue or a white Being, but a red Being is rejected', () => {
    const { ctx: c, state } = two({ major: 'golab', hand: ['purgatide', 'priest', 'asylum-warden'] }, { major: 'malkuth' });
    let s = toStep(c, state, 'deeds');
    assert.equal(s.active, 'a');
    const red = handCard(s, 'a', 'asylum-warden');
    const j = refused(c, s, { type: 'proclaim', player: 'a', card: red, cross: 'a', station: 'C3' }, 'K-AFFIL-04');
    assert.equal(checkFor(j, 'K-AFFIL-04').says, 'Asylum Warden is red (Archon); Golab is blue (Angel of Death): opposite affiliation cannot be played');
    let jb = judged(c, s, { type: 'proclaim', player: 'a', card: handCard(s, 'a', 'purgatide'), cross: 'a', station: 'C1' });
    assert.ok(checkFor(jb, 'K-AFFIL-02').ok);
    s = closeWindow(c, ok(c, s, { type: 'proclaim', player: 'a', card: handCard(s, 'a', 'purgatide'), cross: 'a', station: 'C1' }));
    jb = judged(c, s, { type: 'proclaim', player: 'a', card: handCard(s, 'a', 'priest'), cross: 'a', station: 'C2' });
    assert.ok(checkFor(jb, 'K-AFFIL-03').ok);
    s = ok(c, s, { type: 'proclaim', player: 'a', card: handCard(s, 'a', 'priest'), cross: 'a', station: 'C2' });
    assert.ok(player(s, 'a').cross.stations.C1 && player(s, 'a').cross.stations.C2);
  });

  test('K-AFFIL-03 both Kether (red) and Golab (blue) may Proclaim the same white Region', () => {
    const { ctx: c, state } = two({ major: 'kether', hand: ['cathedral-of-ash'] }, { major: 'golab', hand: ['cathedral-of-ash'] });
    let s = toStep(c, state, 'deeds');
    s = ok(c, s, { type: 'proclaim', player: 'a', card: handCard(s, 'a', 'cathedral-of-ash'), cross: 'a', station: 'N' });
    s = finishTurn(c, s);
    s = toStep(c, s, 'deeds');
    assert.equal(s.active, 'b');
    s = ok(c, s, { type: 'proclaim', player: 'b', card: handCard(s, 'b', 'cathedral-of-ash'), cross: 'b', station: 'S' });
    assert.equal(s.cards[player(s, 'a').cross.stations.N!.base]!.card, 'cathedral-of-ash');
    assert.equal(s.cards[player(s, 'b').cross.stations.S!.base]!.card, 'cathedral-of-ash');
  });

  test('K-AFFIL-04 a red Archon can never play a blue Influence card, even with its Suits matched', () => {
    const { ctx: c, state } = two({ major: 'kether', hand: ['butchers-hook'], rest: ['inferno', 'artist'] }, { major: 'golab' });
    let s = place(state, 'a', 'inferno', 'N').state; // Kether now controls Skull + Rose, Butcher's Hook's Suits
    const host = place(s, 'a', 'artist', 'C1');
    s = toStep(c, host.state, 'deeds');
    const j = refused(c, s, { type: 'influence', player: 'a', card: handCard(s, 'a', 'butchers-hook'), target: { card: host.iid } }, 'K-AFFIL-04');
    assert.ok(checkFor(j, 'K-SUIT-04').ok, 'only the affiliation stands in the way');
  });

  test('K-AFFIL-05 Misguidance on Kether allows a blue Being, but still no blue Region or blue Influence card', () => {
    const { ctx: c, state } = two({ major: 'kether', hand: ['misguidance', 'sin-eater', 'house-of-pain', 'butchers-hook'], rest: ['inferno'] }, { major: 'golab' });
    let s = place(state, 'a', 'inferno', 'N').state; // a Skull, so every card below has its Suits
    s = toStep(c, s, 'deeds');
    const sinEater = handCard(s, 'a', 'sin-eater');
    refused(c, s, { type: 'proclaim', player: 'a', card: sinEater, cross: 'a', station: 'C1' }, 'K-AFFIL-04');
    s = closeWindow(c, ok(c, s, { type: 'influence', player: 'a', card: handCard(s, 'a', 'misguidance'), target: { player: 'a' } }));
    assert.equal(player(s, 'a').cross.majorAttachments.length, 1);
    const j = judged(c, s, { type: 'proclaim', player: 'a', card: sinEater, cross: 'a', station: 'C1' });
    assert.equal(checkFor(j, 'K-AFFIL-05').says, 'Sin-Eater is blue (Angel of Death), but Misguidance on Kether allows any Being');
    s = closeWindow(c, ok(c, s, { type: 'proclaim', player: 'a', card: sinEater, cross: 'a', station: 'C1' }));
    refused(c, s, { type: 'proclaim', player: 'a', card: handCard(s, 'a', 'house-of-pain'), cross: 'a', station: 'E' }, 'K-AFFIL-04');
    refused(c, s, { type: 'influence', player: 'a', card: handCard(s, 'a', 'butchers-hook'), target: { card: sinEater } }, 'K-AFFIL-04');
  });

  test('K-AFFIL-06 a red-Archon deck holding a blue Region gets a warning, not a rejection', () => {
    const deck: CardId[] = [...STARTER_DECKS.archon.cards.slice(1), 'house-of-pain'];
    const j = validateDeck(ctx, deck, { options: { minDeckSize: 58, faqSuggestedLists: true }, players: 2, major: 'kether' });
    assert.ok(j.ok, 'a warning does not make the deck illegal');
    const w = checkFor(j, 'K-AFFIL-06');
    assert.equal(w.ok, true);
    assert.equal(w.says, 'warning: House of Pain can never be played by Kether (opposite affiliation Region)');
    const clean = validateDeck(ctx, STARTER_DECKS.archon.cards, { options: { minDeckSize: 58, faqSuggestedLists: true }, players: 2, major: 'kether' });
    assert.ok(!clean.checks.some((c) => c.rule === 'K-AFFIL-06'));
  });

  test('K-AFFIL-07 Kether may attach a red Influence card to a blue opponent\'s Being, but not a blue one', () => {
    const { ctx: c, state } = two({ major: 'kether', hand: ['mirrorshard-amulet', 'butchers-hook'], rest: ['inferno'] }, { major: 'golab', rest: ['purgatide'] });
    let s = place(state, 'a', 'inferno', 'N').state;
    const foe = place(s, 'b', 'purgatide', 'C1');
    s = toStep(c, foe.state, 'deeds');
    refused(c, s, { type: 'influence', player: 'a', card: handCard(s, 'a', 'butchers-hook'), target: { card: foe.iid } }, 'K-AFFIL-04');
    const amulet = handCard(s, 'a', 'mirrorshard-amulet');
    s = ok(c, s, { type: 'influence', player: 'a', card: amulet, target: { card: foe.iid } });
    assert.deepEqual(player(s, 'b').cross.stations.C1!.attachments.map((x) => x.iid), [amulet]);
    assert.equal(s.cards[amulet]!.owner, 'a', 'the attachment stays Kether\'s card');
  });
});
