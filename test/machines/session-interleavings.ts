/**
 * An exhaustive model of two session charts (host and guest) joined by a data channel, stepped
 * with XState's pure `transition()` (no actors, no transport): each table's outgoing messages
 * wait in a FIFO queue, as on an ordered channel, and every interleaving of the deliveries
 * from the two queues with the local events (each table's CHOOSE and OPEN, and optionally one
 * drop of the link with its CLOSED and OPEN events) is explored. States reached by several
 * interleavings are explored once and their interleavings counted, so the count is exact and
 * the cost is that of the distinct states.
 */
import assert from 'node:assert/strict';
import { initialTransition, transition, type SnapshotFrom } from 'xstate';
import { sessionMachine, type SessionEmitted, type SessionEvent, type SessionInput } from '../../machines/session.js';
import { sha256Hex } from '../../src/engine/hash.js';
import { currentHash } from '../../src/net/lockstep/lockstep.js';
import type { Wire } from '../../src/net/protocol.js';

export type Seat = 'host' | 'guest';
type Snap = SnapshotFrom<typeof sessionMachine>;

const SEATS: readonly Seat[] = ['host', 'guest'];
const other = (s: Seat): Seat => (s === 'host' ? 'guest' : 'host');
type Both<T> = Readonly<Record<Seat, T>>;

interface World {
  readonly snap: Both<Snap>;
  /** Messages on their way to each table, oldest first (sent while the link was down: waiting in the sender's outlet). */
  readonly inbox: Both<readonly Wire[]>;
  readonly chosen: Both<boolean>;
  /** The table had its OPEN on the current link. */
  readonly opened: Both<boolean>;
  /** After a drop: the table had its CLOSED (a table that never opened gets none). */
  readonly closed: Both<boolean>;
  readonly link: 'up' | 'down';
  readonly drops: number;
}

type Move =
  | { readonly kind: 'event'; readonly seat: Seat; readonly event: SessionEvent }
  | { readonly kind: 'deliver'; readonly to: Seat }
  | { readonly kind: 'drop' }
  | { readonly kind: 'relink' };

export interface Exploration {
  /** Complete interleavings, from both tables in the lobby to an outcome. */
  readonly interleavings: bigint;
  /** Distinct states of the pair explored. */
  readonly states: number;
  /** Outcomes reached, by name: `playing` or `stopped:<host code>/<guest code>`. */
  readonly outcomes: ReadonlyMap<string, bigint>;
}

export interface Scenario {
  readonly input: (seat: Seat) => SessionInput;
  readonly choose: (seat: Seat) => Extract<SessionEvent, { type: 'CHOOSE' }>;
  /** How many times the link may drop in one interleaving (then its CLOSED and OPEN events). */
  readonly drops: number;
}

const active = (s: Snap): boolean => s.status === 'active';
const playing = (s: Snap): boolean => active(s) && s.matches('playing');

/** One table takes one event: the messages it sends come back as emit actions, never as calls. */
function step(w: World, seat: Seat, event: SessionEvent): World {
  const [next, actions] = transition(sessionMachine, w.snap[seat], event);
  const sent: Wire[] = [];
  for (const a of actions) {
    const { type, params } = a as { readonly type: string; readonly params: { readonly event: SessionEmitted } };
    assert.equal(type, 'xstate.emit', `the chart returned an action other than an emit: ${type}`);
    sent.push(params.event.message);
  }
  const to = other(seat);
  return normal({ ...w, snap: { ...w.snap, [seat]: next }, inbox: { ...w.inbox, [to]: [...w.inbox[to], ...sent] } });
}

/** A table that ended is handed nothing more (src/net/session-link.ts): what is on its way to it is dropped. */
function normal(w: World): World {
  const inbox = { host: active(w.snap.host) ? w.inbox.host : [], guest: active(w.snap.guest) ? w.inbox.guest : [] };
  return { ...w, inbox };
}

function moves(w: World, maxDrops: number): Move[] {
  const out: Move[] = [];
  const both = playing(w.snap.host) && playing(w.snap.guest);
  for (const seat of SEATS) {
    if (!active(w.snap[seat])) continue;
    if (!w.chosen[seat]) out.push({ kind: 'event', seat, event: { type: 'CHOOSE', choice: '', list: [] } });
    if (w.link === 'up' && !w.opened[seat]) out.push({ kind: 'event', seat, event: { type: 'OPEN' } });
    if (w.link === 'up' && w.opened.host && w.opened.guest && w.inbox[seat].length > 0) out.push({ kind: 'deliver', to: seat });
    if (w.link === 'down' && !w.closed[seat]) out.push({ kind: 'event', seat, event: { type: 'CLOSED' } });
  }
  // A drop at any point of the setup (once a table has opened, until both play): whatever is in flight is lost.
  if (w.drops < maxDrops && w.link === 'up' && (w.opened.host || w.opened.guest) && !both && active(w.snap.host) && active(w.snap.guest)) out.push({ kind: 'drop' });
  if (w.link === 'down' && w.closed.host && w.closed.guest) out.push({ kind: 'relink' });
  return out;
}

function apply(w: World, m: Move, scenario: Scenario): World {
  switch (m.kind) {
    case 'event': {
      if (m.event.type === 'CHOOSE') return { ...step(w, m.seat, scenario.choose(m.seat)), chosen: { ...w.chosen, [m.seat]: true } };
      const n = step(w, m.seat, m.event);
      return m.event.type === 'OPEN' ? { ...n, opened: { ...n.opened, [m.seat]: true } } : { ...n, closed: { ...n.closed, [m.seat]: true } };
    }
    case 'deliver':
      return deliver(w, m.to);
    case 'drop':
      return { ...w, link: 'down', drops: w.drops + 1, inbox: { host: [], guest: [] }, opened: { host: false, guest: false }, closed: { host: !w.opened.host, guest: !w.opened.guest } };
    case 'relink':
      return { ...w, link: 'up' };
  }
}

/** The oldest message on its way to `to` arrives. */
function deliver(w: World, to: Seat): World {
  const [head, ...rest] = w.inbox[to];
  return step({ ...w, inbox: { ...w.inbox, [to]: rest } }, to, { type: 'PEER', data: head });
}

function describe(m: Move, w: World): string {
  switch (m.kind) {
    case 'event': return `${m.seat} ${m.event.type}`;
    case 'deliver': {
      const head = w.inbox[m.to][0]!;
      return `${other(m.to)}→${m.to} ${head.t}${'what' in head ? `:${head.what}` : ''}`;
    }
    default: return m.kind;
  }
}

const keys = new WeakMap<Snap, string>();

/** What decides a table's future: its state and context (the lockstep by its hash and bookkeeping, the game by the agreement). */
function snapKey(s: Snap): string {
  let k = keys.get(s);
  if (k !== undefined) return k;
  const ls = s.context.lockstep;
  const lockstep = ls && { hash: currentHash(ls), log: ls.log.map((r) => r.hash), unacked: ls.unacked.map((u) => u.seq), stop: ls.stop, offences: ls.offences, peers: ls.peers, mine: Object.keys(ls.mine).length };
  k = sha256Hex(JSON.stringify([s.value, s.status, { ...s.context, input: null, lockstep }]));
  keys.set(s, k);
  return k;
}

function worldKey(w: World): string {
  return sha256Hex(JSON.stringify([snapKey(w.snap.host), snapKey(w.snap.guest), w.inbox, w.chosen, w.opened, w.closed, w.link, w.drops]));
}

/** The outcome of an interleaving that can go no further, or why it is wrong. */
function outcome(w: World): string {
  const { host, guest } = w.snap;
  if (playing(host) && playing(guest)) {
    assert.equal(host.context.error, null);
    assert.equal(guest.context.error, null);
    assert.deepEqual(host.context.agreement, guest.context.agreement, 'both tables play under the same agreement');
    assert.equal(currentHash(host.context.lockstep!), currentHash(guest.context.lockstep!), 'both tables start from the same state');
    return 'playing';
  }
  const code = (s: Snap): string | undefined => s.context.error?.code ?? s.context.lockstep?.stop?.code;
  if (!active(host) && !active(guest) && code(host) && code(guest)) return `stopped:${code(host)}/${code(guest)}`;
  assert.fail(`an interleaving ends with a table waiting: host ${JSON.stringify(host.value)} (${code(host) ?? 'no error'}), guest ${JSON.stringify(guest.value)} (${code(guest) ?? 'no error'}), link ${w.link}, in flight to host ${w.inbox.host.map((m) => m.t)}, to guest ${w.inbox.guest.map((m) => m.t)}`);
}

/**
 * Both tables play from the same start, and go on playing when everything still on its way
 * (copies of the setup sent again after a drop, the first acts) arrives.
 */
function settle(w: World): void {
  let x = w;
  for (const seat of SEATS) if (!x.opened[seat]) x = step(x, seat, { type: 'OPEN' });
  for (let i = 0; i < 500 && (x.inbox.host.length > 0 || x.inbox.guest.length > 0); i++) {
    for (const to of SEATS) if (x.inbox[to].length > 0) x = deliver(x, to);
  }
  for (const seat of SEATS) {
    assert.ok(playing(x.snap[seat]), `${seat} still plays once the messages in flight arrived: ${JSON.stringify(x.snap[seat].value)} ${x.snap[seat].context.error?.message ?? ''}`);
    assert.equal(x.snap[seat].context.lockstep!.stop, null);
  }
}

/** Explores every interleaving of the scenario (depth first, each distinct state once). */
export function explore(scenario: Scenario): Exploration {
  const seen = new Map<string, ReadonlyMap<string, bigint>>();
  // The moves that led here, to name a failing interleaving.
  const trail: string[] = [];
  const walk = (w: World): ReadonlyMap<string, bigint> => {
    const key = worldKey(w);
    const known = seen.get(key);
    if (known) return known;
    const both = playing(w.snap.host) && playing(w.snap.guest);
    const next = both ? [] : moves(w, scenario.drops);
    let result: Map<string, bigint>;
    if (next.length === 0) {
      try {
        const name = outcome(w);
        if (name === 'playing') settle(w);
        result = new Map([[name, 1n]]);
      } catch (e) {
        throw new Error(`${(e as Error).message}\n  after: ${trail.join(', ')}`, { cause: e });
      }
    } else {
      result = new Map();
      for (const m of next) {
        trail.push(describe(m, w));
        for (const [name, n] of walk(apply(w, m, scenario))) result.set(name, (result.get(name) ?? 0n) + n);
        trail.pop();
      }
    }
    seen.set(key, result);
    return result;
  };
  const outcomes = walk(start(scenario));
  return { interleavings: [...outcomes.values()].reduce((a, b) => a + b, 0n), states: seen.size, outcomes };
}

function start(scenario: Scenario): World {
  const snap = (seat: Seat): Snap => initialTransition(sessionMachine, scenario.input(seat))[0];
  return {
    snap: { host: snap('host'), guest: snap('guest') },
    inbox: { host: [], guest: [] },
    chosen: { host: false, guest: false },
    opened: { host: false, guest: false },
    closed: { host: true, guest: true },
    link: 'up',
    drops: 0,
  };
}

/** The setup messages each table sends on its way to play, in one plain order (both open, choose, then messages as they come). */
export function setupMessages(scenario: Scenario): Both<readonly Wire[]> {
  let w = start(scenario);
  const sent: Record<Seat, Wire[]> = { host: [], guest: [] };
  for (let i = 0; i < 200 && !(playing(w.snap.host) && playing(w.snap.guest)); i++) {
    const m = moves(w, 0)[0];
    assert.ok(m, 'the plain order reaches play');
    if (m.kind === 'deliver') sent[other(m.to)].push(w.inbox[m.to][0]!);
    w = apply(w, m, scenario);
  }
  return sent;
}
