/**
 * K-WIN: the Hub thresholds (5 / 10), the majority rule once markers have
 * been eliminated, and the win check after every act.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { winTarget } from '../../src/kult/index.js';
import { deckOf, newMatch, ok, place, player, refused, setHub, toStep } from '../support/scenario.js';
import { eliminate, table } from '../support/table-kit.js';

/** Kether (a) in the Sway step with markers on Stage cards N, E (and S). */
function swayTable(struggle: 'continent' | 'world', hub: number, stage: number) {
  let { ctx, state } = table({ major: 'kether', rest: ['priest', 'web-weaver', 'asylum-warden'] }, { major: 'golab' }, { struggle });
  state = setHub(state, 'a', hub);
  const cards = [['priest', 'N'], ['web-weaver', 'E'], ['asylum-warden', 'W']] as const;
  for (const [card, st] of cards.slice(0, stage)) state = place(state, 'a', card, st, { markers: 1 }).state;
  return { ctx, state: toStep(ctx, state, 'sway') };
}

describe('K-WIN', () => {
  it('K-WIN-01: Continent: the Hub goes from 4 to 5 via a Sway → that player wins at once, and no further act is possible', () => {
    const { ctx, state: s0 } = swayTable('continent', 4, 1);
    const s = ok(ctx, s0, { type: 'sway', player: 'a', from: 'N', to: 'hub' });
    assert.equal(s.winner, 'a');
    assert.deepEqual(s.ended, { rule: 'K-WIN-01', says: 'a holds 5 markers in the Hub: 5 markers in the Hub win' });
    assert.equal(s.window, null);
    refused(ctx, s, { type: 'pass', player: 'b' }, 'K-WIN-01');
  });

  it('K-WIN-02: World: 9 in the Hub is not yet a win, 10 is', () => {
    const { ctx, state: s0 } = swayTable('world', 8, 2);
    let s = ok(ctx, s0, { type: 'sway', player: 'a', from: 'N', to: 'hub' });
    assert.equal(player(s, 'a').cross.hubMarkers, 9);
    assert.equal(s.winner, null);
    s = ok(ctx, ok(ctx, ok(ctx, s, { type: 'pass', player: 'b' }), { type: 'pass', player: 'a' }), { type: 'sway', player: 'a', from: 'E', to: 'hub' });
    assert.equal(s.winner, 'a');
    assert.equal(s.ended?.rule, 'K-WIN-02');
  });

  it('K-WIN-03: Continent: starting at 2, three successful Hub Sways win', () => {
    const { ctx, state: s0 } = swayTable('continent', 2, 3);
    assert.equal(player(s0, 'a').cross.hubMarkers, 2);
    let s = s0;
    for (const from of ['N', 'E', 'W'] as const) {
      assert.equal(s.winner, null);
      s = ok(ctx, s, { type: 'sway', player: 'a', from, to: 'hub' });
      if (s.window) s = ok(ctx, ok(ctx, s, { type: 'pass', player: 'b' }), { type: 'pass', player: 'a' });
    }
    assert.equal(player(s, 'a').cross.hubMarkers, 5);
    assert.equal(s.winner, 'a');
  });

  it('K-WIN-04 / K-WIN-05: a 2-player World game with 16 of 19 markers left: the threshold drops to 9 and a Sway to 9 wins', () => {
    const { ctx, state: s0 } = swayTable('world', 8, 1);
    const s1 = eliminate(s0, 3);
    assert.deepEqual(winTarget(s1), { target: 9, rule: 'K-WIN-04', says: '16 markers remain: a majority of 9 wins (regular target 10)' });
    const s = ok(ctx, s1, { type: 'sway', player: 'a', from: 'N', to: 'hub' });
    assert.equal(s.winner, 'a');
    assert.equal(s.ended?.says, 'a holds 9 markers in the Hub: 16 markers remain: a majority of 9 wins (regular target 10)');
  });

  it('K-WIN-06: a 3-player Continent game with 12 of 14 markers left still needs 5 (the regular target is lower than the majority 7)', () => {
    const { state } = newMatch([
      { id: 'a', major: 'kether', deck: deckOf([]) },
      { id: 'b', major: 'golab', deck: deckOf([]) },
      { id: 'c', major: 'malkuth', deck: deckOf([]) },
    ]);
    assert.equal(state.totalMarkers, 14);
    assert.deepEqual(winTarget(eliminate(state, 2)), { target: 5, rule: 'K-WIN-01', says: '5 markers in the Hub win' });
  });

  it('K-WIN-07: without elimination the majority never undercuts the target: 2p Continent 9 → 5, 2p World 19 → 10, 3p Continent 14 → 5', () => {
    const seat = (id: string, major: string) => ({ id, major, deck: deckOf([]) });
    const c2 = table({ major: 'kether' }, { major: 'golab' }).state;
    const w2 = table({ major: 'kether' }, { major: 'golab' }, { struggle: 'world' }).state;
    const c3 = newMatch([seat('a', 'kether'), seat('b', 'golab'), seat('c', 'malkuth')]).state;
    assert.deepEqual([c2, w2, c3].map((s) => [s.totalMarkers, winTarget(s).target]), [[9, 5], [19, 10], [14, 5]]);
  });

  it('K-WIN-08: markers eliminated down to 16 while A\'s Hub already holds 9 → A wins on the very next act', () => {
    let { ctx, state } = table({ major: 'kether' }, { major: 'golab' }, { struggle: 'world' });
    state = setHub(state, 'a', 9);
    assert.equal(state.winner, null);
    state = eliminate(state, 3);
    const s = ok(ctx, state, { type: 'pass', player: 'a' });
    assert.equal(s.winner, 'a');
    assert.equal(s.ended?.rule, 'K-WIN-04');
  });

  it('Q-15: when two Hubs meet the threshold at the same moment, the active player is checked first, then turn order', () => {
    const seat = (id: string, major: string) => ({ id, major, deck: deckOf([]) });
    const { ctx, state } = newMatch([seat('a', 'kether'), seat('b', 'golab'), seat('c', 'malkuth')], { struggle: 'world' });
    const both = setHub(setHub(state, 'c', 10), 'a', 10);
    assert.equal(ok(ctx, both, { type: 'pass', player: 'a' }).winner, 'a');
    const others = setHub(setHub(state, 'c', 10), 'b', 10);
    assert.equal(ok(ctx, others, { type: 'pass', player: 'a' }).winner, 'b');
  });
});
