/**
 * Instants (catalog §13): played from hand in a window, paid at once, answered by other Instants
 * and resolved last in first out; one whose target is gone fizzles without refund.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { MeatState } from '../../src/meat/state.js';
import { actScene, at, atBattle, closeWindow, design, field, gameJudge, give, lay, mine, play, refused, scene } from './support/scene.js';

/** Before Battle with `a` and `b` holding these designs, their creatures on the Front. */
const battleWith = (aHand: readonly string[], bHand: readonly string[], edit: (d: MeatState) => void = () => {}) =>
  scene(2, (d) => {
    field(d, 'a', 'front', 'wall');
    field(d, 'b', 'front', 'bober');
    for (const x of aHand) give(d, 'a', x);
    for (const x of bHand) give(d, 'b', x);
    atBattle(d);
    edit(d);
  });
const handOf = (s: MeatState, seat: string, d: string) => s.players[seat]!.hand.filter((x) => design(s, x) === d);

test('M-INSTANT-01 M-INSTANT-02 M-TELE-01 B plays an Instant in Battle straight from hand, pays 1 ounce at once, and it resolves before play goes on', () => {
  let s = battleWith([], ['i-heal'], (d) => (d.window!.priority = 'b'));
  const heal = mine(s, 'b', 'i-heal');
  s = play(s, { type: 'instant', player: 'b', card: heal, target: { seat: 'b', lane: 'front' } });
  assert.equal(s.players.b!.telestarion, 6, 'paid when played');
  assert.equal(s.stack.length, 1);
  s = play(s, { type: 'pass', player: 'a' });
  s = play(s, { type: 'pass', player: 'b' });
  assert.equal(s.stack.length, 0);
  assert.equal(at(s, 'b', 'front')!.defence, 5, 'healed before the strikes');
  assert.ok(s.graves.destiny.includes(heal));
  refused(battleWith([], ['spell-z'], (d) => (d.window!.priority = 'b')), { type: 'instant', player: 'b', card: 'D999' }, 'M-INSTANT-01');
});

test('M-INSTANT-02 M-TELE-02 an Instant that costs more than the player\'s ounces is refused', () => {
  const s = battleWith([], ['i-destroy'], (d) => {
    d.window!.priority = 'b';
    d.players.b!.telestarion = 1;
  });
  refused(s, { type: 'instant', player: 'b', card: mine(s, 'b', 'i-destroy'), target: { seat: 'a', lane: 'front' } }, 'M-INSTANT-02');
});

test('M-INSTANT-03 A plays I1, B answers with I2, A answers with I3: they resolve I3, I2, I1', () => {
  let s = battleWith(['i-bolt', 'i-bolt'], ['i-heal'], (d) => (d.window!.priority = 'a'));
  const [i1, i3] = handOf(s, 'a', 'i-bolt');
  const i2 = mine(s, 'b', 'i-heal');
  const bober = { seat: 'b', lane: 'front' } as const;
  s = play(s, { type: 'instant', player: 'a', card: i1!, target: bober });
  s = play(s, { type: 'instant', player: 'b', card: i2, target: bober });
  s = play(s, { type: 'instant', player: 'a', card: i3!, target: bober });
  assert.deepEqual(s.stack.map((e) => e.card), [i1, i2, i3]);
  const graves = s.graves.destiny.length;
  s = play(s, { type: 'pass', player: s.window!.priority });
  s = play(s, { type: 'pass', player: s.window!.priority });
  assert.deepEqual(s.graves.destiny.slice(graves), [i3], 'I3 first: Bober (2) is dead');
  s = closeWindow(s);
  assert.deepEqual(s.graves.destiny.slice(graves), [i3, i2, i1]);
  assert.equal(at(s, 'b', 'front'), null, 'last in, first out: I3 killed Bober before the heal');
});

test('M-INSTANT-04 M-AMB-21 I1 heals creature X, I2 resolves first and destroys X: I1 fizzles to the graveyard and A\'s ounce is lost', () => {
  let s = battleWith(['i-heal'], ['i-destroy'], (d) => (d.window!.priority = 'a'));
  const i1 = mine(s, 'a', 'i-heal');
  s = play(s, { type: 'instant', player: 'a', card: i1, target: { seat: 'a', lane: 'front' } });
  s = play(s, { type: 'instant', player: 'b', card: mine(s, 'b', 'i-destroy'), target: { seat: 'a', lane: 'front' } });
  s = closeWindow(s);
  assert.equal(at(s, 'a', 'front'), null);
  assert.ok(s.graves.destiny.includes(i1));
  assert.equal(s.players.a!.telestarion, 6, 'no refund');
});

test('M-INSTANT-03 a counter cancels the Instant below it, which fizzles; with nothing to answer it is refused', () => {
  let s = battleWith(['i-bolt'], ['i-counter'], (d) => (d.window!.priority = 'a'));
  refused(play(s, { type: 'pass', player: 'a' }), { type: 'instant', player: 'b', card: mine(s, 'b', 'i-counter') }, 'M-INSTANT-03');
  const bolt = mine(s, 'a', 'i-bolt');
  s = play(s, { type: 'instant', player: 'a', card: bolt, target: { seat: 'b', lane: 'front' } });
  s = play(s, { type: 'instant', player: 'b', card: mine(s, 'b', 'i-counter') });
  s = closeWindow(s);
  assert.equal(at(s, 'b', 'front')!.defence, 2, 'the bolt was cancelled');
  assert.ok(s.graves.destiny.includes(bolt));
});

test('M-INSTANT-05 an Instant during the draft is refused (only Tactics, Activation and Battle)', () => {
  const s = scene(2, (d) => {
    give(d, 'a', 'i-bolt');
    give(d, 'b', 'i-bolt');
    d.phase = 'opening';
    d.step = 'pool';
  });
  assert.equal(s.step, 'draft');
  for (const seat of ['a', 'b']) refused(s, { type: 'instant', player: seat, card: mine(s, seat, 'i-bolt'), target: { seat: 'a', lane: 'front' } }, 'M-INSTANT-05');
});

test('M-INSTANT-06 M-CARD-11 only Spells marked Instant are Instants: an Equipment or a plain Spell is refused', () => {
  const s = battleWith(['ostry-cien-mgly', 'spell-z'], [], (d) => (d.window!.priority = 'a'));
  refused(s, { type: 'instant', player: 'a', card: mine(s, 'a', 'ostry-cien-mgly'), target: { seat: 'a', lane: 'front' } }, 'M-INSTANT-06');
  refused(s, { type: 'instant', player: 'a', card: mine(s, 'a', 'spell-z') }, 'M-INSTANT-06');
});

test('M-INSTANT-07 M-FLOW-09 windows offer priority in step-2 side order and close when every player passed in a row; between windows no Instant', () => {
  // 2 v 2, side B first (less vitality): priority b, d, a, c.
  let s = actScene(4, (d) => {
    d.vitality = { A: 40, B: 30 };
    lay(d, 'b', 'spell-z', true);
    give(d, 'c', 'i-bolt');
    field(d, 'b', 'front', 'bober');
  });
  assert.equal(s.firstSide, 'B');
  assert.deepEqual(s.turnQueue, ['b', 'd'].filter((x) => x === 'b'));
  refused(s, { type: 'instant', player: 'b', card: 'D001' }, 'M-INSTANT-07');
  s = play(s, { type: 'resolve', player: 'b', card: mine(s, 'b', 'spell-z') });
  const order: string[] = [];
  for (let i = 0; i < 3; i++) {
    order.push(s.window!.priority);
    s = play(s, { type: 'pass', player: s.window!.priority });
  }
  order.push(s.window!.priority);
  assert.deepEqual(order, ['b', 'd', 'a', 'c']);
  assert.equal(gameJudge(s, { type: 'pass', player: 'c' }).checks[0]!.houseDefault, true, 'the window rule is a labelled house default');
  s = play(s, { type: 'instant', player: 'c', card: mine(s, 'c', 'i-bolt'), target: { seat: 'b', lane: 'front' } });
  assert.equal(s.window!.passes, 0, 'an Instant restarts the round of passes');
  assert.equal(s.window!.priority, 'b');
  s = closeWindow(s);
  assert.equal(at(s, 'b', 'front'), null);
});
