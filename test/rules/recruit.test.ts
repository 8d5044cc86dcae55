/**
 * K-RECRUIT: step 3 (catalog § 8.6): optional, all-or-nothing, one marker
 * per eligible face-up Cast card, and house default Q-05 for a short Pool.
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { closeWindow, ok, place, player, refused, setHub, toStep } from '../support/scenario.js';
import { checkFor, judged, two } from '../support/turn-kit.js';

describe('K-RECRUIT recruiting markers', () => {
  test('K-RECRUIT-01 face-up empty Beings on C1 and C3 receive one marker each from the Pool', () => {
    const { ctx, state } = two({ major: 'kether', rest: ['priest', 'artist'] }, { major: 'golab' });
    let s = place(state, 'a', 'priest', 'C1').state;
    s = place(s, 'a', 'artist', 'C3').state;
    s = toStep(ctx, s, 'recruit');
    const pool = s.pool;
    const j = judged(ctx, s, { type: 'recruit', player: 'a', accept: true });
    assert.equal(checkFor(j, 'K-RECRUIT-02').says, 'one marker onto each of C1, C3');
    s = ok(ctx, s, { type: 'recruit', player: 'a', accept: true });
    const st = player(s, 'a').cross.stations;
    assert.deepEqual([st.C1!.markers, st.C3!.markers, s.pool], [1, 1, pool - 2]);
  });

  test('K-RECRUIT-02 recruiting is all or nothing: choosing 2 of 3 eligible cards is refused', () => {
    const { ctx, state } = two({ major: 'kether', rest: ['priest', 'priest', 'priest'] }, { major: 'golab' });
    let s = place(state, 'a', 'priest', 'C1').state;
    s = place(s, 'a', 'priest', 'C2').state;
    s = place(s, 'a', 'priest', 'C4').state;
    s = toStep(ctx, s, 'recruit');
    const j = refused(ctx, s, { type: 'recruit', player: 'a', accept: true, onto: ['C1', 'C2'] }, 'K-RECRUIT-02');
    assert.equal(checkFor(j, 'K-RECRUIT-02').says, 'all or nothing: every eligible card (C1, C2, C4) receives a marker');
    ok(ctx, s, { type: 'recruit', player: 'a', accept: true, onto: ['C4', 'C2', 'C1'] });
  });

  test('K-RECRUIT-03 recruiting is optional: declining leaves the Pool and the cards unchanged', () => {
    const { ctx, state } = two({ major: 'kether', rest: ['priest'] }, { major: 'golab' });
    let s = toStep(ctx, place(state, 'a', 'priest', 'C1').state, 'recruit');
    const pool = s.pool;
    const j = judged(ctx, s, { type: 'recruit', player: 'a', accept: false });
    assert.ok(checkFor(j, 'K-RECRUIT-03').ok);
    s = closeWindow(ctx, ok(ctx, s, { type: 'recruit', player: 'a', accept: false }));
    assert.deepEqual([s.pool, player(s, 'a').cross.stations.C1!.markers, s.step], [pool, 0, 'deeds']);
  });

  test('K-RECRUIT-04 recruiting never Turns a card: the receiving Being is still face-up and attacks in step 5', () => {
    const { ctx, state } = two({ major: 'kether', rest: ['artist'] }, { major: 'golab', rest: ['priest'] });
    const artist = place(state, 'a', 'artist', 'C1');
    const foe = place(artist.state, 'b', 'priest', 'C2');
    let s = toStep(ctx, foe.state, 'recruit');
    s = ok(ctx, s, { type: 'recruit', player: 'a', accept: true });
    assert.deepEqual([player(s, 'a').cross.stations.C1!.faceUp, player(s, 'a').cross.stations.C1!.markers], [true, 1]);
    s = toStep(ctx, s, 'attack');
    s = ok(ctx, s, { type: 'attack', player: 'a', attacker: artist.iid, target: foe.iid });
    assert.equal(s.combat?.attacker, artist.iid);
  });

  test('K-RECRUIT-05 only Cast cards receive recruits: an empty Stage card and the Hub get nothing', () => {
    const { ctx, state } = two({ major: 'kether', rest: ['priest', 'priest'] }, { major: 'golab' });
    let s = place(state, 'a', 'priest', 'N').state;
    s = place(s, 'a', 'priest', 'C2').state;
    s = toStep(ctx, s, 'recruit');
    s = ok(ctx, s, { type: 'recruit', player: 'a', accept: true });
    assert.deepEqual([player(s, 'a').cross.stations.N!.markers, player(s, 'a').cross.stations.C2!.markers, player(s, 'a').cross.hubMarkers], [0, 1, 2]);
  });

  test('K-RECRUIT-06 with the Pool empty nothing can be recruited; nor with no face-up Cast card with room', () => {
    const { ctx, state } = two({ major: 'kether', rest: ['priest', 'priest'] }, { major: 'golab' });
    let s = setHub(setHub(state, 'a', 4), 'b', 4); // Pool 9 − 8 = 1
    s = place(s, 'a', 'priest', 'C1', { markers: 1 }).state; // Pool 0
    s = place(s, 'a', 'priest', 'C2').state;
    s = toStep(ctx, s, 'recruit');
    assert.equal(s.pool, 0);
    const j = refused(ctx, s, { type: 'recruit', player: 'a', accept: true }, 'K-RECRUIT-06');
    assert.equal(checkFor(j, 'K-RECRUIT-06').says, 'the Pool is empty');
    const empty = toStep(ctx, two({ major: 'kether' }, { major: 'golab' }).state, 'recruit');
    refused(ctx, empty, { type: 'recruit', player: 'a', accept: true }, 'K-RECRUIT-06');
  });

  test('K-RECRUIT-07 a card with capacity 2 holding 1 receives 1 more; holding 2 it receives nothing', () => {
    const { ctx, state } = two({ major: 'kether', rest: ['grey-suited-clerk', 'grey-suited-clerk'] }, { major: 'golab' });
    let s = place(state, 'a', 'grey-suited-clerk', 'C2', { markers: 1 }).state;
    s = place(s, 'a', 'grey-suited-clerk', 'C3', { markers: 2 }).state;
    s = toStep(ctx, s, 'recruit');
    const j = judged(ctx, s, { type: 'recruit', player: 'a', accept: true });
    assert.equal(checkFor(j, 'K-RECRUIT-06').says, '1 eligible Cast card(s): C2');
    s = ok(ctx, s, { type: 'recruit', player: 'a', accept: true });
    assert.deepEqual([player(s, 'a').cross.stations.C2!.markers, player(s, 'a').cross.stations.C3!.markers], [2, 2]);
  });

  test('K-RECRUIT-08 an adversary\'s Secret Agent standing in my C4 receives a marker if I recruit at all', () => {
    const { ctx, state } = two({ major: 'kether', rest: ['priest'] }, { major: 'golab', rest: ['secret-agent'] });
    let s = place(state, 'a', 'priest', 'C1').state;
    const agent = place(s, 'b', 'secret-agent', 'C4', { cross: 'a' });
    s = toStep(ctx, agent.state, 'recruit');
    refused(ctx, s, { type: 'recruit', player: 'a', accept: true, onto: ['C1'] }, 'K-RECRUIT-02');
    s = ok(ctx, s, { type: 'recruit', player: 'a', accept: true });
    assert.deepEqual([player(s, 'a').cross.stations.C1!.markers, player(s, 'a').cross.stations.C4!.markers], [1, 1]);
    assert.equal(s.cards[agent.iid]!.owner, 'b');
  });

  test('K-RECRUIT-09 the Recruit step takes place when the player declines: the decision is an act with a response window', () => {
    const { ctx, state } = two({ major: 'kether' }, { major: 'golab' });
    let s = toStep(ctx, state, 'recruit');
    s = ok(ctx, s, { type: 'recruit', player: 'a', accept: false });
    assert.deepEqual([s.step, s.window?.kind, s.window?.chain[0]?.kind], ['recruit', 'react', 'recruit']);
    refused(ctx, closeWindow(ctx, s), { type: 'recruit', player: 'a', accept: true }, 'K-RECRUIT-01');
  });

  test('K-RECRUIT-10 Pool 1 with 2 eligible cards: recruiting "all" means the Pool\'s 1 marker onto a card the player picks (house default Q-05)', () => {
    const { ctx, state } = two({ major: 'kether', rest: ['priest', 'priest'] }, { major: 'golab' });
    let s = setHub(setHub(state, 'a', 4), 'b', 4);
    s = place(s, 'a', 'priest', 'C1').state;
    s = place(s, 'a', 'priest', 'C3').state;
    s = toStep(ctx, s, 'recruit');
    assert.equal(s.pool, 1);
    const j = refused(ctx, s, { type: 'recruit', player: 'a', accept: true }, 'Q-05');
    const q = checkFor(j, 'Q-05');
    assert.equal(q.houseDefault, true);
    assert.equal(q.says, 'the Pool holds 1 for 2 eligible cards: choose exactly 1 of C1, C3');
    refused(ctx, s, { type: 'recruit', player: 'a', accept: true, onto: ['C1', 'C3'] }, 'Q-05');
    const next = ok(ctx, s, { type: 'recruit', player: 'a', accept: true, onto: ['C3'] });
    assert.deepEqual([player(next, 'a').cross.stations.C1!.markers, player(next, 'a').cross.stations.C3!.markers, next.pool], [0, 1, 0]);
    ok(ctx, s, { type: 'recruit', player: 'a', accept: false });
  });
});
