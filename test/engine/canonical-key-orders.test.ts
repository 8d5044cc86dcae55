import assert from 'node:assert/strict';
import { test } from 'node:test';
import { canonicalBytes } from '../../src/engine/canonical-bytes.js';
import { canonicalJson } from '../../src/engine/canonical.js';

// A file of its own: the encoder remembers a bounded number of key orders per process, and the
// property tests elsewhere fill that memory with random keys.
const utf8 = new TextEncoder();

test('remembered key orders never change the bytes: same keys in other orders, fewer or more keys, inherited keys', () => {
  const inherited = Object.assign(Object.create({ c: 'x' }) as Record<string, unknown>, { a: 1, b: 2 });
  const onlyInherited = Object.create({ z: 9 }) as Record<string, unknown>;
  // Each inherited case right after an own-key object whose layout it would match.
  const values: unknown[] = [{ a: 1, b: 2, c: 3 }, inherited, { z: 1 }, onlyInherited, { b: 2, a: 1, c: 3 }, { a: 1, b: 2 }, { a: 1, b: 2, c: 3, d: 4 }];
  for (const value of [...values, ...values]) assert.deepEqual(canonicalBytes(value), utf8.encode(canonicalJson(value)));
});

test('top-level overrides replace or leave out own keys without copying the object', () => {
  const state = { cards: { x: 1 }, players: [{ id: 'a' }, { id: 'b' }], turn: 3 };
  const bytes = canonicalBytes(state, [], { cards: undefined, players: 2 });
  assert.deepEqual(bytes, utf8.encode(canonicalJson({ players: 2, turn: 3 })));
});
