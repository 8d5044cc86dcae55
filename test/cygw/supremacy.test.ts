/** The Supremacy card and its celebration (C-SUPREMACY, C-RESOLVE-05/08/15, C-INTENT-03, C-INTENT-PRAY-06). */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { CygwState } from '../../src/cygw/state.js';
import { inActionRound, passRound, play, put, refused, scene } from './support/scene.js';

/** A scene at the end of round 1's last Location, so that the next act starts round 2 with `a` owning the card. */
function nextRound(gained: number, faceUp = true): CygwState {
  const s = scene(['fafnir', 'tiamat', 'anubis'], (d) => {
    d.supremacy = { owner: 'a', faceUp, gainedRound: gained };
    put(d, 'b', 1, 13);
    inActionRound(d, 13, 'a');
    d.first = 'b';
  });
  return play(passRound(s), { type: 'decline', player: 'b' });
}

test('C-SUPREMACY-04 C-SUPREMACY-05 the owner of the face-up card decides before the Intention Phase, but never in the round it gained it', () => {
  const s = nextRound(1);
  assert.deepEqual(s.prompts[0], { kind: 'celebrate', seat: 'a' });
  refused(s, { type: 'preach', player: 'b', strength: 1, location: 1 }, 'C-SUPREMACY-05');
  const fresh = nextRound(2);
  assert.equal(fresh.prompts.length, 0, 'gained this round: no celebration');
});

test('C-SUPREMACY-11 a face-down Supremacy card cannot be used to celebrate (house C-AMB-05)', () => {
  assert.equal(nextRound(1, false).prompts.length, 0);
});

test('C-SUPREMACY-06 C-SUPREMACY-07 a celebration gives one gift at once (20 coins: 5 → 25) and turns the card face down', () => {
  const s = play(nextRound(1), { type: 'celebrate', player: 'a', gift: 'coins' });
  assert.deepEqual([s.cults.a!.coins, s.supremacy.faceUp, s.supremacy.owner, s.cults.a!.celebrating], [25, false, 'a', true]);
  const priest = play(nextRound(1), { type: 'celebrate', player: 'a', gift: 'priest', strength: 5 });
  assert.deepEqual(priest.cults.a!.free, [1, 2, 3, 5]);
  refused(nextRound(1), { type: 'celebrate', player: 'a', gift: 'priest' }, 'C-SUPREMACY-06');
  const cards = play(nextRound(1), { type: 'celebrate', player: 'a', gift: 'miracles' });
  assert.equal(cards.cults.a!.hand.length, 4);
});

test('C-SUPREMACY-08 C-INTENT-03 C-INTENT-PRAY-06 a celebrating Cult takes no Intention turn, and the phase ends when the others have Prayed', () => {
  let s = play(nextRound(1), { type: 'celebrate', player: 'a', gift: 'followers' });
  assert.equal(s.cults.a!.followers, 5);
  assert.equal(s.turn, 'b');
  s = play(s, { type: 'preach', player: 'b', strength: 1, location: 1 });
  assert.equal(s.turn, 'c', 'a is skipped');
  s = play(play(s, { type: 'pray', player: 'c' }), { type: 'done', player: 'c' });
  assert.equal(s.turn, 'b');
  s = play(play(s, { type: 'pray', player: 'b' }), { type: 'done', player: 'b' });
  assert.deepEqual([s.phase, s.active], ['resolution', 1]);
  refused(s, { type: 'pass', player: 'a' }, 'C-RESOLVE-06');
});

test('C-RESOLVE-05 C-RESOLVE-08 C-RESOLVE-15 a celebrating Cult\'s lone Altar activates no Location; it sits out action rounds, wins nothing and gets no alms', () => {
  const s = scene(['fafnir', 'tiamat', 'anubis'], (d) => {
    d.cults.a!.celebrating = true;
    d.board[8]!.altars.push({ owner: 'a', token: 4 });
    d.board[9]!.altars.push({ owner: 'a', token: 4 });
    d.reserve[d.cults.a!.colour]![3]! -= 2;
    put(d, 'b', 1, 10);
    d.cults.a!.prayed = true;
    d.cults.b!.prayed = true;
    d.cults.c!.prayed = true;
    d.turn = 'c';
    d.dealing = true;
  });
  let r = play(s, { type: 'done', player: 'c' });
  assert.equal(r.active, 10, 'the Port, where only a\'s Altar stands, is skipped');
  assert.ok(r.turn !== 'a');
  r = passRound(r);
  assert.equal(r.winner, 'b', 'an Altar (4) of a celebrating Cult does not beat a Priest 1 (house C-AMB-14)');
  r = play(r, { type: 'decline', player: 'b' });
  assert.equal(r.cults.a!.coins, 5);
});

test('C-SUPREMACY-10 a celebrating Cult that loses the card still sits out, and the new owner has it face up', () => {
  let s = play(nextRound(1), { type: 'celebrate', player: 'a', gift: 'coins' });
  s = scene(['fafnir', 'tiamat', 'anubis'], (d) => {
    Object.assign(d, structuredClone(s));
    put(d, 'b', 1, 4);
    put(d, 'c', 1, 6);
    inActionRound(d, 4, 'b');
  });
  s = play(passRound(s), { type: 'benefit', player: 'b' });
  assert.deepEqual([s.supremacy.owner, s.supremacy.faceUp, s.cults.a!.celebrating], ['b', true, true]);
});
