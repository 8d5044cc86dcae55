/**
 * K-FIRST: who takes the first turn, and the turn rotation (catalog § 7,
 * house default Q-01 for three or more players).
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { coreCards, createMatch } from '../../src/kult/index.js';
import { deckOf, newMatch } from '../support/scenario.js';
import { finishTurn } from '../support/turn-kit.js';

function setup(majors: readonly string[], seed = 1) {
  const r = createMatch(coreCards(), {
    players: majors.map((major, i) => ({ id: `p${i}`, major, deck: deckOf([]) })),
    struggle: 'continent',
    seed,
    shuffle: false,
    options: { collectionMode: true },
  });
  assert.ok(r.ok);
  return r;
}

describe('K-FIRST the first player', () => {
  test('K-FIRST-02 Hierarchy 3 (Chokmah) vs 11 (Tiphareth): the player with 3 starts, whatever the seating', () => {
    for (const majors of [['tiphareth', 'chokmah'], ['chokmah', 'tiphareth']]) {
      const r = setup(majors);
      if (!r.ok) continue;
      const starter = `p${majors.indexOf('chokmah')}`;
      assert.equal(r.state.active, starter);
      assert.equal(r.setup.checks.find((c) => c.rule === 'K-FIRST-02')?.says, `${starter} starts: lowest Hierarchy 3`);
    }
  });

  test('K-FIRST-03 a Hierarchy tie (both on Golab) is settled by the shared seed, identically on every peer', () => {
    const starters = new Set<string>();
    for (let seed = 1; seed <= 12; seed++) {
      const r = setup(['golab', 'golab'], seed);
      if (!r.ok) continue;
      const c = r.setup.checks.find((x) => x.rule === 'K-FIRST-03');
      assert.ok(c, 'the tie rule is cited');
      assert.match(c.says, /^Hierarchy tie at 10 between p0, p1: the shared seed picks p[01]$/);
      const again = setup(['golab', 'golab'], seed);
      assert.ok(again.ok && again.state.active === r.state.active, 'same seed, same starter');
      starters.add(r.state.active);
    }
    assert.deepEqual([...starters].sort(), ['p0', 'p1'], 'either tied player may be picked');
  });

  test('K-FIRST-04 finishing step 7 starts the next player\'s turn; with 3 players the rotation is clockwise seating from the first player (Q-01)', () => {
    // Seated Golab (10), Kether (1), Malkuth (19): Kether starts, then Malkuth, then Golab, then Kether again.
    const { ctx, state } = newMatch([
      { id: 'g', major: 'golab', deck: deckOf([]) },
      { id: 'k', major: 'kether', deck: deckOf([]) },
      { id: 'm', major: 'malkuth', deck: deckOf([]) },
    ]);
    const actives = [state.active];
    let s = state;
    for (let i = 0; i < 3; i++) {
      s = finishTurn(ctx, s);
      assert.equal(s.step, 'draw');
      actives.push(s.active);
    }
    assert.deepEqual(actives, ['k', 'm', 'g', 'k']);
    assert.equal(s.turn, 4);
  });
});
