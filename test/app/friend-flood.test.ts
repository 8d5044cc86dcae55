// Issue 11, item 7: a friend's table that floods the honest one. The honest table is a real
// FriendMatch (session actor, store, snapshots) over an in-memory pair; the friend is a real
// session actor played by the bot, whose transport end the test writes 10,000 messages to,
// past its session. What a flood may cost is measured in `npm run bench` (flood_click_ms);
// here: what the honest table does with it.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { FriendMatch } from '../../src/app/friend-match.js';
import type { KultSnapshot as MatchSnapshot } from '../../components/kult-port.js';
import { memoryPair, type MemoryTransport } from '../../src/net/memory-transport.js';
import { STARTER_DECKS, floorHolder, type KultGame } from '../../src/kult/index.js';
import { sensibleMove } from '../../src/kult/bots/sensible-bot.js';
import { seedRng, type RngState } from '../../src/engine/rng.js';
import { currentHash, resend } from '../../src/net/lockstep/lockstep.js';
import { PROTOCOL_VERSION, type Envelope } from '../../src/net/protocol.js';
import type { MatchStore } from '../../src/net/match-store.js';
import { EVIDENCE_LIMIT, OFFENCE_LIMIT } from '../../src/net/violation.js';
import { botMove, side, tokens, type Side, kultState } from '../support/net-duel.js';
import { GAME } from '../support/net-duel.js';

const FLOOD = 10_000;

function countingStore(): MatchStore & { saves: number } {
  const store = {
    saves: 0,
    async save() { store.saves++; },
    async forRoom() { return null; },
    async load() { return null; },
    async remove() {},
    close() {},
  };
  return store;
}

interface Table {
  readonly honest: FriendMatch<KultGame>;
  readonly friend: Side;
  /** The friend's end: what the test writes there reaches the honest table as the friend's. */
  readonly ta: MemoryTransport;
  readonly store: ReturnType<typeof countingStore>;
  /** Messages the honest table sent the friend. */
  readonly replies: unknown[];
  /** Events the honest session actor was handed (from its inspection stream): type, and whether the session had stopped by then. */
  readonly events: Array<{ readonly type: string; readonly stopped: boolean }>;
}

/**
 * The honest guest and the friend's table in play, each with a few acts of its own, all of them
 * acknowledged, and the honest player holding the floor (nobody acts meanwhile: auto-pass off).
 */
async function inPlay(room: string): Promise<Table> {
  const [ta, tb] = memoryPair();
  const store = countingStore();
  const events: Table['events'] = [];
  const friend = side('host', ta);
  const ref: { honest?: FriendMatch<KultGame> } = {};
  const honest = new FriendMatch({
    game: GAME,
    role: 'guest', room, name: 'Bob', settings: { game: { ruleset: 'FAQ', struggle: 'continent' }, clockSeconds: 0 }, connect: () => tb, store, token: tokens(`honest-${room}`),
    inspect: (e) => {
      // Emitted as the event is handed over, before the actor takes it (or ignores it, once done).
      // The session's events only (the response clock's plans are the table's own).
      if (e.type === '@xstate.event' && e.actorRef === ref.honest?.actor) events.push({ type: (e.event as { type: string }).type, stopped: ref.honest?.actor.getSnapshot().status === 'done' });
    },
  });
  ref.honest = honest;
  honest.configure({ hold: true });
  honest.choose(STARTER_DECKS.angel.majors[0], STARTER_DECKS.angel.cards);
  for (let i = 0; i < 400 && honest.phase !== 'playing'; i++) await sleep(1);
  assert.equal(honest.phase, 'playing');
  let rng: RngState = seedRng(7);
  const acts = (who: string) => honest.session.lockstep!.log.filter((r) => r.from === who).length;
  for (let i = 0; i < 2_000; i++) {
    const ls = honest.session.lockstep!;
    const quiet = ls.unacked.length === 0 && friend.actor.getSnapshot().context.lockstep!.unacked.length === 0 && friend.actor.getSnapshot().context.lockstep!.log.length === ls.log.length;
    const s = honest.snapshot;
    const honestFloor = !s.view.pending && floorHolder(s.view) === 'guest';
    if (quiet && honestFloor && acts('guest') >= 3 && acts('host') >= 3) break;
    if (quiet && honestFloor) {
      let m;
      [m, rng] = sensibleMove({ cards: honest.game.cards }, s.view, 'guest', rng);
      if (m) assert.ok(honest.attempt(m).ok);
    } else if (quiet) {
      let m;
      [m, rng] = botMove(friend, rng);
      if (m) friend.actor.send({ type: 'ACT', action: m });
    }
    await ta.settled();
    await sleep(0);
  }
  assert.ok(acts('guest') >= 3 && acts('host') >= 3, 'both tables have acts of their own');
  assert.equal(floorHolder(honest.snapshot.view), 'guest', 'the honest player holds the floor');
  const replies: unknown[] = [];
  ta.on('message', (m) => replies.push(m));
  return { honest, friend, ta, store, replies, events };
}

/** Writes `count` copies of `message` to the friend's end, and waits until all were handled. */
async function flood(t: Table, message: unknown, count = FLOOD): Promise<void> {
  for (let i = 0; i < count; i++) t.ta.send(message);
  await t.ta.settled();
  await sleep(0);
}

function watch(honest: FriendMatch<KultGame>): { published: MatchSnapshot[]; off: () => void } {
  const published: MatchSnapshot[] = [];
  const off = honest.subscribe((s) => published.push(s));
  return { published, off };
}

test('NET-FLOOD-01 10,000 of each message that changes nothing (a resend request, a copy of an act, an acknowledgement nobody awaits, a refusal of no act) publish no snapshot, save nothing, change no state and are answered at most once', async () => {
  const t = await inPlay('kult-floodnoop');
  const ls = t.honest.session.lockstep!;
  const friendLs = t.friend.actor.getSnapshot().context.lockstep!;
  const own = [...friendLs.log].reverse().find((r) => r.from === 'host')!;
  const honestLast = [...ls.log].reverse().find((r) => r.from === 'guest')!;
  const snapshot = t.honest.snapshot;
  const saves = t.store.saves;
  const { published, off } = watch(t.honest);

  await flood(t, { t: 'sync', received: 0 });
  await flood(t, resend(friendLs, own.seq).find((e) => e.seq === own.seq));
  await flood(t, { t: 'ack', seq: honestLast.seq, hash: honestLast.hash });
  await flood(t, { t: 'reject', seq: honestLast.seq, checks: [{ rule: 'NET-SHAPE-01', ok: false, says: 'x' }], what: 'message' });
  off();

  assert.ok(t.events.filter((e) => e.type === 'PEER').length >= 4 * FLOOD, 'every message reached the session');
  assert.equal(published.length, 0, 'no snapshot was published: the table draws nothing');
  assert.equal(t.honest.snapshot, snapshot, 'the snapshot is the one before');
  assert.equal(t.store.saves, saves, 'nothing was saved');
  const after = t.honest.session.lockstep!;
  assert.equal(kultState(after), kultState(ls), 'the game is unchanged');
  assert.equal(after.log, ls.log, 'the log is unchanged');
  assert.equal(after.offences, 0, 'nothing of it is an offence');
  // Every act of the honest table's was acknowledged: a resend request brings nothing back; the copy is acknowledged once.
  assert.deepEqual(t.replies, [{ t: 'ack', seq: own.seq, hash: own.hash }], 'answered at most once per kind, and only with what the friend lacks');
  t.honest.dispose();
  t.friend.actor.stop();
});

test('NET-FLOOD-01 a burst of refused messages below the limit is counted in full and published once, not once per message', async () => {
  const t = await inPlay('kult-floodburst');
  const ls = t.honest.session.lockstep!;
  const { published, off } = watch(t.honest);
  await flood(t, { t: 'env', v: PROTOCOL_VERSION, match: ls.match, seq: ls.log.length, from: 'host', prev: currentHash(ls), event: { type: 'pass', player: 'host' } }, OFFENCE_LIMIT - 1);
  await sleep(40);
  off();
  assert.equal(t.honest.snapshot.offences, OFFENCE_LIMIT - 1);
  assert.equal(t.honest.snapshot.status, 'playing');
  assert.equal(published.length, 1, 'one snapshot for the whole burst');
  assert.equal(published[0]!.offences, OFFENCE_LIMIT - 1, 'and it counts them all');
  t.honest.dispose();
  t.friend.actor.stop();
});

for (const [kind, rule, make] of [
  ['acts that rewrite the first one played', 'NET-SEQ-01', (ls: NonNullable<FriendMatch<KultGame>['session']['lockstep']>) => ({ t: 'env', v: PROTOCOL_VERSION, match: ls.match, seq: 0, from: 'host', prev: 'f'.repeat(32), event: { type: 'endStep', player: 'host' } }) satisfies Envelope],
  ['acts out of turn', 'NET-FLOOR-02', (ls: NonNullable<FriendMatch<KultGame>['session']['lockstep']>) => ({ t: 'env', v: PROTOCOL_VERSION, match: ls.match, seq: ls.log.length, from: 'host', prev: currentHash(ls), event: { type: 'pass', player: 'host' } }) satisfies Envelope],
  ['malformed messages', 'NET-SHAPE-01', (ls: NonNullable<FriendMatch<KultGame>['session']['lockstep']>) => ({ t: 'env', v: PROTOCOL_VERSION, match: ls.match, seq: 'x', from: 'host' })],
] as const) {
  test(`NET-FLOOD-01 10,000 ${kind} (${rule}): the match stops past ${OFFENCE_LIMIT} as a flood, the honest table hangs up, nothing more reaches its session, and the game and log never change`, async () => {
    const t = await inPlay(`kult-flood${rule.toLowerCase().replace(/-/g, '')}`);
    const ls = t.honest.session.lockstep!;
    const saves = t.store.saves;
    const { published, off } = watch(t.honest);
    await flood(t, make(ls));
    off();

    const s = t.honest.snapshot;
    assert.equal(s.status, 'stopped');
    assert.equal(s.stop?.code, 'flood');
    assert.equal(s.stop?.rule, 'NET-FLOOD-01');
    assert.equal(s.offences, OFFENCE_LIMIT + 1, 'counted up to the stop, not beyond');
    assert.ok(s.violations.length <= EVIDENCE_LIMIT, 'the evidence is bounded');
    assert.equal(s.violations[0]?.rule, rule, 'the first refusal names its rule');
    assert.ok(t.honest.actor.getSnapshot().matches('stopped'));
    assert.equal(t.events.filter((e) => e.stopped).length, 0, 'after the stop no message (nor anything else) is handed to the session');
    assert.ok(published.length <= OFFENCE_LIMIT + 2, `a snapshot per counted offence at most (${published.length})`);
    assert.ok(t.store.saves - saves <= EVIDENCE_LIMIT + 1, `a save per kept violation at most (${t.store.saves - saves})`);
    const after = t.honest.session.lockstep!;
    assert.equal(kultState(after), kultState(ls), 'the game is unchanged');
    assert.equal(after.log, ls.log, 'the log is unchanged');
    const rejects = t.replies.filter((m) => (m as { t?: string }).t === 'reject').length;
    assert.equal(rejects, OFFENCE_LIMIT + 1, 'a refusal per counted offence, then silence');
    assert.deepEqual(t.replies.at(-1), { t: 'bye', reason: 'flood' }, 'the friend hears why, once');
    assert.equal(t.ta.state, 'closed', 'and the honest table hangs up: the rest of the flood never reaches it');
    t.honest.dispose();
    t.friend.actor.stop();
  });
}
