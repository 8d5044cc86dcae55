/**
 * What counts as a bot harming its own side (src/kult/bots/self-harm.ts): each case is a move the
 * judge accepts, classified against the same move aimed the other way.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { judge, type Action, type Ctx, type GameState } from '../../src/kult/index.js';
import { selfHarm } from '../../src/kult/bots/self-harm.js';
import { attach, ok, place, setHub, toStep } from '../support/scenario.js';
import { inHand, lastAct, table } from '../support/table-kit.js';

/** The move must be legal: a classification of a refused move would prove nothing. */
function harmOf(ctx: Ctx, state: GameState, action: Action) {
  const j = judge(ctx, state, action);
  assert.ok(j.ok, `expected legal: ${JSON.stringify(action)} → ${j.checks.filter((c) => !c.ok).map((c) => `${c.rule} ${c.says}`).join('; ')}`);
  return selfHarm(ctx, state, action)?.kind ?? null;
}

describe('self-harm: what a bot must never do to its own side', () => {
  it('K-ATTACK-03 an attack on a Being in its own Cast harms its side; the same attack on the adversary does not', () => {
    const t = table({ major: 'kether', rest: ['usher', 'priest'] }, { major: 'golab', rest: ['artist'] });
    const us = place(t.state, 'a', 'usher', 'C1');
    const pr = place(us.state, 'a', 'priest', 'C3');
    const art = place(pr.state, 'b', 'artist', 'C1');
    const s = toStep(t.ctx, art.state, 'attack');
    assert.equal(harmOf(t.ctx, s, { type: 'attack', player: 'a', attacker: us.iid, target: pr.iid }), 'attacks-own-being');
    assert.equal(harmOf(t.ctx, s, { type: 'attack', player: 'a', attacker: us.iid, target: art.iid }), null);
  });

  it('Tomb Bondage on its own Nachtkinder discards its own card; on the adversary\'s Nachtkinder it does not', () => {
    const t = table({ major: 'golab', hand: ['tomb-bondage'], rest: ['nachtkinder'] }, { major: 'malkuth', rest: ['nachtkinder'] });
    const mine = place(t.state, 'a', 'nachtkinder', 'C1');
    const theirs = place(mine.state, 'b', 'nachtkinder', 'C2');
    const s = toStep(t.ctx, theirs.state, 'deeds');
    const card = inHand(s, 'a', 'tomb-bondage');
    assert.equal(harmOf(t.ctx, s, { type: 'influence', player: 'a', card, target: { card: mine.iid } }), 'discards-own-card');
    assert.equal(harmOf(t.ctx, s, { type: 'influence', player: 'a', card, target: { card: theirs.iid } }), null);
  });

  it('Faith Shortcut out of its own Hub empties the Hub, Stage → Cast moves outward, Cast → Stage is progress', () => {
    const t = table({ major: 'kether', hand: ['faith-shortcut'], rest: ['o-luong', 'hall-of-mirrors', 'usher', 'artist'] }, { major: 'golab' });
    let s = place(t.state, 'a', 'o-luong', 'N', { markers: 1 }).state;
    s = place(s, 'a', 'hall-of-mirrors', 'S').state;
    s = place(s, 'a', 'usher', 'C1', { markers: 1 }).state;
    s = place(s, 'a', 'artist', 'C2').state;
    s = toStep(t.ctx, setHub(s, 'a', 2), 'deeds');
    const card = inHand(s, 'a', 'faith-shortcut');
    assert.equal(harmOf(t.ctx, s, { type: 'commandment', player: 'a', card, target: { from: 'hub', to: 'S' } }), 'empties-own-hub');
    assert.equal(harmOf(t.ctx, s, { type: 'commandment', player: 'a', card, target: { from: 'N', to: 'C2' } }), 'moves-own-marker-outward');
    assert.equal(harmOf(t.ctx, s, { type: 'commandment', player: 'a', card, target: { from: 'C1', to: 'S' } }), null);
    assert.equal(harmOf(t.ctx, s, { type: 'commandment', player: 'a', card, target: { from: 'N', to: 'hub' } }), null);
  });

  it('a Curse on its own Being weakens it, an Item on the adversary\'s Being strengthens the adversary, Unholy Hunger on its own endangers it', () => {
    const t = table({ major: 'golab', hand: ['curse', 'butchers-hook', 'unholy-hunger'], rest: ['nachtkinder'] }, { major: 'malkuth', rest: ['usher'] });
    const mine = place(t.state, 'a', 'nachtkinder', 'C1');
    const theirs = place(mine.state, 'b', 'usher', 'C1');
    const s = toStep(t.ctx, theirs.state, 'deeds');
    const curse = inHand(s, 'a', 'curse');
    const hook = inHand(s, 'a', 'butchers-hook');
    const hunger = inHand(s, 'a', 'unholy-hunger');
    assert.equal(harmOf(t.ctx, s, { type: 'influence', player: 'a', card: curse, target: { card: mine.iid } }), 'weakens-own-being');
    assert.equal(harmOf(t.ctx, s, { type: 'influence', player: 'a', card: curse, target: { card: theirs.iid } }), null);
    assert.equal(harmOf(t.ctx, s, { type: 'influence', player: 'a', card: hook, target: { card: theirs.iid } }), 'strengthens-adversary');
    assert.equal(harmOf(t.ctx, s, { type: 'influence', player: 'a', card: hook, target: { card: mine.iid } }), null);
    assert.equal(harmOf(t.ctx, s, { type: 'influence', player: 'a', card: hunger, target: { card: mine.iid } }), 'endangers-own-being');
    assert.equal(harmOf(t.ctx, s, { type: 'influence', player: 'a', card: hunger, target: { card: theirs.iid } }), null);
  });

  it('Fly in the Ointment aimed at itself removes its own Suit; Sorry on its own Fly in the Ointment cancels its own act', () => {
    const t = table({ major: 'kether', hand: ['fly-in-the-ointment', 'sorry'] }, { major: 'golab' });
    const s = toStep(t.ctx, t.state, 'deeds');
    const fly = inHand(s, 'a', 'fly-in-the-ointment');
    assert.equal(harmOf(t.ctx, s, { type: 'commandment', player: 'a', card: fly, target: { player: 'a', suit: 'rose' } }), 'removes-own-suit');
    assert.equal(harmOf(t.ctx, s, { type: 'commandment', player: 'a', card: fly, target: { player: 'b', suit: 'skull' } }), null);
    // a flies at b; b passes; a now holds the floor again in the window and could cancel its own act.
    let w = ok(t.ctx, s, { type: 'commandment', player: 'a', card: fly, target: { player: 'b', suit: 'skull' } });
    const flyAct = lastAct(w);
    w = ok(t.ctx, w, { type: 'pass', player: 'b' });
    assert.equal(w.window?.order[0], 'a', 'a holds the floor in the window of its own act');
    assert.equal(harmOf(t.ctx, w, { type: 'commandment', player: 'a', card: inHand(w, 'a', 'sorry'), target: { act: flyAct } }), 'cancels-own-act');
  });

  it('K-REPEL-09 a Repel out of its own Hub empties the Hub; the same Repel from a Cast card does not', () => {
    const t = table({ major: 'kether', hand: ['curse'], rest: ['o-luong', 'usher'] }, { major: 'golab', rest: ['artist'] });
    let s = place(t.state, 'a', 'o-luong', 'N').state;
    s = place(s, 'a', 'usher', 'C1', { markers: 1 }).state;
    s = place(s, 'b', 'artist', 'C1').state;
    // Kether controls no Skull: a Repel for one has a purpose, the Curse in hand (K-REPEL-09).
    s = toStep(t.ctx, setHub(s, 'a', 1), 'deeds');
    assert.equal(harmOf(t.ctx, s, { type: 'repel', player: 'a', from: 'hub', to: 'N', suit: 'skull' }), 'empties-own-hub');
    assert.equal(harmOf(t.ctx, s, { type: 'repel', player: 'a', from: 'C1', to: 'pool', suit: 'skull' }), null);
  });

  it('K-REPEL-08 a Nachtkinder Repel that gives +2 to the adversary\'s combatant strengthens the adversary', () => {
    const t = table({ major: 'golab', rest: ['nachtkinder', 'usher'] }, { major: 'malkuth', rest: ['usher'] });
    let s = place(t.state, 'a', 'nachtkinder', 'C1', { markers: 1 }).state;
    const mine = place(s, 'a', 'usher', 'C2');
    const theirs = place(mine.state, 'b', 'usher', 'C1');
    s = toStep(t.ctx, theirs.state, 'attack');
    s = ok(t.ctx, s, { type: 'attack', player: 'a', attacker: mine.iid, target: theirs.iid });
    assert.equal(s.window?.order[0], 'a', 'the attacker modifies first (K-ATTACK-06)');
    const nk = s.players[0]!.cross.stations.C1!.base;
    assert.equal(harmOf(t.ctx, s, { type: 'ability', player: 'a', card: nk, index: 0, target: { card: theirs.iid }, repel: { from: 'C1', to: 'pool' } }), 'strengthens-adversary');
    assert.equal(harmOf(t.ctx, s, { type: 'ability', player: 'a', card: nk, index: 0, target: { card: mine.iid }, repel: { from: 'C1', to: 'pool' } }), null);
  });

  it('K-WEAPON-03 switching its combatant from the Incinerator (+3) to an Automatic Rifle (+2) weakens it', () => {
    const t = table({ major: 'kether', rest: ['usher', 'incinerator', 'automatic-rifle'] }, { major: 'golab', rest: ['nepharite'] });
    const us = place(t.state, 'a', 'usher', 'C1');
    const inc = attach(us.state, 'a', 'incinerator', us.iid);
    const rifle = attach(inc.state, 'a', 'automatic-rifle', us.iid);
    const neph = place(rifle.state, 'b', 'nepharite', 'C1');
    let s = toStep(t.ctx, neph.state, 'attack');
    s = ok(t.ctx, s, { type: 'attack', player: 'a', attacker: us.iid, target: neph.iid });
    assert.equal(harmOf(t.ctx, s, { type: 'weapon', player: 'a', being: us.iid, weapon: inc.iid }), null);
    s = ok(t.ctx, s, { type: 'weapon', player: 'a', being: us.iid, weapon: inc.iid });
    s = ok(t.ctx, s, { type: 'pass', player: 'b' });
    assert.equal(s.window?.order[0], 'a');
    assert.equal(harmOf(t.ctx, s, { type: 'weapon', player: 'a', being: us.iid, weapon: rifle.iid }), 'weaker-weapon');
  });
});
