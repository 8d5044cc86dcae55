import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { createActor } from 'xstate';
import { kultMatchMachine } from '../../machines/index.js';
import { coreCards, createMatch, floorHolder, legalActions, STARTER_DECKS, stateHash, type GameState } from '../../src/kult/index.js';
import { randomInt, seedRng, type RngState } from '../../src/engine/rng.js';

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

describe('the match statechart (real XState actor)', () => {
  test('K-DRAW-05 a turn starts in the pre-draw window of step 1', () => {
    const { actor } = startActor();
    assert.deepEqual(actor.getSnapshot().value, { turn: { draw: 'preDrawWindow' } });
  });

  test('K-DRAW-04 when everyone passes the pre-draw window, the draw happens and the post-draw window opens', () => {
    const { actor } = startActor();
    const g0 = actor.getSnapshot().context.game;
    actor.send({ type: 'ACT', action: { type: 'pass', player: floorHolder(g0) } });
    const g1 = actor.getSnapshot().context.game;
    actor.send({ type: 'ACT', action: { type: 'pass', player: floorHolder(g1) } });
    assert.deepEqual(actor.getSnapshot().value, { turn: { draw: 'postDrawWindow' } });
  });

  test('K-ORDER-01 an illegal event leaves the game state untouched and records the failing judgement', () => {
    const { actor } = startActor();
    const before = actor.getSnapshot().context.game;
    actor.send({ type: 'ACT', action: { type: 'endStep', player: before.active } });
    const snap = actor.getSnapshot();
    assert.equal(snap.context.game, before);
    assert.equal(snap.context.judgement?.ok, false);
    assert.ok(snap.context.judgement?.checks.some((c) => !c.ok && c.rule === 'K-TIMING-03'));
    assert.deepEqual(snap.value, { turn: { draw: 'preDrawWindow' } });
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
      const value = snap.value as { turn: Record<string, unknown> | string };
      const stepState = typeof value.turn === 'string' ? value.turn : Object.keys(value.turn)[0]!;
      if (stepState !== 'choice') assert.equal(stepState, g.step, `chart ${leaf(snap.value)} vs game step ${g.step}`);
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
    const firstTurn = order.slice(0, order.indexOf('discard') + 1).filter((s) => s !== 'choice');
    assert.deepEqual(firstTurn, ['draw', 'sway', 'recruit', 'deeds', 'attack', 'discard']);
  });

  test('K-FLIP-02 completing step 7 passes the turn through the flip state to the next player', () => {
    const { actor, ctx } = startActor(5);
    const transitions: string[] = [];
    actor.subscribe((s) => transitions.push(leaf(s.value)));
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
    assert.equal(actor.getSnapshot().context.turnSeen, 2);
    assert.deepEqual(actor.getSnapshot().value, { turn: { draw: 'preDrawWindow' } });
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
