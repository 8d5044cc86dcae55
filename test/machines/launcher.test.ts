import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createActor, waitFor } from 'xstate';
import { launcherMachine, type FriendRequest, type HeldSeat } from '../../machines/launcher.machine.js';
import { launchActors, type LaunchDeps } from '../../src/app/launch.js';
import type { Seat } from '../../src/net/match-store.js';
import type { SavedSession } from '../../src/net/saved-session.js';

/**
 * A browser: seats other tabs hold, saved copies, a code that loads when `loaded` resolves;
 * practice's code loads when `practiceLoaded` resolves, or fails with `practiceFailed`.
 */
function browser(opts: { held?: Seat[]; saved?: Seat[] } = {}) {
  const seats = new Set<Seat>(opts.held ?? []);
  const log: string[] = [];
  let loaded!: () => void;
  const code = new Promise<void>((r) => (loaded = r));
  let lose: () => void = () => {};
  let practiceLoaded!: () => void;
  let practiceFailed!: (err: Error) => void;
  const practiceCode = new Promise<void>((resolve, reject) => {
    practiceLoaded = resolve;
    practiceFailed = reject;
  });
  practiceCode.catch(() => {});
  const deps: LaunchDeps = {
    claim: async (_room, seat, o) => {
      if (seats.has(seat) && !o?.takeOver) return null;
      seats.add(seat);
      log.push(`claim ${seat}`);
      const lock: HeldSeat = { release: () => (seats.delete(seat), log.push(`release ${seat}`)), lost: new Promise<void>((r) => (lose = r)) };
      return lock;
    },
    saved: async (_room, seat) => {
      const role = (opts.saved ?? []).includes(seat) ? seat : opts.saved?.[0];
      return { saved: role ? ({ role, settings: 'saved-settings' } as unknown as SavedSession) : null };
    },
    hostedHere: () => false,
    fromSaved: (s) => ({ settings: (s as unknown as { settings: string }).settings, choice: 'saved-choice' }),
    joinSettings: () => 'link-settings',
    load: () => code,
    create: (_code, request) => {
      log.push(`create ${request.role}${request.resume ? ' (resumed)' : ''}`);
      return { dispose: () => log.push(`dispose ${request.role}`) };
    },
    practice: async (request) => {
      await practiceCode;
      log.push(`create practice ${String(request)}`);
      return { dispose: () => log.push('dispose practice') };
    },
  };
  const actor = createActor(launcherMachine.provide({ actors: launchActors(deps) }), { input: { canConnect: false } }).start();
  return { actor, log, loaded, practiceLoaded, practiceFailed, lose: () => lose() };
}

const HOST: FriendRequest = { role: 'host', room: 'kult-abc', settings: 'mine', choice: 'a choice' };

test('a friend match asked for before the page has its network settings waits for them, then starts', async () => {
  const b = browser();
  b.actor.send({ type: 'FRIEND', request: HOST });
  assert.equal(b.actor.getSnapshot().value, 'waiting');
  b.actor.send({ type: 'CONNECT', ready: true });
  assert.equal(b.actor.getSnapshot().value, 'starting');
  b.loaded();
  await waitFor(b.actor, (s) => s.matches('friend'));
  assert.deepEqual(b.log, ['claim host', 'create host']);
  assert.equal(b.actor.getSnapshot().context.friend?.choice, 'a choice');
});

test('friend play turned off (the settings have problems) drops the waiting request: the lobby, nothing started', () => {
  const b = browser();
  b.actor.send({ type: 'FRIEND', request: HOST });
  b.actor.send({ type: 'CONNECT', ready: false });
  assert.equal(b.actor.getSnapshot().value, 'lobby');
  assert.equal(b.actor.getSnapshot().context.friend, null);
});

test('leaving while the friend match\'s code loads: the start is dropped and its seat let go, no match is made', async () => {
  const b = browser();
  b.actor.send({ type: 'CONNECT', ready: true });
  b.actor.send({ type: 'FRIEND', request: HOST });
  await new Promise((r) => setImmediate(r));
  b.actor.send({ type: 'LEAVE' });
  b.loaded();
  await new Promise((r) => setTimeout(r, 5));
  assert.equal(b.actor.getSnapshot().value, 'lobby');
  assert.deepEqual(b.log, ['claim host', 'create host', 'dispose host', 'release host']);
  assert.equal(b.actor.getSnapshot().context.match, null);
});

test('a new start replaces the running match: the old one is disposed of and its seat released first', async () => {
  const b = browser();
  b.loaded();
  b.actor.send({ type: 'CONNECT', ready: true });
  b.actor.send({ type: 'FRIEND', request: HOST });
  await waitFor(b.actor, (s) => s.matches('friend'));
  b.practiceLoaded();
  b.actor.send({ type: 'PRACTICE', request: 'my choice' });
  await waitFor(b.actor, (s) => s.matches('practice'));
  b.actor.send({ type: 'LEAVE' });
  assert.deepEqual(b.log, ['claim host', 'create host', 'dispose host', 'release host', 'create practice my choice', 'dispose practice']);
});

test('practice waits for its code (the table and the rules load on demand), then plays the match made for the request', async () => {
  const b = browser();
  b.actor.send({ type: 'PRACTICE', request: 'my choice' });
  assert.equal(b.actor.getSnapshot().value, 'preparing');
  assert.equal(b.actor.getSnapshot().context.match, null);
  b.practiceLoaded();
  await waitFor(b.actor, (s) => s.matches('practice'));
  assert.deepEqual(b.log, ['create practice my choice']);
  assert.notEqual(b.actor.getSnapshot().context.match, null);
});

test('practice whose code does not load: back to the lobby with a notice naming the error', async () => {
  const b = browser();
  b.actor.send({ type: 'PRACTICE', request: 'my choice' });
  b.practiceFailed(new Error('Failed to fetch dynamically imported module'));
  await waitFor(b.actor, (s) => s.matches('lobby'));
  assert.deepEqual(b.actor.getSnapshot().context.notice, { key: 'app.practice.unavailable', values: { error: 'Failed to fetch dynamically imported module' } });
  assert.equal(b.actor.getSnapshot().context.match, null);
  assert.deepEqual(b.log, []);
});

test('leaving while practice\'s code loads: the match made after it is let go at once, the lobby stays', async () => {
  const b = browser();
  b.actor.send({ type: 'PRACTICE', request: 'my choice' });
  b.actor.send({ type: 'LEAVE' });
  b.practiceLoaded();
  await new Promise((r) => setTimeout(r, 5));
  assert.equal(b.actor.getSnapshot().value, 'lobby');
  assert.equal(b.actor.getSnapshot().context.match, null);
  assert.deepEqual(b.log, ['create practice my choice', 'dispose practice']);
});

test('a room from the address whose seat another tab plays: the take-over button, pressed twice, takes the seat once and resumes the save', async () => {
  const b = browser({ held: ['guest'], saved: ['guest'] });
  b.loaded();
  b.actor.send({ type: 'CONNECT', ready: true });
  b.actor.send({ type: 'OPEN', room: 'kult-abc' });
  await waitFor(b.actor, (s) => s.matches('seatHeld'));
  b.actor.send({ type: 'TAKE_OVER' });
  b.actor.send({ type: 'TAKE_OVER' });
  await waitFor(b.actor, (s) => s.matches('friend'));
  assert.deepEqual(b.log.filter((l) => l.startsWith('create')), ['create guest (resumed)']);
  assert.equal(b.actor.getSnapshot().context.friend?.settings, 'saved-settings');
});

test('another tab takes the seat over: the match is let go and the player is told, naming the room', async () => {
  const b = browser();
  b.loaded();
  b.actor.send({ type: 'CONNECT', ready: true });
  b.actor.send({ type: 'FRIEND', request: HOST });
  await waitFor(b.actor, (s) => s.matches('friend'));
  b.lose();
  await waitFor(b.actor, (s) => s.matches('lobby'));
  assert.deepEqual(b.actor.getSnapshot().context.notice, { key: 'app.seat.takenOver', values: { room: 'kult-abc' } });
  assert.ok(b.log.includes('dispose host'));
});
