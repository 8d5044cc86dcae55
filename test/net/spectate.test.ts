import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import { memoryPair } from '../../src/net/memory-transport.js';
import { WatchDesk, MAX_WATCHER_OFFENCES } from '../../src/net/spectate/watch-desk.js';
import { watchHello, type WatchWire } from '../../src/net/spectate/watch-wire.js';
import { startWatching, watchReceive, type Watching } from '../../src/net/spectate/watching.js';
import { watchSource } from '../../src/app/watch-source.js';
import type { GameState } from '../../src/kult/index.js';
import { GAME, kultState, playOut, side, type Side } from '../support/net-duel.js';

/** What one spectator received over a whole friend match, and what it made of it. */
interface Watched {
  readonly messages: WatchWire[];
  readonly view: Watching;
  readonly leaks: string[];
  readonly hostLog: number;
}

/** A spectator message as it would arrive from a data channel: JSON, nothing shared with the host's objects. */
const wire = (m: WatchWire): unknown => JSON.parse(JSON.stringify(m));

/**
 * Plays a friend match with a spectator watching from its start, and scans every message the
 * spectator receives for any identity or salt of a card hidden when the host sent it (the host's
 * state then: a card hidden at the feed was hidden when its act was played).
 */
async function watchMatch(): Promise<Watched> {
  const [ta, tb] = memoryPair();
  const host = side('host', ta);
  const guest = side('guest', tb);
  const desk = new WatchDesk(GAME, true);
  assert.deepEqual(desk.receive('w1', wire(watchHello(GAME))), { replies: [], close: false });
  let view = startWatching(GAME);
  const messages: WatchWire[] = [];
  const leaks: string[] = [];
  const secrets = (s: Side) => s.actor.getSnapshot().context.lockstep?.mine ?? {};
  const listSalts = (s: Side) => s.actor.getSnapshot().context.mine.listSalt;
  const deliver = (): void => {
    const ctx = host.actor.getSnapshot().context;
    const batch = desk.feed(watchSource(ctx)).get('w1') ?? [];
    const hidden = ctx.lockstep ? GAME.hidden(kultState(ctx.lockstep)) : [];
    // Audits reveal every card, and may only once the game is over.
    const over = ctx.lockstep ? GAME.ended(kultState(ctx.lockstep)) !== null : false;
    const known = { ...secrets(host), ...secrets(guest) };
    for (const m of batch) {
      const text = JSON.stringify(m);
      if (m.t !== 'watch-audit' || !over) {
        for (const { iid } of hidden) {
          const s = known[iid];
          if (s && text.includes(s.salt)) leaks.push(`${m.t}: the salt of hidden ${iid}`);
          if (text.includes(`"iid":"${iid}"`)) leaks.push(`${m.t}: hidden ${iid} named`);
        }
        for (const salt of [listSalts(host), listSalts(guest)]) if (salt && text.includes(salt)) leaks.push(`${m.t}: a list's salt before the audit`);
      }
      messages.push(m);
      view = watchReceive(view, wire(m));
    }
  };
  await playOut(host, guest, () => ta, 20_000, () => deliver());
  deliver();
  assert.equal(host.actor.getSnapshot().context.audit?.fair, true, 'the match itself ends audited and fair');
  return { messages, view, leaks, hostLog: host.actor.getSnapshot().context.lockstep!.log.length };
}

let watched: Watched;
before(async () => {
  watched = await watchMatch();
});

test('NET-SPECTATE-01 a spectator receives only what is public: no message carries a card hidden when it was sent', () => {
  assert.ok(watched.messages.filter((m) => m.t === 'watch-act').some((m) => m.t === 'watch-act' && m.reveals.length > 0), 'acts did reveal cards publicly');
  assert.deepEqual(watched.leaks, []);
});

test('NET-SPECTATE-02 the spectator judges every act again and keeps the judge\'s explanation of each', () => {
  const v = watched.view;
  assert.equal(v.stop, null);
  assert.equal(v.log.length, watched.hostLog);
  assert.equal(v.acts.length, watched.hostLog);
  assert.ok(v.acts.every((a) => a.judgement.ok));
  assert.ok(v.acts.some((a) => a.judgement.checks.length > 0 && a.judgement.checks.every((c) => /^[A-Z]/.test(c.rule))), 'the judge explains acts with its rule IDs');
});

test('NET-SPECTATE-03 after both audits the spectator sees every card, each checked as the tables check it', () => {
  const v = watched.view;
  assert.equal(v.phase, 'audited');
  assert.deepEqual(GAME.hidden(v.state as GameState), []);
  assert.ok(v.verified.length > 0 && v.verified.every((c) => c.ok));
  assert.ok(v.verified.some((c) => c.rule === 'NET-AUDIT-03'));
});

/** The recorded feed, changed, given to a fresh spectator. */
function replayFeed(change: (ms: WatchWire[]) => WatchWire[]): Watching {
  let v = startWatching(GAME);
  for (const m of change(watched.messages.map((m) => wire(m) as WatchWire))) v = watchReceive(v, m);
  return v;
}

const actAt = (ms: WatchWire[], seq: number): number => ms.findIndex((m) => m.t === 'watch-act' && m.seq === seq);

test('NET-SPECTATE-02 a host that forges an act is caught: the spectator stops and names the rule', () => {
  const forged = replayFeed((ms) => {
    const i = actAt(ms, 5);
    const m = ms[i] as Extract<WatchWire, { t: 'watch-act' }>;
    const next = ms[actAt(ms, 6)] as Extract<WatchWire, { t: 'watch-act' }>;
    // Act 5 replaced by the next act (another seat's, or the same seat's later one): not what the tables played.
    ms[i] = { ...m, event: next.event, from: next.from };
    return ms;
  });
  assert.equal(forged.phase, 'stopped');
  assert.equal(forged.stop?.at, 5);
  assert.match(forged.stop!.failure.rule, /^[A-Z]/);
  assert.equal(forged.stop!.failure.ok, false);
});

test('NET-SEQ-01 a host that drops an act is caught', () => {
  const dropped = replayFeed((ms) => ms.filter((_, i) => i !== actAt(ms, 3)));
  assert.equal(dropped.phase, 'stopped');
  assert.equal(dropped.stop?.failure.rule, 'NET-SEQ-01');
});

test('NET-DESYNC-01 a host that changes an act\'s logged fingerprint is caught', () => {
  const v = replayFeed((ms) => {
    const i = actAt(ms, 2);
    ms[i] = { ...(ms[i] as Extract<WatchWire, { t: 'watch-act' }>), hash: '0'.repeat(32) };
    return ms;
  });
  assert.equal(v.stop?.failure.rule, 'NET-DESYNC-01');
});

test('NET-SPECTATE-03 a forged audit card is caught: the spectator does not show it as fair', () => {
  const v = replayFeed((ms) => {
    const i = ms.findIndex((m) => m.t === 'watch-audit');
    const a = ms[i] as Extract<WatchWire, { t: 'watch-audit' }>;
    ms[i] = { ...a, reveals: a.reveals.map((r, k) => (k === 0 ? { ...r, salt: 'f'.repeat(32) } : r)) };
    return ms;
  });
  assert.equal(v.phase, 'stopped');
  assert.match(v.stop!.failure.rule, /^NET-AUDIT-0[23]$/);
});

test('NET-SPECTATE-02 an audit before the end, or an unknown message, stops the view', () => {
  const early = replayFeed((ms) => {
    const a = ms.find((m) => m.t === 'watch-audit')!;
    return [ms[0]!, a];
  });
  assert.equal(early.stop?.failure.rule, 'NET-SPECTATE-03');
  const junk = watchReceive(startWatching(GAME), { t: 'watch-act', seq: 0, nonsense: true });
  assert.equal(junk.stop?.failure.rule, 'NET-SPECTATE-02');
  const hello = watchReceive(startWatching(GAME), wire(watchHello(GAME)));
  assert.equal(hello.phase, 'stopped');
});

test('NET-SPECTATE-01 with spectating off the host refuses a spectator with a reason, and turning it off lets go of the watching ones', () => {
  const off = new WatchDesk(GAME, false);
  assert.deepEqual(off.receive('w1', wire(watchHello(GAME))), { replies: [{ t: 'watch-refused', reason: 'off' }], close: true });
  assert.equal(off.count, 0);
  assert.equal(watchReceive(startWatching(GAME), { t: 'watch-refused', reason: 'off' }).refused, 'off');

  const on = new WatchDesk(GAME, true);
  on.receive('w1', wire(watchHello(GAME)));
  on.receive('w2', wire(watchHello(GAME)));
  assert.equal(on.count, 2, 'the players see how many watch');
  assert.deepEqual(on.setOpen(false).sort(), ['w1', 'w2']);
  assert.equal(on.count, 0);
  assert.deepEqual(on.receive('w3', wire(watchHello(GAME))).replies, [{ t: 'watch-refused', reason: 'off' }]);
});

test('NET-SPECTATE-01 a spectator of another card set or protocol version is refused with its reason', () => {
  const desk = new WatchDesk(GAME, true);
  assert.deepEqual(desk.receive('a', { ...(wire(watchHello(GAME)) as object), content: 'a'.repeat(64) }).replies, [{ t: 'watch-refused', reason: 'game' }]);
  assert.deepEqual(desk.receive('b', { ...(wire(watchHello(GAME)) as object), v: 1 }).replies, [{ t: 'watch-refused', reason: 'version' }]);
  assert.deepEqual(desk.receive('c', { t: 'env', seq: 0 }), { replies: [], close: true });
  assert.equal(desk.count, 0);
});

test('NET-SPECTATE-02 a spectator acts on nothing: every message after its hello is refused and counted, and the desk lets go of it', () => {
  const desk = new WatchDesk(GAME, true);
  desk.receive('w1', wire(watchHello(GAME)));
  const act = { t: 'env', v: 9, match: 'm', seq: 0, from: 'host', prev: '0'.repeat(32), event: { type: 'pass', player: 'host' } };
  for (let i = 1; i < MAX_WATCHER_OFFENCES; i++) assert.deepEqual(desk.receive('w1', act), { replies: [], close: false });
  assert.deepEqual(desk.receive('w1', act), { replies: [], close: true });
  assert.equal(desk.count, 0);
  assert.equal(desk.feed({ agreement: null, log: [], audits: [] }).size, 0);
});
