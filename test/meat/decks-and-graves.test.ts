/**
 * Decks and graveyards (catalog §7 M-DECK, §14) and the card types as the rules read them (§2):
 * reshuffles as new instances, what exists when both piles are empty, what goes to which
 * graveyard and when, and that factions, rarity and a Spell's printed values change nothing.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { MeatCards } from '../../src/meat/cards/types.js';
import type { MeatState } from '../../src/meat/state.js';
import { meatGame } from '../../src/meat/game.js';
import { meatCards } from '../../src/meat/cards/card-set.js';
import { invariantProblems } from '../../src/meat/invariants.js';
import { FIXTURE } from './support/cards.js';
import { actScene, at, atBattle, closeWindow, field, give, lay, mine, play, scene, throughBattle } from './support/scene.js';

test('M-DECK-01 M-FLOW-R06 the Destiny deck has 2 cards and A must draw 3: A draws 2, the graveyard is shuffled into a new deck as new instances, and A draws 1 more', () => {
  const s = scene(2, (d) => {
    d.graves.destiny = d.decks.destiny.splice(2);
    d.phase = 'opening';
    d.step = 'destiny';
    d.draftOrder = ['b', 'a'];
  });
  const before = scene(2, () => {});
  const old = before.decks.destiny;
  assert.deepEqual(s.players.a!.hand.slice(0, 2), old.slice(0, 2));
  const fresh = s.players.a!.hand[2]!;
  assert.ok(!old.includes(fresh), 'a new instance');
  assert.equal(s.graves.destiny.length, 0);
  assert.equal(s.decks.destiny.length, old.length - 2 - 1 - 3);
  for (const iid of old.slice(2)) assert.ok(!(iid in s.ident), `${iid} is gone: an id says nothing of the reshuffled card`);
  assert.deepEqual(invariantProblems(FIXTURE, s), []);
});

test('M-DECK-02 M-AMB-28 only 7 creatures in the deck and none in the graveyard: the 2-player pool shows 7 and the draft stops when 3 remain; a Destiny draw gets what exists', () => {
  let s = scene(2, (d) => {
    d.players.b!.hand.push(...d.decks.creature.splice(7));
    d.players.a!.hand.push(...d.decks.destiny.splice(1));
    d.phase = 'opening';
    d.step = 'pool';
  });
  assert.equal(s.pool.length, 7);
  const destinyHeld = (x: MeatState) => x.seats.reduce((n, seat) => n + x.players[seat]!.hand.filter((c) => c.startsWith('D')).length, 0);
  const held = destinyHeld(s);
  let picks = 0;
  while (s.step === 'draft') {
    const who = s.draftOrder[s.draftAt % 2]!;
    const card = s.pool.find((x) => FIXTURE.creatures[s.ident[x]!]!.cost <= s.players[who]!.telestarion)!;
    s = play(s, { type: 'draft', player: who, card });
    picks++;
  }
  assert.equal(picks, 4, 'the draft stops with 3 left');
  assert.equal(destinyHeld(s), held + 1, 'of 6 Destiny cards due, the one that exists was drawn');
  assert.equal(s.decks.destiny.length + s.graves.destiny.length, 0);
});

test('M-GRAVE-02 a 1 v 1 Battle in which all six creatures die adds 6 to the Creature graveyard', () => {
  let s = scene(2, (d) => {
    for (const lane of ['left', 'front', 'right'] as const) field(d, 'a', lane, 'nekromanta');
    for (const lane of ['left', 'front', 'right'] as const) field(d, 'b', lane, 'parszywy-szczur');
    atBattle(d);
  });
  const before = s.graves.creature.length;
  s = throughBattle(s);
  assert.equal(s.graves.creature.length - before, 6);
});

test('M-GRAVE-03 M-AMB-30 A\'s Spell resolved in Activation stays on the battlefield until the Summary clears it', () => {
  let s = actScene(2, (d) => {
    lay(d, 'a', 'spell-z', true);
    field(d, 'a', 'front', 'wall');
  });
  const spell = mine(s, 'a', 'spell-z');
  s = play(s, { type: 'resolve', player: 'a', card: spell });
  s = throughBattle(s);
  assert.deepEqual(s.players.a!.laid, [{ card: spell, paid: true, resolved: true }]);
  assert.ok(!s.graves.destiny.includes(spell));
  s = closeWindow(s);
  assert.ok(s.graves.destiny.includes(spell));
  assert.deepEqual(s.players.a!.laid, []);
});

test('M-GRAVE-04 M-AMB-26 graveyards are public: the other side sees which cards A discarded to the hand limit', () => {
  let s = scene(2, (d) => {
    for (let i = 0; i < 9; i++) give(d, 'a', i < 5 ? 'grunt' : 'coin');
    d.phase = 'opening';
    d.step = 'hand-limit';
  });
  const gone = s.players.a!.hand[0]!;
  s = play(s, { type: 'discard', player: 'a', cards: [gone] });
  const view = meatGame(FIXTURE).view(s, 'b');
  assert.ok(view.graves.creature.includes(gone));
  assert.equal(view.ident[gone], 'grunt');
});

test('M-GRAVE-05 Leaders never go to a graveyard: the clearing leaves them', () => {
  let s = scene(2, (d) => {
    field(d, 'a', 'front', 'wall');
    atBattle(d);
  }, { leaders: ['l-income', 'l-front'] });
  s = closeWindow(throughBattle(s));
  assert.equal(s.round, 2);
  assert.equal(s.players.a!.leader, 'l-income');
  assert.equal(s.players.b!.leader, 'l-front');
});

test('M-CARD-01 M-COMP-01 three card pools: no design is both a Creature and a Destiny card, and players bring no cards of their own', () => {
  for (const cards of [meatCards(), FIXTURE]) {
    const creatures = new Set(Object.keys(cards.creatures));
    for (const id of Object.keys(cards.destiny)) assert.ok(!creatures.has(id), id);
    for (const l of cards.leaders) assert.ok(!creatures.has(l.id) && !(l.id in cards.destiny), l.id);
  }
  const g = meatGame(FIXTURE);
  const r = g.start({ seats: [{ id: 'a', choice: 'any', cards: ['x'] }, { id: 'b', choice: 'any' }], seed: 1, settings: {} as never });
  assert.equal(!r.ok && r.judgement.checks[0]!.rule, 'M-COMP-01');
});

test('M-CARD-04 M-CARD-07 M-CARD-08 every shipped Creature has cost, rarity, Attack, Defence and faction; every Destiny card is a Spell or an Equipment with printed values', () => {
  const cards = meatCards();
  for (const c of Object.values(cards.creatures)) {
    assert.ok([0, 1, 2].includes(c.cost) && c.rarity && c.faction && Number.isInteger(c.attack) && Number.isInteger(c.defence), c.id);
  }
  for (const c of Object.values(cards.destiny)) assert.ok((c.subtype === 'spell' || c.subtype === 'equipment') && Number.isInteger(c.attack) && Number.isInteger(c.defence), c.id);
});

/** The same Battle with a card set changed by `change`. */
function battleWith(cards: MeatCards): MeatState {
  const s = scene(2, (d) => {
    field(d, 'a', 'left', 'nekromanta', cards);
    field(d, 'a', 'right', 'sir-duncan-culligan', cards);
    field(d, 'b', 'right', 'parszywy-szczur', cards);
    field(d, 'b', 'front', 'bober', cards);
    field(d, 'b', 'left', 'nekromutant', cards);
    atBattle(d);
  }, { cards });
  return closeWindow(throughBattle(s, cards), cards);
}

test('M-CARD-03 M-CARD-06 M-AMB-33 rarity and faction change nothing in play: the same Battle with other rarities and factions ends the same', () => {
  const changed: MeatCards = {
    ...FIXTURE,
    creatures: Object.fromEntries(Object.entries(FIXTURE.creatures).map(([id, c]) => [id, { ...c, rarity: 'mythic', faction: 'mutanci' }])),
  };
  const a = battleWith(FIXTURE);
  const b = battleWith(changed);
  assert.deepEqual(b.vitality, a.vitality);
  assert.deepEqual(b.graves, a.graves);
  assert.deepEqual(b.lastRound, a.lastRound);
});

test('M-AMB-16 a Spell\'s printed Attack and Defence are not added to anything', () => {
  const cards: MeatCards = { ...FIXTURE, destiny: { ...FIXTURE.destiny, 'spell-z': { ...FIXTURE.destiny['spell-z']!, attack: 5, defence: 5 } } };
  let s = actScene(2, (d) => {
    lay(d, 'a', 'spell-z', true);
    field(d, 'a', 'front', 'grunt', cards);
  }, { cards });
  s = play(s, { type: 'resolve', player: 'a', card: mine(s, 'a', 'spell-z') }, cards);
  assert.equal(at(s, 'a', 'front')!.attack, 1);
  assert.equal(at(s, 'a', 'front')!.defence, 1);
});

test('M-FLOW-R10 a card\'s draw takes the top of the Destiny deck, hidden from the other side', () => {
  let s = actScene(2, (d) => lay(d, 'a', 'draw-two', true));
  const top = s.decks.destiny.slice(0, 2);
  s = play(s, { type: 'resolve', player: 'a', card: mine(s, 'a', 'draw-two') });
  assert.deepEqual(s.players.a!.hand.slice(-2), top);
  const view = meatGame(FIXTURE).view(s, 'b');
  for (const iid of top) assert.equal(view.ident[iid], null);
});

test('M-AMB-09 M-CARD-02 copies are per design: the shipped Creature deck turns up a 6-player pool of 21 with cards to spare', () => {
  const cards = meatCards();
  assert.ok(cards.creatureDeck.length >= 21 + 3 * 6);
  const g = meatGame(cards);
  const r = g.start({ seats: ['a', 'b', 'c', 'd', 'e', 'f'].map((id) => ({ id, choice: 'any' })), seed: 4, settings: {} as never });
  assert.ok(r.ok);
  let s = r.state;
  for (const seat of s.leaderOrder) s = g.apply(s, { type: 'leader', player: seat, leader: s.leaders[0]! });
  assert.equal(s.pool.length, 21);
});

test('M-AMB-27 M-COMP-04 the 32 Defence tokens are no limit: 18 creatures with 98 Defence in all, tracked per creature, go through Battle', () => {
  let s = scene(6, (d) => {
    for (const seat of d.seats) for (const lane of ['left', 'front', 'right'] as const) field(d, seat, lane, seat === 'a' && lane === 'front' ? 'big-cleaver' : d.seats.indexOf(seat) % 2 ? 'wall' : 'grunt');
    atBattle(d);
  });
  const total = (x: MeatState, k: 'attack' | 'defence') => x.seats.reduce((n, seat) => n + (['left', 'front', 'right'] as const).reduce((m, l) => m + (x.players[seat]!.lanes[l]?.[k] ?? 0), 0), 0);
  assert.ok(total(s, 'defence') > 32);
  s = throughBattle(s);
  assert.equal(at(s, 'b', 'front')!.defence, 6, 'the cleaver\'s 3 landed');
  assert.deepEqual(invariantProblems(FIXTURE, s), []);
});
