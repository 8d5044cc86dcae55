/**
 * Conformance, junk: for every registered Game, the judge answers any value with a Judgement and
 * never throws; junk is judged illegal, and so is a legal act damaged in one field until it has
 * no act's shape. (Within the shape the judge may be wider than legalActions: KULT admits an
 * `ability` act with its optional `target` removed, which legalActions never lists.)
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import fc from 'fast-check';
import * as v from 'valibot';
import { canonicalJson } from '../../src/engine/canonical.js';
import { floorSeat } from '../../src/engine/game.js';
import type { Judgement } from '../../src/engine/judgement.js';
import { GAMES } from './games.js';
import { once, playKnown, sample } from './tables.js';

function isJudgement(j: Judgement<unknown>): boolean {
  return typeof j === 'object' && j !== null && typeof j.ok === 'boolean' && Array.isArray(j.checks) && j.checks.length > 0 &&
    j.checks.every((c) => typeof c.rule === 'string' && typeof c.says === 'string' && typeof c.ok === 'boolean');
}

for (const g of GAMES) {
  describe(`conformance: ${g.name}`, () => {
    const seats = g.seatCounts[g.seatCounts.length - 1]!;
    const states = () => {
      const play = once(`known:${g.name}:${seats}:3`, () => playKnown(g, seats, 3));
      return sample([...play.steps.map((s) => s.before), play.end], 12);
    };

    test(`${g.name}: any value is judged, never thrown, and judged illegal`, () => {
      const pool = states();
      fc.assert(fc.property(fc.nat(pool.length - 1), fc.anything(), (k, junk) => {
        const j = g.game.judge(pool[k]!, junk);
        assert.ok(isJudgement(j), 'a judgement with its checks');
        assert.equal(j.ok, false);
      }), { numRuns: 500 });
    });

    test(`${g.name}: a legal act with one field damaged, added or removed is judged without a throw, and refused when it has no act's shape`, () => {
      const pool = states().filter((s) => floorSeat(g.game, s) !== null);
      fc.assert(fc.property(fc.nat(pool.length - 1), fc.nat(), fc.oneof(fc.string({ maxLength: 3 }), fc.constantFrom('host', 'guest', 'third', 'pass', 'play'), fc.anything(), fc.constant(undefined)), fc.boolean(), (k, pick, value, extra) => {
        const state = pool[k]!;
        const seat = floorSeat(g.game, state)!;
        const legal = g.game.legalActions(state, seat);
        if (legal.length === 0) return;
        const act = { ...legal[pick % legal.length]! } as Record<string, unknown>;
        const keys = Object.keys(act);
        const key = extra ? `x${pick % 3}` : keys[pick % keys.length]!;
        if (value === undefined) delete act[key];
        else act[key] = value;
        const j = g.game.judge(state, act);
        assert.ok(isJudgement(j));
        // Outside the act schema is junk; within it, a field the judge finds acceptable may be a legal variant of the act.
        // (The message is built only on failure: a damaged act may hold values JSON cannot write.)
        if (!v.safeParse(g.game.schemas.action, act).success && j.ok) assert.fail(`judged legal though not an act's shape: ${canonicalJson(act)}`);
      }), { numRuns: 500 });
    });
  });
}
