/**
 * The keywords (catalog §12): ♦, WYZWANIE, ODKRYCIE, CIĘCIE, REFLEKS, TOKSYNA and FUZJA, each with
 * its catalog example through the real judge, reducer and flow, from a scene before Battle or an
 * Activation turn.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { actScene, at, atBattle, atPay, atPlace, closeWindow, design, field, gameJudge, give, lay, mine, passUntil, play, refused, scene, throughBattle } from './support/scene.js';

// ---- ♦ ----

test('M-KW-SPECIAL-01 M-TELE-01 a ♦ (2 ounces: +2 Attack) is used once for 2 ounces; a second use the same round is refused', () => {
  let s = actScene(2, (d) => {
    field(d, 'a', 'front', 'pumper');
    lay(d, 'a', 'coin', true); // keeps a active after the ♦
    lay(d, 'b', 'coin', true);
  });
  const pumper = mine(s, 'a', 'pumper');
  s = play(s, { type: 'resolve', player: 'a', card: pumper });
  assert.equal(at(s, 'a', 'front')!.attack, 3);
  assert.equal(s.players.a!.telestarion, 5);
  s = closeWindow(s);
  s = play(s, { type: 'resolve', player: 'b', card: mine(s, 'b', 'coin') });
  s = closeWindow(s);
  assert.deepEqual(s.turnQueue, ['a']);
  refused(s, { type: 'resolve', player: 'a', card: pumper }, 'M-KW-SPECIAL-01');
  assert.equal(s.players.a!.telestarion, 5);
});

test('M-KW-SPECIAL-02 M-AMB-14 a ♦ is an Activation step-2 action: it takes the player\'s turn, and is refused in Battle', () => {
  let s = actScene(2, (d) => {
    field(d, 'a', 'front', 'pumper');
    field(d, 'b', 'front', 'pumper');
  });
  s = play(s, { type: 'resolve', player: 'a', card: mine(s, 'a', 'pumper') });
  s = closeWindow(s);
  assert.deepEqual(s.turnQueue, ['b'], 'the ♦ was a\'s action: b\'s team turn follows');
  const battle = scene(2, (d) => {
    field(d, 'a', 'front', 'pumper');
    atBattle(d);
  });
  refused(battle, { type: 'resolve', player: 'a', card: mine(battle, 'a', 'pumper') }, 'M-INSTANT-07');
  const j = gameJudge(battle, { type: 'resolve', player: 'a', card: mine(battle, 'a', 'pumper') });
  assert.ok(j.checks.every((c) => c.houseDefault === true), 'the window rule is a house default, labelled');
});

// ---- WYZWANIE ----

test('M-KW-WYZWANIE-01 A\'s Front has WYZWANIE: B\'s Left-flank 3 damage aimed at A\'s Right flank is taken by A\'s Front', () => {
  let s = scene(2, (d) => {
    field(d, 'a', 'front', 'challenger'); // 1/6
    field(d, 'a', 'right', 'wall'); // 0/9
    field(d, 'b', 'left', 'nekromutant'); // 3/4, faces a's Right
    atBattle(d);
  });
  s = throughBattle(s);
  assert.equal(at(s, 'a', 'right')!.defence, 9);
  assert.equal(at(s, 'a', 'front')!.defence, 3);
});

test('M-KW-WYZWANIE-02 M-AMB-17 a Left-flank Challenger covers the Front but not the Right flank, and never a teammate\'s creatures', () => {
  let s = scene(4, (d) => {
    field(d, 'a', 'left', 'challenger');
    field(d, 'a', 'front', 'wall');
    field(d, 'a', 'right', 'wall');
    field(d, 'b', 'front', 'nekromutant'); // hits a's Front → the Challenger
    field(d, 'b', 'left', 'nekromutant'); // hits a's Right → stays
    field(d, 'c', 'front', 'wall-5');
    field(d, 'd', 'front', 'nekromanta'); // hits c's Front: a's Challenger is not c's neighbour
    atBattle(d);
  });
  s = throughBattle(s);
  assert.equal(at(s, 'a', 'front')!.defence, 9);
  assert.equal(at(s, 'a', 'left')!.defence, 3);
  assert.equal(at(s, 'a', 'right')!.defence, 6);
  assert.equal(at(s, 'c', 'front')!.defence, 2);
});

test('M-KW-WYZWANIE-03 damage aimed at the Right flank goes to the Front Challenger; damage aimed at the Front stays on it; a Cleave on all three sends all three shares to the Front', () => {
  // Front and Left both Challengers.
  let s = scene(2, (d) => {
    field(d, 'a', 'left', 'challenger');
    field(d, 'a', 'front', 'challenger');
    field(d, 'a', 'right', 'wall');
    field(d, 'b', 'left', 'nekromanta'); // 3 at a's Right
    field(d, 'b', 'front', 'grunt'); // 1 at a's Front
    atBattle(d);
  });
  s = throughBattle(s);
  assert.equal(at(s, 'a', 'right')!.defence, 9);
  assert.equal(at(s, 'a', 'front')!.defence, 6 - 3 - 1, 'the Right\'s 3 and its own 1');
  assert.equal(at(s, 'a', 'left')!.defence, 6, 'not redirected on to the other Challenger');
  // Only the Front a Challenger; a Cleave from B's Front hits all three of A's creatures.
  let t = scene(2, (d) => {
    field(d, 'a', 'left', 'wall');
    field(d, 'a', 'front', 'challenger');
    field(d, 'a', 'right', 'wall');
    field(d, 'b', 'front', 'cleaver'); // 2 to each
    atBattle(d);
  });
  t = throughBattle(t);
  assert.equal(at(t, 'a', 'front'), null, 'the Challenger (6) took 2 × 3 and died');
  assert.equal(at(t, 'a', 'left')!.defence, 9);
  assert.equal(at(t, 'a', 'right')!.defence, 9);
});

test('M-KW-WYZWANIE-03 M-FLOW-11 card damage is redirected too, and with Challengers on both flanks the owner\'s guard choice takes damage aimed at the Front', () => {
  let s = actScene(2, (d) => {
    field(d, 'a', 'left', 'nekromanta');
    lay(d, 'a', 'bolt', true);
    field(d, 'b', 'left', 'challenger');
    field(d, 'b', 'front', 'wall');
    field(d, 'b', 'right', 'challenger');
    d.players.b!.guard = 'right';
  });
  s = play(s, { type: 'resolve', player: 'a', card: mine(s, 'a', 'bolt'), target: { seat: 'b', lane: 'front' } });
  assert.equal(at(s, 'b', 'front')!.defence, 9);
  assert.equal(at(s, 'b', 'right')!.defence, 3, 'the guard chosen at placement took the bolt');
  assert.equal(at(s, 'b', 'left')!.defence, 6);
});

// ---- ODKRYCIE ----

test('M-KW-ODKRYCIE-01 M-ACTIVATE-06 a face-down creature with ODKRYCIE triggers when it is turned up in Activation', () => {
  const s = actScene(2, (d) => {
    field(d, 'a', 'front', 'revealer'); // ODKRYCIE: 1 damage to the opposite creature
    field(d, 'b', 'front', 'wall');
  });
  assert.equal(at(s, 'b', 'front')!.defence, 8);
});

test('M-KW-ODKRYCIE-02 M-AMB-37 ODKRYCIE resolves after payment, in step-2 side order (A, with less vitality, first), before step 2; an unpaid card never triggers', () => {
  let s = scene(2, (d) => {
    field(d, 'a', 'front', 'seer'); // ODKRYCIE: draw 1
    field(d, 'b', 'front', 'seer');
    lay(d, 'a', 'coin');
    lay(d, 'b', 'coin');
    d.vitality.A = 20;
    atPay(d);
  });
  const top = s.decks.destiny.slice(0, 2);
  assert.equal(s.step, 'pay');
  s = play(s, { type: 'pay', player: 'a', cards: [mine(s, 'a', 'coin')] });
  assert.equal(s.players.a!.hand.length, 0, 'nothing before every payment is settled');
  s = play(s, { type: 'pay', player: 'b', cards: [mine(s, 'b', 'coin')] });
  assert.deepEqual(s.players.a!.hand, [top[0]], 'A drew first');
  assert.deepEqual(s.players.b!.hand, [top[1]]);
  assert.equal(s.window?.at, 'reveal', 'then the window before the first step-2 action');

  const paying = (ounces: number) => {
    let t = scene(2, (d) => {
      lay(d, 'a', 'omen'); // costs 3; ODKRYCIE: +2 ounces
      d.players.a!.telestarion = ounces;
      atPay(d);
    });
    const omen = mine(t, 'a', 'omen');
    t = play(t, { type: 'pay', player: 'a', cards: ounces >= 3 ? [omen] : [] });
    return t;
  };
  assert.equal(paying(3).players.a!.telestarion, 0 + 2, 'paid, then its ODKRYCIE');
  const unpaid = paying(2);
  assert.equal(unpaid.players.a!.telestarion, 2, 'unpaid: discarded without its ODKRYCIE');
  assert.ok(unpaid.graves.destiny.some((x) => design(unpaid, x) === 'omen'));
});

// ---- CIĘCIE ----

test('M-KW-CIECIE-01 A\'s Front cleaver (Attack 2) deals 2 to each of B\'s three; a Left-flank cleaver hits B\'s Right flank and Front', () => {
  let s = scene(2, (d) => {
    field(d, 'a', 'front', 'cleaver');
    for (const lane of ['left', 'front', 'right'] as const) field(d, 'b', lane, 'wall');
    atBattle(d);
  });
  s = throughBattle(s);
  for (const lane of ['left', 'front', 'right'] as const) assert.equal(at(s, 'b', lane)!.defence, 7, lane);
  let t = scene(2, (d) => {
    field(d, 'a', 'left', 'cleaver');
    for (const lane of ['left', 'front', 'right'] as const) field(d, 'b', lane, 'wall');
    atBattle(d);
  });
  t = throughBattle(t);
  assert.equal(at(t, 'b', 'right')!.defence, 7);
  assert.equal(at(t, 'b', 'front')!.defence, 7);
  assert.equal(at(t, 'b', 'left')!.defence, 9);
});

test('M-KW-CIECIE-02 M-AMB-18 B\'s Front is empty: A\'s Front cleaver hits nothing by default, and B\'s flanks under cleaveIgnoresEmptyCentre', () => {
  const battle = (cleaveIgnoresEmptyCentre: boolean) => {
    const s = scene(2, (d) => {
      field(d, 'a', 'front', 'cleaver');
      field(d, 'b', 'left', 'wall');
      field(d, 'b', 'right', 'wall');
      atBattle(d);
    }, { settings: { cleaveIgnoresEmptyCentre } });
    return throughBattle(s);
  };
  const off = battle(false);
  assert.equal(at(off, 'b', 'left')!.defence, 9);
  assert.equal(at(off, 'b', 'right')!.defence, 9);
  const on = battle(true);
  assert.equal(at(on, 'b', 'left')!.defence, 7);
  assert.equal(at(on, 'b', 'right')!.defence, 7);
});

test('M-KW-CIECIE-03 an Attack 3 cleave deals the full 3 to each of three targets', () => {
  let s = scene(2, (d) => {
    field(d, 'a', 'front', 'big-cleaver');
    for (const lane of ['left', 'front', 'right'] as const) field(d, 'b', lane, 'wall-5');
    atBattle(d);
  });
  s = throughBattle(s);
  for (const lane of ['left', 'front', 'right'] as const) assert.equal(at(s, 'b', lane)!.defence, 2, lane);
});

// ---- REFLEKS ----

test('M-KW-REFLEKS-02 two REFLEKS creatures with lethal Attack strike at once: both die', () => {
  let s = scene(2, (d) => {
    field(d, 'a', 'front', 'reflex');
    field(d, 'b', 'front', 'reflex');
    atBattle(d);
  });
  s = passUntil(s, (x) => x.window?.at === 'post-reflex');
  assert.equal(at(s, 'a', 'front'), null);
  assert.equal(at(s, 'b', 'front'), null);
});

test('M-KW-REFLEKS-03 M-AMB-20 a non-Reflex creature killed in the Reflex sub-step by a cleaver from the neighbouring lane does not strike in the normal sub-step', () => {
  let s = scene(2, (d) => {
    field(d, 'a', 'front', 'reflex-cleaver'); // 3/3, hits b's Front and both flanks first
    field(d, 'a', 'right', 'wall');
    field(d, 'b', 'front', 'wall-5');
    field(d, 'b', 'left', 'nekromanta'); // 3/2, faces a's Right
    atBattle(d);
  });
  s = passUntil(s, (x) => x.window?.at === 'post-reflex');
  assert.equal(at(s, 'b', 'left'), null, 'dead after sub-steps 1–2');
  s = throughBattle(s);
  assert.equal(at(s, 'a', 'right')!.defence, 9, 'Nekromanta never struck');
  assert.equal(at(s, 'b', 'front')!.defence, 2);
  assert.equal(at(s, 'a', 'front')!.defence, 3, 'the wall has 0 Attack');
});

// ---- TOKSYNA ----

test('M-KW-TOKSYNA-01 a Toxin creature with Attack 1 kills a Defence-9 creature', () => {
  let s = scene(2, (d) => {
    field(d, 'a', 'front', 'toxic');
    field(d, 'b', 'front', 'wall');
    atBattle(d);
  });
  s = throughBattle(s);
  assert.equal(at(s, 'b', 'front'), null);
});

test('M-KW-TOKSYNA-02 M-AMB-19 a Toxin creature with Attack 0 kills nothing', () => {
  let s = scene(2, (d) => {
    field(d, 'a', 'front', 'toxic-zero');
    field(d, 'b', 'front', 'wall');
    atBattle(d);
  });
  s = throughBattle(s);
  assert.equal(at(s, 'b', 'front')!.defence, 9);
});

// ---- FUZJA ----

test('M-KW-FUZJA-01 M-KW-FUZJA-02 M-KW-REFLEKS-01 M-AMB-29 A pays for Ostry Cień Mgły and fuses it onto Parszywy Szczur in step 2: REFLEKS and +1 Attack; it kills a Defence-3 creature first and takes no damage', () => {
  let s = scene(2, (d) => {
    field(d, 'a', 'front', 'parszywy-szczur'); // 2/2
    field(d, 'b', 'front', 'natura-one'); // 1/3
    lay(d, 'a', 'ostry-cien-mgly');
    d.vitality.A = 20;
    atPay(d);
  });
  const cien = mine(s, 'a', 'ostry-cien-mgly');
  s = play(s, { type: 'pay', player: 'a', cards: [cien] });
  s = closeWindow(s);
  refused(s, { type: 'resolve', player: 'a', card: cien }, 'M-KW-FUZJA-03');
  s = play(s, { type: 'resolve', player: 'a', card: cien, target: { seat: 'a', lane: 'front' } });
  const rat = at(s, 'a', 'front')!;
  assert.equal(rat.attack, 3);
  assert.deepEqual(rat.equipment, [{ card: cien, owner: 'a' }]);
  assert.ok(!s.players.a!.laid.some((l) => l.card === cien), 'the Equipment now lies on its creature');
  s = passUntil(s, (x) => x.phase === 'battle' && x.window?.at === 'post-reflex');
  assert.equal(at(s, 'b', 'front'), null, 'killed in the Reflex sub-step');
  s = throughBattle(s);
  assert.equal(at(s, 'a', 'front')!.defence, 2, 'no damage taken');
});

test('M-KW-FUZJA-03 M-FLOW-10 A fuses a cursed Equipment (−2 Defence) onto B\'s Front creature', () => {
  let s = actScene(2, (d) => {
    field(d, 'a', 'front', 'grunt');
    field(d, 'b', 'front', 'wall-5');
    lay(d, 'a', 'cursed-blade', true);
  });
  s = play(s, { type: 'resolve', player: 'a', card: mine(s, 'a', 'cursed-blade'), target: { seat: 'b', lane: 'front' } });
  assert.equal(at(s, 'b', 'front')!.defence, 3);
  assert.equal(at(s, 'b', 'front')!.equipment[0]!.owner, 'a', 'the card stays a\'s');
});

test('M-KW-FUZJA-04 the fused Parszywy Szczur dies and Ostry Cień Mgły goes to the Destiny graveyard', () => {
  let s = actScene(2, (d) => {
    field(d, 'a', 'front', 'parszywy-szczur');
    field(d, 'b', 'front', 'nekromutant'); // 3/4: survives the 3 Reflex damage and strikes back
    lay(d, 'a', 'ostry-cien-mgly', true);
  });
  const cien = mine(s, 'a', 'ostry-cien-mgly');
  const rat = mine(s, 'a', 'parszywy-szczur');
  s = play(s, { type: 'resolve', player: 'a', card: cien, target: { seat: 'a', lane: 'front' } });
  s = throughBattle(s);
  assert.equal(at(s, 'a', 'front'), null);
  assert.ok(s.graves.creature.includes(rat));
  assert.ok(s.graves.destiny.includes(cien));
});

test('M-KW-WYZWANIE-03 M-AMB-17 M-FLOW-11 the owner picks the guarding Challenger when placing: B places Challengers on both flanks with guard right, and A\'s Front strike lands on B\'s Right flank', () => {
  let s = scene(2, (d) => {
    give(d, 'a', 'nekromutant');
    for (const x of ['challenger', 'wall', 'challenger']) give(d, 'b', x);
    atPlace(d);
  });
  s = play(s, { type: 'place', player: 'a', left: null, front: mine(s, 'a', 'nekromutant'), right: null });
  const [left, right] = s.players.b!.hand.filter((x) => s.ident[x] === 'challenger');
  s = play(s, { type: 'place', player: 'b', left: left!, front: mine(s, 'b', 'wall'), right: right!, guard: 'right' });
  s = passUntil(s, (x) => x.window?.at === 'post-normal' || (!x.window && x.step === 'commit'));
  s = play(s, { type: 'commit', player: 'a', cards: [] });
  s = play(s, { type: 'commit', player: 'b', cards: [] });
  s = throughBattle(s);
  assert.equal(at(s, 'b', 'front')!.defence, 9);
  assert.equal(at(s, 'b', 'right')!.defence, 3, 'the guard took Nekromutant\'s 3');
  assert.equal(at(s, 'b', 'left')!.defence, 6);
});
