/// <reference types="mocha" />
// The flood benchmark (issue 11, item 7), run by `npm run bench` (scripts/bench-browser.mjs)
// inside the private network namespace; not part of `npm test`. Nothing here asserts a timing.
//
// An honest table, the real app element <kult-app> (lobby, <kult-table>, a real FriendMatch
// saving to IndexedDB), joins a room on the test PeerServer over a real PeerJS connection. The
// room's host is a cheating friend's table in a page of its own (flood-peer.ts, opened through
// test/support/page-control-plugin.mjs: another renderer, so building and sending the flood
// does not run on the honest page's main thread). Once both play and the honest table waits for
// its player, the friend sends 10,000 bad messages of one kind at once, and the honest page's
// mouse clicks a card in its hand every 200 ms (real input events through the DevTools
// protocol; each click selects or unselects the card, which redraws the table's highlights).
// Kinds, in turn:
//
//   sync            `{t:'sync'}`: a request to send every act again (schema-valid, answered once)
//   duplicate-env   a copy of the friend's last act, already played (acknowledged again once)
//   duplicate-ack   an acknowledgement of an act that awaits none
//   wrong-prev      the next act on a state that is not the honest table's (refused: NET-PREV-01,
//                   or K-TIMING-04 when the friend does not hold the floor)
//   illegal-act     an act the rules refuse on the right state (refused with the rule)
//   malformed       a message the schema refuses (NET-SHAPE-01)
//   broken-json     text frames that are not JSON at all (the transport refuses the first)
//
// Runs: `clicks` (the mouse clicks during the flood), `quiet` (it does not: the flood's own
// cost), `stopped` (a refused kind again, on the match the first flood stopped). The kinds that
// change nothing share one match and are clicked through four times; each refused kind stops
// its match (NET-FLOOD-01, past 20 offences), so it gets one for `clicks` (then `stopped`) and
// one for `quiet`.
//
// Prints:
//   flood_click_ms   the worst time, over every `clicks` run, from a click (the input event's
//                    timestamp: waiting behind the flood counts) to the first animation frame
//                    after the table shows its effect (the card's selection changed in the DOM)
//   flood_heap_mb    the largest growth of the honest page's JS heap over one flood, measured
//                    after a full garbage collection before and after it (what the flood left
//                    behind: buffers, logs, evidence, DOM)
//   flood_busy_ms    the most main-thread time one flood of 10,000 took on the honest page in a
//                    `quiet` run (Chromium's TaskDuration from the flood's start to its end)
// and per run (BENCH-DETAIL): the clicks and their worst, p90 and median latency, main-thread
// ms and the longest task, heap growth, how long the messages took to arrive, how many
// snapshots the honest FriendMatch published, the offences counted and whether the match
// stopped; `flood_none`: the same clicks on a quiet table, and a click's own main-thread time.
// With TAROTICUM_BENCH_PROFILE=1 a CPU profile of each run names the functions that took the
// time (the profiler slows the page: those runs' numbers are not the benchmark's); with
// TAROTICUM_BENCH_FLOOD=n the floods are n messages (to look at one quickly).
import { expect } from '@esm-bundle/chai';
import { executeServerCommand, setViewport } from '@web/test-runner-commands';
import { html } from 'lit';
import type { KultApp } from '../../../components/kult-app/kult-app.js';
import type { KultLobby } from '../../../components/kult-lobby/kult-lobby.js';
import type { FriendMatch } from '../../../src/app/friend-match.js';
import { newRoomId } from '../../../src/net/index.js';
import { cleanup, fixture, settled, shadow, waitUntil } from '../../support/fixture.js';
import { Links, deleteDatabase, freshStore, testSignalling } from './friend-kit.js';
import type { FloodKind } from './flood-peer.js';
import '../../../components/kult-app/kult-app.js';
import '../../../components/kult-table/kult-table.js';
import type { KultGame } from '../../../src/kult/index.js';

let FLOOD = 10_000;
/**
 * A fast player's clicks. Each redraws the table's highlights: 10-15 ms of script, style and
 * layout, and with hit testing, paint and the compositor's commit some 40-100 ms of main-thread
 * time on the 2-core test machines (flood_none's busy_per_click_ms), so clicks much closer than
 * this keep the page busy by themselves and measure that instead of the flood.
 */
const CLICK_EVERY_MS = 200;
/** The no-op kinds are clicked through this many times (a flood lasts a second or two: a few clicks each). */
const CLICKED_RUNS = 4;
let PROFILE: { profile?: boolean; flood?: number } = {};

interface Metrics {
  readonly taskMs: number;
  readonly scriptMs: number;
  readonly styleMs: number;
  readonly layoutMs: number;
  readonly heapBytes: number;
}

interface FloodResult {
  readonly kind: FloodKind;
  /** `clicks`: the mouse clicked during the flood; `quiet`: it did not (the flood's own cost); `stopped`: a flood of a match stopped already. */
  readonly run: 'clicks' | 'quiet' | 'stopped';
  readonly clicks: readonly number[];
  readonly busyMs: number;
  readonly heapMb: number;
  readonly longestTaskMs: number;
  readonly arriveMs: number;
  readonly received: number;
  readonly published: number;
  readonly offences: number;
  readonly stopped: string;
  readonly logChanged: boolean;
}

function quantile(samples: readonly number[], q: number): number {
  const s = [...samples].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? NaN;
}

const metrics = (gc: boolean): Promise<Metrics> => executeServerCommand('metrics', { gc }) as Promise<Metrics>;
const peer = async <T>(id: string, name: string, ...args: unknown[]): Promise<T> => ((await executeServerCommand('page-call', { id, name, args })) as { value: T }).value;

/** One animation frame. */
const frame = (): Promise<number> => new Promise((r) => requestAnimationFrame(() => r(performance.now())));

/**
 * Click latencies on the honest page: from each click's input timestamp to the first animation
 * frame in which the watched card's selection differs from what it was when the click came.
 */
class ClickClock {
  readonly latencies: number[] = [];
  private readonly off: () => void;

  constructor(private readonly selected: () => boolean) {
    const onClick = (e: Event): void => {
      const t0 = e.timeStamp;
      const before = this.selected();
      const check = (): void => {
        if (this.selected() !== before) this.latencies.push(performance.now() - t0);
        else requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
    };
    document.addEventListener('click', onClick, { capture: true });
    this.off = () => document.removeEventListener('click', onClick, { capture: true });
  }

  stop(): void {
    this.off();
  }
}

/** The honest guest's app on `room` (the flooding host's), through to the table. */
async function honestTable(links: Links, room: string, store: Awaited<ReturnType<typeof freshStore>>['store']): Promise<{ app: KultApp; match: FriendMatch<KultGame> }> {
  sessionStorage.clear();
  const app = await fixture<KultApp>(html`<kult-app .connect=${links.connect} .room=${room} .store=${store}></kult-app>`);
  await waitUntil(() => shadow(app).querySelector<KultLobby>('kult-lobby')?.status?.phase === 'choosing', 'the guest is asked to choose', 15_000);
  const lobby = shadow(app).querySelector<KultLobby>('kult-lobby')!;
  await settled(lobby);
  shadow(lobby).querySelector<HTMLButtonElement>('button.confirm')!.click();
  await waitUntil(() => app.screen === 'table', 'the honest table is on', 15_000);
  await settled(app);
  return { app, match: app.match as unknown as FriendMatch<KultGame> };
}

/** The first card of the honest player's own hand, on screen. */
function handCard(app: KultApp): { slot: () => HTMLElement; x: number; y: number } {
  const table = shadow(app).querySelector('kult-table')!;
  const hand = shadow(table).querySelector('kult-hand:not(.theirs)')!;
  const slot = (): HTMLElement => shadow(hand).querySelector<HTMLElement>('.slot[data-iid]')!;
  slot().scrollIntoView({ block: 'center', inline: 'center' });
  const r = slot().getBoundingClientRect();
  // The left part of the card: the next card of the fan may cover its right edge.
  return { slot, x: Math.round(r.left + Math.min(r.width / 4, 20)), y: Math.round(r.top + Math.min(r.height / 2, 30)) };
}

/**
 * Floods the honest table with `kind`; with `clicks`, its mouse clicks the hand card meanwhile.
 * Measures the clicks, the main thread's time (and its longest task), the heap and what the
 * honest FriendMatch published.
 */
async function measureFlood(peerId: string, kind: FloodKind, run: FloodResult['run'], app: KultApp, match: FriendMatch<KultGame>, links: Links): Promise<FloodResult> {
  const card = handCard(app);
  const transport = links.latest('guest')!;
  let received = 0;
  let first = 0;
  let last = 0;
  const offMessage = transport.on('message', () => {
    const t = performance.now();
    if (received++ === 0) first = t;
    last = t;
  });
  let published = 0;
  const offPublish = match.subscribe(() => published++);
  let longestTaskMs = 0;
  const tasks = new PerformanceObserver((list) => {
    for (const e of list.getEntries()) longestTaskMs = Math.max(longestTaskMs, e.duration);
  });
  tasks.observe({ type: 'longtask' });
  const logBefore = match.session.lockstep!.log;
  const clock = new ClickClock(() => card.slot().getAttribute('aria-selected') === 'true');
  const before = await metrics(true);
  if (PROFILE.profile) await executeServerCommand('profile-start');
  if (run === 'clicks') await executeServerCommand('clicks-start', { x: card.x, y: card.y, everyMs: CLICK_EVERY_MS });
  const sending = peer<{ sent: number; ms: number }>(peerId, 'flood', kind, FLOOD);
  // The flood is over when every message came (or the transport refused the frames and closed),
  // and nothing arrived for a while.
  const end = performance.now() + 60_000;
  const started = performance.now();
  for (;;) {
    await new Promise((r) => setTimeout(r, 50));
    const quiet = performance.now() - Math.max(last, first, started) > 300;
    if ((received >= FLOOD || transport.state === 'closed') && quiet) break;
    if (performance.now() > end) break;
  }
  await sending;
  await frame();
  await frame();
  const { clicks } = run === 'clicks' ? ((await executeServerCommand('clicks-stop')) as { clicks: number }) : { clicks: 0 };
  const profile = PROFILE.profile ? ((await executeServerCommand('profile-stop', { top: 14 })) as Array<{ name: string; ms: number }>) : [];
  await new Promise((r) => setTimeout(r, 100));
  const after = await metrics(true);
  tasks.takeRecords().forEach((e) => (longestTaskMs = Math.max(longestTaskMs, e.duration)));
  tasks.disconnect();
  clock.stop();
  offMessage();
  offPublish();
  const s = match.snapshot;
  const result: FloodResult = {
    kind,
    run,
    clicks: clock.latencies,
    busyMs: after.taskMs - before.taskMs,
    heapMb: (after.heapBytes - before.heapBytes) / 1024 / 1024,
    longestTaskMs,
    arriveMs: last - first,
    received,
    published,
    offences: s.offences,
    stopped: s.stop?.code ?? 'no',
    logChanged: match.session.lockstep!.log !== logBefore,
  };
  const c = result.clicks;
  console.log(
    `BENCH-DETAIL flood_${kind} run=${run} ` +
      (run === 'clicks' ? `clicks=${c.length}/${clicks} click_max_ms=${Math.max(...c).toFixed(1)} click_p90_ms=${quantile(c, 0.9).toFixed(1)} click_median_ms=${quantile(c, 0.5).toFixed(1)} ` : '') +
      `busy_ms=${result.busyMs.toFixed(0)} longest_task_ms=${longestTaskMs.toFixed(0)} heap_mb=${result.heapMb.toFixed(2)} arrive_ms=${result.arriveMs.toFixed(0)} received=${received} ` +
      `published=${published} offences=${result.offences} stopped=${result.stopped} log_changed=${result.logChanged}`,
  );
  for (const p of profile) console.log(`BENCH-DETAIL flood_${kind}_${run}_profile ${p.ms.toFixed(1)} ms ${p.name}`);
  return result;
}

/** The honest table's clicks with nothing going on: the baseline for flood_click_ms. */
async function quietClicks(app: KultApp): Promise<void> {
  const idle0 = await metrics(false);
  await new Promise((r) => setTimeout(r, 2_000));
  const idle1 = await metrics(false);
  console.log(`BENCH-DETAIL flood_idle busy_per_s_ms=${((idle1.taskMs - idle0.taskMs) / 2).toFixed(1)} style_per_s_ms=${((idle1.styleMs - idle0.styleMs) / 2).toFixed(1)}`);
  const card = handCard(app);
  const clock = new ClickClock(() => card.slot().getAttribute('aria-selected') === 'true');
  const before = await metrics(false);
  if (PROFILE.profile) await executeServerCommand('profile-start');
  await executeServerCommand('clicks-start', { x: card.x, y: card.y, everyMs: CLICK_EVERY_MS });
  await new Promise((r) => setTimeout(r, 3_000));
  const { clicks } = (await executeServerCommand('clicks-stop')) as { clicks: number };
  await frame();
  await frame();
  const profile = PROFILE.profile ? ((await executeServerCommand('profile-stop', { top: 30 })) as Array<{ name: string; ms: number }>) : [];
  for (const p of profile) console.log(`BENCH-DETAIL flood_none_profile ${p.ms.toFixed(1)} ms ${p.name}`);
  const after = await metrics(false);
  clock.stop();
  const c = clock.latencies;
  console.log(`BENCH-DETAIL flood_none clicks=${c.length}/${clicks} click_max_ms=${Math.max(...c).toFixed(1)} click_p90_ms=${quantile(c, 0.9).toFixed(1)} click_median_ms=${quantile(c, 0.5).toFixed(1)} busy_per_click_ms=${((after.taskMs - before.taskMs) / clicks).toFixed(1)} script_per_click_ms=${((after.scriptMs - before.scriptMs) / clicks).toFixed(1)} style_per_click_ms=${((after.styleMs - before.styleMs) / clicks).toFixed(1)} layout_per_click_ms=${((after.layoutMs - before.layoutMs) / clicks).toFixed(1)}`);
}

describe('flood benchmark (issue 11, item 7)', function () {
  this.timeout(600_000);

  before(async () => {
    PROFILE = (await (await fetch('/bench-options')).json()) as typeof PROFILE;
    // TAROTICUM_BENCH_FLOOD: a smaller flood, to look at one quickly (the benchmark's is 10,000).
    if (PROFILE.flood) FLOOD = PROFILE.flood;
  });

  it('a click on the honest table paints while the friend floods it with 10,000 bad messages of each kind', async () => {
    await setViewport({ width: 1400, height: 900 });
    const config = await testSignalling();
    const { id: peerId } = (await executeServerCommand('page-open', { url: new URL('/test/browser/p2p/flood-peer.html', location.href).href })) as { id: string };
    const results: FloodResult[] = [];
    let game = 0;
    /** A new match with the flooding friend, up to where the honest table waits for its player; `play` runs in it. */
    const inMatch = async (play: (app: KultApp, match: FriendMatch<KultGame>, links: Links) => Promise<void>): Promise<void> => {
      const room = newRoomId();
      await peer(peerId, 'host', room, `game-${game++}`);
      const links = new Links(config);
      const db = await freshStore('guest');
      try {
        const { app, match } = await honestTable(links, room, db.store).catch(async (e: unknown) => {
          // Issue 11, item 14 (a message before the welcome) still fails a setup now and then: say so, try once more.
          console.log(`BENCH-DETAIL flood_setup_retry ${e instanceof Error ? e.message : String(e)}: ${JSON.stringify(document.querySelector('kult-app')?.match?.snapshot.notice ?? null)}`);
          cleanup();
          const again = newRoomId();
          await peer(peerId, 'host', again, `game-${game++}`);
          return honestTable(links, again, db.store);
        });
        await peer(peerId, 'playUntilHonestWaits');
        await settled(app);
        await play(app, match, links);
        app.leave();
      } finally {
        cleanup();
        db.store.close();
        await deleteDatabase(db.name);
      }
    };
    try {
      // The kinds that change nothing share a match: each with clicks, then without.
      await inMatch(async (app, match, links) => {
        await quietClicks(app);
        for (const kind of ['sync', 'duplicate-env', 'duplicate-ack'] as const) {
          for (let k = 0; k < CLICKED_RUNS; k++) results.push(await measureFlood(peerId, kind, 'clicks', app, match, links));
          results.push(await measureFlood(peerId, kind, 'quiet', app, match, links));
        }
      });
      // A refused kind stops its match: with clicks, then (stopped) again without, to see what
      // the rest costs; and in a match of its own without clicks.
      for (const kind of ['wrong-prev', 'illegal-act', 'malformed'] as const) {
        await inMatch(async (app, match, links) => {
          results.push(await measureFlood(peerId, kind, 'clicks', app, match, links));
          results.push(await measureFlood(peerId, kind, 'stopped', app, match, links));
        });
        await inMatch(async (app, match, links) => void results.push(await measureFlood(peerId, kind, 'quiet', app, match, links)));
      }
      await inMatch(async (app, match, links) => void results.push(await measureFlood(peerId, 'broken-json', 'clicks', app, match, links)));
      await inMatch(async (app, match, links) => void results.push(await measureFlood(peerId, 'broken-json', 'quiet', app, match, links)));
    } finally {
      await executeServerCommand('page-close', { id: peerId });
    }
    const worst = Math.max(...results.flatMap((r) => r.clicks));
    const quiet = results.filter((r) => r.run === 'quiet');
    console.log(`BENCH flood_click_ms ${worst.toFixed(1)} ms`);
    console.log(`BENCH flood_heap_mb ${Math.max(...results.map((r) => r.heapMb)).toFixed(2)} MB`);
    console.log(`BENCH flood_busy_ms ${Math.max(...quiet.map((r) => r.busyMs)).toFixed(0)} ms`);
    for (const r of results.filter((x) => x.run === 'clicks')) expect(r.clicks.length, `clicks measured during the ${r.kind} flood`).to.be.greaterThan(0);
  });
});
