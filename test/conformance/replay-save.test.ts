/**
 * Conformance, determinism and saves: for every registered Game, replaying a match's log gives
 * the same fingerprints (src/net/lockstep/replay.ts, the one replay), saved states round-trip,
 * and restore refuses junk without throwing.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import fc from 'fast-check';
import { replayLog } from '../../src/net/lockstep/replay.js';
import { GAMES } from './games.js';
import { knownStart, once, playKnown, playNetwork, sample, seedsFor } from './tables.js';

for (const g of GAMES) {
  describe(`conformance: ${g.name}`, () => {
    for (const seats of g.seatCounts) {
      if (g.network !== false) test(`${g.name} (${seats} seats): replaying a network match's log from its start gives every logged fingerprint, on every table`, () => {
        for (const seed of seedsFor(g).slice(0, 3)) {
          const net = once(`net:${g.name}:${seats}:${seed}`, () => playNetwork(g, seats, seed));
          const log = net.tables[0]!.log;
          assert.ok(log.length > 10);
          for (const t of net.tables) {
            assert.deepEqual(t.log.map((r) => r.hash), log.map((r) => r.hash), `${t.me} logged other fingerprints`);
            const r = replayLog(g.game, net.start, t.log, { fingerprints: true });
            assert.ok(r.ok, r.ok ? '' : `${t.me}: ${r.failure.rule} at ${r.at}: ${r.failure.says}`);
            assert.equal(g.game.fingerprint(r.state), g.game.fingerprint(t.game));
          }
          const forged = log.map((r, k) => (k === log.length >> 1 ? { ...r, hash: '0'.repeat(32) } : r));
          const bad = replayLog(g.game, net.start, forged, { fingerprints: true });
          assert.ok(!bad.ok && bad.failure.rule === 'NET-DESYNC-01' && bad.at === log.length >> 1, 'a wrong fingerprint is found where it is');
        }
      });

      test(`${g.name} (${seats} seats): the same acts from the same start give the same fingerprints`, () => {
        for (const seed of seedsFor(g).slice(0, 3)) {
          const play = once(`known:${g.name}:${seats}:${seed}`, () => playKnown(g, seats, seed));
          let state = knownStart(g, seats, seed);
          for (const step of play.steps) {
            assert.equal(g.game.fingerprint(state), g.game.fingerprint(step.before));
            state = g.game.apply(state, step.act);
          }
          assert.equal(g.game.fingerprint(state), g.game.fingerprint(play.end));
        }
      });

      test(`${g.name} (${seats} seats): a saved state restores to the same fingerprint, with every card known and with commitments`, () => {
        for (const seed of seedsFor(g).slice(0, 2)) {
          const play = once(`known:${g.name}:${seats}:${seed}`, () => playKnown(g, seats, seed));
          const net = g.network === false ? null : once(`net:${g.name}:${seats}:${seed}`, () => playNetwork(g, seats, seed));
          for (const state of [...sample(play.steps.map((s) => s.after), 40), ...(net ? [net.start, net.tables[0]!.game] : [])]) {
            const r = g.game.restore(g.game.serialize(state));
            assert.ok(r.ok, r.ok ? '' : r.error);
            assert.equal(g.game.fingerprint(r.state), g.game.fingerprint(state));
          }
        }
      });
    }

    test(`${g.name}: restore refuses junk (any text, any JSON) without throwing, and a damaged save either is refused or plays on`, () => {
      const seats = g.seatCounts[0]!;
      const play = once(`known:${g.name}:${seats}:1`, () => playKnown(g, seats, 1));
      const saved = JSON.parse(g.game.serialize(play.steps[Math.min(10, play.steps.length - 1)]!.after)) as unknown;
      fc.assert(fc.property(fc.oneof(fc.string(), fc.json(), fc.jsonValue().map((x) => JSON.stringify({ v: 1, game: g.game.id, state: x }))), (text) => {
        const r = g.game.restore(text);
        assert.equal(r.ok, false);
      }), { numRuns: 300 });
      fc.assert(fc.property(fc.array(fc.nat(), { minLength: 1, maxLength: 6 }), fc.oneof(fc.jsonValue(), fc.constant(undefined)), (path, value) => {
        const r = g.game.restore(JSON.stringify(damage(saved, path, value)));
        if (!r.ok) return;
        // Accepted: it is a state the game can work with, not one that throws later.
        const f = g.game.floor(r.state);
        if (f.kind === 'seat') g.game.legalActions(r.state, f.seat);
        g.game.fingerprint(r.state);
        g.game.view(r.state, null);
      }), { numRuns: 300 });
    });
  });
}

/** `value` put at the place `path` picks (each step an index into the keys there); undefined deletes it. */
function damage(root: unknown, path: readonly number[], value: unknown): unknown {
  const copy = structuredClone(root);
  let at = copy as Record<string, unknown>;
  for (const [k, step] of path.entries()) {
    const keys = Object.keys(at);
    if (keys.length === 0) break;
    const key = keys[step % keys.length]!;
    const inner = at[key];
    if (k === path.length - 1 || inner === null || typeof inner !== 'object') {
      if (value === undefined) delete at[key];
      else at[key] = value;
      break;
    }
    at = inner as Record<string, unknown>;
  }
  return copy;
}
