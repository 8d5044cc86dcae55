// web-test-runner: browser tests in Debian's Chromium (/usr/bin/chromium).
// Tests are TypeScript, compiled per request by esbuild; the test framework is
// wtr's default (mocha in the page), assertions come from @esm-bundle/chai.
import { fileURLToPath } from 'node:url';
import { chromeLauncher } from '@web/test-runner-chrome';
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { fromRollup } from '@web/dev-server-rollup';
import rollupJson from '@rollup/plugin-json';
import { peerServerPlugin } from './test/support/peer-server-plugin.mjs';
import { alias } from './scripts/build.mjs';

const json = fromRollup(rollupJson);

// esbuild reads this file as raw text and ignores `extends`, so it must hold
// `experimentalDecorators` and `useDefineForClassFields: false` itself (tsconfig.json does).
const tsconfig = fileURLToPath(new URL('./tsconfig.json', import.meta.url));

const chromiumArgs = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  // Without these Chromium keeps trying to reach the (closed) network.
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  '--disable-quic',
  '--disable-default-apps',
  '--disable-extensions',
  // Host ICE candidates carry real addresses instead of mDNS names: faster WebRTC connects.
  // wtr runs two pages at once, one of them in a background tab: without these, Chromium throttles
  // its timers (to one wake-up a minute once it has been hidden for five minutes) and a test file
  // that waits on timers (the keyboard and layout tests) crawls past the run's limits.
  '--disable-background-timer-throttling',
  '--disable-renderer-backgrounding',
  '--disable-backgrounding-occluded-windows',
  '--disable-features=WebRtcHideLocalIpsWithMdns,IntensiveWakeUpThrottling',
];

/** @type {import('@web/test-runner').TestRunnerConfig} */
export default {
  rootDir: fileURLToPath(new URL('.', import.meta.url)),
  files: ['test/browser/**/*.test.ts', 'components/**/*.test.ts'],
  nodeResolve: true,
  browsers: [
    chromeLauncher({
      launchOptions: {
        executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
        headless: true,
        args: chromiumArgs,
      },
    }),
  ],
  // The machines have 2 cores: one browser, three test files at a time (the network tests spend
  // most of their time waiting on channels and timeouts, so a third file uses the idle core time).
  concurrentBrowsers: 1,
  concurrency: 3,
  testsStartTimeout: 60_000,
  testsFinishTimeout: 420_000,
  browserStartTimeout: 60_000,
  testFramework: {
    // Three files share two cores: a heavy test (a table drawn and scanned by axe) may take twice its quiet time.
    config: { timeout: 20_000 },
  },
  // Every test page has a localStorage of its own (two files run at once; see the file).
  testRunnerHtml: (framework) =>
    `<html><body><script type="module" src="/test/support/page-storage.ts"></script><script type="module" src="${framework}"></script></body></html>`,
  // Card sets are JSON modules; esbuild's TS transform drops the `with { type: 'json' }`
  // attribute, so the dev server turns JSON into a JS module instead. The rule words are not
  // imported but fetched as data (components/kult-judge/rule-words.ts), so they stay JSON.
  mimeTypes: { '**/*.json': 'js' },
  plugins: [
    json({ include: ['**/src/**/*.json'], exclude: ['**/src/kult/rule-words*.json'] }),
    // The builds' aliases (scripts/build.mjs), so the tests run what ships: PeerJS gets
    // src/shims/webrtc-adapter.ts instead of webrtc-adapter.
    {
      name: 'build-aliases',
      resolveImport({ source }) {
        const to = Object.hasOwn(alias, source) ? alias[source] : undefined;
        return to === undefined ? undefined : to.replace(/^\./, '');
      },
    },
    esbuildPlugin({ ts: true, target: 'es2022', tsconfig }),
    // A PeerJS signalling server for the P2P tests (test/browser/p2p/); the page asks
    // GET /peer-server-info where it is. WebRTC itself needs scripts/in-netns.sh (npm run test:browser).
    peerServerPlugin(),
  ],
};
