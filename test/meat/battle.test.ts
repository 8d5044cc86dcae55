/**
 * Battle (catalog §10): opposite pairs across the table, simultaneous strikes, deaths and their
 * triggers, and the manual's worked example (M-BATTLE-10) with the fixture's hypothetical numbers.
 * Every scene is a real game set to the moment before Battle, then driven by passing priority.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { MeatState } from '../../src/meat/state.js';
import { at, atBattle, design, field, play, scene, throughBattle, give, passUntil, closeWindow } from './support/scene.js';

const graveDesigns = (s: MeatState) => s.graves.creature.map((x) => design(s, x));

test('M-BATTLE-10 M-AMB-35 the manual\'s battle: Nekromanta and Parszywy Szczur kill each other, Bober survives unopposed, Sir Duncan kills Nekromutant and keeps 2 Defence', () => {
  let s = scene(2, (d) => {
    // Player 1 (a) lost its Front before Battle; player 2 (b) has Bober in Front.
    field(d, 'a', 'left', 'nekromanta');
    field(d, 'a', 'right', 'sir-duncan-culligan');
    field(d, 'b', 'right', 'parszywy-szczur');
    field(d, 'b', 'front', 'bober');
    field(d, 'b', 'left', 'nekromutant');
    atBattle(d);
  });
  const graveBefore = s.graves.creature.length;
  s = throughBattle(s);
  assert.equal(s.window?.at, 'post-normal');
  assert.deepEqual(graveDesigns(s).slice(graveBefore).sort(), ['nekromanta', 'nekromutant', 'parszywy-szczur']);
  assert.equal(at(s, 'a', 'left'), null);
  assert.equal(at(s, 'b', 'right'), null);
  assert.equal(at(s, 'b', 'left'), null);
  assert.equal(at(s, 'b', 'front')!.defence, 2, 'Bober at full Defence');
  assert.equal(at(s, 'a', 'right')!.defence, 2, 'Sir Duncan 5 − 3');
  // The Summary: 1 survivor each, Bober's 2 against Sir Duncan's 2: a draw, no damage (M-SUMMARY-03).
  const next = closeWindow(s);
  assert.equal(next.lastRound?.rule, 'M-SUMMARY-03');
  assert.deepEqual(next.vitality, { A: 25, B: 25 });
});

test('M-BATTLE-01 in 2 v 2 each creature fights only the opposite player\'s: A1 fights B1, A2 fights B2', () => {
  let s = scene(4, (d) => {
    field(d, 'a', 'front', 'nekromanta'); // 3/2
    field(d, 'b', 'front', 'wall'); // 0/9
    field(d, 'c', 'front', 'grunt'); // 1/1
    field(d, 'd', 'front', 'nekromutant'); // 3/4
    atBattle(d);
  });
  assert.equal(s.players.a!.opposite, 'b');
  assert.equal(s.players.c!.opposite, 'd');
  s = throughBattle(s);
  assert.equal(at(s, 'b', 'front')!.defence, 6, 'only a (3) struck b');
  assert.equal(at(s, 'd', 'front')!.defence, 3, 'only c (1) struck d');
  assert.equal(at(s, 'c', 'front'), null, 'd killed c');
  assert.equal(at(s, 'a', 'front')!.defence, 2, 'b (0 Attack) did not hurt a, d did not strike a');
});

test('M-BATTLE-02 M-AMB-13 lanes pair across the table: A\'s Left flank fights B\'s Right flank, Front faces Front', () => {
  let s = scene(2, (d) => {
    field(d, 'a', 'left', 'nekromanta'); // 3/2
    field(d, 'b', 'right', 'wall'); // 0/9
    field(d, 'b', 'left', 'wall-5'); // 0/5: faces a's empty Right
    atBattle(d);
  });
  s = throughBattle(s);
  assert.equal(at(s, 'b', 'right')!.defence, 6);
  assert.equal(at(s, 'b', 'left')!.defence, 5);
});

test('M-BATTLE-03 M-AMB-32 B\'s Front is empty: A\'s Front deals no damage (not to a flank, not to vitality) and survives', () => {
  let s = scene(2, (d) => {
    field(d, 'a', 'front', 'nekromanta');
    field(d, 'b', 'left', 'wall');
    atBattle(d);
  });
  s = throughBattle(s);
  assert.equal(at(s, 'a', 'front')!.defence, 2);
  assert.equal(at(s, 'b', 'left')!.defence, 9);
  assert.deepEqual(s.vitality, { A: 25, B: 25 });
});

test('M-BATTLE-04 M-COMP-04 M-COMP-05 Attack 3 against Defence 5 leaves Defence 2 (current values kept per creature)', () => {
  let s = scene(2, (d) => {
    field(d, 'a', 'front', 'nekromutant'); // 3/4
    field(d, 'b', 'front', 'wall-5'); // 0/5
    atBattle(d);
  });
  s = throughBattle(s);
  assert.equal(at(s, 'b', 'front')!.defence, 2);
  assert.equal(at(s, 'a', 'front')!.attack, 3);
});

test('M-BATTLE-05 creatures without REFLEKS strike at once: both of a lethal pair die', () => {
  let s = scene(2, (d) => {
    field(d, 'a', 'front', 'nekromanta'); // 3/2
    field(d, 'b', 'front', 'parszywy-szczur'); // 2/2
    atBattle(d);
  });
  s = throughBattle(s);
  assert.equal(at(s, 'a', 'front'), null);
  assert.equal(at(s, 'b', 'front'), null);
});

test('M-BATTLE-06 a REFLEKS creature strikes before the exchange: its victim never strikes back', () => {
  let s = scene(2, (d) => {
    field(d, 'a', 'front', 'reflex'); // 3/3 refleks
    field(d, 'b', 'front', 'nekromanta'); // 3/2
    atBattle(d);
  });
  s = passUntil(s, (x) => x.window?.at === 'post-reflex');
  assert.equal(at(s, 'b', 'front'), null, 'dead after the Reflex sub-step');
  s = throughBattle(s);
  assert.equal(at(s, 'a', 'front')!.defence, 3);
});

test('M-BATTLE-07 Defence 2 with 2 damage taken is 0: the creature goes to the Creature graveyard at once', () => {
  let s = scene(2, (d) => {
    field(d, 'a', 'front', 'parszywy-szczur'); // 2/2
    field(d, 'b', 'front', 'bober'); // 2/2
    atBattle(d);
  });
  const iid = s.players.b!.lanes.front!.card;
  s = throughBattle(s);
  assert.equal(at(s, 'b', 'front'), null);
  assert.ok(s.graves.creature.includes(iid));
});

test('M-BATTLE-08 M-FLOW-R08 M-AMB-22 death triggers of several players are ordered by a public roll; one player\'s own triggers by that player', () => {
  // a and b both lose a creature that draws a card when it dies: who draws the top card shows the order.
  let s = scene(2, (d) => {
    field(d, 'a', 'front', 'dying-draw');
    field(d, 'b', 'front', 'dying-draw');
    atBattle(d);
  });
  const top = s.decks.destiny[0]!;
  s = throughBattle(s);
  const roll = s.rolls.find((r) => r.purpose === 'triggers');
  assert.ok(roll, 'the order between players was rolled');
  const last = (who: string) => roll.rolls.find((r) => r.who === who)!.dice.at(-1)!;
  assert.notEqual(last('a'), last('b'));
  const first = last('a') > last('b') ? 'a' : 'b';
  assert.deepEqual(s.players[first]!.hand, [top], `${first} rolled higher and drew first`);

  // One player with two different death triggers chooses their order.
  let t = scene(2, (d) => {
    field(d, 'a', 'left', 'dying-gift');
    field(d, 'a', 'right', 'dying-sting');
    field(d, 'b', 'right', 'nekromanta');
    field(d, 'b', 'left', 'nekromutant'); // 3/4
    atBattle(d);
  });
  t = passUntil(t, (x) => x.triggers.length > 0 || x.window?.at === 'post-normal');
  assert.equal(t.triggers.length, 2, 'both of a\'s triggers wait');
  assert.equal(t.rolls.filter((r) => r.purpose === 'triggers').length, 0, 'no roll among one player\'s own');
  const sting = t.triggers.find((x) => design(t, x.card) === 'dying-sting')!;
  t = play(t, { type: 'trigger', player: 'a', card: sting.card });
  assert.equal(at(t, 'b', 'left')!.defence, 4 - 1 - 1, 'a\'s Right struck it for 1, then the sting the creature opposite its last position');
});

test('M-BATTLE-09 M-INSTANT-07 an Instant may be played in Battle before the Reflex strikes', () => {
  let s = scene(2, (d) => {
    field(d, 'a', 'front', 'grunt');
    field(d, 'b', 'front', 'nekromanta');
    give(d, 'a', 'i-bolt');
    atBattle(d);
  });
  assert.equal(s.window?.at, 'pre-reflex');
  const bolt = s.players.a!.hand.find((x) => design(s, x) === 'i-bolt')!;
  s = play(s, { type: 'instant', player: 'a', card: bolt, target: { seat: 'b', lane: 'front' } });
  s = closeWindow(s);
  assert.equal(at(s, 'b', 'front'), null, 'the Instant killed Nekromanta before any strike');
});

test('M-ACTIVATE-14 a creature dead before Battle leaves its position empty: the Front across has no opponent', () => {
  let s = scene(2, (d) => {
    field(d, 'a', 'front', 'nekromanta');
    field(d, 'b', 'front', 'parszywy-szczur');
    give(d, 'a', 'bolt');
    d.players.a!.laid.push({ card: d.players.a!.hand.pop()!, paid: true, resolved: false });
    d.vitality.A = 20; // a acts first
    d.phase = 'activation';
    for (const seat of d.seats) Object.assign(d.players[seat]!, { placed: true, committed: true, paid: true });
    d.revealed = true;
    d.step = 'first';
  });
  s = closeWindow(s); // the reveal window
  const bolt = s.players.a!.laid[0]!.card;
  s = play(s, { type: 'resolve', player: 'a', card: bolt, target: { seat: 'b', lane: 'front' } });
  assert.equal(at(s, 'b', 'front'), null, 'dead in Activation');
  assert.ok(s.graves.creature.includes(s.players.a!.lanes.front!.card) === false);
  s = passUntil(s, (x) => x.window?.at === 'post-normal');
  assert.equal(at(s, 'a', 'front')!.defence, 2, 'nobody struck Nekromanta');
});

test('M-SUMMARY-07 a creature alive at the Summary is cleared without its death trigger; its Equipment goes to the Destiny graveyard', () => {
  let s = scene(2, (d) => {
    field(d, 'a', 'front', 'sir-duncan-culligan');
    const blade = take2(d, 'ostry-cien-mgly');
    d.players.a!.lanes.front!.equipment.push({ card: blade, owner: 'a' });
    field(d, 'b', 'left', 'wall');
    atBattle(d);
  });
  const duncan = s.players.a!.lanes.front!.card;
  const blade = s.players.a!.lanes.front!.equipment[0]!.card;
  const ounces = s.players.a!.telestarion;
  s = throughBattle(s);
  s = closeWindow(s);
  assert.ok(s.graves.creature.includes(duncan));
  assert.ok(s.graves.destiny.includes(blade));
  assert.equal(s.players.a!.telestarion, ounces + 7, 'only the next income: no death trigger (+2) ran');
});

function take2(d: MeatState, designId: string): string {
  const i = d.decks.destiny.findIndex((x) => d.ident[x] === designId);
  return d.decks.destiny.splice(i, 1)[0]!;
}
