import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createActor, SimulatedClock } from 'xstate';
import { AUTO_PASS_MS, responseClockMachine } from '../../machines/response-clock.machine.js';

const PASS = { type: 'pass', player: 'guest' } as const;

function clockActor() {
  const clock = new SimulatedClock();
  const actor = createActor(responseClockMachine, { clock }).start();
  const passes: unknown[] = [];
  actor.on('pass', (e) => passes.push(e.pass));
  return { actor, clock, passes };
}

test('K-TIMING-04 auto-pass: the table passes for the player once the pause is over, not before', () => {
  const { actor, clock, passes } = clockActor();
  actor.send({ type: 'AUTO_PASS', pass: PASS, afterMs: AUTO_PASS_MS });
  assert.equal(actor.getSnapshot().value, 'autoPassing');
  clock.increment(AUTO_PASS_MS - 1);
  assert.deepEqual(passes, []);
  clock.increment(1);
  assert.deepEqual(passes, [PASS]);
  assert.equal(actor.getSnapshot().value, 'idle');
});

test('the response clock passes for a player who lets it run out, once', () => {
  const { actor, clock, passes } = clockActor();
  actor.send({ type: 'CLOCK', pass: PASS, afterMs: 30_000 });
  assert.equal(actor.getSnapshot().value, 'clockRunning');
  clock.increment(29_999);
  assert.deepEqual(passes, []);
  clock.increment(10_000);
  assert.deepEqual(passes, [PASS]);
});

test('a plan replaced before it fires never passes: the floor moved (CLEAR) or a new window opened (a new plan)', () => {
  const { actor, clock, passes } = clockActor();
  actor.send({ type: 'CLOCK', pass: PASS, afterMs: 1_000 });
  clock.increment(500);
  actor.send({ type: 'CLEAR' });
  clock.increment(5_000);
  assert.deepEqual(passes, []);
  const later = { type: 'pass', player: 'host' } as const;
  actor.send({ type: 'AUTO_PASS', pass: PASS, afterMs: 100 });
  actor.send({ type: 'CLOCK', pass: later, afterMs: 1_000 });
  clock.increment(999);
  assert.deepEqual(passes, [], 'the auto-pass planned first was replaced');
  clock.increment(1);
  assert.deepEqual(passes, [later]);
});

test('a deadline already past passes at once (a reload after the clock ran out)', () => {
  const { actor, clock, passes } = clockActor();
  actor.send({ type: 'CLOCK', pass: PASS, afterMs: -500 });
  clock.increment(0);
  assert.deepEqual(passes, [PASS]);
});
