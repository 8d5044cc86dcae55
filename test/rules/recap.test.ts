/**
 * What an act did, as data (src/kult/recap.ts): each act's consequences, derived from the
 * viewer's states before and after it, for the log, the table's banner and the screen reader.
 * Each test names the rule whose consequence it reports; each checks both seats' recaps where
 * they differ, so a card hidden from one seat is never named to it.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  act, actRecap, combatPreview, openingFacts, privateView, winRace,
  type Action, type Ctx, type GameState, type Outcome, type PlayerId, type Recap,
} from '../../src/kult/index.js';
import { closeWindow, newMatch, deckOf, ok, place, attach, player, setHub, toStep } from '../support/scenario.js';
import { eliminate, inHand, lastAct, table } from '../support/table-kit.js';

/** Plays `action` and returns the next state with each seat's recap of it. */
function played(ctx: Ctx, state: GameState, action: Action): { next: GameState; a: Recap; b: Recap } {
  const r = act(ctx, state, action);
  assert.ok(r.judgement.ok, `illegal ${JSON.stringify(action)}`);
  const recap = (viewer: PlayerId) => actRecap(ctx, privateView(state, viewer), action, privateView(r.state, viewer));
  return { next: r.state, a: recap('a'), b: recap('b') };
}

const of = <K extends Outcome['kind']>(r: Recap, kind: K) => r.outcomes.filter((o): o is Extract<Outcome, { kind: K }> => o.kind === kind);

/** Passes the open window until the last pass, and returns the recaps of that one. */
function closeLast(ctx: Ctx, state: GameState): { next: GameState; a: Recap; b: Recap } {
  let s = state;
  for (let i = 0; i < 50; i++) {
    const holder = s.window!.order[0]!;
    const r = played(ctx, s, { type: 'pass', player: holder });
    if (!r.next.window || r.next.window.kind !== s.window!.kind) return r;
    s = r.next;
  }
  assert.fail('the window did not close');
}

describe('recap: combat results', () => {
  it("K-ATTACK-11 / K-ATTACK-12 a won combat reports both totals, the winner, the loser's discard (named: it was in play) and its marker going to the winner", () => {
    let { ctx, state } = table({ major: 'kether', rest: ['anton-teptov'] }, { major: 'golab', rest: ['artist'] });
    const tep = place(state, 'a', 'anton-teptov', 'C1');
    const art = place(tep.state, 'b', 'artist', 'C1', { markers: 1 });
    state = toStep(ctx, art.state, 'attack');
    state = ok(ctx, state, { type: 'attack', player: 'a', attacker: tep.iid, target: art.iid });
    const { next, a, b } = closeLast(ctx, state);
    assert.ok(player(next, 'b').discardPile.includes(art.iid));
    for (const r of [a, b]) {
      assert.deepEqual(of(r, 'combat'), [{ kind: 'combat', attacker: tep.iid, target: art.iid, attackerTotal: 6, targetTotal: 3, winner: tep.iid, rule: 'K-ATTACK-11' }]);
      const discard = of(r, 'card').find((o) => o.iid === art.iid)!;
      assert.deepEqual([discard.from, discard.to], [{ zone: 'station', player: 'b', station: 'C1' }, { zone: 'discardPile', player: 'b' }]);
      assert.equal(r.names[art.iid], 'artist', 'face down now, but it was in play when it lost');
      assert.equal(r.names[tep.iid], 'anton-teptov');
      assert.deepEqual(of(r, 'markers'), [
        { kind: 'markers', player: 'a', spot: 'C1', from: 0, to: 1 },
        { kind: 'markers', player: 'b', spot: 'C1', from: 1, to: 0 },
      ]);
    }
    // The Artist is face down in b's discard pile: a's view no longer names it, a's recap still does.
    assert.equal(privateView(next, 'a').cards[art.iid]!.card, null);
  });

  it('K-ATTACK-13 equal totals are reported as a tie: no winner, nothing discarded, no marker moved', () => {
    let { ctx, state } = table({ major: 'kether', rest: ['priest'] }, { major: 'golab', rest: ['priest'] });
    const mine = place(state, 'a', 'priest', 'C1', { markers: 1 });
    const theirs = place(mine.state, 'b', 'priest', 'C2', { markers: 1 });
    state = toStep(ctx, theirs.state, 'attack');
    state = ok(ctx, state, { type: 'attack', player: 'a', attacker: mine.iid, target: theirs.iid });
    const { a } = closeLast(ctx, state);
    assert.deepEqual(of(a, 'combat'), [{ kind: 'combat', attacker: mine.iid, target: theirs.iid, attackerTotal: 2, targetTotal: 2, winner: null, rule: 'K-ATTACK-13' }]);
    assert.deepEqual(of(a, 'card'), []);
    assert.deepEqual(of(a, 'markers'), []);
  });

  it('K-ATTACK-14 a tie won by a tie-winner is reported with its rule', () => {
    let { ctx, state } = table({ major: 'kether', rest: ['veteran'] }, { major: 'golab', rest: ['artist'] });
    const vet = place(state, 'a', 'veteran', 'C1');
    const art = place(vet.state, 'b', 'artist', 'C1');
    state = toStep(ctx, art.state, 'attack');
    state = ok(ctx, state, { type: 'attack', player: 'a', attacker: vet.iid, target: art.iid });
    const { a } = closeLast(ctx, state);
    assert.deepEqual(of(a, 'combat'), [{ kind: 'combat', attacker: vet.iid, target: art.iid, attackerTotal: 3, targetTotal: 3, winner: vet.iid, rule: 'K-ATTACK-14' }]);
  });

  it('K-ATTACK-08 the totals reported are the modified ones (a combat Commandment counts)', () => {
    let { ctx, state } = table({ major: 'kether', rest: ['artist'] }, { major: 'golab', hand: ['wrath-of-inferno'], rest: ['priest'] });
    const art = place(state, 'a', 'artist', 'C1');
    const pr = place(art.state, 'b', 'priest', 'C1');
    state = toStep(ctx, pr.state, 'attack');
    state = ok(ctx, state, { type: 'attack', player: 'a', attacker: art.iid, target: pr.iid });
    state = ok(ctx, state, { type: 'pass', player: 'a' });
    state = ok(ctx, state, { type: 'commandment', player: 'b', card: inHand(state, 'b', 'wrath-of-inferno'), target: { card: pr.iid } });
    const { a } = closeLast(ctx, state);
    assert.deepEqual(of(a, 'combat').map((c) => [c.attackerTotal, c.targetTotal, c.winner]), [[3, 5, pr.iid]]);
  });

  it('K-ATTACK-15 a combatant that leaves the Cast during the loop ends the combat with no result', () => {
    let { ctx, state } = table({ major: 'kether', rest: ['veteran'] }, { major: 'golab', rest: ['drug-dealer'] }, { struggle: 'world' });
    const vet = place(state, 'a', 'veteran', 'C1', { markers: 1 });
    const dd = place(vet.state, 'b', 'drug-dealer', 'C3', { markers: 1 });
    state = toStep(ctx, dd.state, 'attack');
    state = ok(ctx, state, { type: 'attack', player: 'a', attacker: vet.iid, target: dd.iid });
    state = ok(ctx, state, { type: 'pass', player: 'a' });
    const { a } = played(ctx, state, { type: 'ability', player: 'b', card: dd.iid, index: 0, target: { card: vet.iid }, repel: { from: 'C3', to: 'pool' } });
    assert.deepEqual(of(a, 'combatVoid'), [{ kind: 'combatVoid', attacker: vet.iid, target: dd.iid, rule: 'K-ATTACK-15' }]);
    assert.deepEqual(of(a, 'combat'), []);
    assert.ok(of(a, 'card').some((o) => o.iid === vet.iid && o.to?.zone === 'discardPile'));
  });

  it('K-WEAPON-02 the attack preview offers each Weapon a combatant could choose, with the totals it would make', () => {
    let { ctx, state } = table({ major: 'kether', rest: ['priest', 'automatic-rifle', 'butchers-hook'] }, { major: 'golab', rest: ['usher'] });
    const pr = place(state, 'a', 'priest', 'C1');
    const rifle = attach(pr.state, 'a', 'automatic-rifle', pr.iid);
    const hook = attach(rifle.state, 'a', 'butchers-hook', pr.iid);
    const us = place(hook.state, 'b', 'usher', 'C1');
    const p = combatPreview(ctx, us.state, pr.iid, us.iid)!;
    // No Weapon counts until one is chosen (K-WEAPON-01/02): 2 vs 4.
    assert.deepEqual([p.outcome.attackerTotal, p.outcome.targetTotal, p.outcome.winner], [2, 4, us.iid]);
    assert.deepEqual(p.weapons.map((w) => [w.weapon, w.outcome.attackerTotal, w.outcome.targetTotal, w.outcome.winner]), [
      [rifle.iid, 4, 4, null],
      [hook.iid, 4, 4, null],
    ]);
  });
});

describe('recap: cards that vanish', () => {
  it("K-CMD-05 The Void's random discard: the victim's recap names the card, the caster's says only that a card left that hand", () => {
    let { ctx, state } = table({ major: 'kether', hand: ['the-void'] }, { major: 'golab', hand: ['sorry'] });
    state = toStep(ctx, state, 'deeds');
    const { next, a, b } = played(ctx, state, { type: 'commandment', player: 'a', card: inHand(state, 'a', 'the-void'), target: { player: 'b' } });
    const lost = player(next, 'b').discardPile.at(-1)!;
    const seen = (r: Recap) => of(r, 'card').filter((o) => o.from?.zone === 'hand' && o.from.player === 'b');
    assert.deepEqual(seen(b).map((o) => [o.iid, o.to]), [[lost, { zone: 'discardPile', player: 'b' }]]);
    assert.equal(b.names[lost], next.cards[lost]!.card);
    assert.deepEqual(seen(a).map((o) => o.iid), [lost]);
    assert.equal(a.names[lost], undefined, "the caster never saw the card: b's hand and discard pile are hidden from a");
  });

  it('K-DISCARD-02 a face-down discard from hand is named to its owner only', () => {
    let { ctx, state } = table({ major: 'kether', hand: ['usher'] }, { major: 'golab' });
    state = toStep(ctx, state, 'discard');
    const usher = inHand(state, 'a', 'usher');
    const { a, b } = played(ctx, state, { type: 'discard', player: 'a', card: usher });
    assert.equal(a.names[usher], 'usher');
    assert.equal(b.names[usher], undefined);
  });

  it('Astaroth Stirs (K-REMOVED-01): the adversary\'s Hub marker going to the Pool is reported, and the card leaving the game', () => {
    let { ctx, state } = table({ major: 'golab', hand: ['astaroth-stirs'] }, { major: 'malkuth' });
    state = toStep(ctx, state, 'deeds');
    const as = inHand(state, 'a', 'astaroth-stirs');
    const { b } = played(ctx, state, { type: 'commandment', player: 'a', card: as });
    const pool = state.pool;
    assert.deepEqual(of(b, 'markers'), [{ kind: 'markers', player: 'b', spot: 'hub', from: 2, to: 1 }]);
    assert.deepEqual(of(b, 'pool'), [{ kind: 'pool', from: pool, to: pool + 1 }]);
    assert.deepEqual(of(b, 'card').map((o) => [o.iid, o.to?.zone]), [[as, 'removed']]);
    assert.equal(b.names[as], 'astaroth-stirs', 'played face up, so b names it');
  });

  it("K-TIMING-06 a Commandment cancelled by Sorry keeps its name in the opponent's recap though it is now face down", () => {
    let { ctx, state } = table({ major: 'golab', hand: ['incinerator', 'sorry'], rest: ['veteran'] }, { major: 'malkuth', hand: ['fly-in-the-ointment'] });
    state = toStep(ctx, place(state, 'a', 'veteran', 'C1').state, 'deeds');
    // The FAQ's dialogue: a Repel for the Incinerator's fourth Skull, answered by Fly in the Ointment.
    state = ok(ctx, state, { type: 'repel', player: 'a', from: 'hub', to: 'C1', suit: 'skull' });
    const fly = inHand(state, 'b', 'fly-in-the-ointment');
    const flew = played(ctx, state, { type: 'commandment', player: 'b', card: fly, target: { player: 'a', suit: 'skull' } });
    assert.equal(flew.a.names[fly], 'fly-in-the-ointment');
    const sorry = played(ctx, flew.next, { type: 'commandment', player: 'a', card: inHand(flew.next, 'a', 'sorry'), target: { act: lastAct(flew.next) } });
    assert.equal(sorry.b.targetAct?.card, 'fly-in-the-ointment');
    const closed = closeLast(ctx, sorry.next);
    // The Fly went face down into b's discard pile: a's view hides it, a's recap of the close names it.
    assert.equal(privateView(closed.next, 'a').cards[fly]!.card, null);
    const gone = of(closed.a, 'card').find((o) => o.iid === fly);
    assert.equal(gone?.to?.zone, 'discardPile');
    assert.equal(closed.a.names[fly], 'fly-in-the-ointment');
  });

  it('K-DRAW-03 an empty draw pile rebuilt from the discards is one reshuffle, the cards drawn from it are draws', () => {
    const { ctx, state: s0 } = newMatch([
      { id: 'a', major: 'kether', deck: ['priest', ...Array(7).fill('priest')] },
      { id: 'b', major: 'golab', deck: deckOf([]) },
    ]);
    let state = s0;
    // a's whole deck is dealt: Hub card and hand. Discard one card, so the next draw reshuffles it.
    state = toStep(ctx, state, 'discard');
    const card = player(state, 'a').hand[0]!;
    state = ok(ctx, state, { type: 'discard', player: 'a', card });
    state = toStep(ctx, closeWindow(ctx, state), 'sway'); // b's turn
    state = ok(ctx, toStep(ctx, state, 'discard'), { type: 'discard', player: 'b', card: null }); // a's turn, before the draw
    assert.equal(state.active, 'a');
    const r = played(ctx, state, { type: 'pass', player: state.window!.order[0]! });
    let s = r.next;
    let recap = r.a;
    while (of(recap, 'reshuffled').length === 0 && s.turn === state.turn && s.step === 'draw') {
      const n = played(ctx, s, { type: 'pass', player: s.window!.order[0]! });
      s = n.next;
      recap = n.a;
    }
    assert.deepEqual(of(recap, 'reshuffled'), [{ kind: 'reshuffled', player: 'a', count: 1 }]);
    assert.deepEqual(of(recap, 'card').map((o) => [o.iid, o.from?.zone, o.to?.zone]), [[card, 'drawPile', 'hand']]);
  });
});

describe('recap: the win and the race to it', () => {
  it('K-WIN-01 the act that brings a Hub to the target reports the win', () => {
    let { ctx, state } = table({ major: 'kether', rest: ['priest'] }, { major: 'golab' });
    const pr = place(state, 'a', 'priest', 'N', { markers: 1 });
    state = setHub(pr.state, 'a', 4);
    state = toStep(ctx, state, 'sway');
    const { a } = played(ctx, state, { type: 'sway', player: 'a', from: 'N', to: 'hub' });
    assert.deepEqual(of(a, 'won'), [{ kind: 'won', player: 'a', rule: 'K-WIN-01' }]);
  });

  it('K-WIN-04 the race to win follows the majority of the markers left once markers are eliminated', () => {
    let { state } = table({ major: 'kether' }, { major: 'golab' });
    assert.deepEqual(winRace(setHub(state, 'a', 4)), { target: 5, rule: 'K-WIN-01', regular: 5, remaining: 9, players: [{ id: 'a', hub: 4, needs: 1 }, { id: 'b', hub: 2, needs: 3 }] });
    state = eliminate(state, 2);
    const race = winRace(state);
    assert.deepEqual([race.target, race.rule, race.remaining], [4, 'K-WIN-04', 7]);
  });
});

describe('opening facts', () => {
  it('K-FIRST-02 the lowest Hierarchy starts, read back from any later turn', () => {
    const { ctx, state } = table({ major: 'golab' }, { major: 'kether' });
    assert.deepEqual(openingFacts(ctx, state), [{ rule: 'K-FIRST-02', first: 'b', hierarchy: 1, tied: ['b'] }]);
    const later = toStep(ctx, toStep(ctx, state, 'discard'), 'sway');
    assert.equal(later.active, 'a');
    assert.deepEqual(openingFacts(ctx, later), openingFacts(ctx, state));
  });

  it('K-SETUP-03 / K-FIRST-03 the same Major on both sides is an exchange of decks and a Hierarchy tie the seed broke', () => {
    const { ctx, state } = newMatch([{ id: 'a', major: 'golab', deck: deckOf([]) }, { id: 'b', major: 'golab', deck: deckOf([]) }], { seed: 5 });
    const facts = openingFacts(ctx, state);
    assert.deepEqual(facts[0], { rule: 'K-SETUP-03', major: 'golab', players: ['a', 'b'] });
    assert.deepEqual(facts[1], { rule: 'K-FIRST-03', first: state.active, hierarchy: ctx.cards.cards.get('golab')!.hierarchy, tied: ['a', 'b'] });
  });
});
