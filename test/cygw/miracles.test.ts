/**
 * Miracle cards (catalog §10): each rule with its catalog example, played through the real judge
 * and reducer; refusals name the rule that stops them.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { CygwState } from '../../src/cygw/state.js';
import { judgeMiracle, miraclePlays } from '../../src/cygw/rules/miracles.js';
import { influence } from '../../src/cygw/rules/model.js';
import { legalActs } from '../../src/cygw/rules/legal.js';
import { judgeAct } from '../../src/cygw/rules/judge.js';
import { TEST_CARDS, giveTo, iidOf, inActionRound, play, put, refused, scene } from './support/scene.js';

const FROM_HAND = { asDark: false, source: 'hand' } as const;
const M = (def: string) => iidOf('miracle', def);
const L = (def: string) => iidOf('license', def);
const two = ['anubis', 'cthulhu'] as const;

/** Red (`a`) holds `card` and acts first in Location `loc`'s action round; Blue (`b`) acts after. */
function ready(loc: number, card: string, edit: (d: CygwState) => void = () => {}): CygwState {
  return scene(two, (d) => {
    giveTo(d, 'a', card);
    inActionRound(d, loc, 'a');
    edit(d);
  });
}

const miracle = (card: string, extra: Record<string, unknown> = {}) => ({ type: 'miracle', player: 'a', card, ...extra }) as const;

test('C-MIRACLE-02 a Miracle is played only as an action-round act (not in the Intention Phase)', () => {
  const s = scene(two, (d) => giveTo(d, 'a', M('gift-1')));
  assert.equal(s.phase, 'intention');
  const checks = judgeMiracle(TEST_CARDS, s, 'a', { card: M('gift-1'), option: 'coins' }, FROM_HAND);
  assert.equal(checks.find((c) => !c.ok)?.rule, 'C-MIRACLE-02');
  // In the action round it is fine.
  const r = ready(3, M('gift-1'));
  assert.ok(judgeMiracle(TEST_CARDS, r, 'a', { card: M('gift-1'), option: 'coins' }, FROM_HAND).every((c) => c.ok));
});

test('C-MIRACLE-02 the card must be in the player’s hand (revealed cards need not be)', () => {
  const s = ready(3, M('gift-1'));
  refused(s, miracle(M('mob')), 'C-MIRACLE-02');
  refused(s, miracle(iidOf('intrigue', 'raid')), 'C-MIRACLE-02');
  assert.ok(judgeMiracle(TEST_CARDS, s, 'a', { card: M('gift-2'), option: 'coins' }, { asDark: true, source: 'revealed' }).every((c) => c.ok));
});

test('C-MIRACLE-03 a light-side Cult cannot play a dark-sealed +7 card; dark side up or through Change of Guise it can', () => {
  const s = ready(3, M('boost-7'), (d) => void put(d, 'a', 3, 3));
  const piece = s.board[2]!.priests[0]!.id;
  refused(s, miracle(M('boost-7'), { piece }), 'C-MIRACLE-03');
  assert.ok(judgeMiracle(TEST_CARDS, s, 'a', { card: M('boost-7'), piece }, { asDark: true, source: 'hand' }).every((c) => c.ok));
  const dark = ready(3, M('boost-7'), (d) => {
    d.cults.a!.side = 'dark';
    put(d, 'a', 3, 3);
  });
  const after = play(dark, miracle(M('boost-7'), { piece: dark.board[2]!.priests[0]!.id }));
  assert.equal(influence(TEST_CARDS, after, 'a', 3), 10);
});

test('C-MIRACLE-04 the card just played is the bottom card of the Miracle deck', () => {
  const s = ready(3, M('gift-1'));
  const after = play(s, miracle(M('gift-1'), { option: 'coins' }));
  assert.equal(after.decks.miracle.at(-1), M('gift-1'));
  assert.ok(!after.cults.a!.hand.includes(M('gift-1')));
  assert.equal(after.decks.miracle.length, s.decks.miracle.length + 1);
});

test('C-MIRACLE-05 a Cult with 2 Followers cannot play “lose 3 Followers: build an Altar” (needs 3 Followers; you have 2)', () => {
  const s = ready(3, M('altar'), (d) => {
    d.cults.a!.followers = 2;
    put(d, 'a', 2, 3);
  });
  const a = miracle(M('altar'), { piece: s.board[2]!.priests[0]!.id });
  refused(s, a, 'C-MIRACLE-05');
  assert.match(judgeAct(TEST_CARDS, s, a).checks.find((c) => !c.ok)!.says, /needs 3 Followers; you have 2/);
});

test('C-MIRACLE-05 at 9 Followers the gain card’s Follower option is refused but its coin option is played', () => {
  const s = ready(3, M('gift-1'), (d) => (d.cults.a!.followers = 9));
  refused(s, miracle(M('gift-1'), { option: 'followers' }), 'C-MIRACLE-05');
  const after = play(s, miracle(M('gift-1'), { option: 'coins' }));
  assert.equal(after.cults.a!.coins, s.cults.a!.coins + 4);
  // The dark 2-Follower option at 8 would waste one: refused too.
  const eight = ready(3, M('gift-2'), (d) => {
    d.cults.a!.followers = 8;
    d.cults.a!.side = 'dark';
  });
  refused(eight, miracle(M('gift-2'), { option: 'followers' }), 'C-MIRACLE-05');
});

test('C-MIRACLE-06 an Aulic Magus owner gains 3 coins for each Miracle played', () => {
  const s = ready(3, M('gift-1'), (d) => giveTo(d, 'a', L('aulic')));
  const after = play(s, miracle(M('gift-1'), { option: 'followers' }));
  assert.equal(after.cults.a!.coins, s.cults.a!.coins + 3);
  assert.equal(after.cults.a!.followers, s.cults.a!.followers + 1);
});

test('C-LICENSE-AULIC-01 Red plays 2 Miracles in a round and gains 6 coins', () => {
  let s = scene(two, (d) => {
    giveTo(d, 'a', M('gift-1'));
    giveTo(d, 'a', M('gift-2'));
    giveTo(d, 'a', L('aulic'));
    d.cults.a!.side = 'dark';
    put(d, 'a', 1, 3);
    put(d, 'a', 2, 5);
    inActionRound(d, 3, 'a');
  });
  const coins = s.cults.a!.coins;
  s = play(s, miracle(M('gift-1'), { option: 'followers' }));
  s = play(s, { type: 'pass', player: 'b' });
  // Red won Location 3 alone and declines its benefit; Location 5 is next, Red first again.
  s = play(s, { type: 'decline', player: 'a' });
  assert.equal(s.active, 5);
  s = play(s, miracle(M('gift-2'), { option: 'followers' }));
  assert.equal(s.cults.a!.coins, coins + 6);
});

test('C-MIRACLE-PLACE-01 during Location 9, Red with 5 Followers puts its Free 4 into the Port', () => {
  const s = ready(9, M('place'), (d) => {
    d.cults.a!.followers = 5;
    d.cults.a!.free = [1, 4];
    d.reserve.red![3]! -= 1;
    put(d, 'b', 2, 9);
  });
  const after = play(s, miracle(M('place'), { strength: 4 }));
  assert.deepEqual(after.cults.a!.free, [1]);
  assert.ok(after.board[8]!.priests.some((p) => p.owner === 'a' && p.strength === 4));
  assert.equal(influence(TEST_CARDS, after, 'a', 9), 4);
});

test('C-MIRACLE-PLACE-01 with 4 Followers the Port is out of reach; owning Admiral reaches it (house C-AMB-26)', () => {
  const edit = (d: CygwState) => {
    d.cults.a!.followers = 4;
    put(d, 'b', 2, 9);
  };
  const s = ready(9, M('place'), edit);
  refused(s, miracle(M('place'), { strength: 1 }), 'C-MIRACLE-PLACE-01');
  const titled = ready(9, M('place'), (d) => {
    edit(d);
    giveTo(d, 'a', L('admiral'));
  });
  const j = judgeAct(TEST_CARDS, titled, miracle(M('place'), { strength: 1 }));
  assert.ok(j.ok);
  assert.ok(j.checks.some((c) => c.rule === 'C-AMB-26' && c.ok));
});

test('C-MIRACLE-PLACE-01 the Free Patriarch may be placed (strength 0, C-CORE-04); a Priest Red lacks may not', () => {
  const s = ready(3, M('place'), (d) => void put(d, 'b', 2, 3));
  refused(s, miracle(M('place'), { strength: 5 }), 'C-MIRACLE-PLACE-01');
  const after = play(s, miracle(M('place'), { strength: 0 }));
  assert.equal(after.cults.a!.patriarch, 'board');
  assert.ok(after.board[2]!.priests.some((p) => p.owner === 'a' && p.patriarch));
});

test('C-MIRACLE-MOVE-01 in Location 4, Red moves a Priest to Location 9 (needs 5 Followers, Red has 6)', () => {
  const s = ready(4, M('move'), (d) => {
    d.cults.a!.followers = 6;
    put(d, 'a', 3, 4);
    put(d, 'b', 1, 4);
  });
  const piece = s.board[3]!.priests.find((p) => p.owner === 'a')!.id;
  const after = play(s, miracle(M('move'), { piece, to: 9 }));
  assert.equal(influence(TEST_CARDS, after, 'a', 4), 0);
  assert.equal(influence(TEST_CARDS, after, 'a', 9), 3);
});

test('C-MIRACLE-MOVE-01 refuses a Location not higher, one out of reach, and another Cult’s Priest', () => {
  const s = ready(4, M('move'), (d) => {
    d.cults.a!.followers = 4;
    put(d, 'a', 3, 4);
    put(d, 'b', 1, 4);
  });
  const mine = s.board[3]!.priests.find((p) => p.owner === 'a')!.id;
  const theirs = s.board[3]!.priests.find((p) => p.owner === 'b')!.id;
  refused(s, miracle(M('move'), { piece: mine, to: 3 }), 'C-MIRACLE-MOVE-01');
  refused(s, miracle(M('move'), { piece: mine, to: 9 }), 'C-MIRACLE-MOVE-01');
  refused(s, miracle(M('move'), { piece: theirs, to: 5 }), 'C-MIRACLE-MOVE-01');
  play(s, miracle(M('move'), { piece: mine, to: 8 }));
});

test('C-LOC-02-05 a Miracle moving the coin Priest out of the Palace loses its coins', () => {
  const s = ready(10, M('move'), (d) => {
    d.cults.a!.followers = 8;
    const p = put(d, 'a', 1, 10);
    p.coins = 10;
    put(d, 'b', 2, 10);
  });
  const piece = s.board[9]!.priests.find((p) => p.owner === 'a')!.id;
  const after = play(s, miracle(M('move'), { piece, to: 12 }));
  const moved = after.board[11]!.priests.find((p) => p.id === piece)!;
  assert.equal(moved.coins, 0);
});

test('C-MIRACLE-BOOST-01 Red’s Priest 3 with a +2 boost counts 5; Exorcism afterwards lowers it to 1, leaving 1+2 = 3', () => {
  const s = scene(['anubis', 'cthulhu', 'fafnir'], (d) => {
    giveTo(d, 'a', M('boost-2'));
    giveTo(d, 'b', iidOf('intrigue', 'exorcism'));
    put(d, 'a', 3, 3);
    inActionRound(d, 3, 'a');
  });
  const piece = s.board[2]!.priests[0]!.id;
  const boosted = play(s, miracle(M('boost-2'), { piece }));
  assert.equal(influence(TEST_CARDS, boosted, 'a', 3), 5);
  const hit = play(boosted, { type: 'intrigue', player: 'b', card: iidOf('intrigue', 'exorcism'), piece });
  const p = hit.board[2]!.priests.find((x) => x.id === piece)!;
  assert.equal(p.strength, 1);
  assert.equal(influence(TEST_CARDS, hit, 'a', 3), 3);
});

test('C-AMB-27 the Patriarch may take the Influence boost', () => {
  const s = ready(3, M('boost-2'), (d) => {
    d.cults.a!.followers = 4;
    put(d, 'a', 0, 3);
  });
  const piece = s.board[2]!.priests[0]!.id;
  const j = judgeAct(TEST_CARDS, s, miracle(M('boost-2'), { piece }));
  assert.ok(j.ok && j.checks.some((c) => c.rule === 'C-AMB-27'));
  assert.equal(influence(TEST_CARDS, play(s, miracle(M('boost-2'), { piece })), 'a', 3), 6);
});

test('C-MIRACLE-REMOVE-01 Red withdraws a Priest 1 from a lost Location and gains 7 coins; it is Free again (C-AMB-28)', () => {
  const s = ready(3, M('remove'), (d) => {
    put(d, 'a', 1, 3);
    put(d, 'b', 3, 3);
  });
  const piece = s.board[2]!.priests.find((p) => p.owner === 'a')!.id;
  const after = play(s, miracle(M('remove'), { piece }));
  assert.equal(after.cults.a!.coins, s.cults.a!.coins + 7);
  assert.ok(after.cults.a!.free.includes(1));
  assert.ok(!after.board[2]!.priests.some((p) => p.owner === 'a'));
  refused(s, miracle(M('remove'), { piece: s.board[2]!.priests.find((p) => p.owner === 'b')!.id }), 'C-MIRACLE-REMOVE-01');
});

test('C-RESOLVE-18 Red alone in Location 3 withdraws its only Priest: Location 3 has no winner', () => {
  const s = ready(3, M('remove'), (d) => void put(d, 'a', 1, 3));
  const after = play(play(s, miracle(M('remove'), { piece: s.board[2]!.priests[0]!.id })), { type: 'pass', player: 'b' });
  assert.equal(after.lastWinner, null);
});

test('C-MIRACLE-ALTAR-01 in Location 3, Red with 5 Followers flips its Priest 2 into an Altar and keeps 2 Followers', () => {
  const s = ready(3, M('altar'), (d) => {
    d.cults.a!.followers = 5;
    put(d, 'a', 2, 3);
    put(d, 'b', 3, 3);
  });
  const piece = s.board[2]!.priests.find((p) => p.owner === 'a')!.id;
  const after = play(s, miracle(M('altar'), { piece }));
  assert.equal(after.cults.a!.followers, 2);
  assert.deepEqual(after.board[2]!.altars, [{ owner: 'a', token: 2 }]);
  assert.equal(influence(TEST_CARDS, after, 'a', 3), 4);
});

test('C-CORE-06 the Miracle Altar cannot flip the Patriarch; C-CORE-21 nor build a second Altar in one Location', () => {
  const s = ready(3, M('altar'), (d) => {
    d.cults.a!.followers = 5;
    put(d, 'a', 0, 3);
    put(d, 'a', 1, 3);
    d.reserve.red![1]! -= 1;
    d.board[2]!.altars.push({ owner: 'a', token: 2 });
  });
  const [patriarch, token] = s.board[2]!.priests;
  refused(s, miracle(M('altar'), { piece: patriarch!.id }), 'C-CORE-06');
  refused(s, miracle(M('altar'), { piece: token!.id }), 'C-CORE-21');
});

test('C-MIRACLE-MOB-01 Red with 6 Followers and 3 Mobs ends with 2 Followers and 4 Mobs', () => {
  const s = ready(3, M('mob'), (d) => {
    d.cults.a!.followers = 6;
    d.cults.a!.mobs = 3;
    d.mobs -= 3;
  });
  const after = play(s, miracle(M('mob')));
  assert.equal(after.cults.a!.followers, 2);
  assert.equal(after.cults.a!.mobs, 4);
  assert.equal(after.mobs, 12);
  refused(ready(3, M('mob'), (d) => (d.cults.a!.followers = 3)), miracle(M('mob')), 'C-MIRACLE-05');
  refused(ready(3, M('mob'), (d) => {
    d.cults.a!.followers = 6;
    d.cults.b!.mobs = 16;
    d.mobs = 0;
  }), miracle(M('mob')), 'C-MIRACLE-05');
});

test('C-MIRACLE-GIFT-01 light-side Red plays the standard card and takes 4 coins; the dark-sealed card gives 2 Followers or 7 coins', () => {
  const s = ready(3, M('gift-1'));
  assert.equal(play(s, miracle(M('gift-1'), { option: 'coins' })).cults.a!.coins, s.cults.a!.coins + 4);
  refused(s, miracle(M('gift-1')), 'C-MIRACLE-GIFT-01');
  const dark = ready(3, M('gift-2'), (d) => (d.cults.a!.side = 'dark'));
  assert.equal(play(dark, miracle(M('gift-2'), { option: 'followers' })).cults.a!.followers, dark.cults.a!.followers + 2);
  assert.equal(play(dark, miracle(M('gift-2'), { option: 'coins' })).cults.a!.coins, dark.cults.a!.coins + 7);
});

test('C-MIRACLE-05 a target the effect does not read is refused, so each legal play has one spelling', () => {
  const s = ready(3, M('gift-1'));
  refused(s, miracle(M('gift-1'), { option: 'coins', piece: 1 }), 'C-MIRACLE-GIFT-01');
});

test('C-RESOLVE-06 miraclePlays lists every legal Miracle play with its targets, and the legal acts offer them', () => {
  const s = ready(4, M('move'), (d) => {
    giveTo(d, 'a', M('gift-1'));
    giveTo(d, 'a', M('boost-7'));
    d.cults.a!.followers = 5;
    put(d, 'a', 3, 4);
  });
  const plays = miraclePlays(TEST_CARDS, s, 'a', FROM_HAND);
  // Move: Locations 5–9 (5 Followers reach 9); gift: both options; boost-7 is dark-sealed.
  assert.deepEqual(plays.filter((p) => p.card === M('move')).map((p) => p.to), [5, 6, 7, 8, 9]);
  assert.deepEqual(plays.filter((p) => p.card === M('gift-1')).map((p) => p.option), ['followers', 'coins']);
  assert.equal(plays.filter((p) => p.card === M('boost-7')).length, 0);
  const acts = legalActs(TEST_CARDS, s, 'a').filter((a) => a.type === 'miracle');
  assert.equal(acts.length, plays.length);
});

test('C-MIRACLE-02 a card this table has not seen revealed is not judged playable', () => {
  const s = ready(3, M('gift-1'), (d) => (d.ident[M('gift-1')] = null));
  refused(s, miracle(M('gift-1'), { option: 'coins' }), 'C-MIRACLE-02');
  assert.deepEqual(miraclePlays(TEST_CARDS, s, 'a', FROM_HAND), []);
});
