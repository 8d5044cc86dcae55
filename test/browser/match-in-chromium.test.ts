/// <reference types="mocha" />
// The engine and its statechart in the browser that players use: a real
// XState actor in Chromium plays seeded random legal moves; every state keeps
// the invariants, and replaying the log in a fresh actor gives the same hash.
import { expect } from '@esm-bundle/chai';
import { createActor } from 'xstate';
import { kultMatchMachine } from '../../machines/index.js';
import { coreCards, createMatch, floorHolder, invariantProblems, legalActions, STARTER_DECKS, stateHash } from '../../src/kult/index.js';
import { randomInt, seedRng, type RngState } from '../../src/engine/rng.js';
import { kultState } from '../support/net-duel.js';

function newActor(seed: number) {
  const r = createMatch(coreCards(), {
    players: [{ id: 'a', major: 'kether', deck: STARTER_DECKS.archon.cards }, { id: 'b', major: 'golab', deck: STARTER_DECKS.angel.cards }],
    struggle: 'continent',
    seed,
  });
  if (!r.ok) throw new Error('setup failed');
  const actor = createActor(kultMatchMachine, { input: { ctx: r.ctx, game: r.state } });
  actor.start();
  return { actor, ctx: r.ctx };
}

describe('the KULT match actor in Chromium', () => {
  it('plays 800 random legal acts with invariants intact, and replays to the same state hash', () => {
    const { actor, ctx } = newActor(77);
    let rng: RngState = seedRng(4);
    for (let i = 0; i < 800 && actor.getSnapshot().status === 'active'; i++) {
      const g = actor.getSnapshot().context.game;
      const moves = legalActions(ctx, g, floorHolder(g));
      expect(moves.length).to.be.greaterThan(0);
      let k: number;
      [k, rng] = randomInt(rng, 0, moves.length - 1);
      actor.send({ type: 'ACT', action: moves[k] });
      expect(actor.getSnapshot().context.judgement?.ok).to.equal(true);
      expect(invariantProblems(ctx, actor.getSnapshot().context.game)).to.deep.equal([]);
    }
    const replay = newActor(77).actor;
    for (const a of actor.getSnapshot().context.log) replay.send({ type: 'ACT', action: a });
    expect(stateHash(replay.getSnapshot().context.game)).to.equal(stateHash(actor.getSnapshot().context.game));
  });

  it('K-SWAY-01 refuses an out-of-step act with the rule cited and keeps the state', () => {
    const { actor } = newActor(3);
    const before = actor.getSnapshot().context.game;
    actor.send({ type: 'ACT', action: { type: 'sway', player: before.active, from: 'C1', to: 'N' } });
    const after = actor.getSnapshot().context;
    expect(after.game).to.equal(before);
    expect(after.judgement?.ok).to.equal(false);
    expect(after.judgement?.checks.some((c) => !c.ok)).to.equal(true);
  });
});
