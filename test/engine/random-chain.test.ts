import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import fc from 'fast-check';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, hexToBytes, utf8ToBytes } from '@noble/hashes/utils.js';
import { CHAIN_LENGTH, chainHead, chainLink, drawSeed, DrawStream, hashChain, jointIndex, jointShuffle, opensChain } from '../../src/engine/random-chain.js';

const hex32 = fc.uint8Array({ minLength: 32, maxLength: 32 }).map(bytesToHex);

describe('NET-RANDOM-01 hash chains and joint draws (src/engine/random-chain.ts)', () => {
  test('NET-RANDOM-01 the chain is x_{k-1} = SHA-256(tag || x_k) from the secret down to the head, as documented', () => {
    const secret = 'ab'.repeat(32);
    const chain = hashChain(secret, 3);
    assert.equal(chain.length, 4);
    assert.equal(chain[3], secret);
    const step = (x: string) => bytesToHex(sha256(new Uint8Array([...utf8ToBytes('taroticum/chain/v1'), ...hexToBytes(x)])));
    assert.equal(chain[2], step(secret));
    assert.equal(chain[0], step(step(step(secret))));
    assert.equal(hashChain(secret).length, CHAIN_LENGTH + 1);
    assert.equal(chainHead(secret), hashChain(secret)[0]);
  });

  test('NET-RANDOM-01 every link opens its chain in order: link k hashes to link k-1, from the head on', () => {
    fc.assert(fc.property(hex32, fc.integer({ min: 1, max: CHAIN_LENGTH }), (secret, k) => {
      const link = chainLink(secret, k)!;
      const tip = k === 1 ? chainHead(secret) : chainLink(secret, k - 1)!;
      assert.ok(opensChain(tip, link));
    }), { numRuns: 60 });
    assert.equal(chainLink('cd'.repeat(32), 0), null);
    assert.equal(chainLink('cd'.repeat(32), CHAIN_LENGTH + 1), null);
  });

  test('NET-RANDOM-01 a wrong link never opens the chain: another value, a later link, the tip itself, malformed text', () => {
    fc.assert(fc.property(hex32, hex32, fc.integer({ min: 2, max: 40 }), (secret, other, k) => {
      const tip = chainHead(secret);
      fc.pre(other !== chainLink(secret, 1));
      assert.equal(opensChain(tip, other), false);
      assert.equal(opensChain(tip, chainLink(secret, k)!), false, 'a later link skips a step');
      assert.equal(opensChain(tip, tip), false);
      assert.equal(opensChain(tip, chainLink(secret, 1)!.toUpperCase()), false, 'only lowercase hex');
      assert.equal(opensChain(tip, `${chainLink(secret, 1)!}0`), false);
      assert.equal(opensChain('x', chainLink(secret, 1)!), false);
    }), { numRuns: 60 });
  });

  test('NET-RANDOM-01 a draw is deterministic and a pure function of its purpose, counter and links', () => {
    fc.assert(fc.property(fc.array(hex32, { minLength: 1, maxLength: 4 }), fc.nat(1000), fc.integer({ min: 1, max: 500 }), (links, counter, n) => {
      const k = jointIndex('test/draw', counter, links, n);
      assert.ok(Number.isInteger(k) && k >= 0 && k < n);
      assert.equal(jointIndex('test/draw', counter, [...links], n), k);
      const items = Array.from({ length: n }, (_, i) => i);
      const shuffled = jointShuffle('test/cut', counter, links, items);
      assert.deepEqual(jointShuffle('test/cut', counter, [...links], items), shuffled);
      assert.deepEqual([...shuffled].sort((a, b) => a - b), items, 'a shuffle is a permutation');
    }), { numRuns: 300 });
  });

  test('NET-RANDOM-01 every field counts: another purpose, counter, link or seat order gives another seed', () => {
    fc.assert(fc.property(hex32, hex32, fc.nat(1000), (a, b, counter) => {
      fc.pre(a !== b);
      const seed = bytesToHex(drawSeed('p', counter, [a, b]));
      assert.notEqual(bytesToHex(drawSeed('q', counter, [a, b])), seed);
      assert.notEqual(bytesToHex(drawSeed('p', counter + 1, [a, b])), seed);
      assert.notEqual(bytesToHex(drawSeed('p', counter, [b, a])), seed);
      assert.notEqual(bytesToHex(drawSeed('p', counter, [a])), seed);
    }), { numRuns: 100 });
  });

  test('NET-RANDOM-01 outcomes are uniform: 12,000 draws over 6 outcomes pass a chi-square test, and a shuffle puts every item on top alike', () => {
    const n = 6;
    const counts = new Array<number>(n).fill(0);
    const draws = 12_000;
    const other = 'ef'.repeat(32);
    for (let c = 0; c < draws; c++) counts[jointIndex('test/uniform', c, [chainLink(other, 1)!, other], n)]! += 1;
    const expected = draws / n;
    const chi2 = counts.reduce((s, x) => s + (x - expected) ** 2 / expected, 0);
    // 5 degrees of freedom: the 0.999 quantile is 20.5. Deterministic inputs, so this never flakes.
    assert.ok(chi2 < 20.5, `chi-square ${chi2.toFixed(1)} for ${counts.join(', ')}`);
    const tops = new Array<number>(5).fill(0);
    for (let c = 0; c < 5_000; c++) tops[jointShuffle('test/top', c, [other], [0, 1, 2, 3, 4])[0]!]! += 1;
    const chi2top = tops.reduce((s, x) => s + (x - 1000) ** 2 / 1000, 0);
    assert.ok(chi2top < 18.5, `top of the pile: chi-square ${chi2top.toFixed(1)} for ${tops.join(', ')}`);
  });

  test('NET-RANDOM-01 rejection sampling: words in the biased tail are skipped, never folded in with a modulo', () => {
    // n = 3·2^30: the largest multiple below 2^32 is 3·2^30, so a word in [3·2^30, 2^32) must be skipped.
    const n = 3 * 2 ** 30;
    let found = false;
    for (let c = 0; c < 400 && !found; c++) {
      const seed = drawSeed('test/tail', c, []);
      const block = sha256(new Uint8Array([...seed, 0, 0, 0, 0]));
      const words = new DataView(block.buffer, block.byteOffset);
      const first = words.getUint32(0);
      const second = words.getUint32(4);
      if (first < n || second >= n) continue;
      found = true;
      assert.equal(new DrawStream(seed).int(n), second, 'the first word is skipped, the second taken');
    }
    assert.ok(found, 'a seed whose first word falls in the tail and whose second does not');
  });
});
