import { afterEach, beforeEach, describe, it, mock } from 'node:test';
import assert from 'node:assert/strict';
import { backoffDelay, withBackoff, type RetryInfo } from '../../src/net/retry.js';

/** Lets pending promise callbacks run (fake timers do not advance microtasks). */
const flush = async (): Promise<void> => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

describe('backoffDelay', () => {
  it('doubles per retry between half and all of the ceiling, capped at maxMs', () => {
    assert.equal(backoffDelay(1, 100, 10_000, () => 0), 50);
    assert.equal(backoffDelay(1, 100, 10_000, () => 0.999999), 99.99995);
    assert.equal(backoffDelay(2, 100, 10_000, () => 0), 100);
    assert.equal(backoffDelay(3, 100, 10_000, () => 0.5), 300);
    assert.equal(backoffDelay(20, 100, 10_000, () => 0), 5_000);
    assert.equal(backoffDelay(20, 100, 10_000, () => 1), 10_000);
  });

  it('clamps a random function that strays outside [0, 1]', () => {
    assert.equal(backoffDelay(1, 100, 10_000, () => -3), 50);
    assert.equal(backoffDelay(1, 100, 10_000, () => 7), 100);
  });
});

describe('withBackoff (fake timers)', () => {
  beforeEach(() => mock.timers.enable({ apis: ['setTimeout'] }));
  afterEach(() => mock.timers.reset());

  it('returns the first success without waiting', async () => {
    let calls = 0;
    const result = await withBackoff(async () => ++calls);
    assert.equal(result, 1);
  });

  it('retries after growing, jittered delays until an attempt succeeds', async () => {
    let calls = 0;
    const retries: RetryInfo[] = [];
    const randoms = [0, 0.5, 1];
    const done = withBackoff(
      async () => {
        calls++;
        if (calls < 4) throw new Error(`fail ${calls}`);
        return 'connected';
      },
      { retries: 5, baseMs: 100, maxMs: 10_000, random: () => randoms.shift() ?? 0, onRetry: (i) => retries.push(i) },
    );
    await flush();
    assert.equal(calls, 1);
    assert.deepEqual(
      retries.map((r) => [r.retry, r.delayMs, (r.error as Error).message]),
      [[1, 50, 'fail 1']],
    );
    mock.timers.tick(49);
    await flush();
    assert.equal(calls, 1, 'still waiting');
    mock.timers.tick(1);
    await flush();
    assert.equal(calls, 2);
    assert.deepEqual(retries[1]?.delayMs, 150); // ceiling 200: 100 + 0.5 * 100
    mock.timers.tick(150);
    await flush();
    assert.equal(calls, 3);
    assert.deepEqual(retries[2]?.delayMs, 400); // ceiling 400, random 1
    mock.timers.tick(400);
    assert.equal(await done, 'connected');
    assert.equal(calls, 4);
  });

  it('gives up after `retries` retries with the last error', async () => {
    let calls = 0;
    const done = withBackoff(
      async () => {
        calls++;
        throw new Error(`fail ${calls}`);
      },
      { retries: 2, baseMs: 10, random: () => 0 },
    );
    const settled = assert.rejects(done, /fail 3/);
    for (let i = 0; i < 5; i++) {
      await flush();
      mock.timers.tick(1_000);
    }
    await settled;
    assert.equal(calls, 3);
  });

  it('stops at once on an error shouldRetry declines', async () => {
    let calls = 0;
    const done = withBackoff(
      async () => {
        calls++;
        throw Object.assign(new Error('room-full'), { type: 'room-full' });
      },
      { retries: 5, shouldRetry: (e) => (e as { type?: string }).type !== 'room-full' },
    );
    await assert.rejects(done, /room-full/);
    assert.equal(calls, 1);
  });

  it('an abort during the wait rejects with the reason and stops retrying', async () => {
    let calls = 0;
    const controller = new AbortController();
    const done = withBackoff(
      async () => {
        calls++;
        throw new Error('down');
      },
      { retries: 5, baseMs: 1_000, signal: controller.signal },
    );
    const settled = assert.rejects(done, /user left/);
    await flush();
    controller.abort(new Error('user left'));
    await settled;
    mock.timers.tick(60_000);
    await flush();
    assert.equal(calls, 1);
  });

  it('an already aborted signal rejects before the first attempt', async () => {
    let calls = 0;
    await assert.rejects(
      withBackoff(async () => ++calls, { signal: AbortSignal.abort(new Error('gone')) }),
      /gone/,
    );
    assert.equal(calls, 0);
  });

  it('rejects nonsense options loudly', async () => {
    await assert.rejects(withBackoff(async () => 1, { retries: -1 }), RangeError);
    await assert.rejects(withBackoff(async () => 1, { baseMs: Number.NaN }), RangeError);
  });
});
