import assert from 'node:assert/strict';
import { test } from 'node:test';
import { memoLastRun } from '../../src/engine/memo-last-run.js';

test('the same act on the same frozen state runs once; another act or state runs again', () => {
  const memo = memoLastRun<object, { n: number }, number>();
  let runs = 0;
  const run = (n: number) => () => (runs++, n * 10);
  const s = Object.freeze({});
  assert.equal(memo(s, { n: 1 }, run(1)), 10);
  assert.equal(memo(s, { n: 1 }, run(1)), 10);
  assert.equal(runs, 1);
  assert.equal(memo(s, { n: 2 }, run(2)), 20);
  assert.equal(runs, 2);
  assert.equal(memo(Object.freeze({}), { n: 2 }, run(2)), 20);
  assert.equal(runs, 3);
});

test('a state that is not frozen is never remembered: it may change after the run', () => {
  const memo = memoLastRun<object, string, number>();
  let runs = 0;
  const s = {};
  memo(s, 'a', () => ++runs);
  memo(s, 'a', () => ++runs);
  assert.equal(runs, 2);
});
