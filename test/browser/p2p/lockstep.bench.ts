/// <reference types="mocha" />
// The friend-match benchmark, run by `npm run bench` (scripts/bench-browser.mjs) inside the
// private network namespace; not part of `npm test`. Everything runs in one Chromium page,
// over the veth pair (host ICE candidates, no STUN/TURN), with the real PeerServer of
// test/support/peer-server-plugin.mjs. Prints `BENCH <name> <value> <unit>` lines with
// console.log; nothing here asserts a timing.
//
//   raw_rtt_ms               raw RTCDataChannel ping-pong between two RTCPeerConnections (median)
//   setup_ms                 from the link being opened (the guest's FriendMatch is created; the
//                            host is already registered and waiting) to both FriendMatches in
//                            'playing', i.e. the first hand dealt: signalling, WebRTC connect,
//                            handshake, Major commit/reveal, deck commitments and cuts (median)
//   lockstep_rtt_ms          an action's round trip through the app: FriendMatch.attempt()
//                            (judge, apply, envelope sent, hash, save, snapshot) → PeerJS →
//                            the friend's session validates the envelope, checks seq/floor/prev/
//                            reveals, judges, applies, hashes and acks (then saves and snapshots)
//                            → PeerJS → the ack is applied. Every act of complete bot games, one
//                            at a time (median). Each FriendMatch has a subscriber standing in for
//                            the table, so a snapshot is built on every change, as in the app
//   lockstep_vs_raw_ratio    lockstep_rtt_ms / raw_rtt_ms
// and, to show where the time goes:
//   peerjs_rtt_ms            ping-pong over the PeerJS Transport alone (JSON framing, raw strings)
//   lockstep_session_rtt_ms  the same round trip between bare session actors (machines/session.ts
//                            linked to the PeerJS transports): no FriendMatch<KultGame>, no IndexedDB
//   lockstep_attempt_ms      how long FriendMatch.attempt() itself takes on the sender (median)
//   flood_frame_us           a friend's page floods 40,000 tiny message frames (`["m",0]`, a bare
//                            PeerJS peer): from the first sent to the last handed to the session's
//                            listener, per frame; flood_raw_frame_us is the same over a bare
//                            RTCDataChannel, so the difference is what the transport adds per frame
//   flood_ping_frame_us      the same with 40,000 heartbeat pings (answered a few times a second,
//                            never reaching the session); flood_ping_answers counts the answers
// and with --detail only (BENCH-DETAIL), for reading the ratio:
//   raw_rtt_after_work_ms    the raw ping again, each ping sent right after 1 ms of main-thread
//                            work, as every measured act is (after the bot chose it): what the
//                            channel alone costs in the conditions of the lockstep round trip
//   raw_rtt_after_pause_ms   the raw ping again, each ping sent after the page idled ~1 ms
//                            (a timer): no work at all, yet as slow as after work on this VM,
//                            so what costs is the channel's threads waking, not the work
import { expect } from '@esm-bundle/chai';
import { createActor } from 'xstate';
import { sessionMachine } from '../../../machines/session.js';
import type { FriendMatch } from '../../../src/app/friend-match.js';
import { coreCards, floorHolder, STARTER_DECKS, type KultGame } from '../../../src/kult/index.js';
import { sensibleMove } from '../../../src/kult/bots/sensible-bot.js';
import { seedRng, type RngState } from '../../../src/engine/rng.js';
import { hostRoom, joinRoom, newRoomId, whenOpen, type SignallingConfig } from '../../../src/net/index.js';
import { privateState } from '../../../src/kult/state/private-state.js';
import { randomToken } from '../../../src/net/secrets.js';
import { linkSession, Outlet } from '../../../src/net/session-link.js';
import type { MatchStore } from '../../../src/net/match-store.js';
import { Links, SETTINGS, botMove, deleteDatabase, freshStore, port, registered, report, scriptedTokens, testSignalling, until } from './friend-kit.js';
import { rawChannelPair } from './raw-channel.js';
import { rawGuest, sendRaw } from './room-kit.js';
import { kultState, sessionActor } from '../../support/net-duel.js';
import type { LockstepState } from '../../../src/net/lockstep/lockstep.js';

/** The game in `ls` is over (or there is none yet). */
const ended = (ls: LockstepState | null): boolean => !!ls && kultState(ls).ended !== null;

const RAW_PINGS = 1_000;
const FLOOD = 40_000;
const SETUPS = 7;
const MIN_ACTS = 400;

function bench(name: string, value: number, unit: string): void {
  console.log(`BENCH ${name} ${value.toFixed(unit === 'ratio' ? 2 : unit === 'count' ? 0 : 3)} ${unit}`);
}

function quantile(samples: readonly number[], q: number): number {
  const s = [...samples].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? NaN;
}

function detail(name: string, samples: readonly number[]): void {
  console.log(`BENCH-DETAIL ${name} median=${quantile(samples, 0.5).toFixed(3)} p90=${quantile(samples, 0.9).toFixed(3)} p99=${quantile(samples, 0.99).toFixed(3)} max=${Math.max(...samples).toFixed(3)} n=${samples.length}`);
}

let config: SignallingConfig;
const results: Record<string, number> = {};
const cleanup: Array<() => void | Promise<void>> = [];

before(async () => {
  config = await testSignalling();
});

after(async () => {
  for (const f of cleanup.splice(0).reverse()) await f();
});

/** Host registered and waiting, then the guest opens the link; resolves when both are playing. */
async function friendPair(stores: { host: MatchStore; guest: MatchStore }, game: string): Promise<{ host: FriendMatch<KultGame>; guest: FriendMatch<KultGame>; setupMs: number }> {
  const room = newRoomId();
  const links = new Links(config);
  const host = port({ role: 'host', room, links, store: stores.host, token: scriptedTokens(`host-${game}`) });
  cleanup.push(() => host.dispose());
  await registered(links.latest('host')!);
  const t0 = performance.now();
  const guest = port({ role: 'guest', room, links, store: stores.guest, token: scriptedTokens(`guest-${game}`) });
  cleanup.push(() => guest.dispose());
  let t1 = 0;
  await until(
    () => [host, guest],
    () => {
      const done = host.phase === 'playing' && guest.phase === 'playing';
      if (done && t1 === 0) t1 = performance.now();
      return done;
    },
    10_000,
    () => `${report(host)}; ${report(guest)}`,
  );
  return { host, guest, setupMs: t1 - t0 };
}

/** Resolves when `seq` is no longer awaiting an ack on `p` (subscribed to its actor: no polling). */
function acked(p: FriendMatch<KultGame>, seq: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const check = (): boolean => {
      const ls = p.session.lockstep;
      if (!ls) return false;
      if (ls.stop) {
        reject(new Error(`stopped (${ls.stop.code}) at ${ls.stop.seq}`));
        return true;
      }
      if (!ls.unacked.some((u) => u.seq === seq)) {
        const t = performance.now();
        if (ls.log.length <= seq) reject(new Error(`event ${seq} was rolled back: ${p.snapshot.notice}`));
        else resolve(t);
        return true;
      }
      return false;
    };
    if (check()) return;
    const sub = p.actor.subscribe(() => {
      if (check()) sub.unsubscribe();
    });
  });
}

/**
 * Plays a whole game with the bot, one act at a time: each act waits for its ack before the
 * next move, and its round trip (attempt → ack) and the attempt's own time are recorded.
 */
async function measureGame(host: FriendMatch<KultGame>, guest: FriendMatch<KultGame>, rng: RngState, rtts: number[], attempts: number[]): Promise<RngState> {
  while (!(host.snapshot.view.ended || guest.snapshot.view.ended)) {
    let moved = false;
    for (const p of [host, guest]) {
      const [move, next] = botMove(p, rng);
      rng = next;
      if (!move) continue;
      const seq = p.session.lockstep!.log.length;
      const t0 = performance.now();
      const j = p.attempt(move);
      attempts.push(performance.now() - t0);
      expect(j.ok, JSON.stringify(j.checks.filter((c) => !c.ok))).to.equal(true);
      rtts.push((await acked(p, seq)) - t0);
      moved = true;
    }
    // Nobody could move: e.g. a reshuffle's re-commit and cut, which the sessions answer themselves.
    if (!moved) await until(() => [host, guest], () => [host, guest].some((p) => botMove(p, rng)[0] !== null) || host.snapshot.view.ended !== null, 5_000, () => `${report(host)}; ${report(guest)}`);
  }
  return rng;
}

describe('friend-match benchmark', function () {
  this.timeout(180_000);

  it('raw RTCDataChannel ping between two RTCPeerConnections', async () => {
    // Cross-origin isolated (web-test-runner.bench.config.mjs): performance.now() resolution 5 µs, not 100 µs.
    console.log(`BENCH-DETAIL cross_origin_isolated ${String(crossOriginIsolated)}`);
    const { a, b, channel, echo } = await rawChannelPair();
    echo.onmessage = (e) => echo.send(e.data as string);
    let onEcho: (() => void) | null = null;
    channel.onmessage = () => onEcho?.();
    const ping = async (work: number, pause = 0): Promise<number[]> => {
      const rtts: number[] = [];
      for (let i = 0; i < RAW_PINGS + 50; i++) {
        if (pause > 0) await new Promise((resolve) => setTimeout(resolve, pause));
        for (const end = performance.now() + work; performance.now() < end; );
        const got = new Promise<void>((resolve) => (onEcho = resolve));
        const t0 = performance.now();
        channel.send(`ping ${i}`);
        await got;
        if (i >= 50) rtts.push(performance.now() - t0); // the first 50 warm up
      }
      return rtts;
    };
    const rtts = await ping(0);
    detail('raw_rtt_after_work_ms', await ping(1));
    detail('raw_rtt_after_pause_ms', await ping(0, 1));
    a.close();
    b.close();
    detail('raw_rtt_ms', rtts);
    results.raw = quantile(rtts, 0.5);
    bench('raw_rtt_ms', results.raw, 'ms');
    expect(rtts).to.have.length(RAW_PINGS);
  });

  it('PeerJS transport ping (hostRoom/joinRoom, no game logic)', async () => {
    const room = newRoomId();
    const host = hostRoom(config, room);
    await registered(host);
    const guest = joinRoom(config, room);
    cleanup.push(() => {
      host.close();
      guest.close();
    });
    await Promise.all([whenOpen(host), whenOpen(guest)]);
    guest.on('message', (m) => guest.send(m));
    let onEcho: (() => void) | null = null;
    host.on('message', () => onEcho?.());
    const rtts: number[] = [];
    for (let i = 0; i < RAW_PINGS + 50; i++) {
      const got = new Promise<void>((resolve) => (onEcho = resolve));
      const t0 = performance.now();
      host.send({ ping: i });
      await got;
      if (i >= 50) rtts.push(performance.now() - t0);
    }
    detail('peerjs_rtt_ms', rtts);
    bench('peerjs_rtt_ms', quantile(rtts, 0.5), 'ms');
    expect(rtts).to.have.length(RAW_PINGS);
  });

  it('FriendMatch: setup from the link to the first hand, then action round trips through a whole game', async () => {
    const setups: number[] = [];
    const rtts: number[] = [];
    const attempts: number[] = [];
    let rng: RngState = seedRng(5);
    for (let k = 0; k < SETUPS || rtts.length < MIN_ACTS; k++) {
      // Each player's own IndexedDB, as in the app.
      const dbs = { host: await freshStore('host'), guest: await freshStore('guest') };
      cleanup.push(async () => {
        for (const d of Object.values(dbs)) {
          d.store.close();
          await deleteDatabase(d.name);
        }
      });
      // Scripted deals (see friend-match.test.ts), so every run measures the same games.
      const { host, guest, setupMs } = await friendPair({ host: dbs.host.store, guest: dbs.guest.store }, `game-${k + 1}`);
      setups.push(setupMs);
      // The table: it gets every snapshot FriendMatch publishes and reads what it renders.
      for (const p of [host, guest]) p.subscribe((s) => void (s.view.turn + s.log.length));
      if (rtts.length < MIN_ACTS) rng = await measureGame(host, guest, rng, rtts, attempts);
      host.dispose();
      guest.dispose();
    }
    detail('setup_ms', setups);
    detail('lockstep_rtt_ms', rtts);
    detail('lockstep_attempt_ms', attempts);
    results.lockstep = quantile(rtts, 0.5);
    bench('setup_ms', quantile(setups, 0.5), 'ms');
    bench('lockstep_rtt_ms', results.lockstep, 'ms');
    bench('lockstep_attempt_ms', quantile(attempts, 0.5), 'ms');
    bench('lockstep_vs_raw_ratio', results.lockstep / results.raw!, 'ratio');
  });

  it('bare session actors over PeerJS: action round trips', async () => {
    const room = newRoomId();
    const cards = coreCards();
    const actors = (['host', 'guest'] as const).map((role) => {
      const outlet = new Outlet();
      const actor = sessionActor({ role, name: role, settings: SETTINGS, token: () => randomToken() }, outlet.send);
      return { role, actor, outlet };
    });
    const ht = hostRoom(config, room);
    await registered(ht);
    const gt = joinRoom(config, room);
    cleanup.push(() => {
      ht.close();
      gt.close();
      actors.forEach((a) => a.actor.stop());
    });
    linkSession(actors[0]!.actor, actors[0]!.outlet, ht, true);
    linkSession(actors[1]!.actor, actors[1]!.outlet, gt, true);
    actors[0]!.actor.send({ type: 'CHOOSE', choice: STARTER_DECKS.archon.majors[0], list: STARTER_DECKS.archon.cards });
    actors[1]!.actor.send({ type: 'CHOOSE', choice: STARTER_DECKS.angel.majors[0], list: STARTER_DECKS.angel.cards });
    await Promise.all([whenOpen(ht), whenOpen(gt)]);
    const settled = (pred: () => boolean): Promise<void> =>
      new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('session bench stalled')), 10_000);
        const subs = actors.map((a) =>
          a.actor.subscribe(() => {
            if (!pred()) return;
            clearTimeout(timer);
            subs.forEach((s) => s.unsubscribe());
            resolve();
          }),
        );
        if (pred()) {
          clearTimeout(timer);
          subs.forEach((s) => s.unsubscribe());
          resolve();
        }
      });
    const playing = (): boolean => actors.every((a) => a.actor.getSnapshot().matches('playing'));
    await settled(playing);
    const rtts: number[] = [];
    let rng: RngState = seedRng(9);
    const moveOf = (a: (typeof actors)[number]): ReturnType<typeof sensibleMove>[0] => {
      const ctx = a.actor.getSnapshot().context;
      const ls = ctx.lockstep;
      if (!ls || kultState(ls).ended || kultState(ls).pending || floorHolder(kultState(ls)) !== ctx.me || !a.actor.getSnapshot().matches('playing')) return null;
      const [m, next] = sensibleMove({ cards }, privateState(kultState(ls), ls.mine), ctx.me, rng);
      rng = next;
      return m;
    };
    while (actors.every((a) => !ended(a.actor.getSnapshot().context.lockstep)) && rtts.length < MIN_ACTS) {
      let moved = false;
      for (const a of actors) {
        const move = moveOf(a);
        if (!move) continue;
        const seq = a.actor.getSnapshot().context.lockstep!.log.length;
        const t0 = performance.now();
        a.actor.send({ type: 'ACT', action: move });
        await settled(() => !a.actor.getSnapshot().context.lockstep!.unacked.some((u) => u.seq === seq));
        rtts.push(performance.now() - t0);
        moved = true;
      }
      if (!moved) await settled(() => actors.some((a) => ended(a.actor.getSnapshot().context.lockstep) || moveOf(a) !== null));
    }
    detail('lockstep_session_rtt_ms', rtts);
    bench('lockstep_session_rtt_ms', quantile(rtts, 0.5), 'ms');
    expect(rtts.length).to.be.greaterThan(50);
  });

  it('a flood of tiny frames from a friend\'s page: what each costs before the session sees it', async () => {
    // The bare channel first: 40,000 tiny messages, first sent to last received.
    const { a, b, channel, echo } = await rawChannelPair();
    let rawGot = 0;
    const rawDone = new Promise<number>((resolve) => {
      echo.onmessage = () => {
        if (++rawGot === FLOOD) resolve(performance.now());
      };
    });
    const r0 = performance.now();
    for (let i = 0; i < FLOOD; i++) channel.send('["m",0]');
    const rawUs = (((await rawDone) - r0) * 1000) / FLOOD;
    a.close();
    b.close();
    bench('flood_raw_frame_us', rawUs, 'us');

    // Each flood on a fresh room, after a pause: a flood slows the channel for a while after it.
    const flood = async (frame: (i: number) => string): Promise<{ us: number; pongs: number; host: ReturnType<typeof hostRoom> }> => {
      await new Promise((r) => setTimeout(r, 1_000));
      const room = newRoomId();
      const host = hostRoom(config, room);
      await registered(host);
      const conn = await rawGuest(config, room);
      await whenOpen(host);
      cleanup.push(() => host.close());
      let pongs = 0;
      conn.on('data', (d) => {
        if (typeof d === 'string' && d.startsWith('["pong"')) pongs++;
      });
      // The frame after the flood marks its end: it reaches the session's listener once all before it were taken in.
      const end = new Promise<number>((resolve) => host.on('message', (m) => m === 'end' && resolve(performance.now())));
      const t0 = performance.now();
      for (let i = 0; i < FLOOD; i++) sendRaw(conn, frame(i));
      sendRaw(conn, '["m","end"]');
      const us = (((await end) - t0) * 1000) / FLOOD;
      await new Promise((r) => setTimeout(r, 200));
      return { us, pongs, host };
    };
    const messages = await flood(() => '["m",0]');
    bench('flood_frame_us', messages.us, 'us');
    const pings = await flood((i) => `["ping",${1_000 + i}]`);
    bench('flood_ping_frame_us', pings.us, 'us');
    bench('flood_ping_answers', pings.pongs, 'count');
    expect([messages.host.state, pings.host.state]).to.deep.equal(['open', 'open']);
  });
});
