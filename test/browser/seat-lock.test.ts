/// <reference types="mocha" />
// One tab per seat (src/app/seat-lock.ts), with Chromium's Web Locks. Requests from one page
// stand for two tabs: locks are shared by every page of the origin.
import { expect } from '@esm-bundle/chai';
import { claimSeat, seatLockName } from '../../src/app/seat-lock.js';

let room = 0;
const nextRoom = (): string => `kult-lock${String(++room).padStart(8, '0')}`;

describe('claimSeat', () => {
  it('a seat held by one tab is refused to another, then granted once released; the other seat is free', async () => {
    const r = nextRoom();
    const first = await claimSeat(r, 'guest');
    expect(first).to.not.equal(null);
    expect(await claimSeat(r, 'guest', { patienceMs: 0 })).to.equal(null);
    const host = await claimSeat(r, 'host', { patienceMs: 0 });
    expect(host, 'the host seat is another lock').to.not.equal(null);
    first!.release();
    // The lock manager lets go a moment after release() (the holder's callback settles first).
    const second = await claimSeat(r, 'guest', { patienceMs: 1_000 });
    expect(second).to.not.equal(null);
    second!.release();
    host!.release();
  });

  it('waits out a reloading page: a seat released within its patience is granted', async () => {
    const r = nextRoom();
    const old = await claimSeat(r, 'host');
    setTimeout(() => old!.release(), 300);
    const t0 = performance.now();
    const fresh = await claimSeat(r, 'host', { patienceMs: 2_000 });
    expect(fresh).to.not.equal(null);
    expect(performance.now() - t0).to.be.at.least(250);
    fresh!.release();
  });

  it('a take-over gets the seat, and the tab that held it hears so', async () => {
    const r = nextRoom();
    const first = await claimSeat(r, 'guest');
    let heard = false;
    void first!.lost.then(() => (heard = true));
    const taker = await claimSeat(r, 'guest', { takeOver: true });
    expect(taker).to.not.equal(null);
    await Promise.race([first!.lost, new Promise((_, reject) => setTimeout(() => reject(new Error('no word of the take-over')), 2_000))]);
    expect(heard).to.equal(true);
    const held = await navigator.locks.query();
    expect(held.held?.filter((l) => l.name === seatLockName(r, 'guest'))).to.have.length(1);
    taker!.release();
  });

  it('without Web Locks every claim succeeds (tabs go uncoordinated, as before)', async () => {
    const r = nextRoom();
    const a = await claimSeat(r, 'host', { locks: null });
    const b = await claimSeat(r, 'host', { locks: null });
    expect(a).to.not.equal(null);
    expect(b).to.not.equal(null);
  });
});
