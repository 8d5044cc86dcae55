import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createActor } from 'xstate';
import { sessionMachine, toSaved } from '../../machines/session.js';
import { coreCards, stateHash } from '../../src/kult/index.js';
import { memoryPair, type MemoryTransport } from '../../src/net/memory-transport.js';
import { linkSession, Outlet } from '../../src/net/session-link.js';
import { parseSavedSession, SAVED_SESSION_VERSION } from '../../src/net/saved-session.js';
import { playOut, SETTINGS, sessionActor, side, tick, tokens, type Side, kultState } from '../support/net-duel.js';

test('a game survives two dropped connections and a reload of one side: nothing lost or applied twice, both end identical and fair', async () => {
  let [ta, tb] = memoryPair();
  const a = side('host', ta);
  let b: Side = side('guest', tb);
  let link: MemoryTransport = ta;
  let drops = 0;
  let reloaded = false;
  await playOut(a, () => b, () => link, 20_000, async (n) => {
    if (n === 60 || n === 140) {
      // The network drops; a moment later both reconnect to the same room.
      link.disconnect();
      await tick(link);
      assert.ok(a.actor.getSnapshot().matches({ playing: 'away' }), `the game pauses while the friend is away: ${JSON.stringify(a.actor.getSnapshot().value)}`);
      [ta, tb] = link.reconnect();
      a.unlink();
      b.unlink();
      a.unlink = linkSession(a.actor, a.outlet, ta, false);
      b.unlink = linkSession(b.actor, b.outlet, tb, false);
      link = ta;
      drops++;
    }
    if (n === 100) {
      // The guest reloads the page: its actor is gone; a new one resumes from what was stored.
      const raw = JSON.parse(JSON.stringify(toSaved(b.actor.getSnapshot().context, 'kult-test-room')));
      const saved = parseSavedSession(raw);
      assert.ok(saved.ok, saved.ok ? '' : saved.error);
      b.actor.stop();
      b.unlink();
      link.disconnect();
      await tick(link);
      [ta, tb] = link.reconnect();
      link = ta;
      const outlet = new Outlet();
      const actor = sessionActor({ role: 'guest', name: 'guest', settings: SETTINGS, token: tokens('guest-reloaded'), resume: saved.saved }, outlet.send);
      assert.ok(actor.getSnapshot().matches({ playing: 'away' }), JSON.stringify(actor.getSnapshot().value));
      a.unlink();
      a.unlink = linkSession(a.actor, a.outlet, ta, false);
      b = { actor, outlet, unlink: linkSession(actor, outlet, tb, false) };
      reloaded = true;
    }
  });
  assert.equal(drops, 2);
  assert.ok(reloaded);
  const sa = a.actor.getSnapshot();
  const sb = b.actor.getSnapshot();
  assert.equal(sa.context.error, null, sa.context.error?.message);
  assert.equal(sb.context.error, null, sb.context.error?.message);
  assert.ok(sa.matches('audit'), JSON.stringify(sa.value));
  assert.ok(sb.matches('audit'), JSON.stringify(sb.value));
  const la = sa.context.lockstep!;
  const lb = sb.context.lockstep!;
  assert.equal(la.log.length, lb.log.length);
  assert.deepEqual(la.log.map((r) => r.hash), lb.log.map((r) => r.hash));
  assert.deepEqual(la.log.map((r) => r.seq), la.log.map((_, i) => i), 'every event exactly once, in order');
  assert.equal(stateHash(kultState(la)), stateHash(kultState(lb)));
  assert.equal(sa.context.audit?.fair, true, JSON.stringify(sa.context.audit?.checks.filter((c) => !c.ok)));
  assert.equal(sb.context.audit?.fair, true, JSON.stringify(sb.context.audit?.checks.filter((c) => !c.ok)));
});

test('a damaged saved match is refused with the field named, and nothing resumes half-way', () => {
  assert.match((parseSavedSession({ v: SAVED_SESSION_VERSION, match: 'x' }) as { error: string }).error, /saved match is damaged at/);
  assert.equal(parseSavedSession('not even an object').ok, false);
});

test('a match saved by an earlier version (format 1, other state fingerprints) is refused as such, not called damaged', () => {
  const r = parseSavedSession({ v: 1, match: 'x', log: [] });
  assert.equal(r.ok, false);
  assert.match((r as { error: string }).error, /earlier version of taroticum \(format 1\).*cannot be resumed/);
});

test('the evidence of what the friend did is saved with the match and comes back on a reload (NET-FLOOD-01, src/net/violation.ts)', async () => {
  const [ta, tb] = memoryPair();
  const a = side('host', ta);
  side('guest', tb);
  for (let i = 0; i < 20; i++) await tick(ta);
  a.actor.send({ type: 'PEER', data: { t: 'env', v: 1, seq: 'x' } });
  const ctx = a.actor.getSnapshot().context;
  assert.equal(ctx.lockstep!.offences, 1);
  const saved = parseSavedSession(JSON.parse(JSON.stringify(toSaved(ctx, 'kult-test-room'))));
  assert.ok(saved.ok, saved.ok ? '' : saved.error);
  const actor = sessionActor({ role: 'host', name: 'host', settings: SETTINGS, token: tokens('host-reloaded'), resume: saved.saved }, () => {});
  const ls = actor.getSnapshot().context.lockstep!;
  assert.equal(ls.offences, 1);
  assert.deepEqual(ls.evidence.map((e) => [e.code, e.rule]), [['bad-message', 'NET-SHAPE-01']]);
  const forged = parseSavedSession({ ...JSON.parse(JSON.stringify(toSaved(ctx, 'kult-test-room'))), evidence: [{ code: 'flood', rule: 'Claim your prize', seq: null, stops: true }] });
  assert.equal(forged.ok, false, 'stored evidence is validated like any stored data');
});
