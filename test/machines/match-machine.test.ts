import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { createActor } from 'xstate';
import { kultMatchMachine } from '../../machines/index.js';
import { coreCards, createMatch, floorHolder, legalActions, STARTER_DECKS, stateHash, type GameState } from '../../src/kult/index.js';
import { randomInt, seedRng, type RngState } from '../../src/engine/rng.js';
import { leafOf, valueOf } from '../../src/kult/chart/resume.js';

function startActor(seed = 3) {
  const r = createMatch(coreCards(), {
    players: [{ id: 'a', major: 'kether', deck: STARTER_DECKS.archon.cards }, { id: 'b', major: 'golab', deck: STARTER_DECKS.angel.cards }],
    struggle: 'continent',
    seed,
  });
  assert.ok(r.ok);
  const actor = createActor(kultMatchMachine, { input: { ctx: r.ctx, game: r.state } });
  actor.start();
  return { actor, ctx: r.ctx };
}

function leaf(value: unknown): string {
  return JSON.stringify(value);
}

/** The step a chart state value is in (`{ sway: 'window' }` → `sway`). */
function stepOf(value: unknown): string {
  return typeof value === 'string' ? value : Object.keys(value as object)[0]!;
}

describe('the match statechart (real XState actor)', () => {
  test('K-DRAW-05 a turn starts in the pre-draw window of step 1', () => {
    const { actor } = startActor();
    assert.deepEqual(actor.getSnapshot().value, { draw: 'preDraw' });
  });

  test('K-DRAW-04 when everyone passes the pre-draw window, the draw happens and the post-draw window opens', () => {
    const { actor } = startActor();
    const g0 = actor.getSnapshot().context.game;
    actor.send({ type: 'ACT', action: { type: 'pass', player: floorHolder(g0) } });
    const g1 = actor.getSnapshot().context.game;
    actor.send({ type: 'ACT', action: { type: 'pass', player: floorHolder(g1) } });
    assert.deepEqual(actor.getSnapshot().value, { draw: 'postDraw' });
  });

  test('K-ORDER-01 an illegal event leaves the game state untouched and records the failing judgement', () => {
    const { actor } = startActor();
    const before = actor.getSnapshot().context.game;
    actor.send({ type: 'ACT', action: { type: 'endStep', player: before.active } });
    const snap = actor.getSnapshot();
    assert.equal(snap.context.game, before);
    assert.equal(snap.context.judgement?.ok, false);
    assert.ok(snap.context.judgement?.checks.some((c) => !c.ok && c.rule === 'K-TIMING-03'));
    assert.deepEqual(snap.value, { draw: 'preDraw' });
  });

  test('K-GEN-05 a malformed event is judged, not thrown, and changes nothing', () => {
    const { actor } = startActor();
    const before = actor.getSnapshot().context.game;
    actor.send({ type: 'ACT', action: { type: 'proclaim', player: 'a', card: 42 } });
    assert.equal(actor.getSnapshot().context.game, before);
    assert.match(actor.getSnapshot().context.judgement!.checks[0]!.says, /malformed action/);
  });

  test('K-ORDER-01 random legal play visits all seven steps in order and the chart always agrees with the game state', () => {
    const { actor, ctx } = startActor(11);
    let rng: RngState = seedRng(99);
    const seen = new Set<string>();
    const order: string[] = [];
    for (let i = 0; i < 4000 && actor.getSnapshot().status === 'active'; i++) {
      const snap = actor.getSnapshot();
      const g: GameState = snap.context.game;
      const stepState = stepOf(snap.value);
      assert.equal(stepState, g.step, `chart ${leaf(snap.value)} vs game step ${g.step}`);
      // The chart's leaf is the one a saved game resumes in: the fields it writes say where it stands.
      assert.equal(leaf(snap.value), leaf(valueOf(leafOf(g))), `chart ${leaf(snap.value)} vs resumed ${leafOf(g)}`);
      seen.add(stepState);
      if (order[order.length - 1] !== stepState) order.push(stepState);
      const moves = legalActions(ctx, g, floorHolder(g));
      assert.ok(moves.length > 0, 'a legal move always exists');
      let k: number;
      [k, rng] = randomInt(rng, 0, moves.length - 1);
      actor.send({ type: 'ACT', action: moves[k] });
      assert.equal(actor.getSnapshot().context.judgement?.ok, true);
    }
    for (const s of ['draw', 'sway', 'recruit', 'deeds', 'attack', 'discard']) assert.ok(seen.has(s), `visited ${s}`);
    const firstTurn = order.slice(0, order.indexOf('discard') + 1);
    assert.deepEqual(firstTurn, ['draw', 'sway', 'recruit', 'deeds', 'attack', 'discard']);
  });

  test('K-FLIP-02 completing step 7 passes the turn to the next player: the chart goes from the discard step back to the pre-draw window', () => {
    const { actor, ctx } = startActor(5);
    const steps: string[] = [];
    actor.subscribe((s) => {
      const step = stepOf(s.value);
      if (steps[steps.length - 1] !== step) steps.push(step);
    });
    const first = actor.getSnapshot().context.game.active;
    // Drive the first turn by always choosing the most passive legal move.
    for (let i = 0; i < 200 && actor.getSnapshot().context.game.turn === 1; i++) {
      const g = actor.getSnapshot().context.game;
      const moves = legalActions(ctx, g, floorHolder(g));
      const pick = moves.find((m) => m.type === 'pass' || m.type === 'endStep' || m.type === 'declineAttack' || (m.type === 'recruit' && !m.accept) || (m.type === 'discard' && m.card === null))!;
      actor.send({ type: 'ACT', action: pick });
    }
    const g = actor.getSnapshot().context.game;
    assert.equal(g.turn, 2);
    assert.notEqual(g.active, first);
    assert.deepEqual(steps, ['draw', 'sway', 'recruit', 'deeds', 'attack', 'discard', 'draw']);
    assert.deepEqual(actor.getSnapshot().value, { draw: 'preDraw' });
  });

  test('replaying the actor log from the same setup gives the same state hash', () => {
    const { actor, ctx } = startActor(21);
    let rng: RngState = seedRng(5);
    for (let i = 0; i < 600 && actor.getSnapshot().status === 'active'; i++) {
      const g = actor.getSnapshot().context.game;
      const moves = legalActions(ctx, g, floorHolder(g));
      let k: number;
      [k, rng] = randomInt(rng, 0, moves.length - 1);
      actor.send({ type: 'ACT', action: moves[k] });
    }
    const { actor: replay } = startActor(21);
    for (const a of actor.getSnapshot().context.log) replay.send({ type: 'ACT', action: a });
    assert.equal(stateHash(replay.getSnapshot().context.game), stateHash(actor.getSnapshot().context.game));
  });
});
