/**
 * K-SWAY: step 2 (catalog § 8.3): one marker one ring inward, face-up to
 * face-up, within capacity; both cards Turn, the Major Arcanum never does.
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { closeWindow, ok, place, player, refused, toStep } from '../support/scenario.js';
import { checkFor, two } from '../support/turn-kit.js';

describe('K-SWAY swaying markers', () => {
  test('K-SWAY-01 a Sway is possible only in the active player\'s step 2', () => {
    const { ctx, state } = two({ major: 'kether', rest: ['priest', 'priest'] }, { major: 'golab' });
    let s = place(state, 'a', 'priest', 'C1', { markers: 1 }).state;
    s = place(s, 'a', 'priest', 'N').state;
    const sway = { type: 'sway', player: 'a', from: 'C1', to: 'N' } as const;
    const deeds = toStep(ctx, s, 'deeds');
    const j = refused(ctx, deeds, sway, 'K-SWAY-01');
    assert.equal(checkFor(j, 'K-SWAY-01').says, 'it is step 4 (deeds), not step 2 (sway)');
    const step2 = toStep(ctx, s, 'sway');
    refused(ctx, step2, { ...sway, player: 'b' }, 'K-ORDER-01');
    ok(ctx, step2, sway);
  });

  test('K-SWAY-02 each Sway moves exactly one marker, and needs one to move', () => {
    const { ctx, state } = two({ major: 'kether', rest: ['cathedral-of-ash', 'priest'] }, { major: 'golab' });
    let s = place(state, 'a', 'cathedral-of-ash', 'N', { markers: 2 }).state;
    s = place(s, 'a', 'priest', 'S').state;
    s = toStep(ctx, s, 'sway');
    const j = refused(ctx, s, { type: 'sway', player: 'a', from: 'S', to: 'hub' }, 'K-SWAY-02');
    assert.equal(checkFor(j, 'K-SWAY-02').says, 'no marker on S');
    s = ok(ctx, s, { type: 'sway', player: 'a', from: 'N', to: 'hub' });
    assert.deepEqual([player(s, 'a').cross.stations.N!.markers, player(s, 'a').cross.hubMarkers], [1, 3]);
  });

  test('K-SWAY-03 Sways go inward only: Cast→Cast, Stage→Stage, Stage→Cast and Cast→Hub are refused', () => {
    const { ctx, state } = two({ major: 'kether', rest: ['priest', 'priest', 'priest', 'priest'] }, { major: 'golab' });
    let s = place(state, 'a', 'priest', 'C1', { markers: 1 }).state;
    s = place(s, 'a', 'priest', 'C2').state;
    s = place(s, 'a', 'priest', 'N', { markers: 1 }).state;
    s = place(s, 'a', 'priest', 'S').state;
    s = toStep(ctx, s, 'sway');
    for (const [from, to] of [['C1', 'C2'], ['N', 'S'], ['N', 'C2'], ['C1', 'hub']] as const) {
      const j = refused(ctx, s, { type: 'sway', player: 'a', from, to }, 'K-SWAY-03');
      assert.match(checkFor(j, 'K-SWAY-03').says, /is not one ring inward \(Cast → Stage or Stage → Hub only\)$/);
    }
    ok(ctx, s, { type: 'sway', player: 'a', from: 'C1', to: 'S' });
    ok(ctx, s, { type: 'sway', player: 'a', from: 'N', to: 'hub' });
  });

  test('K-SWAY-04 the destination must have room: a Stage card already holding its single marker refuses a Sway', () => {
    const { ctx, state } = two({ major: 'kether', rest: ['priest', 'priest'] }, { major: 'golab' });
    let s = place(state, 'a', 'priest', 'C1', { markers: 1 }).state;
    s = place(s, 'a', 'priest', 'N', { markers: 1 }).state;
    s = toStep(ctx, s, 'sway');
    const j = refused(ctx, s, { type: 'sway', player: 'a', from: 'C1', to: 'N' }, 'K-SWAY-04');
    assert.match(checkFor(j, 'K-SWAY-04').says, /^N is full/);
  });

  test('K-SWAY-05 after a Sway both cards are Turned; swaying into the Hub Turns only the source', () => {
    const { ctx, state } = two({ major: 'kether', rest: ['cathedral-of-ash', 'priest', 'priest'] }, { major: 'golab' });
    let s = place(state, 'a', 'priest', 'C1', { markers: 1 }).state;
    s = place(s, 'a', 'priest', 'S').state;
    s = place(s, 'a', 'cathedral-of-ash', 'N', { markers: 1 }).state;
    s = toStep(ctx, s, 'sway');
    s = ok(ctx, s, { type: 'sway', player: 'a', from: 'C1', to: 'S' });
    const st = player(s, 'a').cross.stations;
    assert.deepEqual([st.C1!.faceUp, st.C1!.markers, st.S!.faceUp, st.S!.markers], [false, 0, false, 1]);
    assert.equal(s.window?.kind, 'react', 'a Sway is an act with its own window');
    s = closeWindow(ctx, s);
    s = ok(ctx, s, { type: 'sway', player: 'a', from: 'N', to: 'hub' });
    assert.deepEqual([player(s, 'a').cross.stations.N!.faceUp, player(s, 'a').cross.hubMarkers], [false, 3]);
  });

  test('K-SWAY-06 three face-up Stage cards holding a marker each make three Sways to the Hub', () => {
    const { ctx, state } = two({ major: 'kether', rest: ['priest', 'priest', 'asylum-warden'] }, { major: 'golab' }, { struggle: 'world' });
    let s = place(state, 'a', 'priest', 'N', { markers: 1 }).state;
    s = place(s, 'a', 'priest', 'S', { markers: 1 }).state;
    s = place(s, 'a', 'asylum-warden', 'E', { markers: 1 }).state;
    s = toStep(ctx, s, 'sway');
    for (const from of ['N', 'S', 'E'] as const) s = closeWindow(ctx, ok(ctx, s, { type: 'sway', player: 'a', from, to: 'hub' }));
    assert.equal(player(s, 'a').cross.hubMarkers, 5);
    assert.equal(s.step, 'sway');
  });

  test('K-SWAY-07 a Region holding 2 markers Sways one and is Turned; the second stays for a later turn', () => {
    const { ctx, state } = two({ major: 'kether', rest: ['cathedral-of-ash'] }, { major: 'golab' });
    let s = place(state, 'a', 'cathedral-of-ash', 'N', { markers: 2 }).state;
    s = toStep(ctx, s, 'sway');
    s = closeWindow(ctx, ok(ctx, s, { type: 'sway', player: 'a', from: 'N', to: 'hub' }));
    assert.deepEqual([player(s, 'a').cross.stations.N!.faceUp, player(s, 'a').cross.stations.N!.markers], [false, 1]);
    const j = refused(ctx, s, { type: 'sway', player: 'a', from: 'N', to: 'hub' }, 'K-SWAY-04');
    assert.equal(checkFor(j, 'K-SWAY-04').says, 'N is Turned and cannot Sway (K-SWAY-08)');
  });

  test('K-SWAY-08 a Turned card can be neither the source nor the destination of a Sway', () => {
    const { ctx, state } = two({ major: 'kether', rest: ['priest', 'priest', 'priest'] }, { major: 'golab' });
    let s = place(state, 'a', 'priest', 'C1', { markers: 1 }).state;
    s = place(s, 'a', 'priest', 'C2', { markers: 1, faceUp: false }).state;
    s = place(s, 'a', 'priest', 'N', { faceUp: false }).state;
    s = toStep(ctx, s, 'sway');
    let j = refused(ctx, s, { type: 'sway', player: 'a', from: 'C1', to: 'N' }, 'K-SWAY-04');
    assert.equal(checkFor(j, 'K-SWAY-04').says, 'N is Turned and cannot receive a Sway (K-SWAY-08)');
    s = place(s, 'a', 'priest', 'S').state;
    j = refused(ctx, s, { type: 'sway', player: 'a', from: 'C2', to: 'S' }, 'K-SWAY-04');
    assert.equal(checkFor(j, 'K-SWAY-04').says, 'C2 is Turned and cannot Sway (K-SWAY-08)');
  });

  test('K-SWAY-09 a marker Swayed from C2 onto North cannot go on to the Hub this turn', () => {
    const { ctx, state } = two({ major: 'kether', rest: ['priest', 'priest'] }, { major: 'golab' });
    let s = place(state, 'a', 'priest', 'C2', { markers: 1 }).state;
    s = place(s, 'a', 'priest', 'N').state;
    s = toStep(ctx, s, 'sway');
    s = closeWindow(ctx, ok(ctx, s, { type: 'sway', player: 'a', from: 'C2', to: 'N' }));
    refused(ctx, s, { type: 'sway', player: 'a', from: 'N', to: 'hub' }, 'K-SWAY-04');
    assert.equal(player(s, 'a').cross.hubMarkers, 2);
  });
});
