/**
 * Taking back an act in a friend match (NET-UNDO-01…03), through two FriendMatch ports, their
 * session charts and the lockstep over the in-memory transport; the hostile cases send crafted
 * requests on the guest's end of the line.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { setImmediate as immediate, setTimeout as sleep } from 'node:timers/promises';
import { FriendMatch } from '../../src/app/friend-match.js';
import { memoryPair, type MemoryTransport } from '../../src/net/memory-transport.js';
import { STARTER_DECKS, floorHolder, type Action } from '../../src/kult/index.js';
import { sensibleMove } from '../../src/kult/bots/sensible-bot.js';
import { seedRng, type RngState } from '../../src/engine/rng.js';
import { currentHash } from '../../src/net/lockstep/lockstep.js';
import { UNDO_LIMIT } from '../../src/net/lockstep/undo.js';
import { OFFENCE_LIMIT } from '../../src/net/violation.js';
import type { MatchStore } from '../../src/net/match-store.js';
import type { SavedSession } from '../../src/net/saved-session.js';
import { GAME, tokens } from '../support/net-duel.js';

const SETTINGS = { game: { ruleset: 'FAQ' as const, struggle: 'continent' as const }, clockSeconds: 0 };

function memoryStore(): MatchStore & { last: SavedSession | null } {
  const store = {
    last: null as SavedSession | null,
    async save(s: SavedSession) { store.last = JSON.parse(JSON.stringify(s)); },
    async forRoom() { return null; },
    async load() { return null; },
    async remove() {},
    close() {},
  };
  return store;
}

type Port = FriendMatch<typeof GAME>;

async function pair(room: string) {
  const [ta, tb] = memoryPair();
  const ends: Record<'host' | 'guest', MemoryTransport> = { host: ta, guest: tb };
  const store = memoryStore();
  const host: Port = new FriendMatch({ game: GAME, role: 'host', room, name: 'Ann', settings: SETTINGS, connect: (r) => ends[r], store, token: tokens(`${room}:host`) });
  const guest: Port = new FriendMatch({ game: GAME, role: 'guest', room, name: 'Bob', settings: SETTINGS, connect: (r) => ends[r], token: tokens(`${room}:guest`) });
  host.choose(STARTER_DECKS.archon.majors[0], STARTER_DECKS.archon.cards);
  guest.choose(STARTER_DECKS.angel.majors[0], STARTER_DECKS.angel.cards);
  for (let i = 0; i < 500 && !(host.phase === 'playing' && guest.phase === 'playing'); i++) await sleep(1);
  assert.equal(host.phase, 'playing');
  // The bots pass when they mean to: no table passes by itself while a crafted request is judged.
  for (const p of [host, guest]) p.configure({ hold: true });
  const settle = async () => {
    await ta.settled();
    await tb.settled();
    await immediate();
  };
  return { host, guest, ta, tb, store, settle };
}

/** One bot move for `port` if it holds the floor; true if it moved. */
function botStep(port: Port, rng: { r: RngState }): boolean {
  const s = port.snapshot;
  if (port.phase !== 'playing' || s.view.ended || floorHolder(s.view) !== s.me || s.view.pending) return false;
  const [move, next] = sensibleMove({ cards: port.game.cards }, s.view, s.me, rng.r);
  rng.r = next;
  if (!move) return false;
  assert.ok(port.attempt(move).ok);
  return true;
}

const ls = (p: Port) => p.session.lockstep!;

/** Plays both bots until `until` holds (checked after every move). */
async function playUntil(host: Port, guest: Port, settle: () => Promise<void>, until: () => boolean, rng = { r: seedRng(5) }, max = 20_000): Promise<boolean> {
  for (let i = 0; i < max; i++) {
    for (const p of [host, guest]) {
      if (botStep(p, rng)) {
        await settle();
        if (until()) return true;
      }
    }
    await settle();
    if (until()) return true;
  }
  return false;
}

test('NET-UNDO-01 NET-UNDO-02 an allowed request takes the act back on both tables (log, state, store), and play goes on to an audited end', async () => {
  const { host, guest, store, settle } = await pair('undo-allow');
  assert.ok(await playUntil(host, guest, settle, () => host.canAskUndo), 'the host played an act it may take back');
  const seq = ls(host).log.length - 1 - [...ls(host).log].reverse().findIndex((r) => r.from === 'host' && r.event.type !== 'pass');
  const act = ls(host).log[seq]!.event;
  const back = seq === 0 ? ls(host).startHash : ls(host).log[seq - 1]!.hash;
  assert.equal(host.askUndo(), true);
  assert.equal(host.snapshot.undo?.asking, true);
  assert.equal(host.canAskUndo, false, 'one open request at a time');
  // The asking table plays nothing until the answer comes.
  const waiting = host.legalActions()[0];
  if (waiting) assert.equal(host.attempt(waiting).checks.find((c) => !c.ok)?.rule, 'NET-UNDO-02');
  await settle();
  assert.deepEqual(guest.undoRequest, { seq, action: act });
  assert.deepEqual(guest.snapshot.undo?.request, { seq, action: act });
  // Never answered by the table itself: nothing changes until the player answers.
  await sleep(20);
  assert.equal(ls(guest).log.length > seq, true);
  guest.answerUndo(true);
  await settle();
  for (const p of [host, guest]) {
    assert.equal(ls(p).log.length, seq, `${p.snapshot.me}'s log ends before the act`);
    assert.equal(currentHash(ls(p)), back);
    assert.equal(GAME.fingerprint(ls(p).game as Parameters<typeof GAME.fingerprint>[0]), back, `${p.snapshot.me}'s state is the one before the act`);
    assert.equal(p.snapshot.log.length, seq);
  }
  assert.deepEqual(host.snapshot.undo?.result, { kind: 'undone' });
  assert.equal(guest.undoRequest, null);
  await sleep(250);
  assert.equal(store.last?.log.length, seq, 'the saved match lost the act too (a reload resumes without it)');
  // Play on to the end: the audit replays the log without the taken-back act and finds it fair.
  const rng = { r: seedRng(9) };
  assert.ok(await playUntil(host, guest, settle, () => host.phase === 'audited' && guest.phase === 'audited', rng));
  assert.equal(host.session.audit?.fair, true, JSON.stringify(host.session.audit?.checks.filter((c) => !c.ok)));
  assert.equal(guest.session.audit?.fair, true);
  assert.equal(host.snapshot.offences + guest.snapshot.offences, 0);
  host.dispose();
  guest.dispose();
});

test('NET-UNDO-02 a refused request changes nothing on either table, and the asker plays on', async () => {
  const { host, guest, settle } = await pair('undo-refuse');
  assert.ok(await playUntil(host, guest, settle, () => host.canAskUndo));
  const before = { host: ls(host).log, guest: ls(guest).log, hash: currentHash(ls(host)) };
  assert.equal(host.askUndo(), true);
  await settle();
  assert.ok(guest.undoRequest);
  guest.answerUndo(false);
  await settle();
  assert.equal(ls(host).log.length, before.host.length);
  assert.equal(ls(guest).log.length, before.guest.length);
  assert.equal(currentHash(ls(host)), before.hash);
  assert.equal(currentHash(ls(guest)), before.hash);
  assert.deepEqual(host.snapshot.undo?.result, { kind: 'refused', rules: ['NET-UNDO-02'] });
  assert.equal(host.snapshot.undo?.asking, false);
  assert.equal(guest.undoRequest, null);
  // The game goes on.
  const n = ls(host).log.length;
  assert.ok(await playUntil(host, guest, settle, () => ls(host).log.length > n + 2));
  host.dispose();
  guest.dispose();
});

/**
 * The guest's end sends `request` to the host as a hostile table would; returns the host's reply
 * and checks the host's game, log and offences did not change (an honest race is no offence).
 */
async function craft(t: { host: Port; tb: MemoryTransport; settle: () => Promise<void> }, request: unknown): Promise<{ t: string; what?: string; checks: { rule: string; ok: boolean }[] }> {
  const replies: unknown[] = [];
  const off = t.tb.on('message', (m) => replies.push(m));
  const before = ls(t.host);
  t.tb.send(request);
  await t.settle();
  (off as unknown as (() => void) | undefined)?.();
  const after = ls(t.host);
  assert.equal(after.game, before.game, 'the host\'s state is unchanged');
  assert.equal(after.log, before.log);
  assert.equal(t.host.undoRequest, null, 'nothing is put to the host\'s player');
  const reply = replies.find((m) => (m as { t: string }).t === 'reject') as { t: string; what?: string; checks: { rule: string; ok: boolean }[] };
  assert.ok(reply, `a refusal came back: ${JSON.stringify(replies)}`);
  return reply;
}

const failed = (r: { checks: { rule: string; ok: boolean }[] }) => r.checks.filter((c) => !c.ok).map((c) => c.rule);

test('NET-UNDO-01 requests the host\'s table refuses, citing the rule, with no change: the host\'s own act, a stale seq or fingerprint, a pass, a revealed card, a random draw', async () => {
  const t = await pair('undo-hostile');
  const { host, guest, settle } = t;
  const rng = { r: seedRng(5) };
  // The host's own act (the guest may not take back the friend's act).
  assert.ok(await playUntil(host, guest, settle, () => host.canAskUndo, rng));
  const own = [...ls(host).log].reverse().find((r) => r.from === 'host' && r.event.type !== 'pass')!;
  let r = await craft(t, { t: 'undo', seq: own.seq, hash: own.hash });
  assert.equal(r.what, 'undo');
  assert.deepEqual(failed(r), ['NET-UNDO-01']);
  // A seq past the log, and a real seq with another state's fingerprint.
  r = await craft(t, { t: 'undo', seq: ls(host).log.length + 3, hash: own.hash });
  assert.deepEqual(failed(r), ['NET-UNDO-01']);
  const anyGuest = [...ls(host).log].reverse().find((r) => r.from === 'guest');
  if (anyGuest) {
    r = await craft(t, { t: 'undo', seq: anyGuest.seq, hash: own.hash });
    assert.deepEqual(failed(r), ['NET-UNDO-01']);
  }
  // The guest's pass, and the guest's act that showed a card from its hand.
  let sawPass = false;
  let sawReveal = false;
  const guestPass = () => ls(host).log.at(-1)?.from === 'guest' && ls(host).log.at(-1)?.event.type === 'pass';
  const guestReveal = () => { const last = ls(host).log.at(-1); return last?.from === 'guest' && last.reveals.length > 0; };
  assert.ok(await playUntil(host, guest, settle, () => guestPass(), rng));
  const pass = ls(host).log.at(-1)!;
  r = await craft(t, { t: 'undo', seq: pass.seq, hash: pass.hash });
  assert.deepEqual(failed(r), ['NET-UNDO-01']);
  sawPass = true;
  assert.ok(await playUntil(host, guest, settle, () => guestReveal(), rng));
  const shown = ls(host).log.at(-1)!;
  r = await craft(t, { t: 'undo', seq: shown.seq, hash: shown.hash });
  assert.deepEqual(failed(r), ['NET-UNDO-01']);
  assert.match((r.checks[0] as { says?: string }).says ?? '', /revealed a hidden card/);
  sawReveal = true;
  assert.ok(sawPass && sawReveal);
  assert.equal(host.snapshot.offences, 0, 'refused requests within the limit are no offence (an honest table may ask while an act is on its way)');
  host.dispose();
  guest.dispose();
});

test('NET-UNDO-01 NET-RANDOM-01 a request for an act after which a random outcome was drawn (a chain link shown) is refused', async () => {
  // The game of the Void test in friend-match.test.ts: fixed tokens, both tables churn their decks until a Void is cast.
  const [ta, tb] = memoryPair();
  const ends: Record<'host' | 'guest', MemoryTransport> = { host: ta, guest: tb };
  const host: Port = new FriendMatch({ game: GAME, role: 'host', room: 'kult-testroom', name: 'Ann', settings: SETTINGS, connect: (r) => ends[r], token: tokens('void-host') });
  const guest: Port = new FriendMatch({ game: GAME, role: 'guest', room: 'kult-testroom', name: 'Bob', settings: SETTINGS, connect: (r) => ends[r], token: tokens('void-guest') });
  host.choose(STARTER_DECKS.angel.majors[0], STARTER_DECKS.angel.cards);
  guest.choose(STARTER_DECKS.archon.majors[0], STARTER_DECKS.archon.cards);
  for (const p of [host, guest]) p.configure({ hold: true });
  const settle = async () => { await ta.settled(); await tb.settled(); await immediate(); };
  const rank = (m: Action): number => (m.type === 'discard' && m.card ? 0 : m.type === 'commandment' || m.type === 'spell' ? 1 : m.type === 'pass' ? 2 : ['endStep', 'declineAttack'].includes(m.type) || (m.type === 'recruit' && !m.accept) ? 3 : m.type === 'discard' ? 4 : 9);
  // Until the guest's table shows a chain link: its latest act that is no pass drew a random outcome.
  const guestLink = () => { const last = host.session.lockstep?.log.at(-1); return last?.from === 'guest' && last.event.type === 'random'; };
  for (let i = 0; i < 40_000 && !guestLink(); i++) {
    for (const port of [host, guest]) {
      const s = port.snapshot;
      if (guestLink() || port.phase !== 'playing' || s.view.ended || floorHolder(s.view) !== s.me || s.view.pending) continue;
      const move = port.legalActions().filter((m) => rank(m) < 9).sort((a, b) => rank(a) - rank(b))[0];
      if (move) port.attempt(move);
    }
    await settle();
  }
  assert.ok(guestLink(), 'the guest\'s table showed a chain link');
  const link = ls(host).log.at(-1)!;
  const r = await craft({ host, tb, settle }, { t: 'undo', seq: link.seq, hash: link.hash });
  assert.deepEqual(failed(r), ['NET-UNDO-01']);
  assert.match((r.checks[0] as { says?: string }).says ?? '', /random outcome was drawn/);
  host.dispose();
  guest.dispose();
});

test('NET-UNDO-03 NET-FLOOD-01 requests are bounded: past the limit each is an offence, and a flood stops the match', async () => {
  const t = await pair('undo-flood');
  const { host, guest } = t;
  const stale = { t: 'undo', seq: 0, hash: '0'.repeat(32) };
  const rules: string[] = [];
  for (let i = 0; i < UNDO_LIMIT + OFFENCE_LIMIT + 1 && !ls(host).stop; i++) rules.push(...failed(await craft(t, stale)));
  assert.deepEqual(rules.slice(0, UNDO_LIMIT), Array(UNDO_LIMIT).fill('NET-UNDO-01'));
  assert.deepEqual(rules.slice(UNDO_LIMIT), Array(OFFENCE_LIMIT + 1).fill('NET-UNDO-03'));
  assert.equal(ls(host).stop?.rule, 'NET-FLOOD-01');
  host.dispose();
  guest.dispose();
});
