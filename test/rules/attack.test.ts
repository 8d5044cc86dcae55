/**
 * K-ATTACK, K-WEAPON, K-ITEM: step 5, the combat modification loop and its
 * resolution, with the FAQ's Teptov/Artist (§TIMING) and Drug Dealer
 * (§STEP FIVE, §REPELLING MUST HAVE A PURPOSE) rulings, and.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { combatOutcome, combatValue, type GameState } from '../../src/kult/index.js';
import { attach, closeWindow, newMatch, deckOf, ok, place, player, refused, toStep } from '../support/scenario.js';
import { inHand, lastAct, says, suits, table } from '../support/table-kit.js';
import { twoWith } from '../support/turn-kit.js';

/** Kether (a, starts) against Golab (b); cards listed in `restA`/`restB` can be placed. */
function duelWith(restA: string[], restB: string[], handA: string[] = [], handB: string[] = []) {
  return table({ major: 'kether', hand: handA, rest: restA }, { major: 'golab', hand: handB, rest: restB }, { struggle: 'world' });
}

function slotOf(state: GameState, p: string, s: 'C1' | 'C2' | 'C3' | 'C4' | 'N' | 'E' | 'S' | 'W') {
  return player(state, p).cross.stations[s];
}

describe('K-ATTACK: declaring an attack', () => {
  it('K-ATTACK-01: attacking is optional; after one combat has resolved a second attack in the same turn is refused', () => {
    let { ctx, state } = duelWith(['veteran', 'priest'], ['artist']);
    const vet = place(state, 'a', 'veteran', 'C1');
    const pr = place(vet.state, 'a', 'priest', 'C2');
    const art = place(pr.state, 'b', 'artist', 'C1');
    state = toStep(ctx, art.state, 'attack');
    const declined = ok(ctx, state, { type: 'declineAttack', player: 'a' });
    assert.equal(declined.step, 'discard');
    state = ok(ctx, state, { type: 'attack', player: 'a', attacker: vet.iid, target: art.iid });
    assert.equal(state.attackUsed, true);
    state = closeWindow(ctx, state); // Veteran 3 vs Artist 3: the Veteran wins ties
    assert.equal(slotOf(state, 'b', 'C1'), undefined);
    const j = refused(ctx, state, { type: 'attack', player: 'a', attacker: pr.iid, target: vet.iid }, 'K-ATTACK-01');
    assert.match(j.checks.filter((c) => !c.ok).map((c) => c.says).join(' '), /not step 5|already attacked/);
  });

  it('K-ATTACK-02: a face-up Being on North cannot attack', () => {
    let { ctx, state } = duelWith(['priest'], ['artist']);
    const pr = place(state, 'a', 'priest', 'N');
    const art = place(pr.state, 'b', 'artist', 'C1');
    state = toStep(ctx, art.state, 'attack');
    const j = refused(ctx, state, { type: 'attack', player: 'a', attacker: pr.iid, target: art.iid }, 'K-ATTACK-02');
    assert.match(says(j, 'K-ATTACK-02'), /Priest is on N/);
  });

  it("K-ATTACK-02: a Being in the opponent's Cast cannot be used as the attacker", () => {
    let { ctx, state } = duelWith(['priest'], ['artist']);
    const pr = place(state, 'a', 'priest', 'C1');
    const art = place(pr.state, 'b', 'artist', 'C1');
    state = toStep(ctx, art.state, 'attack');
    refused(ctx, state, { type: 'attack', player: 'a', attacker: art.iid, target: pr.iid }, 'K-ATTACK-02');
  });

  it("K-ATTACK-03: A's C1 Being may attack A's own C3 Pawn; the Pawn is discarded", () => {
    let { ctx, state } = duelWith(['usher', 'priest'], []);
    const us = place(state, 'a', 'usher', 'C1');
    const pr = place(us.state, 'a', 'priest', 'C3');
    state = toStep(ctx, pr.state, 'attack');
    state = ok(ctx, state, { type: 'attack', player: 'a', attacker: us.iid, target: pr.iid });
    state = closeWindow(ctx, state);
    assert.equal(slotOf(state, 'a', 'C3'), undefined);
    assert.ok(player(state, 'a').discardPile.includes(pr.iid));
    assert.equal(slotOf(state, 'a', 'C1')?.base, us.iid);
  });

  it('K-ATTACK-04: a Region in a Cast and a Being on East cannot be attacked', () => {
    let { ctx, state } = duelWith(['usher'], ['catacombs', 'sin-eater']);
    const us = place(state, 'a', 'usher', 'C1');
    const cat = place(us.state, 'b', 'catacombs', 'C1');
    const sin = place(cat.state, 'b', 'sin-eater', 'E');
    state = toStep(ctx, sin.state, 'attack');
    const j = refused(ctx, state, { type: 'attack', player: 'a', attacker: us.iid, target: cat.iid }, 'K-ATTACK-04');
    assert.match(says(j, 'K-ATTACK-04'), /Catacombs is a Region on C1/);
    refused(ctx, state, { type: 'attack', player: 'a', attacker: us.iid, target: sin.iid }, 'K-ATTACK-04');
  });
});

describe('K-ATTACK: the modification loop', () => {
  it('K-ATTACK-06: the attacker\'s controller acts first, then the target\'s; the loop goes on until both pass in succession', () => {
    let { ctx, state } = duelWith(['usher'], ['purgatide'], ['surge-of-will'], ['moment-of-doubt', 'wrath-of-inferno']);
    const us = place(state, 'a', 'usher', 'C1');
    const pu = place(us.state, 'b', 'purgatide', 'C1');
    state = toStep(ctx, pu.state, 'attack');
    state = ok(ctx, state, { type: 'attack', player: 'a', attacker: us.iid, target: pu.iid });
    assert.equal(state.window?.kind, 'combat');
    assert.deepEqual(state.window?.order, ['a', 'b']);
    refused(ctx, state, { type: 'pass', player: 'b' }, 'K-TIMING-04');
    state = ok(ctx, state, { type: 'commandment', player: 'a', card: inHand(state, 'a', 'surge-of-will'), target: { card: us.iid } });
    assert.deepEqual(state.window?.order, ['b', 'a']);
    state = ok(ctx, state, { type: 'commandment', player: 'b', card: inHand(state, 'b', 'moment-of-doubt'), target: { card: us.iid } });
    state = ok(ctx, state, { type: 'pass', player: 'a' });
    // b has not passed since the latest act: b may still act, and the loop restarts.
    assert.notEqual(state.combat, null);
    state = ok(ctx, state, { type: 'commandment', player: 'b', card: inHand(state, 'b', 'wrath-of-inferno'), target: { card: pu.iid } });
    assert.deepEqual(state.window?.order, ['a', 'b']);
    const out = combatOutcome(ctx, state)!;
    assert.equal(out.attackerCv, '4 (4 Usher +2 Surge of Will -2 Moment of Doubt)');
    assert.equal(out.targetCv, '7 (4 Purgatide +3 Wrath of Inferno)');
    state = ok(ctx, state, { type: 'pass', player: 'a' });
    state = ok(ctx, state, { type: 'pass', player: 'b' });
    assert.equal(state.combat, null);
    assert.equal(slotOf(state, 'a', 'C1'), undefined); // Usher 4 lost to Purgatide 7
    assert.equal(state.lasting.filter((l) => l.kind === 'combatCv').length, 0);
  });

  it('K-ATTACK-06: with three players the order is attacker\'s controller, target\'s controller, then the others', () => {
    let { ctx, state } = newMatch([
      { id: 'a', major: 'kether', deck: deckOf([], ['usher']) },
      { id: 'b', major: 'golab', deck: deckOf([]) },
      { id: 'c', major: 'malkuth', deck: deckOf([], ['artist']) },
    ]);
    const us = place(state, 'a', 'usher', 'C1');
    const art = place(us.state, 'c', 'artist', 'C2');
    state = toStep(ctx, art.state, 'attack');
    state = ok(ctx, state, { type: 'attack', player: 'a', attacker: us.iid, target: art.iid });
    assert.deepEqual(state.window?.order, ['a', 'c', 'b']);
  });

  it('K-ATTACK-07: the Drug Dealer\'s controller makes several Repels mid-combat, discarding one Pawn per Repel', () => {
    let { ctx, state } = duelWith(['anton-teptov', 'priest', 'artist', 'veteran'], ['drug-dealer']);
    const tep = place(state, 'a', 'anton-teptov', 'C1');
    const p1 = place(tep.state, 'a', 'priest', 'C2');
    const p2 = place(p1.state, 'a', 'artist', 'C3');
    const p3 = place(p2.state, 'a', 'veteran', 'C4');
    const dd = place(p3.state, 'b', 'drug-dealer', 'C1', { markers: 1 });
    state = toStep(ctx, dd.state, 'attack');
    state = ok(ctx, state, { type: 'attack', player: 'a', attacker: tep.iid, target: dd.iid });
    state = ok(ctx, state, { type: 'pass', player: 'a' });
    state = ok(ctx, state, { type: 'ability', player: 'b', card: dd.iid, index: 0, target: { card: p1.iid }, repel: { from: 'C1', to: 'pool' } });
    state = ok(ctx, state, { type: 'pass', player: 'a' });
    // The Drug Dealer has room again: Hub → Drug Dealer (no Stage card) pays the second Repel.
    state = ok(ctx, state, { type: 'ability', player: 'b', card: dd.iid, index: 0, target: { card: p2.iid }, repel: { from: 'hub', to: 'C1' } });
    state = ok(ctx, state, { type: 'pass', player: 'a' });
    state = ok(ctx, state, { type: 'ability', player: 'b', card: dd.iid, index: 0, target: { card: p3.iid }, repel: { from: 'C1', to: 'pool' } });
    for (const p of [p1, p2, p3]) assert.ok(player(state, 'a').discardPile.includes(p.iid));
    assert.equal(player(state, 'b').cross.hubMarkers, 1);
    state = closeWindow(ctx, state);
    assert.equal(slotOf(state, 'b', 'C1'), undefined); // the Dealer still dies to Teptov
  });

  it('K-ATTACK-08: total CV = printed CV + active modifiers: Veteran 3 + Automatic Rifle 2 − Curse 1 = 4', () => {
    let { ctx, state } = duelWith(['veteran', 'automatic-rifle', 'curse'], ['artist']);
    const vet = place(state, 'a', 'veteran', 'C1');
    const rifle = attach(vet.state, 'a', 'automatic-rifle', vet.iid);
    const curse = attach(rifle.state, 'a', 'curse', vet.iid);
    const art = place(curse.state, 'b', 'artist', 'C1');
    state = toStep(ctx, art.state, 'attack');
    state = ok(ctx, state, { type: 'attack', player: 'a', attacker: vet.iid, target: art.iid });
    state = ok(ctx, state, { type: 'weapon', player: 'a', being: vet.iid, weapon: rifle.iid });
    assert.equal(combatValue(ctx, state, vet.iid, art.iid).total, 4);
    assert.equal(combatOutcome(ctx, state)!.attackerCv, '4 (3 Veteran +2 Automatic Rifle -1 Curse)');
  });

  it('K-ATTACK-09: CVs of 0 or below compare normally: −2 beats −3, and 0 beats −1', () => {
    let { ctx, state } = duelWith(['teacher', 'fettered', 'curse'], ['gravedigger', 'fettered', 'madness-stigma']);
    const t = place(state, 'a', 'teacher', 'C1');
    let s = attach(t.state, 'a', 'fettered', t.iid).state;
    s = attach(s, 'a', 'curse', t.iid).state;
    const g = place(s, 'b', 'gravedigger', 'C1');
    s = attach(g.state, 'b', 'fettered', g.iid).state;
    s = attach(s, 'b', 'madness-stigma', g.iid).state;
    s = toStep(ctx, s, 'attack');
    s = ok(ctx, s, { type: 'attack', player: 'a', attacker: t.iid, target: g.iid });
    const out = combatOutcome(ctx, s)!;
    assert.equal(out.attackerCv, '-2 (1 Teacher -2 Fettered -1 Curse)');
    assert.equal(out.targetCv, '-3 (1 Gravedigger -2 Fettered -2 Madness Stigma)');
    assert.equal(out.winner, t.iid);
    s = closeWindow(ctx, s);
    assert.equal(slotOf(s, 'b', 'C1'), undefined);

    let m = duelWith(['teacher', 'curse'], ['gravedigger', 'fettered']);
    const t2 = place(m.state, 'a', 'teacher', 'C1');
    let s2 = attach(t2.state, 'a', 'curse', t2.iid).state;
    const g2 = place(s2, 'b', 'gravedigger', 'C1');
    s2 = attach(g2.state, 'b', 'fettered', g2.iid).state;
    s2 = ok(m.ctx, toStep(m.ctx, s2, 'attack'), { type: 'attack', player: 'a', attacker: t2.iid, target: g2.iid });
    assert.equal(combatOutcome(m.ctx, s2)!.winner, t2.iid); // 0 vs −1
  });

  it('K-ATTACK-11 / K-ATTACK-12 / K-POPDISCARD-04: Teptov (6) beats the Artist (3): the Artist is discarded and its marker goes to Teptov, across crosses', () => {
    let { ctx, state } = duelWith(['anton-teptov'], ['artist']);
    const tep = place(state, 'a', 'anton-teptov', 'C1');
    const art = place(tep.state, 'b', 'artist', 'C2', { markers: 1 });
    state = toStep(ctx, art.state, 'attack');
    const pool = state.pool;
    state = ok(ctx, state, { type: 'attack', player: 'a', attacker: tep.iid, target: art.iid });
    const out = combatOutcome(ctx, state)!;
    assert.deepEqual([out.attackerCv, out.targetCv, out.rule], ['6 (6 Anton Teptov)', '3 (3 Artist)', 'K-ATTACK-11']);
    state = closeWindow(ctx, state);
    assert.equal(slotOf(state, 'b', 'C2'), undefined);
    assert.ok(player(state, 'b').discardPile.includes(art.iid));
    assert.equal(slotOf(state, 'a', 'C1')?.markers, 1);
    assert.equal(state.pool, pool);
  });

  it('K-ATTACK-12: if the winner is full the loser\'s marker returns to the Pool', () => {
    let { ctx, state } = duelWith(['anton-teptov'], ['artist']);
    const tep = place(state, 'a', 'anton-teptov', 'C1', { markers: 1 });
    const art = place(tep.state, 'b', 'artist', 'C2', { markers: 1 });
    state = toStep(ctx, art.state, 'attack');
    const pool = state.pool;
    state = closeWindow(ctx, ok(ctx, state, { type: 'attack', player: 'a', attacker: tep.iid, target: art.iid }));
    assert.equal(slotOf(state, 'a', 'C1')?.markers, 1);
    assert.equal(state.pool, pool + 1);
  });

  it('Q-13: a loser with two markers: the winner takes what its free capacity allows (1), the rest goes to the Pool', () => {
    let { ctx, state } = duelWith(['anton-teptov'], ['gravedigger']);
    const tep = place(state, 'a', 'anton-teptov', 'C1');
    const gd = place(tep.state, 'b', 'gravedigger', 'C1', { markers: 2 });
    state = toStep(ctx, gd.state, 'attack');
    const pool = state.pool;
    state = closeWindow(ctx, ok(ctx, state, { type: 'attack', player: 'a', attacker: tep.iid, target: gd.iid }));
    assert.equal(slotOf(state, 'a', 'C1')?.markers, 1);
    assert.equal(state.pool, pool + 1);
  });

  it('K-ATTACK-16 / K-TIMING-09: a Faith Shortcut played during modification moves the Artist\'s marker, so Teptov gains nothing', () => {
    let { ctx, state } = duelWith(['anton-teptov'], ['artist', 'cathedral-of-ash'], [], ['faith-shortcut']);
    const tep = place(state, 'a', 'anton-teptov', 'C1');
    const cat = place(tep.state, 'b', 'cathedral-of-ash', 'N');
    const art = place(cat.state, 'b', 'artist', 'C2', { markers: 1 });
    state = toStep(ctx, art.state, 'attack');
    state = ok(ctx, state, { type: 'attack', player: 'a', attacker: tep.iid, target: art.iid });
    state = ok(ctx, state, { type: 'pass', player: 'a' });
    state = ok(ctx, state, { type: 'commandment', player: 'b', card: inHand(state, 'b', 'faith-shortcut'), target: { from: 'C2', to: 'N' } });
    assert.equal(slotOf(state, 'b', 'N')?.markers, 1);
    assert.equal(slotOf(state, 'b', 'C2')?.markers, 0);
    state = closeWindow(ctx, state);
    assert.equal(slotOf(state, 'b', 'C2'), undefined); // the Artist still dies
    assert.equal(slotOf(state, 'a', 'C1')?.markers, 0); // but Teptov gains nothing
    assert.equal(slotOf(state, 'b', 'N')?.markers, 1);
  });

  it('K-ATTACK-10 / K-TIMING-09: once every player has passed the combat resolves at once; the Artist\'s marker can no longer be moved', () => {
    let { ctx, state } = duelWith(['anton-teptov'], ['artist', 'cathedral-of-ash'], [], ['faith-shortcut']);
    const tep = place(state, 'a', 'anton-teptov', 'C1');
    const cat = place(tep.state, 'b', 'cathedral-of-ash', 'N');
    const art = place(cat.state, 'b', 'artist', 'C2', { markers: 1 });
    state = toStep(ctx, art.state, 'attack');
    state = ok(ctx, state, { type: 'attack', player: 'a', attacker: tep.iid, target: art.iid });
    state = ok(ctx, state, { type: 'pass', player: 'a' });
    state = ok(ctx, state, { type: 'pass', player: 'b' });
    assert.equal(state.combat, null);
    assert.equal(state.window, null);
    assert.equal(slotOf(state, 'a', 'C1')?.markers, 1); // Teptov took it
    // "After combat" the Faith Shortcut comes too late: b does not hold the floor.
    refused(ctx, state, { type: 'commandment', player: 'b', card: inHand(state, 'b', 'faith-shortcut'), target: { from: 'N', to: 'C2' } }, 'K-ORDER-01');
  });

  it('K-ATTACK-13: equal totals (4 vs 4) are a draw: nobody is discarded and no marker moves', () => {
    let { ctx, state } = duelWith(['usher'], ['purgatide']);
    const us = place(state, 'a', 'usher', 'C1');
    const pu = place(us.state, 'b', 'purgatide', 'C1', { markers: 1 });
    state = toStep(ctx, pu.state, 'attack');
    state = ok(ctx, state, { type: 'attack', player: 'a', attacker: us.iid, target: pu.iid });
    const out = combatOutcome(ctx, state)!;
    assert.deepEqual([out.winner, out.rule], [null, 'K-ATTACK-13']);
    state = closeWindow(ctx, state);
    assert.equal(slotOf(state, 'a', 'C1')?.base, us.iid);
    assert.equal(slotOf(state, 'b', 'C1')?.base, pu.iid);
    assert.equal(slotOf(state, 'b', 'C1')?.markers, 1);
    assert.equal(slotOf(state, 'a', 'C1')?.markers, 0);
  });

  it('K-ATTACK-14: a tie-winner wins a 5–5 tie against a normal Being; two tie-winners at a tie draw', () => {
    let { ctx, state } = duelWith(['lictor-of-the-courts'], ['hunger-wraith']);
    const lic = place(state, 'a', 'lictor-of-the-courts', 'C1');
    const hw = place(lic.state, 'b', 'hunger-wraith', 'C2');
    state = ok(ctx, toStep(ctx, hw.state, 'attack'), { type: 'attack', player: 'a', attacker: lic.iid, target: hw.iid });
    const out = combatOutcome(ctx, state)!;
    assert.deepEqual([out.attackerCv, out.targetCv, out.winner, out.rule], ['5 (5 Lictor of the Courts)', '5 (5 Hunger Wraith)', lic.iid, 'K-ATTACK-14']);
    state = closeWindow(ctx, state);
    assert.equal(slotOf(state, 'b', 'C2'), undefined);

    const m = duelWith(['lictor-of-the-courts', 'fettered'], ['veteran']);
    const l2 = place(m.state, 'a', 'lictor-of-the-courts', 'C1');
    const f = attach(l2.state, 'a', 'fettered', l2.iid);
    const v = place(f.state, 'b', 'veteran', 'C1');
    const s2 = ok(m.ctx, toStep(m.ctx, v.state, 'attack'), { type: 'attack', player: 'a', attacker: l2.iid, target: v.iid });
    const out2 = combatOutcome(m.ctx, s2)!;
    assert.deepEqual([out2.attackerCv, out2.targetCv, out2.winner, out2.rule], ['3 (5 Lictor of the Courts -2 Fettered)', '3 (3 Veteran)', null, 'K-ATTACK-14']);
  });

  it('K-ATTACK-15 / K-REPEL-10: a Pawn attacks the Drug Dealer, which Repels and discards the attacker: combat over, no winner, no marker transfer', () => {
    let { ctx, state } = duelWith(['veteran'], ['drug-dealer']);
    const vet = place(state, 'a', 'veteran', 'C1', { markers: 1 });
    const dd = place(vet.state, 'b', 'drug-dealer', 'C3', { markers: 1 });
    state = toStep(ctx, dd.state, 'attack');
    const pool = state.pool;
    state = ok(ctx, state, { type: 'attack', player: 'a', attacker: vet.iid, target: dd.iid });
    state = ok(ctx, state, { type: 'pass', player: 'a' });
    state = ok(ctx, state, { type: 'ability', player: 'b', card: dd.iid, index: 0, target: { card: vet.iid }, repel: { from: 'C3', to: 'pool' } });
    assert.equal(state.combat, null);
    assert.equal(slotOf(state, 'a', 'C1'), undefined);
    assert.ok(player(state, 'a').discardPile.includes(vet.iid));
    // The Repel paid for the effect (no Suit); the Veteran's own marker went to the Pool (K-POPDISCARD-03).
    assert.equal(state.pool, pool + 2);
    assert.deepEqual(suits(ctx, state, 'b'), { skull: 3, rose: 1, hourglass: 0, eye: 0, crescent: 0 });
    state = closeWindow(ctx, state);
    assert.equal(slotOf(state, 'b', 'C3')?.base, dd.iid);
    assert.equal(slotOf(state, 'b', 'C3')?.markers, 0);
    assert.equal(state.attackUsed, true);
    assert.equal(state.step, 'discard');
  });

  it('K-ATTACK-17 / K-DEED-INFLUENCE-02: during the opponent\'s attack the defender may play a CV Commandment but not an Influence card', () => {
    let { ctx, state } = duelWith(['anton-teptov'], ['purgatide'], [], ['butchers-hook', 'wrath-of-inferno']);
    const tep = place(state, 'a', 'anton-teptov', 'C1');
    const pu = place(tep.state, 'b', 'purgatide', 'C1');
    state = toStep(ctx, pu.state, 'attack');
    state = ok(ctx, state, { type: 'attack', player: 'a', attacker: tep.iid, target: pu.iid });
    state = ok(ctx, state, { type: 'pass', player: 'a' });
    const j = refused(ctx, state, { type: 'influence', player: 'b', card: inHand(state, 'b', 'butchers-hook'), target: { card: pu.iid } }, 'K-DEED-INFLUENCE-02');
    assert.match(says(j, 'K-DEED-INFLUENCE-02'), /only in your own step 4/);
    state = ok(ctx, state, { type: 'commandment', player: 'b', card: inHand(state, 'b', 'wrath-of-inferno'), target: { card: pu.iid } });
    assert.equal(combatOutcome(ctx, state)!.targetCv, '7 (4 Purgatide +3 Wrath of Inferno)');
    state = closeWindow(ctx, state);
    assert.equal(slotOf(state, 'a', 'C1'), undefined); // Teptov 6 < Purgatide 7
  });

  it('Q-23: a combatant that leaves the Cast mid-combat (Femme Fatale attaching herself) ends the combat with no result; the attack counts as used', () => {
    let { ctx, state } = duelWith(['femme-fatale', 'priest'], ['artist']);
    const ff = place(state, 'a', 'femme-fatale', 'C1', { markers: 1 });
    const pr = place(ff.state, 'a', 'priest', 'C2');
    const art = place(pr.state, 'b', 'artist', 'C1', { markers: 1 });
    state = toStep(ctx, art.state, 'attack');
    state = ok(ctx, state, { type: 'attack', player: 'a', attacker: ff.iid, target: art.iid });
    state = ok(ctx, state, { type: 'ability', player: 'a', card: ff.iid, index: 0, target: { card: pr.iid } });
    assert.equal(state.combat, null);
    state = closeWindow(ctx, state);
    assert.equal(slotOf(state, 'b', 'C1')?.base, art.iid);
    assert.equal(slotOf(state, 'b', 'C1')?.markers, 1);
    assert.equal(state.attackUsed, true);
  });

  it('Q-23: a combatant Turned mid-combat stays in the combat, but its attachments stop contributing (4 → 3: a draw with the Artist)', () => {
    // A test-only Being with a TURN ability usable at any time (the core set has none).
    const brawler = {
      id: 'test-turn-brawler', name: 'Test Turn Brawler', kind: 'being', affiliation: 'white', suits: ['rose'], beingKind: 'pawn', pawnOf: 'passion', cv: 3,
      stations: ['C1', 'C2', 'C3', 'C4'], text: 'TURN: gain control of a Skull until the end of the current player\'s turn.', source: 'test',
      abilities: [{ timing: { at: 'anyTime' }, cost: { turn: true }, effects: [{ op: 'grantSuit', suits: ['skull'], duration: 'untilEndOfTurn' }] }],
    };
    let { ctx, state } = twoWith([brawler], { major: 'kether', rest: ['test-turn-brawler', 'mirrorshard-amulet'] }, { major: 'golab', rest: ['artist'] });
    const br = place(state, 'a', 'test-turn-brawler', 'C1');
    const am = attach(br.state, 'a', 'mirrorshard-amulet', br.iid);
    const art = place(am.state, 'b', 'artist', 'C1', { markers: 1 });
    state = ok(ctx, toStep(ctx, art.state, 'attack'), { type: 'attack', player: 'a', attacker: br.iid, target: art.iid });
    assert.equal(combatOutcome(ctx, state)!.attackerCv, '4 (3 Test Turn Brawler +1 Mirrorshard Amulet)');
    state = ok(ctx, state, { type: 'ability', player: 'a', card: br.iid, index: 0 });
    assert.notEqual(state.combat, null);
    const out = combatOutcome(ctx, state)!;
    assert.deepEqual([out.attackerCv, out.winner, out.rule], ['3 (3 Test Turn Brawler)', null, 'K-ATTACK-13']);
    state = closeWindow(ctx, state);
    assert.equal(slotOf(state, 'b', 'C1')?.base, art.iid);
    assert.equal(slotOf(state, 'a', 'C1')?.base, br.iid);
  });
});

describe('K-WEAPON / K-ITEM', () => {
  /** Golab (a, starts against Malkuth) with a Purgatide carrying chosen Weapons, attacking a Veteran. */
  function weaponTable(weapons: string[], hand: string[] = [], bHand: string[] = []) {
    let { ctx, state } = table({ major: 'golab', hand, rest: ['purgatide', 'catacombs', ...weapons] }, { major: 'malkuth', hand: bHand, rest: ['veteran'] });
    const pu = place(state, 'a', 'purgatide', 'C1');
    let s = place(pu.state, 'a', 'catacombs', 'N').state; // a fourth Skull for the Incinerator
    const ids: Record<string, string> = {};
    for (const w of weapons) {
      const r = attach(s, 'a', w, pu.iid);
      s = r.state;
      ids[w] = r.iid;
    }
    const vet = place(s, 'b', 'veteran', 'C1');
    s = toStep(ctx, vet.state, 'attack');
    s = ok(ctx, s, { type: 'attack', player: 'a', attacker: pu.iid, target: vet.iid });
    return { ctx, state: s, pu: pu.iid, vet: vet.iid, ids };
  }

  it('K-WEAPON-01: a Being with a +2 and a +3 Weapon counts only one of them', () => {
    const { ctx, state: s0, pu, ids } = weaponTable(['butchers-hook', 'incinerator']);
    const s = ok(ctx, s0, { type: 'weapon', player: 'a', being: pu, weapon: ids.incinerator! });
    assert.equal(combatValue(ctx, s, pu).total, 7);
    assert.equal(combatOutcome(ctx, s)!.attackerCv, '7 (4 Purgatide +3 Incinerator)');
    const s2 = ok(ctx, s, { type: 'pass', player: 'b' });
    const s3 = ok(ctx, s2, { type: 'weapon', player: 'a', being: pu, weapon: ids['butchers-hook']! });
    assert.equal(combatOutcome(ctx, s3)!.attackerCv, '6 (4 Purgatide +2 Butcher\'s Hook)');
  });

  it('K-WEAPON-02: the Weapon is chosen in combat by the combatant\'s controller; outside combat, or for the other side\'s Being, it is refused', () => {
    const { ctx, state: s0, pu, ids } = weaponTable(['incinerator']);
    const s1 = ok(ctx, s0, { type: 'pass', player: 'a' });
    refused(ctx, s1, { type: 'weapon', player: 'b', being: pu, weapon: ids.incinerator! }, 'K-WEAPON-02');
    const done = closeWindow(ctx, s1);
    refused(ctx, done, { type: 'weapon', player: 'a', being: pu, weapon: ids.incinerator! }, 'K-WEAPON-02');
  });

  it('K-WEAPON-03: the chosen +3 Weapon is made ineffective mid-combat (Lack of Faith) → switch to the +2 Weapon; the final CV includes +2 only', () => {
    const { ctx, state: s0, pu, vet, ids } = weaponTable(['automatic-rifle'], ['incinerator'], ['lack-of-faith']);
    let s = ok(ctx, s0, { type: 'weapon', player: 'a', being: pu, weapon: ids['automatic-rifle']! });
    s = ok(ctx, s, { type: 'pass', player: 'b' });
    // In his own combat the attacker may Influence (K-ATTACK-17): the Incinerator arrives and is chosen.
    const inc = inHand(s, 'a', 'incinerator');
    s = ok(ctx, s, { type: 'influence', player: 'a', card: inc, target: { card: pu } });
    const influenceAct = lastAct(s);
    s = ok(ctx, s, { type: 'pass', player: 'b' });
    s = ok(ctx, s, { type: 'weapon', player: 'a', being: pu, weapon: inc });
    assert.equal(combatOutcome(ctx, s)!.attackerCv, '7 (4 Purgatide +3 Incinerator)');
    s = ok(ctx, s, { type: 'commandment', player: 'b', card: inHand(s, 'b', 'lack-of-faith'), target: { act: influenceAct } });
    assert.equal(combatOutcome(ctx, s)!.attackerCv, '4 (4 Purgatide)');
    s = ok(ctx, s, { type: 'weapon', player: 'a', being: pu, weapon: ids['automatic-rifle']! });
    assert.equal(combatOutcome(ctx, s)!.attackerCv, '6 (4 Purgatide +2 Automatic Rifle)');
    s = closeWindow(ctx, s);
    assert.equal(slotOf(s, 'b', 'C1'), undefined); // 6 beats the Veteran's 3
    assert.ok(player(s, 'b').discardPile.includes(vet));
    // The cancelled Incinerator is discarded (K-TIMING-07 cleanup); the Rifle stays.
    assert.deepEqual(slotOf(s, 'a', 'C1')!.attachments.map((x) => s.cards[x.iid]!.card), ['automatic-rifle']);
    assert.ok(player(s, 'a').discardPile.includes(inc));
  });

  it('K-WEAPON-03: choosing the Weapon already in use is refused', () => {
    const { ctx, state: s0, pu, ids } = weaponTable(['incinerator']);
    const s = ok(ctx, ok(ctx, s0, { type: 'weapon', player: 'a', being: pu, weapon: ids.incinerator! }), { type: 'pass', player: 'b' });
    const j = refused(ctx, s, { type: 'weapon', player: 'a', being: pu, weapon: ids.incinerator! }, 'K-WEAPON-03');
    assert.match(says(j, 'K-WEAPON-03'), /already the chosen Weapon/);
  });

  it('K-ITEM-02: a Being with an Automatic Rifle may fight without using it', () => {
    const { ctx, state: s0 } = weaponTable(['automatic-rifle']);
    assert.equal(combatOutcome(ctx, s0)!.attackerCv, '4 (4 Purgatide)');
    const s = closeWindow(ctx, s0);
    assert.equal(s.combat, null);
    assert.equal(player(s, 'b').cross.stations.C1, undefined); // 4 still beats 3
  });
});
