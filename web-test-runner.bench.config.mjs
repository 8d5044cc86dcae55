// web-test-runner for the benchmarks (`npm run bench`, via scripts/bench-browser.mjs): the test
// configuration, plus cross-origin isolation for the page. Without it Chromium coarsens
// performance.now() to 100 µs, the same order as the round trips being measured; isolated
// pages get 5 µs. (The PeerServer's WebSocket is not a subresource load, so COEP leaves it alone.)
import base from './web-test-runner.config.mjs';

/** @type {import('@web/test-runner').TestRunnerConfig} */
export default {
  ...base,
  files: ['test/browser/p2p/lockstep.bench.ts'],
  concurrency: 1,
  middleware: [
    ...(base.middleware ?? []),
    async (ctx, next) => {
      await next();
      ctx.set('Cross-Origin-Opener-Policy', 'same-origin');
      ctx.set('Cross-Origin-Embedder-Policy', 'require-corp');
    },
  ],
};
