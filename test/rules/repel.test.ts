/**
 * K-REPEL: moving markers outward for a Suit or to pay a REPEL effect,
 * "a Repel must have a purpose", ring skipping, Nachtkinder
 * and the Drug Dealer (FAQ §REPELLING MUST HAVE A PURPOSE).
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { combatOutcome } from '../../src/kult/index.js';
import { closeWindow, ok, place, player, refused, toStep } from '../support/scenario.js';
import { inHand, judgeOnly, says, suits, table } from '../support/table-kit.js';

/** Kether (a, starts: Rose, Hourglass, Eye, Crescent) against Golab (b). */
function kether(hand: string[], rest: string[] = [], restB: string[] = [], handB: string[] = []) {
  return table({ major: 'kether', hand, rest }, { major: 'golab', hand: handB, rest: restB }, { struggle: 'world' });
}

describe('K-REPEL: Repels for a Suit', () => {
  it("K-REPEL-01: a Repel moves a marker inside the player's own cross only: a marker on the opponent's card cannot be Repelled", () => {
    let { ctx, state } = kether(['veteran'], [], ['artist']);
    state = toStep(ctx, place(state, 'b', 'artist', 'C1', { markers: 1 }).state, 'deeds');
    const j = refused(ctx, state, { type: 'repel', player: 'a', from: 'C1', to: 'pool', suit: 'skull' }, 'K-REPEL-01');
    assert.match(says(j, 'K-REPEL-01'), /no marker on C1 in your cross/);
  });

  it('K-REPEL-02 / K-REPEL-09: Hub → North card gives +1 Skull, named when the Repel is made', () => {
    let { ctx, state } = kether(['veteran'], ['priest']);
    state = toStep(ctx, place(state, 'a', 'priest', 'N').state, 'deeds');
    assert.equal(suits(ctx, state, 'a').skull, 0);
    const repel = { type: 'repel', player: 'a', from: 'hub', to: 'N', suit: 'skull' } as const;
    assert.match(says(judgeOnly(ctx, state, repel), 'K-REPEL-09'), /the Skull helps pay for Veteran \(needs Skull×1, you control Skull×0/);
    state = ok(ctx, state, repel);
    assert.equal(suits(ctx, state, 'a').skull, 1);
    assert.equal(player(state, 'a').cross.hubMarkers, 1);
    assert.equal(player(state, 'a').cross.stations.N?.markers, 1);
  });

  it('K-REPEL-03: a Suit named as an Eye cannot later count as a Rose', () => {
    let { ctx, state } = kether(['usher', 'femme-fatale']);
    state = toStep(ctx, state, 'deeds');
    state = closeWindow(ctx, ok(ctx, state, { type: 'repel', player: 'a', from: 'hub', to: 'pool', suit: 'eye' }));
    assert.deepEqual(suits(ctx, state, 'a'), { skull: 0, rose: 1, hourglass: 1, eye: 2, crescent: 1 });
    const j = refused(ctx, state, { type: 'proclaim', player: 'a', card: inHand(state, 'a', 'femme-fatale'), cross: 'a', station: 'C1' }, 'K-SUIT-04');
    assert.match(says(j, 'K-SUIT-04'), /needs Rose×2, you control Rose×1/);
    ok(ctx, state, { type: 'proclaim', player: 'a', card: inHand(state, 'a', 'usher'), cross: 'a', station: 'C1' });
  });

  it('K-REPEL-04: B Repels for an Eye during A\'s combat; B controls it until the end of A\'s turn, then it is gone', () => {
    let { ctx, state } = table(
      { major: 'golab', rest: ['purgatide'] },
      { major: 'netzach', hand: ['waking-nightmare'], rest: ['sleepwalker-seer', 'priest'] },
    );
    const pu = place(state, 'a', 'purgatide', 'C1');
    const seer = place(pu.state, 'b', 'sleepwalker-seer', 'C2');
    const pr = place(seer.state, 'b', 'priest', 'C1');
    state = toStep(ctx, pr.state, 'attack');
    state = ok(ctx, state, { type: 'attack', player: 'a', attacker: pu.iid, target: pr.iid });
    state = ok(ctx, state, { type: 'pass', player: 'a' });
    assert.equal(suits(ctx, state, 'b').eye, 0);
    state = ok(ctx, state, { type: 'repel', player: 'b', from: 'hub', to: 'C1', suit: 'eye' });
    assert.equal(suits(ctx, state, 'b').eye, 1);
    state = closeWindow(ctx, state);
    assert.equal(state.active, 'a');
    assert.equal(suits(ctx, state, 'b').eye, 1); // still A's turn
    state = toStep(ctx, state, 'sway');
    assert.equal(state.active, 'b');
    assert.equal(suits(ctx, state, 'b').eye, 0);
  });

  it('K-REPEL-05: one marker Repelled Hub → Stage → Cast → Pool in three Repels gives three Suits', () => {
    let { ctx, state } = kether(['veteran', 'usher', 'femme-fatale'], ['priest', 'artist']);
    state = place(state, 'a', 'priest', 'N').state;
    state = place(state, 'a', 'artist', 'C1').state;
    state = toStep(ctx, state, 'deeds');
    const pool = state.pool;
    state = closeWindow(ctx, ok(ctx, state, { type: 'repel', player: 'a', from: 'hub', to: 'N', suit: 'skull' }));
    state = closeWindow(ctx, ok(ctx, state, { type: 'repel', player: 'a', from: 'N', to: 'C1', suit: 'eye' }));
    state = closeWindow(ctx, ok(ctx, state, { type: 'repel', player: 'a', from: 'C1', to: 'pool', suit: 'rose' }));
    assert.deepEqual(suits(ctx, state, 'a'), { skull: 1, rose: 2, hourglass: 1, eye: 2, crescent: 1 });
    assert.equal(state.pool, pool + 1);
    assert.equal(player(state, 'a').cross.hubMarkers, 1);
  });

  it('K-REPEL-06 / Q-06: with an empty Stage and Cast the Hub → Pool move is one Repel and one Suit', () => {
    let { ctx, state } = kether(['veteran']);
    state = toStep(ctx, state, 'deeds');
    const before = suits(ctx, state, 'a');
    state = ok(ctx, state, { type: 'repel', player: 'a', from: 'hub', to: 'pool', suit: 'skull' });
    const after = suits(ctx, state, 'a');
    assert.equal(after.skull - before.skull, 1);
    assert.equal(Object.values(after).reduce((x, y) => x + y) - Object.values(before).reduce((x, y) => x + y), 1);
  });

  it('K-REPEL-06 / Q-06: with a Stage card but an empty Cast, Hub → Stage → Pool takes two Repels (2 Suits); skipping the Stage card is refused', () => {
    let { ctx, state } = kether(['veteran', 'usher'], ['priest']);
    state = toStep(ctx, place(state, 'a', 'priest', 'N').state, 'deeds');
    const j = refused(ctx, state, { type: 'repel', player: 'a', from: 'hub', to: 'pool', suit: 'skull' }, 'Q-06');
    assert.match(says(j, 'Q-06'), /from the Hub the next step outward is N/);
    state = closeWindow(ctx, ok(ctx, state, { type: 'repel', player: 'a', from: 'hub', to: 'N', suit: 'skull' }));
    state = closeWindow(ctx, ok(ctx, state, { type: 'repel', player: 'a', from: 'N', to: 'pool', suit: 'eye' }));
    assert.deepEqual(suits(ctx, state, 'a'), { skull: 1, rose: 1, hourglass: 1, eye: 2, crescent: 1 });
  });

  it('K-REPEL-06: from the Hub a Cast card cannot be reached while a Stage card has room', () => {
    let { ctx, state } = kether(['veteran'], ['priest', 'artist']);
    state = place(state, 'a', 'priest', 'N').state;
    state = toStep(ctx, place(state, 'a', 'artist', 'C1').state, 'deeds');
    refused(ctx, state, { type: 'repel', player: 'a', from: 'hub', to: 'C1', suit: 'skull' }, 'K-REPEL-06');
  });

  it('K-REPEL-07: a Stage card holding 1 of 1 cannot receive a Repel; a face-up receiving card stays face-up', () => {
    let { ctx, state } = kether(['veteran'], ['priest', 'artist']);
    state = place(state, 'a', 'priest', 'N', { markers: 1 }).state;
    state = toStep(ctx, place(state, 'a', 'artist', 'C1').state, 'deeds');
    const j = refused(ctx, state, { type: 'repel', player: 'a', from: 'hub', to: 'N', suit: 'skull' }, 'K-REPEL-07');
    assert.match(says(j, 'K-REPEL-07'), /N is full.*next step outward: C1/);
    state = ok(ctx, state, { type: 'repel', player: 'a', from: 'hub', to: 'C1', suit: 'skull' });
    assert.equal(player(state, 'a').cross.stations.C1?.faceUp, true);
    assert.equal(player(state, 'a').cross.stations.C1?.markers, 1);
  });

  it('K-REPEL-07 / K-REPEL-12: a Turned card may be the destination and the source of a Repel (capacity still applies)', () => {
    let { ctx, state } = kether(['veteran', 'usher'], ['priest', 'artist']);
    state = place(state, 'a', 'priest', 'N', { faceUp: false }).state;
    state = toStep(ctx, state, 'deeds');
    assert.equal(player(state, 'a').cross.stations.N?.faceUp, false);
    state = closeWindow(ctx, ok(ctx, state, { type: 'repel', player: 'a', from: 'hub', to: 'N', suit: 'skull' }));
    assert.equal(player(state, 'a').cross.stations.N?.markers, 1);
    assert.equal(player(state, 'a').cross.stations.N?.faceUp, false);
    state = ok(ctx, state, { type: 'repel', player: 'a', from: 'N', to: 'pool', suit: 'eye' });
    assert.equal(player(state, 'a').cross.stations.N?.markers, 0);
    assert.equal(suits(ctx, state, 'a').eye, 2);
  });
});

describe('K-REPEL: Repels that buy an effect', () => {
  it('K-REPEL-08: Nachtkinder makes 3 Repels in one combat → +6 CV and no Suits', () => {
    let { ctx, state } = kether([], ['anton-teptov'], ['nachtkinder', 'cathedral-of-ash']);
    const tep = place(state, 'a', 'anton-teptov', 'C1');
    const cat = place(tep.state, 'b', 'cathedral-of-ash', 'N');
    const nk = place(cat.state, 'b', 'nachtkinder', 'C1', { markers: 1 });
    state = toStep(ctx, nk.state, 'attack');
    state = ok(ctx, state, { type: 'attack', player: 'a', attacker: tep.iid, target: nk.iid });
    const suitsBefore = suits(ctx, state, 'b');
    const pool = state.pool;
    for (const repel of [{ from: 'C1', to: 'pool' }, { from: 'hub', to: 'N' }, { from: 'hub', to: 'N' }] as const) {
      state = ok(ctx, state, { type: 'pass', player: 'a' });
      state = ok(ctx, state, { type: 'ability', player: 'b', card: nk.iid, index: 0, repel });
    }
    assert.deepEqual(suits(ctx, state, 'b'), suitsBefore);
    assert.equal(combatOutcome(ctx, state)!.targetCv, '9 (3 Nachtkinder +2 Nachtkinder +2 Nachtkinder +2 Nachtkinder)');
    assert.equal(state.pool, pool + 1);
    state = closeWindow(ctx, state);
    assert.equal(player(state, 'a').cross.stations.C1, undefined); // Teptov 6 loses to 9
    assert.equal(player(state, 'b').cross.stations.C1?.base, nk.iid);
    assert.equal(state.lasting.length, 0);
  });

  it('K-REPEL-08: Nachtkinder\'s ability is timed for combat; outside a combat it is refused', () => {
    let { ctx, state } = table({ major: 'golab', rest: ['nachtkinder'] }, { major: 'malkuth' });
    const nk = place(state, 'a', 'nachtkinder', 'C1', { markers: 1 });
    state = toStep(ctx, nk.state, 'deeds');
    refused(ctx, state, { type: 'ability', player: 'a', card: nk.iid, index: 0, repel: { from: 'C1', to: 'pool' } }, 'K-TURNED-13');
  });

  it('K-REPEL-09 / Q-07: a doomed Being\'s marker Repelled to the Pool "for a Suit" only to deny it to the attacker is refused', () => {
    let { ctx, state } = kether([], ['anton-teptov'], ['artist']);
    const tep = place(state, 'a', 'anton-teptov', 'C1');
    const art = place(tep.state, 'b', 'artist', 'C1', { markers: 1 });
    state = toStep(ctx, art.state, 'attack');
    state = ok(ctx, state, { type: 'attack', player: 'a', attacker: tep.iid, target: art.iid });
    state = ok(ctx, state, { type: 'pass', player: 'a' });
    const j = refused(ctx, state, { type: 'repel', player: 'b', from: 'C1', to: 'pool', suit: 'skull' }, 'Q-07');
    assert.match(says(j, 'Q-07'), /no card you could play now needs another Skull/);
  });

  it('Q-07: in the deeds step a Repel for a Suit no card in hand needs is refused', () => {
    let { ctx, state } = kether(['usher']);
    state = toStep(ctx, state, 'deeds');
    refused(ctx, state, { type: 'repel', player: 'a', from: 'hub', to: 'pool', suit: 'skull' }, 'Q-07');
    ok(ctx, state, { type: 'repel', player: 'a', from: 'hub', to: 'pool', suit: 'eye' });
  });

  it('K-REPEL-10: the doomed Drug Dealer Repels its own marker to discard a Pawn: legal; the Pawn is discarded and the attacker gets no marker', () => {
    let { ctx, state } = kether([], ['anton-teptov', 'priest'], ['drug-dealer']);
    const tep = place(state, 'a', 'anton-teptov', 'C1');
    const pr = place(tep.state, 'a', 'priest', 'C2', { markers: 1 });
    const dd = place(pr.state, 'b', 'drug-dealer', 'C4', { markers: 1 });
    state = toStep(ctx, dd.state, 'attack');
    const pool = state.pool;
    state = ok(ctx, state, { type: 'attack', player: 'a', attacker: tep.iid, target: dd.iid });
    state = ok(ctx, state, { type: 'pass', player: 'a' });
    const use = { type: 'ability', player: 'b', card: dd.iid, index: 0, target: { card: pr.iid }, repel: { from: 'C4', to: 'pool' } } as const;
    assert.match(says(judgeOnly(ctx, state, use), 'K-GEN-01'), /Drug Dealer discards Priest/);
    state = ok(ctx, state, use);
    assert.ok(player(state, 'a').discardPile.includes(pr.iid));
    state = closeWindow(ctx, state);
    assert.ok(player(state, 'b').discardPile.includes(dd.iid)); // Teptov 6 beats the Dealer 2
    assert.equal(player(state, 'a').cross.stations.C1?.markers, 0); // but takes no marker
    assert.equal(state.pool, pool + 2); // the Dealer's and the Priest's markers
  });

  it('K-REPEL-13 / K-POPDISCARD-06: an effect (Astaroth Stirs) forces B to move a marker Hub → Pool: B gains no Suit', () => {
    let { ctx, state } = table({ major: 'golab', hand: ['astaroth-stirs'] }, { major: 'malkuth' });
    state = toStep(ctx, state, 'deeds');
    const before = suits(ctx, state, 'b');
    const pool = state.pool;
    state = ok(ctx, state, { type: 'commandment', player: 'a', card: inHand(state, 'a', 'astaroth-stirs') });
    assert.equal(player(state, 'b').cross.hubMarkers, 1);
    assert.equal(player(state, 'a').cross.hubMarkers, 2);
    assert.equal(state.pool, pool + 1);
    assert.deepEqual(suits(ctx, state, 'b'), before);
  });
});
