// The lockstep for three to six seats, as pure functions over a mesh of ordered channels (one per
// pair of tables, delivered in a random interleaving): every table judges every act, every ack
// and refusal goes to every other table, an act settles when every other seat acknowledged it,
// and a desync, a dispute or a flood stops the match naming the seat (NET-DESYNC-01, NET-DISPUTE-01,
// NET-FLOOD-01).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { floorSeat, type Secrets } from '../../src/engine/game.js';
import { seedRng, randomInt, type RngState } from '../../src/engine/rng.js';
import { AHEAD_LIMIT, currentHash, prepare, complete, receive, startLockstep, type LockstepState, type Step } from '../../src/net/lockstep/lockstep.js';
import { OFFENCE_LIMIT } from '../../src/net/violation.js';
import type { Wire } from '../../src/net/protocol.js';
import { seatIds } from '../../src/net/roster.js';
import { shuffled } from '../../src/engine/rng.js';
import { STARTER_DECKS } from '../../src/kult/index.js';
import { GAMES, type Registered } from '../conformance/games.js';
import { committedStart, nextAct, tokens } from '../conformance/tables.js';

/** KULT for the roster's seats (`p1`…), the starter decks dealt round the table. */
const KULT: Registered = {
  ...GAMES.find((g) => g.name === 'kult')!,
  seats: (count, seed) => seatIds(count).map((id, i) => {
    const deck = [STARTER_DECKS.archon, STARTER_DECKS.angel][i % 2]!;
    return { id, choice: deck.majors[Math.floor(i / 2) % deck.majors.length]!, list: shuffled(seedRng(seed * 7 + i), deck.cards)[0] };
  }),
};
const game = KULT.game;

interface Mesh {
  tables: Map<string, LockstepState>;
  /** One FIFO channel per ordered pair `from>to`. */
  channels: Map<string, Wire[]>;
  ids: string[];
  chains: Record<string, string>;
  /** What each table was handed, by the seat it came from: a hook for a forged table. */
  tamper?: (from: string, to: string, m: Wire) => Wire | null;
}

function mesh(seats: number, seed: number): Mesh {
  const committed = committedStart(KULT, seats, seed);
  const ids = Object.keys(committed.secrets);
  const tables = new Map(ids.map((id) => [id, startLockstep(game, `m-${seed}`, id, committed.state, committed.secrets[id]!, ids)]));
  return { tables, channels: new Map(), ids, chains: committed.chains };
}

function post(m: Mesh, from: string, step: Step): void {
  m.tables.set(from, step.state);
  const out = [...m.ids.filter((id) => id !== from).flatMap((to) => step.send.map((message) => ({ to, message }))), ...(step.direct ?? [])];
  for (const { to, message } of out) {
    const sent = m.tamper ? m.tamper(from, to, message) : message;
    if (!sent) continue;
    const key = `${from}>${to}`;
    m.channels.set(key, [...(m.channels.get(key) ?? []), sent]);
  }
}

/** Delivers one message from a channel picked at random (each channel stays in order). */
function deliverOne(m: Mesh, rng: RngState): RngState {
  const busy = [...m.channels.entries()].filter(([, q]) => q.length > 0);
  if (busy.length === 0) return rng;
  const [k, next] = randomInt(rng, 0, busy.length - 1);
  const [key, queue] = busy[k]!;
  const [from, to] = key.split('>') as [string, string];
  const [message, ...rest] = queue;
  m.channels.set(key, rest);
  post(m, to, receive(game, m.tables.get(to)!, message!, from));
  return next;
}

const quiet = (m: Mesh): boolean => [...m.channels.values()].every((q) => q.length === 0);

/** Plays: the floor holder's table acts on its own state; messages go out in a random interleaving. */
function play(m: Mesh, seed: number, maxActs = 4000): number {
  let rng = seedRng(seed);
  const token = tokens(`mesh:${seed}`);
  let acts = 0;
  for (let round = 0; round < 200_000 && acts < maxActs; round++) {
    if ([...m.tables.values()].some((t) => t.stop)) return acts;
    let moved = false;
    for (const id of m.ids) {
      const t = m.tables.get(id)!;
      if (floorSeat(game, t.game) !== id) continue;
      const next = nextAct(game, t.game, id, t.mine, m.chains[id]!, rng, token);
      rng = next.rng;
      if (!next.act) throw new Error(`no act for ${id}`);
      const ls: LockstepState = next.secrets ? { ...t, mine: { ...t.mine, ...(next.secrets as Secrets) } } : t;
      const p = prepare(game, ls, next.act);
      if (!p.ok) throw new Error(`${id}'s own act refused: ${JSON.stringify(p.step.outcome)}`);
      post(m, id, { ...complete(game, p.proposal), send: [p.proposal.envelope] });
      acts++;
      moved = true;
    }
    // A few deliveries between acts, so tables run behind one another.
    const [n, r2] = randomInt(rng, 1, 6);
    rng = r2;
    for (let k = 0; k < n; k++) rng = deliverOne(m, rng);
    if (!moved && quiet(m)) {
      if ([...m.tables.values()].every((t) => game.ended(t.game) !== null)) return acts;
    }
  }
  while (!quiet(m)) rng = deliverOne(m, rng);
  return acts;
}

for (const seats of [3, 4]) {
  test(`NET-DESYNC-01 ${seats} tables in a mesh play a whole KULT game: every act judged by every table, every own act settled by every other seat, one log`, () => {
    const m = mesh(seats, 7 + seats);
    const acts = play(m, 100 + seats);
    while (!quiet(m)) deliverOne(m, seedRng(1));
    const tables = [...m.tables.values()];
    for (const t of tables) {
      assert.equal(t.stop, null, `${t.me} stopped: ${JSON.stringify(t.stop)}`);
      assert.notEqual(game.ended(t.game), null, `${t.me}'s game is over`);
      assert.deepEqual(t.unacked, [], `${t.me}'s acts all settled`);
      assert.equal(t.offences, 0);
      for (const book of Object.values(t.peers)) assert.deepEqual([book.ahead.length, book.early.length], [0, 0]);
    }
    assert.ok(acts > 50, `a real game (${acts} acts)`);
    assert.equal(new Set(tables.map((t) => currentHash(t))).size, 1, 'every table holds the same state');
    assert.equal(new Set(tables.map((t) => JSON.stringify(t.log.map((r) => r.hash)))).size, 1, 'and the same log');
    assert.ok(new Set(tables[0]!.log.map((r) => r.from)).size >= seats, 'every seat played');
  });
}

test('NET-DESYNC-01 with three tables, an ack with another fingerprint stops every other table, naming the seat that sent it', () => {
  const m = mesh(3, 5);
  // p3's table acknowledges the first act it is handed with a fingerprint of its own making, to every table.
  let forgedSeq: number | null = null;
  m.tamper = (from, _to, msg) => {
    if (from !== 'p3' || msg.t !== 'ack') return msg;
    forgedSeq ??= msg.seq;
    return msg.seq === forgedSeq ? { ...msg, hash: 'f'.repeat(32) } : msg;
  };
  play(m, 3, 40);
  while (!quiet(m)) deliverOne(m, seedRng(2));
  for (const id of ['p1', 'p2']) {
    const stop = m.tables.get(id)!.stop;
    assert.equal(stop?.rule, 'NET-DESYNC-01', `${id} stops`);
    assert.equal(stop?.peer, 'p3', `${id} names p3`);
  }
});

test('NET-DISPUTE-01 with three tables, one table refusing an act the others accepted stops both of them, naming it', () => {
  const m = mesh(3, 6);
  // p3's table refuses the first act of p1's it is handed, as a modified table would.
  let refused = false;
  m.tamper = (from, _to, msg) => {
    if (from === 'p3' && msg.t === 'ack' && !refused && m.tables.get('p3')!.log[msg.seq]?.from === 'p1') {
      return { t: 'reject', seq: msg.seq, checks: [{ rule: 'K-SUIT-04', ok: false, says: 'no' }], author: 'p1' };
    }
    return msg;
  };
  const wrap = m.tamper;
  m.tamper = (from, to, msg) => {
    const out = wrap(from, to, msg);
    if (out?.t === 'reject' && to === 'p2') refused = true;
    return out;
  };
  play(m, 4, 60);
  while (!quiet(m)) deliverOne(m, seedRng(3));
  for (const id of ['p1', 'p2']) {
    const stop = m.tables.get(id)!.stop;
    assert.equal(stop?.rule, 'NET-DISPUTE-01', `${id} stops: ${JSON.stringify(stop)}`);
    assert.equal(stop?.peer, 'p3');
    assert.deepEqual(stop?.refusal, ['K-SUIT-04']);
  }
});

test(`NET-FLOOD-01 offences count per seat: past ${OFFENCE_LIMIT} of one seat's the match stops naming it; the others' counts stay at 0`, () => {
  const m = mesh(3, 8);
  let t = m.tables.get('p1')!;
  for (let k = 0; k <= OFFENCE_LIMIT; k++) {
    const s = receive(game, t, { t: 'sync', received: 0 }, 'p2');
    t = s.state;
    const bad = receive(game, t, { t: 'env', v: 1, match: 'x', seq: 0, from: 'p3', prev: '0'.repeat(32), event: { type: 'pass', player: 'p3' } } as Wire, 'p3');
    t = bad.state;
    if (t.stop) break;
  }
  assert.equal(t.stop?.rule, 'NET-FLOOD-01');
  assert.equal(t.stop?.peer, 'p3');
  assert.equal(t.peers['p2']!.offences, 0);
  assert.equal(t.peers['p3']!.offences, OFFENCE_LIMIT + 1);
});

test(`NET-FLOOD-01 acts and answers a seat sends ahead of this table's log are kept, at most ${AHEAD_LIMIT}; more are refused and counted`, () => {
  const m = mesh(3, 9);
  let t = m.tables.get('p1')!;
  for (let seq = 1; seq <= AHEAD_LIMIT + 1; seq++) {
    t = receive(game, t, { t: 'ack', seq, hash: 'a'.repeat(32) }, 'p2').state;
  }
  assert.equal(t.peers['p2']!.early.length, AHEAD_LIMIT);
  assert.equal(t.peers['p2']!.offences, 1);
  assert.equal(t.peers['p3']!.early.length, 0);
});

test('NET-FLOOR-01 with three tables a seat may not send an act for another seat, even the one that holds the floor', () => {
  const m = mesh(3, 10);
  const holder = floorSeat(game, m.tables.get('p1')!.game)!;
  const sender = m.ids.find((id) => id !== holder && id !== 'p1')!;
  const owner = m.tables.get(holder)!;
  const next = nextAct(game, owner.game, holder, owner.mine, m.chains[holder]!, seedRng(1), tokens('x'));
  const p = prepare(game, owner, next.act!);
  assert.ok(p.ok);
  const s = receive(game, m.tables.get('p1')!, p.proposal.envelope, sender);
  assert.equal(s.outcome.kind, 'offence');
  assert.equal(s.state.log.length, 0);
  assert.equal(s.state.peers[sender]!.offences, 1);
});
