/** The Resolution Phase, the end of the round and the victory (C-RESOLVE, C-END, C-WIN), through the real judge and reducer. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { CygwState } from '../../src/cygw/state.js';
import { decideWinner } from '../../src/cygw/rules/flow.js';
import { TEST_CARDS, altarsOf, giveTo, iidOf, inActionRound, passRound, play, put, refused, scene } from './support/scene.js';

/** A scene in Location `loc`'s action round with `a` to act first, after `edit`. */
const resolving = (sheets: Parameters<typeof scene>[0], loc: number, edit: (d: CygwState) => void) =>
  scene(sheets, (d) => {
    edit(d);
    inActionRound(d, loc, 'a');
  });

test('C-RESOLVE-02 C-RESOLVE-03 Locations resolve in rising order and an empty one is skipped with no action round', () => {
  let s = scene(['fafnir', 'tiamat'], (d) => {
    put(d, 'a', 1, 3);
    put(d, 'b', 2, 9);
    d.cults.a!.prayed = true;
    d.cults.b!.prayed = true;
    d.turn = 'b';
    d.dealing = true;
  });
  s = play(s, { type: 'done', player: 'b' });
  assert.deepEqual([s.phase, s.active, s.step], ['resolution', 3, 'actions']);
  s = passRound(s);
  s = play(s, { type: 'decline', player: 'a' });
  assert.equal(s.active, 9, 'Locations 4 to 8 are empty and skipped');
});

test('C-RESOLVE-06 C-RESOLVE-07 each seat has one act in the action round, from the First Player, present or not', () => {
  let s = resolving(['fafnir', 'tiamat', 'anubis'], 6, (d) => void put(d, 'b', 1, 6));
  assert.equal(s.turn, 'a');
  s = play(s, { type: 'pass', player: 'a' });
  assert.equal(s.turn, 'b');
  refused(s, { type: 'pass', player: 'a' }, 'C-RESOLVE-06');
  s = play(s, { type: 'pass', player: 'b' });
  s = play(s, { type: 'pass', player: 'c' });
  assert.equal(s.step, 'benefits');
  assert.deepEqual(s.prompts[0], { kind: 'benefit', seat: 'b', location: 6, via: 'win' });
});

test('C-RESOLVE-09 C-CORE-12 the strictly highest Influence wins: Priest 3 + Patriarch (6 Followers) + Altar = 13', () => {
  const s = resolving(['fafnir', 'tiamat'], 10, (d) => {
    d.cults.a!.followers = 6;
    put(d, 'a', 3, 10);
    put(d, 'a', 0, 10);
    d.board[9]!.altars.push({ owner: 'a', token: 4 });
    d.reserve[d.cults.a!.colour]![3]! -= 1;
    put(d, 'b', 5, 10);
    put(d, 'b', 4, 10);
  });
  assert.equal(decideWinner(TEST_CARDS, s), 'a');
  const novitiates = scene(['fafnir', 'tiamat'], (d) => giveTo(d, 'a', iidOf('license', 'novitiates')));
  assert.ok(novitiates.cults.a!.licenses.length === 1);
});

test('C-RESOLVE-10 C-CORE-14 a tie goes to the higher Divine Might: a dark Cult beats a light one', () => {
  const s = resolving(['tiamat', 'anubis'], 6, (d) => {
    put(d, 'a', 3, 6);
    put(d, 'b', 3, 6);
  });
  assert.equal(decideWinner(TEST_CARDS, s), 'a', 'light tiamat (15) beats light anubis (10)');
  const dark = resolving(['tiamat', 'anubis'], 6, (d) => {
    put(d, 'a', 3, 6);
    put(d, 'b', 3, 6);
    d.cults.b!.side = 'dark';
  });
  assert.equal(decideWinner(TEST_CARDS, dark), 'b');
});

test('C-RESOLVE-11 C-LOC-02-04 a Priest with coins decides the winner whatever the Influence, and its coins go to the reserve', () => {
  let s = resolving(['fafnir', 'tiamat'], 10, (d) => {
    put(d, 'a', 1, 10).coins = 10;
    put(d, 'b', 5, 10);
    put(d, 'b', 4, 10);
    d.cults.b!.followers = 3;
    put(d, 'b', 0, 10);
  });
  s = passRound(s);
  assert.equal(s.winner, 'a');
  assert.equal(s.board[9]!.priests.find((p) => p.owner === 'a')!.coins, 0);
  const card = s.market.find((x) => x !== null)!;
  s = play(s, { type: 'benefit', player: 'a', card });
  assert.ok(s.cults.a!.licenses.includes(card), 'C-LOC-10-01 the Palace gives a market License for free');
});

test('C-RESOLVE-12 a winner may decline the benefit and gets nothing from the Location', () => {
  let s = resolving(['fafnir', 'tiamat'], 6, (d) => void put(d, 'a', 2, 6));
  s = play(passRound(s), { type: 'decline', player: 'a' });
  assert.equal(s.cults.a!.coins, 5);
});

test('C-RESOLVE-13 C-LOC-10-03 every other present Cult gets the alms: at the Palace 3 coins each', () => {
  let s = resolving(['fafnir', 'tiamat', 'anubis'], 10, (d) => {
    put(d, 'a', 3, 10);
    put(d, 'b', 1, 10);
    d.board[9]!.altars.push({ owner: 'c', token: 5 });
    d.reserve[d.cults.c!.colour]![4]! -= 1;
  });
  s = passRound(s);
  assert.equal(s.winner, 'c', 'an Altar is worth 4');
  s = play(s, { type: 'decline', player: 'c' });
  assert.deepEqual(['a', 'b', 'c'].map((x) => s.cults[x]!.coins), [8, 8, 5]);
});

test('C-RESOLVE-14 C-LICENSE-COMMUNITY-01 C-LICENSE-COMMUNITY-02 a present loser with Community takes the benefit after the winner, and no alms', () => {
  let s = resolving(['fafnir', 'tiamat'], 6, (d) => {
    put(d, 'a', 3, 6);
    put(d, 'b', 1, 6);
    giveTo(d, 'b', iidOf('license', 'community-6'));
  });
  s = play(passRound(s), { type: 'benefit', player: 'a' });
  assert.deepEqual(s.prompts[0], { kind: 'benefit', seat: 'b', location: 6, via: 'community' });
  s = play(s, { type: 'benefit', player: 'b' });
  assert.deepEqual([s.cults.a!.coins, s.cults.b!.coins], [11, 11]);
});

test('C-LICENSE-COMMUNITY-02 a Community holder who cannot use the benefit gets nothing, not even alms (house C-AMB-13)', () => {
  let s = resolving(['fafnir', 'tiamat'], 8, (d) => {
    put(d, 'a', 3, 8);
    put(d, 'b', 1, 8);
    d.cults.b!.coins = 3;
    d.cults.a!.coins = 0;
    giveTo(d, 'b', iidOf('license', 'community-8'));
  });
  s = passRound(s);
  assert.equal(s.prompts.length, 0, 'neither can pay the Academy');
  assert.equal(s.cults.b!.coins, 3);
});

test('C-RESOLVE-16 C-RESOLVE-17 after a Location every Priest there goes home Free, Altars stay, and the freed Priests may act later', () => {
  let s = resolving(['fafnir', 'tiamat'], 4, (d) => {
    put(d, 'a', 3, 4);
    put(d, 'a', 0, 4);
    d.board[3]!.altars.push({ owner: 'a', token: 4 });
    d.reserve[d.cults.a!.colour]![3]! -= 1;
    put(d, 'b', 1, 6);
  });
  s = play(passRound(s), { type: 'decline', player: 'a' });
  assert.deepEqual([s.cults.a!.free, s.cults.a!.patriarch, s.board[3]!.priests.length, s.board[3]!.altars.length], [[1, 2, 3], 'free', 0, 1]);
  assert.equal(s.active, 6);
});

test('C-RESOLVE-04 a Location made occupied during the Resolution Phase resolves when its number comes (house C-AMB-08)', () => {
  let s = resolving(['fafnir', 'tiamat'], 2, (d) => {
    put(d, 'a', 1, 2);
    d.cults.a!.coins = 9;
  });
  s = passRound(s);
  s = play(s, { type: 'benefit', player: 'a', piece: s.board[1]!.priests[0]!.id, amount: 9 });
  assert.equal(s.cults.a!.coins, 0);
  assert.equal(s.active, 9);
  assert.equal(s.board[8]!.priests[0]!.coins, 9);
  s = passRound(s);
  assert.equal(s.winner, 'a');
});

test('C-LOC-02-08 two Priests with coins meeting in a Location both go home and both payments are lost', () => {
  let s = resolving(['fafnir', 'tiamat'], 2, (d) => {
    put(d, 'a', 1, 2);
    put(d, 'b', 2, 12).coins = 12;
    d.cults.a!.coins = 12;
  });
  s = play(passRound(s), { type: 'benefit', player: 'a', piece: s.board[1]!.priests[0]!.id, amount: 12 });
  assert.equal(s.board[11]!.priests.length, 0);
  assert.deepEqual([s.cults.a!.free, s.cults.b!.free, s.cults.a!.coins], [[1, 2, 3], [1, 2, 3], 0]);
});

test('C-LOC-02-06 a Thieves District winner with fewer than 3 coins gets nothing from the benefit (house C-AMB-24)', () => {
  const s = passRound(resolving(['fafnir', 'tiamat'], 2, (d) => void (put(d, 'a', 1, 2), (d.cults.a!.coins = 2))));
  assert.equal(s.prompts.length, 0);
});

test('C-LOC-01-01 C-LOC-01-02 the Ruins give their winner the top Miracle card and 1 coin to each other present Cult', () => {
  let s = resolving(['fafnir', 'tiamat'], 1, (d) => void (put(d, 'a', 2, 1), put(d, 'b', 1, 1)));
  const top = s.decks.miracle[0]!;
  s = play(passRound(s), { type: 'benefit', player: 'a' });
  assert.deepEqual([s.cults.a!.hand, s.cults.b!.coins], [[top], 6]);
});

test('C-LOC-03-01 C-CORE-10 Location 3 gives 1 Follower, within the cap of 9', () => {
  let s = resolving(['fafnir', 'tiamat'], 3, (d) => void put(d, 'a', 2, 3));
  s = play(passRound(s), { type: 'benefit', player: 'a' });
  assert.equal(s.cults.a!.followers, 3);
  const full = passRound(resolving(['fafnir', 'tiamat'], 3, (d) => void (put(d, 'a', 2, 3), (d.cults.a!.followers = 9))));
  assert.deepEqual([full.prompts.length, full.cults.a!.followers], [0, 9], 'at 9 Followers there is nothing to take');
});

test('C-LOC-04-01 C-SUPREMACY-01 C-SUPREMACY-02 the Forum winner takes the Supremacy card from its owner; +7 moves with it at once', () => {
  let s = resolving(['fafnir', 'tiamat'], 4, (d) => {
    put(d, 'a', 2, 4);
    d.supremacy = { owner: 'b', faceUp: true, gainedRound: 0 };
  });
  s = play(passRound(s), { type: 'benefit', player: 'a' });
  assert.deepEqual(s.supremacy, { owner: 'a', faceUp: true, gainedRound: 1 });
});

test('C-LOC-04-03 a Forum winner who owns the face-down card turns it face up (house C-AMB-05)', () => {
  let s = resolving(['fafnir', 'tiamat'], 4, (d) => {
    put(d, 'a', 2, 4);
    d.supremacy = { owner: 'a', faceUp: false, gainedRound: 0 };
  });
  s = play(passRound(s), { type: 'benefit', player: 'a' });
  assert.equal(s.supremacy.faceUp, true);
});

test('C-LOC-05-01 C-LOC-05-02 C-CORE-08 the Temple gives a strength-1 Priest or +1 to a Free Priest or one there, never the Patriarch, by token swap', () => {
  const base = passRound(resolving(['fafnir', 'tiamat'], 5, (d) => void (put(d, 'a', 2, 5), put(d, 'a', 0, 5))));
  const priest = play(base, { type: 'benefit', player: 'a', option: 'priest' });
  assert.deepEqual(priest.cults.a!.free, [1, 1, 2, 3]);
  const id = base.board[4]!.priests.find((p) => !p.patriarch)!.id;
  const raised = play(base, { type: 'benefit', player: 'a', option: 'raise', piece: id });
  assert.deepEqual(raised.cults.a!.free, [1, 3, 3], 'the 2 there became a 3 and came home');
  const free = play(base, { type: 'benefit', player: 'a', option: 'raise', strength: 1 });
  assert.deepEqual(free.cults.a!.free, [2, 2, 3], 'a Free 1 became a 2');
  refused(base, { type: 'benefit', player: 'a', option: 'raise', piece: base.board[4]!.priests.find((p) => p.patriarch)!.id }, 'C-CORE-02');
  const none = passRound(resolving(['fafnir', 'tiamat'], 5, (d) => void (put(d, 'a', 1, 5), (d.reserve[d.cults.a!.colour]![2] = 0))));
  refused(none, { type: 'benefit', player: 'a', option: 'raise', strength: 2 }, 'C-CORE-08');
});

test('C-CORE-09 C-AMB-18 an own Altar\'s token is swapped to free a strength the reserve lacks', () => {
  const s = passRound(resolving(['fafnir', 'tiamat'], 5, (d) => {
    put(d, 'a', 1, 5);
    d.reserve[d.cults.a!.colour]![2] = 0;
    d.reserve[d.cults.a!.colour]![3]! -= 1;
    d.board[11]!.altars.push({ owner: 'a', token: 3 });
  }));
  const after = play(s, { type: 'benefit', player: 'a', option: 'raise', strength: 2 });
  assert.deepEqual(after.cults.a!.free, [1, 3, 3]);
  assert.notEqual(after.board[11]!.altars[0]!.token, 3);
});

test('C-LOC-06-01 C-LOC-06-02 the Trade District pays 6 coins to its winner and 2 to each other present Cult', () => {
  let s = resolving(['fafnir', 'tiamat'], 6, (d) => void (put(d, 'a', 2, 6), put(d, 'b', 1, 6)));
  s = play(passRound(s), { type: 'benefit', player: 'a' });
  assert.deepEqual([s.cults.a!.coins, s.cults.b!.coins], [11, 7]);
});

test('C-LOC-07-01 C-LOC-07-03 C-CORE-21 the Artisan District flips a Priest token into an Altar for 5 coins, one Altar per Cult per Location', () => {
  let s = resolving(['fafnir', 'tiamat'], 7, (d) => {
    put(d, 'a', 3, 7);
    put(d, 'a', 2, 11);
    put(d, 'a', 1, 12);
    d.board[11]!.altars.push({ owner: 'a', token: 4 });
    d.reserve[d.cults.a!.colour]![3]! -= 1;
  });
  s = passRound(s);
  refused(s, { type: 'benefit', player: 'a', piece: s.board[11]!.priests[0]!.id }, 'C-CORE-21');
  s = play(s, { type: 'benefit', player: 'a', piece: s.board[10]!.priests[0]!.id });
  assert.deepEqual([s.cults.a!.coins, s.board[10]!.altars.length, s.board[10]!.priests.length], [0, 1, 0]);
});

test('C-LOC-08-01 C-LOC-08-02 the Academy raises a Free Priest by 4 for 11 coins, capped at 5', () => {
  let s = resolving(['fafnir', 'tiamat'], 8, (d) => void (put(d, 'a', 3, 8), (d.cults.a!.coins = 11)));
  s = play(passRound(s), { type: 'benefit', player: 'a', strength: 1, amount: 4 });
  assert.deepEqual([s.cults.a!.free, s.cults.a!.coins], [[2, 3, 5], 0]);
});

test('C-LOC-09-01 C-LOC-09-02 the Port sells 2 Followers for 5 coins even when the cap wastes one (house C-AMB-25)', () => {
  let s = resolving(['fafnir', 'tiamat'], 9, (d) => void (put(d, 'a', 3, 9), (d.cults.a!.followers = 8)));
  s = play(passRound(s), { type: 'benefit', player: 'a', amount: 2 });
  assert.deepEqual([s.cults.a!.followers, s.cults.a!.coins], [9, 0]);
});

test('C-LOC-11-01 the Nobility District draws 2 Intrigues and puts any 1 back on top', () => {
  let s = resolving(['fafnir', 'tiamat'], 11, (d) => void put(d, 'a', 3, 11));
  const [first, second] = s.decks.intrigue;
  s = play(passRound(s), { type: 'benefit', player: 'a' });
  assert.deepEqual(s.prompts[0], { kind: 'return', seat: 'a' });
  s = play(s, { type: 'return', player: 'a', card: second! });
  assert.deepEqual([s.cults.a!.hand, s.decks.intrigue[0]], [[first], second]);
});

test('C-LOC-12-01 the Guard Quarters turn 2 Followers into a Fanatical Mob', () => {
  let s = resolving(['fafnir', 'tiamat'], 12, (d) => void (put(d, 'a', 3, 12), (d.cults.a!.followers = 5), (d.cults.a!.mobs = 2), (d.mobs = 14)));
  s = play(passRound(s), { type: 'benefit', player: 'a' });
  assert.deepEqual([s.cults.a!.followers, s.cults.a!.mobs, s.mobs], [3, 3, 13]);
});

test('C-LOC-13-01 C-LOC-13-02 C-LOC-13-03 a Summoning succeeds at Influence ≥ Divine Might and flips a light sheet; below it, nothing', () => {
  const rift = (strengths: number[]) => passRound(resolving(['fafnir', 'tiamat'], 13, (d) => {
    d.cults.a!.free = [1, 2, 3, 4, 5];
    d.reserve[d.cults.a!.colour] = [1, 1, 1, 2, 2];
    for (const x of strengths) put(d, 'a', x, 13);
  }));
  const weak = play(rift([5, 4]), { type: 'benefit', player: 'a' });
  assert.equal(weak.cults.a!.side, 'light', '9 < Divine Might 12');
  const strong = play(rift([5, 4, 3]), { type: 'benefit', player: 'a' });
  assert.equal(strong.cults.a!.side, 'dark', '12 ≥ 12');
});

test('C-LOC-13-04 C-WIN-04 a dark Cult\'s successful Summoning wins at the end of the round', () => {
  let s = passRound(resolving(['fafnir', 'tiamat'], 13, (d) => {
    d.cults.a!.side = 'dark';
    d.cults.a!.followers = 9;
    d.supremacy = { owner: 'a', faceUp: true, gainedRound: 0 };
    d.cults.a!.free = [5, 4, 3, 2, 1];
    d.reserve[d.cults.a!.colour] = [1, 1, 1, 2, 2];
    for (const x of [5, 4]) put(d, 'a', x, 13);
    put(d, 'a', 0, 13);
  }));
  s = play(s, { type: 'benefit', player: 'a' });
  assert.equal(s.phase, 'over');
  assert.deepEqual([s.ended!.winners, s.ended!.rule], [['a'], 'C-WIN-04']);
});

test('C-WIN-01 C-WIN-03 C-WIN-05 four Mobs at the end of the round win, and the game ends with no refill', () => {
  let s = passRound(resolving(['fafnir', 'tiamat'], 12, (d) => void (put(d, 'a', 3, 12), (d.cults.a!.mobs = 3), (d.mobs = 13), (d.market[0] = null))));
  s = play(s, { type: 'benefit', player: 'a' });
  assert.deepEqual([s.phase, s.ended!.rule, s.market[0]], ['over', 'C-WIN-03', null]);
});

test('C-WIN-02 C-WIN-06 five Altars win; two qualifying Cults: the higher Divine Might wins', () => {
  let s = passRound(resolving(['fafnir', 'tiamat'], 6, (d) => {
    put(d, 'a', 1, 6);
    for (const loc of [7, 8, 9, 11, 12]) d.board[loc - 1]!.altars.push({ owner: 'a', token: 4 });
    d.reserve[d.cults.a!.colour]![3] = 0;
    d.reserve[d.cults.a!.colour]![4] = 1;
    d.cults.b!.mobs = 4;
    d.mobs = 12;
  }));
  assert.equal(altarsOf(s, 'a'), 5);
  // The Altars make Locations 7 to 12 resolve too; everyone passes and declines to the round's end.
  for (let i = 0; i < 40 && s.phase !== 'over'; i++) s = play(s, s.prompts[0] ? { type: 'decline', player: s.prompts[0].seat } : { type: 'pass', player: s.turn! });
  assert.deepEqual([s.ended!.winners, s.ended!.rule], [['b'], 'C-WIN-06']);
});

test('C-END-02 C-END-03 C-END-04 C-END-05 at round end the market refills when a slot is empty, sheet Priests are Free, the highest Location\'s winner is First Player, and no Priest is on the board', () => {
  let s = passRound(resolving(['fafnir', 'tiamat'], 11, (d) => {
    put(d, 'b', 3, 11);
    d.cults.a!.onSheet = [2];
    d.cults.a!.free = [1, 3];
    d.cults.a!.patriarch = 'sheet';
    d.market[2] = null;
    d.first = 'a';
  }));
  const kept = s.market.slice(0, 2);
  s = play(s, { type: 'decline', player: 'b' });
  assert.deepEqual([s.round, s.first, s.cults.a!.free, s.cults.a!.patriarch], [2, 'b', [1, 2, 3], 'free']);
  assert.deepEqual(s.decks.license.slice(-2), kept, 'the rest go to the bottom in slot order (house C-AMB-16)');
  assert.equal(s.market.filter((x) => x !== null).length, 3);
  assert.ok(s.board.every((p) => p.priests.length === 0));
});
