/**
 * Tactics (catalog §8): creatures face down by position, then Destiny cards face down, both
 * committed by every player before anyone sees, no costs yet, and Instants in its windows.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { meatGame } from '../../src/meat/game.js';
import type { MeatState } from '../../src/meat/state.js';
import { FIXTURE } from './support/cards.js';
import { at, atPlace, closeWindow, gameJudge, give, mine, play, refused, scene } from './support/scene.js';

/** A Tactics scene: `a` holds `aHand`, `b` holds `bHand` (designs). */
const tactics = (aHand: readonly string[], bHand: readonly string[], edit: (d: MeatState) => void = () => {}) =>
  scene(2, (d) => {
    for (const x of aHand) give(d, 'a', x);
    for (const x of bHand) give(d, 'b', x);
    edit(d);
    atPlace(d);
  });
const creaturesOf = (s: MeatState, seat: string) => s.players[seat]!.hand.filter((x) => x.startsWith('C'));

test('M-TACTIC-01 M-FLOW-05 A puts X on the Left flank, Y on the Front and Z on the Right flank; cards not in hand, or one card twice, are refused', () => {
  let s = tactics(['nekromanta', 'bober', 'grunt'], ['grunt']);
  const [x, y, z] = creaturesOf(s, 'a');
  refused(s, { type: 'place', player: 'a', left: x!, front: x!, right: z! }, 'M-TACTIC-01');
  refused(s, { type: 'place', player: 'a', left: x!, front: y!, right: creaturesOf(s, 'b')[0]! }, 'M-TACTIC-01');
  s = play(s, { type: 'place', player: 'a', left: x!, front: y!, right: z! });
  assert.deepEqual([at(s, 'a', 'left')!.card, at(s, 'a', 'front')!.card, at(s, 'a', 'right')!.card], [x, y, z]);
  assert.equal(s.players.a!.hand.length, 0);
  assert.equal(s.revealed, false, 'face down');
});

test('M-TACTIC-02 A has 2 creatures and places them on Front and Right flank, the Left flank empty', () => {
  let s = tactics(['nekromanta', 'bober', 'spell-z'], ['grunt']);
  const [x, y] = creaturesOf(s, 'a');
  s = play(s, { type: 'place', player: 'a', left: null, front: x!, right: y! });
  assert.equal(at(s, 'a', 'left'), null);
  assert.equal(s.players.a!.hand.length, 1, 'the Spell stays in hand');
});

test('M-TACTIC-03 M-AMB-10 A has 5 creatures and must place exactly 3 (a house default, labelled)', () => {
  const s = tactics(['grunt', 'grunt', 'grunt', 'bober', 'nekromanta'], ['grunt']);
  const cs = creaturesOf(s, 'a');
  const two = { type: 'place', player: 'a', left: cs[0]!, front: cs[1]!, right: null } as const;
  refused(s, two, 'M-TACTIC-03');
  assert.equal(gameJudge(s, two).checks.find((c) => c.rule === 'M-TACTIC-03')!.houseDefault, true);
  const t = tactics(['grunt', 'bober'], ['grunt']);
  refused(t, { type: 'place', player: 'a', left: null, front: creaturesOf(t, 'a')[0]!, right: null }, 'M-TACTIC-03');
  const none = tactics(['spell-z'], ['grunt']);
  assert.ok(gameJudge(none, { type: 'place', player: 'a', left: null, front: null, right: null }).ok, 'no creature, nothing to place');
});

test('M-TACTIC-04 A puts 2 Destiny cards face down and B none; a creature is no Destiny card', () => {
  let s = tactics(['grunt', 'spell-z', 'spell-x', 'coin'], ['grunt']);
  s = play(s, { type: 'place', player: 'a', left: null, front: creaturesOf(s, 'a')[0]!, right: null });
  s = play(s, { type: 'place', player: 'b', left: null, front: creaturesOf(s, 'b')[0]!, right: null });
  s = closeWindow(s);
  refused(s, { type: 'commit', player: 'a', cards: [at(s, 'a', 'front')!.card] }, 'M-TACTIC-04');
  refused(s, { type: 'commit', player: 'a', cards: [mine(s, 'a', 'coin'), mine(s, 'a', 'coin')] }, 'M-TACTIC-04');
  s = play(s, { type: 'commit', player: 'a', cards: [mine(s, 'a', 'spell-z'), mine(s, 'a', 'spell-x')] });
  s = play(s, { type: 'commit', player: 'b', cards: [] });
  assert.equal(s.players.a!.laid.length, 2);
  assert.equal(s.players.b!.laid.length, 0);
  assert.deepEqual(s.players.a!.hand.map((x) => s.ident[x]), ['coin']);
});

test('M-TACTIC-05 M-FLOW-06 everyone sees B left the Right flank empty and put 2 cards down, nobody sees which until Activation; step 2 waits for every step-1 commit', () => {
  let s = tactics(['grunt', 'bober'], ['grunt', 'wall', 'spell-z', 'coin']);
  s = play(s, { type: 'place', player: 'a', left: null, front: creaturesOf(s, 'a')[0]!, right: creaturesOf(s, 'a')[1]! });
  refused(s, { type: 'commit', player: 'a', cards: [] }, 'M-TACTIC-01');
  const [p, q] = creaturesOf(s, 'b');
  s = play(s, { type: 'place', player: 'b', left: p!, front: q!, right: null });
  s = closeWindow(s);
  s = play(s, { type: 'commit', player: 'a', cards: [] });
  s = play(s, { type: 'commit', player: 'b', cards: [mine(s, 'b', 'spell-z'), mine(s, 'b', 'coin')] });
  const seen = meatGame(FIXTURE).view(s, 'a');
  assert.equal(seen.players.b!.lanes.right, null);
  assert.equal(seen.players.b!.laid.length, 2);
  for (const l of seen.players.b!.laid) assert.equal(seen.ident[l.card], null);
  assert.equal(seen.ident[p!], null);
  assert.equal(seen.players.b!.lanes.left!.defence, 0, 'a back shows no values');
});

test('M-TACTIC-06 A with 3 ounces puts down Destiny cards costing 2 + 2 for free; at Activation only one can be paid', () => {
  let s = tactics(['grunt', 'spell-x', 'spell-y'], ['grunt'], (d) => (d.players.a!.telestarion = 3));
  s = play(s, { type: 'place', player: 'a', left: null, front: creaturesOf(s, 'a')[0]!, right: null });
  s = play(s, { type: 'place', player: 'b', left: null, front: creaturesOf(s, 'b')[0]!, right: null });
  s = closeWindow(s);
  const [x, y] = [mine(s, 'a', 'spell-x'), mine(s, 'a', 'spell-y')];
  s = play(s, { type: 'commit', player: 'a', cards: [x, y] });
  assert.equal(s.players.a!.telestarion, 3, 'nothing paid in Tactics');
  s = play(s, { type: 'commit', player: 'b', cards: [] });
  s = closeWindow(s);
  assert.equal(s.step, 'pay');
  refused(s, { type: 'pay', player: 'a', cards: [x, y] }, 'M-TELE-02');
  s = play(s, { type: 'pay', player: 'a', cards: [x] });
  assert.equal(s.players.a!.telestarion, 1);
});

test('M-TACTIC-07 M-INSTANT-07 B plays an Instant from hand once every creature is placed (the window after step 1)', () => {
  let s = tactics(['grunt'], ['wall', 'i-bolt']);
  s = play(s, { type: 'place', player: 'a', left: null, front: creaturesOf(s, 'a')[0]!, right: null });
  s = play(s, { type: 'place', player: 'b', left: null, front: creaturesOf(s, 'b')[0]!, right: null });
  assert.equal(s.window?.at, 'tactics-1');
  if (s.window!.priority === 'a') s = play(s, { type: 'pass', player: 'a' });
  s = play(s, { type: 'instant', player: 'b', card: mine(s, 'b', 'i-bolt'), target: { seat: 'a', lane: 'front' } });
  s = closeWindow(s);
  assert.equal(at(s, 'a', 'front'), null, 'the grunt died in Tactics');
  assert.equal(s.step, 'commit');
});

test('M-INSTANT-08 A puts an Instant face down in Tactics and resolves it on her Activation turn like any Destiny card', () => {
  let s = scene(2, (d) => {
    give(d, 'a', 'grunt');
    give(d, 'a', 'i-bolt');
    give(d, 'b', 'wall');
    d.vitality.A = 20;
    atPlace(d);
  });
  s = play(s, { type: 'place', player: 'a', left: null, front: creaturesOf(s, 'a')[0]!, right: null });
  s = play(s, { type: 'place', player: 'b', left: null, front: creaturesOf(s, 'b')[0]!, right: null });
  s = closeWindow(s);
  const bolt = mine(s, 'a', 'i-bolt');
  s = play(s, { type: 'commit', player: 'a', cards: [bolt] });
  s = play(s, { type: 'commit', player: 'b', cards: [] });
  s = closeWindow(s);
  s = play(s, { type: 'pay', player: 'a', cards: [bolt] });
  s = closeWindow(s);
  s = play(s, { type: 'resolve', player: 'a', card: bolt, target: { seat: 'b', lane: 'front' } });
  assert.equal(at(s, 'b', 'front')!.defence, 7);
});

test('M-SETUP-06 M-CARD-10 a Leader\'s bonus (natura +1 Defence) touches only its owner\'s creatures, not a teammate\'s', () => {
  let s = scene(4, (d) => {
    for (const seat of ['a', 'b', 'c', 'd']) give(d, seat, 'bober');
    atPlace(d);
  }, { leaders: ['l-natura-defence'] });
  for (const seat of ['a', 'b', 'c', 'd']) s = play(s, { type: 'place', player: seat, left: null, front: creaturesOf(s, seat)[0]!, right: null });
  assert.equal(at(s, 'a', 'front')!.defence, 3);
  assert.equal(at(s, 'c', 'front')!.defence, 2, 'the teammate\'s Bober');
  assert.equal(at(s, 'b', 'front')!.defence, 2);
});
