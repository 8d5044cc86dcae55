import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { memoryPair } from '../../src/net/memory-transport.js';
import { stateHash } from '../../src/kult/index.js';
import { playOut, side, tick } from '../support/net-duel.js';

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
    const ga = ca.context.lockstep!.game;
    const gb = cb.context.lockstep!.game;
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
    assert.ok(la.game.winner);
    assert.equal(la.log.length, lb.log.length);
    assert.equal(stateHash(la.game), stateHash(lb.game));
    assert.deepEqual(la.log.map((r) => r.hash), lb.log.map((r) => r.hash));
    assert.equal(sa.context.audit?.fair, true, JSON.stringify(sa.context.audit?.checks.filter((c) => !c.ok)));
    assert.equal(sb.context.audit?.fair, true, JSON.stringify(sb.context.audit?.checks.filter((c) => !c.ok)));
  });
});
