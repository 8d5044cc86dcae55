/**
 * Whom the act on the floor directly affects (src/kult/rules/window-affects.ts), on public
 * information: the default auto-pass mode stops a table only there. Every position is reached
 * through the real engine; the answer is read from `Game.window` as the tables read it.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { kultGame, publicView, type Ctx, type GameState, type PlayerId } from '../../src/kult/index.js';
import { affectsSeat } from '../../src/kult/rules/window-affects.js';
import { closeWindow, ok, place, setHub, toStep } from '../support/scenario.js';
import { inHand, lastAct, table } from '../support/table-kit.js';

/** What `Game.window` says for `me` (the tables ask this, on the shared public state). */
function affects(ctx: Ctx, state: GameState, me: PlayerId): string | null | undefined {
  const w = kultGame(ctx.cards).window(publicView(state), me);
  assert.equal(affectsSeat(ctx.cards, state, me), w?.affects ?? null, 'the game answers from public information');
  return w?.affects;
}

describe('K-TIMING-04 / Q-19: whom the act on the floor directly affects', () => {
  it("K-TIMING-07: Unholy Hunger Influenced onto Malkuth's Teacher affects Malkuth (target), not the player who played it", () => {
    let { ctx, state } = table({ major: 'golab', hand: ['unholy-hunger'] }, { major: 'malkuth', hand: ['lack-of-faith'], rest: ['teacher'] });
    const t = place(state, 'b', 'teacher', 'C2');
    state = toStep(ctx, t.state, 'deeds');
    state = ok(ctx, state, { type: 'influence', player: 'a', card: inHand(state, 'a', 'unholy-hunger'), target: { card: t.iid } });
    assert.equal(affects(ctx, state, 'b'), 'target');
    // Lack of Faith on it: now the act on the floor answers Golab's act.
    state = ok(ctx, state, { type: 'commandment', player: 'b', card: inHand(state, 'b', 'lack-of-faith'), target: { act: lastAct(state) } });
    assert.equal(affects(ctx, state, 'a'), 'act');
  });

  it('K-TIMING-03: a Proclaim into its own cross and a Repel for a Suit affect only their player: the other table may pass', () => {
    let { ctx, state } = table({ major: 'golab', hand: ['priest', 'incinerator'], rest: ['veteran'] }, { major: 'malkuth', hand: ['fly-in-the-ointment'] });
    state = toStep(ctx, place(state, 'a', 'veteran', 'C1').state, 'deeds');
    state = ok(ctx, state, { type: 'proclaim', player: 'a', card: inHand(state, 'a', 'priest'), cross: 'a', station: 'C2' });
    assert.equal(affects(ctx, state, 'b'), null);
    state = closeWindow(ctx, state);
    state = ok(ctx, state, { type: 'repel', player: 'a', from: 'hub', to: 'C1', suit: 'skull' });
    assert.equal(state.window?.chain.at(-1)?.kind, 'repel');
    assert.equal(affects(ctx, state, 'b'), null);
  });

  it('K-TIMING-05: Fly in the Ointment aimed at a player affects that player, whose Sorry could answer it', () => {
    let { ctx, state } = table({ major: 'golab', hand: ['incinerator', 'sorry'], rest: ['veteran'] }, { major: 'malkuth', hand: ['fly-in-the-ointment'] });
    state = toStep(ctx, place(state, 'a', 'veteran', 'C1').state, 'deeds');
    state = ok(ctx, state, { type: 'repel', player: 'a', from: 'hub', to: 'C1', suit: 'skull' });
    state = ok(ctx, state, { type: 'commandment', player: 'b', card: inHand(state, 'b', 'fly-in-the-ointment'), target: { player: 'a', suit: 'skull' } });
    assert.deepEqual(state.window?.chain.at(-1)?.target, { player: 'a', suit: 'skull' });
    assert.equal(affects(ctx, state, 'a'), 'target');
  });

  it('K-ATTACK-06: an attack on a Being affects its controller, and the combat modification loop affects both combatants', () => {
    let { ctx, state } = table({ major: 'kether', rest: ['usher'] }, { major: 'golab', rest: ['drug-dealer'] });
    const us = place(state, 'a', 'usher', 'C1');
    const dd = place(us.state, 'b', 'drug-dealer', 'C1', { markers: 1 });
    state = toStep(ctx, dd.state, 'attack');
    state = ok(ctx, state, { type: 'attack', player: 'a', attacker: us.iid, target: dd.iid });
    assert.equal(state.window?.kind, 'combat');
    assert.equal(affects(ctx, state, 'a'), 'combat');
    state = ok(ctx, state, { type: 'pass', player: 'a' });
    assert.equal(affects(ctx, state, 'b'), 'combat');
  });

  it("K-ATTACH: an Influence attached to one's own Being affects nobody else; attached to the other's, it affects its controller", () => {
    let { ctx, state } = table({ major: 'golab', hand: ['unholy-hunger', 'unholy-hunger'], rest: ['priest'] }, { major: 'malkuth', rest: ['teacher'] });
    const mine = place(state, 'a', 'priest', 'C1', { markers: 1 });
    const theirs = place(mine.state, 'b', 'teacher', 'C2', { markers: 1 });
    state = toStep(ctx, theirs.state, 'deeds');
    state = ok(ctx, state, { type: 'influence', player: 'a', card: inHand(state, 'a', 'unholy-hunger'), target: { card: mine.iid } });
    assert.equal(affects(ctx, state, 'b'), null);
    state = closeWindow(ctx, state);
    state = ok(ctx, state, { type: 'influence', player: 'a', card: inHand(state, 'a', 'unholy-hunger'), target: { card: theirs.iid } });
    assert.equal(affects(ctx, state, 'b'), 'target');
  });

  it('K-WIN-01: every act of a player one Hub marker from winning affects the others, even a Repel of its own', () => {
    const repelAt = (hub: number): { ctx: Ctx; state: GameState } => {
      const { ctx, state } = table({ major: 'golab', hand: ['incinerator'], rest: ['veteran'] }, { major: 'malkuth' });
      // The Hub is set on reaching step 4: five markers there before would have won already (K-WIN-08).
      const s = setHub(toStep(ctx, place(state, 'a', 'veteran', 'C1').state, 'deeds'), 'a', hub);
      return { ctx, state: ok(ctx, s, { type: 'repel', player: 'a', from: 'hub', to: 'C1', suit: 'skull' }) };
    };
    // Four markers, one moved out: three left, two short of the Continent's five.
    const far = repelAt(4);
    assert.equal(affects(far.ctx, far.state, 'b'), null);
    // Five, one moved out: four left, one short.
    const near = repelAt(5);
    assert.equal(affects(near.ctx, near.state, 'b'), 'nearWin');
  });

  it("Astaroth Stirs (a named handler with no target) counts as affecting the others; one's own act come back does not", () => {
    let { ctx, state } = table({ major: 'golab', hand: ['astaroth-stirs'] }, { major: 'malkuth' });
    state = toStep(ctx, state, 'deeds');
    state = ok(ctx, state, { type: 'commandment', player: 'a', card: inHand(state, 'a', 'astaroth-stirs') });
    assert.equal(affects(ctx, state, 'b'), 'unknown');
    state = ok(ctx, state, { type: 'pass', player: 'b' });
    assert.equal(affects(ctx, state, 'a'), null);
  });

  it('Q-20: a draw window nobody acted in affects nobody', () => {
    const { ctx, state } = table({ major: 'golab' }, { major: 'malkuth' });
    assert.equal(state.window?.kind, 'preDraw');
    assert.equal(affects(ctx, state, 'a'), null);
  });
});
