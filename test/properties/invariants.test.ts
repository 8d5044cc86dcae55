import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import fc from 'fast-check';
import {
  act, coreCards, createMatch, floorHolder, invariantProblems, legalActions, privateView, publicView, restore, serialize, STARTER_DECKS, stateHash,
  type Ctx, type GameState,
} from '../../src/kult/index.js';

const cards = coreCards();

function start(seed: number, players = 2): { ctx: Ctx; state: GameState } {
  const seats = [
    { id: 'a', major: 'kether', deck: STARTER_DECKS.archon.cards },
    { id: 'b', major: 'golab', deck: STARTER_DECKS.angel.cards },
    { id: 'c', major: 'tiphareth', deck: STARTER_DECKS.archon.cards },
    { id: 'd', major: 'chagidiel', deck: STARTER_DECKS.angel.cards },
  ].slice(0, players);
  const r = createMatch(cards, { players: seats, struggle: 'continent', seed });
  assert.ok(r.ok);
  return { ctx: r.ctx, state: r.state };
}

/** Plays `choices` (each picks a legal move by index) and calls `visit` after every act. */
function play(ctx: Ctx, state: GameState, choices: readonly number[], visit: (s: GameState) => void): GameState {
  let s = state;
  for (const c of choices) {
    if (s.ended) break;
    const moves = legalActions(ctx, s, floorHolder(s));
    assert.ok(moves.length > 0, 'K-TIMING-11 a legal move (at least a pass or an end) always exists');
    s = act(ctx, s, moves[c % moves.length]!).state;
    visit(s);
  }
  return s;
}

const game = fc.record({ seed: fc.integer(), players: fc.integer({ min: 2, max: 4 }), choices: fc.array(fc.nat(), { minLength: 50, maxLength: 400 }) });

describe('properties over random legal play (fast-check)', () => {
  test('K-POOL-04 markers are conserved and every card is in exactly one zone after every act', () => {
    fc.assert(fc.property(game, ({ seed, players, choices }) => {
      const { ctx, state } = start(seed, players);
      play(ctx, state, choices, (s) => assert.deepEqual(invariantProblems(ctx, s), []));
    }), { numRuns: 40 });
  });

  test('K-DISCARD-03 K-SETUP-05 no hidden identity leaks into the public or an adversary\'s view', () => {
    fc.assert(fc.property(game, ({ seed, players, choices }) => {
      const { ctx, state } = start(seed, players);
      play(ctx, state, choices, (s) => {
        const pub = publicView(s);
        for (const p of s.players) {
          for (const iid of [...p.hand, ...p.drawPile, ...p.discardPile, p.cross.hubCard!]) assert.equal(pub.cards[iid]!.card, null, `${iid} leaks in the public view`);
          const mine = privateView(s, p.id);
          assert.equal(mine.cards[p.cross.hubCard!]!.card, null, 'the Hub card is unknown even to its owner');
          for (const iid of p.hand) assert.notEqual(mine.cards[iid]!.card, null, 'a player sees their own hand');
          for (const other of s.players) {
            if (other.id === p.id) continue;
            for (const iid of [...other.hand, ...other.discardPile, ...other.drawPile]) assert.equal(mine.cards[iid]!.card, null, `${p.id} sees ${other.id}'s hidden ${iid}`);
          }
        }
      });
    }), { numRuns: 25 });
  });

  test('states are immutable: with every state deep-frozen, random play never writes to one (drafts copy what they change)', () => {
    const freeze = (v: unknown): void => {
      if (typeof v !== 'object' || v === null || Object.isFrozen(v)) return;
      Object.freeze(v);
      for (const x of Object.values(v)) freeze(x);
    };
    fc.assert(fc.property(game, ({ seed, players, choices }) => {
      const { ctx, state } = start(seed, players);
      freeze(state);
      const hashes: string[] = [];
      const seen: GameState[] = [];
      // ES modules are strict: a write to a frozen object throws, so any in-place edit fails here.
      play(ctx, state, choices, (s) => {
        freeze(s);
        seen.push(s);
        hashes.push(stateHash(s));
      });
      // And no remembered digest went stale: each state hashes as its fresh copy does.
      seen.forEach((s, i) => assert.equal(stateHash(structuredClone(s)), hashes[i]));
    }), { numRuns: 20 });
  });

  test('snapshots round-trip losslessly: restore(serialize(s)) has the same hash and plays on identically', () => {
    fc.assert(fc.property(game, fc.array(fc.nat(), { minLength: 20, maxLength: 60 }), ({ seed, players, choices }, more) => {
      const { ctx, state } = start(seed, players);
      const s = play(ctx, state, choices, () => {});
      const back = restore(ctx, serialize(s));
      assert.ok(back.ok);
      assert.equal(stateHash(back.state), stateHash(s));
      assert.equal(stateHash(play(ctx, back.state, more, () => {})), stateHash(play(ctx, s, more, () => {})));
    }), { numRuns: 30 });
  });

  test('determinism: the same seed and the same choices give the same state hash', () => {
    fc.assert(fc.property(game, ({ seed, players, choices }) => {
      const a = start(seed, players);
      const b = start(seed, players);
      assert.equal(stateHash(play(a.ctx, a.state, choices, () => {})), stateHash(play(b.ctx, b.state, choices, () => {})));
    }), { numRuns: 20 });
  });

  test('K-GEN-05 arbitrary junk actions are judged (never thrown) and leave the state unchanged', () => {
    const junk = fc.oneof(
      fc.anything(),
      fc.record({
        type: fc.constantFrom('pass', 'endStep', 'sway', 'recruit', 'repel', 'proclaim', 'influence', 'commandment', 'spell', 'ability', 'attack', 'declineAttack', 'weapon', 'discard', 'choose', 'cheat'),
        player: fc.constantFrom('a', 'b', 'z', ''),
        card: fc.oneof(fc.constantFrom('a#1', 'a#9', 'b#3', 'b#60', 'x'), fc.nat()),
        from: fc.constantFrom('hub', 'N', 'C1', 'C4', 'Q'),
        to: fc.constantFrom('hub', 'S', 'C2', 'pool'),
        station: fc.constantFrom('N', 'W', 'C3', 'hub'),
        suit: fc.constantFrom('skull', 'eye', 'club'),
        accept: fc.boolean(),
        cross: fc.constantFrom('a', 'b'),
      }, { requiredKeys: ['type', 'player'] }),
    );
    fc.assert(fc.property(fc.integer(), fc.array(fc.nat(), { maxLength: 120 }), junk, (seed, choices, action) => {
      const { ctx, state } = start(seed, 2);
      const s = play(ctx, state, choices, () => {});
      const before = stateHash(s);
      const r = act(ctx, s, action);
      if (!r.judgement.ok) {
        assert.equal(r.state, s);
        assert.equal(stateHash(s), before);
        assert.ok(r.judgement.checks.some((c) => !c.ok && c.says.length > 0), 'a refusal explains itself');
      } else assert.deepEqual(invariantProblems(ctx, r.state), []);
    }), { numRuns: 300 });
  });
});
