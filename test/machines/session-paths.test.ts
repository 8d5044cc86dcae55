// Path tests of the friend-match setup (issue 12): the session chart stepped with XState's pure
// transition() (no actors, no transport). Two tables whose messages to each other arrive in every
// possible order reach play on both, under one agreement, with or without the link dropping at
// any point of the setup; and one table reaches play whatever order its friend's setup messages
// arrive in, over the chart's state graph from @xstate/graph.
import assert from 'node:assert/strict';
import { test, type TestContext } from 'node:test';
import { getAdjacencyMap, getShortestPaths, type SerializedSnapshot } from '@xstate/graph';
import type { ActorLogic, SnapshotFrom } from 'xstate';
import { sessionMachine, type SessionEvent, type SessionInput } from '../../machines/session.js';
import { STARTER_DECKS } from '../../src/kult/index.js';
import type { Wire } from '../../src/net/protocol.js';
import { GAME, SETTINGS, tokens } from '../support/net-duel.js';
import { explore, setupMessages, type Exploration, type Scenario, type Seat } from './session-interleavings.js';

const decks = { host: STARTER_DECKS.archon, guest: STARTER_DECKS.angel };

function scenario(drops: number, sameMajor: boolean): Scenario {
  return {
    input: (seat) => ({ game: GAME, role: seat, name: seat, settings: SETTINGS, token: tokens(seat) }),
    choose: (seat: Seat) => ({ type: 'CHOOSE', choice: sameMajor ? 'kether' : decks[seat].majors[0], list: decks[seat].cards }),
    drops,
  };
}

function report(t: TestContext, what: string, r: Exploration): void {
  t.diagnostic(`${what}: ${r.interleavings} interleavings explored (${r.states} distinct states): ${[...r.outcomes].map(([k, n]) => `${k} ${n}`).join(', ')}`);
}

test('K-SETUP-02 K-SETUP-04 every interleaving of the two tables\' messages (each queue in order) with their CHOOSE and OPEN reaches play on both, under one agreement', (t) => {
  const r = explore(scenario(0, false));
  report(t, 'different Majors', r);
  assert.deepEqual([...r.outcomes.keys()], ['playing'], `${r.interleavings} interleavings`);
  // Both tables open, choose and send their 8 setup messages each: far more than one order.
  assert.ok(r.interleavings > 10_000n, `only ${r.interleavings} interleavings explored`);
});

test('K-SETUP-03 with the same Major revealed, every interleaving exchanges the lists and reaches play on both, under one agreement', (t) => {
  const s = scenario(0, true);
  const r = explore(s);
  report(t, 'same Major (exchange)', r);
  assert.deepEqual([...r.outcomes.keys()], ['playing'], `${r.interleavings} interleavings`);
  assert.ok(setupMessages(s).host.some((m) => m.t === 'swap'), 'the lists are exchanged');
});

for (const sameMajor of [false, true]) {
  test(`a link dropped at any point of the setup (in-flight messages lost, CLOSED then OPEN on each table), in every interleaving, ends with both tables playing or both stopped with a named error, never one waiting${sameMajor ? ' (K-SETUP-03 exchange)' : ''}`, (t) => {
    const r = explore(scenario(1, sameMajor));
    const without = explore(scenario(0, sameMajor));
    report(t, `one drop${sameMajor ? ', same Major' : ''}`, r);
    for (const name of r.outcomes.keys()) assert.match(name, /^(playing|stopped:[\w-]+\/[\w-]+)$/, `${r.interleavings} interleavings`);
    // The drop was inserted: each interleaving without one is among them, and many more with one.
    assert.ok(r.interleavings > 100n * without.interleavings, `${r.interleavings} with a drop vs ${without.interleavings} without`);
  });
}

// One table against its friend's recorded setup messages, delivered in ANY order (not only the
// order an ordered channel keeps): the chart stores each as it comes and moves on when what a
// phase waits for is there. @xstate/graph builds the chart's state graph over these events.
test('one table reaches play whatever order its friend\'s setup messages arrive in (each of the 8, after its OPEN, its CHOOSE anywhere): all 403,200 orders, none stuck or failed', (t) => {
  type Snap = SnapshotFrom<typeof sessionMachine>;
  const s = scenario(0, false);
  const friend = setupMessages(s).guest;
  assert.equal(friend.length, 8);
  const slot = (m: Wire): string => (m.t === 'commit' || m.t === 'reveal' ? `${m.t}:${m.what}` : m.t);
  const got = (snap: Snap): Set<string> => {
    const p = snap.context.peer;
    return new Set([p.hello && 'hello', p.seedCommit && 'commit:seed', p.seedReveal && 'reveal:seed', p.choiceCommit && 'commit:choice', p.listCommit && 'commit:list', p.choiceReveal && 'reveal:choice', p.pile && 'pile', p.cut && 'cut'].filter((x): x is string => !!x));
  };
  const done = (snap: Snap): boolean => snap.status !== 'active' || snap.matches('playing');
  const options = {
    input: s.input('host'),
    events: (snap: Snap): SessionEvent[] => [
      ...(snap.context.mine.choice === undefined ? [s.choose('host')] : []),
      ...(snap.matches('lobby') ? [{ type: 'OPEN' } as const] : friend.filter((m) => !got(snap).has(slot(m))).map((m) => ({ type: 'PEER', data: m }) as const)),
    ],
    serializeState: (snap: Snap) => JSON.stringify([snap.value, snap.status, [...got(snap)].sort(), snap.context.mine.choice !== undefined]),
    serializeEvent: (e: SessionEvent) => (e.type === 'PEER' ? `PEER ${slot(e.data as Wire)}` : e.type),
    stopWhen: done,
  };
  // @xstate/graph's logic type does not carry the chart's typed `emit` (SessionEmitted); its snapshots are the chart's.
  const logic = sessionMachine as unknown as ActorLogic<Snap, SessionEvent, SessionInput>;
  const graph = getAdjacencyMap(logic, options);
  // Orders from each state to its ends, counted over the graph (a DAG: every event fills a slot).
  const memo = new Map<string, bigint>();
  const orders = (key: string): bigint => {
    const known = memo.get(key);
    if (known !== undefined) return known;
    const { state, transitions } = graph[key as SerializedSnapshot]!;
    const next = Object.values(transitions);
    let n = 0n;
    if (next.length === 0) {
      assert.ok(state.matches('playing'), `a table stops short of play: ${key} ${state.context.error?.message ?? ''}`);
      n = 1n;
    } else for (const { state: to } of next) n += orders(options.serializeState(to));
    memo.set(key, n);
    return n;
  };
  const start = Object.keys(graph)[0]!;
  const total = orders(start);
  t.diagnostic(`one table: ${total} orders over ${Object.keys(graph).length} states of @xstate/graph's adjacency map`);
  // 10 events, OPEN before the 8 messages: 10!/9 orders, every one of them reaching play.
  assert.equal(total, 403_200n);
  const shortest = getShortestPaths(logic, { ...options, toState: (snap: Snap) => snap.matches('playing') });
  assert.ok(shortest.length > 0);
  for (const path of shortest) assert.equal(path.steps.length, 11, 'the shortest way to play: init, CHOOSE, OPEN and the 8 messages');
});
