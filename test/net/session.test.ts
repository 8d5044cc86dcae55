import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { memoryPair } from '../../src/net/memory-transport.js';
import { floorHolder, legalActions, stateHash, type Action } from '../../src/kult/index.js';
import { complete, currentHash, prepare, propose, receive } from '../../src/net/lockstep/lockstep.js';
import { privateState } from '../../src/kult/state/private-state.js';
import { GAME, kultState, playOut, SETTINGS, sessionActor, side, tick, tokens } from '../support/net-duel.js';
import { linkSession, Outlet } from '../../src/net/session-link.js';
import { coreCards } from '../../src/kult/index.js';

describe('a friend match over a transport pair (session statechart + lockstep)', () => {
  test('K-SETUP-02 K-SETUP-04 setup agrees on one starting state without either side seeing the other\'s cards', async () => {
    const [ta, tb] = memoryPair();
    const a = side('host', ta);
    const b = side('guest', tb);
    for (let i = 0; i < 20; i++) await tick(ta);
    const ca = a.actor.getSnapshot();
    const cb = b.actor.getSnapshot();
    assert.equal(ca.context.error, null, ca.context.error?.message);
    assert.ok(ca.matches('playing'), JSON.stringify(ca.value));
    assert.ok(cb.matches('playing'), JSON.stringify(cb.value));
    const ga = kultState(ca.context.lockstep!);
    const gb = kultState(cb.context.lockstep!);
    assert.equal(stateHash(ga), stateHash(gb));
    for (const inst of Object.values(ga.cards)) assert.equal(inst.card, null, 'no identity is in the shared state before it is revealed');
    assert.equal(Object.keys(ca.context.lockstep!.mine).length, 58);
  });

  test('a complete game is played to a win; both logs and hashes end identical and both audits say fair play', async () => {
    const [ta, tb] = memoryPair();
    const a = side('host', ta);
    const b = side('guest', tb);
    const steps = await playOut(a, b, () => ta);
    const sa = a.actor.getSnapshot();
    const sb = b.actor.getSnapshot();
    assert.equal(sa.context.error, null, sa.context.error?.message);
    assert.ok(sa.matches('audit'), `host ended in ${JSON.stringify(sa.value)} after ${steps} moves`);
    assert.ok(sb.matches('audit'), `guest ended in ${JSON.stringify(sb.value)}`);
    const la = sa.context.lockstep!;
    const lb = sb.context.lockstep!;
    assert.ok(kultState(la).winner);
    assert.equal(la.log.length, lb.log.length);
    assert.equal(stateHash(kultState(la)), stateHash(kultState(lb)));
    assert.deepEqual(la.log.map((r) => r.hash), lb.log.map((r) => r.hash));
    assert.equal(sa.context.audit?.fair, true, JSON.stringify(sa.context.audit?.checks.filter((c) => !c.ok)));
    assert.equal(sb.context.audit?.fair, true, JSON.stringify(sb.context.audit?.checks.filter((c) => !c.ok)));
  });
});

describe('resend requests after the game (NET-FLOOD-01)', () => {
  test('once the game is audited, a request brings back only acts that await an ack; after a new connection (a reloaded friend), every own act from where the friend stands', async () => {
    const [ta, tb] = memoryPair();
    const a = side('host', ta);
    const b = side('guest', tb);
    await playOut(a, b, () => ta);
    assert.ok(a.actor.getSnapshot().matches('audit'));
    const own = a.actor.getSnapshot().context.lockstep!.log.filter((r) => r.from === 'host').map((r) => r.seq);
    const got: Array<{ t: string; seq?: number }> = [];
    tb.on('message', (m) => got.push(m as { t: string; seq?: number }));
    const ask = async (): Promise<number[]> => {
      got.length = 0;
      a.actor.send({ type: 'PEER', data: { t: 'sync', received: 0 } });
      await ta.settled();
      return got.filter((m) => m.t === 'env').map((m) => m.seq!);
    };
    assert.deepEqual(await ask(), [], 'the friend acknowledged every act on this connection');
    // The friend's page reloaded: the old connection closed, a new one opened.
    a.actor.send({ type: 'CLOSED' });
    a.actor.send({ type: 'OPEN' });
    assert.deepEqual(await ask(), own, 'every own act from where the friend stands');
    assert.deepEqual(await ask(), [], 'once per connection');
    a.actor.stop();
    b.actor.stop();
  });
});

describe('the session answers untrusted bytes', () => {
  test('NET-SHAPE-01 malformed bytes during play are rejected with the reason and change nothing', async () => {
    const [ta, tb] = memoryPair();
    const a = side('host', ta);
    side('guest', tb);
    for (let i = 0; i < 20; i++) await tick(ta);
    const before = a.actor.getSnapshot().context.lockstep!;
    const sent: unknown[] = [];
    const off = tb.on('message', (m) => sent.push(m));
    a.actor.send({ type: 'PEER', data: '\u0000\u00ffgarbage' });
    a.actor.send({ type: 'PEER', data: { t: 'env', v: 1, seq: 'x' } });
    await tick(ta);
    off();
    const after = a.actor.getSnapshot().context;
    assert.equal(kultState(after.lockstep!), kultState(before), 'the game is unchanged');
    assert.equal(after.lockstep!.log, before.log);
    assert.equal(after.outcome?.kind, 'offence');
    assert.equal(after.lockstep!.offences, 2, 'both are counted (NET-FLOOD-01)');
    const rejects = sent.filter((m) => (m as { t?: string }).t === 'reject') as Array<{ checks: Array<{ rule: string; says: string }>; what?: string }>;
    assert.equal(rejects.length, 2);
    assert.ok(rejects.every((r) => r.checks[0]!.rule === 'NET-SHAPE-01' && /malformed message/.test(r.checks[0]!.says)));
    assert.ok(rejects.every((r) => r.what === 'message'), 'a refused message that was no act names no act to dispute');
  });

  test('NET-SETTINGS-01 the guest plays by the host\'s game settings (another ruleset): its own app asked first', async () => {
    const [ta, tb] = memoryPair();
    side('host', ta);
    const b = side('guest', tb, { settings: { game: { ruleset: 'IT', struggle: 'continent' }, clockSeconds: 0 } });
    for (let i = 0; i < 20; i++) await tick(ta);
    assert.deepEqual(b.actor.getSnapshot().context.settings.game, { ruleset: 'FAQ', struggle: 'continent' });
    assert.ok(b.actor.getSnapshot().matches('playing'), JSON.stringify(b.actor.getSnapshot().value));
  });

  for (const [what, game, code] of [
    ['another game', { ...GAME, id: 'cult' }, 'game'],
    ['another card set', { ...GAME, contentHash: 'a'.repeat(64) }, 'card-set'],
  ] as const) {
    test(`${what} is refused at the handshake with a clear message (${code})`, async () => {
      const [ta, tb] = memoryPair();
      const a = side('host', ta);
      const outlet = new Outlet();
      const other = sessionActor({ game, role: 'guest', name: 'guest', settings: SETTINGS, token: tokens('other') }, outlet.send);
      linkSession(other, outlet, tb, true);
      for (let i = 0; i < 10; i++) await tick(ta);
      assert.ok(a.actor.getSnapshot().matches('failed'));
      assert.equal(a.actor.getSnapshot().context.error?.code, code);
      assert.equal(other.getSnapshot().context.error?.code, code);
    });
  }
});

describe('what the adversary receives', () => {
  test('no message to the adversary contains the identity of a card before it is revealed', async () => {
    const [ta, tb] = memoryPair();
    const seenByGuest: unknown[] = [];
    tb.on('message', (m) => seenByGuest.push(m));
    const a = side('host', ta);
    const b = side('guest', tb);
    await playOut(a, b, () => ta);
    assert.ok(a.actor.getSnapshot().matches('audit'));
    const ids = [...coreCards().cards.keys()];
    let checked = 0;
    for (const m of seenByGuest) {
      const msg = m as { t: string; what?: string; value?: string; reveals?: Array<{ card: string }> };
      if (msg.t === 'audit') continue; // the audit reveals everything, by design, after the game
      const allowed = new Set<string>([...(msg.reveals ?? []).map((r) => r.card), ...(msg.t === 'reveal' && msg.what === 'choice' ? [msg.value!] : [])]);
      const text = JSON.stringify({ ...msg, reveals: undefined, value: msg.what === 'choice' ? undefined : msg.value });
      for (const id of ids) {
        if (allowed.has(id)) continue;
        assert.ok(!text.includes(`"${id}"`), `message ${JSON.stringify(msg).slice(0, 200)} leaks ${id}`);
      }
      checked++;
    }
    assert.ok(checked > 100, `checked ${checked} messages`);
  });
});

describe('table settings', () => {
  test('the guest plays by the host\'s struggle and response clock, announced in the hello', async () => {
    const [ta, tb] = memoryPair();
    side('host', ta, { settings: { game: { ruleset: 'FAQ', struggle: 'world' }, clockSeconds: 45 } });
    const b = side('guest', tb, { settings: { game: { ruleset: 'FAQ', struggle: 'continent' }, clockSeconds: 0 } });
    for (let i = 0; i < 20; i++) await tick(ta);
    const ctx = b.actor.getSnapshot().context;
    assert.deepEqual([ctx.settings.game['struggle'], ctx.settings.clockSeconds], ['world', 45]);
    assert.equal(kultState(ctx.lockstep!).struggle, 'world');
  });
});

describe('an own act in two halves (lockstep prepare/complete)', () => {
  test('the envelope is ready before the new state is hashed, names the state before it, and completing it logs the hash a peer acks', async () => {
    const [ta, tb] = memoryPair();
    const a = side('host', ta);
    const b = side('guest', tb);
    for (let i = 0; i < 20; i++) await tick(ta);
    const ctx = { cards: coreCards() };
    const [holder, other] = floorHolder(kultState(a.actor.getSnapshot().context.lockstep!)) === 'host' ? [a, b] : [b, a];
    const ls = holder.actor.getSnapshot().context.lockstep!;
    const action = legalActions(ctx, privateState(kultState(ls), ls.mine), ls.me)[0]!;
    const p = prepare(GAME, ls, action);
    assert.ok(p.ok);
    if (!p.ok) return;
    assert.equal(p.proposal.envelope.prev, currentHash(ls));
    assert.equal(p.proposal.envelope.seq, ls.log.length);
    const step = complete(GAME, p.proposal);
    assert.equal(step.send.length, 0, 'the envelope is the proposal\'s own, sent by the caller');
    assert.equal(step.state.log.at(-1)!.hash, stateHash(kultState(step.state)));
    assert.deepEqual(propose(GAME, ls, action), { ...step, send: [p.proposal.envelope] });
    const got = receive(GAME, other.actor.getSnapshot().context.lockstep!, p.proposal.envelope);
    assert.deepEqual(got.send, [{ t: 'ack', seq: ls.log.length, hash: step.state.log.at(-1)!.hash }]);
    const refused = prepare(GAME, ls, { type: 'sway', player: ls.me === 'host' ? 'guest' : 'host', from: 'C1', to: 'N' } as Action);
    assert.equal(refused.ok, false);
  });

  test('the private state of a game is made once for the same secrets, and again for others', async () => {
    const [ta, tb] = memoryPair();
    const a = side('host', ta);
    side('guest', tb);
    for (let i = 0; i < 20; i++) await tick(ta);
    const ls = a.actor.getSnapshot().context.lockstep!;
    const seen = privateState(kultState(ls), ls.mine);
    assert.equal(privateState(kultState(ls), ls.mine), seen);
    const mine = kultState(ls).players.find((p) => p.id === 'host')!.hand;
    assert.ok(mine.every((iid) => seen.cards[iid]!.card === ls.mine[iid]!.card), 'the own hand is known');
    const fewer = { ...ls.mine };
    delete fewer[mine[0]!];
    const other = privateState(kultState(ls), fewer);
    assert.notEqual(other, seen);
    assert.equal(other.cards[mine[0]!]!.card, null);
  });
});
