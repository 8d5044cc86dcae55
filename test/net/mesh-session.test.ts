// The session statechart of a table of three to six seats (machines/session/mesh-session.machine.ts),
// as real XState actors joined by ordered channels per pair (test/support/mesh-actors.ts): the
// first seat starts when every seat is here, the N-way setup runs, play pauses for every table
// while any seat is away, a reloaded table resumes from what it saved, and every table audits
// every other seat at the end (a reloaded seat's game of four is played to its audit here; whole games
// also in test/app/mesh-match.test.ts and over the real PeerJS mesh in test/browser/p2p/mesh-match.test.ts).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createActor } from 'xstate';
import { missingPairs } from '../../machines/session/mesh-context.js';
import { meshSessionMachine } from '../../machines/session/mesh-session.machine.js';
import { tokens } from '../conformance/tables.js';
import { close, deliverAll, GAME, meshTables, open, openAll, play, reload, where, type MeshTables } from '../support/mesh-actors.js';

const seats = (t: MeshTables) => t.roster.seats.map((s) => s.seat);
const ctx = (t: MeshTables, seat: string) => t.actors.get(seat)!.getSnapshot().context;
const allAudited = (t: MeshTables) => seats(t).every((s) => where(t, s) === 'audit');

function started(count: number, seed: number): MeshTables {
  const t = meshTables(count, seed);
  openAll(t);
  t.actors.get('p1')!.send({ type: 'START' });
  deliverAll(t);
  return t;
}

function assertSameEndAndFairAudits(t: MeshTables): void {
  const first = ctx(t, 'p1').lockstep!;
  assert.ok(GAME.ended(first.game) !== null, 'the game is over');
  for (const s of seats(t)) {
    const c = ctx(t, s);
    assert.equal(where(t, s), 'audit', `${s} finished its audits`);
    assert.deepEqual(c.lockstep!.log.map((r) => r.hash), first.log.map((r) => r.hash), `${s} logged the same acts`);
    for (const [seat, result] of Object.entries(c.results)) assert.ok(result.fair, `${s}'s audit of ${seat}: ${JSON.stringify(result.checks.filter((x) => !x.ok))}`);
    assert.equal(Object.keys(c.results).length, seats(t).length - 1, `${s} audited every other seat`);
  }
}

test('NET-ROSTER-01: the first seat starts only when every seat is here; nobody commits before its hello', () => {
  const t = meshTables(4, 11);
  open(t, 'p1', 'p2');
  open(t, 'p1', 'p3');
  t.actors.get('p1')!.send({ type: 'START' });
  assert.equal(where(t, 'p1'), 'gathering', 'three of four seats: no start');
  deliverAll(t);
  // The others sent their hellos, but no seat can pass the hello round without the first seat's.
  for (const s of ['p2', 'p3', 'p4']) assert.equal(ctx(t, s).setup!.round, 'hello', `${s} waits for every hello`);
  open(t, 'p1', 'p4');
  open(t, 'p2', 'p3');
  open(t, 'p2', 'p4');
  open(t, 'p3', 'p4');
  t.actors.get('p1')!.send({ type: 'START' });
  deliverAll(t);
  for (const s of seats(t)) assert.match(where(t, s), /^playing/, `${s} plays`);
});

test('a seat that drops pauses the game for every table; nothing is played until it is back, and nothing is lost', () => {
  const t = started(3, 21);
  play(t, 21, (x) => (ctx(x, 'p1').lockstep?.log.length ?? 0) >= 30);
  close(t, 'p2', 'p3');
  close(t, 'p1', 'p2');
  deliverAll(t);
  assert.equal(where(t, 'p2'), 'playing.paused');
  assert.equal(where(t, 'p1'), 'playing.paused', 'a seat away from this table pauses it');
  assert.equal(where(t, 'p3'), 'playing.paused', "p3 does not reach p2 either: paused");
  const before = ctx(t, 'p1').lockstep!.log.length;
  assert.equal(play(t, 22, () => false, 50), 0, 'nobody acts while a seat is away');
  assert.equal(ctx(t, 'p1').lockstep!.log.length, before);
  open(t, 'p1', 'p2');
  open(t, 'p2', 'p3');
  play(t, 23, allAudited);
  deliverAll(t);
  assertSameEndAndFairAudits(t);
});

test('NET-MESH-01: a pair with no path is named on every table, from what each seat says its channels failed to reach', () => {
  const t = meshTables(4, 31);
  openAll(t);
  close(t, 'p2', 'p4');
  deliverAll(t);
  for (const s of seats(t)) assert.deepEqual(missingPairs(ctx(t, s)), [], `${s}: a channel that dropped is a seat away, not a pair with no path`);
  t.actors.get('p2')!.send({ type: 'UNREACHABLE', seat: 'p4' });
  t.actors.get('p4')!.send({ type: 'UNREACHABLE', seat: 'p2' });
  deliverAll(t);
  for (const s of seats(t)) assert.deepEqual(missingPairs(ctx(t, s)), [['p2', 'p4']], `${s} names the pair`);
  open(t, 'p2', 'p4');
  deliverAll(t);
  for (const s of seats(t)) assert.deepEqual(missingPairs(ctx(t, s)), [], `${s}: every pair has a path`);
});

test('a reloaded table resumes from its save: its log is judged again, the others resend what it lacks, and the match ends audited', () => {
  const t = started(4, 41);
  play(t, 41, (x) => (ctx(x, 'p3').lockstep?.log.length ?? 0) >= 40);
  const saved = reload(t, 'p3', 41);
  assert.equal(where(t, 'p3'), 'playing.paused', 'the reloaded table waits for every seat');
  assert.equal(ctx(t, 'p3').lockstep!.log.length, saved.log.length);
  for (const s of ['p1', 'p2', 'p4']) open(t, 'p3', s);
  play(t, 42, allAudited);
  deliverAll(t);
  assertSameEndAndFairAudits(t);
});

test('a saved seat whose log was edited is refused when resumed, naming the act (NET-SHAPE-01)', () => {
  const t = started(3, 51);
  play(t, 51, (x) => (ctx(x, 'p2').lockstep?.log.length ?? 0) >= 12);
  const saved = reload(t, 'p2', 51);
  const forged = { ...saved, log: saved.log.map((r, k) => (k === 3 ? { ...r, hash: '0'.repeat(32) } : r)) };
  // A fresh page given the edited save.
  const actor = createActor(meshSessionMachine, { input: { game: GAME, roster: t.roster, me: 'p2', name: 'p2', settings: saved.settings, token: tokens('edited'), resume: forged } });
  actor.start();
  assert.equal(actor.getSnapshot().value, 'failed');
  assert.match(actor.getSnapshot().context.error!.message, /event 3/);
});

test('a seat that stops its table (bye) during play ends the match on every table, naming the seat', () => {
  const t = started(3, 61);
  play(t, 61, (x) => (ctx(x, 'p1').lockstep?.log.length ?? 0) >= 10);
  t.actors.get('p3')!.send({ type: 'FAILED', code: 'saved', message: 'storage broke' });
  deliverAll(t);
  for (const s of ['p1', 'p2']) {
    assert.equal(where(t, s), 'failed');
    assert.match(ctx(t, s).error!.message, /^p3: /);
  }
});
