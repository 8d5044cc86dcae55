/**
 * K-CMD (Commandments) and K-SPELL (Spells), with the house defaults Q-12
 * (a Spell's indicators name the target's Station) and Q-25 (affiliation
 * applies to Commandments and Spells too).
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { combatOutcome, legalActions, publicView, type GameState } from '../../src/kult/index.js';
import { closeWindow, ok, place, player, refused, toStep } from '../support/scenario.js';
import { inHand, judgeOnly, says, suits, table } from '../support/table-kit.js';
import { twoWith } from '../support/turn-kit.js';

/** Kether (a) with a Teacher (Spellcaster, any Lore) in C2 and an Usher in C1, attacking Golab's (b) Purgatide. */
function kCombat(handA: string[], handB: string[] = [], o: { teacherFaceUp?: boolean } = {}) {
  let { ctx, state } = table({ major: 'kether', hand: handA, rest: ['teacher', 'usher'] }, { major: 'golab', hand: handB, rest: ['purgatide', 'deathconjurer', 'priest'] }, { struggle: 'world' });
  const t = place(state, 'a', 'teacher', 'C2', { faceUp: o.teacherFaceUp ?? true });
  const us = place(t.state, 'a', 'usher', 'C1');
  const pu = place(us.state, 'b', 'purgatide', 'C1');
  const dc = place(pu.state, 'b', 'deathconjurer', 'C2');
  state = toStep(ctx, dc.state, 'attack');
  state = ok(ctx, state, { type: 'attack', player: 'a', attacker: us.iid, target: pu.iid });
  return { ctx, state, teacher: t.iid, usher: us.iid, purgatide: pu.iid, deathconjurer: dc.iid };
}

function discards(state: GameState, p: string): string[] {
  return player(state, p).discardPile.map((i) => state.cards[i]!.card!);
}

describe('K-SPELL', () => {
  it('K-SPELL-01: a Spell needs a Spellcaster: cast "by" the Usher it is refused', () => {
    const { ctx, state, usher } = kCombat(['dreamwalk']);
    const j = refused(ctx, state, { type: 'spell', player: 'a', card: inHand(state, 'a', 'dreamwalk'), caster: usher, target: { card: usher } }, 'K-SPELL-01');
    assert.match(says(j, 'K-SPELL-01'), /Usher is not a Spellcaster/);
  });

  it('K-SPELL-02: the only Spellcaster is Turned → no Spells; a Spellcaster in the opponent\'s cross cannot cast yours either', () => {
    const turned = kCombat(['dreamwalk'], [], { teacherFaceUp: false });
    refused(turned.ctx, turned.state, { type: 'spell', player: 'a', card: inHand(turned.state, 'a', 'dreamwalk'), caster: turned.teacher, target: { card: turned.usher } }, 'K-SPELL-02');
    const { ctx, state, deathconjurer, purgatide } = kCombat([], ['grave-chill']);
    const s = ok(ctx, state, { type: 'pass', player: 'a' });
    // b's own Deathconjurer may cast for b; Kether's Teacher may not.
    ok(ctx, s, { type: 'spell', player: 'b', card: inHand(s, 'b', 'grave-chill'), caster: deathconjurer, target: { card: purgatide } });
  });

  it('K-SPELL-02: the caster must be in the caster\'s own cross', () => {
    const { ctx, state, teacher, purgatide } = kCombat([], ['grave-chill']);
    const s = ok(ctx, state, { type: 'pass', player: 'a' });
    const j = refused(ctx, s, { type: 'spell', player: 'b', card: inHand(s, 'b', 'grave-chill'), caster: teacher, target: { card: purgatide } }, 'K-SPELL-02');
    assert.match(says(j, 'K-SPELL-02'), /Teacher is not in your cross/);
  });

  it('K-SPELL-03: a Spell "cast during combat" cannot be cast in step 4 outside a combat', () => {
    let { ctx, state } = table({ major: 'kether', hand: ['dreamwalk'], rest: ['teacher'] }, { major: 'golab' });
    const t = place(state, 'a', 'teacher', 'C2');
    state = toStep(ctx, t.state, 'deeds');
    const j = refused(ctx, state, { type: 'spell', player: 'a', card: inHand(state, 'a', 'dreamwalk'), caster: t.iid, target: { card: t.iid } }, 'K-SPELL-03');
    assert.match(says(j, 'K-SPELL-03'), /only during combat modification/);
  });

  it('K-SPELL-04: a caster limited to the Lores of Death and Passion cannot cast a Lore of Dreams Spell', () => {
    let { ctx, state } = table({ major: 'kether', hand: ['dreamwalk'], rest: ['deathconjurer', 'usher'] }, { major: 'golab', rest: ['purgatide'] });
    const dc = place(state, 'a', 'deathconjurer', 'C2'); // e.g. Proclaimed under Misguidance
    const us = place(dc.state, 'a', 'usher', 'C1');
    const pu = place(us.state, 'b', 'purgatide', 'C1');
    state = ok(ctx, toStep(ctx, pu.state, 'attack'), { type: 'attack', player: 'a', attacker: us.iid, target: pu.iid });
    const j = refused(ctx, state, { type: 'spell', player: 'a', card: inHand(state, 'a', 'dreamwalk'), caster: dc.iid, target: { card: us.iid } }, 'K-SPELL-04');
    assert.match(says(j, 'K-SPELL-04'), /knows only the Lore of Death, Passion/);
  });

  it('K-SPELL-05 / K-SPELL-06: Dreamwalk (Crescent) cast by the Teacher gives +2 CV and is discarded once cast', () => {
    const { ctx, state: s0, teacher, usher } = kCombat(['dreamwalk']);
    const cast = { type: 'spell', player: 'a', card: inHand(s0, 'a', 'dreamwalk'), caster: teacher, target: { card: usher } } as const;
    assert.match(says(judgeOnly(ctx, s0, cast), 'K-SPELL-06'), /needs Crescent×1, you control Crescent×1/);
    const s = ok(ctx, s0, cast);
    assert.ok(discards(s, 'a').includes('dreamwalk'));
    assert.equal(combatOutcome(ctx, s)!.attackerCv, '6 (4 Usher +2 Dreamwalk)');
    const after = closeWindow(ctx, s);
    assert.equal(player(after, 'b').cross.stations.C1, undefined); // 6 beats Purgatide's 4
  });

  it('K-SPELL-06: without the Suit the Spell is refused (Netzach has no Eye for Waking Nightmare)', () => {
    let { ctx, state } = table({ major: 'golab', rest: ['purgatide'] }, { major: 'netzach', hand: ['waking-nightmare'], rest: ['sleepwalker-seer', 'priest'] });
    const pu = place(state, 'a', 'purgatide', 'C1');
    const seer = place(pu.state, 'b', 'sleepwalker-seer', 'C2');
    const pr = place(seer.state, 'b', 'priest', 'C1');
    state = ok(ctx, toStep(ctx, pr.state, 'attack'), { type: 'attack', player: 'a', attacker: pu.iid, target: pr.iid });
    state = ok(ctx, state, { type: 'pass', player: 'a' });
    const j = refused(ctx, state, { type: 'spell', player: 'b', card: inHand(state, 'b', 'waking-nightmare'), caster: seer.iid, target: { card: pu.iid } }, 'K-SPELL-06');
    assert.match(says(j, 'K-SPELL-06'), /needs Eye×1, you control Eye×0/);
  });

  it('K-SPELL-06 / Q-25: affiliation applies to Spells: Kether cannot cast the blue Grave Chill', () => {
    const { ctx, state, teacher, purgatide } = kCombat(['grave-chill']);
    refused(ctx, state, { type: 'spell', player: 'a', card: inHand(state, 'a', 'grave-chill'), caster: teacher, target: { card: purgatide } }, 'K-AFFIL-04');
  });

  it('K-SPELL-07 / Q-12: a Spell cannot target a Turned card, nor a card on a Station its indicators exclude', () => {
    let { ctx, state } = table({ major: 'kether', hand: ['dreamwalk'], rest: ['teacher', 'usher', 'priest', 'artist'] }, { major: 'golab', rest: ['purgatide'] });
    const t = place(state, 'a', 'teacher', 'C2');
    const us = place(t.state, 'a', 'usher', 'C1');
    const pr = place(us.state, 'a', 'priest', 'N');
    const art = place(pr.state, 'a', 'artist', 'C3', { faceUp: false });
    const pu = place(art.state, 'b', 'purgatide', 'C1');
    state = ok(ctx, toStep(ctx, pu.state, 'attack'), { type: 'attack', player: 'a', attacker: us.iid, target: pu.iid });
    const dw = inHand(state, 'a', 'dreamwalk');
    refused(ctx, state, { type: 'spell', player: 'a', card: dw, caster: t.iid, target: { card: art.iid } }, 'K-SPELL-07');
    const j = refused(ctx, state, { type: 'spell', player: 'a', card: dw, caster: t.iid, target: { card: pr.iid } }, 'Q-12');
    assert.match(says(j, 'Q-12'), /stands on N; Dreamwalk may be cast only on C1, C2, C3, C4/);
  });

  it('K-SPELL-08: the signed number on a Spell\'s stain modifies the affected card: Waking Nightmare gives −2 CV', () => {
    const { ctx, state: s0, teacher, usher, purgatide } = kCombat(['waking-nightmare']);
    // The legal-action generator offers it on either combatant.
    const offered = legalActions(ctx, s0, 'a').filter((x) => x.type === 'spell').map((x) => (x.type === 'spell' ? x.target?.card : undefined));
    assert.deepEqual(offered.sort(), [usher, purgatide].sort());
    const s = ok(ctx, s0, { type: 'spell', player: 'a', card: inHand(s0, 'a', 'waking-nightmare'), caster: teacher, target: { card: purgatide } });
    assert.equal(combatOutcome(ctx, s)!.targetCv, '2 (4 Purgatide -2 Waking Nightmare)');
    const after = closeWindow(ctx, s);
    assert.equal(player(after, 'b').cross.stations.C1, undefined); // Usher 4 beats 2
  });
});

describe('K-CMD', () => {
  it('K-CMD-01: a Commandment "play during your turn" (Cleansing) is unavailable in an opponent\'s turn; an "any time" one is fine', () => {
    const { ctx, state, usher } = kCombat([], ['cleansing', 'moment-of-doubt']);
    const s = ok(ctx, state, { type: 'pass', player: 'a' });
    const j = refused(ctx, s, { type: 'commandment', player: 'b', card: inHand(s, 'b', 'cleansing'), target: { card: usher } }, 'K-CMD-01');
    assert.match(says(j, 'K-CMD-01'), /only during your own turn; it is a's turn/);
    ok(ctx, s, { type: 'commandment', player: 'b', card: inHand(s, 'b', 'moment-of-doubt'), target: { card: usher } });
  });

  it('K-CMD-02: a Commandment needs no suit-match: Kether (no Skull) plays Cleansing on a Stage Being', () => {
    let { ctx, state } = table({ major: 'kether', hand: ['cleansing'] }, { major: 'golab', rest: ['priest'] });
    const pr = place(state, 'b', 'priest', 'N');
    state = toStep(ctx, pr.state, 'deeds');
    const s = ok(ctx, state, { type: 'commandment', player: 'a', card: inHand(state, 'a', 'cleansing'), target: { card: pr.iid } });
    assert.equal(player(s, 'b').cross.stations.N, undefined);
    // Cleansing is removed from the game, not discarded (K-REMOVED-01).
    assert.equal(player(s, 'a').removed.length, 1);
  });

  it('K-CMD-03: a Commandment must name its target before it is played', () => {
    const { ctx, state } = kCombat(['surge-of-will']);
    const j = refused(ctx, state, { type: 'commandment', player: 'a', card: inHand(state, 'a', 'surge-of-will') }, 'K-CMD-03');
    assert.match(says(j, 'K-CMD-03'), /name its target/);
  });

  it('K-CMD-04: a Commandment takes effect immediately: Manipulate Death\'s Skull counts while its window is still open', () => {
    let { ctx, state } = table({ major: 'kether', hand: ['manipulate-death'] }, { major: 'golab' });
    state = toStep(ctx, state, 'deeds');
    assert.equal(suits(ctx, state, 'a').skull, 0);
    const s = ok(ctx, state, { type: 'commandment', player: 'a', card: inHand(state, 'a', 'manipulate-death') });
    assert.equal(s.window?.kind, 'react');
    assert.equal(suits(ctx, s, 'a').skull, 1);
  });

  it('K-CMD-05: a one-shot Commandment (The Void) is discarded right after it resolves', () => {
    let { ctx, state } = table({ major: 'kether', hand: ['the-void'] }, { major: 'golab' });
    state = toStep(ctx, state, 'deeds');
    const tv = inHand(state, 'a', 'the-void');
    const s = ok(ctx, state, { type: 'commandment', player: 'a', card: tv, target: { player: 'b' } });
    assert.ok(player(s, 'a').discardPile.includes(tv));
    assert.deepEqual(player(s, 'a').inEffect, []);
  });

  it('K-CMD-05: a Commandment lasting "until the end of the turn" (Manipulate Death) stays on the table until the end of the turn, then goes to the discard pile', () => {
    let { ctx, state } = table({ major: 'kether', hand: ['manipulate-death'] }, { major: 'golab' });
    state = toStep(ctx, state, 'deeds');
    const md = inHand(state, 'a', 'manipulate-death');
    state = closeWindow(ctx, ok(ctx, state, { type: 'commandment', player: 'a', card: md }));
    assert.deepEqual(player(state, 'a').inEffect, [md]);
    assert.ok(!player(state, 'a').discardPile.includes(md));
    assert.equal(publicView(state).cards[md]!.card, 'manipulate-death'); // on the table, shown to all
    state = toStep(ctx, state, 'discard');
    state = ok(ctx, state, { type: 'discard', player: 'a', card: null });
    assert.equal(state.active, 'b');
    assert.deepEqual(player(state, 'a').inEffect, []);
    assert.ok(player(state, 'a').discardPile.includes(md));
    assert.equal(suits(ctx, state, 'a').skull, 0);
  });

  it('K-CMD-05: a Commandment "for this combat" (Surge of Will) stays on the table until the combat is over', () => {
    const { ctx, state: s0, usher } = kCombat(['surge-of-will']);
    const sw = inHand(s0, 'a', 'surge-of-will');
    const s = ok(ctx, s0, { type: 'commandment', player: 'a', card: sw, target: { card: usher } });
    assert.deepEqual(player(s, 'a').inEffect, [sw]);
    const after = closeWindow(ctx, s);
    assert.equal(after.combat, null);
    assert.deepEqual(player(after, 'a').inEffect, []);
    assert.ok(player(after, 'a').discardPile.includes(sw));
  });

  it('K-CMD-05: a Fly in the Ointment made ineffective by Sorry is discarded when its window closes', () => {
    let { ctx, state } = table({ major: 'golab', hand: ['incinerator', 'sorry'], rest: ['veteran'] }, { major: 'malkuth', hand: ['fly-in-the-ointment'] });
    state = toStep(ctx, place(state, 'a', 'veteran', 'C1').state, 'deeds');
    state = ok(ctx, state, { type: 'repel', player: 'a', from: 'hub', to: 'C1', suit: 'skull' });
    const fly = inHand(state, 'b', 'fly-in-the-ointment');
    state = ok(ctx, state, { type: 'commandment', player: 'b', card: fly, target: { player: 'a', suit: 'skull' } });
    assert.deepEqual(player(state, 'b').inEffect, [fly]);
    state = ok(ctx, state, { type: 'commandment', player: 'a', card: inHand(state, 'a', 'sorry'), target: { act: state.window!.chain.at(-1)!.id } });
    state = closeWindow(ctx, state);
    assert.deepEqual(player(state, 'b').inEffect, []);
    assert.ok(player(state, 'b').discardPile.includes(fly));
  });

  it('K-CMD-06: a signed number on a Commandment\'s stain changes the affected combatant\'s CV (test-only card: −3)', () => {
    const stain = {
      id: 'test-stained-command', name: 'Test Stained Command', kind: 'commandment', affiliation: 'white', suits: [], cvMod: -3,
      text: 'Play during combat on a combatant.', source: 'test', timing: { at: 'combat' }, affects: ['attack'],
    };
    let { ctx, state } = twoWith([stain], { major: 'kether', rest: ['usher'] }, { major: 'golab', hand: ['test-stained-command'], rest: ['purgatide'] });
    const us = place(state, 'a', 'usher', 'C1');
    const pu = place(us.state, 'b', 'purgatide', 'C1');
    state = ok(ctx, toStep(ctx, pu.state, 'attack'), { type: 'attack', player: 'a', attacker: us.iid, target: pu.iid });
    state = ok(ctx, state, { type: 'pass', player: 'a' });
    state = ok(ctx, state, { type: 'commandment', player: 'b', card: inHand(state, 'b', 'test-stained-command'), target: { card: us.iid } });
    assert.equal(combatOutcome(ctx, state)!.attackerCv, '1 (4 Usher -3 Test Stained Command)');
  });

  it('K-CMD-08: in the pre-draw window the other player may play an "any time" Commandment and the active player a "during your turn" one; the other player\'s "during your turn" one is refused', () => {
    let { ctx, state } = table({ major: 'kether', hand: ['the-void'], rest: ['priest'] }, { major: 'golab', hand: ['manipulate-death', 'cleansing'] });
    const pr = place(state, 'a', 'priest', 'C1');
    state = pr.state;
    assert.equal(state.window?.kind, 'preDraw');
    let s = ok(ctx, state, { type: 'pass', player: 'a' });
    refused(ctx, s, { type: 'commandment', player: 'b', card: inHand(s, 'b', 'cleansing'), target: { card: pr.iid } }, 'K-CMD-01');
    s = ok(ctx, s, { type: 'commandment', player: 'b', card: inHand(s, 'b', 'manipulate-death') });
    assert.equal(suits(ctx, s, 'b').skull, 4);
    assert.deepEqual(s.window?.order, ['a', 'b']);
    s = ok(ctx, s, { type: 'commandment', player: 'a', card: inHand(s, 'a', 'the-void'), target: { player: 'b' } });
    assert.equal(player(s, 'b').hand.length, 5); // 7 − Manipulate Death − one at random
    assert.equal(s.window?.kind, 'preDraw');
  });

  it('Q-25: affiliation applies to Commandments: Kether cannot play the blue Wrath of Inferno', () => {
    const { ctx, state, usher } = kCombat(['wrath-of-inferno']);
    refused(ctx, state, { type: 'commandment', player: 'a', card: inHand(state, 'a', 'wrath-of-inferno'), target: { card: usher } }, 'K-AFFIL-04');
  });
});
