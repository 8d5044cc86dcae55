/**
 * The four cards of the FAQ's suit-match example (000 §SUITS): Kether
 * (Rose, Hourglass, Eye, Crescent) plays the Priest (Rose), the Inferno
 * (Eye, Crescent, Rose), the Usher (Eye×2, Hourglass) and O Luong (Eye×2).
 * Each card's own behaviour, through the engine, on unshuffled decks.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { combatOutcome } from '../../src/kult/index.js';
import { closeWindow, ok, place, player, refused, toStep } from '../support/scenario.js';
import { inHand, judgeOnly, says, suits, table } from '../support/table-kit.js';

describe('the Kether suit example, card by card', () => {
  it('Priest K-SUIT-04: one Rose unlocks it (Kether), none does not (Hod); it goes to North, South or the Cast, not East (K-DEED-PROCLAIM-04)', () => {
    let { ctx, state } = table({ major: 'kether', hand: ['priest'] }, { major: 'golab' });
    state = toStep(ctx, state, 'deeds');
    const priest = inHand(state, 'a', 'priest');
    assert.equal(says(judgeOnly(ctx, state, { type: 'proclaim', player: 'a', card: priest, cross: 'a', station: 'N' }), 'K-SUIT-04'), 'needs Rose×1, you control Rose×1 (Kether)');
    refused(ctx, state, { type: 'proclaim', player: 'a', card: priest, cross: 'a', station: 'E' }, 'K-DEED-PROCLAIM-04');
    state = closeWindow(ctx, ok(ctx, state, { type: 'proclaim', player: 'a', card: priest, cross: 'a', station: 'S' }));
    assert.equal(player(state, 'a').cross.stations.S?.base, priest);

    // Hod (Skull, Skull, Eye, Eye; Hierarchy 15 starts against Malkuth's 19) has no Rose.
    const hod = table({ major: 'hod', hand: ['priest'] }, { major: 'malkuth' });
    const s = toStep(hod.ctx, hod.state, 'deeds');
    const j = refused(hod.ctx, s, { type: 'proclaim', player: 'a', card: inHand(s, 'a', 'priest'), cross: 'a', station: 'C1' }, 'K-SUIT-04');
    assert.match(says(j, 'K-SUIT-04'), /needs Rose×1, you control Rose×0/);
  });

  it('Inferno K-SUIT-05: the Rose that paid for the Priest pays for the Inferno too; face-up it grants Kether a Skull, Turned it does not (K-SUIT-03)', () => {
    let { ctx, state } = table({ major: 'kether', hand: ['priest', 'inferno'], rest: ['artist'] }, { major: 'golab' });
    state = place(state, 'a', 'artist', 'C1', { markers: 1 }).state;
    state = toStep(ctx, state, 'deeds');
    state = closeWindow(ctx, ok(ctx, state, { type: 'proclaim', player: 'a', card: inHand(state, 'a', 'priest'), cross: 'a', station: 'C2' }));
    const inferno = inHand(state, 'a', 'inferno');
    assert.equal(says(judgeOnly(ctx, state, { type: 'proclaim', player: 'a', card: inferno, cross: 'a', station: 'N' }), 'K-SUIT-04'), 'needs Rose×1, you control Rose×1 (Kether); needs Eye×1, you control Eye×1 (Kether); needs Crescent×1, you control Crescent×1 (Kether)');
    assert.equal(suits(ctx, state, 'a').skull, 0);
    state = closeWindow(ctx, ok(ctx, state, { type: 'proclaim', player: 'a', card: inferno, cross: 'a', station: 'N' }));
    assert.equal(suits(ctx, state, 'a').skull, 1, 'the face-up Inferno grants a Skull');
    // Next turn a Sway onto the Inferno Turns it, and its Skull is gone.
    state = toStep(ctx, state, 'discard');
    state = ok(ctx, state, { type: 'discard', player: 'a', card: null });
    state = toStep(ctx, state, 'discard');
    state = ok(ctx, state, { type: 'discard', player: 'b', card: null });
    state = toStep(ctx, state, 'sway');
    state = ok(ctx, state, { type: 'sway', player: 'a', from: 'C1', to: 'N' });
    assert.equal(player(state, 'a').cross.stations.N?.faceUp, false);
    assert.equal(suits(ctx, state, 'a').skull, 0, 'a Turned Region grants no Suit');
  });

  it('Usher K-SUIT-06: Kether\'s one Eye is not enough for Eye×2; a Repel for an Eye is (K-REPEL-02); the Usher then fights at CV 4', () => {
    let { ctx, state } = table({ major: 'kether', hand: ['usher'], rest: ['priest'] }, { major: 'golab', rest: ['gravedigger'] });
    state = place(state, 'a', 'priest', 'N').state;
    const gd = place(state, 'b', 'gravedigger', 'C1');
    state = toStep(ctx, gd.state, 'deeds');
    const usher = inHand(state, 'a', 'usher');
    const j = refused(ctx, state, { type: 'proclaim', player: 'a', card: usher, cross: 'a', station: 'C1' }, 'K-SUIT-04');
    assert.match(says(j, 'K-SUIT-04'), /needs Eye×2, you control Eye×1/);
    state = closeWindow(ctx, ok(ctx, state, { type: 'repel', player: 'a', from: 'hub', to: 'N', suit: 'eye' }));
    state = closeWindow(ctx, ok(ctx, state, { type: 'proclaim', player: 'a', card: usher, cross: 'a', station: 'C1' }));
    assert.equal(player(state, 'a').cross.stations.C1?.base, usher);
    state = toStep(ctx, state, 'attack');
    state = ok(ctx, state, { type: 'attack', player: 'a', attacker: usher, target: gd.iid });
    assert.equal(combatOutcome(ctx, state)!.attackerCv, '4 (4 Usher)');
    state = closeWindow(ctx, state);
    assert.ok(player(state, 'b').discardPile.includes(gd.iid), 'the Usher (4) beats the Gravedigger (1)');
  });

  it('O Luong K-SUIT-05: the two Eyes that paid for the Usher pay for O Luong; face-up it grants a Crescent, so a Crescent×2 card opens up', () => {
    let { ctx, state } = table({ major: 'kether', hand: ['usher', 'o-luong', 'dream-hunter'], rest: ['priest'] }, { major: 'golab' });
    state = place(state, 'a', 'priest', 'N').state;
    state = toStep(ctx, state, 'deeds');
    state = closeWindow(ctx, ok(ctx, state, { type: 'repel', player: 'a', from: 'hub', to: 'N', suit: 'eye' }));
    state = closeWindow(ctx, ok(ctx, state, { type: 'proclaim', player: 'a', card: inHand(state, 'a', 'usher'), cross: 'a', station: 'C1' }));
    const hunter = inHand(state, 'a', 'dream-hunter');
    refused(ctx, state, { type: 'proclaim', player: 'a', card: hunter, cross: 'a', station: 'C2' }, 'K-SUIT-04');
    const luong = inHand(state, 'a', 'o-luong');
    assert.equal(says(judgeOnly(ctx, state, { type: 'proclaim', player: 'a', card: luong, cross: 'a', station: 'E' }), 'K-SUIT-04'), 'needs Eye×2, you control Eye×2 (Kether + Repel the Hub → N)');
    state = closeWindow(ctx, ok(ctx, state, { type: 'proclaim', player: 'a', card: luong, cross: 'a', station: 'E' }));
    assert.equal(suits(ctx, state, 'a').crescent, 2);
    state = closeWindow(ctx, ok(ctx, state, { type: 'proclaim', player: 'a', card: hunter, cross: 'a', station: 'C2' }));
    assert.equal(player(state, 'a').cross.stations.C2?.base, hunter);
  });
});
