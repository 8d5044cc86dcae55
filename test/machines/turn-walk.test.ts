/**
 * `act` walks the turn chart over its own state nodes (src/engine/chart-walk.ts)
 * instead of running XState's interpreter; these tests run XState's real
 * `transition` on the same chart beside it, on random games of two and three
 * seats, and require the same leaf and the same game after every action.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { AnyStateNode } from 'xstate';
import { pureChart } from '../../src/engine/pure-chart.js';
import { kultTurnChart, type TurnContext } from '../../src/kult/chart/turn.chart.js';
import { leafOf, valueOf } from '../../src/kult/chart/resume.js';
import { runChartLeaf } from '../../src/kult/chart/run.js';
import { coreCards, createMatch, floorHolder, judge, legalActions, STARTER_DECKS, stateHash, type GameState } from '../../src/kult/index.js';
import { randomInt, seedRng, type RngState } from '../../src/engine/rng.js';

const xstate = pureChart(kultTurnChart, { game: { ended: { rule: 'none', says: 'placeholder' } } as GameState });
const cards = coreCards();

function leafPath(value: unknown): string {
  if (typeof value === 'string') return value;
  const [k, child] = Object.entries(value as Record<string, string>)[0]!;
  return `${k}.${child}`;
}

function play(seats: number, seed: number, limit: number): { actions: number; leaves: Set<string> } {
  const decks = [STARTER_DECKS.archon, STARTER_DECKS.angel, STARTER_DECKS.archon];
  const majors = ['kether', 'golab', 'malkuth'];
  const r = createMatch(cards, {
    players: Array.from({ length: seats }, (_, i) => ({ id: 'abc'[i]!, major: majors[i]!, deck: decks[i]!.cards })),
    struggle: 'world',
    seed,
  });
  assert.ok(r.ok);
  let s = r.state;
  let rng: RngState = seedRng(seed * 7919);
  const leaves = new Set<string>();
  let n = 0;
  for (; n < limit && !s.ended; n++) {
    const moves = legalActions(r.ctx, s, floorHolder(s));
    let k: number;
    [k, rng] = randomInt(rng, 0, moves.length - 1);
    const action = moves[k]!;
    assert.ok(judge(r.ctx, s, action).ok);
    // XState's own macrostep, from the snapshot the game's fields say.
    const context: TurnContext = { game: s, ctx: null, judgement: null, log: [] };
    const before = kultTurnChart.resolveState({ value: valueOf(leafOf(s)), context });
    const after = xstate.next(before, { type: action.type, action, ctx: r.ctx });
    assert.notEqual(after, before, `XState takes ${action.type} at ${leafOf(s)}`);
    const walked = runChartLeaf(r.ctx, s, action);
    const expected = leafPath(after.value);
    assert.equal(walked.leaf, expected, `leaf after ${JSON.stringify(action)} from ${leafOf(s)}`);
    assert.equal(stateHash(walked.game), stateHash(after.context.game), `game after ${JSON.stringify(action)} from ${leafOf(s)}`);
    // The fields the chart writes say where it stands (a saved game resumes there).
    assert.equal(leafOf(walked.game), expected);
    leaves.add(expected);
    s = walked.game;
  }
  return { actions: n, leaves };
}

describe('the turn chart walked as XState runs it', () => {
  test('K-TIMING-03 every event a state takes has an unguarded last branch, so whether the flow allows an act depends on the state alone (the judge asks flowAllows)', () => {
    const visit = (node: AnyStateNode): number => {
      let n = 0;
      for (const [type, list] of node.transitions) {
        assert.equal(list[list.length - 1]!.guard, undefined, `${node.id} on ${type}`);
        n++;
      }
      return n + (Object.values(node.states) as AnyStateNode[]).reduce((k, c) => k + visit(c), 0);
    };
    assert.ok(visit(kultTurnChart.root as AnyStateNode) > 40);
  });

  test('K-ORDER-01 two seats: on random games every action leads to the same leaf and the same game as XState\'s transition', () => {
    const seen = new Set<string>();
    let total = 0;
    for (const seed of [1, 2, 3, 4]) {
      const r = play(2, seed, 1500);
      total += r.actions;
      for (const l of r.leaves) seen.add(l);
    }
    assert.ok(total > 3000, `${total} actions compared`);
    for (const leaf of ['draw.preDraw', 'draw.postDraw', 'sway.idle', 'sway.window', 'recruit.decided', 'deeds.idle', 'deeds.window', 'attack.idle', 'attack.combat', 'discard.idle', 'discard.decided']) {
      assert.ok(seen.has(leaf), `reached ${leaf}`);
    }
  });

  test('K-TIMING-04 / Q-17 three seats: nested windows walk as XState runs them', () => {
    let total = 0;
    for (const seed of [5, 6]) total += play(3, seed, 1200).actions;
    assert.ok(total > 1500, `${total} actions compared`);
  });
});
