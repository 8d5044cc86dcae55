/**
 * The strong bot searches on the engine, but only over what its seat may know, within a bound,
 * and from its own seed.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { act, coreCards, createMatch, floorHolder, legalActions, STARTER_DECKS, type GameState, type PlayerId } from '../../src/kult/index.js';
import { sensibleMove } from '../../src/kult/bots/sensible-bot.js';
import { STRONG_LIMITS, strongMove, strongSearch } from '../../src/kult/bots/strong-bot.js';
import { seedRng, type RngState } from '../../src/engine/rng.js';

/** Cards that answer an attack or a deed: in the adversary's hand they would change any honest lookahead. */
const RESPONSES = ['out-of-control', 'moment-of-doubt', 'wrath-of-inferno', 'lack-of-faith', 'karma', 'cleansing', 'astaroth-stirs'];

/** The same table with everything hidden from `me` changed: the adversary's hand and discards, every draw pile, the Hub cards and the shared generator. */
function otherSecrets(state: GameState, me: PlayerId, salt: number): GameState {
  const cards = { ...state.cards };
  for (const p of state.players) {
    const hidden = [...(p.id === me ? [] : [...p.hand, ...p.discardPile]), ...p.drawPile, ...(p.cross.hubCard ? [p.cross.hubCard] : [])];
    hidden.forEach((iid, k) => {
      cards[iid] = { ...cards[iid]!, card: RESPONSES[(k + salt) % RESPONSES.length]! };
    });
  }
  return { ...state, cards, rng: seedRng(0x51ed + salt) };
}

/** Game states where the strong bot (the angel deck) has a real choice, from a seeded game against the sensible bot. */
function decisionPoints(count: number): GameState[] {
  const r = createMatch(coreCards(), {
    players: [{ id: 'archon', major: 'kether', deck: STARTER_DECKS.archon.cards }, { id: 'angel', major: 'golab', deck: STARTER_DECKS.angel.cards }],
    struggle: 'continent',
    seed: 77,
  });
  assert.ok(r.ok);
  const out: GameState[] = [];
  let s = r.state;
  let rng: RngState = seedRng(77);
  for (let i = 0; i < 2000 && !s.ended && out.length < count; i++) {
    const p = floorHolder(s);
    let m;
    if (p === 'angel') {
      if (legalActions(r.ctx, s, p).length > 1) out.push(s);
      [m, rng] = strongMove(r.ctx, s, p, rng);
    } else [m, rng] = sensibleMove(r.ctx, s, p, rng);
    s = act(r.ctx, s, m!).state;
  }
  return out;
}

describe('the strong bot', () => {
  const points = decisionPoints(40);
  const { ctx } = createMatch(coreCards(), { players: [{ id: 'a', major: 'kether', deck: STARTER_DECKS.archon.cards }, { id: 'b', major: 'golab', deck: STARTER_DECKS.angel.cards }], struggle: 'continent', seed: 1 });

  it('decides from its own view: other hidden cards and another shared generator never change its move', () => {
    assert.ok(points.length >= 30, `only ${points.length} decisions found`);
    points.forEach((s, k) => {
      const rng = seedRng(k);
      const [honest] = strongMove(ctx, s, 'angel', rng);
      for (const salt of [1, 2, 3]) {
        const [move] = strongMove(ctx, otherSecrets(s, 'angel', salt), 'angel', rng);
        assert.deepEqual(move, honest, `decision ${k} (turn ${s.turn}, step ${s.step}) changed with salt ${salt}`);
      }
    });
  });

  it(`keeps every decision within ${STRONG_LIMITS.nodes} playout acts and stays deterministic for a seed`, () => {
    points.forEach((s, k) => {
      const a = strongSearch(ctx, s, 'angel', seedRng(k));
      const b = strongSearch(ctx, s, 'angel', seedRng(k));
      assert.ok(a.nodes <= STRONG_LIMITS.nodes, `decision ${k} applied ${a.nodes} acts`);
      assert.deepEqual(a.move, b.move);
      assert.deepEqual(a.rng, b.rng);
    });
  });
});
