/**
 * K-ORDER: the seven steps of a turn (catalog § 8.1, § 14.2).
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { STEPS, legalActions } from '../../src/kult/index.js';
import { closeWindow, ok, place, player, refused, toHand, toStep } from '../support/scenario.js';
import { checkFor, finishTurn, handCard, two } from '../support/turn-kit.js';

describe('K-ORDER order of play', () => {
  test('K-ORDER-01 a turn runs Draw, Sway, Recruit, Deeds, Attack, Discard, Flip in that order', () => {
    assert.deepEqual([...STEPS], ['draw', 'sway', 'recruit', 'deeds', 'attack', 'discard', 'flip']);
    const { ctx, state } = two({ major: 'kether' }, { major: 'golab' });
    let s = state;
    const seen = [s.step];
    s = ok(ctx, ok(ctx, s, { type: 'pass', player: 'a' }), { type: 'pass', player: 'b' });
    assert.equal(s.window?.kind, 'postDraw');
    s = ok(ctx, ok(ctx, s, { type: 'pass', player: 'a' }), { type: 'pass', player: 'b' });
    seen.push(s.step);
    s = ok(ctx, s, { type: 'endStep', player: 'a' });
    seen.push(s.step);
    s = closeWindow(ctx, ok(ctx, s, { type: 'recruit', player: 'a', accept: false }));
    seen.push(s.step);
    s = ok(ctx, s, { type: 'endStep', player: 'a' });
    seen.push(s.step);
    s = ok(ctx, s, { type: 'declineAttack', player: 'a' });
    seen.push(s.step);
    s = ok(ctx, s, { type: 'discard', player: 'a', card: null });
    assert.deepEqual(seen, ['draw', 'sway', 'recruit', 'deeds', 'attack', 'discard']);
    assert.deepEqual([s.active, s.step], ['b', 'draw'], 'step 7 ended the turn');
  });

  test('K-ORDER-02 after attacking in step 5 the player can no longer Proclaim, and a finished step cannot be ended again', () => {
    const { ctx, state } = two({ major: 'kether', hand: ['priest'], rest: ['artist'] }, { major: 'golab', rest: ['priest'] });
    const mine = place(state, 'a', 'artist', 'C1');
    const foe = place(mine.state, 'b', 'priest', 'C1');
    let s = toStep(ctx, foe.state, 'attack');
    s = closeWindow(ctx, ok(ctx, s, { type: 'attack', player: 'a', attacker: mine.iid, target: foe.iid }));
    assert.equal(s.step, 'discard');
    const j = refused(ctx, s, { type: 'proclaim', player: 'a', card: handCard(s, 'a', 'priest'), cross: 'a', station: 'C2' }, 'K-DEED-PROCLAIM-11');
    assert.equal(checkFor(j, 'K-DEED-PROCLAIM-11').says, 'it is step 6 (discard), not step 4 (deeds)');
    refused(ctx, s, { type: 'endStep', player: 'a' }, 'K-ORDER-02');
  });

  test('K-ORDER-03 a player holding 8 cards who declines to recruit still passes through the Draw and Recruit steps with their response windows', () => {
    const { ctx, state } = two({ major: 'kether', rest: ['artist'] }, { major: 'golab' });
    let s = toHand(state, 'a', 'artist').state;
    assert.equal(player(s, 'a').hand.length, 8);
    assert.equal(s.window?.kind, 'preDraw');
    s = ok(ctx, ok(ctx, s, { type: 'pass', player: 'a' }), { type: 'pass', player: 'b' });
    assert.equal(s.window?.kind, 'postDraw', 'the Draw step still has its post-draw window');
    assert.equal(player(s, 'a').hand.length, 8, 'nothing drawn');
    s = toStep(ctx, s, 'recruit');
    s = ok(ctx, s, { type: 'recruit', player: 'a', accept: false });
    assert.equal(s.step, 'recruit');
    assert.equal(s.window?.kind, 'react');
    assert.deepEqual(s.window?.chain.map((e) => e.kind), ['recruit']);
    assert.equal(s.window?.order[0], 'b', 'the adversary gets the first chance to respond');
    s = closeWindow(ctx, s);
    assert.equal(s.step, 'deeds');
  });

  test('K-ORDER-04 drawing is mandatory: the Draw step cannot be skipped to keep a small hand', () => {
    const { ctx, state } = two({ major: 'kether', hand: ['priest', 'priest', 'priest', 'priest'] }, { major: 'golab' });
    let s = toStep(ctx, state, 'deeds');
    for (const st of ['N', 'S', 'C1', 'C2'] as const) s = closeWindow(ctx, ok(ctx, s, { type: 'proclaim', player: 'a', card: handCard(s, 'a', 'priest'), cross: 'a', station: st }));
    s = finishTurn(ctx, finishTurn(ctx, s));
    assert.deepEqual([s.active, s.step, player(s, 'a').hand.length], ['a', 'draw', 3]);
    refused(ctx, s, { type: 'endStep', player: 'a' }, 'K-TIMING-03');
    assert.ok(legalActions(ctx, s, 'a').every((a) => a.type !== 'endStep'));
    s = ok(ctx, ok(ctx, s, { type: 'pass', player: 'a' }), { type: 'pass', player: 'b' });
    assert.equal(player(s, 'a').hand.length, 7);
  });

  test('K-ORDER-05 a Being Proclaimed to C1 in step 4 ends the turn with no marker', () => {
    const { ctx, state } = two({ major: 'kether', hand: ['artist'] }, { major: 'golab' });
    let s = toStep(ctx, state, 'deeds');
    const artist = handCard(s, 'a', 'artist');
    s = ok(ctx, s, { type: 'proclaim', player: 'a', card: artist, cross: 'a', station: 'C1' });
    s = finishTurn(ctx, s);
    assert.equal(s.active, 'b');
    assert.deepEqual([player(s, 'a').cross.stations.C1!.base, player(s, 'a').cross.stations.C1!.markers], [artist, 0]);
  });
});
