/**
 * The Start and the Opening (catalog §3, §5–7): players and teams, Leaders by dice, the shuffle,
 * vitality, income, the draft pool and its laps, the Destiny draw and the hand limit, through the
 * real start, judge, reducer and flow.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { MeatState, Roll } from '../../src/meat/state.js';
import { meatGame } from '../../src/meat/game.js';
import { start } from '../../src/meat/setup.js';
import { designOf } from '../../src/meat/cards/types.js';
import { FIXTURE } from './support/cards.js';
import { SEATS, SETTINGS, begin, closeWindow, design, field, gameJudge, give, play, playBots, refused, scene, take } from './support/scene.js';

const startWith = (n: number, settings: object = SETTINGS, seats: { id: string; choice: string }[] = SEATS.slice(0, n).map((id) => ({ id, choice: 'any' }))) =>
  start(FIXTURE, { seats, seed: 3, settings: settings as never });

/** The order an ordering roll gives: highest first, ties by their re-rolls (M-SETUP-03). */
function orderFrom(roll: Roll): string[] {
  return [...roll.rolls].sort((x, y) => {
    for (let i = 0; i < Math.max(x.dice.length, y.dice.length); i++) if ((x.dice[i] ?? 0) !== (y.dice[i] ?? 0)) return (y.dice[i] ?? 0) - (x.dice[i] ?? 0);
    return 0;
  }).map((r) => r.who);
}

/** An Opening scene at `step` (pool, draft…), with everyone's ounces and hands as `edit` leaves them. */
const opening = (n: number, step: MeatState['step'], edit: (d: MeatState) => void = () => {}, settings = {}) =>
  scene(n, (d) => {
    d.phase = 'opening';
    d.step = step;
    edit(d);
  }, { settings });

test('M-PLAYERS-01 the game is for 2, 4 or 6 players, each named once: 3 or 5 are refused', () => {
  for (const n of [1, 3, 5]) {
    const r = startWith(n, SETTINGS, Array.from({ length: n }, (_, i) => ({ id: `p${i}`, choice: 'any' })));
    assert.equal(r.ok, false);
    assert.equal(!r.ok && r.judgement.checks[0]!.rule, 'M-PLAYERS-01');
  }
  const twice = startWith(2, SETTINGS, [{ id: 'a', choice: 'any' }, { id: 'a', choice: 'any' }]);
  assert.equal(!twice.ok && twice.judgement.checks[0]!.rule, 'M-PLAYERS-01');
  for (const n of [2, 4, 6]) assert.ok(startWith(n).ok);
});

test('M-PLAYERS-02 M-PLAYERS-03 M-SETUP-01 a 4-player game has teams {a, c} and {b, d}; in 3 v 3 the pairs a–b, c–d, e–f face each other for the whole game', () => {
  const four = begin(4);
  assert.deepEqual(four.seats.filter((x) => four.players[x]!.side === 'A'), ['a', 'c']);
  assert.deepEqual(four.seats.filter((x) => four.players[x]!.side === 'B'), ['b', 'd']);
  const pairs = (s: MeatState) => s.seats.map((x) => `${x}-${s.players[x]!.opposite}`);
  const six = begin(6);
  assert.deepEqual(pairs(six), ['a-b', 'b-a', 'c-d', 'd-c', 'e-f', 'f-e']);
  const later = playBots(FIXTURE, 6, 5, (s) => s.round >= 2 && s.phase === 'tactics');
  assert.equal(later.round, 2);
  assert.deepEqual(pairs(later), pairs(six), 'seating never changes');
});

test('M-TEAM-02 M-SETUP-08 M-AMB-36 vitality starts at 25 each in 1 v 1, 40 for a team of two (not 80), 50 for a team of three', () => {
  assert.deepEqual(begin(2).vitality, { A: 25, B: 25 });
  assert.deepEqual(begin(4).vitality, { A: 40, B: 40 });
  assert.deepEqual(begin(6).vitality, { A: 50, B: 50 });
});

test('M-TEAM-03 the agreed setting vitality = 30 starts both sides at 30; values outside 1..200 are no settings', () => {
  assert.deepEqual(begin(4, { settings: { vitality: 30 } }).vitality, { A: 30, B: 30 });
  for (const vitality of [0, 201, 2.5]) {
    const r = startWith(2, { ...SETTINGS, vitality });
    assert.equal(!r.ok && r.judgement.checks[0]!.rule, 'NET-SETTINGS-01');
  }
});

test('M-TEAM-04 A1 cannot spend A2\'s Telestarion: each player pays from their own ounces', () => {
  const s = opening(4, 'draft', (d) => {
    d.pool = [take(d, 'costly'), take(d, 'costly'), ...Array.from({ length: 13 }, () => take(d, 'grunt'))];
    d.draftOrder = ['c', 'a', 'b', 'd'];
    d.players.c!.telestarion = 1;
    d.players.a!.telestarion = 7;
  });
  const costly = s.pool.find((x) => design(s, x) === 'costly')!;
  refused(s, { type: 'draft', player: 'c', card: costly }, 'M-TELE-02');
  const t = play(s, { type: 'draft', player: 'c', card: s.pool.find((x) => design(s, x) === 'grunt')! });
  assert.equal(t.players.a!.telestarion, 7);
});

test('M-TEAM-01 M-FLOW-12 teammates see each other\'s hands; the other team never does', () => {
  const s = playBots(FIXTURE, 4, 9, (x) => x.phase === 'tactics');
  const game = meatGame(FIXTURE);
  const view = game.view(s, 'a');
  for (const iid of s.players.c!.hand) assert.equal(view.ident[iid], s.ident[iid], 'a sees c\'s hand');
  for (const iid of [...s.players.b!.hand, ...s.players.d!.hand]) assert.equal(view.ident[iid], null, 'a never sees b\'s or d\'s');
});

test('M-SETUP-02 M-FLOW-R01 M-FLOW-02 each player rolls a die and Leaders are chosen from the highest roll down', () => {
  const s = begin(4, { seed: 11 });
  const roll = s.rolls.find((r) => r.purpose === 'leader')!;
  assert.deepEqual(roll.rolls.map((r) => r.who).sort(), ['a', 'b', 'c', 'd']);
  assert.deepEqual(s.leaderOrder, orderFrom(roll));
  const first = s.leaderOrder[0]!;
  const other = s.leaderOrder[1]!;
  refused(s, { type: 'leader', player: other, leader: s.leaders[0]! }, 'M-SETUP-02');
  const t = play(s, { type: 'leader', player: first, leader: s.leaders[0]! });
  assert.equal(t.players[first]!.leader, s.leaders[0]);
});

test('M-SETUP-03 M-DICE-02 M-AMB-03 tied rollers re-roll among themselves and the re-roll decides only their relative order', () => {
  let found = 0;
  for (let seed = 1; seed < 400 && found < 3; seed++) {
    const s = begin(4, { seed });
    const roll = s.rolls.find((r) => r.purpose === 'leader')!;
    const firsts = roll.rolls.map((r) => r.dice[0]!);
    if (new Set(firsts).size === firsts.length) continue;
    found++;
    for (const r of roll.rolls) {
      const tied = firsts.filter((x) => x === r.dice[0]).length > 1;
      assert.equal(r.dice.length > 1, tied, `${r.who} re-rolled only when tied: ${JSON.stringify(roll.rolls)}`);
      for (const d of r.dice) assert.ok(d >= 1 && d <= 6, 'a d6');
    }
    assert.deepEqual(s.leaderOrder, orderFrom(roll));
  }
  assert.equal(found, 3, 'ties happen');
});

test('M-SETUP-04 M-AMB-04 all Leaders lie face up; a Leader already taken is refused; after the picks each player has exactly one', () => {
  let s = begin(2);
  assert.deepEqual(s.leaders, FIXTURE.leaders.map((l) => l.id));
  const [first, second] = s.leaderOrder;
  s = play(s, { type: 'leader', player: first!, leader: 'l-income' });
  const taken = { type: 'leader', player: second!, leader: 'l-income' } as const;
  refused(s, taken, 'M-AMB-04');
  assert.equal(gameJudge(s, taken).checks[1]!.houseDefault, true);
  s = play(s, { type: 'leader', player: second!, leader: 'l-front' });
  assert.ok(s.seats.every((x) => s.players[x]!.leader !== null));
  assert.equal(s.phase, 'opening');
  assert.equal(meatGame(FIXTURE).view(s, 'b').players.a!.leader, s.players.a!.leader, 'face up');
});

test('M-SETUP-05 a Leader can never be aimed at: an act names only creatures by seat and position', () => {
  const s = scene(2, (d) => {
    give(d, 'b', 'i-destroy');
    d.phase = 'battle';
    d.step = 'battle-reflex';
    d.revealed = true;
    d.window = { at: 'pre-reflex', priority: 'b', passes: 0 };
  }, { leaders: ['l-income', 'l-front'] });
  const card = s.players.b!.hand[0]!;
  refused(s, { type: 'instant', player: 'b', card, target: { seat: 'a', lane: 'leader' } }, 'NET-SHAPE-01');
  refused(s, { type: 'instant', player: 'b', card, target: 'l-income' }, 'NET-SHAPE-01');
});

test('M-SETUP-07 M-FLOW-R02 both decks start shuffled from the shared seed: the same seed gives the same order, another seed another', () => {
  const a = begin(2, { seed: 1 });
  const b = begin(2, { seed: 1 });
  const c = begin(2, { seed: 2 });
  const order = (s: MeatState) => s.decks.creature.map((x) => s.ident[x]).join() + '|' + s.decks.destiny.map((x) => s.ident[x]).join();
  assert.equal(order(a), order(b));
  assert.notEqual(order(a), order(c));
  assert.deepEqual(a.decks.creature.map((x) => a.ident[x]).sort(), FIXTURE.creatureDeck.map(designOf).sort(), 'every copy, once');
  assert.notDeepEqual(a.decks.creature.map((x) => a.ident[x]), FIXTURE.creatureDeck.map(designOf), 'not in file order');
});

test('M-ROUND-01 M-ROUND-02 the first round runs Start, Opening, Tactics, Activation, Battle; round 2 begins with the Opening\'s income', () => {
  const phases: string[] = [];
  const s = playBots(FIXTURE, 2, 21, (x) => x.round >= 2 && x.phase === 'tactics', (x) => {
    if (phases.at(-1) !== `${x.round}:${x.phase}`) phases.push(`${x.round}:${x.phase}`);
  });
  assert.deepEqual(phases.slice(0, 6), ['1:start', '1:opening', '1:tactics', '1:activation', '1:battle', '2:opening']);
  assert.equal(s.round, 2);
  // No round cap: round 99 moves on to round 100.
  const late = scene(2, (d) => {
    d.round = 99;
    d.phase = 'battle';
    d.step = 'summary';
  });
  assert.equal(late.round, 100);
  assert.equal(late.phase, 'opening');
});

test('M-OPEN-01 M-COMP-03 at every Opening each of 6 players takes 7 ounces: 42 leave the bank', () => {
  const s = opening(6, 'income', (d) => d.seats.forEach((x) => (d.players[x]!.telestarion = 0)));
  assert.equal(s.seats.reduce((n, x) => n + s.players[x]!.telestarion, 0), 42);
  assert.ok(s.seats.every((x) => s.players[x]!.telestarion === 7));
});

test('M-OPEN-02 M-AMB-05 2 ounces left from round 1 make 9 after the income; under telestarionResetEachRound 7', () => {
  const carry = opening(2, 'income', (d) => (d.players.a!.telestarion = 2));
  assert.equal(carry.players.a!.telestarion, 9);
  const reset = opening(2, 'income', (d) => (d.players.a!.telestarion = 2), { telestarionResetEachRound: true });
  assert.equal(reset.players.a!.telestarion, 7);
});

test('M-OPEN-03 M-FLOW-R03 the pool is 9, 15 or 21 creatures off the top of the deck, face up to everyone', () => {
  for (const [n, size] of [[2, 9], [4, 15], [6, 21]] as const) {
    const before = scene(n, () => {});
    const top = before.decks.creature.slice(0, size);
    const s = opening(n, 'pool');
    assert.deepEqual(s.pool, top);
    const view = meatGame(FIXTURE).view(s, 'b');
    for (const iid of s.pool) assert.equal(view.ident[iid], s.ident[iid]);
  }
});

test('M-OPEN-DRAFT-01 M-FLOW-R04 every player rolls and the highest drafts first', () => {
  const s = opening(4, 'pool');
  const roll = s.rolls.filter((r) => r.purpose === 'draft').at(-1)!;
  assert.deepEqual(s.draftOrder, orderFrom(roll));
  refused(s, { type: 'draft', player: s.draftOrder[1]!, card: s.pool[0]! }, 'M-OPEN-DRAFT-03');
});

test('M-OPEN-DRAFT-02 M-AMB-06 M-FLOW-03 B picks a cost-2 creature: 7 ounces become 5 and the card joins B\'s hand; a card not in the pool is refused', () => {
  const s = opening(2, 'draft', (d) => {
    d.pool = [take(d, 'costly'), ...Array.from({ length: 8 }, () => take(d, 'grunt'))];
    d.draftOrder = ['b', 'a'];
  });
  refused(s, { type: 'draft', player: 'b', card: s.decks.creature[0]! }, 'M-OPEN-DRAFT-02');
  const t = play(s, { type: 'draft', player: 'b', card: s.pool[0]! });
  assert.equal(t.players.b!.telestarion, 5);
  assert.deepEqual(t.players.b!.hand, [s.pool[0]]);
});

test('M-OPEN-DRAFT-03 M-OPEN-DRAFT-06 M-OPEN-DRAFT-07 M-AMB-07 with 2 players and 9 cards the picks go B, A, B, A, B, A; 3 remain and go to the graveyard; the order is recorded', () => {
  let s = opening(2, 'draft', (d) => {
    d.pool = Array.from({ length: 9 }, () => take(d, 'grunt'));
    d.draftOrder = ['b', 'a'];
  });
  const pickers: string[] = [];
  const graves = s.graves.creature.length;
  while (s.step === 'draft') {
    const who = s.draftOrder[s.draftAt % 2]!;
    pickers.push(who);
    s = play(s, { type: 'draft', player: who, card: s.pool[0]! });
  }
  assert.deepEqual(pickers, ['b', 'a', 'b', 'a', 'b', 'a']);
  assert.deepEqual(s.draftOrder, ['b', 'a']);
  assert.equal(s.pool.length, 0);
  assert.equal(s.graves.creature.length, graves + 3);
});

test('M-OPEN-DRAFT-04 in 6 players 18 of 21 creatures are picked, 3 by each player', () => {
  let s = opening(6, 'pool');
  while (s.step === 'draft') {
    const who = s.draftOrder[s.draftAt % 6]!;
    const card = s.pool.find((x) => FIXTURE.creatures[s.ident[x]!]!.cost <= s.players[who]!.telestarion)!;
    s = play(s, { type: 'draft', player: who, card });
  }
  for (const seat of s.seats) assert.equal(s.players[seat]!.hand.filter((x) => x.startsWith('C')).length, 3, seat);
});

test('M-OPEN-DRAFT-05 M-AMB-08 A has 0 ounces and only cost-1 cards remain: A\'s pick is skipped; when nobody can pick the draft ends and the rest goes to the graveyard', () => {
  const s = opening(2, 'draft', (d) => {
    d.pool = [...Array.from({ length: 4 }, () => take(d, 'mid')), take(d, 'costly'), take(d, 'costly')];
    d.draftOrder = ['a', 'b'];
    d.players.a!.telestarion = 0;
    d.players.b!.telestarion = 1;
  });
  assert.equal(s.draftAt, 1, 'a skipped');
  refused(s, { type: 'draft', player: 'a', card: s.pool[0]! }, 'M-OPEN-DRAFT-03');
  const graves = s.graves.creature.length;
  const t = play(s, { type: 'draft', player: 'b', card: s.pool[0]! });
  assert.equal(t.pool.length, 0, 'nobody can pay: the draft ended');
  assert.equal(t.graves.creature.length, graves + 5);
  assert.notEqual(t.step, 'draft');
});

test('M-OPEN-DESTINY-01 M-FLOW-R05 with draft order [b, a], a draws 3 Destiny cards, then b draws 3, hidden from the other', () => {
  const s = opening(2, 'destiny', (d) => (d.draftOrder = ['b', 'a']));
  const before = scene(2, () => {}).decks.destiny.slice(0, 6);
  assert.deepEqual(s.players.a!.hand, before.slice(0, 3));
  assert.deepEqual(s.players.b!.hand, before.slice(3, 6));
  const view = meatGame(FIXTURE).view(s, 'b');
  for (const iid of s.players.a!.hand) assert.equal(view.ident[iid], null);
});

test('M-HAND-01 M-HAND-02 M-AMB-26 M-GRAVE-01 M-FLOW-04 A holds 6, drafts 3 and draws 3 (12 during the Opening), then discards 4 of her choice, each to its type\'s graveyard', () => {
  let s = opening(2, 'draft', (d) => {
    for (const x of ['grunt', 'grunt', 'grunt', 'coin', 'coin', 'coin']) give(d, 'a', x);
    d.pool = Array.from({ length: 9 }, () => take(d, 'grunt'));
    d.draftOrder = ['a', 'b'];
  });
  while (s.step === 'draft') s = play(s, { type: 'draft', player: s.draftOrder[s.draftAt % 2]!, card: s.pool[0]! });
  assert.equal(s.step, 'hand-limit');
  assert.equal(s.players.a!.hand.length, 12, 'legal during the Opening');
  const hand = s.players.a!.hand;
  refused(s, { type: 'discard', player: 'a', cards: hand.slice(0, 3) }, 'M-HAND-01');
  refused(s, { type: 'discard', player: 'a', cards: [hand[0]!, hand[0]!, hand[1]!, hand[2]!] }, 'M-AMB-26');
  const chosen = [hand[0]!, hand[1]!, hand[3]!, hand[4]!];
  const graves = { c: s.graves.creature.length, d: s.graves.destiny.length };
  s = play(s, { type: 'discard', player: 'a', cards: chosen });
  assert.equal(s.players.a!.hand.length, 8);
  assert.equal(s.phase, 'tactics');
  assert.equal(s.graves.creature.length - graves.c, chosen.filter((x) => x.startsWith('C')).length);
  assert.equal(s.graves.destiny.length - graves.d, chosen.filter((x) => x.startsWith('D')).length);
  assert.ok(s.graves.creature.every((x) => x.startsWith('C')) && s.graves.destiny.every((x) => x.startsWith('D')));
});

test('M-HAND-03 M-HAND-04 cards in hand carry over to the next round; 8 cards in hand plus a Leader need no discard', () => {
  const s = scene(2, (d) => {
    for (let i = 0; i < 2; i++) give(d, 'a', 'coin');
    d.round = 1;
    d.phase = 'battle';
    d.step = 'summary';
  }, { leaders: ['l-income', 'l-front'] });
  // Round 2: the 2 coins kept, + 3 drafted, + 3 drawn = 8 with the Leader aside.
  assert.equal(s.round, 2);
  let t = s;
  while (t.step === 'draft') {
    const who = t.draftOrder[t.draftAt % 2]!;
    const card = t.pool.find((x) => FIXTURE.creatures[t.ident[x]!]!.cost <= t.players[who]!.telestarion)!;
    t = play(t, { type: 'draft', player: who, card });
  }
  assert.equal(t.players.a!.hand.length, 8);
  assert.equal(t.phase, 'tactics', 'no discard needed');
  assert.equal(t.players.a!.hand.filter((x) => t.ident[x] === 'coin').length, 2);
});

test('M-SETUP-06 M-CARD-10 each Leader power touches only its owner: income, Destiny draws, ♦ discount, Front Defence, faction Attack', () => {
  // a (side A) holds the Leader; c is a's teammate, b and d the other side.
  const leaderOf = (l: string) => ({ leaders: [l] });
  const income = opening(4, 'income', () => {}, {});
  const withIncome = scene(4, (d) => {
    d.phase = 'opening';
    d.step = 'income';
  }, leaderOf('l-income'));
  assert.equal(withIncome.players.a!.telestarion - income.players.a!.telestarion, 1);
  assert.equal(withIncome.players.c!.telestarion, income.players.c!.telestarion);
  const draws = scene(4, (d) => {
    d.phase = 'opening';
    d.step = 'destiny';
    d.draftOrder = ['a', 'b', 'c', 'd'];
  }, leaderOf('l-draw'));
  assert.deepEqual(draws.seats.map((x) => draws.players[x]!.hand.length), [4, 3, 3, 3]);
  const field4 = (l: string) => scene(4, (d) => {
    for (const seat of ['a', 'c']) {
      give(d, seat, 'pumper');
      give(d, seat, 'nekromanta');
    }
    for (const seat of ['b', 'd']) give(d, seat, 'grunt');
    d.phase = 'tactics';
    d.step = 'place';
  }, leaderOf(l));
  const placeAll = (s: MeatState) => {
    for (const seat of ['a', 'b', 'c', 'd']) {
      const hand = s.players[seat]!.hand;
      s = seat === 'a' || seat === 'c'
        ? play(s, { type: 'place', player: seat, left: hand.find((x) => s.ident[x] === 'nekromanta')!, front: hand.find((x) => s.ident[x] === 'pumper')!, right: null })
        : play(s, { type: 'place', player: seat, left: null, front: hand[0]!, right: null });
    }
    return s;
  };
  const front = placeAll(field4('l-front'));
  assert.equal(front.players.a!.lanes.front!.defence, 4 + 2);
  assert.equal(front.players.c!.lanes.front!.defence, 4);
  const sekta = placeAll(field4('l-sekta-attack'));
  assert.equal(sekta.players.a!.lanes.left!.attack, 4);
  assert.equal(sekta.players.c!.lanes.left!.attack, 3);
  assert.equal(sekta.players.b!.lanes.front!.attack, 1, 'an opponent\'s sekta creature gains nothing');
  const discount = scene(4, (d) => {
    d.vitality.A = 30;
    field(d, 'a', 'front', 'pumper');
    field(d, 'c', 'front', 'pumper');
    for (const seat of d.seats) Object.assign(d.players[seat]!, { placed: true, committed: true, paid: true });
    d.revealed = true;
    d.phase = 'activation';
    d.step = 'first';
  }, leaderOf('l-discount'));
  let s = closeWindow(discount);
  s = play(s, { type: 'resolve', player: 'a', card: s.players.a!.lanes.front!.card });
  s = play(closeWindow(s), { type: 'resolve', player: 'c', card: s.players.c!.lanes.front!.card });
  assert.equal(s.players.a!.telestarion, 7 - 1);
  assert.equal(s.players.c!.telestarion, 7 - 2);
});
