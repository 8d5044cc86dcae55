/**
 * K-HOLD: how many markers a card may hold (catalog § 8.5).
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { attach, closeWindow, ok, place, player, refused, setHub, toStep } from '../support/scenario.js';
import { checkFor, finishTurn, judged, two } from '../support/turn-kit.js';

describe('K-HOLD holding markers', () => {
  test('K-HOLD-01 a Being or Region holds one marker unless its text says otherwise', () => {
    const { ctx, state } = two({ major: 'kether', rest: ['priest', 'priest', 'cathedral-of-ash'] }, { major: 'golab' });
    let s = place(state, 'a', 'priest', 'C1', { markers: 1 }).state;
    s = place(s, 'a', 'priest', 'N', { markers: 1 }).state;
    s = place(s, 'a', 'cathedral-of-ash', 'S', { markers: 1 }).state; // "holds 2"
    s = toStep(ctx, s, 'sway');
    refused(ctx, s, { type: 'sway', player: 'a', from: 'C1', to: 'N' }, 'K-SWAY-04');
    s = ok(ctx, s, { type: 'sway', player: 'a', from: 'C1', to: 'S' });
    assert.equal(player(s, 'a').cross.stations.S!.markers, 2);
    s = toStep(ctx, s, 'recruit');
    refused(ctx, s, { type: 'recruit', player: 'a', accept: true }, 'K-RECRUIT-06');
  });

  test('K-HOLD-02 the Major Arcanum on the Hub holds any number of markers', () => {
    const { ctx, state } = two({ major: 'kether', rest: ['priest'] }, { major: 'golab' }, { struggle: 'world' });
    let s = place(setHub(state, 'a', 8), 'a', 'priest', 'N', { markers: 1 }).state;
    s = toStep(ctx, s, 'sway');
    const j = judged(ctx, s, { type: 'sway', player: 'a', from: 'N', to: 'hub' });
    assert.equal(checkFor(j, 'K-HOLD-02').says, 'the Major Arcanum holds any number of markers');
    s = ok(ctx, s, { type: 'sway', player: 'a', from: 'N', to: 'hub' });
    assert.equal(player(s, 'a').cross.hubMarkers, 9);
  });

  test('K-HOLD-04 a Being attached to another adds no capacity: the Manifestos with the Prostitute under it still holds one marker', () => {
    const { ctx, state } = two({ major: 'golab', rest: ['manifestos', 'prostitute'] }, { major: 'malkuth' });
    const m = place(state, 'a', 'manifestos', 'C1');
    let s = attach(m.state, 'a', 'prostitute', m.iid).state;
    s = toStep(ctx, s, 'recruit');
    s = closeWindow(ctx, ok(ctx, s, { type: 'recruit', player: 'a', accept: true }));
    assert.equal(player(s, 'a').cross.stations.C1!.markers, 1);
    s = toStep(ctx, finishTurn(ctx, finishTurn(ctx, s)), 'recruit');
    const j = refused(ctx, s, { type: 'recruit', player: 'a', accept: true }, 'K-RECRUIT-06');
    assert.equal(checkFor(j, 'K-RECRUIT-06').says, 'no face-up Cast card with room');
  });

  test('K-HOLD-05 a combat winner already holding 1 of 1 markers cannot take the loser\'s marker: it goes to the Pool', () => {
    const { ctx, state } = two({ major: 'kether', rest: ['anton-teptov'] }, { major: 'golab', rest: ['artist'] });
    const teptov = place(state, 'a', 'anton-teptov', 'C1', { markers: 1 });
    const artist = place(teptov.state, 'b', 'artist', 'C1', { markers: 1 });
    let s = toStep(ctx, artist.state, 'attack');
    const pool = s.pool;
    s = closeWindow(ctx, ok(ctx, s, { type: 'attack', player: 'a', attacker: teptov.iid, target: artist.iid }));
    assert.equal(player(s, 'b').cross.stations.C1, undefined, 'the Artist lost');
    assert.equal(player(s, 'a').cross.stations.C1!.markers, 1);
    assert.equal(s.pool, pool + 1);
  });
});
