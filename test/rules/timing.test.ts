/**
 * K-TIMING: response windows and chains, with the FAQ §TIMING dialogues
 * (Fly in the Ointment after a Repel, Sorry on Sorry, Unholy Hunger on a
 * markerless Teacher) and the house defaults Q-17..Q-21.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { legalActions, restore, serialize } from '../../src/kult/index.js';
import { attach, closeWindow, deckOf, newMatch, ok, place, player, refused, toStep } from '../support/scenario.js';
import { inHand, judgeOnly, lastAct, says, suits, table } from '../support/table-kit.js';

/**
 * Golab (a, three Skulls + Rose, starts) wants the Incinerator (four Skulls)
 * on his Veteran; Malkuth (b) holds two Fly in the Ointment and a Sorry.
 */
function incineratorTable() {
  let { ctx, state } = table(
    { major: 'golab', hand: ['incinerator', 'sorry'], rest: ['veteran'] },
    { major: 'malkuth', hand: ['fly-in-the-ointment', 'fly-in-the-ointment', 'sorry'] },
  );
  const vet = place(state, 'a', 'veteran', 'C1');
  state = toStep(ctx, vet.state, 'deeds');
  return { ctx, state, veteran: vet.iid };
}

describe('K-TIMING: response windows', () => {
  it('K-TIMING-04 / Q-17: after a Repel a react window opens; the floor goes to the other player, then the actor, and closes when both have passed', () => {
    const { ctx, state: s0 } = incineratorTable();
    const s1 = ok(ctx, s0, { type: 'repel', player: 'a', from: 'hub', to: 'C1', suit: 'skull' });
    assert.equal(s1.window?.kind, 'react');
    assert.deepEqual(s1.window?.chain.map((e) => e.kind), ['repel']);
    assert.deepEqual(s1.window?.order, ['b', 'a']);
    const s2 = ok(ctx, s1, { type: 'pass', player: 'b' });
    assert.deepEqual(s2.window?.order, ['a']);
    const s3 = ok(ctx, s2, { type: 'pass', player: 'a' });
    assert.equal(s3.window, null);
    assert.equal(s3.step, 'deeds');
  });

  it('K-TIMING-04: the actor cannot skip the other player: a out of turn in the window is refused', () => {
    const { ctx, state: s0 } = incineratorTable();
    const s1 = ok(ctx, s0, { type: 'repel', player: 'a', from: 'hub', to: 'C1', suit: 'skull' });
    refused(ctx, s1, { type: 'pass', player: 'a' }, 'K-TIMING-04');
  });

  it('K-TIMING-03: inside a react window an unrelated act is refused even though its timing (any time) would allow it', () => {
    let { ctx, state } = table({ major: 'golab', hand: ['priest'] }, { major: 'malkuth', hand: ['fly-in-the-ointment', 'lack-of-faith'] });
    state = toStep(ctx, state, 'deeds');
    state = ok(ctx, state, { type: 'proclaim', player: 'a', card: inHand(state, 'a', 'priest'), cross: 'a', station: 'C1' });
    // Fly in the Ointment answers Repels, not a Proclaim.
    const j = refused(ctx, state, { type: 'commandment', player: 'b', card: inHand(state, 'b', 'fly-in-the-ointment'), target: { player: 'a', suit: 'rose' } }, 'K-TIMING-03');
    assert.match(says(j, 'K-TIMING-03'), /does not directly affect the proclaim/);
    // Lack of Faith answers Influence deeds only.
    refused(ctx, state, { type: 'commandment', player: 'b', card: inHand(state, 'b', 'lack-of-faith'), target: { act: lastAct(state) } }, 'K-TIMING-03');
  });

  it('K-TIMING-05 / K-TIMING-08 / K-REPEL-14: Fly in the Ointment right after the Repel is legal and takes the Skull away', () => {
    const { ctx, state: s0 } = incineratorTable();
    assert.equal(suits(ctx, s0, 'a').skull, 3);
    const s1 = ok(ctx, s0, { type: 'repel', player: 'a', from: 'hub', to: 'C1', suit: 'skull' });
    assert.equal(suits(ctx, s1, 'a').skull, 4);
    const fly = { type: 'commandment', player: 'b', card: inHand(s1, 'b', 'fly-in-the-ointment'), target: { player: 'a', suit: 'skull' } } as const;
    assert.match(says(judgeOnly(ctx, s1, fly), 'Q-21'), /a loses one Skull \(controls 4\)/);
    const s2 = ok(ctx, s1, fly);
    assert.equal(suits(ctx, s2, 'a').skull, 3);
    const s3 = closeWindow(ctx, s2);
    // Three Skulls are not enough for the Incinerator any more.
    const j = refused(ctx, s3, { type: 'influence', player: 'a', card: inHand(s3, 'a', 'incinerator'), target: { card: player(s3, 'a').cross.stations.C1!.base } }, 'K-SUIT-04');
    assert.match(says(j, 'K-SUIT-04'), /needs Skull×4, you control Skull×3/);
  });

  it('K-TIMING-05 / K-TIMING-08: once P2 passed and P1 made the next act (Incinerator), Fly in the Ointment is refused and the Influence stands', () => {
    const { ctx, state: s0, veteran } = incineratorTable();
    let s = ok(ctx, s0, { type: 'repel', player: 'a', from: 'hub', to: 'C1', suit: 'skull' });
    s = ok(ctx, s, { type: 'pass', player: 'b' }); // "Not yet."
    s = ok(ctx, s, { type: 'pass', player: 'a' });
    assert.equal(s.window, null);
    s = ok(ctx, s, { type: 'influence', player: 'a', card: inHand(s, 'a', 'incinerator'), target: { card: veteran } });
    assert.equal(s.window?.chain.at(-1)?.kind, 'influence');
    // "Wait! Before that happens I play Fly in the Ointment" → too late.
    refused(ctx, s, { type: 'commandment', player: 'b', card: inHand(s, 'b', 'fly-in-the-ointment'), target: { player: 'a', suit: 'skull' } }, 'K-TIMING-03');
    s = closeWindow(ctx, s);
    const slot = player(s, 'a').cross.stations.C1!;
    assert.equal(slot.attachments.length, 1);
    assert.equal(s.cards[slot.attachments[0]!.iid]!.card, 'incinerator');
    assert.equal(slot.base, veteran);
  });

  it('K-TIMING-02: no retroactive interrupt: Sorry cannot reach a Fly in the Ointment whose window has closed', () => {
    const { ctx, state: s0 } = incineratorTable();
    let s = ok(ctx, s0, { type: 'repel', player: 'a', from: 'hub', to: 'C1', suit: 'skull' });
    s = ok(ctx, s, { type: 'commandment', player: 'b', card: inHand(s, 'b', 'fly-in-the-ointment'), target: { player: 'a', suit: 'skull' } });
    const flyAct = lastAct(s);
    s = closeWindow(ctx, s);
    s = ok(ctx, s, { type: 'repel', player: 'a', from: 'hub', to: 'pool', suit: 'skull' });
    s = ok(ctx, s, { type: 'pass', player: 'b' });
    // a holds the floor in the new window but the first Fly is no longer on it.
    const j = refused(ctx, s, { type: 'commandment', player: 'a', card: inHand(s, 'a', 'sorry'), target: { act: flyAct } }, 'K-TIMING-02');
    assert.match(says(j, 'K-TIMING-02'), /earlier acts cannot be reached/);
  });

  it('K-TIMING-06: Sorry on Fly makes the Fly ineffective, so the Repel works and the Incinerator is playable', () => {
    const { ctx, state: s0, veteran } = incineratorTable();
    let s = ok(ctx, s0, { type: 'repel', player: 'a', from: 'hub', to: 'C1', suit: 'skull' });
    s = ok(ctx, s, { type: 'commandment', player: 'b', card: inHand(s, 'b', 'fly-in-the-ointment'), target: { player: 'a', suit: 'skull' } });
    assert.equal(suits(ctx, s, 'a').skull, 3);
    s = ok(ctx, s, { type: 'commandment', player: 'a', card: inHand(s, 'a', 'sorry'), target: { act: lastAct(s) } });
    assert.equal(suits(ctx, s, 'a').skull, 4);
    assert.deepEqual(s.window?.order, ['b', 'a']); // the Sorry is itself an act: b may answer it
    s = closeWindow(ctx, s);
    assert.equal(suits(ctx, s, 'a').skull, 4);
    // Fly and Sorry went face-down to their owners' discard piles.
    assert.equal(player(s, 'b').discardPile.filter((i) => s.cards[i]!.card === 'fly-in-the-ointment').length, 1);
    assert.equal(player(s, 'a').discardPile.filter((i) => s.cards[i]!.card === 'sorry').length, 1);
    s = ok(ctx, s, { type: 'influence', player: 'a', card: inHand(s, 'a', 'incinerator'), target: { card: veteran } });
    assert.equal(player(s, 'a').cross.stations.C1!.attachments.length, 1);
  });

  it('K-TIMING-06: full FAQ dialogue: Repel, Fly, Repel, Fly, Sorry, Sorry on Sorry → the second Fly stands and P1 cannot play the Incinerator', () => {
    const { ctx, state: s0, veteran } = incineratorTable();
    // P1: "I Repel one Pop Marker to gain a Skull."
    let s = ok(ctx, s0, { type: 'repel', player: 'a', from: 'hub', to: 'C1', suit: 'skull' });
    // P2: "I play FLY IN THE OINTMENT."
    s = ok(ctx, s, { type: 'commandment', player: 'b', card: inHand(s, 'b', 'fly-in-the-ointment', 0), target: { player: 'a', suit: 'skull' } });
    s = closeWindow(ctx, s);
    assert.equal(suits(ctx, s, 'a').skull, 3);
    // P1: "I Repel another Pop Marker to get another Skull." (the Veteran is full: Hub → Pool)
    s = ok(ctx, s, { type: 'repel', player: 'a', from: 'hub', to: 'pool', suit: 'skull' });
    assert.equal(suits(ctx, s, 'a').skull, 4);
    // P2: "I have another FLY IN THE OINTMENT!"
    s = ok(ctx, s, { type: 'commandment', player: 'b', card: inHand(s, 'b', 'fly-in-the-ointment', 0), target: { player: 'a', suit: 'skull' } });
    assert.equal(suits(ctx, s, 'a').skull, 3);
    // P1: "I play SORRY. Your FLY IN THE OINTMENT is ineffective."
    s = ok(ctx, s, { type: 'commandment', player: 'a', card: inHand(s, 'a', 'sorry'), target: { act: lastAct(s) } });
    assert.equal(suits(ctx, s, 'a').skull, 4);
    // P2: "I SORRY your SORRY!"
    s = ok(ctx, s, { type: 'commandment', player: 'b', card: inHand(s, 'b', 'sorry'), target: { act: lastAct(s) } });
    assert.equal(suits(ctx, s, 'a').skull, 3);
    assert.deepEqual(s.window?.chain.map((e) => e.kind), ['repel', 'commandment', 'commandment', 'commandment']);
    s = closeWindow(ctx, s);
    // "Shoot. I guess I can't play my card."
    assert.equal(suits(ctx, s, 'a').skull, 3);
    const j = refused(ctx, s, { type: 'influence', player: 'a', card: inHand(s, 'a', 'incinerator'), target: { card: veteran } }, 'K-SUIT-04');
    assert.match(says(j, 'K-SUIT-04'), /needs Skull×4, you control Skull×3 \(3 from Golab \+ Repel the Hub → C1 \+ Repel the Hub → the Pool, minus 2 from Fly in the Ointment\)/);
  });

  it('K-TIMING-06: a Sorry cannot target an act its filter does not name (a Repel)', () => {
    const { ctx, state: s0 } = incineratorTable();
    let s = ok(ctx, s0, { type: 'repel', player: 'a', from: 'hub', to: 'C1', suit: 'skull' });
    // Sorry answers Commandments: on a Repel it is not a direct response at all.
    refused(ctx, s, { type: 'commandment', player: 'b', card: inHand(s, 'b', 'sorry'), target: { act: lastAct(s) } }, 'K-TIMING-03');
    s = ok(ctx, s, { type: 'commandment', player: 'b', card: inHand(s, 'b', 'fly-in-the-ointment'), target: { player: 'a', suit: 'skull' } });
    // Now on the floor is a Commandment, but naming the Repel's act is still outside Sorry's filter.
    const repelAct = s.window!.chain[0]!.id;
    refused(ctx, s, { type: 'commandment', player: 'a', card: inHand(s, 'a', 'sorry'), target: { act: repelAct } }, 'K-TIMING-03');
  });

  it('K-TIMING-04 / Q-17: at a table of three, when b\'s answer to a Repel has its own window closed, the parent window resumes: c, who had not yet had the floor for the Repel, may still answer it', () => {
    // Golab (a, three Skulls, wants the Incinerator: four) starts; Malkuth (b) and Nahemoth (c) each hold a Fly in the Ointment.
    let { ctx, state } = newMatch([
      { id: 'a', major: 'golab', deck: deckOf(['incinerator'], ['veteran']) },
      { id: 'b', major: 'malkuth', deck: deckOf(['fly-in-the-ointment']) },
      { id: 'c', major: 'nahemoth', deck: deckOf(['fly-in-the-ointment']) },
    ]);
    const vet = place(state, 'a', 'veteran', 'C1');
    state = toStep(ctx, vet.state, 'deeds');
    assert.equal(state.active, 'a');
    let s = ok(ctx, state, { type: 'repel', player: 'a', from: 'hub', to: 'C1', suit: 'skull' });
    const repel = lastAct(s);
    assert.deepEqual(s.window?.order, ['b', 'c', 'a']);
    assert.equal(suits(ctx, s, 'a').skull, 4);
    // b answers first: its Fly opens a window of its own, round the table after b (c, a, then b).
    s = ok(ctx, s, { type: 'commandment', player: 'b', card: inHand(s, 'b', 'fly-in-the-ointment'), target: { player: 'a', suit: 'skull' } });
    assert.equal(suits(ctx, s, 'a').skull, 3);
    assert.deepEqual(s.window?.order, ['c', 'a', 'b']);
    // In the Fly's window c may answer only the Fly (K-TIMING-03): a Fly on a's Skull is not one.
    refused(ctx, s, { type: 'commandment', player: 'c', card: inHand(s, 'c', 'fly-in-the-ointment'), target: { player: 'a', suit: 'skull' } }, 'K-TIMING-03');
    s = ok(ctx, s, { type: 'pass', player: 'c' });
    s = ok(ctx, s, { type: 'pass', player: 'a' });
    s = ok(ctx, s, { type: 'pass', player: 'b' });
    // The Fly's window closed; the Repel's resumes with c, who never had the floor for the Repel.
    assert.equal(s.window?.kind, 'react');
    assert.deepEqual(s.window?.order, ['c', 'a', 'b']);
    assert.deepEqual(s.window?.chain.map((e) => e.id), [repel, repel + 1]);
    s = ok(ctx, s, { type: 'commandment', player: 'c', card: inHand(s, 'c', 'fly-in-the-ointment'), target: { player: 'a', suit: 'skull' } });
    assert.equal(suits(ctx, s, 'a').skull, 2);
    s = closeWindow(ctx, s);
    assert.equal(s.window, null);
    assert.equal(s.step, 'deeds');
    assert.equal(suits(ctx, s, 'a').skull, 2);
  });
});

/** Golab (a) holds Unholy Hunger; Malkuth (b) has a Teacher in C2 with no marker. */
function hungerTable(bHand: string[] = ['lack-of-faith']) {
  let { ctx, state } = table({ major: 'golab', hand: ['unholy-hunger'] }, { major: 'malkuth', hand: bHand, rest: ['teacher'] });
  const t = place(state, 'b', 'teacher', 'C2');
  state = toStep(ctx, t.state, 'deeds');
  state = ok(ctx, state, { type: 'influence', player: 'a', card: inHand(state, 'a', 'unholy-hunger'), target: { card: t.iid } });
  return { ctx, state, teacher: t.iid };
}

describe('K-TIMING-07: Unholy Hunger on a markerless Teacher', () => {
  it('K-TIMING-07 / Q-18: without a response the Teacher is discarded when the window closes, not before', () => {
    const { ctx, state: s0, teacher } = hungerTable([]);
    // During the window the consequence is held: the Teacher is still there.
    assert.equal(player(s0, 'b').cross.stations.C2?.base, teacher);
    const s = closeWindow(ctx, s0);
    assert.equal(player(s, 'b').cross.stations.C2, undefined);
    assert.ok(player(s, 'b').discardPile.includes(teacher));
    // Unholy Hunger goes to its owner's (Golab's) discard pile (K-DISCARD-05).
    assert.ok(player(s, 'a').discardPile.some((i) => s.cards[i]!.card === 'unholy-hunger'));
  });

  it('K-TIMING-07: a Repel onto the Teacher to save it is refused (it does not directly affect the Influence deed)', () => {
    const { ctx, state } = hungerTable();
    assert.deepEqual(state.window?.order, ['b', 'a']);
    assert.equal(player(state, 'b').cross.hubMarkers, 2);
    refused(ctx, state, { type: 'repel', player: 'b', from: 'hub', to: 'C2', suit: 'skull' }, 'K-TIMING-03');
  });

  it('K-TIMING-07: Lack of Faith acts on the Influence card itself: it is allowed and the Teacher survives', () => {
    const { ctx, state: s0, teacher } = hungerTable();
    let s = ok(ctx, s0, { type: 'commandment', player: 'b', card: inHand(s0, 'b', 'lack-of-faith'), target: { act: lastAct(s0) } });
    s = closeWindow(ctx, s);
    const slot = player(s, 'b').cross.stations.C2!;
    assert.equal(slot.base, teacher);
    assert.deepEqual(slot.attachments, []);
    assert.ok(player(s, 'a').discardPile.some((i) => s.cards[i]!.card === 'unholy-hunger'));
    assert.ok(player(s, 'b').discardPile.some((i) => s.cards[i]!.card === 'lack-of-faith'));
  });

  it('K-TIMING-07: a Being with Unholy Hunger that Sways its last marker away is discarded as soon as it flips face-up in step 7', () => {
    let { ctx, state } = table({ major: 'kether', rest: ['teacher', 'priest'] }, { major: 'golab', rest: ['unholy-hunger'] });
    const t = place(state, 'a', 'teacher', 'C1', { markers: 1 });
    const uh = attach(place(t.state, 'a', 'priest', 'N').state, 'b', 'unholy-hunger', t.iid);
    state = toStep(ctx, uh.state, 'sway');
    state = closeWindow(ctx, ok(ctx, state, { type: 'sway', player: 'a', from: 'C1', to: 'N' }));
    // Turned, its attachments are dormant (K-TURNED-10): it stays for now.
    assert.equal(player(state, 'a').cross.stations.C1?.base, t.iid);
    state = toStep(ctx, state, 'discard');
    state = ok(ctx, state, { type: 'discard', player: 'a', card: null });
    assert.equal(state.active, 'b');
    assert.equal(player(state, 'a').cross.stations.C1, undefined);
    assert.ok(player(state, 'a').discardPile.includes(t.iid));
    assert.ok(player(state, 'b').discardPile.includes(uh.iid));
  });

  it('K-TIMING-07 / Q-18: Lack of Faith also stops a one-use Influence: Tomb Bondage\'s discard is held until its window closes, so the Artist survives', () => {
    let { ctx, state } = table({ major: 'golab', hand: ['tomb-bondage'] }, { major: 'malkuth', hand: ['lack-of-faith'], rest: ['artist'] });
    const art = place(state, 'b', 'artist', 'C3');
    state = toStep(ctx, art.state, 'deeds');
    const tb = inHand(state, 'a', 'tomb-bondage');
    state = ok(ctx, state, { type: 'influence', player: 'a', card: tb, target: { card: art.iid } });
    assert.equal(player(state, 'b').cross.stations.C3?.base, art.iid); // held while the window is open
    assert.deepEqual(state.window?.chain.at(-1)?.target, { card: art.iid });
    assert.ok(restore(ctx, serialize(state)).ok); // a snapshot keeps the held target
    state = ok(ctx, state, { type: 'commandment', player: 'b', card: inHand(state, 'b', 'lack-of-faith'), target: { act: lastAct(state) } });
    state = closeWindow(ctx, state);
    assert.equal(player(state, 'b').cross.stations.C3?.base, art.iid);
    assert.ok(player(state, 'a').removed.includes(tb)); // played, so still removed from the game
  });

  it('K-TIMING-11: with no valid response the only legal action for the Teacher\'s owner is to pass', () => {
    const { ctx, state } = hungerTable(['fly-in-the-ointment', 'faith-shortcut']);
    assert.deepEqual(legalActions(ctx, state, 'b'), [{ type: 'pass', player: 'b' }]);
  });
});

describe('K-TIMING-10: "at any time" means any time', () => {
  it("K-TIMING-10: the Drug Dealer's REPEL ability is used in the opponent's turn while the Drug Dealer is the target of an attack", () => {
    let { ctx, state } = table({ major: 'kether', rest: ['usher', 'priest'] }, { major: 'golab', rest: ['drug-dealer'] });
    const us = place(state, 'a', 'usher', 'C1');
    const pr = place(us.state, 'a', 'priest', 'C2');
    const dd = place(pr.state, 'b', 'drug-dealer', 'C1', { markers: 1 });
    state = toStep(ctx, dd.state, 'attack');
    state = ok(ctx, state, { type: 'attack', player: 'a', attacker: us.iid, target: dd.iid });
    state = ok(ctx, state, { type: 'pass', player: 'a' });
    const use = { type: 'ability', player: 'b', card: dd.iid, index: 0, target: { card: pr.iid }, repel: { from: 'C1', to: 'pool' } } as const;
    assert.match(says(judgeOnly(ctx, state, use), 'K-TURNED-13'), /playable at any time/);
    state = ok(ctx, state, use);
    assert.equal(state.active, 'a');
    assert.ok(player(state, 'a').discardPile.includes(pr.iid));
  });
});

describe('Q-19..Q-21: house defaults for responses', () => {
  it('Q-19: Lack of Faith lists the acts it directly affects (influence); on a Proclaim it is refused', () => {
    assert.deepEqual(table({ major: 'golab' }, { major: 'malkuth' }).ctx.cards.cards.get('lack-of-faith')!.affects, ['influence']);
    let { ctx, state } = table({ major: 'golab', hand: ['priest'] }, { major: 'malkuth', hand: ['lack-of-faith'] });
    state = toStep(ctx, state, 'deeds');
    state = ok(ctx, state, { type: 'proclaim', player: 'a', card: inHand(state, 'a', 'priest'), cross: 'a', station: 'C1' });
    const j = refused(ctx, state, { type: 'commandment', player: 'b', card: inHand(state, 'b', 'lack-of-faith'), target: { act: lastAct(state) } }, 'K-TIMING-03');
    assert.match(says(j, 'K-TIMING-03'), /Lack of Faith does not directly affect the proclaim/);
  });

  it('Q-20: the pre-draw window is offered to the active player first and closes after both pass', () => {
    const { ctx, state } = table({ major: 'golab' }, { major: 'malkuth' });
    assert.equal(state.window?.kind, 'preDraw');
    assert.deepEqual(state.window?.order, ['a', 'b']);
    refused(ctx, state, { type: 'pass', player: 'b' }, 'K-TIMING-04');
    const s = ok(ctx, ok(ctx, state, { type: 'pass', player: 'a' }), { type: 'pass', player: 'b' });
    assert.equal(s.window?.kind, 'postDraw');
  });

  it('Q-21: the player of Fly in the Ointment must name the Suit; a Suit the target does not control is refused', () => {
    const { ctx, state: s0 } = incineratorTable();
    const s = ok(ctx, s0, { type: 'repel', player: 'a', from: 'hub', to: 'C1', suit: 'skull' });
    const fly = inHand(s, 'b', 'fly-in-the-ointment');
    refused(ctx, s, { type: 'commandment', player: 'b', card: fly, target: { player: 'a' } }, 'Q-21');
    const j = refused(ctx, s, { type: 'commandment', player: 'b', card: fly, target: { player: 'a', suit: 'eye' } }, 'Q-21');
    assert.match(says(j, 'Q-21'), /a controls no Eye/);
  });
});
