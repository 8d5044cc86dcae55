/**
 * Telestarion and dice (catalog §1, §15): the bank, what dice are rolled for in a round, and the
 * die itself; rolls come from the agreed seed, so a replay rolls the same.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { MeatState, Roll } from '../../src/meat/state.js';
import { damageRoll } from '../../src/meat/rules/dice.js';
import { draftOf } from '../../src/meat/rules/model.js';
import { invariantProblems } from '../../src/meat/invariants.js';
import { FIXTURE } from './support/cards.js';
import { begin, botsFrom, scene } from './support/scene.js';

test('M-TELE-03 M-AMB-05 the bank is unlimited: 6 players holding 20 each take 42 more without error', () => {
  const s = scene(6, (d) => {
    for (const seat of d.seats) d.players[seat]!.telestarion = 20;
    d.phase = 'opening';
    d.step = 'income';
  });
  assert.equal(s.seats.reduce((n, x) => n + s.players[x]!.telestarion, 0), 6 * 27);
  assert.deepEqual(invariantProblems(FIXTURE, s), []);
});

/** The rolls made while the bots play one round from an Opening scene. */
function roundRolls(vitality: { A: number; B: number }, seed: number): Roll['purpose'][] {
  const s = scene(2, (d) => {
    d.vitality = vitality;
    d.phase = 'opening';
    d.step = 'income';
  }, { seed });
  // The scene's flow already rolled this round's draft order; the leader roll was the Start's.
  const made: Roll['purpose'][] = s.rolls.filter((r) => r.purpose !== 'leader').map((r) => r.purpose);
  let last: readonly Roll[] = s.rolls;
  const end = botsFrom(FIXTURE, s, seed, (x) => x.round > s.round || x.phase === 'over', (x: MeatState) => {
    for (const r of x.rolls) if (!last.includes(r)) made.push(r.purpose);
    last = x.rolls;
  });
  // The act that ends the round also rolls the next round's draft order.
  if (end.round > s.round) assert.equal(made.pop(), 'draft');
  return made;
}

test('M-DICE-01 a 1 v 1 round at unequal vitality rolls for the draft order and the Summary damage only (no Activation roll); at equal vitality the first side is rolled', () => {
  let damage = 0;
  for (const seed of [1, 2, 3]) {
    const made = roundRolls({ A: 20, B: 25 }, seed);
    assert.equal(made[0], 'draft');
    assert.ok(made.every((p) => p === 'draft' || p === 'damage' || p === 'triggers'), `${made}`);
    assert.equal(made.filter((p) => p === 'draft').length, 1);
    damage += made.filter((p) => p === 'damage').length;
  }
  assert.ok(damage > 0, 'some round had a winner');
  const tied = roundRolls({ A: 25, B: 25 }, 1);
  assert.ok(tied.includes('first'));
});

test('M-DICE-02 M-COMP-02 M-AMB-02 every die is a d6: 1..6, each face seen', () => {
  const d = draftOf(begin(2));
  const seen = new Set<number>();
  for (let i = 0; i < 300; i++) {
    const n = damageRoll(d, 'A', 1)!;
    assert.ok(Number.isInteger(n) && n >= 1 && n <= 6, `${n}`);
    seen.add(n);
  }
  assert.equal(seen.size, 6);
});

test('M-COMP-06 M-FLOW-R04 the notepad is the state: vitality per side and the recorded draft order; the same seed rolls the same', () => {
  const one = scene(2, (d) => {
    d.phase = 'opening';
    d.step = 'income';
  });
  const two = scene(2, (d) => {
    d.phase = 'opening';
    d.step = 'income';
  });
  assert.deepEqual(one.vitality, { A: 25, B: 25 });
  assert.equal(one.draftOrder.length, 2);
  assert.deepEqual(one.draftOrder, two.draftOrder);
  assert.deepEqual(one.rolls, two.rolls);
});
