// Chaos for four tables in a mesh (the N-seat lockstep, pure, after the N-way setup rounds): a
// seeded schedule drops links between pairs of tables (what is in flight both ways is lost, and
// what either sends while the link is down), delays one direction of a link (order kept), and
// hands a table copies of messages it had already received, and reloads a table (rebuilt from its
// save, its links down a while). When a dropped link comes back, each
// end does what the lockstep's resync allows: it forgets what it answered the other
// (`reconnected`), asks for the acts it lacks (`sync`) and sends again its own acts that still
// await that seat's ack (`resend`). Every run must end with the four tables' games over, every
// act settled, the same state and log on every table, and every table's audit of every other seat
// fair; a stop or a stall fails the run with what each table holds (a HANG: nothing in flight,
// nothing to do, and the match not over).
//
// More runs:   MESH_CHAOS_RUNS=200 node --import tsx --test test/net/mesh-chaos.test.ts
// Replay one:  MESH_CHAOS_CASE='{"seed":…,"faults":[…]}' …   (printed on failure)
import { test } from 'node:test';
import { chaos } from '../support/mesh-chaos.js';
import { KULT_MESH } from '../support/mesh-setup.js';

// A four-table KULT game of 1,000–1,300 acts takes 12,000–16,000 scheduler steps; the last acts' acks are in flight for
// a few dozen more after the first table's game is over.
test('NET-DESYNC-01 chaos with four tables: links dropped between pairs, delayed, messages repeated, pages reloaded from their saves; every run ends with the four games over, the same state and log everywhere, every act settled and every audit of every other seat fair (NET-AUDIT-01..03), never stalled', (t) => {
  chaos(t, KULT_MESH, 4, 12_000, 2);
});
