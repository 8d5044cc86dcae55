/**
 * The engine's response window (src/engine/response-window*.ts) in its three
 * games' shapes, each run as a real XState actor of `responseWindowMachine`:
 * KULT's window after every act (a nested round per response, Q-17; open
 * windows restart their round), Cult: Choose Your God Wisely's one-lap
 * action round (C-RESOLVE-06) and M.E.A.T.'s Instants stack (M-INSTANT-03/07).
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { createActor } from 'xstate';
import { chainStatus, floorOf } from '../../src/engine/response-window.js';
import { responseWindowMachine, type WindowInput } from '../../src/engine/response-window.chart.js';

function open(input: WindowInput) {
  const actor = createActor(responseWindowMachine, { input });
  actor.start();
  const floor = () => actor.getSnapshot().context.window.order;
  const act = (seat: string, what: string, cancels?: number) => actor.send({ type: 'act', seat, what, ...(cancels !== undefined ? { cancels } : {}) });
  const pass = (seat: string) => actor.send({ type: 'pass', seat });
  return { actor, floor, act, pass };
}

describe('KULT: a window after every act, round the table, nested per response (nested-round)', () => {
  test('K-TIMING-04 / Q-17 after an act the floor goes round the others in seat order, then the actor; all passing closes it', () => {
    const w = open({ shape: 'nested-round', cycle: ['a', 'b', 'c'], opening: { id: 0, player: 'a', what: 'repel' } });
    assert.deepEqual(w.floor(), ['b', 'c', 'a']);
    w.pass('b');
    w.pass('c');
    assert.equal(w.actor.getSnapshot().status, 'active');
    w.pass('a');
    assert.equal(w.actor.getSnapshot().status, 'done');
    assert.deepEqual(w.actor.getSnapshot().output?.chain.map((e) => e.id), [0]);
  });

  test('K-TIMING-04 a seat that does not hold the floor is not heard', () => {
    const w = open({ shape: 'nested-round', cycle: ['a', 'b', 'c'], opening: { id: 0, player: 'a' } });
    w.pass('c');
    w.act('a', 'fly');
    assert.deepEqual(w.floor(), ['b', 'c', 'a']);
    assert.equal(w.actor.getSnapshot().context.window.chain.length, 1);
  });

  test('K-TIMING-04 / Q-17 a response opens its own round; when it closes, the parent resumes with those who had not had the floor, the responder last', () => {
    const w = open({ shape: 'nested-round', cycle: ['a', 'b', 'c'], opening: { id: 0, player: 'a', what: 'repel' } });
    w.act('b', 'fly', 0);
    assert.deepEqual(w.floor(), ['c', 'a', 'b']);
    w.pass('c');
    w.pass('a');
    w.pass('b');
    // The Fly's round is over; the Repel's resumes: c never had the floor for it.
    assert.equal(w.actor.getSnapshot().status, 'active');
    assert.deepEqual(w.floor(), ['c', 'a', 'b']);
    assert.equal(w.actor.getSnapshot().context.window.answering, 0);
    w.pass('c');
    w.pass('a');
    w.pass('b');
    assert.equal(w.actor.getSnapshot().status, 'done');
  });

  test('K-TIMING-06 chains: a later act cancels an earlier one, and a cancel of that cancel revives it (Sorry on Sorry)', () => {
    const w = open({ shape: 'nested-round', cycle: ['a', 'b'], opening: { id: 0, player: 'a', what: 'repel' } });
    w.act('b', 'fly');
    w.act('a', 'sorry', 1);
    w.act('b', 'sorry', 2);
    const chain = w.actor.getSnapshot().context.window.chain;
    assert.deepEqual(chain.map((e) => [e.id, e.player, e.what]), [[0, 'a', 'repel'], [1, 'b', 'fly'], [2, 'a', 'sorry'], [3, 'b', 'sorry']]);
    const status = chainStatus(chain);
    assert.deepEqual([...status.values()].map((s) => [s.id, s.effective, s.cancelledBy]), [[0, true, null], [1, true, null], [2, false, 3], [3, true, null]]);
    // Each answer nests: the floor is after the latest responder.
    assert.equal(floorOf(w.actor.getSnapshot().context.window), 'a');
  });

  test('K-DRAW-05 / K-ATTACK-06 an open window (round) restarts after every new act and closes when all pass in a row', () => {
    const w = open({ shape: 'round', cycle: ['a', 'b', 'c'], first: 'a' });
    assert.deepEqual(w.floor(), ['a', 'b', 'c']);
    w.pass('a');
    w.act('b', 'commandment');
    assert.deepEqual(w.floor(), ['c', 'a', 'b']);
    w.pass('c');
    w.pass('a');
    assert.equal(w.actor.getSnapshot().status, 'active');
    w.pass('b');
    assert.equal(w.actor.getSnapshot().status, 'done');
    assert.deepEqual(w.actor.getSnapshot().output?.resolved, [], 'acts took effect as they were made');
  });
});

describe('Cult: Choose Your God Wisely: the action round (lap)', () => {
  test('C-RESOLVE-06 each seat once in order from the first player; an action or a pass uses the turn; the round then closes', () => {
    const w = open({ shape: 'lap', cycle: ['a', 'b', 'c'], first: 'b' });
    assert.deepEqual(w.floor(), ['b', 'c', 'a']);
    w.act('b', 'miracle');
    assert.deepEqual(w.floor(), ['c', 'a']);
    w.pass('c');
    // b acted already: it gets no second action in this round.
    w.act('b', 'intrigue');
    assert.deepEqual(w.floor(), ['a']);
    w.act('a', 'ability');
    const snap = w.actor.getSnapshot();
    assert.equal(snap.status, 'done');
    assert.deepEqual(snap.output?.chain.map((e) => [e.player, e.what]), [['b', 'miracle'], ['a', 'ability']]);
  });

  test('C-RESOLVE-06 a round where everyone passes closes after the last seat', () => {
    const w = open({ shape: 'lap', cycle: ['a', 'b'] });
    w.pass('a');
    assert.equal(w.actor.getSnapshot().status, 'active');
    w.pass('b');
    assert.equal(w.actor.getSnapshot().status, 'done');
    assert.deepEqual(w.actor.getSnapshot().output?.chain, []);
  });
});

describe('M.E.A.T.: Instants on a stack (stack)', () => {
  test('M-INSTANT-03 / M-INSTANT-07 Instants answer each other; when every player passes in a row the stack resolves last in, first out', () => {
    const w = open({ shape: 'stack', cycle: ['a', 'b', 'c', 'd'], first: 'a' });
    w.act('a', 'I1');
    assert.deepEqual(w.floor(), ['b', 'c', 'd', 'a']);
    w.act('b', 'I2');
    w.pass('c');
    w.pass('d');
    w.act('a', 'I3');
    w.pass('b');
    w.pass('c');
    w.pass('d');
    assert.equal(w.actor.getSnapshot().status, 'active');
    w.pass('a');
    const snap = w.actor.getSnapshot();
    assert.equal(snap.status, 'done');
    assert.deepEqual(snap.output?.resolved.map((e) => e.what), ['I3', 'I2', 'I1']);
  });

  test('M-INSTANT-04 an Instant cancelled by a later one on the stack does not resolve', () => {
    const w = open({ shape: 'stack', cycle: ['a', 'b'], first: 'a' });
    w.act('a', 'I1');
    w.act('b', 'counter', 0);
    w.pass('a');
    w.pass('b');
    assert.deepEqual(w.actor.getSnapshot().output?.resolved.map((e) => e.what), ['counter']);
  });
});
