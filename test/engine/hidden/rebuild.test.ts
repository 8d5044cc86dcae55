import assert from 'node:assert/strict';
import { test } from 'node:test';
import { rebuildDeck } from '../../../src/engine/hidden/index.js';
import { settle, setUp, table } from './table.js';

const t = table(2, 6);
const dealt = settle(t, setUp(t));

test('a deck rebuilt from its setup and history equals the one played', () => {
  assert.deepEqual(rebuildDeck(dealt.setup, dealt.log, 'test'), dealt);
});

test('a history with a step of no deck step shape, or a step the judge refuses, rebuilds nothing and says which', () => {
  assert.equal(rebuildDeck(dealt.setup, [...dealt.log, { kind: 'nonsense' }], 'test'), "a test deck step has no deck step's shape");
  // The first key given twice: the shape is right, the judge refuses it.
  assert.equal(rebuildDeck(dealt.setup, [dealt.log[0], ...dealt.log], 'test'), 'a test deck step is refused');
});
