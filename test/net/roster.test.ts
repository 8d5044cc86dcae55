// The roster: seats apart from network roles, confirmed by hash (NET-ROSTER-01), and who cuts whose pile (K-SETUP-04).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import * as v from 'valibot';
import { cutsFor, cutterOf, MAX_SEATS, rosterHash, rosterOf, rosterSchema, seatIds, seatOf } from '../../src/net/roster.js';

test('NET-ROSTER-01 two seats keep host and guest; three to six are numbered in seating order', () => {
  assert.deepEqual(seatIds(2), ['host', 'guest']);
  assert.deepEqual(seatIds(4), ['p1', 'p2', 'p3', 'p4']);
  const r = rosterOf('kult', ['b', 'a', 'c']);
  assert.equal(seatOf(r, 'a'), 'p2', 'a seat is where the roster puts a peer, not which peer opened the room');
});

test('NET-ROSTER-01 the hash changes with the order, a seat, a peer, the count and the game', () => {
  const base = rosterHash(rosterOf('kult', ['a', 'b', 'c']));
  assert.match(base, /^[0-9a-f]{64}$/);
  assert.equal(rosterHash(rosterOf('kult', ['a', 'b', 'c'])), base);
  for (const other of [rosterOf('kult', ['b', 'a', 'c']), rosterOf('kult', ['a', 'b', 'd']), rosterOf('kult', ['a', 'b', 'c', 'd']), rosterOf('cult', ['a', 'b', 'c'])]) {
    assert.notEqual(rosterHash(other), base);
  }
});

test('K-SETUP-04 the player to the left cuts: each seat cuts the pile of the seat before it, round the table', () => {
  const r = rosterOf('kult', ['a', 'b', 'c', 'd']);
  assert.deepEqual(r.seats.map((s) => cutterOf(r, s.seat)), ['p2', 'p3', 'p4', 'p1']);
  assert.deepEqual(r.seats.map((s) => cutsFor(r, s.seat)), ['p4', 'p1', 'p2', 'p3']);
  const two = rosterOf('kult', ['a', 'b']);
  assert.equal(cutterOf(two, 'host'), 'guest');
  assert.equal(cutterOf(two, 'guest'), 'host');
});

test(`NET-SHAPE-01 a roster from a peer: 2 to ${MAX_SEATS} seats, every seat and peer once, ids of a strict shape`, () => {
  assert.ok(v.safeParse(rosterSchema, rosterOf('kult', ['a', 'b', 'c'])).success);
  const bad = [
    rosterOf('kult', ['a']),
    rosterOf('kult', ['a', 'b', 'c', 'd', 'e', 'f', 'g']),
    { game: 'kult', seats: [{ seat: 'p1', peer: 'a' }, { seat: 'p1', peer: 'b' }] },
    { game: 'kult', seats: [{ seat: 'p1', peer: 'a' }, { seat: 'p2', peer: 'a' }] },
    { game: 'kult', seats: [{ seat: 'p1', peer: 'a b' }, { seat: 'p2', peer: 'c' }] },
    { game: 'kult', seats: [{ seat: 'p1', peer: 'a' }, { seat: 'p2', peer: 'c' }], extra: 1 },
  ];
  for (const r of bad) assert.equal(v.safeParse(rosterSchema, r).success, false, JSON.stringify(r));
});
