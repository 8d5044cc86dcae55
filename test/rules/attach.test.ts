/**
 * K-ATTACH: attachments (FAQ §ATTACHMENTS: Femme Fatale, Manifestos and
 * the Prostitute), with Q-14 (the Manifestos takes the Pawn's marker).
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { combatOutcome, combatValue, publicView } from '../../src/kult/index.js';
import { capacityOf } from '../../src/kult/state/capacity.js';
import { attach, closeWindow, ok, place, player, refused, toStep } from '../support/scenario.js';
import { inHand, says, table } from '../support/table-kit.js';

describe('K-ATTACH', () => {
  it('K-ATTACH-01: Femme Fatale attached to another Pawn is no longer a base card: her former Station is empty and may be Proclaimed into', () => {
    let { ctx, state } = table({ major: 'kether', hand: ['artist'], rest: ['femme-fatale', 'priest'] }, { major: 'golab' });
    const ff = place(state, 'a', 'femme-fatale', 'C3');
    const pr = place(ff.state, 'a', 'priest', 'C1');
    state = toStep(ctx, pr.state, 'deeds');
    const use = { type: 'ability', player: 'a', card: ff.iid, index: 0, target: { card: pr.iid } } as const;
    state = closeWindow(ctx, ok(ctx, state, use));
    const st = player(state, 'a').cross.stations;
    assert.equal(st.C3, undefined);
    assert.deepEqual(st.C1!.attachments.map((x) => x.iid), [ff.iid]);
    const art = inHand(state, 'a', 'artist');
    state = ok(ctx, state, { type: 'proclaim', player: 'a', card: art, cross: 'a', station: 'C3' });
    assert.equal(player(state, 'a').cross.stations.C3?.base, art);
  });

  it('K-ATTACH-01: Femme Fatale attaches only to another Pawn in her own cross', () => {
    let { ctx, state } = table({ major: 'kether', rest: ['femme-fatale', 'usher'] }, { major: 'golab', rest: ['priest'] });
    const ff = place(state, 'a', 'femme-fatale', 'C3');
    const us = place(ff.state, 'a', 'usher', 'C1');
    const pr = place(us.state, 'b', 'priest', 'C1');
    state = toStep(ctx, pr.state, 'deeds');
    refused(ctx, state, { type: 'ability', player: 'a', card: ff.iid, index: 0, target: { card: us.iid } }, 'K-ATTACH-01');
    const j = refused(ctx, state, { type: 'ability', player: 'a', card: ff.iid, index: 0, target: { card: pr.iid } }, 'K-ATTACH-01');
    assert.match(says(j, 'K-ATTACH-01'), /attaches only to another Pawn in your own cross/);
  });

  it('K-ATTACH-02 / K-POPDISCARD-05: an attached Pawn holds no marker (hers goes to the Pool) and cannot be declared an attack target', () => {
    let { ctx, state } = table({ major: 'kether', rest: ['femme-fatale', 'priest', 'usher'] }, { major: 'golab' });
    const ff = place(state, 'a', 'femme-fatale', 'C3', { markers: 1 });
    const pr = place(ff.state, 'a', 'priest', 'C1');
    const us = place(pr.state, 'a', 'usher', 'C2');
    state = toStep(ctx, us.state, 'deeds');
    const pool = state.pool;
    state = closeWindow(ctx, ok(ctx, state, { type: 'ability', player: 'a', card: ff.iid, index: 0, target: { card: pr.iid } }));
    assert.equal(state.pool, pool + 1);
    assert.equal(player(state, 'a').cross.stations.C1!.markers, 0);
    state = toStep(ctx, state, 'attack');
    refused(ctx, state, { type: 'attack', player: 'a', attacker: us.iid, target: ff.iid }, 'K-ATTACK-04');
    refused(ctx, state, { type: 'attack', player: 'a', attacker: ff.iid, target: us.iid }, 'K-ATTACK-02');
  });

  it('K-ATTACH-04 / Q-14: the Manifestos (3) beats the Prostitute (3) after a +3 boost: she is attached, not discarded, her marker goes to the Manifestos, CV 6 and capacity still 1', () => {
    let { ctx, state } = table({ major: 'golab', hand: ['wrath-of-inferno'], rest: ['manifestos'] }, { major: 'malkuth', rest: ['prostitute'] });
    const man = place(state, 'a', 'manifestos', 'C1');
    const pro = place(man.state, 'b', 'prostitute', 'C2', { markers: 1 });
    state = toStep(ctx, pro.state, 'attack');
    state = ok(ctx, state, { type: 'attack', player: 'a', attacker: man.iid, target: pro.iid });
    state = ok(ctx, state, { type: 'commandment', player: 'a', card: inHand(state, 'a', 'wrath-of-inferno'), target: { card: man.iid } });
    // The Prostitute's +3 is against Pawns only; the Manifestos is a Creature.
    const out = combatOutcome(ctx, state)!;
    assert.deepEqual([out.attackerCv, out.targetCv], ['6 (3 Manifestos +3 Wrath of Inferno)', '3 (3 Prostitute)']);
    const pool = state.pool;
    state = closeWindow(ctx, state);
    const slot = player(state, 'a').cross.stations.C1!;
    assert.deepEqual(slot.attachments.map((x) => x.iid), [pro.iid]);
    assert.equal(player(state, 'b').cross.stations.C2, undefined);
    assert.ok(!player(state, 'b').discardPile.includes(pro.iid));
    assert.equal(slot.markers, 1);
    assert.equal(state.pool, pool);
    assert.equal(combatValue(ctx, state, man.iid).total, 6);
    // The attached Pawn adds no marker capacity.
    assert.equal(capacityOf(ctx, state, player(state, 'a'), 'C1'), 1);
    assert.equal(state.cards[pro.iid]!.owner, 'b');
  });

  it('K-ATTACH-03: the Prostitute attached to the Manifestos adds only her +3 CV: no "+3 against Pawns" for the Manifestos', () => {
    let { ctx, state } = table({ major: 'golab', rest: ['manifestos', 'prostitute'] }, { major: 'malkuth', rest: ['veteran'] });
    const man = place(state, 'a', 'manifestos', 'C1');
    const pro = attach(man.state, 'a', 'prostitute', man.iid);
    const vet = place(pro.state, 'b', 'veteran', 'C1');
    state = toStep(ctx, vet.state, 'attack');
    state = ok(ctx, state, { type: 'attack', player: 'a', attacker: man.iid, target: vet.iid });
    assert.equal(combatOutcome(ctx, state)!.attackerCv, '6 (3 Manifestos +3 Prostitute (attached))');
  });

  it('K-ATTACH-05: a losing Being with two Items goes to the discard pile with them (3 cards)', () => {
    let { ctx, state } = table({ major: 'kether', rest: ['anton-teptov'] }, { major: 'golab', rest: ['purgatide', 'automatic-rifle', 'butchers-hook'] });
    const tep = place(state, 'a', 'anton-teptov', 'C1');
    const pu = place(tep.state, 'b', 'purgatide', 'C1');
    const r1 = attach(pu.state, 'b', 'automatic-rifle', pu.iid);
    const r2 = attach(r1.state, 'b', 'butchers-hook', pu.iid);
    state = toStep(ctx, r2.state, 'attack');
    const before = player(state, 'b').discardPile.length;
    state = closeWindow(ctx, ok(ctx, state, { type: 'attack', player: 'a', attacker: tep.iid, target: pu.iid }));
    const pile = player(state, 'b').discardPile;
    assert.equal(pile.length, before + 3);
    for (const iid of [pu.iid, r1.iid, r2.iid]) assert.ok(pile.includes(iid));
  });

  it('K-ATTACH-07: an attached card sits under its base card on the same Station, visible to every player', () => {
    let { ctx, state } = table({ major: 'kether', hand: ['mirrorshard-amulet'], rest: ['priest'] }, { major: 'golab' });
    const pr = place(state, 'a', 'priest', 'C1');
    state = toStep(ctx, pr.state, 'deeds');
    const am = inHand(state, 'a', 'mirrorshard-amulet');
    state = ok(ctx, state, { type: 'influence', player: 'a', card: am, target: { card: pr.iid } });
    const seen = publicView(state);
    const slot = player(seen, 'a').cross.stations.C1!;
    assert.equal(slot.base, pr.iid);
    assert.deepEqual(slot.attachments.map((x) => seen.cards[x.iid]!.card), ['mirrorshard-amulet']);
  });

  it('K-ATTACH-08: an Influence card may attach to the player\'s own Major Arcanum (Misguidance), which then lets Kether Proclaim a blue Being', () => {
    let { ctx, state } = table({ major: 'kether', hand: ['misguidance', 'sin-eater'] }, { major: 'golab' });
    state = toStep(ctx, state, 'deeds');
    const se = inHand(state, 'a', 'sin-eater');
    // Sin-Eater needs Rose + Skull: Kether lacks the Skull, so first the affiliation then the Suits are checked.
    refused(ctx, state, { type: 'proclaim', player: 'a', card: se, cross: 'a', station: 'C1' }, 'K-AFFIL-04');
    state = closeWindow(ctx, ok(ctx, state, { type: 'influence', player: 'a', card: inHand(state, 'a', 'misguidance'), target: { player: 'a' } }));
    assert.equal(player(state, 'a').cross.majorAttachments.length, 1);
    const j = refused(ctx, state, { type: 'proclaim', player: 'a', card: se, cross: 'a', station: 'C1' }, 'K-SUIT-04');
    assert.ok(j.checks.some((c) => c.rule === 'K-AFFIL-05' && c.ok));
  });
});
