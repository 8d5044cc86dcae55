/**
 * K-DISCARD: step 6 (at most one card, face-down, to its owner's pile) and
 * who may see a discard pile.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { privateView, publicView } from '../../src/kult/index.js';
import { closeWindow, ok, place, player, refused, toStep } from '../support/scenario.js';
import { arrange, inHand, says, table } from '../support/table-kit.js';

describe('K-DISCARD', () => {
  it('K-DISCARD-01: discarding nothing is legal and ends the turn; one discard is legal, a second one in the same step is refused', () => {
    let { ctx, state } = table({ major: 'kether', hand: ['usher', 'artist'] }, { major: 'golab' });
    state = toStep(ctx, state, 'discard');
    const none = ok(ctx, state, { type: 'discard', player: 'a', card: null });
    assert.equal(none.active, 'b');
    assert.equal(player(none, 'a').discardPile.length, 0);
    const one = ok(ctx, state, { type: 'discard', player: 'a', card: inHand(state, 'a', 'usher') });
    assert.equal(player(one, 'a').hand.length, 6);
    assert.equal(one.window?.kind, 'react');
    // The discard's response window is open: a second discard is not a response.
    refused(ctx, ok(ctx, one, { type: 'pass', player: 'b' }), { type: 'discard', player: 'a', card: inHand(one, 'a', 'artist') }, 'K-TIMING-03');
    const after = closeWindow(ctx, one);
    assert.equal(after.active, 'b'); // the step is over: the turn has passed
    assert.equal(player(after, 'a').discardPile.length, 1);
  });

  it('K-DISCARD-01: only a card from your own hand can be discarded', () => {
    let { ctx, state } = table({ major: 'kether' }, { major: 'golab', hand: ['usher'] });
    state = toStep(ctx, state, 'discard');
    const j = refused(ctx, state, { type: 'discard', player: 'a', card: inHand(state, 'b', 'usher') }, 'K-DISCARD-02');
    assert.match(says(j, 'K-DISCARD-02'), /is not in your hand/);
  });

  it('K-DISCARD-02 / K-DISCARD-03: the discard goes face-down: the opponent sees only the pile size, the owner may look through it', () => {
    let { ctx, state } = table({ major: 'kether', hand: ['usher'] }, { major: 'golab' });
    state = toStep(ctx, state, 'discard');
    const us = inHand(state, 'a', 'usher');
    state = closeWindow(ctx, ok(ctx, state, { type: 'discard', player: 'a', card: us }));
    const forB = privateView(state, 'b');
    assert.equal(player(forB, 'a').discardPile.length, 1);
    assert.equal(forB.cards[us]!.card, null);
    assert.equal(publicView(state).cards[us]!.card, null);
    assert.equal(privateView(state, 'a').cards[us]!.card, 'usher');
  });

  it('K-DISCARD-04: Chesed draws a replacement after the step-6 discard, but still discards only one card', () => {
    let { ctx, state } = table({ major: 'chesed', hand: ['usher'] }, { major: 'golab' });
    assert.equal(state.active, 'a');
    // Chesed keeps a 4-card hand (K-MA-02): arrange one.
    state = arrange(state, (s) => {
      const me = s.players.find((p) => p.id === 'a')!;
      while (me.hand.length > 4) me.discardPile.push(me.hand.pop()!);
    });
    state = toStep(ctx, state, 'discard');
    const hand = player(state, 'a').hand.length;
    const pile = player(state, 'a').discardPile.length;
    const draw = player(state, 'a').drawPile.length;
    state = ok(ctx, state, { type: 'discard', player: 'a', card: inHand(state, 'a', 'usher') });
    assert.equal(player(state, 'a').hand.length, hand);
    assert.equal(player(state, 'a').discardPile.length, pile + 1);
    assert.equal(player(state, 'a').drawPile.length, draw - 1);
    assert.equal(state.stepDone, true);
  });

  it("K-DISCARD-05: B's Secret Agent standing in A's Cast is killed → it goes to B's discard pile", () => {
    let { ctx, state } = table({ major: 'kether', rest: ['usher'] }, { major: 'golab', rest: ['secret-agent'] });
    const us = place(state, 'a', 'usher', 'C1');
    const sa = place(us.state, 'b', 'secret-agent', 'C4', { cross: 'a' });
    state = toStep(ctx, sa.state, 'attack');
    state = closeWindow(ctx, ok(ctx, state, { type: 'attack', player: 'a', attacker: us.iid, target: sa.iid }));
    assert.equal(player(state, 'a').cross.stations.C4, undefined);
    assert.ok(player(state, 'b').discardPile.includes(sa.iid));
    assert.ok(!player(state, 'a').discardPile.includes(sa.iid));
  });
});
