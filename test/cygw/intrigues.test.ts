/**
 * Intrigue cards (catalog §11): the general rules and the 11 titles with their catalog examples
 * and house defaults, played through the real judge and reducer.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { CygwCards } from '../../src/cygw/cards/types.js';
import type { CygwState } from '../../src/cygw/state.js';
import { applyIntrigue, intriguePlays, judgeIntrigue } from '../../src/cygw/rules/intrigues.js';
import { influence, patriarchStrength } from '../../src/cygw/rules/model.js';
import { legalActs } from '../../src/cygw/rules/legal.js';
import { judgeAct } from '../../src/cygw/rules/judge.js';
import { TEST_CARDS, giveTo, iidOf, inActionRound, play, put, refused, scene } from './support/scene.js';

const FROM_HAND = { asDark: false, source: 'hand' } as const;
const I = (title: string) => iidOf('intrigue', title);
const L = (def: string) => iidOf('license', def);
const M = (def: string) => iidOf('miracle', def);
const three = ['anubis', 'cthulhu', 'fafnir'] as const;

/** Three seats (a red, b yellow, c green); `player` holds `title` and acts first in Location `loc`. */
function ready(loc: number, title: string, edit: (d: CygwState) => void = () => {}, player = 'a', cards: CygwCards = TEST_CARDS): CygwState {
  return scene(three, (d) => {
    giveTo(d, player, I(title));
    inActionRound(d, loc, player);
    edit(d);
  }, cards);
}

const intrigue = (card: string, extra: Record<string, unknown> = {}, player = 'a') => ({ type: 'intrigue', player, card, ...extra }) as const;

/** The seat's pieces in a Location. */
const pieces = (s: CygwState, loc: number, seat: string) => s.board[loc - 1]!.priests.filter((p) => p.owner === seat);

test('C-INTRIGUE-02 Red cannot play Seize the Location during the Intention Phase', () => {
  const s = scene(three, (d) => giveTo(d, 'a', I('seize')));
  assert.equal(judgeIntrigue(TEST_CARDS, s, 'a', { card: I('seize') }, FROM_HAND).find((c) => !c.ok)?.rule, 'C-INTRIGUE-02');
  refused(ready(3, 'seize'), intrigue(I('raid')), 'C-INTRIGUE-02');
});

test('C-INTRIGUE-04 a light-side Cult cannot play a dark-sealed Intrigue; dark side up it can', () => {
  const sealed: CygwCards = { ...TEST_CARDS, intrigues: new Map([...TEST_CARDS.intrigues].map(([id, def]) => [id, id === 'raid' ? { ...def, dark: true } : def])) };
  const s = ready(3, 'raid', () => {}, 'a', sealed);
  refused(s, intrigue(I('raid')), 'C-INTRIGUE-04', sealed);
  const dark = ready(3, 'raid', (d) => (d.cults.a!.side = 'dark'), 'a', sealed);
  assert.equal(play(dark, intrigue(I('raid')), sealed).raid, true);
});

test('C-INTRIGUE-05 after Blackmail resolves it is the last card of the Intrigue deck (C-CORE-15)', () => {
  const s = ready(3, 'blackmail', (d) => (d.cults.b!.coins = 9));
  const after = play(s, intrigue(I('blackmail')));
  assert.equal(after.decks.intrigue.at(-1), I('blackmail'));
  assert.ok(!after.cults.a!.hand.includes(I('blackmail')));
});

test('C-INTRIGUE-06 Vandalism cannot be played in a Location with no Altars', () => {
  refused(ready(3, 'vandalism'), intrigue(I('vandalism')), 'C-INTRIGUE-VANDALISM-01');
});

test('C-INTRIGUE-07 Red owns Exiles, plays Exorcism and gains 1 Follower; selling does not count', () => {
  const s = ready(3, 'exorcism', (d) => {
    giveTo(d, 'a', L('exiles'));
    put(d, 'b', 3, 3);
  });
  const after = play(s, intrigue(I('exorcism'), { piece: pieces(s, 3, 'b')[0]!.id }));
  assert.equal(after.cults.a!.followers, s.cults.a!.followers + 1);
  // Selling after Praying: no Follower.
  const selling = scene(three, (d) => {
    giveTo(d, 'a', I('raid'));
    giveTo(d, 'a', L('exiles'));
    d.turn = 'a';
    d.cults.a!.prayed = true;
    d.dealing = true;
  });
  const sold = play(selling, { type: 'sell', player: 'a', card: I('raid') });
  assert.equal(sold.cults.a!.followers, selling.cults.a!.followers);
});

test('C-LICENSE-EXILES-01 the Exiles Follower stays within the cap of 9', () => {
  const s = ready(3, 'raid', (d) => {
    giveTo(d, 'a', L('exiles'));
    d.cults.a!.followers = 9;
  });
  assert.equal(play(s, intrigue(I('raid'))).cults.a!.followers, 9);
});

test('C-INTRIGUE-BLACKMAIL-01 takes half the richest player’s coins, rounded up (A 9, B 5, you 3 → you 8, A 4)', () => {
  const s = ready(3, 'blackmail', (d) => {
    d.cults.a!.coins = 3;
    d.cults.b!.coins = 9;
    d.cults.c!.coins = 5;
  });
  const after = play(s, intrigue(I('blackmail')));
  assert.equal(after.cults.a!.coins, 8);
  assert.equal(after.cults.b!.coins, 4);
  assert.equal(after.cults.c!.coins, 5);
});

test('C-INTRIGUE-BLACKMAIL-01 A 9, B 9: unplayable; the richest playing it gets nothing but may play it', () => {
  const tie = ready(3, 'blackmail', (d) => {
    d.cults.b!.coins = 9;
    d.cults.c!.coins = 9;
  });
  refused(tie, intrigue(I('blackmail')), 'C-INTRIGUE-BLACKMAIL-01');
  const self = ready(3, 'blackmail', (d) => (d.cults.a!.coins = 20));
  const after = play(self, intrigue(I('blackmail')));
  assert.deepEqual([after.cults.a!.coins, after.cults.b!.coins, after.cults.c!.coins], [20, self.cults.b!.coins, self.cults.c!.coins]);
});

test('C-SUPREMACY-09 a celebrating Cult is still a target: Blackmail takes from the celebrating richest', () => {
  const s = ready(3, 'blackmail', (d) => {
    d.cults.c!.coins = 24;
    d.cults.c!.celebrating = true;
  });
  assert.equal(play(s, intrigue(I('blackmail'))).cults.c!.coins, 12);
});

test('C-INTRIGUE-EXORCISM-01 Blue’s 5 becomes a 3 by a token swap', () => {
  const s = ready(3, 'exorcism', (d) => void put(d, 'b', 5, 3));
  const piece = pieces(s, 3, 'b')[0]!.id;
  const after = play(s, intrigue(I('exorcism'), { piece }));
  assert.equal(pieces(after, 3, 'b')[0]!.strength, 3);
  // The 5 went back to the reserve, a 3 came out.
  assert.deepEqual(after.reserve.yellow, [2, 2, 1, 3, 3]);
});

test('C-INTRIGUE-EXORCISM-01 a strength-2 Priest or a Patriarch (C-CORE-02) cannot be chosen', () => {
  const s = ready(3, 'exorcism', (d) => {
    put(d, 'b', 2, 3);
    put(d, 'b', 0, 3);
  });
  const [two, patriarch] = pieces(s, 3, 'b');
  refused(s, intrigue(I('exorcism'), { piece: two!.id }), 'C-INTRIGUE-EXORCISM-01');
  refused(s, intrigue(I('exorcism'), { piece: patriarch!.id }), 'C-CORE-02');
  refused(s, intrigue(I('exorcism')), 'C-INTRIGUE-EXORCISM-01');
});

test('C-AMB-37 all three Blue 3-tokens in use: Blue’s 5 cannot be chosen, though Blue’s own Altar could free one', () => {
  const s = ready(3, 'exorcism', (d) => {
    put(d, 'b', 5, 3);
    // The three yellow 3s: the Free one and one from the reserve on the board, the last under an Altar.
    put(d, 'b', 3, 5);
    put(d, 'b', 3, 6);
    d.reserve.yellow![2]! -= 1;
    d.board[6]!.altars.push({ owner: 'b', token: 3 });
  });
  assert.equal(s.reserve.yellow![2], 0);
  refused(s, intrigue(I('exorcism'), { piece: pieces(s, 3, 'b')[0]!.id }), 'C-AMB-37');
});

test('C-CORE-08 with every Blue 3-token on the board, Exorcism cannot lower Blue’s 5', () => {
  const s = ready(3, 'exorcism', (d) => {
    put(d, 'b', 5, 3);
    put(d, 'b', 3, 5);
    put(d, 'b', 3, 6);
    put(d, 'b', 3, 7);
  });
  refused(s, intrigue(I('exorcism'), { piece: pieces(s, 3, 'b')[0]!.id }), 'C-CORE-08');
});

test('C-INTRIGUE-FOILEDPLOT-01 Blue holds 6 cards and 2 Licenses (8), the most, and loses 1 Mob, 1 Altar and 2 Followers', () => {
  const s = ready(3, 'foiled-plot', (d) => {
    for (const m of ['place', 'move', 'boost-2', 'remove', 'altar', 'mob']) giveTo(d, 'b', M(m));
    giveTo(d, 'b', L('oracle'));
    giveTo(d, 'b', L('admiral'));
    d.cults.b!.followers = 5;
    d.cults.b!.mobs = 2;
    d.mobs -= 2;
    d.reserve.yellow![1]! -= 1;
    d.board[7]!.altars.push({ owner: 'b', token: 2 });
  });
  const after = play(s, intrigue(I('foiled-plot')));
  assert.equal(after.cults.b!.mobs, 1);
  assert.equal(after.cults.b!.followers, 3);
  assert.equal(after.board[7]!.altars.length, 0);
  assert.equal(after.reserve.yellow![1], 2);
});

test('C-AMB-30 Foiled Plot: with Altars in two Locations the victim chooses which one it loses', () => {
  const s = ready(3, 'foiled-plot', (d) => {
    giveTo(d, 'b', M('place'));
    d.reserve.yellow![0]! -= 2;
    d.board[7]!.altars.push({ owner: 'b', token: 1 });
    d.board[9]!.altars.push({ owner: 'b', token: 1 });
  });
  const asked = play(s, intrigue(I('foiled-plot')));
  assert.deepEqual(asked.prompts[0], { kind: 'altar-loss', seat: 'b' });
  refused(asked, { type: 'altar', player: 'b', location: 3 }, 'C-INTRIGUE-FOILEDPLOT-01');
  const after = play(asked, { type: 'altar', player: 'b', location: 10 });
  assert.equal(after.board[9]!.altars.length, 0);
  assert.equal(after.board[7]!.altars.length, 1);
});

test('C-AMB-30 Foiled Plot counts after the card leaves the hand: a tie is unplayable, and it may hit its player', () => {
  const tie = ready(3, 'foiled-plot', (d) => {
    giveTo(d, 'a', M('place'));
    giveTo(d, 'b', M('move'));
  });
  refused(tie, intrigue(I('foiled-plot')), 'C-AMB-30');
  const self = ready(3, 'foiled-plot', (d) => {
    giveTo(d, 'a', M('place'));
    giveTo(d, 'a', M('move'));
    giveTo(d, 'b', M('boost-2'));
    d.cults.a!.followers = 4;
  });
  assert.equal(play(self, intrigue(I('foiled-plot'))).cults.a!.followers, 2);
});

test('C-INTRIGUE-SLAUGHTER-01 Red (5 F) and Blue (1 F) are present: Red goes to 3, Blue to 0, both Patriarchs weaken', () => {
  const s = ready(3, 'slaughter', (d) => {
    d.cults.a!.followers = 5;
    d.cults.b!.followers = 1;
    d.cults.c!.followers = 4;
    put(d, 'a', 0, 3);
    put(d, 'b', 0, 3);
  });
  const after = play(s, intrigue(I('slaughter')));
  assert.deepEqual([after.cults.a!.followers, after.cults.b!.followers, after.cults.c!.followers], [3, 0, 4]);
  assert.equal(influence(TEST_CARDS, after, 'a', 3), 3);
  assert.equal(influence(TEST_CARDS, after, 'b', 3), 0);
});

test('C-AMB-31 Slaughter is unplayable when nobody present has a Follower; Disperse when nobody present has a Mob', () => {
  const s = ready(3, 'slaughter', (d) => {
    d.cults.b!.followers = 0;
    d.cults.c!.mobs = 2;
    d.mobs -= 2;
    put(d, 'b', 1, 3);
    giveTo(d, 'a', I('disperse'));
  });
  refused(s, intrigue(I('slaughter')), 'C-AMB-31');
  refused(s, intrigue(I('disperse')), 'C-AMB-31');
});

test('C-INTRIGUE-DISPERSE-01 Red (3 Mobs) and Blue (0) are present, so Red drops to 2', () => {
  const s = ready(3, 'disperse', (d) => {
    d.cults.a!.mobs = 3;
    d.cults.c!.mobs = 1;
    d.mobs -= 4;
    put(d, 'a', 1, 3);
    put(d, 'b', 1, 3);
  });
  const after = play(s, intrigue(I('disperse')));
  assert.deepEqual([after.cults.a!.mobs, after.cults.b!.mobs, after.cults.c!.mobs], [2, 0, 1]);
  assert.equal(after.mobs, s.mobs + 1);
});

test('C-AMB-14 a celebrating Cult present still loses to Slaughter (C-SUPREMACY-09)', () => {
  const s = ready(3, 'slaughter', (d) => {
    d.cults.c!.followers = 4;
    d.cults.c!.celebrating = true;
    d.reserve.green![0]! -= 1;
    d.board[2]!.altars.push({ owner: 'c', token: 1 });
  });
  assert.equal(play(s, intrigue(I('slaughter'))).cults.c!.followers, 2);
});

test('C-INTRIGUE-SEARCH-01 Blue and Green are present: each gives Red 1 card of its choice, clockwise from the First Player', () => {
  const s = ready(3, 'secret-search', (d) => {
    giveTo(d, 'b', M('place'));
    giveTo(d, 'b', L('oracle'));
    giveTo(d, 'c', M('move'));
    put(d, 'b', 1, 3);
    put(d, 'c', 1, 3);
    d.first = 'c';
  });
  const asked = play(s, intrigue(I('secret-search')));
  assert.deepEqual(asked.prompts.slice(0, 2), [
    { kind: 'give', seat: 'c', to: 'a', rule: 'C-INTRIGUE-SEARCH-01', handOnly: true },
    { kind: 'give', seat: 'b', to: 'a', rule: 'C-INTRIGUE-SEARCH-01', handOnly: true },
  ]);
  const one = play(asked, { type: 'give', player: 'c', card: M('move') });
  // C-LICENSE-02: a License is not in the hand.
  refused(one, { type: 'give', player: 'b', card: L('oracle') }, 'C-INTRIGUE-SEARCH-01');
  const both = play(one, { type: 'give', player: 'b', card: M('place') });
  assert.deepEqual([...both.cults.a!.hand].sort(), [M('move'), M('place')].sort());
});

test('C-INTRIGUE-SEARCH-01 an opponent with an empty hand gives nothing (C-AMB-36); with no opponent present it is unplayable (C-INTRIGUE-06)', () => {
  const s = ready(3, 'secret-search', (d) => void put(d, 'b', 1, 3));
  const after = play(s, intrigue(I('secret-search')));
  assert.equal(after.prompts.filter((p) => p.kind === 'give').length, 0);
  refused(ready(3, 'secret-search', (d) => void put(d, 'a', 1, 3)), intrigue(I('secret-search')), 'C-INTRIGUE-06');
});

test('C-INTRIGUE-THREAT-01 Blue’s Patriarch is 14 (strongest), so Red takes Blue’s Novitiates and the bonus moves with it', () => {
  const s = ready(3, 'threat', (d) => {
    d.cults.b!.followers = 6;
    giveTo(d, 'b', L('novitiates'));
    d.supremacy = { owner: 'b', faceUp: true, gainedRound: 1 };
  });
  assert.equal(patriarchStrength(TEST_CARDS, s, 'b'), 14);
  const a0 = patriarchStrength(TEST_CARDS, s, 'a');
  const after = play(s, intrigue(I('threat'), { license: L('novitiates') }));
  assert.deepEqual([...after.cults.a!.licenses], [L('novitiates')]);
  assert.equal(patriarchStrength(TEST_CARDS, after, 'b'), 13);
  assert.equal(patriarchStrength(TEST_CARDS, after, 'a'), a0 + 1);
  refused(s, intrigue(I('threat')), 'C-INTRIGUE-THREAT-01');
  refused(s, intrigue(I('threat'), { license: L('oracle') }), 'C-INTRIGUE-THREAT-01');
});

test('C-INTRIGUE-THREAT-01 a tie for the strongest is unplayable; the strongest with no License too (house); the strongest player gets nothing', () => {
  const tie = ready(3, 'threat', (d) => {
    d.cults.b!.followers = 6;
    d.cults.c!.followers = 6;
  });
  refused(tie, intrigue(I('threat')), 'C-INTRIGUE-THREAT-01');
  refused(ready(3, 'threat', (d) => (d.cults.b!.followers = 6)), intrigue(I('threat')), 'C-INTRIGUE-06');
  const self = ready(3, 'threat', (d) => {
    d.cults.a!.followers = 8;
    giveTo(d, 'b', L('oracle'));
  });
  const after = play(self, intrigue(I('threat')));
  assert.deepEqual([...after.cults.b!.licenses], [L('oracle')]);
});

test('C-INTRIGUE-VANDALISM-01 during Location 9, Altars exist only in 5 and 9, so both Altars in Location 9 are destroyed', () => {
  const s = ready(9, 'vandalism', (d) => {
    d.reserve.red![0]! -= 1;
    d.reserve.yellow![1]! -= 2;
    d.board[4]!.altars.push({ owner: 'b', token: 2 });
    d.board[8]!.altars.push({ owner: 'a', token: 1 }, { owner: 'b', token: 2 });
  });
  const after = play(s, intrigue(I('vandalism')));
  assert.equal(after.board[8]!.altars.length, 0);
  assert.equal(after.board[4]!.altars.length, 1);
  assert.equal(after.reserve.red![0], 2);
  assert.equal(after.reserve.yellow![1], 1);
});

test('C-AMB-38 an Altar of any Cult in Location 12 blocks Vandalism in Location 9', () => {
  const s = ready(9, 'vandalism', (d) => {
    d.reserve.red![0]! -= 1;
    d.reserve.green![0]! -= 1;
    d.board[8]!.altars.push({ owner: 'a', token: 1 });
    d.board[11]!.altars.push({ owner: 'c', token: 1 });
  });
  refused(s, intrigue(I('vandalism')), 'C-AMB-38');
});

test('C-INTRIGUE-AMBUSH-01 Red’s coin Priest (10 coins) is in the Palace: Blue ambushes it, gains 10 coins, and the Palace is decided by Influence', () => {
  const s = ready(10, 'ambush', (d) => {
    put(d, 'a', 1, 10).coins = 10;
    put(d, 'b', 2, 10);
  }, 'b');
  const red = pieces(s, 10, 'a')[0]!.id;
  const after = play(s, intrigue(I('ambush'), { piece: red }, 'b'));
  assert.equal(after.cults.b!.coins, s.cults.b!.coins + 10);
  assert.equal(pieces(after, 10, 'a').length, 0);
  assert.ok(after.cults.a!.free.includes(1));
  const decided = play(play(after, { type: 'pass', player: 'c' }), { type: 'pass', player: 'a' });
  assert.equal(decided.winner, 'b');
  refused(s, intrigue(I('ambush'), { piece: pieces(s, 10, 'b')[0]!.id }, 'b'), 'C-INTRIGUE-AMBUSH-01');
});

test('C-INTRIGUE-RAID-01 Red wins Location 13 after a Raid: no Summoning, nobody gets alms, and Red becomes First Player', () => {
  const s = ready(13, 'raid', (d) => {
    d.cults.a!.followers = 9;
    put(d, 'a', 3, 13);
    put(d, 'b', 1, 13);
  }, 'b');
  let after = play(s, intrigue(I('raid'), {}, 'b'));
  after = play(after, { type: 'pass', player: 'c' });
  after = play(after, { type: 'pass', player: 'a' });
  assert.equal(after.cults.b!.coins, s.cults.b!.coins);
  assert.equal(after.cults.a!.summoned, false);
  assert.equal(after.round, s.round + 1);
  assert.equal(after.first, 'a');
});

test('C-INTRIGUE-SEIZE-01 in the Trade District Red seizes with no presence: all Priests go home, Red takes 6 coins, Blue’s Altar gets 2 coins of alms', () => {
  const s = ready(6, 'seize', (d) => {
    put(d, 'b', 3, 6);
    put(d, 'c', 2, 6);
    d.reserve.yellow![0]! -= 1;
    d.board[5]!.altars.push({ owner: 'b', token: 1 });
  });
  let after = play(s, intrigue(I('seize')));
  assert.equal(after.board[5]!.priests.length, 0);
  assert.equal(after.seize, 'a');
  after = play(play(after, { type: 'pass', player: 'b' }), { type: 'pass', player: 'c' });
  assert.deepEqual(after.prompts[0], { kind: 'benefit', seat: 'a', location: 6, via: 'win' });
  after = play(after, { type: 'benefit', player: 'a' });
  assert.equal(after.cults.a!.coins, s.cults.a!.coins + 6);
  assert.equal(after.cults.b!.coins, s.cults.b!.coins + 2);
  assert.equal(after.cults.c!.coins, s.cults.c!.coins);
});

test('C-AMB-09 two Seizes in one Location: the last one wins', () => {
  // The inline set has one card per title: this one has a second Seize as I11.
  const twice: CygwCards = { ...TEST_CARDS, decks: { ...TEST_CARDS.decks, intrigue: [...TEST_CARDS.decks.intrigue, 'seize'] } };
  const seizes = ['I11', 'I12'];
  const s = scene(three, (d) => {
    giveTo(d, 'a', seizes[0]!);
    giveTo(d, 'b', seizes[1]!);
    put(d, 'a', 3, 6);
    inActionRound(d, 6, 'a');
  }, twice);
  assert.deepEqual(seizes.map((x) => s.ident[x]), ['seize', 'seize']);
  let after = play(s, intrigue(seizes[0]!), twice);
  after = play(after, intrigue(seizes[1]!, {}, 'b'), twice);
  assert.equal(after.seize, 'b');
  after = play(after, { type: 'pass', player: 'c' }, twice);
  assert.equal(after.winner, 'b');
});

test('C-RESOLVE-06 intriguePlays lists every legal Intrigue play with its targets, and the legal acts offer them', () => {
  const s = ready(3, 'exorcism', (d) => {
    giveTo(d, 'a', I('threat'));
    giveTo(d, 'a', I('vandalism'));
    giveTo(d, 'a', I('raid'));
    put(d, 'b', 5, 3);
    put(d, 'b', 1, 3);
    put(d, 'c', 3, 3);
    d.cults.b!.followers = 7;
    giveTo(d, 'b', L('oracle'));
    giveTo(d, 'b', L('admiral'));
  });
  const plays = intriguePlays(TEST_CARDS, s, 'a', FROM_HAND);
  assert.equal(plays.filter((p) => p.card === I('exorcism')).length, 2);
  assert.deepEqual(plays.filter((p) => p.card === I('threat')).map((p) => p.license), [L('oracle'), L('admiral')]);
  assert.equal(plays.filter((p) => p.card === I('vandalism')).length, 0);
  assert.equal(plays.filter((p) => p.card === I('raid')).length, 1);
  assert.equal(legalActs(TEST_CARDS, s, 'a').filter((a) => a.type === 'intrigue').length, plays.length);
  for (const p of plays) assert.ok(judgeAct(TEST_CARDS, s, { type: 'intrigue', player: 'a', ...p }).ok);
});

test('C-AMB-29 a revealed Intrigue (Path of Iniquity) is played off its prompt, goes to the bottom, and counts for Exiles', () => {
  const card = I('raid');
  const s = scene(three, (d) => {
    d.decks.intrigue = d.decks.intrigue.filter((x) => x !== card);
    giveTo(d, 'a', L('exiles'));
    inActionRound(d, 3, 'a');
    d.prompts = [{ kind: 'iniquity', seat: 'a', cards: [card] }];
  });
  const revealed = { asDark: false, source: 'revealed' } as const;
  assert.deepEqual(intriguePlays(TEST_CARDS, s, 'a', revealed), [{ card }]);
  assert.deepEqual(intriguePlays(TEST_CARDS, s, 'a', FROM_HAND), []);
  const d = structuredClone(s) as CygwState;
  applyIntrigue(TEST_CARDS, d, 'a', { card }, revealed);
  assert.equal(d.raid, true);
  assert.equal(d.decks.intrigue.at(-1), card);
  assert.deepEqual(d.prompts, [{ kind: 'iniquity', seat: 'a', cards: [] }]);
  assert.equal(d.cults.a!.followers, s.cults.a!.followers + 1);
});
