/**
 * Scenario tests for the Commandments the rule texts describe (catalog
 * § 11): Lack of Faith, Fly in the Ointment, Sorry, Faith Shortcut,
 * Manipulate Death, Cleansing, Astaroth Stirs, Out of Control, Karma and
 * The Void. Named with the card and the rule; played through the engine on
 * unshuffled decks.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { combatOutcome } from '../../src/kult/index.js';
import { closeWindow, ok, place, player, refused, toStep } from '../support/scenario.js';
import { arrange, inHand, judgeOnly, lastAct, nextTurn, says, suits, table } from '../support/table-kit.js';

/** Golab (a, three Skulls) with the Incinerator for his Veteran; Malkuth (b) holds the answers. */
function incinerator(handB: string[]) {
  let { ctx, state } = table({ major: 'golab', hand: ['incinerator', 'sorry'], rest: ['veteran'] }, { major: 'malkuth', hand: handB });
  const vet = place(state, 'a', 'veteran', 'C1');
  state = toStep(ctx, vet.state, 'deeds');
  return { ctx, state, veteran: vet.iid };
}

describe('Commandments from the rule texts', () => {
  it('Fly in the Ointment K-TIMING-05 / K-FLIP-06: right after a Repel for a Skull it takes that Skull away until the end of the current player\'s turn', () => {
    let { ctx, state, veteran } = incinerator(['fly-in-the-ointment']);
    state = ok(ctx, state, { type: 'repel', player: 'a', from: 'hub', to: 'C1', suit: 'skull' });
    assert.equal(suits(ctx, state, 'a').skull, 4);
    state = ok(ctx, state, { type: 'commandment', player: 'b', card: inHand(state, 'b', 'fly-in-the-ointment'), target: { player: 'a', suit: 'skull' } });
    state = closeWindow(ctx, state);
    assert.equal(suits(ctx, state, 'a').skull, 3);
    refused(ctx, state, { type: 'influence', player: 'a', card: inHand(state, 'a', 'incinerator'), target: { card: veteran } }, 'K-SUIT-04');
    state = nextTurn(ctx, state);
    assert.equal(state.active, 'b');
    assert.equal(suits(ctx, state, 'a').skull, 3, 'Golab\'s own three Skulls are back; the Repel\'s Skull expired with the turn');
  });

  it('Sorry K-TIMING-06: it cancels the Fly in the Ointment, so the Repel works; a second Sorry cancels the first ("I SORRY your SORRY")', () => {
    let { ctx, state } = incinerator(['fly-in-the-ointment', 'sorry']);
    state = ok(ctx, state, { type: 'repel', player: 'a', from: 'hub', to: 'C1', suit: 'skull' });
    state = ok(ctx, state, { type: 'commandment', player: 'b', card: inHand(state, 'b', 'fly-in-the-ointment'), target: { player: 'a', suit: 'skull' } });
    const fly = lastAct(state);
    state = ok(ctx, state, { type: 'commandment', player: 'a', card: inHand(state, 'a', 'sorry'), target: { act: fly } });
    assert.equal(suits(ctx, state, 'a').skull, 4, 'the Fly is ineffective');
    const sorry = lastAct(state);
    state = ok(ctx, state, { type: 'commandment', player: 'b', card: inHand(state, 'b', 'sorry'), target: { act: sorry } });
    assert.equal(suits(ctx, state, 'a').skull, 3, 'Sorry on Sorry: the Fly stands again');
    state = closeWindow(ctx, state);
    assert.equal(suits(ctx, state, 'a').skull, 3);
    // Sorry answers only Fly in the Ointment and Sorry: not a Repel.
    const again = incinerator(['sorry']);
    const s = ok(again.ctx, again.state, { type: 'repel', player: 'a', from: 'hub', to: 'C1', suit: 'skull' });
    refused(again.ctx, s, { type: 'commandment', player: 'b', card: inHand(s, 'b', 'sorry'), target: { act: lastAct(s) } }, 'K-TIMING-03');
  });

  it('Lack of Faith K-TIMING-07 / Q-19: the Incinerator just played has no effect and is discarded; Lack of Faith cannot answer a Proclaim', () => {
    let { ctx, state, veteran } = incinerator(['lack-of-faith', 'lack-of-faith']);
    state = closeWindow(ctx, ok(ctx, state, { type: 'repel', player: 'a', from: 'hub', to: 'C1', suit: 'skull' }));
    const inc = inHand(state, 'a', 'incinerator');
    state = ok(ctx, state, { type: 'influence', player: 'a', card: inc, target: { card: veteran } });
    state = ok(ctx, state, { type: 'commandment', player: 'b', card: inHand(state, 'b', 'lack-of-faith'), target: { act: lastAct(state) } });
    state = closeWindow(ctx, state);
    assert.deepEqual(player(state, 'a').cross.stations.C1!.attachments, []);
    assert.ok(player(state, 'a').discardPile.includes(inc));
    const p = table({ major: 'golab', hand: ['priest'] }, { major: 'malkuth', hand: ['lack-of-faith'] });
    let s = toStep(p.ctx, p.state, 'deeds');
    s = ok(p.ctx, s, { type: 'proclaim', player: 'a', card: inHand(s, 'a', 'priest'), cross: 'a', station: 'C1' });
    refused(p.ctx, s, { type: 'commandment', player: 'b', card: inHand(s, 'b', 'lack-of-faith'), target: { act: lastAct(s) } }, 'K-TIMING-03');
  });

  it('Faith Shortcut K-ATTACK-16: one marker moves one step along your own cross (Hub → Stage, Stage → Cast), never two steps at once', () => {
    let { ctx, state } = table({ major: 'kether', hand: ['faith-shortcut', 'faith-shortcut'], rest: ['priest', 'artist'] }, { major: 'golab' });
    state = place(state, 'a', 'priest', 'N').state;
    state = place(state, 'a', 'artist', 'C1').state;
    state = toStep(ctx, state, 'deeds');
    const fs = inHand(state, 'a', 'faith-shortcut');
    refused(ctx, state, { type: 'commandment', player: 'a', card: fs, target: { from: 'hub', to: 'C1' } }, 'K-ATTACK-16');
    state = closeWindow(ctx, ok(ctx, state, { type: 'commandment', player: 'a', card: fs, target: { from: 'hub', to: 'N' } }));
    assert.deepEqual([player(state, 'a').cross.hubMarkers, player(state, 'a').cross.stations.N?.markers], [1, 1]);
    state = closeWindow(ctx, ok(ctx, state, { type: 'commandment', player: 'a', card: inHand(state, 'a', 'faith-shortcut'), target: { from: 'N', to: 'C1' } }));
    assert.deepEqual([player(state, 'a').cross.stations.N?.markers, player(state, 'a').cross.stations.C1?.markers], [0, 1]);
    assert.equal(player(state, 'a').discardPile.length, 2);
  });

  it('Manipulate Death K-SUIT-09 / K-CMD-05: it gives Kether a Skull until the end of the turn, used or not (the Veteran); then the Skull is gone', () => {
    let { ctx, state } = table({ major: 'kether', hand: ['manipulate-death', 'veteran'] }, { major: 'golab' });
    state = toStep(ctx, state, 'deeds');
    const vet = inHand(state, 'a', 'veteran');
    refused(ctx, state, { type: 'proclaim', player: 'a', card: vet, cross: 'a', station: 'C1' }, 'K-SUIT-04');
    const md = inHand(state, 'a', 'manipulate-death');
    state = closeWindow(ctx, ok(ctx, state, { type: 'commandment', player: 'a', card: md }));
    assert.equal(suits(ctx, state, 'a').skull, 1);
    assert.deepEqual(player(state, 'a').inEffect, [md]);
    state = closeWindow(ctx, ok(ctx, state, { type: 'proclaim', player: 'a', card: vet, cross: 'a', station: 'C1' }));
    state = nextTurn(ctx, state);
    assert.equal(suits(ctx, state, 'a').skull, 0);
    assert.ok(player(state, 'a').discardPile.includes(md));
    // Burned with no purpose: legal, unlike a Repel for a Suit (K-REPEL-11).
    const burn = table({ major: 'kether', hand: ['manipulate-death'] }, { major: 'golab' });
    const s = toStep(burn.ctx, burn.state, 'deeds');
    ok(burn.ctx, s, { type: 'commandment', player: 'a', card: inHand(s, 'a', 'manipulate-death') });
  });

  it('Cleansing K-CMD-01 / K-STATION-06 / K-REMOVED-01: only in your own turn; it discards any Being in play, even a Creature on the Stage, then leaves the game', () => {
    let { ctx, state } = table({ major: 'golab', hand: ['cleansing'] }, { major: 'malkuth', hand: ['cleansing'], rest: ['web-weaver'] });
    const ww = place(state, 'b', 'web-weaver', 'N', { markers: 1 });
    state = ww.state;
    // In a's pre-draw window b holds the floor after a passes, but it is not b's turn.
    assert.equal(state.window?.kind, 'preDraw');
    state = ok(ctx, state, { type: 'pass', player: 'a' });
    const j = refused(ctx, state, { type: 'commandment', player: 'b', card: inHand(state, 'b', 'cleansing'), target: { card: ww.iid } }, 'K-CMD-01');
    assert.match(says(j, 'K-CMD-01'), /only during your own turn/);
    state = toStep(ctx, state, 'deeds');
    const cl = inHand(state, 'a', 'cleansing');
    const pool = state.pool;
    state = closeWindow(ctx, ok(ctx, state, { type: 'commandment', player: 'a', card: cl, target: { card: ww.iid } }));
    assert.ok(player(state, 'b').discardPile.includes(ww.iid));
    assert.equal(state.pool, pool + 1);
    assert.deepEqual(player(state, 'a').removed, [cl]);
    assert.ok(!player(state, 'a').discardPile.includes(cl));
  });

  it('Astaroth Stirs K-REPEL-13 / K-REMOVED-01: each adversary moves a marker from the Major Arcanum to the Pool (no Suit gained), then the card leaves the game', () => {
    let { ctx, state } = table({ major: 'golab', hand: ['astaroth-stirs'] }, { major: 'malkuth' });
    state = toStep(ctx, state, 'deeds');
    const pool = state.pool;
    const before = suits(ctx, state, 'b');
    const as = inHand(state, 'a', 'astaroth-stirs');
    state = closeWindow(ctx, ok(ctx, state, { type: 'commandment', player: 'a', card: as }));
    assert.deepEqual([player(state, 'a').cross.hubMarkers, player(state, 'b').cross.hubMarkers, state.pool], [2, 1, pool + 1]);
    assert.deepEqual(suits(ctx, state, 'b'), before);
    assert.deepEqual(player(state, 'a').removed, [as]);
  });

  it('Out of Control K-REMOVED-01: in combat a combatant gets −4 (the Usher 4 → 0 loses to the Gravedigger 1); then it leaves the game', () => {
    let { ctx, state } = table({ major: 'kether', rest: ['usher'] }, { major: 'golab', hand: ['out-of-control'], rest: ['gravedigger'] });
    const us = place(state, 'a', 'usher', 'C1');
    const gd = place(us.state, 'b', 'gravedigger', 'C1');
    state = toStep(ctx, gd.state, 'attack');
    state = ok(ctx, state, { type: 'attack', player: 'a', attacker: us.iid, target: gd.iid });
    state = ok(ctx, state, { type: 'pass', player: 'a' });
    const oc = inHand(state, 'b', 'out-of-control');
    state = ok(ctx, state, { type: 'commandment', player: 'b', card: oc, target: { card: us.iid } });
    assert.equal(combatOutcome(ctx, state)!.attackerCv, '0 (4 Usher -4 Out of Control)');
    assert.deepEqual(player(state, 'b').inEffect, [oc], 'on the table while the combat lasts (K-CMD-05)');
    state = closeWindow(ctx, state);
    assert.ok(player(state, 'a').discardPile.includes(us.iid));
    assert.deepEqual(player(state, 'b').removed, [oc]);
    assert.ok(!player(state, 'b').discardPile.includes(oc));
  });

  it('Karma K-REMOVED-01: a Spell just cast (Dreamwalk, +2) has no effect; Karma leaves the game (it is not restricted to one copy)', () => {
    let { ctx, state } = table({ major: 'kether', hand: ['dreamwalk'], rest: ['teacher', 'usher'] }, { major: 'golab', hand: ['karma'], rest: ['purgatide'] });
    const teacher = place(state, 'a', 'teacher', 'C2');
    const us = place(teacher.state, 'a', 'usher', 'C1');
    const pu = place(us.state, 'b', 'purgatide', 'C1');
    state = toStep(ctx, pu.state, 'attack');
    state = ok(ctx, state, { type: 'attack', player: 'a', attacker: us.iid, target: pu.iid });
    state = ok(ctx, state, { type: 'spell', player: 'a', card: inHand(state, 'a', 'dreamwalk'), caster: teacher.iid, target: { card: us.iid } });
    assert.equal(combatOutcome(ctx, state)!.winner, us.iid);
    const karma = inHand(state, 'b', 'karma');
    state = ok(ctx, state, { type: 'commandment', player: 'b', card: karma, target: { act: lastAct(state) } });
    assert.equal(combatOutcome(ctx, state)!.attackerCv, '4 (4 Usher)');
    assert.equal(combatOutcome(ctx, state)!.winner, null);
    assert.deepEqual(player(state, 'b').removed, [karma]);
    assert.equal(ctx.cards.cards.get('karma')!.removedAfterPlay, true);
  });

  it('The Void K-MA-02: the adversary discards a card at random; Gamichicoth draws no replacement for it (only for its own use or step-6 discard)', () => {
    let { ctx, state } = table({ major: 'kether', hand: ['the-void'] }, { major: 'gamichicoth' });
    state = arrange(state, (s) => {
      const b = s.players.find((p) => p.id === 'b')!;
      while (b.hand.length > 4) b.drawPile.unshift(b.hand.pop()!);
    });
    state = toStep(ctx, state, 'deeds');
    const v = inHand(state, 'a', 'the-void');
    refused(ctx, state, { type: 'commandment', player: 'a', card: v, target: { player: 'a' } }, 'K-GEN-01');
    assert.match(says(judgeOnly(ctx, state, { type: 'commandment', player: 'a', card: v, target: { player: 'b' } }), 'K-GEN-01'), /b discards one of 4 cards at random/);
    const pile = player(state, 'b').drawPile.length;
    state = closeWindow(ctx, ok(ctx, state, { type: 'commandment', player: 'a', card: v, target: { player: 'b' } }));
    assert.equal(player(state, 'b').hand.length, 3);
    assert.equal(player(state, 'b').drawPile.length, pile);
    assert.equal(player(state, 'b').discardPile.length, 1);
    assert.ok(player(state, 'a').discardPile.includes(v), 'a one-shot Commandment is discarded (K-CMD-05)');
  });
});
