import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { connectionMachine, REJOIN_PAUSE_MS, type DialFailure, type DialInput } from '../../machines/connection.machine.js';

/** A room that answers dial number n (0-based) with `outcomes[n]`: 'open', or an error name. */
function room(outcomes: string[], opts: { retries?: number; resumed?: boolean; fatal?: string } = {}) {
  const clock = new SimulatedClock();
  const dials: DialInput[] = [];
  const said: string[] = [];
  const dial = fromPromise<unknown, DialInput>(async ({ input }) => {
    const outcome = outcomes[dials.length] ?? 'open';
    dials.push(input);
    if (outcome === 'open') return `link ${dials.length}`;
    throw { error: new Error(outcome), jitter: 0 } satisfies DialFailure;
  });
  const retryable = ({ event }: { event: unknown }) => ((event as { error: DialFailure }).error.error as Error).message !== opts.fatal;
  const actor = createActor(connectionMachine.provide({ actors: { dial }, guards: { retryable } }), { clock, input: { retries: opts.retries ?? 4, resumed: opts.resumed ?? false } });
  actor.on('opened', (e) => said.push(`opened ${e.link}`));
  actor.on('retrying', (e) => said.push(`retry ${e.retry} in ${e.delayMs}`));
  actor.on('reconnecting', () => said.push('reconnecting'));
  actor.on('failed', (e) => said.push(`failed ${(e.error as Error).message}${e.first ? ' (first)' : ''}`));
  actor.start();
  return { actor, clock, dials, said };
}

const settle = () => new Promise((r) => setImmediate(r));

test('the first connection retries with growing waits (125, 250, 500 ms with no jitter) and opens', async () => {
  const r = room(['busy', 'busy', 'busy', 'open']);
  for (const wait of [125, 250, 500]) {
    await settle();
    r.clock.increment(wait);
  }
  await settle();
  assert.deepEqual(r.said, ['retry 1 in 125', 'retry 2 in 250', 'retry 3 in 500', 'opened link 4']);
  assert.equal(r.actor.getSnapshot().value, 'open');
  assert.deepEqual(r.dials[0], { rejoin: false, fresh: true }, 'the first dial starts a new match');
});

test('the first connection gives up after its retries, and at once on an error no retry can mend', async () => {
  const r = room(['busy', 'busy', 'busy'], { retries: 2 });
  await settle();
  r.clock.increment(125);
  await settle();
  r.clock.increment(250);
  await settle();
  assert.deepEqual(r.said, ['retry 1 in 125', 'retry 2 in 250', 'failed busy (first)']);
  const f = room(['room-full'], { fatal: 'room-full' });
  await settle();
  assert.deepEqual(f.said, ['failed room-full (first)']);
  assert.equal(f.actor.getSnapshot().status, 'done');
});

test('after a drop the table pauses (150–300 ms), re-joins, and never gives up however many dials fail', async () => {
  const r = room(['open', ...Array(12).fill('busy'), 'open'], { retries: 1 });
  await settle();
  r.actor.send({ type: 'CLOSED', jitter: 1 });
  assert.equal(r.actor.getSnapshot().value, 'pausing');
  r.clock.increment(REJOIN_PAUSE_MS - 1);
  assert.equal(r.dials.length, 1, 'not before the pause is over');
  r.clock.increment(1);
  for (let i = 0; i < 13; i++) {
    await settle();
    r.clock.increment(10_000);
  }
  await settle();
  assert.equal(r.said.at(-1), 'opened link 14');
  assert.equal(r.said.filter((s) => s.startsWith('retry')).length, 12);
  assert.ok(r.said.includes('retry 12 in 5000'), 'waits are capped (5–10 s)');
  assert.deepEqual(r.dials.slice(1).map((d) => d.rejoin), Array(13).fill(true), 'every dial after the first open is a re-join');
});

test('a reloaded page resuming its match re-joins from its first dial', async () => {
  const r = room(['open'], { resumed: true });
  await settle();
  assert.deepEqual(r.dials[0], { rejoin: true, fresh: false });
});
