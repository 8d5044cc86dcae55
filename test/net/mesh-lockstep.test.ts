// The lockstep for three to six seats, as pure functions over a mesh of ordered channels (one per
// pair of tables, delivered in a random interleaving): every table judges every act, every ack
// and refusal goes to every other table, an act settles when every other seat acknowledged it,
// and a desync, a dispute or a flood stops the match naming the seat (NET-DESYNC-01, NET-DISPUTE-01,
// NET-FLOOD-01).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { floorSeat } from '../../src/engine/game.js';
import { seedRng, type RngState } from '../../src/engine/rng.js';
import { AHEAD_LIMIT, currentHash, prepare, receive, startLockstep } from '../../src/net/lockstep/lockstep.js';
import { deliver, meshOf, playMesh, quiet, type Mesh } from '../support/mesh-tables.js';
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

function mesh(seats: number, seed: number): Mesh {
  const committed = committedStart(KULT, seats, seed);
  const ids = Object.keys(committed.secrets);
  return meshOf(game, new Map(ids.map((id) => [id, startLockstep(game, `m-${seed}`, id, committed.state, committed.secrets[id]!, ids)])), committed.chains);
}

const deliverOne = (m: Mesh, rng: RngState): RngState => deliver(game, m, rng);
const play = (m: Mesh, seed: number, maxActs?: number): number => playMesh(game, m, seed, maxActs);

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
