/**
 * Property (issue: cards): any card file that passes the linter loads and
 * plays in random games without errors. fast-check builds card-set files
 * from the effect vocabulary — a small arbitrary over the CardDef fields,
 * inside the schema but free to combine them oddly — and for every file the
 * linter (the loader's checks, `npm run lint:cards`) accepts, two players
 * build decks from it and play random legal actions. After every act:
 * a legal move is never refused, the invariants hold (markers conserved,
 * every card in exactly one zone), and a move always exists.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import fc from 'fast-check';
import { act, createMatch, floorHolder, invariantProblems, legalActions, loadCardSets, type GameState } from '../../src/kult/index.js';
import { cardFile } from '../support/card-arbitraries.js';

/** Two seats over the file: each deck holds every Minor Arcanum twice, dealt by the seed. */
function play(file: ReturnType<typeof JSON.parse>, seed: number, choices: readonly number[]): void {
  const loaded = loadCardSets([file]);
  assert.ok(loaded.ok, 'a file that passed the linter must load');
  const minors = [...loaded.set.cards.values()].filter((c) => c.kind !== 'major').map((c) => c.id);
  const deck = [...minors, ...minors];
  const r = createMatch(loaded.set, {
    players: [{ id: 'a', major: 'gen-0', deck }, { id: 'b', major: 'gen-1', deck }],
    struggle: 'continent', seed, options: { collectionMode: true },
  });
  assert.ok(r.ok, `setup: ${r.ok ? '' : r.setup.checks.filter((c) => !c.ok).map((c) => c.says).join('; ')}`);
  let s: GameState = r.state;
  for (const c of choices) {
    if (s.ended) break;
    const who = floorHolder(s);
    const moves = legalActions(r.ctx, s, who);
    assert.ok(moves.length > 0, `K-TIMING-11 ${who} has no legal move in step ${s.step}`);
    const move = moves[c % moves.length]!;
    const res = act(r.ctx, s, move);
    assert.ok(res.judgement.ok, `a legal move was refused: ${JSON.stringify(move)}`);
    s = res.state;
    assert.deepEqual(invariantProblems(r.ctx, s), [], `after ${JSON.stringify(move)}`);
  }
}

describe('generated card files (fast-check)', () => {
  test('any card file that passes the linter loads and plays random legal games without errors (K-POOL-04, K-TIMING-11)', () => {
    let linted = 0;
    let played = 0;
    fc.assert(fc.property(cardFile, fc.integer(), fc.array(fc.nat(), { minLength: 60, maxLength: 200 }), (file, seed, choices) => {
      linted++;
      const lint = loadCardSets([file]);
      if (!lint.ok) return; // the linter refused it: nothing is promised
      played++;
      play(file, seed, choices);
    }), { numRuns: 50 });
    // The generator stays useful only if most files pass the linter.
    assert.ok(played >= linted / 3, `only ${played} of ${linted} generated files passed the linter`);
  });

  test('the linter refuses what the engine cannot use: a file with an unknown op or handler never loads', () => {
    fc.assert(fc.property(cardFile, fc.constantFrom({ op: 'summon' }, { op: 'handler', name: 'no-such-handler' }), (file, bad) => {
      const broken = structuredClone(file);
      (broken.cards[broken.cards.length - 1] as Record<string, unknown>).effects = [bad];
      const r = loadCardSets([broken]);
      assert.equal(r.ok, false);
      assert.ok(!r.ok && r.problems.some((p) => p.code === 'CARD-UNKNOWN-EFFECT' || p.code === 'CARD-UNKNOWN-HANDLER' || p.code === 'CARD-EFFECT-PARAMS'));
    }), { numRuns: 40 });
  });
});
