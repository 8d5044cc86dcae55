/**
 * The 20 Major Arcana (catalog § 12, K-MA): epithets, Hierarchy, the Suit
 * facts the texts give (Kether, Golab, Chagidiel), Chesed and Gamichicoth's
 * four-card hand with a draw on every use (step-6 discard included), and the
 * original abilities where the texts are silent, each through the engine:
 * a Major's "your Beings get +N against …" (cvVs) and "your Beings win
 * ties" (winsTies) apply to every Being in its cross (src/kult/state/cv.ts,
 * src/kult/rules/combat.ts).
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { combatOutcome, coreCards, handTarget } from '../../src/kult/index.js';
import { closeWindow, ok, place, player, toStep } from '../support/scenario.js';
import { arrange, inHand, nextTurn, suits, table } from '../support/table-kit.js';

const cards = coreCards();
const majors = [...cards.cards.values()].filter((c) => c.kind === 'major');

const EPITHETS: Record<string, string> = {
  binah: 'The Black Madonna', chesed: 'The Helper', chokmah: 'The Patriarch', geburah: 'The Judge', hod: 'The Punisher',
  kether: 'The Ruler', malkuth: 'The Rebel', netzach: 'The Victor', tiphareth: 'The Spider in the Web', yesod: 'The Founder',
  chagidiel: 'The Bloodstained Patriarch', gamaliel: 'The Perverted Sexuality', gamichicoth: 'The False Rescuer', golab: 'The Torturer',
  'hareb-serap': 'The Raven of the Battlefields', nahemoth: 'The Defiled World', samael: 'The Avenger', sathariel: 'The Devastating Mother',
  thaumiel: 'The Unjust Ruler', togarini: 'Protector of the Deathconjurers',
};
const ARCHONS = ['binah', 'chesed', 'chokmah', 'geburah', 'hod', 'kether', 'malkuth', 'netzach', 'tiphareth', 'yesod'];

/** Keeps the first `n` cards of `who`'s hand, returning the rest to the top of the draw pile. */
function handOf(state: Parameters<typeof arrange>[0], who: string, n: number) {
  return arrange(state, (s) => {
    const p = s.players.find((x) => x.id === who)!;
    while (p.hand.length > n) p.drawPile.unshift(p.hand.pop()!);
  });
}

describe('the 20 Major Arcana (§ 12)', () => {
  it('Major Arcana K-CARD-01 / K-CARD-03: ten red Archons and ten blue Angels of Death, each with the glossary\'s epithet and a distinct Hierarchy', () => {
    assert.equal(majors.length, 20);
    for (const m of majors) {
      assert.equal(m.epithet, EPITHETS[m.id], m.id);
      assert.equal(m.affiliation, ARCHONS.includes(m.id) ? 'red' : 'blue', m.id);
    }
    assert.equal(new Set(majors.map((m) => m.hierarchy)).size, 20);
  });

  it('Major Arcana K-MA-01: every Major has a special ability in its data, and the text says what it is', () => {
    for (const m of majors) {
      assert.ok((m.effects ?? []).length > 0, `${m.id} has an ability`);
      assert.doesNotMatch(m.text, /No further power/, m.id);
    }
  });

  it('Kether K-CARD-04 / K-SUIT-02: one each of Rose, Hourglass, Eye, Crescent; its Beings get +1 CV against a Razide (original)', () => {
    let { ctx, state } = table({ major: 'kether', rest: ['usher'] }, { major: 'golab', rest: ['inferno-flayer', 'purgatide'] });
    assert.deepEqual(suits(ctx, state, 'a'), { skull: 0, rose: 1, hourglass: 1, eye: 1, crescent: 1 });
    const us = place(state, 'a', 'usher', 'C1');
    const fl = place(us.state, 'b', 'inferno-flayer', 'C1');
    const pu = place(fl.state, 'b', 'purgatide', 'C2');
    state = toStep(ctx, pu.state, 'attack');
    const vsRazide = ok(ctx, state, { type: 'attack', player: 'a', attacker: us.iid, target: fl.iid });
    assert.equal(combatOutcome(ctx, vsRazide)!.attackerCv, '5 (4 Usher +1 Kether vs Inferno Flayer)');
    const vsCreature = ok(ctx, state, { type: 'attack', player: 'a', attacker: us.iid, target: pu.iid });
    assert.equal(combatOutcome(ctx, vsCreature)!.attackerCv, '4 (4 Usher)');
  });

  it('Golab K-SUIT-02: a great many Skulls (three) unlock the Incinerator with one Repel; its Beings get +1 CV against a Razide (original)', () => {
    const { ctx, state } = table({ major: 'golab' }, { major: 'malkuth' });
    assert.deepEqual(suits(ctx, state, 'a'), { skull: 3, rose: 1, hourglass: 0, eye: 0, crescent: 0 });
    assert.deepEqual(cards.cards.get('golab')!.effects, [{ op: 'cvVs', amount: 1, vs: { beingKinds: ['razide'] } }]);
  });

  it('Chagidiel K-SUIT-02: strong in Passion (three Roses), and its hand-size target is 8 (original)', () => {
    const { ctx, state } = table({ major: 'chagidiel' }, { major: 'malkuth' });
    assert.deepEqual(suits(ctx, state, 'a'), { skull: 1, rose: 3, hourglass: 0, eye: 0, crescent: 0 });
    assert.deepEqual(handTarget(ctx, state, 'a'), { target: 8, rule: 'K-HAND-01', says: 'hand target 7, +1 from Chagidiel' });
  });

  it('Chesed K-MA-02 / K-HAND-03: a hand of 4; a Proclaim draws a card at once; it still has a Draw step', () => {
    let { ctx, state } = table({ major: 'chesed', hand: ['priest', 'artist'] }, { major: 'golab' });
    state = handOf(state, 'a', 4);
    assert.equal(handTarget(ctx, state, 'a').target, 4);
    state = toStep(ctx, state, 'deeds');
    const pile = player(state, 'a').drawPile.length;
    state = closeWindow(ctx, ok(ctx, state, { type: 'proclaim', player: 'a', card: inHand(state, 'a', 'artist'), cross: 'a', station: 'C1' }));
    assert.deepEqual([player(state, 'a').hand.length, player(state, 'a').drawPile.length], [4, pile - 1]);
    // Next turn: hand 4 at the start, and the Draw step still happens (it draws nothing, being full).
    state = nextTurn(ctx, nextTurn(ctx, state));
    assert.equal(state.active, 'a');
    assert.equal(player(state, 'a').hand.length, 4);
  });

  it('Chesed K-HAND-04: after its step-6 discard it draws a replacement, but still discards only once a turn (K-DISCARD-01)', () => {
    let { ctx, state } = table({ major: 'chesed' }, { major: 'golab' });
    state = handOf(state, 'a', 4);
    state = toStep(ctx, state, 'discard');
    const pile = player(state, 'a').drawPile.length;
    const first = player(state, 'a').hand[0]!;
    state = ok(ctx, state, { type: 'discard', player: 'a', card: first });
    assert.deepEqual([player(state, 'a').hand.length, player(state, 'a').drawPile.length], [4, pile - 1]);
    assert.ok(player(state, 'a').discardPile.includes(first));
    // The discard is the step's one decision: once its window closes the turn passes on.
    state = closeWindow(ctx, state);
    assert.equal(state.active, 'b');
    assert.deepEqual([player(state, 'a').hand.length, player(state, 'a').discardPile.length], [4, 1]);
  });

  it('Gamichicoth K-MA-02: like Chesed, a Commandment used (Manipulate Death) draws a card; a normal Major (Golab) does not', () => {
    let { ctx, state } = table({ major: 'gamichicoth', hand: ['manipulate-death'] }, { major: 'golab' });
    state = handOf(state, 'a', 4);
    assert.equal(handTarget(ctx, state, 'a').target, 4);
    state = toStep(ctx, state, 'deeds');
    const pile = player(state, 'a').drawPile.length;
    state = closeWindow(ctx, ok(ctx, state, { type: 'commandment', player: 'a', card: inHand(state, 'a', 'manipulate-death') }));
    assert.deepEqual([player(state, 'a').hand.length, player(state, 'a').drawPile.length], [4, pile - 1]);
    let g = table({ major: 'golab', hand: ['manipulate-death'] }, { major: 'malkuth' });
    let s = toStep(g.ctx, g.state, 'deeds');
    const hand = player(s, 'a').hand.length;
    s = ok(g.ctx, s, { type: 'commandment', player: 'a', card: inHand(s, 'a', 'manipulate-death') });
    assert.equal(player(s, 'a').hand.length, hand - 1);
    g = { ctx: g.ctx, state: s };
  });

  it('Geburah K-ATTACK-14 (original ability): its Beings win combats that end in a tie, even a Pawn against a Pawn', () => {
    let { ctx, state } = table({ major: 'geburah', rest: ['artist'] }, { major: 'golab', rest: ['prostitute'] });
    const art = place(state, 'a', 'artist', 'C1');
    const pr = place(art.state, 'b', 'prostitute', 'C1');
    state = toStep(ctx, pr.state, 'attack');
    state = ok(ctx, state, { type: 'attack', player: 'a', attacker: art.iid, target: pr.iid });
    const out = combatOutcome(ctx, state)!;
    assert.deepEqual([out.attackerCv, out.targetCv, out.winner, out.rule], ['3 (3 Artist)', '6 (3 Prostitute +3 Prostitute vs Artist)', pr.iid, 'K-ATTACK-11']);
    // Without the Prostitute's bonus (a Creature attacked instead) 3 against 3 goes to Geburah.
    const t2 = table({ major: 'geburah', rest: ['artist'] }, { major: 'golab', rest: ['nachtkinder'] });
    const a2 = place(t2.state, 'a', 'artist', 'C1');
    const w2 = place(a2.state, 'b', 'nachtkinder', 'C1');
    const s2 = ok(t2.ctx, toStep(t2.ctx, w2.state, 'attack'), { type: 'attack', player: 'a', attacker: a2.iid, target: w2.iid });
    assert.deepEqual([combatOutcome(t2.ctx, s2)!.winner, combatOutcome(t2.ctx, s2)!.rule], [a2.iid, 'K-ATTACK-14']);
  });

  it('Thaumiel K-ATTACK-14 (original ability): its Beings win ties too; against a tie-winner (the Veteran) a tie is a draw', () => {
    let { ctx, state } = table({ major: 'thaumiel', rest: ['nachtkinder'] }, { major: 'golab', rest: ['veteran', 'artist'] });
    const ww = place(state, 'a', 'nachtkinder', 'C1');
    const vet = place(ww.state, 'b', 'veteran', 'C1');
    const art = place(vet.state, 'b', 'artist', 'C2');
    state = toStep(ctx, art.state, 'attack');
    const vsArtist = ok(ctx, state, { type: 'attack', player: 'a', attacker: ww.iid, target: art.iid });
    assert.equal(combatOutcome(ctx, vsArtist)!.winner, ww.iid);
    const vsVeteran = ok(ctx, state, { type: 'attack', player: 'a', attacker: ww.iid, target: vet.iid });
    assert.deepEqual([combatOutcome(ctx, vsVeteran)!.winner, combatOutcome(ctx, vsVeteran)!.rule], [null, 'K-ATTACK-14']);
  });

  it('Malkuth and Samael K-MA-01 (original ability): their Beings get +2 CV against a Lictor', () => {
    for (const major of ['malkuth', 'samael']) {
      let { ctx, state } = table({ major, rest: ['purgatide'] }, { major: 'nahemoth', rest: ['lictor-of-the-courts'] });
      const pu = place(state, 'a', 'purgatide', 'C1');
      const lic = place(pu.state, 'b', 'lictor-of-the-courts', 'C1');
      state = toStep(ctx, lic.state, 'attack');
      state = ok(ctx, state, { type: 'attack', player: 'a', attacker: pu.iid, target: lic.iid });
      const name = cards.cards.get(major)!.name;
      assert.equal(combatOutcome(ctx, state)!.attackerCv, `6 (4 Purgatide +2 ${name} vs Lictor of the Courts)`);
      assert.equal(combatOutcome(ctx, state)!.winner, pu.iid);
    }
  });

  it('Netzach K-MA-01 (original ability): its Beings get +1 CV against a Creature, also when defending', () => {
    let { ctx, state } = table({ major: 'netzach', rest: ['priest'] }, { major: 'malkuth', rest: ['dream-hunter'] });
    const pr = place(state, 'a', 'priest', 'C1');
    const dh = place(pr.state, 'b', 'dream-hunter', 'C1');
    state = toStep(ctx, dh.state, 'attack');
    state = ok(ctx, state, { type: 'attack', player: 'a', attacker: pr.iid, target: dh.iid });
    assert.equal(combatOutcome(ctx, state)!.attackerCv, '3 (2 Priest +1 Netzach vs Dream Hunter)');
  });

  it('Yesod, Nahemoth, Tiphareth and the other hand-size Majors K-HAND-01 (original ability): a hand-size target of 8 (Tiphareth 9), drawn up to in step 1', () => {
    for (const id of ['yesod', 'nahemoth', 'chokmah', 'binah', 'sathariel', 'togarini', 'hareb-serap', 'hod', 'gamaliel', 'chagidiel']) {
      assert.deepEqual(cards.cards.get(id)!.effects, [{ op: 'handSize', modify: 1 }], id);
    }
    // Tiphareth, the Spider in the Web, holds two more (9): the Archon starter deck's slower Major.
    assert.deepEqual(cards.cards.get('tiphareth')!.effects, [{ op: 'handSize', modify: 2 }]);
    let { ctx, state } = table({ major: 'yesod' }, { major: 'nahemoth' });
    assert.equal(handTarget(ctx, state, 'a').target, 8);
    state = closeWindow(ctx, state); // the pre-draw window; then a draws up to 8
    assert.equal(player(state, 'a').hand.length, 8);
  });
});
