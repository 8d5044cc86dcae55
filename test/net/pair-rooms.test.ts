// The mesh's names (src/net/mesh/pair-rooms.ts): one room per pair of slots, hosted by the lower
// slot, valid PeerJS ids; slot peers that rosters accept; the claim order.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import * as v from 'valibot';
import { claimOrder, hostedBy, isMeshRoom, isMeshSeats, isSlot, joinedBy, MAX_MESH_ROOM_CHARS, otherSlots, pairRole, pairRoom, slotPeer } from '../../src/net/mesh/pair-rooms.js';
import { isRoomId, newRoomId } from '../../src/net/rooms.js';
import { rosterOf, rosterSchema } from '../../src/net/roster.js';

test('every pair of slots of a six-seat table has its own room, the same from either side, a valid room id', () => {
  const room = newRoomId();
  const rooms = new Set<string>();
  for (let i = 1; i <= 6; i++) {
    for (let j = i + 1; j <= 6; j++) {
      const id = pairRoom(room, i, j);
      assert.equal(id, `${room}-${i}${j}`);
      assert.equal(pairRoom(room, j, i), id, 'the order of the slots does not matter');
      assert.ok(isRoomId(id), id);
      rooms.add(id);
    }
  }
  assert.equal(rooms.size, 15);
  assert.ok(!rooms.has(room), 'no pair room is the link room itself');
});

test('the longest mesh room keeps its pair rooms within a PeerJS id (64 characters); a longer one is no mesh room', () => {
  const longest = 'k'.repeat(MAX_MESH_ROOM_CHARS);
  assert.ok(isMeshRoom(longest));
  assert.ok(isRoomId(pairRoom(longest, 5, 6)));
  assert.equal(pairRoom(longest, 5, 6).length, 64);
  assert.ok(!isMeshRoom('k'.repeat(MAX_MESH_ROOM_CHARS + 1)));
  assert.ok(!isMeshRoom('kult--x'), 'not a room id');
  assert.ok(!isMeshRoom(''));
});

test('NET-ROSTER-01 slot peers are distinct, never a pair room, and a roster of them passes the roster schema', () => {
  const room = 'k'.repeat(MAX_MESH_ROOM_CHARS);
  const peers = [1, 2, 3, 4, 5, 6].map((k) => slotPeer(room, k));
  assert.equal(new Set(peers).size, 6);
  assert.ok(v.safeParse(rosterSchema, rosterOf('kult', peers)).success);
  assert.ok(!peers.includes(pairRoom(room, 1, 2)));
});

test('bad slots are a caller mistake and throw', () => {
  assert.throws(() => pairRoom('kult-a', 0, 2), RangeError);
  assert.throws(() => pairRoom('kult-a', 2, 2), RangeError);
  assert.throws(() => pairRoom('kult-a', 1, 7), RangeError);
  assert.throws(() => slotPeer('kult-a', 1.5), RangeError);
});

test('seat counts and slots: a mesh holds three to six seats, slots 1..N', () => {
  assert.deepEqual([1, 2, 3, 4, 5, 6, 7, 3.5].map(isMeshSeats), [false, false, true, true, true, true, false, false]);
  assert.ok(isSlot(4, 4));
  assert.ok(!isSlot(5, 4));
  assert.ok(!isSlot(0, 4));
});

test('a newcomer claims slots 2..N in order', () => {
  assert.deepEqual(claimOrder(3), [2, 3]);
  assert.deepEqual(claimOrder(6), [2, 3, 4, 5, 6]);
});

test('each slot hosts the pairs with every higher slot and joins those with every lower one: every pair has one host and one guest', () => {
  for (let seats = 3; seats <= 6; seats++) {
    const hosted: string[] = [];
    const joined: string[] = [];
    for (let k = 1; k <= seats; k++) {
      for (const m of hostedBy(k, seats)) {
        assert.equal(pairRole(k, m), 'host');
        hosted.push(pairRoom('kult-a', k, m));
      }
      for (const i of joinedBy(k, seats)) {
        assert.equal(pairRole(k, i), 'guest');
        joined.push(pairRoom('kult-a', k, i));
      }
      assert.deepEqual(otherSlots(k, seats), [...Array(seats).keys()].map((x) => x + 1).filter((x) => x !== k));
    }
    const pairs = (seats * (seats - 1)) / 2;
    assert.equal(new Set(hosted).size, pairs, `${seats} seats: every pair hosted once`);
    assert.deepEqual(new Set(joined), new Set(hosted), `${seats} seats: every hosted pair joined once`);
    assert.equal(joined.length, pairs);
  }
  assert.deepEqual(hostedBy(1, 4), [2, 3, 4]);
  assert.deepEqual(joinedBy(1, 4), []);
  assert.deepEqual(hostedBy(4, 4), []);
  assert.deepEqual(joinedBy(4, 4), [1, 2, 3]);
});
