import assert from 'node:assert/strict';
import { test } from 'node:test';
import { closeWindow, ok, place, player, toStep } from '../support/scenario.js';
import { twoWith } from '../support/turn-kit.js';

const SHRINK = {
  id: 'test-crushing-weight', name: 'Crushing Weight', kind: 'influence', affiliation: 'white', suits: [],
  text: 'Attach to a Being. It holds one marker fewer.', source: 'original (test card)',
  stations: ['N', 'E', 'S', 'W', 'C1', 'C2', 'C3', 'C4'], attachTo: 'being', effects: [{ op: 'capacity', modify: -1 }],
};

test('Q-10 a capacity reduced below the markers held pushes the excess outward (Stage → Cast)', () => {
  let { ctx, state } = twoWith([SHRINK], { major: 'kether', hand: ['test-crushing-weight'], rest: ['teacher', 'veteran'] }, { major: 'golab' });
  let r = place(state, 'a', 'teacher', 'N', { markers: 1 });
  state = r.state;
  const teacher = r.iid;
  r = place(state, 'a', 'veteran', 'C1');
  state = r.state;
  state = toStep(ctx, state, 'deeds');
  const weight = player(state, 'a').hand.find((i) => state.cards[i]!.card === 'test-crushing-weight')!;
  state = ok(ctx, state, { type: 'influence', player: 'a', card: weight, target: { card: teacher } });
  state = closeWindow(ctx, state);
  const cross = player(state, 'a').cross;
  assert.equal(cross.stations.N!.markers, 0, 'the Teacher can hold no marker any more');
  assert.equal(cross.stations.C1!.markers, 1, 'its marker moved one step outward, onto the Cast');
});
