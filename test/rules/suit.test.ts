/**
 * K-SUIT: suit control and the suit-match (catalog § 3), including the FAQ's
 * Kether walk-through (K-SUIT-07) played move by move through the engine.
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { closeWindow, duel, ok, place, player, refused, toStep } from '../support/scenario.js';
import { checkFor, finishTurn, handCard, judged, suitCounts, two } from '../support/turn-kit.js';

describe('K-SUIT suits and the suit-match', () => {
  test('K-SUIT-02 Kether starts controlling Rose, Hourglass, Eye, Crescent once each and no Skull', () => {
    const { ctx, state } = duel();
    assert.deepEqual(suitCounts(ctx, state, 'a'), { skull: 0, rose: 1, hourglass: 1, eye: 1, crescent: 1 });
    // Golab's four icons are counted with multiplicity.
    assert.deepEqual(suitCounts(ctx, state, 'b'), { skull: 3, rose: 1, hourglass: 0, eye: 0, crescent: 0 });
  });

  test('K-SUIT-03 a Region granting an Hourglass stops granting it once it is Turned by a Sway', () => {
    const { ctx, state: s0 } = two({ major: 'kether', rest: ['metropolis-clocktower'] }, { major: 'golab' });
    let s = place(s0, 'a', 'metropolis-clocktower', 'N').state;
    s = place(s, 'a', 'priest', 'C1', { markers: 1 }).state;
    s = toStep(ctx, s, 'sway');
    assert.equal(suitCounts(ctx, s, 'a').hourglass, 2, 'Kether + the face-up Clocktower');
    s = ok(ctx, s, { type: 'sway', player: 'a', from: 'C1', to: 'N' });
    assert.equal(player(s, 'a').cross.stations.N!.faceUp, false);
    assert.equal(suitCounts(ctx, s, 'a').hourglass, 1, 'the Turned Clocktower grants nothing');
  });

  test('K-SUIT-04 multiset containment: Crescent×2 is not met by one Crescent plus extra Roses, and is met by two Crescents', () => {
    const { ctx, state: s0 } = two({ major: 'kether', hand: ['dream-hunter'], rest: ['neon-bordello', 'sleepers-district'] }, { major: 'golab' });
    let s = place(s0, 'a', 'neon-bordello', 'E').state; // grants a Rose: Kether now has Crescent×1, Rose×2
    s = toStep(ctx, s, 'deeds');
    const hunter = handCard(s, 'a', 'dream-hunter');
    const j = refused(ctx, s, { type: 'proclaim', player: 'a', card: hunter, cross: 'a', station: 'C1' }, 'K-SUIT-04');
    assert.equal(checkFor(j, 'K-SUIT-04').says, 'needs Crescent×2, you control Crescent×1 (Kether)');
    s = place(s, 'a', 'sleepers-district', 'W').state; // grants a Crescent
    const next = ok(ctx, s, { type: 'proclaim', player: 'a', card: hunter, cross: 'a', station: 'C1' });
    assert.equal(player(next, 'a').cross.stations.C1!.base, hunter);
  });

  test('K-SUIT-05 Suits are never spent: Golab (Skull×3) plays two Skull×2 Purgatides in one step and still controls Skull×3', () => {
    const { ctx, state } = two({ major: 'golab', hand: ['purgatide', 'purgatide'] }, { major: 'malkuth' });
    let s = toStep(ctx, state, 'deeds');
    assert.equal(s.active, 'a');
    s = closeWindow(ctx, ok(ctx, s, { type: 'proclaim', player: 'a', card: handCard(s, 'a', 'purgatide'), cross: 'a', station: 'C1' }));
    assert.equal(suitCounts(ctx, s, 'a').skull, 3);
    s = closeWindow(ctx, ok(ctx, s, { type: 'proclaim', player: 'a', card: handCard(s, 'a', 'purgatide'), cross: 'a', station: 'C2' }));
    assert.equal(suitCounts(ctx, s, 'a').skull, 3);
    assert.ok(player(s, 'a').cross.stations.C1 && player(s, 'a').cross.stations.C2);
  });

  test('K-SUIT-06 one Eye cannot unlock a card needing Eye×2 (Usher); a second Eye from a Region can', () => {
    const { ctx, state } = two({ major: 'kether', hand: ['usher'], rest: ['hall-of-mirrors'] }, { major: 'golab' });
    let s = toStep(ctx, state, 'deeds');
    const usher = handCard(s, 'a', 'usher');
    const j = refused(ctx, s, { type: 'proclaim', player: 'a', card: usher, cross: 'a', station: 'C1' }, 'K-SUIT-04');
    assert.match(checkFor(j, 'K-SUIT-04').says, /needs Eye×2, you control Eye×1 \(Kether\)/);
    assert.match(checkFor(j, 'K-SUIT-04').says, /needs Hourglass×1, you control Hourglass×1 \(Kether\)/);
    s = place(s, 'a', 'hall-of-mirrors', 'N').state; // grants an Eye
    const next = ok(ctx, s, { type: 'proclaim', player: 'a', card: usher, cross: 'a', station: 'C1' });
    assert.equal(player(next, 'a').cross.stations.C1!.base, usher);
  });

  test('K-SUIT-07 Kether: Priest → Inferno (reusing the Rose) → Repel for an Eye → Usher → O Luong with the same Eyes; the repelled Eye expires at end of turn', () => {
    const { ctx, state } = duel(['priest', 'inferno', 'usher', 'o-luong']);
    let s = toStep(ctx, state, 'deeds');

    // Priest (Rose) with Kether's Rose.
    const priest = handCard(s, 'a', 'priest');
    let j = judged(ctx, s, { type: 'proclaim', player: 'a', card: priest, cross: 'a', station: 'C1' });
    assert.equal(checkFor(j, 'K-SUIT-04').says, 'needs Rose×1, you control Rose×1 (Kether)');
    s = ok(ctx, s, { type: 'proclaim', player: 'a', card: priest, cross: 'a', station: 'C1' });
    assert.equal(s.window?.kind, 'react', 'every act opens a response window');
    s = closeWindow(ctx, s);

    // Inferno (Eye, Crescent, Rose): the same Rose unlocks it again.
    const inferno = handCard(s, 'a', 'inferno');
    s = closeWindow(ctx, ok(ctx, s, { type: 'proclaim', player: 'a', card: inferno, cross: 'a', station: 'N' }));
    assert.equal(suitCounts(ctx, s, 'a').rose, 1);

    // Usher (Eye×2, Hourglass) is out of reach with one Eye.
    const usher = handCard(s, 'a', 'usher');
    j = refused(ctx, s, { type: 'proclaim', player: 'a', card: usher, cross: 'a', station: 'C2' }, 'K-SUIT-04');
    assert.match(checkFor(j, 'K-SUIT-04').says, /needs Eye×2, you control Eye×1 \(Kether\)/);

    // One Repel (Hub → Inferno on North) for an Eye.
    const hub = player(s, 'a').cross.hubMarkers;
    j = judged(ctx, s, { type: 'repel', player: 'a', from: 'hub', to: 'N', suit: 'eye' });
    assert.ok(j.ok);
    assert.match(checkFor(j, 'K-REPEL-09').says, /Eye helps pay for/);
    s = ok(ctx, s, { type: 'repel', player: 'a', from: 'hub', to: 'N', suit: 'eye' });
    assert.equal(player(s, 'a').cross.hubMarkers, hub - 1);
    assert.equal(player(s, 'a').cross.stations.N!.markers, 1);
    s = closeWindow(ctx, s);
    assert.equal(suitCounts(ctx, s, 'a').eye, 2);

    j = judged(ctx, s, { type: 'proclaim', player: 'a', card: usher, cross: 'a', station: 'C2' });
    assert.match(checkFor(j, 'K-SUIT-04').says, /needs Eye×2, you control Eye×2 \(Kether \+ Repel the Hub → N\)/);
    s = closeWindow(ctx, ok(ctx, s, { type: 'proclaim', player: 'a', card: usher, cross: 'a', station: 'C2' }));

    // O Luong (Eye×2): the original Eye plus the repelled Eye, reused once more.
    const oLuong = handCard(s, 'a', 'o-luong');
    s = closeWindow(ctx, ok(ctx, s, { type: 'proclaim', player: 'a', card: oLuong, cross: 'a', station: 'E' }));
    const cross = player(s, 'a').cross.stations;
    assert.deepEqual([cross.C1?.base, cross.N?.base, cross.C2?.base, cross.E?.base], [priest, inferno, usher, oLuong]);
    assert.equal(suitCounts(ctx, s, 'a').eye, 2);

    // End of turn: the repelled Eye is gone; the Regions' own grants remain.
    s = finishTurn(ctx, s);
    assert.equal(s.active, 'b');
    assert.equal(suitCounts(ctx, s, 'a').eye, 1);
    assert.equal(s.lasting.filter((l) => l.kind === 'suit').length, 0);
  });

  test('K-SUIT-08 a Commandment is legal with zero Suits controlled, while a Being then is not', () => {
    // Golab strips all four of Kether's Suits with Fly in the Ointment in Kether's pre-draw window.
    const { ctx, state } = duel(['manipulate-death', 'priest'], ['fly-in-the-ointment', 'fly-in-the-ointment', 'fly-in-the-ointment', 'fly-in-the-ointment']);
    let s = ok(ctx, state, { type: 'pass', player: 'a' });
    for (const suit of ['rose', 'hourglass', 'eye', 'crescent'] as const) {
      assert.equal(s.window?.order[0], 'b');
      const fly = handCard(s, 'b', 'fly-in-the-ointment');
      const j = judged(ctx, s, { type: 'commandment', player: 'b', card: fly, target: { player: 'a', suit } });
      assert.equal(checkFor(j, 'Q-21').houseDefault, true, 'who picks the lost Suit is a house default');
      s = ok(ctx, s, { type: 'commandment', player: 'b', card: fly, target: { player: 'a', suit } });
      if (suit !== 'crescent') s = ok(ctx, s, { type: 'pass', player: 'a' });
    }
    assert.deepEqual(suitCounts(ctx, s, 'a'), { skull: 0, rose: 0, hourglass: 0, eye: 0, crescent: 0 });
    // Kether, with no Suit at all, still plays a Commandment.
    const md = handCard(s, 'a', 'manipulate-death');
    const j = judged(ctx, s, { type: 'commandment', player: 'a', card: md });
    assert.ok(j.ok);
    assert.ok(checkFor(j, 'K-CMD-02').ok);
    assert.ok(!j.checks.some((c) => c.rule === 'K-SUIT-04'), 'no suit-match is made for a Commandment');
    s = ok(ctx, s, { type: 'commandment', player: 'a', card: md });
    s = toStep(ctx, s, 'deeds');
    // …but a Being needs its Suit: the Rose is still lost this turn.
    refused(ctx, s, { type: 'proclaim', player: 'a', card: handCard(s, 'a', 'priest'), cross: 'a', station: 'C1' }, 'K-SUIT-04');
  });

  test('K-SUIT-08 a Spell is refused when its Suits are not matched (Togarini has no Rose for Blood Rite)', () => {
    const { ctx, state } = two({ major: 'togarini', hand: ['blood-rite'], rest: ['deathconjurer'] }, { major: 'malkuth' });
    let s = place(state, 'a', 'deathconjurer', 'C1').state;
    s = toStep(ctx, s, 'deeds');
    const caster = player(s, 'a').cross.stations.C1!.base;
    const j = refused(ctx, s, { type: 'spell', player: 'a', card: handCard(s, 'a', 'blood-rite'), caster }, 'K-SPELL-06');
    assert.equal(checkFor(j, 'K-SPELL-06').says, 'needs Rose×1, you control Rose×0');
  });

  test('K-SUIT-09 a Suit gained by playing a card need not be used: Manipulate Death may be burned, unlike a Repel for a Suit', () => {
    const { ctx, state } = duel(['manipulate-death']);
    let s = toStep(ctx, state, 'deeds');
    // No card in hand needs a Skull: a Repel for one has no purpose (K-REPEL-09, house default Q-07)…
    const j = refused(ctx, s, { type: 'repel', player: 'a', from: 'hub', to: 'pool', suit: 'skull' }, 'Q-07');
    assert.equal(checkFor(j, 'Q-07').houseDefault, true);
    // …but Manipulate Death's Skull may simply go unused.
    s = ok(ctx, s, { type: 'commandment', player: 'a', card: handCard(s, 'a', 'manipulate-death') });
    s = closeWindow(ctx, s);
    assert.equal(suitCounts(ctx, s, 'a').skull, 1);
    s = ok(ctx, s, { type: 'endStep', player: 'a' });
    assert.equal(s.step, 'attack');
  });
});
