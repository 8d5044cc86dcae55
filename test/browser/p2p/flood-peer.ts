/**
 * The cheating friend of the flood benchmark (test/browser/p2p/flood.bench.ts), in a page of
 * its own (flood-peer.html, opened by test/support/page-control-plugin.mjs), so that building
 * and sending the flood runs on another main thread than the honest table's. It hosts a room on
 * the real PeerServer with a real session actor (machines/session.ts) linked to a PeerJS
 * transport, plays the setup and its turns honestly with the sensible bot, and then, on
 * command, writes 10,000 bad messages straight to its transport, past its own session.
 *
 * `window.benchPeer` is what the plugin's `page-call` reaches.
 */
import { createActor, type Actor } from 'xstate';
import type { DataConnection } from 'peerjs';
import { sessionMachine } from '../../../machines/session.js';
import { coreCards, floorHolder, STARTER_DECKS, type Action } from '../../../src/kult/index.js';
import { sensibleMove } from '../../../src/kult/bots/sensible-bot.js';
import { seedRng, type RngState } from '../../../src/engine/rng.js';
import { hostRoom, type RoomTransport } from '../../../src/net/index.js';
import { currentHash, resend } from '../../../src/net/lockstep/lockstep.js';
import { privateState } from '../../../src/kult/state/private-state.js';
import { wireCodec, PROTOCOL_VERSION, type Envelope, type Wire } from '../../../src/net/protocol.js';
import { linkSession, Outlet } from '../../../src/net/session-link.js';
import { SETTINGS, scriptedTokens, testSignalling } from './friend-kit.js';
import { GAME, kultState, sessionActor } from '../../support/net-duel.js';
import type { GameAction } from '../../../src/engine/game.js';

/** The kinds of flood, each 10,000 of one message (see flood.bench.ts). */
export type FloodKind = 'sync' | 'duplicate-env' | 'duplicate-ack' | 'wrong-prev' | 'illegal-act' | 'malformed' | 'broken-json';

let actor: Actor<typeof sessionMachine> | null = null;
let transport: RoomTransport | null = null;
let rng: RngState = seedRng(17);

function lockstep() {
  const ls = actor?.getSnapshot().context.lockstep;
  if (!ls) throw new Error('the flooding table is not in play');
  return ls;
}

function settle(ms: number): Promise<void> {
  return new Promise((r) => setTimeout(r, ms));
}

/** Hosts `room` (a table that will play the setup honestly); resolves once the room is registered. */
async function host(room: string, game: string): Promise<void> {
  actor?.stop();
  transport?.close();
  const config = await testSignalling();
  const outlet = new Outlet();
  actor = sessionActor({ role: 'host', name: 'Flood', settings: SETTINGS, token: scriptedTokens(`flood-${game}`) }, outlet.send);
  transport = hostRoom(config, room);
  linkSession(actor, outlet, transport, true);
  actor.send({ type: 'CHOOSE', choice: STARTER_DECKS.archon.majors[0], list: STARTER_DECKS.archon.cards });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the flooding table was not registered in 10 s')), 10_000);
    transport!.on('registered', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/**
 * Plays this table's turns with the bot until the honest table holds the floor and has not
 * moved for `quietMs` (it waits for its player); returns the log's length. Resolves only in play.
 */
async function playUntilHonestWaits(quietMs = 600, limitMs = 30_000): Promise<{ log: number; hostActs: number }> {
  const end = performance.now() + limitMs;
  while (!actor?.getSnapshot().matches('playing')) {
    if (performance.now() > end) throw new Error(`the flooding table never reached play (${JSON.stringify(actor?.getSnapshot().value)})`);
    await settle(20);
  }
  let quietSince = performance.now();
  let seen = -1;
  for (;;) {
    if (performance.now() > end) throw new Error('the honest table never waited for its player');
    const ls = lockstep();
    if (ls.log.length !== seen) {
      seen = ls.log.length;
      quietSince = performance.now();
    }
    const mine = !kultState(ls).ended && !kultState(ls).pending && floorHolder(kultState(ls)) === 'host';
    if (mine && ls.unacked.length === 0) {
      let m: Action | null;
      [m, rng] = sensibleMove({ cards: coreCards() }, privateState(kultState(ls), ls.mine), 'host', rng);
      if (m) actor!.send({ type: 'ACT', action: m });
    } else if (!mine && ls.unacked.length === 0 && performance.now() - quietSince > quietMs) {
      return { log: ls.log.length, hostActs: ls.log.filter((r) => r.from === 'host').length };
    }
    await settle(10);
  }
}

/** One message of `kind`, made from this table's present state; checked against the schema as the kind says. */
function floodMessage(kind: Exclude<FloodKind, 'broken-json'>): unknown {
  const ls = lockstep();
  const own = [...ls.log].reverse().find((r) => r.from === 'host');
  const friends = [...ls.log].reverse().find((r) => r.from !== 'host');
  const ownEnvelope = own ? resend(ls, own.seq).find((e) => e.seq === own.seq) : undefined;
  const next = { t: 'env', v: PROTOCOL_VERSION, match: ls.match, seq: ls.log.length, from: 'host', prev: currentHash(ls) } as const;
  let m: unknown;
  switch (kind) {
    // Schema-valid messages that change nothing: a resend request, a copy of an act already
    // played, an acknowledgement of an act that awaits none.
    case 'sync':
      m = { t: 'sync', received: 0 } satisfies Wire;
      break;
    case 'duplicate-env':
      if (!ownEnvelope) throw new Error('no act of this table to repeat');
      m = ownEnvelope;
      break;
    case 'duplicate-ack':
      m = { t: 'ack', seq: friends?.seq ?? 0, hash: friends?.hash ?? ls.log[0]!.hash } satisfies Wire;
      break;
    // Refused envelopes: the next act on a state that is not the honest table's; an act the
    // rules refuse (out of turn, or a Sway the rules do not allow) on the right state.
    case 'wrong-prev':
      m = { ...next, prev: 'f'.repeat(32), event: { type: 'pass', player: 'host' } } satisfies Envelope;
      break;
    case 'illegal-act':
      m = { ...next, event: { type: 'sway', player: 'host', from: 'C1', to: 'N' } as GameAction } satisfies Envelope;
      break;
    // A message the schema refuses (NET-SHAPE-01).
    case 'malformed':
      m = { t: 'env', v: PROTOCOL_VERSION, match: ls.match, seq: 'x', from: 'host' };
      break;
  }
  const parsed = wireCodec(GAME).parse(JSON.parse(JSON.stringify(m)));
  if (parsed.ok !== (kind !== 'malformed')) throw new Error(`a ${kind} message ${parsed.ok ? 'passes' : 'fails'} the schema: ${parsed.ok ? '' : parsed.error}`);
  return m;
}

/**
 * Sends `count` messages of `kind` at once, past this table's own session. `broken-json` writes
 * text frames that are not JSON straight onto the data channel (the transport's private `conn`,
 * reached on purpose: an honest transport never sends one). Returns how long sending took here.
 */
function flood(kind: FloodKind, count: number): { sent: number; ms: number } {
  const t = transport!;
  const t0 = performance.now();
  if (kind === 'broken-json') {
    const conn = (t as unknown as { conn: DataConnection | null }).conn;
    if (!conn) throw new Error('no data connection');
    for (let i = 0; i < count; i++) conn.send(`{"t":"env","seq":${i},`);
  } else {
    const m = floodMessage(kind);
    for (let i = 0; i < count; i++) t.send(m);
  }
  return { sent: count, ms: performance.now() - t0 };
}

function info(): { phase: unknown; log: number; stopped: boolean; transport: string } {
  const s = actor?.getSnapshot();
  return { phase: s?.value ?? null, log: s?.context.lockstep?.log.length ?? -1, stopped: s?.status === 'done', transport: transport?.state ?? 'none' };
}

(window as unknown as { benchPeer: unknown }).benchPeer = { host, playUntilHonestWaits, flood, info };
