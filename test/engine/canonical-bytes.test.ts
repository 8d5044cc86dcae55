import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { canonicalBytes } from '../../src/engine/canonical-bytes.js';
import { canonicalJson } from '../../src/engine/canonical.js';

const utf8 = new TextEncoder();

test('canonical bytes are exactly the UTF-8 of canonical JSON, for any JSON value (escapes, non-ASCII, lone surrogates, nesting)', () => {
  fc.assert(
    fc.property(fc.jsonValue(), (value) => {
      assert.deepEqual(canonicalBytes(value), utf8.encode(canonicalJson(value)));
    }),
    { numRuns: 2000 },
  );
});

test('canonical bytes of unicode strings and keys match canonical JSON (full code-point range)', () => {
  const text = fc.string({ unit: 'binary' });
  fc.assert(
    fc.property(fc.dictionary(text, fc.oneof(text, fc.integer(), fc.constant(undefined))), (value) => {
      assert.deepEqual(canonicalBytes(value), utf8.encode(canonicalJson(value)));
    }),
    { numRuns: 1000 },
  );
});

test('raw prefix bytes come first, then the value; the buffer grows for large values', () => {
  const big = { rows: Array.from({ length: 3000 }, (_, i) => ({ id: `c#${i}`, n: i })) };
  const prefix = [new Uint8Array([1, 2, 3]), new Uint8Array([255])];
  const bytes = canonicalBytes(big, prefix);
  assert.deepEqual(bytes.subarray(0, 4), new Uint8Array([1, 2, 3, 255]));
  assert.deepEqual(bytes.subarray(4), utf8.encode(canonicalJson(big)));
});

test('non-finite numbers are refused, as canonical JSON refuses them', () => {
  assert.throws(() => canonicalBytes({ x: Number.NaN }), /non-finite/);
  assert.throws(() => canonicalBytes([Infinity]), /non-finite/);
});
