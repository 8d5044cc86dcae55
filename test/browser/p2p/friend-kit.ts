/**
 * Helpers for the friend-match browser tests and benchmarks: two FriendMatch ports in one
 * Chromium page, connected through the real PeerServer that test/support/peer-server-plugin.mjs
 * runs, each with its own IndexedDB store, played by the sensible bot from its own view.
 * (Not a test file itself: wtr only runs `*.test.ts`.)
 */
import type { DataConnection } from 'peerjs';
import { FriendMatch, type FriendPhase } from '../../../src/app/friend-match.js';
import { hostRoom, joinRoom, newRoomId, type RoomOptions, type RoomTransport, type SignallingConfig } from '../../../src/net/index.js';
import { openMatchStore, type MatchStore } from '../../../src/net/match-store.js';
import type { SessionSettings } from '../../../machines/session.js';
import { STARTER_DECKS, floorHolder, type KultGame } from '../../../src/kult/index.js';
import { sensibleMove } from '../../../src/kult/bots/sensible-bot.js';
import type { RngState } from '../../../src/engine/rng.js';
import { sha256Hex } from '../../../src/engine/hash.js';
import { GAME } from '../../support/net-duel.js';

export type Role = 'host' | 'guest';

export const SETTINGS: SessionSettings = { game: { ruleset: 'FAQ', struggle: 'continent' }, clockSeconds: 0 };

/** The test PeerServer, as a signalling config (`iceServers: []`: host candidates on the veth suffice). */
export async function testSignalling(): Promise<SignallingConfig> {
  const info = (await (await fetch('/peer-server-info')).json()) as { host: string; port: number; path: string };
  return { host: info.host, port: info.port, path: info.path, secure: false, iceServers: [] };
}

/**
 * The `connect` a FriendMatch gets, `(role, room) => hostRoom | joinRoom` on the real PeerServer,
 * remembering every transport it made so a test can reach the live one (to drop it) and count
 * reconnects.
 */
export class Links {
  readonly made: Record<Role, RoomTransport[]> = { host: [], guest: [] };
  constructor(
    private readonly config: SignallingConfig,
    private readonly options: RoomOptions = {},
  ) {}

  readonly connect = (role: Role, room: string, opts?: { readonly rejoin: boolean }): RoomTransport => {
    // As the app's rooms do (src/app/lazy-room.ts): a re-joining guest awaits its host.
    const t = role === 'host' ? hostRoom(this.config, room, this.options) : joinRoom(this.config, room, { ...this.options, awaitHost: opts?.rejoin === true });
    this.made[role].push(t);
    return t;
  };

  latest(role: Role): RoomTransport | undefined {
    return this.made[role].at(-1);
  }
}

/** Resolves once the transport is registered on the signalling server (a host's room can be joined). */
export function registered(t: RoomTransport, ms = 10_000): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`not registered within ${ms} ms (state ${t.state})`)), ms);
    t.on('registered', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/**
 * Breaks the live PeerJS data connection under `t` without a goodbye, the way a dropped network
 * does: `DataConnection.close()` tears down its RTCPeerConnection, so this side's PeerJS reports
 * the close at once and the other side's data channel closes a moment later. Both transports
 * then fail with `connection-lost`. Reaches into the transport's private `conn` on purpose:
 * the app never needs to do this, only a test does.
 */
export function dropDataConnection(t: RoomTransport): void {
  const conn = (t as unknown as { conn: DataConnection | null }).conn;
  if (!conn || t.state !== 'open') throw new Error(`no open data connection to drop (transport ${t.state})`);
  conn.close();
}

/** A FriendMatch store in a fresh IndexedDB database of its own. */
export async function freshStore(role: Role): Promise<{ name: string; store: MatchStore }> {
  const name = `taroticum-test-${role}-${newRoomId(8, 'db-')}`;
  return { name, store: await openMatchStore(name) };
}

export function deleteDatabase(name: string): Promise<void> {
  return new Promise((resolve) => {
    const req = indexedDB.deleteDatabase(name);
    req.onsuccess = req.onerror = req.onblocked = () => resolve();
  });
}

/**
 * Deterministic "secret" tokens: the seed, salts and cuts a side would draw at random. With
 * them, and the bot's seeded choices, the game is the same on every run (a scripted game), so
 * its length is known: the sensible bot's games usually end in 200–450 acts, but a rare deal
 * drags on for thousands. Test only: predictable salts are no secrets.
 */
export function scriptedTokens(prefix: string): () => string {
  let n = 0;
  return () => sha256Hex(`${prefix}:${n++}`).slice(0, 32);
}

export interface PortOptions {
  readonly role: Role;
  readonly room: string;
  readonly links: Links;
  readonly store?: MatchStore;
  readonly resume?: ConstructorParameters<typeof FriendMatch>[0]['resume'];
  /** Secret tokens; default random (crypto). */
  readonly token?: () => string;
}

/**
 * A FriendMatch with the starter deck of its seat (host: Archon, guest: Angel) already chosen.
 * Auto-pass is off: the bot makes every move itself, so no 120 ms timer can race it and change
 * which moves it draws from its random stream.
 */
export function port({ role, room, links, store, resume, token }: PortOptions): FriendMatch<KultGame> {
  const m = new FriendMatch({
    game: GAME,
    role,
    room,
    name: role === 'host' ? 'Ann' : 'Bob',
    settings: SETTINGS,
    connect: links.connect,
    store: store ?? null,
    ...(resume ? { resume } : {}),
    ...(token ? { token } : {}),
  });
  m.configure({ hold: true });
  if (!resume) {
    const deck = role === 'host' ? STARTER_DECKS.archon : STARTER_DECKS.angel;
    m.choose(deck.majors[0], deck.cards);
  }
  return m;
}

/**
 * Resolves when `done()` holds, re-checking after every snapshot either port publishes (and
 * every 50 ms, for changes that publish nothing); rejects after `ms` with `what()`'s report.
 */
export function until(ports: () => readonly FriendMatch<KultGame>[], done: () => boolean, ms: number, what: () => string): Promise<void> {
  return new Promise((resolve, reject) => {
    let offs: Array<() => void> = [];
    const finish = (err?: Error): void => {
      clearTimeout(timer);
      clearInterval(poll);
      offs.forEach((off) => off());
      if (err) reject(err);
      else resolve();
    };
    const check = (): void => {
      try {
        if (done()) finish();
      } catch (e) {
        finish(e as Error);
      }
    };
    const subscribe = (): void => {
      offs.forEach((off) => off());
      offs = ports().map((p) => p.subscribe(check));
    };
    const timer = setTimeout(() => finish(new Error(`timed out after ${ms} ms: ${what()}`)), ms);
    // Ports may be replaced (a reload): resubscribe on each poll.
    const poll = setInterval(() => {
      subscribe();
      check();
    }, 50);
    subscribe();
    check();
  });
}

/** Yields one macrotask (not clamped like nested setTimeout(0)): lets network events in. */
export function yieldTask(): Promise<void> {
  return new Promise((resolve) => {
    const ch = new MessageChannel();
    ch.port1.onmessage = () => {
      ch.port1.close();
      resolve();
    };
    ch.port2.postMessage(0);
  });
}

export function report(p: FriendMatch<KultGame>): string {
  const s = p.snapshot;
  return `${s.me}: phase ${p.phase}, log ${s.log.length}, notice ${JSON.stringify(s.notice)}`;
}

/** The bot's move for `p` if it is p's turn to act (floor held, playing, connected), else null. */
export function botMove(p: FriendMatch<KultGame>, rng: RngState): [ReturnType<typeof sensibleMove>[0], RngState] {
  if (p.phase !== 'playing') return [null, rng];
  const s = p.snapshot;
  if (s.view.ended || s.view.pending || floorHolder(s.view) !== s.me) return [null, rng];
  return sensibleMove({ cards: p.game.cards }, s.view, s.me, rng);
}

export interface PlayOptions {
  readonly rng: RngState;
  /** Overall time limit. */
  readonly ms: number;
  /** Called after each move, with the number of moves so far; may replace ports (a reload). */
  readonly onMove?: (n: number) => Promise<void> | void;
}

/**
 * Plays with the bot on both sides until both ports are audited (or failed), each choosing
 * from its own snapshot's view. Throws on an illegal bot attempt. Returns the number of moves.
 */
export async function playOut(ports: () => readonly [FriendMatch<KultGame>, FriendMatch<KultGame>], opts: PlayOptions): Promise<number> {
  let rng = opts.rng;
  let moves = 0;
  const deadline = performance.now() + opts.ms;
  const finished = (): boolean => ports().every((p) => p.phase === 'audited' || p.phase === 'failed');
  while (!finished()) {
    if (performance.now() > deadline) throw new Error(`game not finished within ${opts.ms} ms after ${moves} moves: ${ports().map(report).join('; ')}`);
    let moved = false;
    for (const p of ports()) {
      const [move, next] = botMove(p, rng);
      rng = next;
      if (!move) continue;
      const j = p.attempt(move);
      if (!j.ok) throw new Error(`the bot's ${JSON.stringify(move)} was refused: ${JSON.stringify(j.checks.filter((c) => !c.ok))}`);
      moved = true;
      moves++;
      if (opts.onMove) await opts.onMove(moves);
    }
    if (moved) await yieldTask();
    else {
      // Nobody can act: wait for the network (an envelope, an ack, a reconnect).
      const before = ports().map((p) => p.snapshot);
      await until(ports, () => ports().some((p, i) => p.snapshot !== before[i]) || finished(), Math.max(1, deadline - performance.now()), () => ports().map(report).join('; ')).catch(() => undefined);
    }
  }
  return moves;
}

export type { FriendPhase };
