/**
 * K-GEN: general principles (catalog § 1): card text over rules, ownership,
 * player counts, Pop markers reserved for population, keyword meanings.
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { combatValue, coreCards, createMatch, handTarget, type GameState } from '../../src/kult/index.js';
import { closeWindow, deckOf, newMatch, ok, place, player, toStep } from '../support/scenario.js';
import { checkFor, finishTurn, handCard, judged, suitCounts, two } from '../support/turn-kit.js';

describe('K-GEN general principles', () => {
  test('K-GEN-01 card text beats the rulebook: Grey-Suited Clerk holds 2 markers where a Priest holds the default 1', () => {
    const { ctx, state } = two({ major: 'kether', rest: ['grey-suited-clerk', 'priest'] }, { major: 'golab' });
    const clerk = place(state, 'a', 'grey-suited-clerk', 'C2');
    const priest = place(clerk.state, 'a', 'priest', 'C1');
    let s = toStep(ctx, priest.state, 'recruit');
    s = closeWindow(ctx, ok(ctx, s, { type: 'recruit', player: 'a', accept: true }));
    assert.deepEqual([player(s, 'a').cross.stations.C1!.markers, player(s, 'a').cross.stations.C2!.markers], [1, 1]);
    s = toStep(ctx, finishTurn(ctx, finishTurn(ctx, s)), 'recruit');
    assert.equal(s.active, 'a');
    s = closeWindow(ctx, ok(ctx, s, { type: 'recruit', player: 'a', accept: true }));
    assert.deepEqual([player(s, 'a').cross.stations.C1!.markers, player(s, 'a').cross.stations.C2!.markers], [1, 2]);
  });

  test('K-GEN-01 a Major Arcanum\'s text replaces the default hand size: Chesed draws to 4, not 7', () => {
    const { ctx, state } = two({ major: 'chesed' }, { major: 'golab' });
    const t = handTarget(ctx, state, 'a');
    assert.equal(t.target, 4);
    assert.equal(t.rule, 'K-HAND-03');
    assert.equal(handTarget(ctx, state, 'b').target, 7);
  });

  test('K-GEN-02 controlling another player\'s card never transfers ownership: a Secret Agent in the host\'s cross goes back to its owner\'s pile', () => {
    const { ctx, state } = two({ major: 'thaumiel', hand: ['secret-agent'] }, { major: 'golab', hand: ['cleansing'] });
    let s = toStep(ctx, state, 'deeds');
    assert.equal(s.active, 'a');
    const agent = handCard(s, 'a', 'secret-agent');
    s = ok(ctx, s, { type: 'proclaim', player: 'a', card: agent, cross: 'b', station: 'C4' });
    assert.equal(player(s, 'b').cross.stations.C4!.base, agent);
    s = finishTurn(ctx, s);
    s = toStep(ctx, s, 'recruit');
    s = closeWindow(ctx, ok(ctx, s, { type: 'recruit', player: 'b', accept: true }));
    assert.equal(player(s, 'b').cross.stations.C4!.markers, 1, 'Golab recruits onto the Agent in his Cast');
    assert.equal(s.cards[agent]!.owner, 'a', 'still Thaumiel\'s card');
    s = toStep(ctx, s, 'deeds');
    s = ok(ctx, s, { type: 'commandment', player: 'b', card: handCard(s, 'b', 'cleansing'), target: { card: agent } });
    assert.ok(player(s, 'a').discardPile.includes(agent), 'back to its owner');
    assert.ok(!player(s, 'b').discardPile.includes(agent));
  });

  test('K-GEN-03 a 4-player Struggle for the World is legal, with a Pool of 39 markers; one player is not a game', () => {
    const seats = ['kether', 'golab', 'malkuth', 'nahemoth'].map((major, i) => ({ id: `p${i}`, major, deck: deckOf([]) }));
    const { state } = newMatch(seats, { struggle: 'world' });
    assert.equal(state.players.length, 4);
    assert.equal(state.totalMarkers, 39);
    assert.equal(state.pool, 39 - 8);
    assert.equal(state.active, 'p0');
    const solo = createMatch(coreCards(), { players: seats.slice(0, 1), struggle: 'world', seed: 1, options: { collectionMode: true } });
    assert.equal(solo.ok, false);
    assert.equal(solo.setup.checks.find((c) => !c.ok)?.rule, 'K-GEN-03');
  });

  test('K-GEN-04 a "+2 CV" reminder never comes out of the Population Pool', () => {
    const { ctx, state } = two({ major: 'kether', hand: ['surge-of-will'], rest: ['artist'] }, { major: 'golab', rest: ['priest'] });
    const artist = place(state, 'a', 'artist', 'C1');
    const foe = place(artist.state, 'b', 'priest', 'C1');
    let s = toStep(ctx, foe.state, 'attack');
    s = ok(ctx, s, { type: 'attack', player: 'a', attacker: artist.iid, target: foe.iid });
    const before = { pool: s.pool, total: s.totalMarkers };
    s = ok(ctx, s, { type: 'commandment', player: 'a', card: handCard(s, 'a', 'surge-of-will'), target: { card: artist.iid } });
    assert.equal(combatValue(ctx, s, artist.iid, foe.iid).total, 5);
    assert.deepEqual({ pool: s.pool, total: s.totalMarkers }, before);
    assert.deepEqual(s.lasting.map((l) => l.kind), ['combatCv']);
  });

  test('K-GEN-05 a card reading "REPEL: …" is resolved as a Repel for an effect (K-REPEL-08): Nachtkinder gains +2 CV and no Suit', () => {
    const { ctx, state } = two({ major: 'golab', rest: ['nachtkinder'] }, { major: 'malkuth', rest: ['priest'] });
    const nk = place(state, 'a', 'nachtkinder', 'C1');
    const foe = place(nk.state, 'b', 'priest', 'C1');
    let s: GameState = toStep(ctx, foe.state, 'attack');
    s = ok(ctx, s, { type: 'attack', player: 'a', attacker: nk.iid, target: foe.iid });
    const suits = suitCounts(ctx, s, 'a');
    const action = { type: 'ability', player: 'a', card: nk.iid, index: 0, repel: { from: 'hub', to: 'C1' } } as const;
    const j = judged(ctx, s, action);
    assert.equal(checkFor(j, 'K-REPEL-08').says, 'a Repel for an effect gives the effect and no Suit');
    s = ok(ctx, s, action);
    assert.equal(combatValue(ctx, s, nk.iid, foe.iid).total, 5);
    assert.deepEqual(suitCounts(ctx, s, 'a'), suits);
    assert.deepEqual([player(s, 'a').cross.hubMarkers, player(s, 'a').cross.stations.C1!.markers], [1, 1]);
  });
});
