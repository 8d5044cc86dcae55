/**
 * The catalog's remaining testable rules (components, core definitions, setup, the round, the
 * Locations' alms, Licenses, sheets and house readings), each reproducing its catalog example
 * through the real judge and reducer (`play`, `refused`) or the real start and card loader.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { CygwState } from '../../src/cygw/state.js';
import type { CygwCards } from '../../src/cygw/cards/types.js';
import { CULT_IDS } from '../../src/cygw/cards/types.js';
import { start } from '../../src/cygw/setup.js';
import { LOCATIONS, LOCATION_IDS } from '../../src/cygw/board/locations.js';
import { CYGW_CORE_FILES, cygwCards, loadCygwCards } from '../../src/cygw/cards/card-set.js';
import { abilitiesOf, divineMight, influence, patriarchStrength } from '../../src/cygw/rules/model.js';
import { decideWinner } from '../../src/cygw/rules/flow.js';
import { viewOf } from '../../src/cygw/view.js';
import { invariantProblems } from '../../src/cygw/invariants.js';
import { TEST_CARDS, altarsOf, giveTo, iidOf, inActionRound, passRound, play, put, refused, scene } from './support/scene.js';

const M = (def: string) => iidOf('miracle', def);
const I = (def: string) => iidOf('intrigue', def);
const L = (def: string) => iidOf('license', def);
const act = (ability: string, rest: Record<string, unknown> = {}) => ({ type: 'ability' as const, player: 'a', ability, ...rest });

/** A scene in Location `loc`'s action round with `turn` (default `a`) to act first, after `edit`. */
const resolving = (sheets: Parameters<typeof scene>[0], loc: number, edit: (d: CygwState) => void, turn = 'a', cards: CygwCards = TEST_CARDS) =>
  scene(sheets, (d) => {
    edit(d);
    inActionRound(d, loc, turn);
  }, cards);

function altar(d: CygwState, seat: string, loc: number, token: number): void {
  d.reserve[d.cults[seat]!.colour]![token - 1]! -= 1;
  d.board[loc - 1]!.altars.push({ owner: seat, token });
}
function freeToken(d: CygwState, seat: string, strength: number): void {
  d.reserve[d.cults[seat]!.colour]![strength - 1]! -= 1;
  d.cults[seat]!.free.push(strength);
  d.cults[seat]!.free.sort((x, y) => x - y);
}
/** Declines every prompt and passes every action round until the round (or game) ends, up to `limit` acts. */
function toRoundEnd(s: CygwState, limit = 60): CygwState {
  const round = s.round;
  for (let i = 0; i < limit && s.phase === 'resolution' && s.round === round; i++) {
    s = play(s, s.prompts[0] ? { type: 'decline', player: s.prompts[0].seat } : { type: 'pass', player: s.turn! });
  }
  return s;
}
const seats = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `s${i}`, choice: 'random' }));
const settings = { sheets: 'random', communityDeclineGivesAlms: false } as const;
/** TEST_CARDS with one License's or Intrigue's data changed. */
function withLicense(id: string, change: Record<string, unknown>): CygwCards {
  const licenses = new Map(TEST_CARDS.licenses);
  licenses.set(id, { ...licenses.get(id)!, ...change });
  return { ...TEST_CARDS, licenses };
}

// ---- Components ----

test('C-COMP-01 C-SETUP-01 the board is Locations 1..13 and nothing else, all empty of Priests and Altars at the start', () => {
  assert.deepEqual(LOCATION_IDS, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
  const s = scene(['fafnir', 'tiamat', 'anubis']);
  assert.equal(s.board.length, 13);
  assert.ok(s.board.every((p) => p.priests.length === 0 && p.altars.length === 0));
  refused(s, { type: 'preach', player: s.turn!, strength: 1, location: 14 }, 'NET-SHAPE-01');
});

test('C-COMP-03 C-LICENSE-NOVITIATES-01 an Altar is worth 4 whatever its token; with Novitiates Red\'s lone Altar in the Palace counts 5 and beats Blue\'s 2 + 2', () => {
  const palace = (novitiates: boolean, token: number) =>
    resolving(['anubis', 'tiamat'], 10, (d) => {
      altar(d, 'a', 10, token);
      put(d, 'b', 2, 10);
      freeToken(d, 'b', 2);
      put(d, 'b', 2, 10);
      if (novitiates) giveTo(d, 'a', L('novitiates'));
    });
  assert.equal(influence(TEST_CARDS, palace(false, 1), 'a', 10), 4);
  assert.equal(influence(TEST_CARDS, palace(false, 5), 'a', 10), 4);
  assert.equal(decideWinner(TEST_CARDS, palace(false, 1)), 'b', '4 against 4: light Tiamat (15) out-mights light Anubis (10)');
  const s = palace(true, 1);
  assert.equal(influence(TEST_CARDS, s, 'a', 10), 5);
  assert.equal(passRound(s).winner, 'a');
});

test('C-COMP-04 each Cult has one Patriarch: a 3-seat game has 3, and a placed Patriarch cannot be placed again', () => {
  let s = scene(['fafnir', 'tiamat', 'anubis'], (d) => {
    d.first = 'a';
    d.turn = 'a';
    d.cults.b!.prayed = true;
    d.cults.c!.prayed = true;
  });
  assert.deepEqual(s.seats.map((x) => s.cults[x]!.patriarch), ['free', 'free', 'free']);
  s = play(s, { type: 'preach', player: 'a', strength: 0, location: 2 });
  assert.equal(s.board[1]!.priests.filter((p) => p.patriarch && p.owner === 'a').length, 1);
  assert.equal(s.turn, 'a');
  refused(s, { type: 'preach', player: 'a', strength: 0, location: 3 }, 'C-INTENT-PREACH-01');
  assert.deepEqual(invariantProblems(s), []);
});

test('C-COMP-05 C-CORE-10 a Cult holds at most its colour\'s 9 Followers: the Port\'s +4 from 7 stops at 9', () => {
  let s = resolving(['fafnir', 'tiamat'], 9, (d) => void (put(d, 'a', 3, 9), (d.cults.a!.followers = 7), (d.cults.a!.coins = 11)));
  s = play(passRound(s), { type: 'benefit', player: 'a', amount: 4 });
  assert.deepEqual([s.cults.a!.followers, s.cults.a!.coins], [9, 0]);
});

test('C-COMP-09 one Supremacy card, one owner: the Forum winner takes it and its +7 leaves the old owner', () => {
  let s = resolving(['fafnir', 'tiamat'], 4, (d) => {
    put(d, 'a', 2, 4);
    d.supremacy = { owner: 'b', faceUp: true, gainedRound: 0 };
  });
  const before = [patriarchStrength(TEST_CARDS, s, 'a'), patriarchStrength(TEST_CARDS, s, 'b')];
  s = play(passRound(s), { type: 'benefit', player: 'a' });
  assert.equal(s.supremacy.owner, 'a');
  assert.deepEqual([patriarchStrength(TEST_CARDS, s, 'a'), patriarchStrength(TEST_CARDS, s, 'b')], [before[0]! + 7, before[1]! - 7]);
});

test('C-COMP-12 C-AMB-22 coins are unlimited: a Trade District win pays 6 coins to a Cult already holding 120', () => {
  let s = resolving(['fafnir', 'tiamat'], 6, (d) => void (put(d, 'a', 2, 6), (d.cults.a!.coins = 120), (d.cults.b!.coins = 100)));
  s = play(passRound(s), { type: 'benefit', player: 'a' });
  assert.equal(s.cults.a!.coins, 126);
});

test('C-CORE-23 C-AMB-22 with no Mob in the reserve Army of Pillagers still costs 15 coins and draws 2 Miracles but gives no Mob', () => {
  const s = scene(['fafnir', 'anubis'], (d) => {
    inActionRound(d, 5, 'a');
    d.cults.a!.side = 'dark';
    d.cults.a!.coins = 18;
    d.cults.b!.mobs = 3;
    d.cults.a!.mobs = 13;
    d.mobs = 0;
  });
  const after = play(s, act('fafnir-d2'));
  assert.deepEqual([after.cults.a!.coins, after.cults.a!.mobs, after.mobs], [3, 13, 0]);
  assert.deepEqual(after.cults.a!.hand, s.decks.miracle.slice(0, 2));
  assert.deepEqual(invariantProblems(after), []);
});

test('C-COMP-13 C-AMB-15 one First Player: the winner of the highest Location that had a winner; with no winner the token stays', () => {
  // Location 3 won by Red; Location 5 ends with no winner (Red withdraws its only Priest there).
  const withWinner = (winAt3: boolean) => {
    let s = resolving(['fafnir', 'tiamat'], winAt3 ? 3 : 5, (d) => {
      if (winAt3) put(d, 'a', 1, 3);
      put(d, 'a', 2, 5);
      giveTo(d, 'a', M('remove'));
    }, 'b');
    assert.equal(s.first, 'b');
    if (winAt3) s = play(passRound(s), { type: 'decline', player: 'a' });
    assert.equal(s.active, 5);
    s = play(s, { type: 'pass', player: 'b' });
    s = play(s, { type: 'miracle', player: 'a', card: M('remove'), piece: s.board[4]!.priests[0]!.id });
    assert.equal(s.round, 2);
    return s.first;
  };
  assert.equal(withWinner(true), 'a');
  assert.equal(withWinner(false), 'b');
});

test('C-COMP-15 the game seats 2 to 5 players: 1 or 6 seats are refused', () => {
  for (const n of [2, 3, 4, 5]) assert.ok(start(TEST_CARDS, { seats: seats(n), seed: 1, settings }).ok, `${n} seats`);
  for (const n of [1, 6]) {
    const r = start(TEST_CARDS, { seats: seats(n), seed: 1, settings });
    assert.equal(r.ok, false);
    assert.ok(!r.ok && r.judgement.checks.some((c) => !c.ok && c.rule === 'C-COMP-15'));
  }
});

// ---- Core definitions ----

test('C-CORE-07 C-LOC-05-03 a strength-4 Priest given +2 becomes 5; the Temple raising a 5 leaves it at 5', () => {
  let academy = resolving(['fafnir', 'tiamat'], 8, (d) => void (put(d, 'a', 3, 8), freeToken(d, 'a', 4)));
  academy = play(passRound(academy), { type: 'benefit', player: 'a', strength: 4, amount: 2 });
  assert.deepEqual([academy.cults.a!.free, academy.cults.a!.coins], [[1, 2, 3, 5], 0], 'the 4 became a 5; the 3 came home');
  const temple = passRound(resolving(['fafnir', 'tiamat'], 5, (d) => void (put(d, 'a', 3, 5), freeToken(d, 'a', 5))));
  const raised = play(temple, { type: 'benefit', player: 'a', option: 'raise', strength: 5 });
  assert.deepEqual(raised.cults.a!.free.filter((x) => x === 5), [5]);
  assert.ok(raised.cults.a!.free.every((x) => x <= 5));
  assert.deepEqual(invariantProblems(raised), []);
});

test('C-CORE-11 a Priest on the sheet for a Ritual Cost is not Free: Arachne cannot pay Charms of the Woman with it again in a later Location', () => {
  let p = 0;
  let s = resolving(['arachne', 'anubis'], 5, (d) => {
    p = put(d, 'a', 0, 5).id;
    put(d, 'b', 1, 5);
  });
  s = play(s, act('arachne-l2', { pay: 3, piece: p }));
  assert.deepEqual([s.cults.a!.onSheet, s.cults.a!.free], [[3], [1, 2]]);
  s = play(s, { type: 'pass', player: 'b' });
  if (s.prompts[0]) s = play(s, { type: 'decline', player: s.prompts[0].seat });
  assert.deepEqual([s.active, s.turn], [6, 'a']);
  refused(s, act('arachne-l2', { pay: 3, piece: p }), 'C-CULTSHEET-06');
});

test('C-CULTSHEET-09 a Priest freed by cleanup after Location 2 pays Cthulhu\'s Ritual of the Abyss in Location 5', () => {
  let target = 0;
  let s = resolving(['cthulhu', 'anubis'], 2, (d) => {
    d.cults.a!.coins = 0;
    put(d, 'a', 3, 2);
    target = put(d, 'a', 2, 5).id;
  });
  assert.deepEqual(s.cults.a!.free, [1]);
  refused(s, act('cthulhu-l1', { pay: 3, piece: target }), 'C-CULTSHEET-07');
  s = passRound(s);
  assert.deepEqual([s.active, s.cults.a!.free], [5, [1, 3]]);
  s = play(s, act('cthulhu-l1', { pay: 3, piece: target }));
  assert.equal(s.board[4]!.priests.find((x) => x.id === target)!.strength, 5);
});

test('C-CORE-13 C-AMB-19 a Patriarch of strength 0 alone in the Forum is present and gets the Forum\'s alms when it loses', () => {
  let s = resolving(['fafnir', 'tiamat'], 4, (d) => {
    d.cults.a!.followers = 0;
    put(d, 'a', 0, 4);
    put(d, 'b', 1, 4);
  });
  assert.equal(influence(TEST_CARDS, s, 'a', 4), 0);
  s = play(passRound(s), { type: 'decline', player: 'b' });
  assert.equal(s.cults.a!.coins, 7);
});

test('C-CORE-17 draws come from the top and played cards go to the bottom: the Miracle just played is the deck\'s last card, the Ruins give the top one', () => {
  const card = M('gift-1');
  let s = resolving(['fafnir', 'tiamat'], 1, (d) => void (put(d, 'a', 2, 1), giveTo(d, 'a', card)));
  const top = s.decks.miracle[0]!;
  s = play(s, { type: 'miracle', player: 'a', card, option: 'coins' });
  assert.equal(s.decks.miracle.at(-1), card);
  s = play(passRound(s), { type: 'benefit', player: 'a' });
  assert.deepEqual(s.cults.a!.hand, [top]);
  assert.equal(s.decks.miracle.at(-1), card);
});

test('C-CORE-19 a cost not payable in full is refused: 1 Follower for Blood for Gold (2), 5 coins for Ode to Greed (6)', () => {
  const blood = scene(['fafnir', 'anubis'], (d) => {
    inActionRound(d, 5, 'a');
    d.cults.a!.side = 'dark';
    d.cults.a!.followers = 1;
  });
  refused(blood, act('fafnir-d1'), 'C-CULTSHEET-08');
  play(scene(['fafnir', 'anubis'], (d) => void (inActionRound(d, 5, 'a'), (d.cults.a!.side = 'dark'))), act('fafnir-d1'));
  let p = 0;
  const greed = scene(['fafnir', 'anubis'], (d) => {
    inActionRound(d, 6, 'a');
    p = put(d, 'a', 3, 6).id;
    d.cults.a!.coins = 5;
  });
  refused(greed, act('fafnir-l1', { piece: p }), 'C-CULTSHEET-08');
});

test('C-CORE-20 with seats A-B-C-D and C First Player, the action round goes C, D, A, B', () => {
  let s = resolving(['fafnir', 'tiamat', 'anubis', 'janus'], 6, (d) => void put(d, 'a', 1, 6), 'c');
  const order: string[] = [];
  while (s.step === 'actions' && s.turn) {
    order.push(s.turn);
    s = play(s, { type: 'pass', player: s.turn });
  }
  assert.deepEqual(order, ['c', 'd', 'a', 'b']);
});

test('C-CORE-22 an Altar built by a Miracle in the Active Location adds 4 to its tally at once and turns the result', () => {
  const s = resolving(['fafnir', 'tiamat'], 6, (d) => {
    d.cults.a!.followers = 5;
    put(d, 'a', 1, 6);
    put(d, 'b', 3, 6);
    giveTo(d, 'a', M('altar'));
  });
  assert.equal(decideWinner(TEST_CARDS, s), 'b');
  const after = play(s, { type: 'miracle', player: 'a', card: M('altar'), piece: s.board[5]!.priests.find((p) => p.owner === 'a')!.id });
  assert.equal(influence(TEST_CARDS, after, 'a', 6), 4);
  assert.equal(play(after, { type: 'pass', player: 'b' }).winner, 'a');
});

// ---- Setup and the round ----

test('C-SETUP-06 each seat gets one sheet light side up: a random deal gives 3 distinct sheets from the shared seed; chosen sheets are honoured', () => {
  const r = start(TEST_CARDS, { seats: seats(3), seed: 42, settings });
  const again = start(TEST_CARDS, { seats: seats(3), seed: 42, settings });
  assert.ok(r.ok && again.ok);
  const sheets = r.state.seats.map((x) => r.state.cults[x]!.sheet);
  assert.equal(new Set(sheets).size, 3);
  assert.ok(sheets.every((x) => (CULT_IDS as readonly string[]).includes(x)));
  assert.deepEqual(again.state.seats.map((x) => again.state.cults[x]!.sheet), sheets, 'the same seed deals the same sheets');
  assert.ok(r.state.seats.every((x) => r.state.cults[x]!.side === 'light'));
  const dealt = new Set(Array.from({ length: 8 }, (_, seed) => {
    const x = start(TEST_CARDS, { seats: seats(3), seed, settings });
    return x.ok ? x.state.cults.s0!.sheet : '';
  }));
  assert.ok(dealt.size > 1, 'the deal depends on the seed');
  const chosen = start(TEST_CARDS, { seats: [{ id: 'a', choice: 'nirriti' }, { id: 'b', choice: 'atheism' }], seed: 3, settings: { sheets: 'chosen', communityDeclineGivesAlms: false } });
  assert.ok(chosen.ok);
  assert.deepEqual([chosen.state.cults.a!.sheet, chosen.state.cults.b!.sheet], ['nirriti', 'atheism']);
  const bad = start(TEST_CARDS, { seats: [{ id: 'a', choice: 'zeus' }, { id: 'b', choice: 'atheism' }], seed: 3, settings });
  assert.ok(!bad.ok && bad.judgement.checks.some((c) => !c.ok && c.rule === 'C-SETUP-06'));
});

test('C-ROUND-01 a round runs Intention → Resolution → End, and the next opens with the Supremacy decision before any Intention turn', () => {
  let s = scene(['fafnir', 'tiamat']);
  const phases: string[] = [s.phase];
  const note = () => phases.at(-1) !== s.phase && phases.push(s.phase);
  for (let i = 0; i < 10 && s.phase === 'intention'; i++) {
    const seat = s.turn!;
    if (s.dealing) s = play(s, { type: 'done', player: seat });
    else if (seat === 'a' && s.cults.a!.placements === 0) s = play(s, { type: 'preach', player: 'a', strength: 2, location: 4 });
    else s = play(s, { type: 'pray', player: seat });
    note();
  }
  s = play(passRound(s), { type: 'benefit', player: 'a' });
  note();
  // The round's end opens the next round's Supremacy decision: the owner's celebrate prompt holds the floor before any Intention turn.
  assert.deepEqual(phases, ['intention', 'resolution', 'intention']);
  assert.deepEqual([s.round, s.turn, s.prompts[0]], [2, null, { kind: 'celebrate', seat: 'a' }]);
  refused(s, { type: 'preach', player: 'b', strength: 1, location: 1 }, 'C-SUPREMACY-05');
  s = play(s, { type: 'decline', player: 'a' });
  assert.equal(s.turn, 'a', 'then Intention, from the new First Player');
});

test('C-END-01 a game that ends in round 7 runs the victory check first and does not refill the License market', () => {
  let s = passRound(resolving(['fafnir', 'tiamat'], 12, (d) => {
    d.round = 7;
    put(d, 'a', 3, 12);
    d.cults.a!.mobs = 3;
    d.mobs = 13;
    d.decks.license.push(d.market[1]!);
    d.market[1] = null;
  }));
  s = play(s, { type: 'benefit', player: 'a' });
  assert.deepEqual([s.phase, s.round, s.ended!.rule, s.market[1]], ['over', 7, 'C-WIN-03', null]);
});

// ---- Intention ----

test('C-INTENT-PREACH-03 access is not checked in the Resolution Phase: Charms of the Woman moves Arachne\'s Priest from 12 to 13 with 4 Followers', () => {
  let p = 0;
  const s = resolving(['arachne', 'anubis'], 12, (d) => {
    d.cults.a!.followers = 4;
    d.cults.a!.free = [2, 3];
    p = put(d, 'a', 1, 12).id;
  });
  const after = play(s, act('arachne-l2', { pay: 3, piece: p }));
  assert.deepEqual(after.board[12]!.priests.map((x) => x.id), [p]);
  const intention = scene(['arachne', 'anubis'], (d) => void ((d.cults.a!.followers = 4), (d.first = 'a'), (d.turn = 'a')));
  refused(intention, { type: 'preach', player: 'a', strength: 1, location: 13 }, 'C-INTENT-PREACH-02');
});

test('C-INTENT-PREACH-07 C-INTENT-PREACH-09 Red places its 1, 2 and 3 all in the Forum for 6 Influence, and every seat sees each placement', () => {
  let s = scene(['fafnir', 'tiamat'], (d) => {
    d.first = 'a';
    d.turn = 'a';
    d.cults.b!.prayed = true;
  });
  for (const strength of [1, 2, 3]) s = play(s, { type: 'preach', player: 'a', strength, location: 4 });
  assert.equal(influence(TEST_CARDS, s, 'a', 4), 6);
  const seen = viewOf(s, 'b').board[3]!.priests.map((p) => [p.owner, p.strength]);
  assert.deepEqual(seen, [['a', 1], ['a', 2], ['a', 3]]);
  assert.deepEqual(viewOf(s, null).board, s.board);
});

test('C-INTENT-PREACH-10 Priests put on the board in the Resolution Phase cost no Follower and are not Intention placements', () => {
  const place = resolving(['fafnir', 'tiamat'], 9, (d) => {
    d.cults.a!.followers = 5;
    d.cults.a!.placements = 5;
    put(d, 'b', 2, 9);
    giveTo(d, 'a', M('place'));
  });
  const after = play(place, { type: 'miracle', player: 'a', card: M('place'), strength: 3 });
  assert.deepEqual([after.cults.a!.followers, after.cults.a!.placements], [5, 5]);
  const spare = [M('move'), M('boost-2')];
  const grip = resolving(['arachne', 'anubis'], 5, (d) => {
    d.cults.a!.side = 'dark';
    d.cults.a!.followers = 6;
    d.cults.a!.placements = 3;
    freeToken(d, 'a', 4);
    freeToken(d, 'a', 5);
    for (const c of spare) giveTo(d, 'a', c);
  });
  const gripped = play(grip, act('arachne-d1', { discard: spare, priests: [5, 4, 3, 2, 1] }));
  assert.equal(gripped.board[4]!.priests.filter((p) => p.owner === 'a').length, 5);
  assert.deepEqual([gripped.cults.a!.followers, gripped.cults.a!.placements], [6, 3]);
});

test('C-INTENT-PRAY-01 after Praying, Red takes no more Intention actions: its turn is skipped in every later lap', () => {
  let s = scene(['fafnir', 'tiamat', 'anubis'], (d) => void ((d.first = 'a'), (d.turn = 'a')));
  s = play(play(s, { type: 'pray', player: 'a' }), { type: 'done', player: 'a' });
  assert.equal(s.cults.a!.prayed, true);
  refused(s, { type: 'preach', player: 'a', strength: 1, location: 1 }, 'C-INTENT-01');
  s = play(s, { type: 'preach', player: 'b', strength: 1, location: 1 });
  s = play(s, { type: 'preach', player: 'c', strength: 1, location: 1 });
  assert.equal(s.turn, 'b', 'Red is skipped');
  s = play(s, { type: 'preach', player: 'b', strength: 2, location: 1 });
  assert.equal(s.turn, 'c');
});

// ---- Locations ----

test('C-LOC-02-01 C-LOC-02-03 Red pays 10 coins to target the Palace and moves its Priest 1 there with the 10 coins under it; 2 or 14 coins are out of range', () => {
  let s = passRound(resolving(['fafnir', 'tiamat'], 2, (d) => {
    put(d, 'a', 1, 2);
    put(d, 'a', 0, 2);
    d.cults.a!.coins = 12;
  }));
  const piece = s.board[1]!.priests.find((p) => !p.patriarch)!.id;
  refused(s, { type: 'benefit', player: 'a', piece, amount: 2 }, 'C-LOC-02-01');
  s = play(s, { type: 'benefit', player: 'a', piece, amount: 10 });
  assert.equal(s.cults.a!.coins, 2);
  assert.deepEqual(s.board[9]!.priests.map((p) => [p.id, p.strength, p.coins]), [[piece, 1, 10]]);
  assert.equal(s.active, 10, 'the Palace is now occupied and resolves');
});

test('C-LOC-02-07 Blue takes the Thieves benefit through a 1-Mob Pray, and Red takes it again by winning Location 2', () => {
  let blue = 0;
  let s = scene(['fafnir', 'tiamat'], (d) => {
    d.cults.b!.mobs = 1;
    d.mobs = 15;
    d.cults.b!.coins = 5;
    blue = put(d, 'b', 1, 2).id;
    put(d, 'a', 3, 2);
    d.cults.a!.coins = 8;
    d.first = 'b';
    d.turn = 'b';
  });
  s = play(play(s, { type: 'pray', player: 'b' }), { type: 'mob', player: 'b', location: 2 });
  s = play(s, { type: 'benefit', player: 'b', piece: blue, amount: 5 });
  assert.deepEqual([s.cults.b!.coins, s.board[4]!.priests.map((p) => p.coins)], [0, [5]]);
  s = play(s, { type: 'done', player: 'b' });
  s = play(s, { type: 'pray', player: 'a' });
  if (s.dealing) s = play(s, { type: 'done', player: 'a' });
  assert.deepEqual([s.phase, s.active], ['resolution', 2]);
  s = passRound(s);
  assert.equal(s.winner, 'a');
  s = play(s, { type: 'benefit', player: 'a', piece: s.board[1]!.priests[0]!.id, amount: 8 });
  assert.deepEqual(s.board[7]!.priests.map((p) => [p.owner, p.coins]), [['a', 8]]);
});

test('C-LOC-01-02 C-LOC-02-02 C-LOC-03-02 C-LOC-04-02 C-LOC-05-04 C-LOC-06-02 C-LOC-07-02 C-LOC-08-03 C-LOC-09-03 C-LOC-10-03 C-LOC-11-02 C-LOC-12-02 C-LOC-13-05 Blue loses each Location and gets its alms; absent Green gets nothing', () => {
  const alms = [1, 1, 1, 2, 2, 2, 2, 2, 2, 3, 3, 3, 3];
  for (const loc of LOCATION_IDS) {
    let s = resolving(['fafnir', 'tiamat', 'anubis'], loc, (d) => {
      d.cults.a!.followers = 9;
      put(d, 'a', 3, loc);
      put(d, 'b', 1, loc);
    });
    s = passRound(s);
    assert.equal(s.winner, 'a', `Location ${loc}`);
    if (s.prompts[0]) s = play(s, { type: 'decline', player: 'a' });
    assert.deepEqual([s.cults.b!.coins, s.cults.c!.coins], [5 + alms[loc - 1]!, 5], `Location ${loc}`);
    assert.equal(LOCATIONS[loc - 1]!.alms, alms[loc - 1]);
  }
});

test('C-LOC-07-04 an Altar stays through the Location\'s cleanup and the round\'s end until destroyed, and then its token goes back to the reserve', () => {
  let s = resolving(['fafnir', 'tiamat'], 9, (d) => {
    altar(d, 'a', 9, 2);
    put(d, 'b', 1, 9);
    giveTo(d, 'b', I('vandalism'));
  });
  s = toRoundEnd(s);
  assert.equal(s.round, 2);
  assert.deepEqual(s.board[8]!.altars, [{ owner: 'a', token: 2 }]);
  const reserve = s.reserve[s.cults.a!.colour]![1]!;
  const later = scene(['fafnir', 'tiamat'], (d) => {
    Object.assign(d, structuredClone(s));
    put(d, 'b', 1, 9);
    inActionRound(d, 9, 'b');
  });
  const after = play(later, { type: 'intrigue', player: 'b', card: I('vandalism') });
  assert.equal(altarsOf(after, 'a'), 0);
  assert.equal(after.reserve[after.cults.a!.colour]![1], reserve + 1);
});

test('C-LOC-07-05 an Altar is not a Priest: Red\'s lone Altar in Location 12 (Red has 2 Followers) wins it, and Exorcism has no Priest to lower', () => {
  const s = resolving(['fafnir', 'tiamat'], 12, (d) => {
    altar(d, 'a', 12, 5);
    giveTo(d, 'b', I('exorcism'));
  }, 'b');
  refused(s, { type: 'intrigue', player: 'b', card: I('exorcism') }, 'C-INTRIGUE-EXORCISM-01');
  const after = play(play(s, { type: 'pass', player: 'b' }), { type: 'pass', player: 'a' });
  assert.equal(after.winner, 'a');
});

test('C-LOC-07-07 Red flips its coin Priest in the Palace into an Altar: the 10 coins are lost and the Palace goes by Influence', () => {
  let coin = 0;
  const s = resolving(['fafnir', 'tiamat'], 10, (d) => {
    d.cults.a!.followers = 5;
    const p = put(d, 'a', 1, 10);
    p.coins = 10;
    coin = p.id;
    put(d, 'b', 3, 10);
    freeToken(d, 'b', 5);
    put(d, 'b', 5, 10);
    giveTo(d, 'a', M('altar'));
  });
  assert.equal(decideWinner(TEST_CARDS, s), 'a', 'the coin Priest decides');
  const after = play(s, { type: 'miracle', player: 'a', card: M('altar'), piece: coin });
  assert.equal(after.board[9]!.priests.some((p) => p.coins > 0), false);
  assert.equal(after.cults.a!.coins, s.cults.a!.coins, 'the coins go to the reserve, not back to Red');
  assert.equal(influence(TEST_CARDS, after, 'a', 10), 4);
  assert.equal(play(after, { type: 'pass', player: 'b' }).winner, 'b');
});

test('C-LOC-10-02 after Red takes a License at the Palace 2 remain face up until the round\'s end refills the market', () => {
  let s = passRound(resolving(['fafnir', 'tiamat'], 10, (d) => {
    d.cults.a!.followers = 6;
    put(d, 'a', 3, 10);
    put(d, 'b', 1, 11);
  }));
  s = play(s, { type: 'benefit', player: 'a', card: s.market[0]! });
  assert.equal(s.active, 11);
  assert.equal(s.market.filter((x) => x !== null).length, 2);
  s = toRoundEnd(s);
  assert.equal(s.market.filter((x) => x !== null).length, 3);
});

test('C-LOC-13-06 a dark sheet stays dark: dark Tiamat\'s second Summoning leaves her dark, and Change of Guise is never hers again', () => {
  let s = passRound(resolving(['tiamat', 'anubis'], 13, (d) => {
    d.cults.a!.side = 'dark';
    d.cults.a!.followers = 9;
    d.supremacy = { owner: 'a', faceUp: true, gainedRound: 0 };
    freeToken(d, 'a', 5);
    put(d, 'a', 5, 13);
    put(d, 'a', 3, 13);
    put(d, 'a', 0, 13);
  }));
  s = play(s, { type: 'benefit', player: 'a' });
  assert.equal(s.cults.a!.side, 'dark');
  const dark = resolving(['tiamat', 'anubis'], 5, (d) => {
    d.cults.a!.side = 'dark';
    giveTo(d, 'a', M('boost-7'));
    giveTo(d, 'a', M('place'));
  });
  refused(dark, act('tiamat-l1', { discard: [M('place')], play: { card: M('boost-7') } }), 'C-CULTSHEET-11');
});

// ---- Cards ----

test('C-MIRACLE-01 C-INTRIGUE-01 Miracles and Intrigues come off the top of their decks outside the Ruins and the Nobility District too', () => {
  const janus = resolving(['janus', 'anubis'], 4, (d) => {
    put(d, 'a', 0, 4);
    put(d, 'b', 2, 4);
    d.cults.a!.coins = 7;
  });
  const drew = play(janus, act('janus-l2'));
  assert.deepEqual(drew.cults.a!.hand, janus.decks.miracle.slice(0, 2));
  const seize = I('seize');
  const atheism = resolving(['atheism', 'anubis'], 6, (d) => void (put(d, 'b', 3, 6), giveTo(d, 'a', seize)));
  const top = atheism.decks.intrigue[0]!;
  const after = play(atheism, act('atheism-l2', { play: { card: seize } }));
  assert.deepEqual(after.cults.a!.hand, [top]);
});

test('C-INTRIGUE-03 C-AMB-11 Blue sells Vandalism only after Praying, for the value its data prints', () => {
  const card = I('vandalism');
  const intrigues = new Map(TEST_CARDS.intrigues);
  intrigues.set('vandalism', { ...intrigues.get('vandalism')!, value: 5 });
  const cards: CygwCards = { ...TEST_CARDS, intrigues };
  const s = scene(['fafnir', 'tiamat'], (d) => giveTo(d, 'b', card), cards);
  refused(s, { type: 'sell', player: 'b', card }, 'C-INTENT-01', cards);
  const sold = play(play(s, { type: 'pray', player: 'b' }, cards), { type: 'sell', player: 'b', card }, cards);
  assert.equal(sold.cults.b!.coins, 10);
  assert.equal(sold.decks.intrigue.at(-1), card);
  const placeholder = play(play(scene(['fafnir', 'tiamat'], (d) => giveTo(d, 'b', card)), { type: 'pray', player: 'b' }), { type: 'sell', player: 'b', card });
  assert.equal(placeholder.cults.b!.coins, 7, 'the test placeholder sells for 2');
});

test('C-LICENSE-01 Arachne\'s Sorcery of the Goddess puts the top License into play at once', () => {
  const s = resolving(['arachne', 'anubis'], 5, (d) => {
    d.cults.a!.side = 'dark';
    freeToken(d, 'a', 4);
  });
  const top = s.decks.license[0]!;
  const after = play(s, act('arachne-d2', { pay: 4 }));
  assert.deepEqual(after.cults.a!.licenses, [top]);
  assert.ok(!after.decks.license.includes(top));
});

test('C-LICENSE-04 C-SUPREMACY-03 a License discarded for Furious Storm goes under the License deck and its bonus stops; the Supremacy card discarded for Attack of the Dragons goes to the reserve', () => {
  const miracle = M('place');
  const license = L('novitiates');
  const storm = resolving(['cthulhu', 'anubis'], 5, (d) => {
    d.cults.a!.side = 'dark';
    giveTo(d, 'a', miracle);
    giveTo(d, 'a', license);
  });
  const before = patriarchStrength(TEST_CARDS, storm, 'a');
  const stormed = play(storm, act('cthulhu-d1', { discard: [miracle, license] }));
  assert.deepEqual([stormed.cults.a!.licenses, stormed.decks.license.at(-1)], [[], license]);
  assert.equal(patriarchStrength(TEST_CARDS, stormed, 'a'), before - 1 + 2, 'the License bonus (1) is gone; Furious Storm gives 2 Followers');
  const hand = [I('blackmail'), I('threat')];
  const dragons = resolving(['tiamat', 'anubis'], 6, (d) => {
    d.cults.a!.side = 'dark';
    put(d, 'a', 1, 6);
    d.cults.b!.mobs = 1;
    d.mobs = 15;
    altar(d, 'b', 6, 2);
    for (const c of hand) giveTo(d, 'a', c);
    d.supremacy = { owner: 'a', faceUp: false, gainedRound: 0 };
  });
  const attacked = play(dragons, act('tiamat-d1', { discard: [...hand, 'supremacy'] }));
  assert.deepEqual(attacked.supremacy.owner, null);
  assert.equal(attacked.supremacy.faceUp, true, 'back in the reserve face up (house C-AMB-05)');
  assert.deepEqual(attacked.cults.a!.hand, []);
});

test('C-LICENSE-05 C-AMB-12 a License\'s cost is read from its data (placeholder 4; a set printing 7 charges 7)', () => {
  const buy = (cards: CygwCards, coins: number) =>
    scene(['fafnir', 'tiamat'], (d) => {
      d.decks.license.push(d.market[0]!);
      d.decks.license = d.decks.license.filter((x) => x !== L('novitiates'));
      d.market[0] = L('novitiates');
      d.cults.b!.coins = coins;
    }, cards);
  const placeholder = play(play(buy(TEST_CARDS, 10), { type: 'pray', player: 'b' }), { type: 'buy', player: 'b', card: L('novitiates') });
  assert.equal(placeholder.cults.b!.coins, 6);
  const dear = withLicense('novitiates', { cost: 7 });
  const paid = play(play(buy(dear, 10), { type: 'pray', player: 'b' }, dear), { type: 'buy', player: 'b', card: L('novitiates') }, dear);
  assert.equal(paid.cults.b!.coins, 3);
  refused(play(buy(dear, 6), { type: 'pray', player: 'b' }, dear), { type: 'buy', player: 'b', card: L('novitiates') }, 'C-INTENT-DEAL-04', dear);
});

// ---- Cult sheets ----

test('C-CULTSHEET-01 C-AMB-04 a Cult\'s Divine Might and abilities come from the face up: positions 1–2 light, 3–4 dark', () => {
  const light = scene(['janus', 'anubis']);
  const dark = scene(['janus', 'anubis'], (d) => void (d.cults.a!.side = 'dark'));
  assert.deepEqual([divineMight(TEST_CARDS, light, 'a'), abilitiesOf(TEST_CARDS, light, 'a')], [13, ['janus-l1', 'janus-l2']]);
  assert.deepEqual([divineMight(TEST_CARDS, dark, 'a'), abilitiesOf(TEST_CARDS, dark, 'a')], [23, ['janus-d1', 'janus-d2']]);
  for (const sheet of cygwCards().cults.values()) {
    assert.notEqual(sheet.light.dm, sheet.dark.dm, sheet.id);
    assert.deepEqual([...sheet.light.abilities, ...sheet.dark.abilities], [`${sheet.id}-l1`, `${sheet.id}-l2`, `${sheet.id}-d1`, `${sheet.id}-d2`]);
  }
});

test('C-CULTSHEET-04 an ability reaches only the Active Location: Ritual of the Abyss cannot raise Cthulhu\'s Priest in another Location', () => {
  let here = 0;
  let there = 0;
  const s = resolving(['cthulhu', 'anubis'], 5, (d) => {
    here = put(d, 'a', 2, 5).id;
    there = put(d, 'a', 1, 6).id;
  });
  refused(s, act('cthulhu-l1', { pay: 3, piece: there }), 'C-CULT-CTHULHU-L1');
  play(s, act('cthulhu-l1', { pay: 3, piece: here }));
});

test('C-CULTSHEET-10 C-AMB-03 the 16 Divine Might values come from data: a sheet missing one is a configuration error, the shipped set has 16 distinct', () => {
  const files = structuredClone(CYGW_CORE_FILES) as { cults: { cults: { dark: Record<string, unknown> }[] } };
  delete files.cults.cults[0]!.dark.dm;
  const r = loadCygwCards(files);
  assert.ok(!r.ok && r.problems.some((x) => x.field.includes('dm')), 'the missing Divine Might is named');
  const dms = [...cygwCards().cults.values()].flatMap((c) => [c.light.dm, c.dark.dm]);
  assert.equal(new Set(dms).size, 16);
});

// ---- House readings ----

test('C-AMB-17 the Patriarch is a Priest for moves: a Miracle moves Red\'s Patriarch up from the Forum to the Temple', () => {
  let p = 0;
  const s = resolving(['fafnir', 'tiamat'], 4, (d) => {
    p = put(d, 'a', 0, 4).id;
    put(d, 'b', 1, 4);
    giveTo(d, 'a', M('move'));
  });
  const after = play(s, { type: 'miracle', player: 'a', card: M('move'), piece: p, to: 5 });
  assert.deepEqual(after.board[4]!.priests.map((x) => [x.id, x.patriarch]), [[p, true]]);
});

test('C-AMB-21 there is no hand limit: a Cult holding 12 cards wins the Ruins and holds 13', () => {
  let s = resolving(['fafnir', 'tiamat'], 1, (d) => {
    put(d, 'a', 2, 1);
    for (const iid of d.decks.intrigue.slice(0, 11)) giveTo(d, 'a', iid);
    giveTo(d, 'a', d.decks.miracle[1]!);
  });
  assert.equal(s.cults.a!.hand.length, 12);
  s = play(passRound(s), { type: 'benefit', player: 'a' });
  assert.equal(s.cults.a!.hand.length, 13);
});

test('C-AMB-23 victory counts are "at least": 5 Mobs win as 4 do, and 6 Altars as 5', () => {
  let mobs = passRound(resolving(['fafnir', 'tiamat'], 12, (d) => void (put(d, 'a', 3, 12), (d.cults.a!.followers = 4), (d.cults.a!.mobs = 4), (d.mobs = 12))));
  mobs = play(mobs, { type: 'benefit', player: 'a' });
  assert.equal(mobs.cults.a!.mobs, 5);
  assert.deepEqual([mobs.phase, mobs.ended!.winners, mobs.ended!.rule], ['over', ['a'], 'C-WIN-03']);
  let altars = passRound(resolving(['fafnir', 'tiamat'], 6, (d) => {
    put(d, 'a', 1, 6);
    const tokens = [1, 1, 2, 2, 3, 4];
    [7, 8, 9, 10, 11, 12].forEach((loc, i) => altar(d, 'a', loc, tokens[i]!));
  }));
  altars = toRoundEnd(altars);
  assert.deepEqual([altars.phase, altars.ended!.winners, altars.ended!.rule], ['over', ['a'], 'C-WIN-02']);
});

test('C-AMB-32 "the next Location" from Location 13 does not exist: Ode to Greed and Charms of the Woman are refused there', () => {
  let p = 0;
  const greed = resolving(['fafnir', 'anubis'], 13, (d) => void ((p = put(d, 'a', 3, 13).id), (d.cults.a!.coins = 6)));
  refused(greed, act('fafnir-l1', { piece: p }), 'C-CULT-FAFNIR-L1-R1');
  const charms = resolving(['arachne', 'anubis'], 13, (d) => void (p = put(d, 'a', 1, 13).id));
  refused(charms, act('arachne-l2', { pay: 3, piece: p }), 'C-CULT-ARACHNE-L2-R1');
  const ok = resolving(['arachne', 'anubis'], 12, (d) => void (p = put(d, 'a', 1, 12).id));
  play(ok, act('arachne-l2', { pay: 3, piece: p }));
});

test('C-AMB-33 Location 3, whose heading is lost, is shown as "Slums" and keeps id 3', () => {
  assert.deepEqual([LOCATIONS[2]!.id, LOCATIONS[2]!.name], [3, 'Slums']);
  assert.equal(LOCATIONS.filter((l) => l.name === 'Slums').length, 1);
});
