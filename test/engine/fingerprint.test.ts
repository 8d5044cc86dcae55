import assert from 'node:assert/strict';
import { test } from 'node:test';
import { fingerprint, fingerprintHex, fingerprintProblem, loadXxh64 } from '../../src/engine/fingerprint.js';

const utf8 = (s: string) => new TextEncoder().encode(s);

// Known answers, computed with a second XXH64 (hash-wasm, the C reference built to WebAssembly);
// XXH64("") = ef46db3751d8e999 is also the xxHash specification's own test vector.
test('NET-PREV-01 a fingerprint is XXH64 with seed 0 then seed 1: known answers', () => {
  assert.equal(fingerprintHex(utf8('')), 'ef46db3751d8e999' + 'd5afba1336a3be4b');
  assert.equal(fingerprintHex(utf8('abc')), '44bc2cf5ad770999' + 'bea9ca8199328908');
});

test('NET-PREV-01 the raw fingerprint is the hex one as 16 big-endian bytes', () => {
  for (const text of ['', 'abc', '{"a":[1,2,3]}', 'x'.repeat(5000)]) {
    const raw = fingerprint(utf8(text));
    assert.equal(raw.length, 16);
    assert.equal(Buffer.from(raw).toString('hex'), fingerprintHex(utf8(text)));
  }
});

test('NET-PREV-01 one changed byte changes the fingerprint', () => {
  const a = utf8('{"pool":14,"turn":16}');
  const b = utf8('{"pool":15,"turn":16}');
  assert.notEqual(fingerprintHex(a), fingerprintHex(b));
});

test('a page that refuses WebAssembly still loads; fingerprinting then says why and what a site must allow', async () => {
  const refused = await loadXxh64(() => Promise.reject(new Error('WebAssembly.instantiate(): Refused to compile or instantiate WebAssembly module')));
  assert.throws(() => refused.h64(utf8('abc')), /need WebAssembly, which this page refused \(WebAssembly\.instantiate\(\): Refused.*'wasm-unsafe-eval'/);
  assert.match(refused.problem ?? '', /'wasm-unsafe-eval'/);
  const loaded = await loadXxh64();
  assert.equal(loaded.h64(utf8('')).toString(16), 'ef46db3751d8e999');
  assert.equal(loaded.problem, null);
  assert.equal(fingerprintProblem(), null);
});
