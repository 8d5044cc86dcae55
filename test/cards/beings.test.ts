/**
 * Scenario tests for the Beings the rule texts describe (catalog § 11):
 * Drug Dealer, Nachtkinder, Teacher, Veteran, Anton Teptov, Artist, Secret
 * Agent, Kingpin, Nepharite, Manifestos, Prostitute, Femme Fatale. Each test
 * is named with the card and the rule it exercises, and plays through the
 * engine on unshuffled decks (test/support/scenario.ts).
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { combatOutcome, handTarget } from '../../src/kult/index.js';
import { closeWindow, ok, place, player, refused, toStep } from '../support/scenario.js';
import { inHand, judgeOnly, nextTurn, says, suits, table } from '../support/table-kit.js';

describe('Beings from the rule texts', () => {
  it('Drug Dealer K-REPEL-10 / K-TIMING-10: doomed by a Nepharite, it Repels its own marker during the combat to discard a Pawn; the Nepharite gets no marker', () => {
    let { ctx, state } = table({ major: 'golab', rest: ['nepharite', 'priest'] }, { major: 'malkuth', rest: ['drug-dealer'] });
    const neph = place(state, 'a', 'nepharite', 'C1');
    const pr = place(neph.state, 'a', 'priest', 'C2', { markers: 1 });
    const dd = place(pr.state, 'b', 'drug-dealer', 'C3', { markers: 1 });
    state = toStep(ctx, dd.state, 'attack');
    const pool = state.pool;
    state = ok(ctx, state, { type: 'attack', player: 'a', attacker: neph.iid, target: dd.iid });
    state = ok(ctx, state, { type: 'pass', player: 'a' });
    // Only Pawns: the Nepharite (a Razide) is not a legal target.
    const onNeph = { type: 'ability', player: 'b', card: dd.iid, index: 0, target: { card: neph.iid }, repel: { from: 'C3', to: 'pool' } } as const;
    assert.match(says(judgeOnly(ctx, state, onNeph), 'K-GEN-01'), /Nepharite is not a legal target for Drug Dealer \(pawn\)/);
    state = ok(ctx, state, { ...onNeph, target: { card: pr.iid } });
    assert.ok(player(state, 'a').discardPile.includes(pr.iid), 'the Priest is discarded');
    state = closeWindow(ctx, state);
    assert.ok(player(state, 'b').discardPile.includes(dd.iid), 'Nepharite 7 beats the Dealer 2');
    assert.equal(player(state, 'a').cross.stations.C1?.markers, 0, 'no marker left to take');
    assert.equal(state.pool, pool + 2);
  });

  it('Drug Dealer K-ATTACK-15: a Pawn attacks it and it discards the attacker: the combat ends with no winner', () => {
    let { ctx, state } = table({ major: 'golab', rest: ['veteran'] }, { major: 'malkuth', rest: ['drug-dealer'] });
    const vet = place(state, 'a', 'veteran', 'C1');
    const dd = place(vet.state, 'b', 'drug-dealer', 'C1', { markers: 1 });
    state = toStep(ctx, dd.state, 'attack');
    state = ok(ctx, state, { type: 'attack', player: 'a', attacker: vet.iid, target: dd.iid });
    state = ok(ctx, state, { type: 'pass', player: 'a' });
    state = ok(ctx, state, { type: 'ability', player: 'b', card: dd.iid, index: 0, target: { card: vet.iid }, repel: { from: 'C1', to: 'pool' } });
    assert.equal(state.combat, null);
    assert.equal(player(state, 'b').cross.stations.C1?.base, dd.iid, 'the Dealer survives');
    assert.ok(player(state, 'a').discardPile.includes(vet.iid));
  });

  it('Nachtkinder K-REPEL-08: two Repels in one combat give +2 CV each and no Suit; 3 becomes 7 and beats the Usher (4)', () => {
    let { ctx, state } = table({ major: 'golab', rest: ['nachtkinder', 'priest'] }, { major: 'malkuth', rest: ['usher'] });
    const nk = place(state, 'a', 'nachtkinder', 'C1', { markers: 1 });
    const pr = place(nk.state, 'a', 'priest', 'C2', { markers: 1 });
    const us = place(pr.state, 'b', 'usher', 'C1');
    state = toStep(ctx, us.state, 'attack');
    state = ok(ctx, state, { type: 'attack', player: 'a', attacker: nk.iid, target: us.iid });
    const before = suits(ctx, state, 'a');
    assert.equal(combatOutcome(ctx, state)!.winner, us.iid);
    state = ok(ctx, state, { type: 'ability', player: 'a', card: nk.iid, index: 0, repel: { from: 'C1', to: 'pool' } });
    state = ok(ctx, state, { type: 'pass', player: 'b' }); // the floor goes round the combat order (K-ATTACK-06)
    state = ok(ctx, state, { type: 'ability', player: 'a', card: nk.iid, index: 0, repel: { from: 'C2', to: 'pool' } });
    assert.equal(combatOutcome(ctx, state)!.attackerCv, '7 (3 Nachtkinder +2 Nachtkinder +2 Nachtkinder)');
    assert.deepEqual(suits(ctx, state, 'a'), before, 'Repels for an effect grant no Suit');
    state = closeWindow(ctx, state);
    assert.ok(player(state, 'b').discardPile.includes(us.iid));
  });

  it('Teacher K-SPELL-04: a Spellcaster of every Lore casts Dreamwalk (Dreams) and Waking Nightmare (Madness) in one combat', () => {
    let { ctx, state } = table({ major: 'kether', hand: ['dreamwalk', 'waking-nightmare'], rest: ['teacher', 'usher'] }, { major: 'golab', rest: ['purgatide'] });
    const teacher = place(state, 'a', 'teacher', 'C2');
    const us = place(teacher.state, 'a', 'usher', 'C1');
    const pu = place(us.state, 'b', 'purgatide', 'C1');
    state = toStep(ctx, pu.state, 'attack');
    state = ok(ctx, state, { type: 'attack', player: 'a', attacker: us.iid, target: pu.iid });
    assert.equal(combatOutcome(ctx, state)!.winner, null, '4 against 4 is a draw');
    const cast = (card: string, target: string) => ({ type: 'spell', player: 'a', card: inHand(state, 'a', card), caster: teacher.iid, target: { card: target } }) as const;
    assert.match(says(judgeOnly(ctx, state, cast('dreamwalk', us.iid)), 'K-SPELL-04'), /Teacher may cast the Lore of Dreams/);
    state = ok(ctx, state, cast('dreamwalk', us.iid));
    state = ok(ctx, state, { type: 'pass', player: 'b' });
    state = ok(ctx, state, cast('waking-nightmare', pu.iid));
    const out = combatOutcome(ctx, state)!;
    assert.deepEqual([out.attackerCv, out.targetCv], ['6 (4 Usher +2 Dreamwalk)', '2 (4 Purgatide -2 Waking Nightmare)']);
    state = closeWindow(ctx, state);
    assert.ok(player(state, 'b').discardPile.includes(pu.iid));
    // No Lore list on the Teacher means every Lore; the Sleepwalker Seer, by contrast, lists two.
    assert.deepEqual(ctx.cards.cards.get('teacher')!.spellcaster, {});
    assert.deepEqual(ctx.cards.cards.get('sleepwalker-seer')!.spellcaster, { lores: ['dreams', 'madness'] });
  });

  it('Veteran K-ATTACK-14: it wins a combat that ends in a tie (3 against the Artist\'s 3) and takes the Artist\'s marker', () => {
    let { ctx, state } = table({ major: 'kether', rest: ['veteran'] }, { major: 'golab', rest: ['artist'] });
    const vet = place(state, 'a', 'veteran', 'C1');
    const art = place(vet.state, 'b', 'artist', 'C1', { markers: 1 });
    state = toStep(ctx, art.state, 'attack');
    state = ok(ctx, state, { type: 'attack', player: 'a', attacker: vet.iid, target: art.iid });
    const out = combatOutcome(ctx, state)!;
    assert.deepEqual([out.attackerCv, out.targetCv, out.winner, out.rule], ['3 (3 Veteran)', '3 (3 Artist)', vet.iid, 'K-ATTACK-14']);
    state = closeWindow(ctx, state);
    assert.ok(player(state, 'b').discardPile.includes(art.iid));
    assert.equal(player(state, 'a').cross.stations.C1?.markers, 1);
  });

  it('Anton Teptov K-ATTACK-12: CV 6 and markerless, he beats the Artist (3) and takes its marker across the crosses; he is Unique (K-UNIQUE-01)', () => {
    let { ctx, state } = table({ major: 'kether', hand: ['anton-teptov'], rest: ['anton-teptov'] }, { major: 'golab', rest: ['artist'] });
    const tep = place(state, 'a', 'anton-teptov', 'C1');
    const art = place(tep.state, 'b', 'artist', 'C2', { markers: 1 });
    state = toStep(ctx, art.state, 'deeds');
    refused(ctx, state, { type: 'proclaim', player: 'a', card: inHand(state, 'a', 'anton-teptov'), cross: 'a', station: 'C2' }, 'K-UNIQUE-01');
    state = toStep(ctx, state, 'attack');
    state = ok(ctx, state, { type: 'attack', player: 'a', attacker: tep.iid, target: art.iid });
    assert.equal(combatOutcome(ctx, state)!.attackerCv, '6 (6 Anton Teptov)');
    state = closeWindow(ctx, state);
    assert.equal(player(state, 'a').cross.stations.C1?.markers, 1);
    assert.equal(player(state, 'b').cross.stations.C2, undefined);
  });

  it('Artist K-ATTACK-16: attacked by Teptov, its controller moves its marker to the Stage with Faith Shortcut during modification, so Teptov takes nothing', () => {
    let { ctx, state } = table({ major: 'kether', rest: ['anton-teptov'] }, { major: 'golab', hand: ['faith-shortcut'], rest: ['artist', 'priest'] });
    const tep = place(state, 'a', 'anton-teptov', 'C1');
    const art = place(tep.state, 'b', 'artist', 'C1', { markers: 1 });
    state = place(art.state, 'b', 'priest', 'N').state;
    state = toStep(ctx, state, 'attack');
    state = ok(ctx, state, { type: 'attack', player: 'a', attacker: tep.iid, target: art.iid });
    assert.equal(combatOutcome(ctx, state)!.targetCv, '3 (3 Artist)');
    state = ok(ctx, state, { type: 'pass', player: 'a' });
    state = ok(ctx, state, { type: 'commandment', player: 'b', card: inHand(state, 'b', 'faith-shortcut'), target: { from: 'C1', to: 'N' } });
    state = closeWindow(ctx, state);
    assert.ok(player(state, 'b').discardPile.includes(art.iid), 'the Artist still loses');
    assert.equal(player(state, 'a').cross.stations.C1?.markers, 0, 'Teptov gets no marker');
    assert.equal(player(state, 'b').cross.stations.N?.markers, 1, 'the marker was saved on the Stage');
  });

  it('Secret Agent K-DEED-PROCLAIM-02 / K-RECRUIT-08: Proclaimed into the adversary\'s Cast (a Priest may not be), it gets a marker when that adversary recruits', () => {
    let { ctx, state } = table({ major: 'kether', hand: ['secret-agent', 'priest'] }, { major: 'golab', rest: ['gravedigger'] });
    state = place(state, 'b', 'gravedigger', 'C1').state;
    state = toStep(ctx, state, 'deeds');
    refused(ctx, state, { type: 'proclaim', player: 'a', card: inHand(state, 'a', 'priest'), cross: 'b', station: 'C2' }, 'K-DEED-PROCLAIM-02');
    const agent = inHand(state, 'a', 'secret-agent');
    state = closeWindow(ctx, ok(ctx, state, { type: 'proclaim', player: 'a', card: agent, cross: 'b', station: 'C2' }));
    assert.equal(player(state, 'b').cross.stations.C2?.base, agent);
    state = nextTurn(ctx, state);
    assert.equal(state.active, 'b');
    state = toStep(ctx, state, 'recruit');
    state = ok(ctx, state, { type: 'recruit', player: 'b', accept: true });
    assert.deepEqual([player(state, 'b').cross.stations.C1?.markers, player(state, 'b').cross.stations.C2?.markers], [1, 1]);
    assert.equal(state.cards[agent]!.owner, 'a', 'ownership never moves (K-GEN-02)');
  });

  it('Kingpin K-HAND-02 / Q-04: once Proclaimed, its controller draws up to 10 cards; Turned it still counts (K-TURNED-05)', () => {
    let { ctx, state } = table({ major: 'kether', hand: ['kingpin'], rest: ['priest'] }, { major: 'golab' });
    state = place(state, 'a', 'priest', 'C1', { markers: 1 }).state;
    state = toStep(ctx, state, 'deeds');
    assert.equal(handTarget(ctx, state, 'a').target, 7);
    state = closeWindow(ctx, ok(ctx, state, { type: 'proclaim', player: 'a', card: inHand(state, 'a', 'kingpin'), cross: 'a', station: 'N' }));
    assert.deepEqual(handTarget(ctx, state, 'a'), { target: 10, rule: 'Q-04', says: 'Kingpin is in your cross: hand target 10' });
    state = nextTurn(ctx, state);
    state = nextTurn(ctx, state);
    assert.equal(state.active, 'a');
    assert.equal(player(state, 'a').hand.length, 10, 'drew up to 10 in step 1');
    state = ok(ctx, state, { type: 'sway', player: 'a', from: 'C1', to: 'N' });
    assert.equal(player(state, 'a').cross.stations.N?.faceUp, false);
    assert.equal(handTarget(ctx, state, 'a').target, 10);
  });

  it('Nepharite K-SUIT-04 / K-ATTACK-11: Chagidiel\'s three Roses Proclaim it (Golab\'s one Rose cannot); CV 7 dooms a Drug Dealer', () => {
    let { ctx, state } = table({ major: 'chagidiel', hand: ['nepharite'] }, { major: 'malkuth', rest: ['drug-dealer'] });
    const dd = place(state, 'b', 'drug-dealer', 'C1');
    state = toStep(ctx, dd.state, 'deeds');
    const neph = inHand(state, 'a', 'nepharite');
    assert.equal(says(judgeOnly(ctx, state, { type: 'proclaim', player: 'a', card: neph, cross: 'a', station: 'C1' }), 'K-SUIT-04'), 'needs Rose×3, you control Rose×3 (3 from Chagidiel)');
    state = closeWindow(ctx, ok(ctx, state, { type: 'proclaim', player: 'a', card: neph, cross: 'a', station: 'C1' }));
    state = toStep(ctx, state, 'attack');
    state = ok(ctx, state, { type: 'attack', player: 'a', attacker: neph, target: dd.iid });
    assert.equal(combatOutcome(ctx, state)!.attackerCv, '7 (7 Nepharite)');
    state = closeWindow(ctx, state);
    assert.ok(player(state, 'b').discardPile.includes(dd.iid));

    const golab = table({ major: 'golab', hand: ['nepharite'] }, { major: 'malkuth' });
    const g = toStep(golab.ctx, golab.state, 'deeds');
    const j = refused(golab.ctx, g, { type: 'proclaim', player: 'a', card: inHand(g, 'a', 'nepharite'), cross: 'a', station: 'C1' }, 'K-SUIT-04');
    assert.match(says(j, 'K-SUIT-04'), /needs Rose×3, you control Rose×1/);
  });

  it('Manifestos K-ATTACH-04: the Pawn it beats is attached under it and adds its printed CV (3 + 1); a beaten Creature is simply discarded', () => {
    let { ctx, state } = table({ major: 'golab', rest: ['manifestos'] }, { major: 'malkuth', rest: ['gravedigger', 'nachtkinder'] });
    const man = place(state, 'a', 'manifestos', 'C1');
    const gd = place(man.state, 'b', 'gravedigger', 'C1', { markers: 1 });
    const nk = place(gd.state, 'b', 'nachtkinder', 'C3');
    state = toStep(ctx, nk.state, 'attack');
    state = closeWindow(ctx, ok(ctx, state, { type: 'attack', player: 'a', attacker: man.iid, target: gd.iid }));
    const slot = player(state, 'a').cross.stations.C1!;
    assert.deepEqual(slot.attachments.map((x) => x.iid), [gd.iid]);
    assert.equal(slot.markers, 1, 'the Pawn\'s marker follows (Q-14)');
    assert.equal(player(state, 'b').cross.stations.C1, undefined);
    state = nextTurn(ctx, state);
    state = nextTurn(ctx, state);
    state = toStep(ctx, state, 'attack');
    state = ok(ctx, state, { type: 'attack', player: 'a', attacker: man.iid, target: nk.iid });
    assert.equal(combatOutcome(ctx, state)!.attackerCv, '4 (3 Manifestos +1 Gravedigger (attached))');
    state = closeWindow(ctx, state);
    assert.ok(player(state, 'b').discardPile.includes(nk.iid), 'the Nachtkinder (a Creature, CV 3) goes to the discard pile');
    assert.equal(player(state, 'a').cross.stations.C1!.attachments.length, 1);
  });

  it('Prostitute K-ATTACK-08: +3 CV in combat against a Pawn (3 + 3 beats the Veteran), none against a Creature', () => {
    let { ctx, state } = table({ major: 'kether', rest: ['prostitute'] }, { major: 'golab', rest: ['veteran', 'purgatide'] });
    const pr = place(state, 'a', 'prostitute', 'C1');
    const vet = place(pr.state, 'b', 'veteran', 'C1');
    const pu = place(vet.state, 'b', 'purgatide', 'C2');
    state = toStep(ctx, pu.state, 'attack');
    const vsVet = ok(ctx, state, { type: 'attack', player: 'a', attacker: pr.iid, target: vet.iid });
    assert.equal(combatOutcome(ctx, vsVet)!.attackerCv, '6 (3 Prostitute +3 Prostitute vs Veteran)');
    assert.equal(combatOutcome(ctx, vsVet)!.winner, pr.iid);
    const vsPu = ok(ctx, state, { type: 'attack', player: 'a', attacker: pr.iid, target: pu.iid });
    assert.equal(combatOutcome(ctx, vsPu)!.attackerCv, '3 (3 Prostitute)');
    assert.equal(combatOutcome(ctx, vsPu)!.winner, pu.iid);
  });

  it('Femme Fatale K-ATTACH-01: in your deeds she attaches herself to another Pawn in your own cross (+2 CV); her marker moves outward and she cannot be attacked', () => {
    let { ctx, state } = table({ major: 'kether', rest: ['femme-fatale', 'priest', 'veteran'] }, { major: 'golab', rest: ['priest'] });
    const ff = place(state, 'a', 'femme-fatale', 'C1', { markers: 1 });
    const vet = place(ff.state, 'a', 'veteran', 'C2');
    const enemy = place(vet.state, 'b', 'priest', 'C1');
    state = toStep(ctx, enemy.state, 'deeds');
    const pool = state.pool;
    refused(ctx, state, { type: 'ability', player: 'a', card: ff.iid, index: 0, target: { card: enemy.iid } }, 'K-ATTACH-01');
    state = closeWindow(ctx, ok(ctx, state, { type: 'ability', player: 'a', card: ff.iid, index: 0, target: { card: vet.iid } }));
    assert.equal(player(state, 'a').cross.stations.C1, undefined);
    assert.deepEqual(player(state, 'a').cross.stations.C2!.attachments.map((x) => x.iid), [ff.iid]);
    assert.equal(state.pool, pool + 1, 'from the Cast her marker moves outward to the Pool (K-POPDISCARD-05)');
    state = toStep(ctx, state, 'attack');
    refused(ctx, state, { type: 'attack', player: 'a', attacker: ff.iid, target: enemy.iid }, 'K-ATTACK-02');
    const atk = ok(ctx, state, { type: 'attack', player: 'a', attacker: vet.iid, target: enemy.iid });
    assert.equal(combatOutcome(ctx, atk)!.attackerCv, '5 (3 Veteran +2 Femme Fatale (attached))');
  });
});
