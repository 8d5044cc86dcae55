/**
 * Scenario tests for the Influence cards the rule texts describe (catalog
 * § 11): Unholy Hunger, Incinerator, Automatic Rifle, Misguidance, Tomb
 * Bondage, Fettered, Curse. Named with the card and the rule; played through
 * the engine on unshuffled decks.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { combatOutcome, validateDeck, STARTER_DECKS } from '../../src/kult/index.js';
import { closeWindow, ok, place, player, refused, toStep } from '../support/scenario.js';
import { inHand, judgeOnly, says, suits, table } from '../support/table-kit.js';

describe('Influence cards from the rule texts', () => {
  it('Unholy Hunger K-TIMING-07: on a markerless Teacher it is discarded once the window closes; on a Pawn holding a marker it stays; never on the Stage (K-STATION-03)', () => {
    let { ctx, state } = table({ major: 'golab', hand: ['unholy-hunger', 'unholy-hunger'] }, { major: 'malkuth', rest: ['teacher', 'priest', 'priest'] });
    const teacher = place(state, 'b', 'teacher', 'C2');
    const fed = place(teacher.state, 'b', 'priest', 'C1', { markers: 1 });
    const north = place(fed.state, 'b', 'priest', 'N');
    state = toStep(ctx, north.state, 'deeds');
    refused(ctx, state, { type: 'influence', player: 'a', card: inHand(state, 'a', 'unholy-hunger'), target: { card: north.iid } }, 'K-STATION-03');
    state = ok(ctx, state, { type: 'influence', player: 'a', card: inHand(state, 'a', 'unholy-hunger'), target: { card: teacher.iid } });
    assert.equal(player(state, 'b').cross.stations.C2?.base, teacher.iid, 'held while the window is open (Q-18)');
    state = closeWindow(ctx, state);
    assert.equal(player(state, 'b').cross.stations.C2, undefined);
    assert.ok(player(state, 'b').discardPile.includes(teacher.iid));
    state = closeWindow(ctx, ok(ctx, state, { type: 'influence', player: 'a', card: inHand(state, 'a', 'unholy-hunger'), target: { card: fed.iid } }));
    assert.equal(player(state, 'b').cross.stations.C1?.base, fed.iid, 'a fed Pawn survives');
    assert.equal(player(state, 'b').cross.stations.C1?.attachments.length, 1);
  });

  it('Incinerator K-SUIT-06 / K-WEAPON-01: Golab\'s three Skulls need a Repel for the fourth; on the Veteran, chosen as its Weapon, it adds +3', () => {
    let { ctx, state } = table({ major: 'golab', hand: ['incinerator'], rest: ['veteran'] }, { major: 'malkuth', rest: ['usher'] });
    const vet = place(state, 'a', 'veteran', 'C1');
    const us = place(vet.state, 'b', 'usher', 'C1');
    state = toStep(ctx, us.state, 'deeds');
    const inc = inHand(state, 'a', 'incinerator');
    const give = { type: 'influence', player: 'a', card: inc, target: { card: vet.iid } } as const;
    assert.match(says(refused(ctx, state, give, 'K-SUIT-04'), 'K-SUIT-04'), /needs Skull×4, you control Skull×3/);
    state = closeWindow(ctx, ok(ctx, state, { type: 'repel', player: 'a', from: 'hub', to: 'C1', suit: 'skull' }));
    state = closeWindow(ctx, ok(ctx, state, give));
    state = toStep(ctx, state, 'attack');
    state = ok(ctx, state, { type: 'attack', player: 'a', attacker: vet.iid, target: us.iid });
    assert.equal(combatOutcome(ctx, state)!.attackerCv, '3 (3 Veteran)', 'a Weapon counts only once chosen');
    state = ok(ctx, state, { type: 'weapon', player: 'a', being: vet.iid, weapon: inc });
    assert.equal(combatOutcome(ctx, state)!.attackerCv, '6 (3 Veteran +3 Incinerator)');
    state = closeWindow(ctx, state);
    assert.ok(player(state, 'b').discardPile.includes(us.iid));
  });

  it('Automatic Rifle K-ITEM-02: Kether gives it to his Priest; using it is optional: without it the Priest (2) loses to the Artist (3), with it (+2) it wins', () => {
    let { ctx, state } = table({ major: 'kether', hand: ['automatic-rifle'], rest: ['priest'] }, { major: 'golab', rest: ['artist'] });
    const pr = place(state, 'a', 'priest', 'C1');
    const art = place(pr.state, 'b', 'artist', 'C1');
    state = toStep(ctx, art.state, 'deeds');
    const rifle = inHand(state, 'a', 'automatic-rifle');
    state = closeWindow(ctx, ok(ctx, state, { type: 'influence', player: 'a', card: rifle, target: { card: pr.iid } }));
    state = toStep(ctx, state, 'attack');
    state = ok(ctx, state, { type: 'attack', player: 'a', attacker: pr.iid, target: art.iid });
    assert.equal(combatOutcome(ctx, state)!.winner, art.iid, 'fighting without the Rifle is allowed');
    const armed = ok(ctx, state, { type: 'weapon', player: 'a', being: pr.iid, weapon: rifle });
    assert.equal(combatOutcome(ctx, armed)!.attackerCv, '4 (2 Priest +2 Automatic Rifle)');
    const after = closeWindow(ctx, armed);
    assert.ok(player(after, 'b').discardPile.includes(art.iid));
  });

  it('Misguidance K-AFFIL-05 / K-DEED-INFLUENCE-10: only onto your own Major Arcanum; then Kether may Proclaim the blue Nachtkinder', () => {
    let { ctx, state } = table({ major: 'kether', hand: ['misguidance', 'nachtkinder'], rest: ['inferno'] }, { major: 'golab' });
    state = place(state, 'a', 'inferno', 'N').state; // a Skull for the Nachtkinder's Skull + Rose
    state = toStep(ctx, state, 'deeds');
    const nk = inHand(state, 'a', 'nachtkinder');
    refused(ctx, state, { type: 'proclaim', player: 'a', card: nk, cross: 'a', station: 'C1' }, 'K-AFFIL-04');
    const mg = inHand(state, 'a', 'misguidance');
    refused(ctx, state, { type: 'influence', player: 'a', card: mg, target: { player: 'b' } }, 'K-DEED-INFLUENCE-10');
    state = closeWindow(ctx, ok(ctx, state, { type: 'influence', player: 'a', card: mg, target: { player: 'a' } }));
    assert.deepEqual(player(state, 'a').cross.majorAttachments.map((x) => x.iid), [mg]);
    assert.match(says(judgeOnly(ctx, state, { type: 'proclaim', player: 'a', card: nk, cross: 'a', station: 'C1' }), 'K-AFFIL-05'), /Misguidance on Kether allows any Being/);
    state = closeWindow(ctx, ok(ctx, state, { type: 'proclaim', player: 'a', card: nk, cross: 'a', station: 'C1' }));
    assert.equal(player(state, 'a').cross.stations.C1?.base, nk);
  });

  it('Tomb Bondage K-REMOVED-02: it discards a Pawn or Creature in a Cast (not a Lictor), then leaves the game', () => {
    let { ctx, state } = table({ major: 'golab', hand: ['tomb-bondage'] }, { major: 'malkuth', rest: ['artist', 'lictor-of-the-courts'] });
    const art = place(state, 'b', 'artist', 'C3', { markers: 1 });
    const lic = place(art.state, 'b', 'lictor-of-the-courts', 'C1');
    state = toStep(ctx, lic.state, 'deeds');
    const tb = inHand(state, 'a', 'tomb-bondage');
    assert.match(says(judgeOnly(ctx, state, { type: 'influence', player: 'a', card: tb, target: { card: lic.iid } }), 'K-GEN-01'), /Lictor of the Courts is not a legal target for Tomb Bondage \(pawn\/creature\)/);
    const pool = state.pool;
    state = closeWindow(ctx, ok(ctx, state, { type: 'influence', player: 'a', card: tb, target: { card: art.iid } }));
    assert.ok(player(state, 'b').discardPile.includes(art.iid));
    assert.equal(state.pool, pool + 1, 'the Artist\'s marker goes to the Pool (K-POPDISCARD-03)');
    assert.deepEqual(player(state, 'a').removed, [tb]);
    assert.ok(!player(state, 'a').discardPile.includes(tb));
  });

  it('Fettered K-RESTRICT-05: −2 CV on the Being it holds (the Usher fights at 2); one copy per adversary in a deck', () => {
    let { ctx, state } = table({ major: 'kether', hand: ['fettered'], rest: ['veteran'] }, { major: 'golab', rest: ['usher'] });
    const vet = place(state, 'a', 'veteran', 'C1');
    const us = place(vet.state, 'b', 'usher', 'C1');
    state = toStep(ctx, us.state, 'deeds');
    state = closeWindow(ctx, ok(ctx, state, { type: 'influence', player: 'a', card: inHand(state, 'a', 'fettered'), target: { card: us.iid } }));
    state = toStep(ctx, state, 'attack');
    state = ok(ctx, state, { type: 'attack', player: 'a', attacker: vet.iid, target: us.iid });
    assert.equal(combatOutcome(ctx, state)!.targetCv, '2 (4 Usher -2 Fettered)');
    assert.equal(combatOutcome(ctx, state)!.winner, vet.iid);
    const twoFettered = [...STARTER_DECKS.archon.cards.filter((id) => id !== 'fettered'), 'fettered', 'fettered'];
    const j = validateDeck(ctx, twoFettered, { options: { minDeckSize: 58, faqSuggestedLists: true }, players: 2 });
    assert.match(j.checks.find((c) => c.rule === 'K-RESTRICT-05' && !c.ok)?.says ?? '', /Fettered is limited to 1 with 1 adversary; the deck has 2/);
  });

  it('Curse K-DECK-02: −1 CV on a Being (the Web Weaver fights at 3); three copies in a deck are fine, four are not', () => {
    let { ctx, state } = table({ major: 'golab', hand: ['curse'], rest: ['gravedigger'] }, { major: 'malkuth', rest: ['web-weaver'] });
    const gd = place(state, 'a', 'gravedigger', 'C1');
    const ww = place(gd.state, 'b', 'web-weaver', 'C3');
    state = toStep(ctx, ww.state, 'deeds');
    assert.equal(suits(ctx, state, 'a').skull, 3);
    state = closeWindow(ctx, ok(ctx, state, { type: 'influence', player: 'a', card: inHand(state, 'a', 'curse'), target: { card: ww.iid } }));
    state = toStep(ctx, state, 'attack');
    state = ok(ctx, state, { type: 'attack', player: 'a', attacker: gd.iid, target: ww.iid });
    assert.equal(combatOutcome(ctx, state)!.targetCv, '3 (4 Web Weaver -1 Curse)');
    const base = STARTER_DECKS.angel.cards.filter((id) => id !== 'curse');
    const three = validateDeck(ctx, [...base, 'curse', 'curse', 'curse'], { options: { minDeckSize: 58, faqSuggestedLists: true }, players: 2 });
    const four = validateDeck(ctx, [...base, 'curse', 'curse', 'curse', 'curse'], { options: { minDeckSize: 58, faqSuggestedLists: true }, players: 2 });
    assert.ok(three.checks.find((c) => c.rule === 'K-DECK-02')!.ok);
    assert.equal(four.checks.find((c) => c.rule === 'K-DECK-02')!.says, 'more than 3 copies: 4× Curse');
  });
});
