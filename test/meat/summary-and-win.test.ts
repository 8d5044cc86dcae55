/**
 * The Summary and the end (catalog §4, §11): survivors, the Defence tie-break, the damage roll,
 * defeat, clearing and the next round; and vitality lost to card text outside the Summary.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Lane, MeatState } from '../../src/meat/state.js';
import { meatGame } from '../../src/meat/game.js';
import { FIXTURE } from './support/cards.js';
import { actScene, at, atBattle, closeWindow, field, lay, mine, play, scene, throughBattle } from './support/scene.js';

/** Creatures that survive Battle untouched (0 Attack walls, nothing across), then the Summary. */
function summaryOf(n: number, lines: Record<string, Partial<Record<Lane, string>>>, edit: (d: MeatState) => void = () => {}): { before: MeatState; after: MeatState } {
  const s = scene(n, (d) => {
    for (const [seat, lanes] of Object.entries(lines)) for (const [lane, design] of Object.entries(lanes)) field(d, seat, lane as Lane, design);
    edit(d);
    atBattle(d);
  });
  const before = throughBattle(s);
  return { before, after: closeWindow(before) };
}
const damageRolls = (s: MeatState) => s.rolls.filter((r) => r.purpose === 'damage');

test('M-SUMMARY-01 M-SUMMARY-04 M-FLOW-R09 A has 2 survivors, B 1: A wins the round and rolls 2 dice; their sum comes off B\'s vitality', () => {
  // a's walls on its Left and Front, b's on its Left (facing a's empty Right).
  const { after } = summaryOf(2, { a: { left: 'wall', front: 'wall' }, b: { left: 'wall' } });
  assert.equal(after.lastRound!.winner, 'A');
  assert.equal(after.lastRound!.rule, 'M-SUMMARY-01');
  const roll = damageRolls(after).at(-1)!;
  assert.equal(roll.rolls[0]!.dice.length, 2);
  const sum = roll.rolls[0]!.dice.reduce((x, y) => x + y, 0);
  assert.equal(after.lastRound!.damage, sum);
  assert.deepEqual(after.vitality, { A: 25, B: 25 - sum });
});

test('M-SUMMARY-02 M-AMB-23 one survivor each, A\'s with 2 Defence and B\'s with 4: B wins on Defence and rolls one die (its survivors)', () => {
  const { after } = summaryOf(2, { a: { front: 'bober' }, b: { left: 'nekromutant' } });
  assert.equal(after.lastRound!.winner, 'B');
  assert.equal(after.lastRound!.rule, 'M-SUMMARY-02');
  assert.equal(damageRolls(after).at(-1)!.rolls[0]!.dice.length, 1);
  assert.equal(after.vitality.A, 25 - after.lastRound!.damage);
});

test('M-SUMMARY-03 both sides have 0 survivors: a draw, no roll, vitality unchanged', () => {
  const { after } = summaryOf(2, { a: { front: 'nekromanta' }, b: { front: 'parszywy-szczur' } });
  assert.equal(after.lastRound!.winner, null);
  assert.equal(after.lastRound!.rule, 'M-SUMMARY-03');
  assert.equal(damageRolls(after).length, 0);
  assert.deepEqual(after.vitality, { A: 25, B: 25 });
});

test('M-SUMMARY-05 M-AMB-24 team A wins 3 v 3 with 7 survivors: 7 dice are rolled', () => {
  const { after } = summaryOf(6, { a: { left: 'wall', front: 'wall', right: 'wall' }, c: { left: 'wall', front: 'wall', right: 'wall' }, e: { front: 'wall' } });
  assert.equal(after.lastRound!.winner, 'A');
  assert.equal(damageRolls(after).at(-1)!.rolls[0]!.dice.length, 7);
});

test('M-SUMMARY-06 M-WIN-01 M-WIN-02 B at 2 takes the damage: A wins the game at once, before the battlefield is cleared', () => {
  const { after } = summaryOf(4, { a: { front: 'wall', left: 'wall' }, c: { front: 'wall' } }, (d) => (d.vitality.B = 2));
  assert.ok(after.vitality.B <= 0);
  assert.equal(after.phase, 'over');
  assert.deepEqual(after.ended!.winners, ['a', 'c']);
  assert.equal(after.ended!.rule, 'M-WIN-02');
  assert.ok(at(after, 'a', 'front'), 'not cleared');
  const g = meatGame(FIXTURE);
  assert.deepEqual(g.floor(after), { kind: 'over' });
  assert.equal(g.ended(after)!.winners.length, 2);
  assert.equal(g.judge(after, { type: 'pass', player: 'b' }).checks[0]!.rule, 'M-WIN-02');
});

test('M-SUMMARY-08 M-FLOW-01 after clearing, the next round starts with the Opening: income 7 each', () => {
  const { before, after } = summaryOf(2, { a: { front: 'wall' } });
  assert.equal(after.round, before.round + 1);
  assert.equal(after.phase, 'opening');
  assert.equal(after.players.a!.telestarion, before.players.a!.telestarion + 7);
  assert.equal(after.players.b!.telestarion, before.players.b!.telestarion + 7);
  for (const seat of after.seats) for (const lane of ['left', 'front', 'right'] as const) assert.equal(at(after, seat, lane), null);
});

test('M-WIN-03 a spell takes 3 vitality from the side at 2 during Activation: that side loses at once', () => {
  const s = actScene(2, (d) => {
    lay(d, 'a', 'doom', true);
    d.vitality = { A: 20, B: 2 };
  });
  const t = play(s, { type: 'resolve', player: 'a', card: mine(s, 'a', 'doom') });
  assert.equal(t.phase, 'over');
  assert.deepEqual(t.ended!.winners, ['a']);
  assert.equal(t.step, 'over');
});

test('M-WIN-03 M-AMB-25 both sides at 0 at once is a draw (a house default)', () => {
  const s = actScene(2, (d) => {
    lay(d, 'a', 'doom', true);
    d.vitality = { A: 0, B: 0 };
  });
  assert.equal(s.phase, 'over');
  assert.deepEqual(s.ended!.winners, []);
  assert.equal(s.ended!.rule, 'M-WIN-03');
  assert.equal(meatGame(FIXTURE).rules.isHouseDefault('M-WIN-03'), true);
});
