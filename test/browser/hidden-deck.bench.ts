/// <reference types="mocha" />
// The shared hidden deck's costs in Chromium (bench/hidden-deck.ts), run by `npm run bench`
// (scripts/bench-browser.mjs); not part of `npm test`. Prints `BENCH hidden_<what>_chromium_ms`;
// nothing here asserts a timing.
import { expect } from '@esm-bundle/chai';
import { benchHiddenDeck } from '../../bench/hidden-deck.js';

it('hidden deck: a five-seat shuffle of 33 cards, a secret draw, a share, the audit', function () {
  this.timeout(120_000);
  const lines = Object.entries(benchHiddenDeck());
  expect(lines.length).to.be.greaterThan(0);
  for (const [name, ms] of lines) console.log(`BENCH ${name.replace(/_ms$/, '_chromium_ms')} ${ms.toFixed(1)} ms`);
});
