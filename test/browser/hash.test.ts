/// <reference types="mocha" />
// Runs in Chromium under web-test-runner. Every expected literal below was
// computed in node (node --import tsx) with the same src/engine functions, and
// the SHA-256 digests were cross-checked with coreutils' sha256sum: peers on
// different engines must agree byte for byte.
import { expect } from '@esm-bundle/chai';
import {
  canonicalJson,
  commit,
  fingerprintHex,
  hashValue,
  seedRng,
  sha256Hex,
  shuffled,
  verifyCommitment,
} from '../../src/engine/index.js';
import { coreCards, createMatch, stateHash, STARTER_DECKS } from '../../src/kult/index.js';

/** A fixed value covering nesting, arrays, floats, negatives, null, undefined and non-ASCII text. */
const FIXED = {
  table: 'taroticum',
  round: 3,
  seats: ['Eye', 'Hand', { name: 'Kether', powers: [1, 2.5, -7] }],
  hidden: undefined,
  ok: true,
  none: null,
  text: 'Dödsängel ⚔ \u{1F0A1} "quoted"',
};

const FIXED_CANONICAL =
  '{"none":null,"ok":true,"round":3,"seats":["Eye","Hand",{"name":"Kether","powers":[1,2.5,-7]}],' +
  '"table":"taroticum","text":"Dödsängel ⚔ \u{1F0A1} \\"quoted\\""}';

const FIXED_HASH = '83d4ce8c549cf9cd490d9ea3e709d04606b0c9f2d5717537d5e27b3607939d51';

describe('engine determinism in the browser', () => {
  it('runs in a real browser, not node', () => {
    expect(typeof window).to.equal('object');
    expect(navigator.userAgent).to.match(/Chrom/);
  });

  describe('canonicalJson', () => {
    it('sorts object keys at every depth', () => {
      expect(canonicalJson({ b: 1, a: { d: 2, c: 3 } })).to.equal('{"a":{"c":3,"d":2},"b":1}');
    });

    it('drops fields whose value is undefined', () => {
      expect(canonicalJson({ a: 1, gone: undefined })).to.equal('{"a":1}');
    });

    it('encodes the fixed value exactly as node does', () => {
      expect(canonicalJson(FIXED)).to.equal(FIXED_CANONICAL);
    });

    it('does not depend on key insertion order', () => {
      const reordered = {
        text: FIXED.text,
        none: null,
        seats: FIXED.seats,
        ok: true,
        round: 3,
        table: 'taroticum',
      };
      expect(canonicalJson(reordered)).to.equal(FIXED_CANONICAL);
    });
  });

  describe('hashing', () => {
    it('gives the standard SHA-256 of the empty string', () => {
      expect(sha256Hex('')).to.equal('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    });

    it('hashes the fixed value to the same digest node computed', () => {
      expect(hashValue(FIXED)).to.equal(FIXED_HASH);
    });

    it('agrees with the browser\'s own WebCrypto SHA-256 of the canonical string', async () => {
      const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(canonicalJson(FIXED)));
      const hex = Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
      expect(hex).to.equal(FIXED_HASH);
    });
  });

  describe('commitments (NET-COMMIT-02: length-prefixed fields, 32-hex salts)', () => {
    const salt = '0123456789abcdef0123456789abcdef';

    it('commits to the digest node computed (and Python hashlib, over the length-prefixed fields)', () => {
      expect(commit('kether', salt)).to.equal('6599d27dd31dcf264278f32756204d9b8f38d98b37268843f4b6f6c3af129acc');
    });

    it('agrees with the browser\'s own WebCrypto SHA-256 of the length-prefixed fields', async () => {
      const fields = ['taroticum/commit/1', 'kether', salt].map((f) => new TextEncoder().encode(f));
      const bytes = new Uint8Array(4 + fields.reduce((n, f) => n + 4 + f.length, 0));
      const view = new DataView(bytes.buffer);
      view.setUint32(0, fields.length);
      let at = 4;
      for (const f of fields) {
        view.setUint32(at, f.length);
        bytes.set(f, at + 4);
        at += 4 + f.length;
      }
      const digest = await crypto.subtle.digest('SHA-256', bytes);
      const hex = Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
      expect(hex).to.equal(commit('kether', salt));
    });

    it('opens with the value and salt it was made from', () => {
      expect(verifyCommitment(commit('kether', salt), 'kether', salt)).to.equal(true);
    });

    it('rejects a wrong salt, a wrong value, and a salt that is not 32 hex digits', () => {
      const c = commit('kether', salt);
      expect(verifyCommitment(c, 'kether', salt.replace('0', '1'))).to.equal(false);
      expect(verifyCommitment(c, 'malkuth', salt)).to.equal(false);
      expect(verifyCommitment(c, 'kether', salt.toUpperCase())).to.equal(false);
    });
  });

  describe('seeded shuffling', () => {
    const deck = Array.from({ length: 20 }, (_, i) => i);

    it('shuffles with seed 42 into the same permutation as node', () => {
      const [order] = shuffled(seedRng(42), deck);
      expect(order).to.deep.equal([16, 7, 8, 18, 6, 4, 13, 19, 14, 11, 10, 12, 3, 0, 9, 2, 1, 17, 15, 5]);
    });

    it('leaves the generator in the same state as node', () => {
      const [, state] = shuffled(seedRng(42), deck);
      expect(state).to.deep.equal([-1646697953, 821956305, -320175777, 1505575827]);
    });

    it('does not mutate the input array', () => {
      const copy = deck.slice();
      shuffled(seedRng(42), deck);
      expect(deck).to.deep.equal(copy);
    });
  });

  describe('state fingerprints', () => {
    it('NET-PREV-01 XXH64 seeds 0 and 1 give the same known answers as node', () => {
      const utf8 = new TextEncoder();
      expect(fingerprintHex(utf8.encode(''))).to.equal('ef46db3751d8e999d5afba1336a3be4b');
      expect(fingerprintHex(utf8.encode('abc'))).to.equal('44bc2cf5ad770999bea9ca8199328908');
    });

    it('NET-PREV-01 a fixed opening fingerprints to the digest node pins (test/engine/state-hash.test.ts)', () => {
      const r = createMatch(coreCards(), {
        players: [{ id: 'a', major: 'kether', deck: STARTER_DECKS.archon.cards }, { id: 'b', major: 'golab', deck: STARTER_DECKS.angel.cards }],
        struggle: 'continent',
        seed: 42,
      });
      expect(r.ok).to.equal(true);
      if (r.ok) expect(stateHash(r.state)).to.equal('616e488a91b6dc0f0c312ae4e758c439');
    });
  });
});
