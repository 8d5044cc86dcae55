/**
 * Activation (catalog §9): the reveal, paying for Destiny cards, who acts first, team turns and
 * passing, each with its catalog example through the real judge, reducer and flow.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { MeatState } from '../../src/meat/state.js';
import { meatGame } from '../../src/meat/game.js';
import { FIXTURE } from './support/cards.js';
import { actScene, at, atActivation, atPay, atPlace, closeWindow, design, field, gameJudge, give, lay, mine, play, refused, scene } from './support/scene.js';

const ofDesign = (s: MeatState, seat: string, d: string) => s.players[seat]!.hand.filter((x) => design(s, x) === d);

test('M-ACTIVATE-01 M-TACTIC-05 every card put down in Tactics is turned face up at once when Activation starts; until then the other side sees backs', () => {
  let s = scene(2, (d) => {
    for (const x of ['grunt', 'nekromanta', 'bober']) give(d, 'a', x);
    for (const x of ['grunt', 'wall']) give(d, 'b', x);
    give(d, 'a', 'spell-z');
    atPlace(d);
  });
  const [x, y, z] = s.players.a!.hand.filter((c) => c.startsWith('C'));
  s = play(s, { type: 'place', player: 'a', left: x!, front: y!, right: z! });
  const [p, q] = s.players.b!.hand;
  s = play(s, { type: 'place', player: 'b', left: null, front: p!, right: q! });
  s = closeWindow(s); // tactics-1
  const spell = mine(s, 'a', 'spell-z');
  s = play(s, { type: 'commit', player: 'a', cards: [spell] });
  const seenByB = meatGame(FIXTURE).view(s, 'b');
  assert.equal(seenByB.ident[y!], null, 'a face-down creature');
  assert.equal(seenByB.ident[spell], null, 'a face-down Destiny card');
  assert.equal(seenByB.players.a!.lanes.front!.attack, 0, 'no values on a back');
  assert.equal(seenByB.players.b!.lanes.left, null, 'which positions are filled is public');
  s = play(s, { type: 'commit', player: 'b', cards: [] });
  assert.equal(s.revealed, false);
  s = closeWindow(s); // tactics-2
  assert.equal(s.revealed, true);
  assert.equal(s.phase, 'activation');
  const now = meatGame(FIXTURE).view(s, 'b');
  for (const iid of [x!, y!, z!, spell]) assert.equal(now.ident[iid], s.ident[iid], `${iid} face up`);
});

test('M-ACTIVATE-02 M-FLOW-07 A pays 1 + 2 for two Destiny cards and has 4 ounces left', () => {
  let s = scene(2, (d) => {
    lay(d, 'a', 'spell-z');
    lay(d, 'a', 'spell-x');
    atPay(d);
  });
  s = play(s, { type: 'pay', player: 'a', cards: [mine(s, 'a', 'spell-z'), mine(s, 'a', 'spell-x')] });
  assert.equal(s.players.a!.telestarion, 4);
  assert.ok(s.players.a!.laid.every((l) => l.paid));
});

test('M-ACTIVATE-03 M-ACTIVATE-04 M-AMB-11 with 3 ounces and cards of 2, 2 and 1, A keeps {X, Z} or {Y, Z}, never {Z} or {X} alone; the unpaid card goes to the graveyard and never resolves', () => {
  const s = scene(2, (d) => {
    lay(d, 'a', 'spell-x');
    lay(d, 'a', 'spell-y');
    lay(d, 'a', 'spell-z');
    d.players.a!.telestarion = 3;
    atPay(d);
  });
  const [X, Y, Z] = ['spell-x', 'spell-y', 'spell-z'].map((x) => mine(s, 'a', x));
  for (const cards of [[Z!], [X!]]) {
    refused(s, { type: 'pay', player: 'a', cards }, 'M-ACTIVATE-04');
    const j = gameJudge(s, { type: 'pay', player: 'a', cards });
    assert.ok(j.checks.find((c) => c.rule === 'M-ACTIVATE-04')!.houseDefault, 'labelled a house default');
  }
  refused(s, { type: 'pay', player: 'a', cards: [X!, Y!] }, 'M-TELE-02');
  assert.ok(gameJudge(s, { type: 'pay', player: 'a', cards: [Y!, Z!] }).ok);
  let t = play(s, { type: 'pay', player: 'a', cards: [X!, Z!] });
  assert.equal(t.players.a!.telestarion, 0);
  assert.ok(t.graves.destiny.includes(Y!), 'Y discarded');
  assert.deepEqual(t.players.a!.laid.map((l) => l.card), [X!, Z!]);
  t = closeWindow(t);
  refused(t, { type: 'resolve', player: 'a', card: Y! }, 'M-AMB-31');
});

test('M-ACTIVATE-05 three cost-2 creatures are put down and revealed without paying anything', () => {
  let s = scene(2, (d) => {
    for (const lane of ['left', 'front', 'right'] as const) field(d, 'a', lane, 'costly');
    atPay(d);
  });
  s = closeWindow(s);
  assert.equal(s.revealed, true);
  assert.ok(s.phase === 'activation' || s.phase === 'battle');
  assert.equal(s.players.a!.telestarion, 7);
});

test('M-ACTIVATE-07 team A at 31 and team B at 40: A starts; at 25–25 a roll per side decides and the higher side starts (M-FLOW-R07)', () => {
  const first = scene(4, (d) => {
    d.vitality = { A: 31, B: 40 };
    lay(d, 'a', 'coin', true);
    lay(d, 'b', 'coin', true);
    atActivation(d);
  });
  assert.equal(first.firstSide, 'A');
  assert.equal(first.rolls.filter((r) => r.purpose === 'first').length, 0, 'no roll at unequal vitality');
  const tied = scene(2, (d) => {
    lay(d, 'a', 'coin', true);
    lay(d, 'b', 'coin', true);
    atActivation(d);
  });
  const roll = tied.rolls.find((r) => r.purpose === 'first')!;
  assert.ok(roll, 'rolled');
  const last = (who: string) => roll.rolls.find((r) => r.who === who)!.dice.at(-1)!;
  assert.equal(tied.firstSide, last('A') > last('B') ? 'A' : 'B');
  assert.notEqual(last('A'), last('B'), 'ties re-rolled');
  const s = closeWindow(tied);
  assert.deepEqual(s.turnQueue, [tied.firstSide === 'A' ? 'a' : 'b']);
});

test('M-ACTIVATE-08 M-FLOW-08 A resolves her Spell, then B a creature\'s ♦, then A an Equipment\'s Fusion', () => {
  let s = actScene(2, (d) => {
    lay(d, 'a', 'spell-z', true);
    lay(d, 'a', 'ostry-cien-mgly', true);
    field(d, 'a', 'front', 'grunt');
    field(d, 'b', 'front', 'pumper');
  });
  s = play(s, { type: 'resolve', player: 'a', card: mine(s, 'a', 'spell-z') });
  assert.equal(s.players.a!.telestarion, 8);
  refused(closeWindow(s), { type: 'resolve', player: 'a', card: mine(s, 'a', 'ostry-cien-mgly'), target: { seat: 'a', lane: 'front' } }, 'M-ACTIVATE-08');
  s = closeWindow(s);
  s = play(s, { type: 'resolve', player: 'b', card: mine(s, 'b', 'pumper') });
  assert.equal(at(s, 'b', 'front')!.attack, 3);
  s = closeWindow(s);
  s = play(s, { type: 'resolve', player: 'a', card: mine(s, 'a', 'ostry-cien-mgly'), target: { seat: 'a', lane: 'front' } });
  assert.equal(at(s, 'a', 'front')!.attack, 2);
});

test('M-ACTIVATE-09 in 2 v 2 team A\'s turn is A2 then A1 (the team\'s order), then team B\'s turn, then team A\'s again', () => {
  let s = actScene(4, (d) => {
    for (const seat of ['a', 'b', 'c', 'd']) {
      lay(d, seat, 'coin', true);
      lay(d, seat, 'coin', true);
    }
  });
  assert.deepEqual(s.turnQueue, ['a', 'c']);
  s = play(s, { type: 'defer', player: 'a' });
  assert.deepEqual(s.turnQueue, ['c', 'a']);
  refused(s, { type: 'resolve', player: 'a', card: s.players.a!.laid[0]!.card }, 'M-ACTIVATE-08');
  s = closeWindow(play(s, { type: 'resolve', player: 'c', card: s.players.c!.laid[0]!.card }));
  assert.equal(s.turnQueue[0], 'a');
  refused(s, { type: 'defer', player: 'a' }, 'M-ACTIVATE-08');
  s = closeWindow(play(s, { type: 'resolve', player: 'a', card: s.players.a!.laid[0]!.card }));
  assert.deepEqual(s.turnQueue, ['b', 'd'], 'team B\'s turn');
  s = closeWindow(play(s, { type: 'resolve', player: 'b', card: s.players.b!.laid[0]!.card }));
  s = closeWindow(play(s, { type: 'resolve', player: 'd', card: s.players.d!.laid[0]!.card }));
  assert.deepEqual(s.turnQueue, ['a', 'c'], 'team A\'s again');
});

test('M-AMB-12 under oneActionPerTeamTurn one member acts per team turn, the members taking turns', () => {
  let s = actScene(4, (d) => {
    for (const seat of ['a', 'b', 'c', 'd']) {
      lay(d, seat, 'coin', true);
      lay(d, seat, 'coin', true);
    }
  }, { settings: { oneActionPerTeamTurn: true } });
  const actors: string[] = [];
  for (let i = 0; i < 4; i++) {
    const who = s.turnQueue[0]!;
    assert.equal(s.turnQueue.length, 1);
    actors.push(who);
    s = closeWindow(play(s, { type: 'resolve', player: who, card: s.players[who]!.laid.find((l) => !l.resolved)!.card }));
  }
  assert.equal(new Set(actors.filter((x) => x === 'a' || x === 'c')).size, 2, `both A members acted in turn: ${actors}`);
  assert.deepEqual(actors.map((x) => s.players[x]!.side), ['A', 'B', 'A', 'B']);
});

test('M-ACTIVATE-10 A passes on her turn and takes no more actions; B keeps acting alone until B runs out', () => {
  let s = actScene(2, (d) => {
    lay(d, 'a', 'coin', true);
    lay(d, 'a', 'coin', true);
    for (let i = 0; i < 3; i++) lay(d, 'b', 'coin', true);
  });
  s = play(s, { type: 'pass', player: 'a' });
  assert.equal(s.players.a!.passed, true);
  for (let i = 0; i < 3; i++) {
    assert.deepEqual(s.turnQueue, ['b']);
    s = closeWindow(play(s, { type: 'resolve', player: 'b', card: s.players.b!.laid.find((l) => !l.resolved)!.card }));
  }
  assert.equal(s.phase, 'battle', 'a never acted again');
  assert.equal(s.players.a!.laid.filter((l) => l.resolved).length, 0);
});

test('M-ACTIVATE-11 M-AMB-15 both players pass and the game moves to Battle; creatures without ♦ have nothing to resolve', () => {
  let s = actScene(2, (d) => {
    field(d, 'a', 'front', 'grunt');
    lay(d, 'a', 'coin', true);
    lay(d, 'b', 'coin', true);
  });
  refused(s, { type: 'resolve', player: 'a', card: mine(s, 'a', 'grunt') }, 'M-KW-SPECIAL-01');
  s = play(s, { type: 'pass', player: 'a' });
  s = play(s, { type: 'pass', player: 'b' });
  assert.equal(s.phase, 'battle');
  assert.equal(s.window?.at, 'pre-reflex');
  const none = actScene(2, (d) => field(d, 'a', 'front', 'grunt'));
  assert.equal(none.phase, 'battle', 'nothing to resolve at all: straight to Battle');
});

test('M-ACTIVATE-12 M-BATTLE-08 a trigger resolves when its condition holds without using a turn', () => {
  let s = actScene(2, (d) => {
    lay(d, 'a', 'bolt', true);
    lay(d, 'a', 'coin', true);
    field(d, 'b', 'front', 'dying-gift');
    lay(d, 'b', 'coin', true);
  });
  const ounces = s.players.b!.telestarion;
  s = play(s, { type: 'resolve', player: 'a', card: mine(s, 'a', 'bolt'), target: { seat: 'b', lane: 'front' } });
  assert.equal(s.players.b!.telestarion, ounces + 1, 'the death gift ran at once');
  s = closeWindow(s);
  assert.deepEqual(s.turnQueue, ['b'], 'and b still has its turn');
});

test('M-ACTIVATE-13 M-INSTANT-07 after A resolves a Spell, B answers with an Instant', () => {
  let s = actScene(2, (d) => {
    lay(d, 'a', 'spell-z', true);
    field(d, 'a', 'front', 'grunt');
    give(d, 'b', 'i-bolt');
  });
  s = play(s, { type: 'resolve', player: 'a', card: mine(s, 'a', 'spell-z') });
  assert.equal(s.window?.at, 'action');
  s = play(s, { type: 'pass', player: 'a' });
  s = play(s, { type: 'instant', player: 'b', card: mine(s, 'b', 'i-bolt'), target: { seat: 'a', lane: 'front' } });
  s = closeWindow(s);
  assert.equal(at(s, 'a', 'front'), null);
});

test('M-AMB-31 a card in hand that was not put down in Tactics cannot be resolved in step 2', () => {
  const s = actScene(2, (d) => {
    lay(d, 'a', 'coin', true);
    give(d, 'a', 'spell-z');
  });
  refused(s, { type: 'resolve', player: 'a', card: ofDesign(s, 'a', 'spell-z')[0]! }, 'M-AMB-31');
  assert.ok(gameJudge(s, { type: 'resolve', player: 'a', card: ofDesign(s, 'a', 'spell-z')[0]! }).checks.some((c) => c.rule === 'M-AMB-31' && c.houseDefault));
});

test('M-TELE-02 A with 1 ounce cannot activate a 2-ounce ♦ ability: the refusal cites the missing ounces', () => {
  const s = actScene(2, (d) => {
    field(d, 'a', 'front', 'pumper');
    lay(d, 'a', 'coin', true);
    d.players.a!.telestarion = 1;
  });
  const j = refused(s, { type: 'resolve', player: 'a', card: mine(s, 'a', 'pumper') }, 'M-TELE-02');
  assert.match(j.checks.find((c) => !c.ok)!.says, /2.*1/);
  assert.equal(gameJudge(s, { type: 'resolve', player: 'a', card: mine(s, 'a', 'pumper') }).checks.find((c) => c.rule === 'M-TELE-02')!.houseDefault, true);
});
