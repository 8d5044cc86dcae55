import assert from 'node:assert/strict';
import { test } from 'node:test';
import { act, coreCards, createMatch, floorHolder, legalActions, restore, serialize, stateHash, STARTER_DECKS, type GameState } from '../../src/kult/index.js';

/** A fixed opening and its first 40 legal moves (always the first listed). */
function fixedGame(): GameState[] {
  const r = createMatch(coreCards(), {
    players: [{ id: 'a', major: 'kether', deck: STARTER_DECKS.archon.cards }, { id: 'b', major: 'golab', deck: STARTER_DECKS.angel.cards }],
    struggle: 'continent',
    seed: 42,
  });
  assert.ok(r.ok);
  const states = [r.state];
  for (let i = 0; i < 40; i++) {
    const s = states[states.length - 1]!;
    states.push(act(r.ctx, s, legalActions(r.ctx, s, floorHolder(s))[0]!).state);
  }
  return states;
}

// Peers compare these digests byte for byte, and saved matches are checked against them on resume:
// a change to the hash scheme must be deliberate (and ship with a new protocol version). The opening's
// digest was cross-checked with node:crypto's SHA-256 over canonicalJson of the same parts.
const OPENING = '191c70031701d011656e229bd665f6a0b8c1aceebac2dfdc52b080f9c76bf3e0';
const AFTER_40 = '39a995a8901d36873cdaa04a58b59c72ffeb979df3f1b97ead6712c5380ee26f';

test('NET-PREV-01 the state hash scheme is pinned: a fixed opening and the state 40 acts later hash to known digests', () => {
  const states = fixedGame();
  assert.equal(stateHash(states[0]!), OPENING);
  assert.equal(stateHash(states[40]!), AFTER_40);
});

test('NET-PREV-01 remembered digests never go stale: every state of a game hashes the same as its restored copy', () => {
  const states = fixedGame();
  const ctx = { cards: coreCards() };
  for (const s of states) {
    const copy = restore(ctx, serialize(s));
    assert.ok(copy.ok);
    assert.equal(stateHash(copy.state), stateHash(s));
  }
});
