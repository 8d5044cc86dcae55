// web-test-runner plugin for benchmarks that need more than one page and the browser's own
// measurements (puppeteer-core and the DevTools protocol, which come with
// @web/test-runner-chrome). A test page calls these with `executeServerCommand(name, payload)`
// from @web/test-runner-commands:
//
//   page-open    { url }          opens `url` in a page of its own, in a new browser context
//                                 (its own renderer process: its work does not run on the test
//                                 page's main thread); resolves with { id } once loaded
//   page-call    { id, name, args } awaits `window.benchPeer[name](...args)` in that page, returns { value: its result }
//   page-close   { id }
//   clicks-start { x, y, everyMs } clicks the test page at (x, y) through the page's mouse (real
//                                 input events: pointerdown, mouseup, click), every `everyMs`
//                                 after the previous click was taken, until clicks-stop
//   clicks-stop                   resolves with { clicks } once the loop has stopped
//   metrics      { gc }           the test page's main-thread time so far (CDP Performance
//                                 `TaskDuration`, and of it `ScriptDuration`, `RecalcStyleDuration`
//                                 and `LayoutDuration`, in ms) and its JS heap in use (bytes),
//                                 after a full garbage collection when `gc`
//   profile-start                 starts the V8 sampling profiler in the test page
//   profile-stop { top }          stops it; the `top` functions by self time, in ms
//
// and serves GET /bench-options: `{ profile, flood }`: profile is true when
// TAROTICUM_BENCH_PROFILE=1 (a benchmark may then profile what it measures); flood is
// TAROTICUM_BENCH_FLOOD as a number, when set (a smaller flood, to look at one quickly).
//
// Chromium only (the chrome launcher's puppeteer pages).

/** @typedef {import('puppeteer-core').Page} Page */
/** @typedef {import('puppeteer-core').CDPSession} CDPSession */

/** @returns {import('@web/test-runner').TestRunnerPlugin} */
export function pageControlPlugin() {
  /** @type {Map<string, { page: Page, close: () => Promise<void> }>} */
  const pages = new Map();
  /** @type {Map<string, CDPSession>} */
  const cdps = new Map();
  /** @type {Map<string, { stop: boolean, done: Promise<number> }>} */
  const clickers = new Map();
  let nextId = 0;

  /** @param {{ id: string, browser: any }} session */
  function testPage(session) {
    if (session.browser.type !== 'puppeteer') throw new Error('page-control-plugin: needs the chrome launcher (puppeteer)');
    return /** @type {Page} */ (session.browser.getPage(session.id));
  }

  /** @param {{ id: string, browser: any }} session */
  async function cdp(session) {
    let c = cdps.get(session.id);
    if (!c) {
      c = await testPage(session).createCDPSession();
      await c.send('Performance.enable', { timeDomain: 'timeTicks' });
      cdps.set(session.id, c);
    }
    return c;
  }

  return {
    name: 'page-control',

    serve(context) {
      if (context.path !== '/bench-options') return undefined;
      const flood = Number(process.env.TAROTICUM_BENCH_FLOOD);
      return { body: JSON.stringify({ profile: process.env.TAROTICUM_BENCH_PROFILE === '1', ...(flood > 0 ? { flood } : {}) }), type: 'json' };
    },

    async serverStop() {
      for (const p of pages.values()) await p.close().catch(() => undefined);
      pages.clear();
    },

    async executeCommand({ command, payload, session }) {
      const p = /** @type {any} */ (payload ?? {});
      switch (command) {
        case 'page-open': {
          const browser = testPage(session).browser();
          const context = await browser.createBrowserContext();
          const page = await context.newPage();
          page.on('console', (m) => {
            if (m.type() === 'error' || m.type() === 'warn') console.log(`[second page] ${m.type()}: ${m.text()}`);
          });
          page.on('pageerror', (e) => console.log(`[second page] error: ${e instanceof Error ? e.message : String(e)}`));
          await page.goto(p.url, { waitUntil: 'load' });
          await page.waitForFunction(() => 'benchPeer' in window, { timeout: 30_000 });
          const id = `page-${++nextId}`;
          pages.set(id, { page, close: () => context.close() });
          return { id };
        }
        case 'page-call': {
          const entry = pages.get(p.id);
          if (!entry) throw new Error(`page-control: no page ${p.id}`);
          // Wrapped: an undefined or null result would read as "no plugin knows this command".
          return { value: (await entry.page.evaluate((name, args) => /** @type {any} */ (window).benchPeer[name](...args), p.name, p.args ?? [])) ?? null };
        }
        case 'page-close': {
          const entry = pages.get(p.id);
          pages.delete(p.id);
          await entry?.close();
          return true;
        }
        case 'clicks-start': {
          const page = testPage(session);
          const state = { stop: false, done: Promise.resolve(0) };
          state.done = (async () => {
            let n = 0;
            while (!state.stop) {
              await page.mouse.click(p.x, p.y);
              n++;
              await new Promise((r) => setTimeout(r, p.everyMs));
            }
            return n;
          })();
          clickers.set(session.id, state);
          return true;
        }
        case 'clicks-stop': {
          const state = clickers.get(session.id);
          clickers.delete(session.id);
          if (!state) return { clicks: 0 };
          state.stop = true;
          return { clicks: await state.done };
        }
        case 'metrics': {
          const c = await cdp(session);
          if (p.gc) await c.send('HeapProfiler.collectGarbage');
          const { metrics } = await c.send('Performance.getMetrics');
          const heap = await c.send('Runtime.getHeapUsage');
          const ms = (name) => (metrics.find((m) => m.name === name)?.value ?? NaN) * 1000;
          return { taskMs: ms('TaskDuration'), scriptMs: ms('ScriptDuration'), styleMs: ms('RecalcStyleDuration'), layoutMs: ms('LayoutDuration'), heapBytes: heap.usedSize };
        }
        case 'profile-start': {
          const c = await cdp(session);
          await c.send('Profiler.enable');
          await c.send('Profiler.setSamplingInterval', { interval: 200 });
          await c.send('Profiler.start');
          return true;
        }
        case 'profile-stop': {
          const c = await cdp(session);
          const { profile } = await c.send('Profiler.stop');
          return topSelfTime(profile, p.top ?? 12);
        }
        default:
          return undefined;
      }
    },
  };
}

/**
 * The functions a V8 CPU profile spent the most self time in: `{ name, ms }`, by
 * `function file:line` (the file's name only), idle and program time included as V8 names them.
 */
function topSelfTime(profile, top) {
  const byNode = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map();
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  for (let i = 0; i < samples.length; i++) {
    const node = byNode.get(samples[i]);
    if (!node) continue;
    const f = node.callFrame;
    const file = f.url ? f.url.replace(/[?#].*$/, '').split('/').pop() : '';
    const name = `${f.functionName || '(anonymous)'}${file ? ` ${file}:${f.lineNumber + 1}` : ''}`;
    self.set(name, (self.get(name) ?? 0) + (deltas[i + 1] ?? 0) / 1000);
  }
  return [...self.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([name, ms]) => ({ name, ms: Math.round(ms * 10) / 10 }));
}
