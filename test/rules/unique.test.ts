/**
 * K-UNIQUE: one copy of a Unique card in play across the table, with Q-08
 * (the hidden Hub card does not count).
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { DEFAULT_OPTIONS, validateDeck } from '../../src/kult/index.js';
import { closeWindow, newMatch, ok, place, player, refused, toStep, FILLER } from '../support/scenario.js';
import { inHand, nextTurn, says, table } from '../support/table-kit.js';

describe('K-UNIQUE', () => {
  it('K-UNIQUE-01: A has the Unique Lictor of the Courts in C1: neither A nor B may play a second one', () => {
    let { ctx, state } = table({ major: 'kether', hand: ['lictor-of-the-courts', 'lictor-of-the-courts'] }, { major: 'malkuth', hand: ['lictor-of-the-courts'] });
    const lic = place(state, 'a', 'lictor-of-the-courts', 'C1');
    state = toStep(ctx, lic.state, 'deeds');
    const j = refused(ctx, state, { type: 'proclaim', player: 'a', card: inHand(state, 'a', 'lictor-of-the-courts'), cross: 'a', station: 'C2' }, 'K-UNIQUE-01');
    assert.match(says(j, 'K-UNIQUE-01'), /Lictor of the Courts is Unique and a copy is already in play in your cross/);
    state = toStep(ctx, nextTurn(ctx, state), 'deeds');
    assert.equal(state.active, 'b');
    const jb = refused(ctx, state, { type: 'proclaim', player: 'b', card: inHand(state, 'b', 'lictor-of-the-courts'), cross: 'b', station: 'C1' }, 'K-UNIQUE-01');
    assert.match(says(jb, 'K-UNIQUE-01'), /already in play in a's cross/);
  });

  it('K-UNIQUE-02: once the copy in play is killed in combat, the other player may Proclaim it', () => {
    let { ctx, state } = table({ major: 'kether', rest: ['lictor-of-the-courts'] }, { major: 'malkuth', hand: ['lictor-of-the-courts'], rest: ['anton-teptov'] });
    const lic = place(state, 'a', 'lictor-of-the-courts', 'C1');
    const tep = place(lic.state, 'b', 'anton-teptov', 'C2');
    state = toStep(ctx, tep.state, 'attack');
    state = closeWindow(ctx, ok(ctx, state, { type: 'attack', player: 'a', attacker: lic.iid, target: tep.iid })); // 5 < 6
    assert.ok(player(state, 'a').discardPile.includes(lic.iid));
    state = toStep(ctx, nextTurn(ctx, state), 'deeds');
    assert.equal(state.active, 'b');
    const copy = inHand(state, 'b', 'lictor-of-the-courts');
    state = ok(ctx, state, { type: 'proclaim', player: 'b', card: copy, cross: 'b', station: 'C1' });
    assert.equal(player(state, 'b').cross.stations.C1?.base, copy);
  });

  it('K-UNIQUE-03: a deck with 3 copies of a Unique Lictor is valid; 4 copies break the three-copy limit', () => {
    const { ctx } = table({ major: 'kether' }, { major: 'golab' });
    // 55 other cards, at most 3 of each: neutral, non-Unique, not on the restricted list.
    const pool = [...ctx.cards.cards.values()].filter((c) => c.kind !== 'major' && c.affiliation === 'white' && !c.unique && !['cleansing', 'astaroth-stirs', 'out-of-control', 'fettered'].includes(c.id));
    const base = pool.flatMap((c) => [c.id, c.id, c.id]).slice(0, 55);
    assert.equal(base.length, 55);
    const three = validateDeck(ctx, [...base, 'anton-teptov', 'anton-teptov', 'anton-teptov'], { options: { ...DEFAULT_OPTIONS, collectionMode: false }, players: 2, major: 'kether' });
    assert.ok(three.ok, three.checks.filter((c) => !c.ok).map((c) => c.says).join('; '));
    const four = validateDeck(ctx, [...base, 'anton-teptov', 'anton-teptov', 'anton-teptov', 'anton-teptov'], { options: { ...DEFAULT_OPTIONS, collectionMode: false }, players: 2, major: 'kether' });
    assert.ok(four.checks.some((c) => !c.ok && c.rule === 'K-DECK-02'));
  });

  it('Q-08: a Unique card lying face-down as the Hub card does not block Proclaiming another copy', () => {
    const deck = ['lictor-of-the-courts', 'lictor-of-the-courts', ...Array(30).fill(FILLER)];
    let { ctx, state } = newMatch([{ id: 'a', major: 'kether', deck }, { id: 'b', major: 'golab', deck: Array(30).fill(FILLER) }]);
    assert.equal(state.cards[player(state, 'a').cross.hubCard!]!.card, 'lictor-of-the-courts');
    state = toStep(ctx, state, 'deeds');
    state = closeWindow(ctx, ok(ctx, state, { type: 'proclaim', player: 'a', card: inHand(state, 'a', 'lictor-of-the-courts'), cross: 'a', station: 'C1' }));
    assert.equal(state.cards[player(state, 'a').cross.stations.C1!.base]!.card, 'lictor-of-the-courts');
  });
});
