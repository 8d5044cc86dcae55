// web-test-runner for the benchmarks (`npm run bench`, via scripts/bench-browser.mjs): the test
// configuration, plus cross-origin isolation for the page. Without it Chromium coarsens
// performance.now() to 100 µs, the same order as the round trips being measured; isolated
// pages get 5 µs. (The PeerServer's WebSocket is not a subresource load, so COEP leaves it alone.)
// The flood benchmark opens a second page and reads the page's own measurements through the
// DevTools protocol (test/support/page-control-plugin.mjs).
import base from './web-test-runner.config.mjs';
import { pageControlPlugin } from './test/support/page-control-plugin.mjs';

/** @type {import('@web/test-runner').TestRunnerConfig} */
export default {
  ...base,
  files: ['test/browser/p2p/lockstep.bench.ts', 'test/browser/p2p/flood.bench.ts', 'test/browser/p2p/mesh.bench.ts', 'test/browser/hidden-deck.bench.ts'],
  concurrency: 1,
  // The flood benchmark sets up four matches and floods each: minutes, not the tests' two.
  testsFinishTimeout: 900_000,
  plugins: [...(base.plugins ?? []), pageControlPlugin()],
  middleware: [
    ...(base.middleware ?? []),
    async (ctx, next) => {
      await next();
      ctx.set('Cross-Origin-Opener-Policy', 'same-origin');
      ctx.set('Cross-Origin-Embedder-Policy', 'require-corp');
    },
  ],
};
