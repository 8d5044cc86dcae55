/**
 * K-CROSS: the Mystic Cross (catalog § 5): Hub, Stage and Cast, one base
 * card per Station, and the inward direction of marker travel.
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { CAST, STAGE, STATIONS, legalActions, type Action } from '../../src/kult/index.js';
import { ok, place, player, refused, toStep } from '../support/scenario.js';
import { checkFor, handCard, two } from '../support/turn-kit.js';

describe('K-CROSS the Mystic Cross', () => {
  test('K-CROSS-01 a cross has a Hub and eight Stations: Stage N, E, S, W and Cast C1–C4', () => {
    assert.deepEqual([...STATIONS], ['N', 'E', 'S', 'W', 'C1', 'C2', 'C3', 'C4']);
    assert.deepEqual([...STAGE], ['N', 'E', 'S', 'W']);
    assert.deepEqual([...CAST], ['C1', 'C2', 'C3', 'C4']);
    const { state } = two({ major: 'kether' }, { major: 'golab' });
    for (const p of state.players) {
      assert.ok(p.cross.hubCard, 'the Hub card lies under the Major Arcanum from setup on (K-CROSS-02)');
      assert.equal(p.cross.hubMarkers, 2);
      assert.deepEqual(p.cross.stations, {});
    }
  });

  test('K-CROSS-03 a cross never holds a 9th base card, even for Chesed who keeps playing cards', () => {
    const { ctx, state } = two({ major: 'chesed', hand: ['priest', 'web-weaver'], rest: ['web-weaver', 'web-weaver', 'web-weaver', 'web-weaver'] }, { major: 'golab' });
    let s = state;
    for (const st of ['E', 'W', 'C3', 'C4'] as const) s = place(s, 'a', 'web-weaver', st).state;
    for (const st of ['N', 'S', 'C1', 'C2'] as const) s = place(s, 'a', 'priest', st).state;
    assert.equal(Object.keys(player(s, 'a').cross.stations).length, 8);
    s = toStep(ctx, s, 'deeds');
    assert.equal(s.active, 'a');
    const priest = handCard(s, 'a', 'priest');
    for (const station of ['N', 'S', 'C1', 'C2', 'C3', 'C4'] as const) {
      const j = refused(ctx, s, { type: 'proclaim', player: 'a', card: priest, cross: 'a', station }, 'K-DEED-PROCLAIM-03');
      assert.equal(checkFor(j, 'K-DEED-PROCLAIM-03').says, `${station} is occupied`);
    }
    assert.ok(!legalActions(ctx, s, 'a').some((a: Action) => a.type === 'proclaim'));
  });

  test('K-CROSS-04 all eight Stations exist while empty and are addressable as Proclaim targets', () => {
    const { ctx, state } = two({ major: 'kether', hand: ['priest', 'asylum-warden'] }, { major: 'golab' });
    const s = toStep(ctx, state, 'deeds');
    const targets = new Set(legalActions(ctx, s, 'a').flatMap((a) => (a.type === 'proclaim' && a.cross === 'a' ? [a.station] : [])));
    assert.deepEqual([...targets].sort(), [...STATIONS].sort());
  });

  test('K-CROSS-05 markers travel inward Pool → Cast → Stage → Hub; Repels go the other way', () => {
    const { ctx, state } = two({ major: 'kether', hand: ['usher'], rest: ['priest', 'priest'] }, { major: 'golab' });
    let s = place(state, 'a', 'priest', 'C1', { markers: 1 }).state;
    s = place(s, 'a', 'priest', 'N', { markers: 1 }).state;
    s = toStep(ctx, s, 'sway');
    refused(ctx, s, { type: 'sway', player: 'a', from: 'N', to: 'C1' }, 'K-SWAY-03');
    s = ok(ctx, s, { type: 'sway', player: 'a', from: 'N', to: 'hub' });
    assert.equal(player(s, 'a').cross.hubMarkers, 3);
    s = toStep(ctx, s, 'deeds');
    // From the Cast, the next step outward is the Pool.
    const pool = s.pool;
    s = ok(ctx, s, { type: 'repel', player: 'a', from: 'C1', to: 'pool', suit: 'eye' });
    assert.deepEqual([player(s, 'a').cross.stations.C1!.markers, s.pool], [0, pool + 1]);
  });

  test('Q-06 a Repel may skip a ring only when no card there can take the marker: over an empty Stage to a face-down Cast card, never past it', () => {
    const { ctx, state } = two({ major: 'kether', hand: ['usher'], rest: ['priest'] }, { major: 'golab' });
    let s = place(state, 'a', 'priest', 'C2', { faceUp: false }).state;
    s = toStep(ctx, s, 'deeds');
    const j = refused(ctx, s, { type: 'repel', player: 'a', from: 'hub', to: 'pool', suit: 'eye' }, 'Q-06');
    const q = checkFor(j, 'Q-06');
    assert.equal(q.houseDefault, true);
    assert.equal(q.says, 'from the Hub the next step outward is C2 (face-down cards count, full cards do not)');
    s = ok(ctx, s, { type: 'repel', player: 'a', from: 'hub', to: 'C2', suit: 'eye' });
    assert.deepEqual([player(s, 'a').cross.hubMarkers, player(s, 'a').cross.stations.C2!.markers], [1, 1]);
  });
});
