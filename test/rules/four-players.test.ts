/**
 * KULT at a table of four and more (issue 15, K-GEN-03: the two-player rules unchanged, except
 * the multiplayer provisions): the Pool's size for four to six (K-POOL-01/02), turns going round
 * the table, the floor going round all four seats after an act, nested and resumed
 * (K-TIMING-04, Q-17), the draw windows, the combat modification loop's order
 * (K-ATTACK-06), and the majority win once markers are eliminated (K-WIN-04/07/08, Q-15).
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { winTarget, type CardId, type GameState } from '../../src/kult/index.js';
import { closeWindow, deckOf, newMatch, ok, place, refused, setHub, toStep } from '../support/scenario.js';
import { eliminate, inHand, lastAct, nextTurn, suits } from '../support/table-kit.js';

/** Kether (a, Hierarchy 1: starts), Golab (b), Malkuth (c), Nahemoth (d), … seated in this order. */
const MAJORS: readonly CardId[] = ['kether', 'golab', 'malkuth', 'nahemoth', 'chokmah', 'thaumiel'];
const IDS = ['a', 'b', 'c', 'd', 'e', 'f'];

function tableOf(n: number, hands: Readonly<Record<string, readonly CardId[]>> = {}, rest: Readonly<Record<string, readonly CardId[]>> = {}, struggle: 'continent' | 'world' = 'continent') {
  return newMatch(MAJORS.slice(0, n).map((major, i) => ({ id: IDS[i]!, major, deck: deckOf(hands[IDS[i]!] ?? [], rest[IDS[i]!] ?? []) })), { struggle });
}

describe('four players and more: the Pool, the turns', () => {
  it('K-POOL-01 / K-POOL-02: the Pool for 4, 5 and 6 players is 5 × players − 1 (Continent) or 10 × players − 1 (World), less 2 × players once the starting markers are taken', () => {
    const cases: Array<[number, 'continent' | 'world', number]> = [[4, 'continent', 19], [5, 'continent', 24], [6, 'continent', 29], [4, 'world', 39], [5, 'world', 49], [6, 'world', 59]];
    for (const [n, struggle, size] of cases) {
      const { state } = tableOf(n, {}, {}, struggle);
      assert.equal(state.totalMarkers, size, `${n}p ${struggle}`);
      assert.equal(state.pool, size - 2 * n, `${n}p ${struggle}: the Pool after the starting markers`);
      assert.ok(state.players.every((p) => p.cross.hubMarkers === 2));
    }
  });

  it('K-GEN-03 / Q-01: at a table of four, turns go round the seating from the first player: a, b, c, d, then a again', () => {
    const { ctx, state } = tableOf(4);
    let s = toStep(ctx, state, 'sway');
    const actives = [s.active];
    for (let i = 0; i < 4; i++) {
      s = nextTurn(ctx, s);
      actives.push(s.active);
    }
    assert.deepEqual(actives, ['a', 'b', 'c', 'd', 'a']);
  });

  it('K-WIN-07: without elimination the majority never undercuts the target at four to six: 19 → 5, 24 → 5, 29 → 5, 39 → 10, 59 → 10', () => {
    const targets = ([[4, 'continent'], [5, 'continent'], [6, 'continent'], [4, 'world'], [6, 'world']] as const).map(([n, st]) => winTarget(tableOf(n, {}, {}, st).state));
    assert.deepEqual(targets.map((t) => [t.target, t.rule]), [[5, 'K-WIN-01'], [5, 'K-WIN-01'], [5, 'K-WIN-01'], [10, 'K-WIN-02'], [10, 'K-WIN-02']]);
  });
});

describe('four players: the floor goes round the table (K-TIMING-04, Q-17, Q-20)', () => {
  /** Golab (a, lowest Hierarchy here: starts) wants the Incinerator (four Skulls); b, c and d each hold a Fly in the Ointment. */
  function repelTable() {
    const { ctx, state } = newMatch([
      { id: 'a', major: 'golab', deck: deckOf(['incinerator'], ['veteran']) },
      { id: 'b', major: 'malkuth', deck: deckOf(['fly-in-the-ointment']) },
      { id: 'c', major: 'nahemoth', deck: deckOf(['fly-in-the-ointment']) },
      { id: 'd', major: 'samael', deck: deckOf(['fly-in-the-ointment']) },
    ]);
    const vet = place(state, 'a', 'veteran', 'C1');
    const s = toStep(ctx, vet.state, 'deeds');
    assert.equal(s.active, 'a');
    return { ctx, state: s };
  }

  it('K-TIMING-04 / Q-17: after a Repel the floor goes to b, c, d, then the actor; anyone out of turn is refused; the window closes only when all four have passed', () => {
    const { ctx, state } = repelTable();
    let s = ok(ctx, state, { type: 'repel', player: 'a', from: 'hub', to: 'C1', suit: 'skull' });
    assert.equal(s.window?.kind, 'react');
    assert.deepEqual(s.window?.cycle, ['a', 'b', 'c', 'd']);
    assert.deepEqual(s.window?.order, ['b', 'c', 'd', 'a']);
    const seen: string[] = [];
    for (const next of ['b', 'c', 'd', 'a']) {
      for (const other of ['a', 'b', 'c', 'd'].filter((p) => p !== next)) refused(ctx, s, { type: 'pass', player: other }, 'K-TIMING-04');
      seen.push(s.window!.order[0]!);
      assert.notEqual(s.window, null, `the window is still open before ${next} passes`);
      s = ok(ctx, s, { type: 'pass', player: next });
    }
    assert.deepEqual(seen, ['b', 'c', 'd', 'a']);
    assert.equal(s.window, null);
    assert.equal(s.step, 'deeds');
  });

  it('Q-17 at four: b passes, c answers with Fly in the Ointment (its window goes d, a, b, c); when it closes the Repel\'s window resumes with d and a, who had not passed, and c last', () => {
    const { ctx, state } = repelTable();
    let s = ok(ctx, state, { type: 'repel', player: 'a', from: 'hub', to: 'C1', suit: 'skull' });
    const repel = lastAct(s);
    s = ok(ctx, s, { type: 'pass', player: 'b' });
    s = ok(ctx, s, { type: 'commandment', player: 'c', card: inHand(s, 'c', 'fly-in-the-ointment'), target: { player: 'a', suit: 'skull' } });
    assert.equal(suits(ctx, s, 'a').skull, 3);
    assert.deepEqual(s.window?.order, ['d', 'a', 'b', 'c']);
    for (const p of ['d', 'a', 'b', 'c']) s = ok(ctx, s, { type: 'pass', player: p });
    assert.equal(s.window?.kind, 'react');
    assert.deepEqual(s.window?.chain.map((e) => e.id), [repel, repel + 1]);
    assert.deepEqual(s.window?.order, ['d', 'a', 'c']);
    // d, who never had the floor for the Repel, may still answer it.
    s = ok(ctx, s, { type: 'commandment', player: 'd', card: inHand(s, 'd', 'fly-in-the-ointment'), target: { player: 'a', suit: 'skull' } });
    assert.equal(suits(ctx, s, 'a').skull, 2);
    s = closeWindow(ctx, s);
    assert.equal(s.window, null);
    assert.equal(suits(ctx, s, 'a').skull, 2);
  });

  it('Q-20 at four: the pre-draw window is offered to the active player first, then round the table, and closes after all four pass', () => {
    const { ctx, state } = tableOf(4);
    // To the end of c's turn: d's turn opens with its pre-draw window.
    let s = toStep(ctx, nextTurn(ctx, nextTurn(ctx, toStep(ctx, state, 'sway'))), 'discard');
    assert.equal(s.active, 'c');
    s = ok(ctx, s, { type: 'discard', player: 'c', card: null });
    s = closeReactIfAny(ctx, s);
    assert.equal(s.active, 'd');
    assert.equal(s.window?.kind, 'preDraw');
    assert.deepEqual(s.window?.order, ['d', 'a', 'b', 'c']);
    for (const p of ['d', 'a', 'b']) s = ok(ctx, s, { type: 'pass', player: p });
    assert.equal(s.window?.kind, 'preDraw', 'still open until the fourth pass');
    s = ok(ctx, s, { type: 'pass', player: 'c' });
    assert.notEqual(s.window?.kind, 'preDraw');
  });

  it('K-ATTACK-06 at four: the combat modification loop goes attacker, target, then the others in turn order, and ends only when all four have passed', () => {
    const { ctx, state } = tableOf(4, {}, { a: ['veteran'], c: ['artist'] }, 'world');
    const vet = place(state, 'a', 'veteran', 'C1');
    const art = place(vet.state, 'c', 'artist', 'C1');
    let s = toStep(ctx, art.state, 'attack');
    s = ok(ctx, s, { type: 'attack', player: 'a', attacker: vet.iid, target: art.iid });
    assert.equal(s.window?.kind, 'combat');
    assert.deepEqual(s.window?.order, ['a', 'c', 'b', 'd']);
    for (const p of ['a', 'c', 'b']) {
      s = ok(ctx, s, { type: 'pass', player: p });
      assert.equal(s.window?.kind, 'combat');
    }
    s = ok(ctx, s, { type: 'pass', player: 'd' });
    assert.notEqual(s.window?.kind, 'combat');
  });
});

describe('four players: the majority win (K-WIN-04, K-WIN-08, Q-15)', () => {
  it('K-WIN-04: a 4-player World game (39 markers) down to 14 left: the majority, 8, is below the target 10 and wins; 7 does not', () => {
    const { ctx, state } = tableOf(4, {}, {}, 'world');
    let s = setHub(state, 'b', 7);
    s = eliminate(s, 25);
    assert.equal(s.totalMarkers - s.eliminated, 14);
    assert.deepEqual(winTarget(s), { target: 8, rule: 'K-WIN-04', says: '14 markers remain: a majority of 8 wins (regular target 10)' });
    assert.equal(ok(ctx, s, { type: 'pass', player: 'a' }).winner, null, '7 of 14 is no majority');
    const won = ok(ctx, setHub(s, 'b', 8), { type: 'pass', player: 'a' });
    assert.equal(won.winner, 'b');
    assert.equal(won.ended?.rule, 'K-WIN-04');
  });

  it('Q-15 at four: when c and d meet the threshold at the same moment in a\'s turn, c, first in turn order after a, wins', () => {
    const { ctx, state } = tableOf(4, {}, {}, 'world');
    const both = setHub(setHub(state, 'd', 10), 'c', 10);
    assert.equal(ok(ctx, both, { type: 'pass', player: 'a' }).winner, 'c');
  });
});

/** Passes every seat through an open react window (none open: the state as it is). */
function closeReactIfAny(ctx: Parameters<typeof closeWindow>[0], s: GameState): GameState {
  return s.window && s.window.kind === 'react' ? closeWindow(ctx, s) : s;
}
