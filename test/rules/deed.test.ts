/**
 * Step 4 deeds: K-DEED, K-DEED-PROCLAIM (Proclaim Station) and
 * K-DEED-INFLUENCE (Influence deeds), with Q-11 (attachments leave with
 * their base card).
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { combatValue, publicView } from '../../src/kult/index.js';
import { closeWindow, ok, place, player, refused, toHand, toStep } from '../support/scenario.js';
import { inHand, judgeOnly, nextTurn, says, suits, table } from '../support/table-kit.js';

/** Kether (a, starts: Rose, Hourglass, Eye, Crescent) against Golab (b). */
function kether(hand: string[], rest: string[] = [], restB: string[] = [], handB: string[] = []) {
  return table({ major: 'kether', hand, rest }, { major: 'golab', hand: handB, rest: restB }, { struggle: 'world' });
}

describe('K-DEED', () => {
  it('K-DEED-01: Proclaim → Influence → Proclaim → Proclaim in one step 4 is legal', () => {
    let { ctx, state } = kether(['priest', 'mirrorshard-amulet', 'artist', 'teacher']);
    state = toStep(ctx, state, 'deeds');
    const priest = inHand(state, 'a', 'priest');
    state = closeWindow(ctx, ok(ctx, state, { type: 'proclaim', player: 'a', card: priest, cross: 'a', station: 'C1' }));
    state = closeWindow(ctx, ok(ctx, state, { type: 'influence', player: 'a', card: inHand(state, 'a', 'mirrorshard-amulet'), target: { card: priest } }));
    state = closeWindow(ctx, ok(ctx, state, { type: 'proclaim', player: 'a', card: inHand(state, 'a', 'artist'), cross: 'a', station: 'C2' }));
    state = closeWindow(ctx, ok(ctx, state, { type: 'proclaim', player: 'a', card: inHand(state, 'a', 'teacher'), cross: 'a', station: 'C3' }));
    const st = player(state, 'a').cross.stations;
    assert.deepEqual([st.C1, st.C2, st.C3].map((x) => state.cards[x!.base]!.card), ['priest', 'artist', 'teacher']);
    assert.equal(st.C1!.attachments.length, 1);
    assert.equal(state.step, 'deeds');
  });

  it('K-DEED-02: every deed needs the suit-match: an Influence card whose Suits are not covered is refused', () => {
    let { ctx, state } = kether(['madness-stigma'], ['priest']);
    const pr = place(state, 'a', 'priest', 'C1');
    state = toStep(ctx, pr.state, 'deeds');
    const j = refused(ctx, state, { type: 'influence', player: 'a', card: inHand(state, 'a', 'madness-stigma'), target: { card: pr.iid } }, 'K-SUIT-04');
    assert.match(says(j, 'K-SUIT-04'), /needs Eye×2, you control Eye×1/);
  });
});

describe('K-DEED-PROCLAIM', () => {
  it('K-DEED-PROCLAIM-01: trying to Proclaim an Influence card is refused', () => {
    let { ctx, state } = kether(['mirrorshard-amulet']);
    state = toStep(ctx, state, 'deeds');
    const j = refused(ctx, state, { type: 'proclaim', player: 'a', card: inHand(state, 'a', 'mirrorshard-amulet'), cross: 'a', station: 'C1' }, 'K-DEED-PROCLAIM-01');
    assert.match(says(j, 'K-DEED-PROCLAIM-01'), /Mirrorshard Amulet is an Influence card; only Beings and Regions are Proclaimed/);
  });

  it('K-DEED-PROCLAIM-02: Kether cannot Proclaim his Teacher into Golab\'s C2, but may Proclaim a Secret Agent into Golab\'s C4', () => {
    let { ctx, state } = kether(['teacher', 'secret-agent']);
    state = toStep(ctx, state, 'deeds');
    refused(ctx, state, { type: 'proclaim', player: 'a', card: inHand(state, 'a', 'teacher'), cross: 'b', station: 'C2' }, 'K-DEED-PROCLAIM-02');
    const agent = inHand(state, 'a', 'secret-agent');
    state = ok(ctx, state, { type: 'proclaim', player: 'a', card: agent, cross: 'b', station: 'C4' });
    assert.equal(player(state, 'b').cross.stations.C4?.base, agent);
    assert.equal(state.cards[agent]!.owner, 'a');
  });

  it("Q-16: a Secret Agent Proclaimed into Golab's Cast belongs to Golab's cross for marker movement (Golab's Recruit fills it) while Kether keeps ownership", () => {
    let { ctx, state } = kether(['secret-agent']);
    state = toStep(ctx, state, 'deeds');
    const agent = inHand(state, 'a', 'secret-agent');
    state = closeWindow(ctx, ok(ctx, state, { type: 'proclaim', player: 'a', card: agent, cross: 'b', station: 'C4' }));
    state = toStep(ctx, nextTurn(ctx, state), 'recruit');
    assert.equal(state.active, 'b');
    const pool = state.pool;
    state = ok(ctx, state, { type: 'recruit', player: 'b', accept: true });
    assert.equal(player(state, 'b').cross.stations.C4!.markers, 1);
    assert.equal(state.pool, pool - 1);
    assert.equal(state.cards[agent]!.owner, 'a');
  });

  it('K-DEED-PROCLAIM-03: North holds a Region → no Proclaim to North', () => {
    let { ctx, state } = kether(['priest'], ['hall-of-mirrors']);
    state = toStep(ctx, place(state, 'a', 'hall-of-mirrors', 'N').state, 'deeds');
    const j = refused(ctx, state, { type: 'proclaim', player: 'a', card: inHand(state, 'a', 'priest'), cross: 'a', station: 'N' }, 'K-DEED-PROCLAIM-03');
    assert.match(says(j, 'K-DEED-PROCLAIM-03'), /N is occupied/);
    ok(ctx, state, { type: 'proclaim', player: 'a', card: inHand(state, 'a', 'priest'), cross: 'a', station: 'S' });
  });

  it('K-DEED-PROCLAIM-04: the Station indicator must be highlighted: the Priest (N, S, C1–C4) cannot go to East', () => {
    let { ctx, state } = kether(['priest']);
    state = toStep(ctx, state, 'deeds');
    const j = refused(ctx, state, { type: 'proclaim', player: 'a', card: inHand(state, 'a', 'priest'), cross: 'a', station: 'E' }, 'K-DEED-PROCLAIM-04');
    assert.match(says(j, 'K-DEED-PROCLAIM-04'), /it shows N, S, C1, C2, C3, C4/);
  });

  it('K-DEED-PROCLAIM-05: the affiliation check comes first: Kether (red) cannot Proclaim the blue Purgatide', () => {
    let { ctx, state } = kether(['purgatide', 'usher']);
    state = toStep(ctx, state, 'deeds');
    refused(ctx, state, { type: 'proclaim', player: 'a', card: inHand(state, 'a', 'purgatide'), cross: 'a', station: 'C1' }, 'K-AFFIL-04');
  });

  it('K-DEED-PROCLAIM-06: a card with 2 Crescents and the player has 1 → Repel once for a Crescent, then Proclaim', () => {
    let { ctx, state } = kether(['dream-hunter']);
    state = toStep(ctx, state, 'deeds');
    const dh = inHand(state, 'a', 'dream-hunter');
    const j = refused(ctx, state, { type: 'proclaim', player: 'a', card: dh, cross: 'a', station: 'C1' }, 'K-SUIT-04');
    assert.match(says(j, 'K-SUIT-04'), /needs Crescent×2, you control Crescent×1 \(Kether\)/);
    state = closeWindow(ctx, ok(ctx, state, { type: 'repel', player: 'a', from: 'hub', to: 'pool', suit: 'crescent' }));
    const proclaim = { type: 'proclaim', player: 'a', card: dh, cross: 'a', station: 'C1' } as const;
    assert.match(says(judgeOnly(ctx, state, proclaim), 'K-SUIT-04'), /needs Crescent×2, you control Crescent×2 \(Kether \+ Repel the Hub → the Pool\)/);
    state = ok(ctx, state, proclaim);
    assert.equal(player(state, 'a').cross.stations.C1?.base, dh);
  });

  it('K-DEED-PROCLAIM-07 / K-DEED-PROCLAIM-08: the Proclaimed card is shown to everyone and placed face-up on the announced Station', () => {
    let { ctx, state } = kether(['priest']);
    state = toStep(ctx, state, 'deeds');
    const pr = inHand(state, 'a', 'priest');
    assert.equal(publicView(state).cards[pr]!.card, null); // hidden while in hand
    state = ok(ctx, state, { type: 'proclaim', player: 'a', card: pr, cross: 'a', station: 'C2' });
    assert.equal(publicView(state).cards[pr]!.card, 'priest');
    assert.deepEqual(state.window?.chain.map((e) => [e.kind, e.card]), [['proclaim', 'priest']]);
    assert.deepEqual(player(state, 'a').cross.stations.C2, { base: pr, faceUp: true, markers: 0, attachments: [] });
  });

  it('K-DEED-PROCLAIM-09: a Region granting a Skull lets the player use that Skull for the next deed in the same step', () => {
    let { ctx, state } = kether(['inferno', 'veteran']);
    state = toStep(ctx, state, 'deeds');
    refused(ctx, state, { type: 'proclaim', player: 'a', card: inHand(state, 'a', 'veteran'), cross: 'a', station: 'C1' }, 'K-SUIT-04');
    state = closeWindow(ctx, ok(ctx, state, { type: 'proclaim', player: 'a', card: inHand(state, 'a', 'inferno'), cross: 'a', station: 'N' }));
    assert.equal(suits(ctx, state, 'a').skull, 1);
    ok(ctx, state, { type: 'proclaim', player: 'a', card: inHand(state, 'a', 'veteran'), cross: 'a', station: 'C1' });
  });

  it('K-DEED-PROCLAIM-10: Nachtkinder Proclaimed to C2 in step 4 may attack in step 5', () => {
    let { ctx, state } = table({ major: 'golab', hand: ['nachtkinder'] }, { major: 'malkuth', rest: ['priest'] });
    const pr = place(state, 'b', 'priest', 'C1');
    state = toStep(ctx, pr.state, 'deeds');
    const nk = inHand(state, 'a', 'nachtkinder');
    state = closeWindow(ctx, ok(ctx, state, { type: 'proclaim', player: 'a', card: nk, cross: 'a', station: 'C2' }));
    state = toStep(ctx, state, 'attack');
    state = ok(ctx, state, { type: 'attack', player: 'a', attacker: nk, target: pr.iid });
    assert.equal(state.combat?.attacker, nk);
  });

  it('K-DEED-PROCLAIM-11: Proclaiming is a step-4 deed: refused in step 5, and refused for the other player during the active player\'s turn', () => {
    let { ctx, state } = kether(['priest'], [], [], ['priest']);
    state = toStep(ctx, state, 'attack');
    const j = refused(ctx, state, { type: 'proclaim', player: 'a', card: inHand(state, 'a', 'priest'), cross: 'a', station: 'C1' }, 'K-DEED-PROCLAIM-11');
    assert.match(says(j, 'K-DEED-PROCLAIM-11'), /it is step 5 \(attack\), not step 4 \(deeds\)/);
    refused(ctx, state, { type: 'proclaim', player: 'b', card: inHand(state, 'b', 'priest'), cross: 'b', station: 'C1' }, 'K-ORDER-01');
  });
});

describe('K-DEED-INFLUENCE', () => {
  it('K-DEED-INFLUENCE-02: an Influence card is played only in the player\'s own step 4: refused in the Sway step', () => {
    let { ctx, state } = kether(['mirrorshard-amulet'], ['priest']);
    const pr = place(state, 'a', 'priest', 'C1');
    state = toStep(ctx, pr.state, 'sway');
    refused(ctx, state, { type: 'influence', player: 'a', card: inHand(state, 'a', 'mirrorshard-amulet'), target: { card: pr.iid } }, 'K-DEED-INFLUENCE-02');
  });

  it('K-DEED-INFLUENCE-03 / K-AFFIL-07: "attach to a Being" reaches any Being in any cross, e.g. Kether\'s Amulet onto Golab\'s Purgatide', () => {
    let { ctx, state } = kether(['mirrorshard-amulet'], [], ['purgatide']);
    const pu = place(state, 'b', 'purgatide', 'C1');
    state = toStep(ctx, pu.state, 'deeds');
    const am = inHand(state, 'a', 'mirrorshard-amulet');
    state = ok(ctx, state, { type: 'influence', player: 'a', card: am, target: { card: pu.iid } });
    assert.deepEqual(player(state, 'b').cross.stations.C1!.attachments.map((x) => x.iid), [am]);
    assert.equal(state.cards[am]!.owner, 'a');
  });

  it('K-DEED-INFLUENCE-03: an Influence card that attaches to a Being cannot target a Region', () => {
    let { ctx, state } = kether(['mirrorshard-amulet'], ['hall-of-mirrors']);
    const hm = place(state, 'a', 'hall-of-mirrors', 'N');
    state = toStep(ctx, hm.state, 'deeds');
    const j = refused(ctx, state, { type: 'influence', player: 'a', card: inHand(state, 'a', 'mirrorshard-amulet'), target: { card: hm.iid } }, 'K-DEED-INFLUENCE-03');
    assert.match(says(j, 'K-DEED-INFLUENCE-03'), /attaches to a being; Hall of Mirrors is not one/);
  });

  it('K-DEED-INFLUENCE-04: a harmful card may go on one\'s own Pawn (Fettered on Kether\'s Priest)', () => {
    let { ctx, state } = kether(['fettered'], ['priest']);
    const pr = place(state, 'a', 'priest', 'C1');
    state = toStep(ctx, pr.state, 'deeds');
    state = ok(ctx, state, { type: 'influence', player: 'a', card: inHand(state, 'a', 'fettered'), target: { card: pr.iid } });
    assert.equal(combatValue(ctx, state, pr.iid).total, 0); // Priest 2 − 2
  });

  it('K-DEED-INFLUENCE-05 / Q-18: a one-use Influence card (Tomb Bondage) is not attached; its effect stands once its window closes unchanged, and its own text removes it from the game', () => {
    let { ctx, state } = table({ major: 'golab', hand: ['tomb-bondage'] }, { major: 'malkuth', rest: ['artist'] });
    const art = place(state, 'b', 'artist', 'C3');
    state = toStep(ctx, art.state, 'deeds');
    const tb = inHand(state, 'a', 'tomb-bondage');
    state = ok(ctx, state, { type: 'influence', player: 'a', card: tb, target: { card: art.iid } });
    assert.ok(!player(state, 'a').hand.includes(tb));
    state = closeWindow(ctx, state);
    assert.equal(player(state, 'b').cross.stations.C3, undefined);
    assert.ok(player(state, 'b').discardPile.includes(art.iid));
    assert.ok(player(state, 'a').removed.includes(tb));
    assert.ok(!player(state, 'a').discardPile.includes(tb));
  });

  it('K-DEED-INFLUENCE-06 / Q-11: an attachment stays across turns until its base card is discarded, then goes to its owner\'s pile with it', () => {
    let { ctx, state } = table({ major: 'kether', hand: ['mirrorshard-amulet'], rest: ['cleansing'] }, { major: 'golab', rest: ['purgatide'] });
    const pu = place(state, 'b', 'purgatide', 'C1');
    state = toStep(ctx, pu.state, 'deeds');
    const am = inHand(state, 'a', 'mirrorshard-amulet');
    state = closeWindow(ctx, ok(ctx, state, { type: 'influence', player: 'a', card: am, target: { card: pu.iid } }));
    state = nextTurn(ctx, nextTurn(ctx, state)); // b's turn, then a's next turn
    assert.equal(state.active, 'a');
    assert.deepEqual(player(state, 'b').cross.stations.C1!.attachments.map((x) => x.iid), [am]);
    state = toStep(ctx, state, 'deeds');
    const cl = toHand(state, 'a', 'cleansing');
    state = ok(ctx, cl.state, { type: 'commandment', player: 'a', card: cl.iid, target: { card: pu.iid } });
    assert.equal(player(state, 'b').cross.stations.C1, undefined);
    assert.ok(player(state, 'b').discardPile.includes(pu.iid));
    assert.ok(player(state, 'a').discardPile.includes(am)); // the Amulet goes to its owner, Kether
  });

  it('K-DEED-INFLUENCE-07 / K-STATION-03: Unholy Hunger (Cast only) cannot be attached to a Being standing on North', () => {
    let { ctx, state } = table({ major: 'golab', hand: ['unholy-hunger'] }, { major: 'malkuth', rest: ['priest'] });
    const pr = place(state, 'b', 'priest', 'N');
    state = toStep(ctx, pr.state, 'deeds');
    const j = refused(ctx, state, { type: 'influence', player: 'a', card: inHand(state, 'a', 'unholy-hunger'), target: { card: pr.iid } }, 'K-STATION-03');
    assert.match(says(j, 'K-STATION-03'), /Priest stands on N, which Unholy Hunger's indicators exclude \(C1, C2, C3, C4\)/);
  });

  it('K-DEED-INFLUENCE-08 / K-ATTACH-06: Curse (−1) on the Usher (4) → CV 3, and only while the Usher is face-up', () => {
    let { ctx, state } = table({ major: 'golab', hand: ['curse'] }, { major: 'malkuth', rest: ['usher'] });
    const us = place(state, 'b', 'usher', 'C1');
    state = toStep(ctx, us.state, 'deeds');
    state = ok(ctx, state, { type: 'influence', player: 'a', card: inHand(state, 'a', 'curse'), target: { card: us.iid } });
    assert.equal(combatValue(ctx, state, us.iid).total, 3);
    const turned = { ...state, players: state.players.map((p) => (p.id !== 'b' ? p : { ...p, cross: { ...p.cross, stations: { ...p.cross.stations, C1: { ...p.cross.stations.C1!, faceUp: false } } } })) };
    assert.equal(combatValue(ctx, turned, us.iid).total, 4);
  });

  it('K-DEED-INFLUENCE-09: an Influence card may be played on a Turned card', () => {
    let { ctx, state } = table({ major: 'golab', hand: ['curse'] }, { major: 'malkuth', rest: ['usher'] });
    const us = place(state, 'b', 'usher', 'C1', { faceUp: false });
    state = toStep(ctx, us.state, 'deeds');
    state = ok(ctx, state, { type: 'influence', player: 'a', card: inHand(state, 'a', 'curse'), target: { card: us.iid } });
    assert.equal(player(state, 'b').cross.stations.C1!.attachments.length, 1);
    assert.equal(player(state, 'b').cross.stations.C1!.faceUp, false);
  });

  it('K-DEED-INFLUENCE-10 / K-ATTACH-08: Misguidance goes onto the player\'s own Major Arcanum, not an opponent\'s', () => {
    let { ctx, state } = kether(['misguidance']);
    state = toStep(ctx, state, 'deeds');
    const mg = inHand(state, 'a', 'misguidance');
    const j = refused(ctx, state, { type: 'influence', player: 'a', card: mg, target: { player: 'b' } }, 'K-DEED-INFLUENCE-10');
    assert.match(says(j, 'K-DEED-INFLUENCE-10'), /only be Influenced onto your own Major Arcanum/);
    state = ok(ctx, state, { type: 'influence', player: 'a', card: mg, target: { player: 'a' } });
    assert.deepEqual(player(state, 'a').cross.majorAttachments.map((x) => x.iid), [mg]);
  });
});
