/**
 * K-TURNED: Turning cards face-down and what a Turned card can and cannot
 * do (catalog § 8.4).
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { combatValue, handTarget } from '../../src/kult/index.js';
import { attach, closeWindow, ok, place, player, refused, toStep } from '../support/scenario.js';
import { checkFor, finishTurn, handCard, suitCounts, two, twoWith } from '../support/turn-kit.js';

/** Test-only cards for printed examples the core set lacks. */
const TURN_SEER = {
  id: 'test-turn-seer', name: 'Test Turn Seer', kind: 'being', affiliation: 'white', suits: ['rose'], beingKind: 'pawn', pawnOf: 'passion', cv: 1,
  stations: ['N', 'S', 'C1', 'C2', 'C3', 'C4'], text: 'TURN: gain control of a Skull until the end of the current player\'s turn.', source: 'test',
  abilities: [{ timing: { at: 'anyTime' }, cost: { turn: true }, effects: [{ op: 'grantSuit', suits: ['skull'], duration: 'untilEndOfTurn' }] }],
};
const WIDENING = {
  id: 'test-widening', name: 'Test Widening', kind: 'influence', affiliation: 'white', suits: ['rose'], attachTo: 'card',
  stations: ['N', 'E', 'S', 'W', 'C1', 'C2', 'C3', 'C4'], text: 'Attach to a card: it may hold one more marker.', source: 'test',
  effects: [{ op: 'capacity', modify: 1 }],
};

describe('K-TURNED Turned cards', () => {
  test('K-TURNED-01 a Turned card stays where it lies with its markers, and flips face-up at the end of the turn', () => {
    const { ctx, state } = two({ major: 'kether', rest: ['priest', 'priest'] }, { major: 'golab' });
    let s = place(state, 'a', 'priest', 'C1', { markers: 1 }).state;
    const north = place(s, 'a', 'priest', 'N');
    s = toStep(ctx, north.state, 'sway');
    s = ok(ctx, s, { type: 'sway', player: 'a', from: 'C1', to: 'N' });
    assert.deepEqual(player(s, 'a').cross.stations.N, { base: north.iid, faceUp: false, markers: 1, attachments: [] });
    s = finishTurn(ctx, s);
    assert.deepEqual(player(s, 'a').cross.stations.N, { base: north.iid, faceUp: true, markers: 1, attachments: [] });
  });

  test('K-TURNED-02 Turning a Being Turns the two Items it carries: their CV bonuses go dormant', () => {
    const { ctx, state } = two({ major: 'kether', rest: ['artist', 'mirrorshard-amulet', 'mirrorshard-amulet', 'priest'] }, { major: 'golab' });
    const artist = place(state, 'a', 'artist', 'C1', { markers: 1 });
    let s = attach(artist.state, 'a', 'mirrorshard-amulet', artist.iid).state;
    s = attach(s, 'a', 'mirrorshard-amulet', artist.iid).state;
    s = place(s, 'a', 'priest', 'N').state;
    s = toStep(ctx, s, 'sway');
    assert.equal(combatValue(ctx, s, artist.iid).total, 5);
    s = ok(ctx, s, { type: 'sway', player: 'a', from: 'C1', to: 'N' });
    const slot = player(s, 'a').cross.stations.C1!;
    assert.equal(slot.faceUp, false);
    assert.equal(slot.attachments.length, 2, 'the Items stay attached, face-down with their host');
    assert.equal(combatValue(ctx, s, artist.iid).total, 3);
  });

  test('K-TURNED-03 a Turned card grants no Suits and a Turned Spellcaster cannot cast', () => {
    const { ctx, state } = two({ major: 'golab', hand: ['blood-rite'], rest: ['deathconjurer', 'house-of-pain'] }, { major: 'malkuth' });
    let s = place(state, 'a', 'deathconjurer', 'C1', { faceUp: false }).state;
    s = place(s, 'a', 'house-of-pain', 'N', { faceUp: false }).state; // grants a Rose while face-up
    s = toStep(ctx, s, 'deeds');
    assert.equal(suitCounts(ctx, s, 'a').rose, 1, 'only Golab\'s own Rose');
    const caster = player(s, 'a').cross.stations.C1!.base;
    const j = refused(ctx, s, { type: 'spell', player: 'a', card: handCard(s, 'a', 'blood-rite'), caster }, 'K-SPELL-02');
    assert.equal(checkFor(j, 'K-SPELL-02').says, 'Deathconjurer is Turned and cannot cast');
  });

  test('K-TURNED-03 a Turned card\'s own abilities do not work (Drug Dealer)', () => {
    const { ctx, state } = two({ major: 'kether', rest: ['drug-dealer', 'artist'] }, { major: 'golab', rest: ['priest'] });
    const dealer = place(state, 'a', 'drug-dealer', 'C1', { markers: 1, faceUp: false });
    const pawn = place(dealer.state, 'b', 'priest', 'C1');
    const s = toStep(ctx, pawn.state, 'deeds');
    const j = refused(ctx, s, { type: 'ability', player: 'a', card: dealer.iid, index: 0, target: { card: pawn.iid }, repel: { from: 'C1', to: 'pool' } }, 'K-TURNED-03');
    assert.equal(checkFor(j, 'K-TURNED-03').says, 'Drug Dealer is Turned: it has no abilities');
  });

  test('K-TURNED-04 a Turned Being can neither attack nor be attacked', () => {
    const { ctx, state } = two({ major: 'kether', rest: ['artist', 'artist'] }, { major: 'golab', rest: ['priest', 'priest'] });
    const up = place(state, 'a', 'artist', 'C1');
    const down = place(up.state, 'a', 'artist', 'C2', { faceUp: false });
    const foeUp = place(down.state, 'b', 'priest', 'C1');
    const foeDown = place(foeUp.state, 'b', 'priest', 'C2', { faceUp: false });
    const s = toStep(ctx, foeDown.state, 'attack');
    let j = refused(ctx, s, { type: 'attack', player: 'a', attacker: up.iid, target: foeDown.iid }, 'K-TURNED-04');
    assert.equal(checkFor(j, 'K-TURNED-04').says, 'Priest is Turned and cannot be attacked');
    j = refused(ctx, s, { type: 'attack', player: 'a', attacker: down.iid, target: foeUp.iid }, 'K-TURNED-04');
    assert.equal(checkFor(j, 'K-TURNED-04').says, 'Artist is Turned and cannot attack');
    ok(ctx, s, { type: 'attack', player: 'a', attacker: up.iid, target: foeUp.iid });
  });

  test('K-TURNED-05 a "while in play" effect works while Turned (Kingpin), unlike a Turned Region\'s Suit grant', () => {
    const { ctx, state } = two({ major: 'kether', rest: ['kingpin', 'metropolis-clocktower'] }, { major: 'golab' });
    let s = place(state, 'a', 'kingpin', 'C1', { faceUp: false }).state;
    s = place(s, 'a', 'metropolis-clocktower', 'N', { faceUp: false }).state;
    assert.equal(handTarget(ctx, s, 'a').target, 10);
    assert.equal(suitCounts(ctx, s, 'a').hourglass, 1);
  });

  test('K-TURNED-06 a face-down C3 Being is skipped by the Recruit, and recruiting the rest is still "all"', () => {
    const { ctx, state } = two({ major: 'kether', rest: ['priest', 'priest', 'priest'] }, { major: 'golab' });
    let s = place(state, 'a', 'priest', 'C1').state;
    s = place(s, 'a', 'priest', 'C2').state;
    s = place(s, 'a', 'priest', 'C3', { faceUp: false }).state;
    s = toStep(ctx, s, 'recruit');
    const j = refused(ctx, s, { type: 'recruit', player: 'a', accept: true, onto: ['C1', 'C2', 'C3'] }, 'K-RECRUIT-02');
    assert.equal(checkFor(j, 'K-RECRUIT-02').says, 'all or nothing: every eligible card (C1, C2) receives a marker');
    const pool = s.pool;
    s = ok(ctx, s, { type: 'recruit', player: 'a', accept: true });
    const st = player(s, 'a').cross.stations;
    assert.deepEqual([st.C1!.markers, st.C2!.markers, st.C3!.markers, s.pool], [1, 1, 0, pool - 2]);
  });

  test('K-TURNED-07 a Repel from the Hub onto a face-down empty Stage Region is legal and yields one Suit; the Region stays face-down', () => {
    const { ctx, state } = two({ major: 'kether', hand: ['usher'], rest: ['cathedral-of-ash'] }, { major: 'golab' });
    let s = place(state, 'a', 'cathedral-of-ash', 'N', { faceUp: false }).state;
    s = toStep(ctx, s, 'deeds');
    s = ok(ctx, s, { type: 'repel', player: 'a', from: 'hub', to: 'N', suit: 'eye' });
    assert.deepEqual([player(s, 'a').cross.stations.N!.markers, player(s, 'a').cross.stations.N!.faceUp, player(s, 'a').cross.hubMarkers], [1, false, 1]);
    assert.equal(suitCounts(ctx, s, 'a').eye, 2);
  });

  test('K-TURNED-08 Turning changes neither capacity nor markers held: a face-down card holding 2 of 2 keeps both', () => {
    const { ctx, state } = two({ major: 'kether', hand: ['usher'], rest: ['cathedral-of-ash', 'priest', 'priest'] }, { major: 'golab' });
    let s = place(state, 'a', 'cathedral-of-ash', 'N', { markers: 1 }).state;
    s = place(s, 'a', 'priest', 'C1', { markers: 1 }).state;
    s = place(s, 'a', 'priest', 'S').state;
    s = toStep(ctx, s, 'sway');
    s = closeWindow(ctx, ok(ctx, s, { type: 'sway', player: 'a', from: 'C1', to: 'N' }));
    assert.deepEqual([player(s, 'a').cross.stations.N!.faceUp, player(s, 'a').cross.stations.N!.markers], [false, 2]);
    s = toStep(ctx, s, 'deeds');
    // Full at 2 of 2 while face-down: a Repel from the Hub must go to the other Stage card.
    refused(ctx, s, { type: 'repel', player: 'a', from: 'hub', to: 'N', suit: 'eye' }, 'K-REPEL-07');
    ok(ctx, s, { type: 'repel', player: 'a', from: 'hub', to: 'S', suit: 'eye' });
    s = finishTurn(ctx, s);
    assert.deepEqual([player(s, 'a').cross.stations.N!.faceUp, player(s, 'a').cross.stations.N!.markers], [true, 2]);
  });

  test('K-TURNED-09 a Turned card cannot be the source of a Sway', () => {
    const { ctx, state } = two({ major: 'kether', rest: ['priest'] }, { major: 'golab' });
    const s = toStep(ctx, place(state, 'a', 'priest', 'N', { markers: 1, faceUp: false }).state, 'sway');
    refused(ctx, s, { type: 'sway', player: 'a', from: 'N', to: 'hub' }, 'K-SWAY-04');
  });

  test('K-TURNED-10 an Influence card may be played on a Turned Being; its +2 CV applies only once the Being is face-up', () => {
    const { ctx, state } = two({ major: 'kether', hand: ['archons-favour'], rest: ['artist'] }, { major: 'golab' });
    const artist = place(state, 'a', 'artist', 'C1', { faceUp: false });
    let s = toStep(ctx, artist.state, 'deeds');
    s = closeWindow(ctx, ok(ctx, s, { type: 'influence', player: 'a', card: handCard(s, 'a', 'archons-favour'), target: { card: artist.iid } }));
    assert.equal(player(s, 'a').cross.stations.C1!.attachments.length, 1);
    assert.equal(combatValue(ctx, s, artist.iid).total, 3, 'dormant while face-down');
    s = finishTurn(ctx, s);
    assert.equal(player(s, 'a').cross.stations.C1!.faceUp, true);
    assert.equal(combatValue(ctx, s, artist.iid).total, 5);
  });

  test('K-TURNED-11 a Spell cannot be cast on a Turned card', () => {
    const { ctx, state } = two({ major: 'golab', hand: ['blood-rite'], rest: ['deathconjurer', 'priest'] }, { major: 'malkuth' });
    let s = place(state, 'a', 'deathconjurer', 'C1').state;
    const down = place(s, 'a', 'priest', 'C2', { faceUp: false });
    s = toStep(ctx, down.state, 'deeds');
    const caster = player(s, 'a').cross.stations.C1!.base;
    const j = refused(ctx, s, { type: 'spell', player: 'a', card: handCard(s, 'a', 'blood-rite'), caster, target: { card: down.iid } }, 'K-SPELL-07');
    assert.equal(checkFor(j, 'K-SPELL-07').says, 'Spells cannot target a Turned card (K-TURNED-11)');
  });

  test('K-TURNED-12 a card Turned during the adversary\'s turn stays face-down through its controller\'s whole next turn, then flips in step 7', () => {
    const { ctx, state } = two({ major: 'kether', rest: ['artist', 'priest', 'priest'] }, { major: 'golab', rest: ['priest'] });
    let s = place(state, 'a', 'priest', 'N').state;
    s = place(s, 'a', 'priest', 'C2').state;
    const foe = place(s, 'b', 'priest', 'C1');
    s = finishTurn(ctx, foe.state);
    assert.equal(s.active, 'b');
    // During Golab's turn Kether's Artist ends up Turned on C1.
    const artist = place(s, 'a', 'artist', 'C1', { markers: 1, faceUp: false });
    s = finishTurn(ctx, artist.state);
    assert.equal(s.active, 'a');
    assert.equal(player(s, 'a').cross.stations.C1!.faceUp, false, 'Golab\'s step 7 flips only Golab\'s cards');
    s = toStep(ctx, s, 'sway');
    refused(ctx, s, { type: 'sway', player: 'a', from: 'C1', to: 'N' }, 'K-SWAY-04');
    s = toStep(ctx, s, 'recruit');
    s = closeWindow(ctx, ok(ctx, s, { type: 'recruit', player: 'a', accept: true }));
    assert.deepEqual([player(s, 'a').cross.stations.C1!.markers, player(s, 'a').cross.stations.C2!.markers], [1, 1], 'only C2 recruits');
    s = toStep(ctx, s, 'attack');
    refused(ctx, s, { type: 'attack', player: 'a', attacker: artist.iid, target: foe.iid }, 'K-TURNED-04');
    s = finishTurn(ctx, s);
    assert.equal(player(s, 'a').cross.stations.C1!.faceUp, true);
  });

  test('K-TURNED-10 a "+1 marker capacity" Influence on a face-down card applies at once', () => {
    const { ctx, state } = twoWith([WIDENING], { major: 'kether', hand: ['test-widening', 'usher'], rest: ['priest'] }, { major: 'golab' });
    const north = place(state, 'a', 'priest', 'N', { markers: 1, faceUp: false });
    let s = toStep(ctx, north.state, 'deeds');
    refused(ctx, s, { type: 'repel', player: 'a', from: 'hub', to: 'N', suit: 'eye' }, 'K-REPEL-07');
    s = closeWindow(ctx, ok(ctx, s, { type: 'influence', player: 'a', card: handCard(s, 'a', 'test-widening'), target: { card: north.iid } }));
    assert.equal(player(s, 'a').cross.stations.N!.faceUp, false);
    s = ok(ctx, s, { type: 'repel', player: 'a', from: 'hub', to: 'N', suit: 'eye' });
    assert.equal(player(s, 'a').cross.stations.N!.markers, 2);
  });

  test('K-TURNED-13 a "TURN:" ability may be used at any time: in your own step 4 or in an adversary\'s pre-draw window', () => {
    const { ctx, state } = twoWith([TURN_SEER], { major: 'kether', rest: ['test-turn-seer'] }, { major: 'golab' });
    const seer = place(state, 'a', 'test-turn-seer', 'C1');
    let s = toStep(ctx, seer.state, 'deeds');
    s = ok(ctx, s, { type: 'ability', player: 'a', card: seer.iid, index: 0 });
    assert.equal(player(s, 'a').cross.stations.C1!.faceUp, false, 'Turning the card is the cost');
    assert.equal(suitCounts(ctx, s, 'a').skull, 1);
    s = finishTurn(ctx, s);
    assert.deepEqual([s.active, player(s, 'a').cross.stations.C1!.faceUp, suitCounts(ctx, s, 'a').skull], ['b', true, 0]);
    // Golab's turn: Kether holds the floor after Golab passes the pre-draw window.
    s = ok(ctx, s, { type: 'pass', player: 'b' });
    s = ok(ctx, s, { type: 'ability', player: 'a', card: seer.iid, index: 0 });
    assert.equal(suitCounts(ctx, s, 'a').skull, 1, 'until the end of the current player\'s (Golab\'s) turn');
  });

  test('K-TURNED-14 a card Turned by a Sway cannot then be Turned again for its TURN ability in step 4', () => {
    const { ctx, state } = twoWith([TURN_SEER], { major: 'kether', rest: ['test-turn-seer', 'priest'] }, { major: 'golab' });
    const seer = place(state, 'a', 'test-turn-seer', 'C1', { markers: 1 });
    let s = place(seer.state, 'a', 'priest', 'N').state;
    s = toStep(ctx, s, 'sway');
    s = ok(ctx, s, { type: 'sway', player: 'a', from: 'C1', to: 'N' });
    s = toStep(ctx, s, 'deeds');
    const j = refused(ctx, s, { type: 'ability', player: 'a', card: seer.iid, index: 0 }, 'K-TURNED-14');
    assert.equal(checkFor(j, 'K-TURNED-14').says, 'Test Turn Seer is already Turned: it cannot be Turned again to pay for its ability');
    assert.equal(checkFor(j, 'K-TURNED-03').ok, false);
    assert.equal(suitCounts(ctx, s, 'a').skull, 0);
  });
});
