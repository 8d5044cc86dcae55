import assert from 'node:assert/strict';
import { test } from 'node:test';
import { roomSeat, type RoomSeatDeps } from '../../src/app/room-seat.js';
import type { Seat } from '../../src/net/match-store.js';
import type { SavedSession } from '../../src/net/saved-session.js';
import type { SeatLock } from '../../src/app/seat-lock.js';

/** A browser whose other tabs hold `held` seats and whose store keeps `saved` copies. */
function browser(opts: { held?: Seat[]; saved?: Seat[]; hostedHere?: boolean }) {
  const locks = new Set<Seat>(opts.held ?? []);
  const released: Seat[] = [];
  const deps: RoomSeatDeps = {
    hostedHere: opts.hostedHere ?? false,
    claim: async (seat) => {
      if (locks.has(seat)) return null;
      locks.add(seat);
      const lock: SeatLock = { release: () => (locks.delete(seat), released.push(seat)), lost: new Promise(() => {}) };
      return lock;
    },
    // The store prefers the asked seat's copy, else the other's.
    saved: async (seat) => {
      const copies = opts.saved ?? [];
      const role = copies.includes(seat) ? seat : copies[0];
      return role ? ({ role } as unknown as SavedSession) : null;
    },
  };
  return { deps, released, locks };
}

test('a tab that opens a room it did not host takes the guest seat, with no saved match a new one', async () => {
  const r = await roomSeat(browser({}).deps);
  assert.equal(r.kind, 'mine');
  assert.equal(r.seat, 'guest');
  assert.equal(r.kind === 'mine' && r.saved, null);
});

test('the tab that hosted the room takes the host seat back and resumes its saved copy', async () => {
  const r = await roomSeat(browser({ hostedHere: true, saved: ['host'] }).deps);
  assert.deepEqual([r.kind, r.seat, r.kind === 'mine' && r.saved?.role], ['mine', 'host', 'host']);
});

test('a new tab of the player who hosted (only the host\'s copy saved) plays the host seat, and lets the guest seat go', async () => {
  const b = browser({ saved: ['host'] });
  const r = await roomSeat(b.deps);
  assert.deepEqual([r.kind, r.seat], ['mine', 'host']);
  assert.deepEqual(b.released, ['guest']);
  assert.deepEqual([...b.locks], ['host']);
});

test('the host\'s copy saved but another tab plays the host seat: this tab offers to take the host seat over', async () => {
  const b = browser({ saved: ['host'], held: ['host'] });
  const r = await roomSeat(b.deps);
  assert.deepEqual([r.kind, r.seat], ['held', 'host']);
  assert.deepEqual([...b.locks], ['host'], 'the guest seat it claimed first is released');
});

test('another tab plays the guest seat and this browser saved the host\'s copy: this tab resumes the host seat', async () => {
  const b = browser({ saved: ['host'], held: ['guest'] });
  const r = await roomSeat(b.deps);
  assert.deepEqual([r.kind, r.seat, r.kind === 'mine' && r.saved?.role], ['mine', 'host', 'host']);
});

test('another tab plays the guest seat and nothing of the host is saved: this tab offers to take the guest seat over, holding nothing', async () => {
  const b = browser({ held: ['guest'] });
  const r = await roomSeat(b.deps);
  assert.deepEqual([r.kind, r.seat], ['held', 'guest']);
  assert.deepEqual(b.released, ['host']);
  assert.deepEqual([...b.locks], ['guest']);
});
