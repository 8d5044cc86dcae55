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
// a change to the hash scheme must be deliberate (and ship with a new protocol version). Both digests
// were cross-checked with another XXH64 (hash-wasm, the C reference built to WebAssembly) over the
// UTF-8 of canonicalJson of the same parts, folded as `stateHash` documents.
const OPENING = '616e488a91b6dc0f0c312ae4e758c439';
const AFTER_40 = '511b6628f9bc0bc58487902ab3f7fdbf';

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
