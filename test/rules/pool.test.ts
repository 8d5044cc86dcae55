/**
 * K-POOL: the Population Pool (catalog § 7): its size, its contents after
 * setup, and conservation of markers under rule movements.
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { STATIONS, type GameState } from '../../src/kult/index.js';
import { closeWindow, deckOf, newMatch, ok, place, player, toStep } from '../support/scenario.js';
import { two } from '../support/turn-kit.js';

const MAJORS = ['kether', 'golab', 'malkuth', 'nahemoth'];

function match(players: number, struggle: 'continent' | 'world') {
  return newMatch(MAJORS.slice(0, players).map((major, i) => ({ id: `p${i}`, major, deck: deckOf([]) })), { struggle });
}

/** Every marker on the table: Pool + Hubs + Stations. */
function markersOnTable(s: GameState): number {
  let n = s.pool;
  for (const p of s.players) {
    n += p.cross.hubMarkers;
    for (const st of STATIONS) n += p.cross.stations[st]?.markers ?? 0;
  }
  return n;
}

describe('K-POOL the Population Pool', () => {
  test('K-POOL-01 Pool size is 5 × players − 1 (Continent) or 10 × players − 1 (World)', () => {
    const cases: Array<[number, 'continent' | 'world', number]> = [[2, 'continent', 9], [3, 'continent', 14], [4, 'continent', 19], [2, 'world', 19], [3, 'world', 29]];
    for (const [n, struggle, size] of cases) assert.equal(match(n, struggle).state.totalMarkers, size, `${n}p ${struggle}`);
  });

  test('K-POOL-02 after the starting markers the Pool holds its size minus 2 × players: 2p World 15, 3p Continent 8', () => {
    assert.equal(match(2, 'world').state.pool, 15);
    assert.equal(match(3, 'continent').state.pool, 8);
  });

  test('K-POOL-04 with no card effect played, Recruit, Sway, Repel and combat only relocate markers: the total never changes', () => {
    const { ctx, state } = two({ major: 'kether', hand: ['usher', 'veteran'], rest: ['anton-teptov', 'priest', 'priest', 'priest', 'priest'] }, { major: 'golab', rest: ['artist'] });
    let s = place(state, 'a', 'anton-teptov', 'C1').state;
    s = place(s, 'a', 'priest', 'C2').state;
    s = place(s, 'a', 'priest', 'C3', { markers: 1 }).state;
    s = place(s, 'a', 'priest', 'N').state;
    s = place(s, 'a', 'priest', 'S').state;
    s = place(s, 'b', 'artist', 'C1', { markers: 1 }).state;
    const total = s.totalMarkers;
    const seen: number[] = [];
    const note = (x: GameState) => seen.push(markersOnTable(x));
    note(s);
    s = toStep(ctx, s, 'sway');
    s = closeWindow(ctx, ok(ctx, s, { type: 'sway', player: 'a', from: 'C3', to: 'N' })); // C3 → N
    note(s);
    s = toStep(ctx, s, 'recruit');
    s = closeWindow(ctx, ok(ctx, s, { type: 'recruit', player: 'a', accept: true })); // Pool → C1, C2
    note(s);
    const cast = player(s, 'a').cross.stations;
    assert.deepEqual([cast.C1!.markers, cast.C2!.markers, cast.C3!.markers], [1, 1, 0]);
    s = toStep(ctx, s, 'deeds');
    s = closeWindow(ctx, ok(ctx, s, { type: 'repel', player: 'a', from: 'hub', to: 'S', suit: 'eye' })); // Hub → S
    note(s);
    s = closeWindow(ctx, ok(ctx, s, { type: 'repel', player: 'a', from: 'C2', to: 'pool', suit: 'skull' })); // C2 → Pool
    note(s);
    s = toStep(ctx, s, 'attack');
    const teptov = player(s, 'a').cross.stations.C1!.base;
    const artist = player(s, 'b').cross.stations.C1!.base;
    s = ok(ctx, s, { type: 'attack', player: 'a', attacker: teptov, target: artist });
    s = closeWindow(ctx, s); // Teptov (full) beats the Artist: its marker goes to the Pool
    note(s);
    assert.equal(player(s, 'b').cross.stations.C1, undefined);
    assert.ok(seen.every((n) => n === total), `totals seen: ${seen.join(', ')} (expected ${total})`);
    assert.equal(s.eliminated, 0);
  });
});
