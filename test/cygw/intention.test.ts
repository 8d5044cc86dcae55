/** The Intention Phase (C-INTENT, C-LOC-PRAY, Licenses that act on placement), through the real judge and reducer. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { TEST_CARDS, giveTo, iidOf, play, put, refused, scene } from './support/scene.js';

// In TEST_CARDS the light Divine Might rises with the Cult's place in the list: tiamat (15) > fafnir (12) > anubis (10).

test('C-SETUP-05 C-SETUP-07 C-SETUP-08 each Cult starts with Free Priests 1, 2, 3 and its Patriarch, 2 Followers, 5 coins, no Mob and no card', () => {
  const s = scene(['fafnir', 'tiamat']);
  for (const seat of ['a', 'b']) {
    const c = s.cults[seat]!;
    assert.deepEqual([c.free, c.patriarch, c.followers, c.coins, c.mobs, c.hand.length, c.licenses.length], [[1, 2, 3], 'free', 2, 5, 0, 0, 0]);
    assert.deepEqual(s.reserve[c.colour], [2, 2, 2, 3, 3]);
  }
  assert.equal(s.mobs, 16);
  assert.equal(s.supremacy.owner, null);
});

test('C-SETUP-02 C-SETUP-03 C-SETUP-04 the decks are shuffled, the market shows 3 Licenses and the License deck holds the rest', () => {
  const s = scene(['fafnir', 'tiamat']);
  const t = scene(['fafnir', 'tiamat'], () => {}, undefined, 8);
  assert.equal(s.market.filter((x) => x !== null).length, 3);
  assert.equal(s.decks.license.length + 3, Object.keys(s.ident).filter((x) => x.startsWith('L')).length);
  assert.notDeepEqual([s.decks.miracle, s.decks.intrigue], [t.decks.miracle, t.decks.intrigue], 'another seed, another order');
});

test('C-SETUP-10 the Cult with the highest light Divine Might is the first First Player, and its turn opens the Intention Phase', () => {
  const s = scene(['fafnir', 'tiamat', 'anubis']);
  assert.equal(s.first, 'b');
  assert.equal(s.phase, 'intention');
  assert.equal(s.turn, 'b');
});

test('C-INTENT-01 C-INTENT-02 turns go clockwise from the First Player, and a Cult that Prayed is skipped', () => {
  let s = scene(['fafnir', 'tiamat', 'anubis']);
  s = play(s, { type: 'preach', player: 'b', strength: 1, location: 1 });
  assert.equal(s.turn, 'c');
  s = play(s, { type: 'pray', player: 'c' });
  s = play(s, { type: 'done', player: 'c' });
  assert.equal(s.turn, 'a');
  s = play(s, { type: 'preach', player: 'a', strength: 2, location: 3 });
  assert.equal(s.turn, 'b');
  s = play(s, { type: 'preach', player: 'b', strength: 2, location: 3 });
  assert.equal(s.turn, 'a', 'c Prayed and is skipped');
  refused(s, { type: 'preach', player: 'c', strength: 1, location: 1 }, 'C-INTENT-01');
});

test('C-INTENT-03 C-RESOLVE-01 when every Cult has Prayed the Resolution Phase begins and every Patriarch stands again', () => {
  let s = scene(['fafnir', 'tiamat'], (d) => void put(d, 'a', 1, 6));
  s = play(s, { type: 'pray', player: 'b' });
  s = play(s, { type: 'done', player: 'b' });
  s = play(s, { type: 'pray', player: 'a' });
  assert.equal(s.phase, 'intention');
  s = play(s, { type: 'done', player: 'a' });
  assert.equal(s.phase, 'resolution');
  assert.equal(s.active, 6);
  assert.ok(Object.values(s.cults).every((c) => !c.prayed));
});

test('C-INTENT-PREACH-01 a Cult places only a Free Priest it has', () => {
  const s = scene(['fafnir', 'tiamat']);
  refused(s, { type: 'preach', player: 'b', strength: 5, location: 1 }, 'C-INTENT-PREACH-01');
  play(s, { type: 'preach', player: 'b', strength: 0, location: 1 });
});

test('C-INTENT-PREACH-02 C-LOC-ACCESS-01 with 5 Followers a Cult may place in Locations 1–9 but not 10–13 (house table C-AMB-01)', () => {
  const s = scene(['fafnir', 'tiamat'], (d) => void (d.cults.b!.followers = 5));
  play(s, { type: 'preach', player: 'b', strength: 1, location: 9 });
  refused(s, { type: 'preach', player: 'b', strength: 1, location: 10 }, 'C-INTENT-PREACH-02');
  const two = scene(['fafnir', 'tiamat']);
  play(two, { type: 'preach', player: 'b', strength: 1, location: 6 });
  refused(two, { type: 'preach', player: 'b', strength: 1, location: 7 }, 'C-INTENT-PREACH-02');
});

test('C-LICENSE-TITLE-01 with 2 Followers and Oracle a Cult places its Patriarch in the Rift of Darkness', () => {
  const s = scene(['fafnir', 'tiamat'], (d) => giveTo(d, 'b', iidOf('license', 'oracle')));
  const after = play(s, { type: 'preach', player: 'b', strength: 0, location: 13 });
  assert.equal(after.board[12]!.priests[0]!.patriarch, true);
});

test('C-INTENT-PREACH-04 C-INTENT-PREACH-05 the first three placements are free; the 4th and 5th cost a Follower each (4 → 2)', () => {
  let s = scene(['fafnir', 'tiamat'], (d) => void ((d.cults.b!.followers = 4), d.cults.b!.free.push(4), (d.cults.a!.prayed = true)));
  for (const strength of [1, 2, 3]) s = play(s, { type: 'preach', player: 'b', strength, location: 1 });
  assert.equal(s.cults.b!.followers, 4);
  s = play(s, { type: 'preach', player: 'b', strength: 4, location: 1 });
  s = play(s, { type: 'preach', player: 'b', strength: 0, location: 1 });
  assert.equal(s.cults.b!.followers, 2);
});

test('C-INTENT-PREACH-06 the access of a Follower-paid placement is judged before the cost: with 9 Followers the 4th placement may go to Location 13, leaving 8 (house C-AMB-06)', () => {
  const s = scene(['fafnir', 'tiamat'], (d) => {
    d.cults.b!.followers = 9;
    d.cults.b!.placements = 3;
  });
  const after = play(s, { type: 'preach', player: 'b', strength: 1, location: 13 });
  assert.equal(after.cults.b!.followers, 8);
});

test('C-INTENT-04 a Cult with no Follower to pay for a 4th placement must Pray', () => {
  const s = scene(['fafnir', 'tiamat'], (d) => {
    d.cults.b!.followers = 0;
    d.cults.b!.placements = 3;
  });
  refused(s, { type: 'preach', player: 'b', strength: 1, location: 1 }, 'C-INTENT-PREACH-05');
  play(s, { type: 'pray', player: 'b' });
});

test('C-LICENSE-APPROVAL-01 C-LICENSE-06 with Approval 4 and 5 the 4th and 5th placements are free but not the 6th', () => {
  let s = scene(['fafnir', 'tiamat'], (d) => {
    giveTo(d, 'b', iidOf('license', 'approval-4'));
    giveTo(d, 'b', iidOf('license', 'approval-5'));
    d.cults.b!.followers = 5;
    d.cults.b!.placements = 3;
    d.cults.b!.free = [1, 2, 3];
    d.cults.a!.prayed = true;
  });
  s = play(s, { type: 'preach', player: 'b', strength: 1, location: 1 });
  s = play(s, { type: 'preach', player: 'b', strength: 2, location: 1 });
  assert.equal(s.cults.b!.followers, 5);
  s = play(s, { type: 'preach', player: 'b', strength: 3, location: 1 });
  assert.equal(s.cults.b!.followers, 4);
});

test('C-INTENT-PREACH-08 C-LICENSE-TITHE-01 placing on an opponent\'s Tithe Location pays it 1 coin, or nothing without coins', () => {
  const s = scene(['fafnir', 'tiamat', 'anubis'], (d) => {
    giveTo(d, 'a', iidOf('license', 'tithe-6'));
    d.cults.b!.coins = 3;
    d.cults.c!.coins = 0;
  });
  let after = play(s, { type: 'preach', player: 'b', strength: 1, location: 6 });
  assert.deepEqual([after.cults.b!.coins, after.cults.a!.coins], [2, 6]);
  after = play(after, { type: 'preach', player: 'c', strength: 1, location: 6 });
  assert.deepEqual([after.cults.c!.coins, after.cults.a!.coins], [0, 6]);
});

test('C-INTENT-PRAY-02 C-INTENT-DEAL-01 a Cult may Pray at once, and deals only after Praying', () => {
  const s = scene(['fafnir', 'tiamat'], (d) => giveTo(d, 'b', iidOf('intrigue', 'blackmail')));
  refused(s, { type: 'sell', player: 'b', card: iidOf('intrigue', 'blackmail') }, 'C-INTENT-01');
  const prayed = play(s, { type: 'pray', player: 'b' });
  assert.equal(prayed.cults.b!.prayed, true);
  play(prayed, { type: 'sell', player: 'b', card: iidOf('intrigue', 'blackmail') });
});

test('C-INTENT-DEAL-03 C-INTRIGUE-05 a sold Intrigue pays its value and goes to the bottom of the Intrigue deck', () => {
  const card = iidOf('intrigue', 'vandalism');
  let s = scene(['fafnir', 'tiamat'], (d) => giveTo(d, 'b', card));
  s = play(play(s, { type: 'pray', player: 'b' }), { type: 'sell', player: 'b', card });
  assert.equal(s.cults.b!.coins, 7);
  assert.equal(s.decks.intrigue.at(-1), card);
  assert.ok(!s.cults.b!.hand.includes(card));
});

test('C-INTENT-DEAL-04 C-INTENT-DEAL-05 C-CORE-01 a bought License is paid, in play at once (its bonus raises the Patriarch), and its slot stays empty', () => {
  let s = scene(['fafnir', 'tiamat'], (d) => (d.cults.b!.coins = 10));
  const card = s.market[1]!;
  s = play(play(s, { type: 'pray', player: 'b' }), { type: 'buy', player: 'b', card });
  assert.equal(s.market[1], null);
  assert.ok(s.cults.b!.licenses.includes(card));
  assert.ok(s.cults.b!.coins < 10);
  const poor = scene(['fafnir', 'tiamat'], (d) => (d.cults.b!.coins = 0));
  refused(play(poor, { type: 'pray', player: 'b' }), { type: 'buy', player: 'b', card: poor.market[0]! }, 'C-INTENT-DEAL-04');
});

test('C-INTENT-PRAY-03 C-LOC-PRAY-01 with 1 Mob a Praying Cult takes the benefit of Location 3 but not 4 (house C-AMB-02)', () => {
  let s = scene(['fafnir', 'tiamat'], (d) => void (d.cults.b!.mobs = 1, d.mobs = 15));
  s = play(s, { type: 'pray', player: 'b' });
  refused(s, { type: 'mob', player: 'b', location: 4 }, 'C-LOC-PRAY-01');
  s = play(s, { type: 'mob', player: 'b', location: 3 });
  s = play(s, { type: 'benefit', player: 'b' });
  assert.equal(s.cults.b!.followers, 3);
  refused(s, { type: 'mob', player: 'b', location: 1 }, 'C-INTENT-PRAY-03');
  const none = play(scene(['fafnir', 'tiamat']), { type: 'pray', player: 'b' });
  refused(none, { type: 'mob', player: 'b', location: 1 }, 'C-LOC-PRAY-01');
});

test('C-INTENT-PRAY-04 C-LOC-07-06 with 3 Mobs a Praying Cult pays 5 coins and builds an Altar where its Priest stands in Location 4', () => {
  let piece = 0;
  let s = scene(['fafnir', 'tiamat'], (d) => {
    d.cults.b!.mobs = 3;
    d.mobs = 13;
    piece = put(d, 'b', 1, 4).id;
  });
  s = play(play(s, { type: 'pray', player: 'b' }), { type: 'mob', player: 'b', location: 7 });
  s = play(s, { type: 'benefit', player: 'b', piece });
  assert.deepEqual([s.cults.b!.coins, s.board[3]!.altars.map((a) => a.owner)], [0, ['b']]);
});

test('C-INTENT-PRAY-05 the Thieves District\'s benefit through Praying needs a Priest there', () => {
  const s = play(scene(['fafnir', 'tiamat'], (d) => void (d.cults.b!.mobs = 1, d.mobs = 15)), { type: 'pray', player: 'b' });
  refused(s, { type: 'mob', player: 'b', location: 2 }, 'C-INTENT-PRAY-05');
});

test('C-INTENT-DEAL-02 the Mob benefit and deals happen on the Pray turn, in any order, until the Cult says it is done (house C-AMB-07)', () => {
  const card = iidOf('intrigue', 'raid');
  let s = scene(['fafnir', 'tiamat'], (d) => {
    giveTo(d, 'b', card);
    d.cults.b!.coins = 3;
    d.cults.b!.mobs = 3;
    d.mobs = 13;
    put(d, 'b', 1, 4);
  });
  s = play(play(s, { type: 'pray', player: 'b' }), { type: 'sell', player: 'b', card });
  assert.equal(s.cults.b!.coins, 5);
  s = play(s, { type: 'mob', player: 'b', location: 7 });
  s = play(s, { type: 'benefit', player: 'b', piece: s.board[3]!.priests[0]!.id });
  assert.equal(s.turn, 'b');
  s = play(s, { type: 'done', player: 'b' });
  assert.equal(s.turn, 'a');
});

test('C-AMB-02 C-LOC-PRAY-01 the judge labels a check a house default decides as such, and leaves the rulebook\'s rules unlabelled', async () => {
  const { cygwGame } = await import('../../src/cygw/game.js');
  const game = cygwGame(TEST_CARDS);
  const s = play(scene(['fafnir', 'tiamat'], (d) => void ((d.cults.b!.mobs = 1), (d.mobs = 15))), { type: 'pray', player: 'b' });
  const j = game.judge(s, { type: 'mob', player: 'b', location: 4 });
  assert.equal(j.ok, false);
  const pray = j.checks.find((c) => c.rule === 'C-LOC-PRAY-01')!;
  assert.equal(pray.houseDefault, true);
  const preach = game.judge(scene(['fafnir', 'tiamat']), { type: 'preach', player: 'b', strength: 1, location: 10 });
  assert.ok(preach.checks.some((c) => c.rule === 'C-INTENT-PREACH-02' && !c.ok && !c.houseDefault));
});
