/**
 * K-SETUP: setting up a match (catalog § 7): order of setup, deck exchange
 * for a shared Major Arcanum, the hidden Hub card, starting markers, hands.
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { coreCards, createMatch, privateView, publicView, STARTER_DECKS, winTarget } from '../../src/kult/index.js';
import { deckOf, newMatch, ok, player, toStep } from '../support/scenario.js';
import { checkFor, ids, judged } from '../support/turn-kit.js';

const cards = coreCards();

function starterMatch(seed = 1) {
  const r = createMatch(cards, {
    players: [{ id: 'a', major: 'kether', deck: STARTER_DECKS.archon.cards }, { id: 'b', major: 'golab', deck: STARTER_DECKS.angel.cards }],
    struggle: 'continent',
    seed,
  });
  assert.ok(r.ok, 'starter decks set up');
  return r;
}

describe('K-SETUP setting up', () => {
  test('K-SETUP-01 setup completes (Hub cards, Pool, 2 markers each, 7 cards each, first player) before any turn step runs', () => {
    const r = starterMatch();
    if (!r.ok) return;
    const s = r.state;
    assert.deepEqual([s.turn, s.step, s.window?.kind, s.active], [1, 'draw', 'preDraw', 'a']);
    assert.equal(s.nextAct, 0, 'no act has been taken');
    for (const p of s.players) {
      assert.ok(p.cross.hubCard);
      assert.equal(p.cross.hubMarkers, 2);
      assert.equal(p.hand.length, 7, 'K-SETUP-09: seven cards each');
      assert.deepEqual(p.cross.stations, {});
    }
    // The judge reports the steps in setup order: decks and Hub cards, then the Pool, then the first player.
    const order = r.setup.checks.map((c) => c.rule);
    const at = (rule: string) => order.indexOf(rule);
    assert.ok(at('K-SETUP-05') >= 0 && at('K-SETUP-05') < at('K-POOL-01'));
    assert.ok(at('K-POOL-01') < at('K-FIRST-02'));
  });

  test('K-SETUP-03 two players revealing the same Major Arcanum (Golab) exchange decks', () => {
    const deckA = deckOf(['purgatide', 'purgatide', 'purgatide']);
    const deckB = deckOf(['nachtkinder', 'nachtkinder', 'nachtkinder']);
    const r = createMatch(cards, { players: [{ id: 'a', major: 'golab', deck: deckA }, { id: 'b', major: 'golab', deck: deckB }], struggle: 'continent', seed: 3, shuffle: false, options: { collectionMode: true } });
    assert.ok(r.ok);
    if (!r.ok) return;
    assert.equal(r.setup.checks.find((c) => c.rule === 'K-SETUP-03')?.says, 'a and b revealed the same Major Arcanum (golab) and exchange decks');
    assert.deepEqual(ids(r.state, player(r.state, 'a').hand).filter((c) => c !== 'priest'), ['nachtkinder', 'nachtkinder', 'nachtkinder']);
    assert.deepEqual(ids(r.state, player(r.state, 'b').hand).filter((c) => c !== 'priest'), ['purgatide', 'purgatide', 'purgatide']);
    // Different Majors keep their own decks.
    const own = createMatch(cards, { players: [{ id: 'a', major: 'golab', deck: deckA }, { id: 'b', major: 'malkuth', deck: deckB }], struggle: 'continent', seed: 3, shuffle: false, options: { collectionMode: true } });
    assert.ok(own.ok && ids(own.state, player(own.state, 'a').hand).includes('purgatide'));
    assert.ok(own.ok && !own.setup.checks.some((c) => c.rule === 'K-SETUP-03'));
  });

  test('K-SETUP-05 a 58-card deck deals one Hub card (57 left) before the 7-card hand, and nobody, owner included, ever sees the Hub card', () => {
    const r = starterMatch(9);
    if (!r.ok) return;
    for (const p of r.state.players) {
      assert.equal(p.drawPile.length + p.hand.length, 57);
      assert.equal(p.drawPile.length, 50);
      const hub = p.cross.hubCard!;
      assert.ok(!p.hand.includes(hub) && !p.drawPile.includes(hub));
      assert.equal(privateView(r.state, p.id).cards[hub]!.card, null, `${p.id} cannot see their own Hub card`);
      assert.equal(publicView(r.state).cards[hub]!.card, null);
      // Their own hand, by contrast, is visible to them.
      assert.notEqual(privateView(r.state, p.id).cards[p.hand[0]!]!.card, null);
    }
  });

  test('K-SETUP-08 each player takes two markers onto the Major Arcanum: 2-player Continent leaves 5 of 9 in the Pool, each Hub at 2/5', () => {
    const r = starterMatch();
    if (!r.ok) return;
    assert.equal(r.state.totalMarkers, 9);
    assert.equal(r.state.pool, 5);
    assert.deepEqual(r.state.players.map((p) => p.cross.hubMarkers), [2, 2]);
    assert.equal(winTarget(r.state).target, 5);
  });

  test('Q-08 a Unique card lying face-down as a Hub card does not block another copy: the Hub card is not in play', () => {
    const { ctx, state } = newMatch([
      { id: 'a', major: 'kether', deck: ['anton-teptov', 'anton-teptov', ...Array(26).fill('priest')] },
      { id: 'b', major: 'golab', deck: deckOf([]) },
    ]);
    assert.equal(state.cards[player(state, 'a').cross.hubCard!]!.card, 'anton-teptov');
    const s = toStep(ctx, state, 'deeds');
    const teptov = player(s, 'a').hand.find((i) => s.cards[i]!.card === 'anton-teptov')!;
    const j = judged(ctx, s, { type: 'proclaim', player: 'a', card: teptov, cross: 'a', station: 'C1' });
    assert.ok(j.ok);
    assert.equal(checkFor(j, 'K-UNIQUE-01').says, 'Anton Teptov is Unique and no copy is in play');
    ok(ctx, s, { type: 'proclaim', player: 'a', card: teptov, cross: 'a', station: 'C1' });
  });
});

describe('K-FIRST-02 house option: who starts, for games on one page', () => {
  const players = [
    { id: 'you', major: 'kether', deck: STARTER_DECKS.archon.cards },
    { id: 'bot', major: 'golab', deck: STARTER_DECKS.angel.cards },
  ];
  test('K-FIRST-02 by the rules the lowest Hierarchy starts; a chosen first player starts instead, and the setup labels it a house choice', () => {
    const rules = createMatch(coreCards(), { players, struggle: 'continent', seed: 3 });
    assert.ok(rules.ok);
    const byRules = rules.state.active;
    const other = byRules === 'you' ? 'bot' : 'you';
    const chosen = createMatch(coreCards(), { players, struggle: 'continent', seed: 3, first: other });
    assert.ok(chosen.ok);
    assert.equal(chosen.state.active, other);
    const said = chosen.setup.checks.find((c) => c.rule === 'K-FIRST-02')!;
    assert.equal(said.houseDefault, true);
    assert.match(said.says, /house option/);
    assert.equal(rules.setup.checks.find((c) => c.rule === 'K-FIRST-02')?.houseDefault, undefined);
  });
  test('K-FIRST-02 a chosen first player who is not at the table fails the setup', () => {
    const r = createMatch(coreCards(), { players, struggle: 'continent', seed: 3, first: 'nobody' });
    assert.equal(r.ok, false);
  });
});
