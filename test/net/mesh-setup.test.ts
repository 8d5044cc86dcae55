// N-way commit-then-reveal setup (src/net/mesh/setup-rounds.ts): three to six tables confirm one
// roster by hash before any commitment (NET-ROSTER-01), agree on one start, play a whole KULT game
// over the N-seat lockstep, and every table audits every other seat (NET-AUDIT-01..03).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { canonicalJson } from '../../src/engine/canonical.js';
import { randomInt, seedRng, shuffled, type RngState } from '../../src/engine/rng.js';
import { coreCards, kultGame, STARTER_DECKS } from '../../src/kult/index.js';
import { sameMajorHandOvers } from '../../src/kult/game.js';
import { auditPeer } from '../../src/net/lockstep/audit.js';
import { currentHash, startLockstep, type LockstepState } from '../../src/net/lockstep/lockstep.js';
import { matchId } from '../../machines/session/context.js';
import { choose, receiveSetup, startSetup, type SetupState, type SetupStep } from '../../src/net/mesh/setup-rounds.js';
import { wireCodec, type Wire } from '../../src/net/protocol.js';
import { cutterOf, rosterOf, type Roster } from '../../src/net/roster.js';
import { meshOf, playMesh, quiet, deliver } from '../support/mesh-tables.js';
import { tokens } from '../conformance/tables.js';

const game = kultGame(coreCards());
const SETTINGS = { ruleset: 'FAQ', struggle: 'continent' };
const DECKS = [STARTER_DECKS.archon, STARTER_DECKS.angel];

interface Net {
  tables: Map<string, SetupState>;
  queues: Map<string, Wire[]>;
  /** Every message sent, by sender. */
  log: { from: string; to: string; message: Wire }[];
}

function post(n: Net, from: string, step: SetupStep): void {
  n.tables.set(from, step.state);
  const ids = [...n.tables.keys()];
  for (const o of step.out) {
    for (const to of o.to === 'all' ? ids.filter((id) => id !== from) : [o.to]) {
      // Every message goes over the wire as JSON and through the codec, as from an untrusted peer.
      const parsed = wireCodec(game).parse(JSON.parse(JSON.stringify(o.message)));
      assert.ok(parsed.ok, `${o.message.t} parses`);
      n.log.push({ from, to, message: parsed.message });
      n.queues.set(`${from}>${to}`, [...(n.queues.get(`${from}>${to}`) ?? []), parsed.message]);
    }
  }
}

/** Sets up `rosters[k]` for table k (the same roster, unless a test says otherwise), in a random interleaving. */
function setUp(rosters: Roster[], seed: number, majors?: (k: number) => string, settingsOf: (k: number) => typeof SETTINGS = () => SETTINGS): Net {
  const n: Net = { tables: new Map(), queues: new Map(), log: [] };
  const seats = rosters[0]!.seats.map((s) => s.seat);
  const started = seats.map((me, k) => startSetup({ game, roster: rosters[k]!, me, settings: settingsOf(k), clockSeconds: 0, name: me, token: tokens(`setup:${seed}:${me}`) }));
  started.forEach((s, k) => n.tables.set(seats[k]!, s.state));
  started.forEach((s, k) => post(n, seats[k]!, s));
  seats.forEach((me, k) => {
    const deck = DECKS[k % 2]!;
    post(n, me, choose(n.tables.get(me)!, majors?.(k) ?? deck.majors[Math.floor(k / 2) % deck.majors.length]!, shuffled(seedRng(seed * 7 + k), deck.cards)[0]));
  });
  let rng: RngState = seedRng(seed);
  for (let i = 0; i < 100_000; i++) {
    const busy = [...n.queues.entries()].filter(([, q]) => q.length > 0);
    if (busy.length === 0) break;
    const [k, next] = randomInt(rng, 0, busy.length - 1);
    rng = next;
    const [key, [m, ...rest]] = busy[k]!;
    n.queues.set(key, rest);
    const [from, to] = key.split('>') as [string, string];
    post(n, to, receiveSetup(n.tables.get(to)!, m!, from));
  }
  return n;
}

for (const count of [3, 4]) {
  test(`NET-ROSTER-01 NET-SEED-01 K-SETUP-04 ${count} tables agree on one start, each pile cut by the seat to its left, then play a whole KULT game and every table audits every other seat (NET-AUDIT-01..03)`, () => {
    const roster = rosterOf('kult', Array.from({ length: count }, (_, k) => `peer-${k}`));
    const n = setUp(Array(count).fill(roster), count);
    const states = [...n.tables.values()];
    for (const s of states) assert.equal(s.round, "play", JSON.stringify(states.map((x) => [x.input.me, x.round, x.error])));
    assert.equal(new Set(states.map((s) => canonicalJson(s.agreement))).size, 1, 'one agreement');
    const agreement = states[0]!.agreement!;
    // The player to the left cuts: seat k's pile by seat k+1's cut seed.
    for (const seat of agreement.seats) assert.equal(seat.cut, n.tables.get(cutterOf(roster, seat.id))!.mine.cut);
    // Play it out over the N-seat lockstep.
    const ids = roster.seats.map((s) => s.seat);
    const tables = new Map<string, LockstepState>(states.map((s) => [s.input.me, startLockstep(game, matchId(agreement), s.input.me, s.start, s.instances!, ids)]));
    const m = meshOf(game, tables, Object.fromEntries(states.map((s) => [s.input.me, s.mine.chain])));
    const acts = playMesh(game, m, 50 + count);
    let rng = seedRng(9);
    while (!quiet(m)) rng = deliver(game, m, rng);
    const end = [...m.tables.values()];
    assert.ok(acts > 50);
    for (const t of end) {
      assert.equal(t.stop, null);
      assert.notEqual(game.ended(t.game as never), null);
    }
    assert.equal(new Set(end.map(currentHash)).size, 1);
    // Every table checks every other seat's audit: its list, its committed cards, the whole log replayed.
    for (const auditor of end) {
      for (const s of states) {
        if (s.input.me === auditor.me) continue;
        const seatTable = m.tables.get(s.input.me)!;
        const claim = { t: 'audit' as const, list: [...s.mine.plays!.list], listSalt: s.mine.plays!.salt, reveals: Object.entries(seatTable.mine).map(([iid, x]) => ({ iid, card: x.card, salt: x.salt })) };
        const audit = auditPeer(game, agreement, s.input.me, claim, auditor.mine, auditor.log);
        assert.ok(audit.fair, `${auditor.me} audits ${s.input.me}: ${JSON.stringify(audit.checks.filter((c) => !c.ok))}`);
      }
    }
  });
}

test('NET-ROSTER-01 a table that confirms another roster stops every table before anything is committed, naming its seat', () => {
  const roster = rosterOf('kult', ['a', 'b', 'c']);
  const other = rosterOf('kult', ['a', 'c', 'b']);
  // p3's table was told another seating (p2 and p3 swapped peers), but keeps its seat p3.
  const n = setUp([roster, roster, { ...other, seats: other.seats.map((s) => ({ ...s })) }], 3);
  for (const id of ['p1', 'p2']) {
    const s = n.tables.get(id)!;
    assert.equal(s.round, 'failed');
    assert.equal(s.error?.rule, 'NET-ROSTER-01');
    assert.equal(s.error?.seat, 'p3');
  }
  assert.deepEqual(n.log.filter((e) => e.message.t === 'commit' && e.from !== 'p3'), [], 'no honest table committed to anything');
});

test('NET-SWAP-01 three players who reveal the same Major each play the deck of the one before them in seating order; the judge cites the house default', () => {
  const roster = rosterOf('kult', ['a', 'b', 'c']);
  const major = STARTER_DECKS.archon.majors[0]!;
  const n = setUp(Array(3).fill(roster), 5, () => major);
  const states = roster.seats.map((s) => n.tables.get(s.seat)!);
  for (const s of states) {
    assert.equal(s.round, 'play', JSON.stringify(s.error));
    assert.equal(s.exchangeRule, 'NET-SWAP-01');
  }
  // p1's list goes to p2, p2's to p3, p3's to p1: each plays the list of the seat before it.
  states.forEach((s, k) => assert.deepEqual(s.mine.plays!.list, states[(k + 2) % 3]!.mine.list));
  // Each list went only to the seat that takes it.
  assert.deepEqual(n.log.filter((e) => e.message.t === 'swap').map((e) => `${e.from}>${e.to}`).sort(), ['p1>p2', 'p2>p3', 'p3>p1']);
  assert.equal(states[0]!.agreement!.seats[1]!.listCommit, n.tables.get('p1')!.mine.listCommit);
});

test('K-SETUP-03 NET-SWAP-01 who hands a deck to whom: two with the same Major swap; three or more pass it on in seating order; the rule cited for each', () => {
  assert.deepEqual(sameMajorHandOvers(['x', 'x']), [[0, 1], [1, 0]]);
  assert.deepEqual(sameMajorHandOvers(['x', 'y', 'x', 'x']), [[0, 2], [2, 3], [3, 0]]);
  assert.deepEqual(sameMajorHandOvers(['x', 'y', 'y', 'x']), [[0, 3], [3, 0], [1, 2], [2, 1]]);
  assert.deepEqual(sameMajorHandOvers(['x', 'y', 'z']), []);
  assert.equal(game.setup.exchangeRule!(['x', 'x']), 'K-SETUP-03');
  assert.equal(game.setup.exchangeRule!(['x', 'x', 'x']), 'NET-SWAP-01');
  assert.equal(game.setup.exchangeRule!(['x', 'y']), null);
});

test('NET-SETTINGS-01: a table set up from other settings than the others\' links stops the setup before any commitment, naming the seat', () => {
  const roster = rosterOf('kult', ['a', 'b', 'c']);
  const n = setUp([roster, roster, roster], 71, undefined, (k) => (k === 2 ? { ...SETTINGS, struggle: 'world' } : SETTINGS));
  const p1 = n.tables.get('p1')!;
  assert.equal(p1.round, 'failed');
  assert.equal(p1.error?.rule, 'NET-SETTINGS-01');
  assert.equal(p1.error?.seat, 'p3');
  assert.ok(!n.log.some((m) => m.from === 'p1' && m.message.t === 'commit'), 'p1 committed to nothing');
});
