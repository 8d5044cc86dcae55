/**
 * K-POPDISCARD: markers on a card that leaves play move one step outward in
 * its cross (Stage → Cast, Cast → Pool), with Q-09 (the owner chooses the
 * Cast card; a face-down card is eligible).
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { ok, place, player, refused, toStep } from '../support/scenario.js';
import { inHand, suits, table } from '../support/table-kit.js';

/** Kether (a) holds Cleansing; Golab (b) has a Priest on North carrying one marker. */
function cleansingTable(castB: Array<{ card: string; station: 'C1' | 'C2' | 'C3' | 'C4'; markers?: number; faceUp?: boolean }>) {
  let { ctx, state } = table({ major: 'kether', hand: ['cleansing'] }, { major: 'golab', rest: ['priest', ...castB.map((c) => c.card)] }, { struggle: 'world' });
  const pr = place(state, 'b', 'priest', 'N', { markers: 1 });
  state = pr.state;
  const cast: Record<string, string> = {};
  for (const c of castB) {
    const r = place(state, 'b', c.card, c.station, { markers: c.markers ?? 0, faceUp: c.faceUp ?? true });
    state = r.state;
    cast[c.station] = r.iid;
  }
  state = toStep(ctx, state, 'deeds');
  return { ctx, state, priest: pr.iid, cast };
}

describe('K-POPDISCARD', () => {
  it('K-POPDISCARD-02: a discarded North card\'s marker goes to the empty Teacher in C2 (the only eligible Cast card)', () => {
    const { ctx, state: s0, priest } = cleansingTable([{ card: 'teacher', station: 'C2' }, { card: 'artist', station: 'C1', markers: 1 }]);
    const before = suits(ctx, s0, 'b');
    const pool = s0.pool;
    const s = ok(ctx, s0, { type: 'commandment', player: 'a', card: inHand(s0, 'a', 'cleansing'), target: { card: priest } });
    assert.equal(player(s, 'b').cross.stations.N, undefined);
    assert.equal(player(s, 'b').cross.stations.C2!.markers, 1);
    assert.equal(s.pool, pool);
    assert.deepEqual(suits(ctx, s, 'b'), before); // K-POPDISCARD-06: a forced move gives no Suit
  });

  it('K-POPDISCARD-02: with every Cast card full (or no Cast), the marker goes to the Pool', () => {
    const full = cleansingTable([{ card: 'artist', station: 'C1', markers: 1 }]);
    const pool = full.state.pool;
    const s = ok(full.ctx, full.state, { type: 'commandment', player: 'a', card: inHand(full.state, 'a', 'cleansing'), target: { card: full.priest } });
    assert.equal(s.pool, pool + 1);
    assert.equal(player(s, 'b').cross.stations.C1!.markers, 1);

    const empty = cleansingTable([]);
    const pool2 = empty.state.pool;
    const s2 = ok(empty.ctx, empty.state, { type: 'commandment', player: 'a', card: inHand(empty.state, 'a', 'cleansing'), target: { card: empty.priest } });
    assert.equal(s2.pool, pool2 + 1);
  });

  it('Q-09: with two eligible Cast cards the owner chooses; a face-down card with room is eligible', () => {
    const { ctx, state: s0, priest, cast } = cleansingTable([{ card: 'artist', station: 'C1' }, { card: 'teacher', station: 'C2', faceUp: false }]);
    let s = ok(ctx, s0, { type: 'commandment', player: 'a', card: inHand(s0, 'a', 'cleansing'), target: { card: priest } });
    assert.deepEqual(s.pending, { kind: 'placeMarker', player: 'b', cross: 'b', options: ['C1', 'C2'], count: 1, rule: 'Q-09' });
    // Nobody else may act until the owner has chosen.
    refused(ctx, s, { type: 'pass', player: 'b' }, 'Q-09');
    refused(ctx, s, { type: 'choose', player: 'b', station: 'C3' }, 'Q-09');
    s = ok(ctx, s, { type: 'choose', player: 'b', station: 'C2' });
    assert.equal(s.pending, null);
    assert.equal(player(s, 'b').cross.stations.C2!.base, cast.C2);
    assert.equal(player(s, 'b').cross.stations.C2!.markers, 1);
    assert.equal(player(s, 'b').cross.stations.C2!.faceUp, false);
    assert.deepEqual(s.window?.order, ['b', 'a']); // the Cleansing's window resumes
  });

  it('K-POPDISCARD-03: a Pawn in C4 with a marker discarded by the Drug Dealer: the marker goes straight to the Pool', () => {
    let { ctx, state } = table({ major: 'kether', rest: ['drug-dealer'] }, { major: 'golab', rest: ['priest'] });
    const dd = place(state, 'a', 'drug-dealer', 'C1', { markers: 1 });
    const pr = place(dd.state, 'b', 'priest', 'C4', { markers: 1 });
    state = toStep(ctx, pr.state, 'deeds');
    const pool = state.pool;
    state = ok(ctx, state, { type: 'ability', player: 'a', card: dd.iid, index: 0, target: { card: pr.iid }, repel: { from: 'C1', to: 'pool' } });
    assert.equal(player(state, 'b').cross.stations.C4, undefined);
    assert.ok(player(state, 'b').discardPile.includes(pr.iid));
    assert.equal(state.pool, pool + 2); // the Priest's marker and the Repel
  });
});
