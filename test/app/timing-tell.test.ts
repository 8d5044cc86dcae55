// Issue 11, item 12: in a friend match, when (and whether) a table passes by itself must not
// depend on the hand. Two matches reach the same public position (the same acts, in the same
// order); the host's hands differ in one card: Fly in the Ointment, which answers the guest's
// Repel (K-TIMING-03, Q-19), or a card that cannot. The guest Repels; the host's table must
// answer at the same moment in both. It used to pass after 120 ms exactly when it held nothing.
import assert from 'node:assert/strict';
import { test, type TestContext } from 'node:test';
import { FriendMatch } from '../../src/app/friend-match.js';
import { coreCards, floorHolder, STARTER_DECKS, type Action, type CardId } from '../../src/kult/index.js';
import { memoryPair } from '../../src/net/memory-transport.js';
import { tokens, GAME } from '../support/net-duel.js';
import { drawSalts } from '../../machines/session/salts.js';
import type { KultGame } from '../../src/kult/index.js';
import type { PlaySettings } from '../../src/app/match-port.js';
import { AUTO_PASS_MS } from '../../machines/response-clock.machine.js';

const cards = coreCards();
const settings = { game: { ruleset: 'FAQ' as const, struggle: 'continent' as const }, clockSeconds: 30 };
const FLY = 'fly-in-the-ointment';

/** The in-memory transport delivers on microtasks; mocked timers move only when ticked. */
async function settle(t: TestContext, ms = 0): Promise<void> {
  for (let i = 0; i < 60; i++) await Promise.resolve();
  t.mock.timers.tick(ms);
  for (let i = 0; i < 60; i++) await Promise.resolve();
}

interface Duel {
  readonly host: FriendMatch<KultGame>;
  readonly guest: FriendMatch<KultGame>;
}

/**
 * A match whose host plays `list`, walked to the guest's sway step with a Repel it can make:
 * every act on the way is a pass, an end of step or a declined recruit, the same in every run.
 */
async function reach(t: TestContext, list: readonly CardId[], room: string): Promise<Duel & { repel: Action }> {
  const [ta, tb] = memoryPair();
  const host = new FriendMatch({ game: GAME, role: 'host', room, name: 'Ann', settings, connect: () => ta, token: tokens('host') });
  const guest = new FriendMatch({ game: GAME, role: 'guest', room, name: 'Bob', settings, connect: () => tb, token: tokens('guest') });
  for (const p of [host, guest]) p.configure({ hold: true });
  host.choose(STARTER_DECKS.archon.majors[0], list);
  guest.choose(STARTER_DECKS.angel.majors[0], STARTER_DECKS.angel.cards);
  for (let i = 0; i < 200 && (host.phase !== 'playing' || guest.phase !== 'playing'); i++) await settle(t, 1);
  assert.equal(guest.phase, 'playing');
  for (let i = 0; i < 400; i++) {
    const g = guest.snapshot.view;
    const repel = g.step === 'sway' && !g.window && !g.pending && floorHolder(g) === 'guest' ? guest.legalActions().find((a) => a.type === 'repel') : undefined;
    if (repel) return { host, guest, repel };
    const holder = [host, guest].find((p) => floorHolder(p.snapshot.view) === p.snapshot.me);
    assert.ok(holder, 'someone holds the floor');
    const moves = holder.legalActions();
    const m = moves.find((a) => a.type === "pass") ?? moves.find((a) => a.type === "endStep") ?? moves.find((a) => a.type === "recruit" && !a.accept) ?? moves[0];
    assert.ok(m, 'a move');
    assert.ok(holder.attempt(m).ok);
    await settle(t);
  }
  throw new Error('the guest never reached its sway step with a Repel to make');
}

/** The guest Repels; how long until the host's table passes (in `settings`), and whether the host could answer. */
async function answer(t: TestContext, d: Duel & { repel: Action }, settings: Partial<PlaySettings>): Promise<{ passedAfterMs: number; couldRespond: boolean }> {
  d.host.configure({ hold: false, ...settings });
  assert.ok(d.guest.attempt(d.repel).ok);
  await settle(t);
  const v = d.host.snapshot.view;
  assert.equal(v.window?.kind, 'react');
  assert.equal(v.window?.chain.at(-1)?.kind, 'repel');
  assert.equal(floorHolder(v), 'host');
  const couldRespond = d.host.legalActions().some((a) => a.type === 'commandment');
  const before = d.host.snapshot.log.length;
  let waited = 0;
  while (d.host.snapshot.log.length === before && waited < 40_000) {
    await settle(t, 10);
    waited += 10;
  }
  assert.deepEqual(d.host.snapshot.log.at(-1)?.action, { type: 'pass', player: 'host' });
  return { passedAfterMs: waited, couldRespond };
}

/**
 * Two hosts in the same public position before the guest's Repel: one holds Fly in the Ointment
 * (the first card of its hand), the other a card that answers nothing.
 */
async function twoHands(t: TestContext, room: string): Promise<{ holding: Duel & { repel: Action }; empty: Duel & { repel: Action } }> {
  // Without Fly in the Ointment: the archon starter deck with its Flies swapped for a card that answers nothing.
  const base = STARTER_DECKS.archon.cards;
  const counts = new Map<CardId, number>();
  for (const c of base) counts.set(c, (counts.get(c) ?? 0) + 1);
  const filler = [...counts].find(([id, n]) => n + (counts.get(FLY) ?? 0) <= 3 && cards.cards.get(id)?.kind === 'being')![0];
  const without = base.map((c) => (c === FLY ? filler : c));
  assert.ok(!without.includes(FLY));

  // Where its hand came from: the host's deck salts are the first its session drew, in list order
  // (from the salt source its tokens seeded: the same tokens, the same salts in every run).
  const probe = await reach(t, without, `${room}-probe`);
  const ctx = probe.host.session;
  const draw = drawSalts({ secret: ctx.salts.secret, drawn: 0 });
  const deckSalts = without.map(() => draw.token());
  const hand = probe.host.snapshot.view.players.find((p) => p.id === 'host')!.hand;
  const listIndex = (iid: string) => deckSalts.indexOf(ctx.lockstep!.mine[iid]!.salt);
  const slot = listIndex(hand[0]!);
  assert.ok(slot >= 0 && without[slot] !== undefined);
  probe.host.dispose();
  probe.guest.dispose();

  // The same list, but the first card of that hand is Fly in the Ointment.
  const withFly = without.map((c, i) => (i === slot ? FLY : c));
  const holding = await reach(t, withFly, `${room}-holding`);
  const empty = await reach(t, without, `${room}-empty`);
  // The same public position: the same acts, in the same order, and the same Repel to come.
  assert.deepEqual(holding.guest.snapshot.log.map((e) => e.action), empty.guest.snapshot.log.map((e) => e.action));
  assert.deepEqual(holding.repel, empty.repel);
  return { holding, empty };
}

/** Both hosts answer the guest's Repel in `settings`: at the same moment, the one holding Fly in the Ointment and the one holding nothing. */
async function sameDelay(t: TestContext, room: string, settings: Partial<PlaySettings>): Promise<number> {
  const { holding, empty } = await twoHands(t, room);
  const a = await answer(t, holding, settings);
  const b = await answer(t, empty, settings);
  assert.equal(a.couldRespond, true, 'the first host holds a response');
  assert.equal(b.couldRespond, false, 'the second host holds none');
  assert.equal(a.passedAfterMs, b.passedAfterMs, `the delay tells the hand: ${a.passedAfterMs} ms with a response, ${b.passedAfterMs} ms without`);
  for (const d of [holding, empty]) {
    d.host.dispose();
    d.guest.dispose();
  }
  return a.passedAfterMs;
}

test('K-TIMING-03 auto-pass in a friend match, full control: the host\'s table answers the guest\'s Repel at the same moment whether or not its hand holds a response (Fly in the Ointment), in the same public position', async (t) => {
  t.mock.timers.enable({ apis: ['setTimeout', 'Date'], now: 1_000_000 });
  // Neither table passed early: a Repel can be answered, so both waited for the player (here the response clock).
  assert.equal(await sameDelay(t, 'kult-tell-full', { mode: 'full' }), 30_000);
  t.mock.timers.reset();
});

test('K-TIMING-03 auto-pass in a friend match, the default mode and chosen steps: the delay is the same for both hands; a Repel that touches nothing of the host\'s passes, a stop at its step waits', async (t) => {
  t.mock.timers.enable({ apis: ['setTimeout', 'Date'], now: 1_000_000 });
  // The guest's Repel moves only its own marker: "pass unless it affects me" passes after the pause, with Fly in hand or not.
  assert.equal(await sameDelay(t, 'kult-tell-affected', { mode: 'affected' }), AUTO_PASS_MS);
  // A stop at the guest's Sway step: the table waits for its player there, with Fly in hand or not.
  assert.equal(await sameDelay(t, 'kult-tell-steps', { mode: 'steps', stops: ['sway'] }), 30_000);
  t.mock.timers.reset();
});
