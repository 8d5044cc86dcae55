/**
 * The lockstep with a second game: what stops a match and what is kept as evidence is the
 * game's to say, in the game's own rule IDs (no KULT rule in the core).
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import * as v from 'valibot';
import { commit } from '../../src/engine/commitment.js';
import { PROTOCOL_VERSION, type Envelope } from '../../src/net/protocol.js';
import { propose, receive, startLockstep, type LockstepState } from '../../src/net/lockstep/lockstep.js';
import { violationSchema } from '../../src/net/violation.js';
import { riposteGame } from '../support/games/riposte/game.js';
import { tokens } from './tables.js';

const token = tokens('rip-lockstep');
const HOST = ['joker', 'sun-1', 'sun-2', 'sun-3', 'moon-1', 'moon-2'];
const GUEST = ['star-1', 'star-2', 'star-3', 'moon-3', 'parry', 'moon-1'];

/** Two tables of a started Riposte match; the host committed to `HOST`, whose first card the game does not have. */
function tables(): { host: LockstepState; guest: LockstepState; salts: Record<'host' | 'guest', string[]> } {
  const salts: Record<'host' | 'guest', string[]> = { host: HOST.map(() => token()), guest: GUEST.map(() => token()) };
  const seat = (id: 'host' | 'guest', list: string[]) => ({ id, choice: 'sun', commitments: list.map((c, k) => commit(c, salts[id][k]!)) });
  const r = riposteGame.start({ seats: [seat('host', HOST), seat('guest', GUEST)], seed: 1, settings: { target: 12 } });
  assert.ok(r.ok);
  const mine = (id: 'host' | 'guest', list: string[]) => Object.fromEntries(list.map((card, k) => [`${id}@${k}`, { card, salt: salts[id][k]! }]));
  return { host: startLockstep(riposteGame, 'm-rip', 'host', r.state, mine('host', HOST), ['host', 'guest']), guest: startLockstep(riposteGame, 'm-rip', 'guest', r.state, mine('guest', GUEST), ['host', 'guest']), salts };
}

function envelope(t: LockstepState, event: Envelope['event'], reveals: Envelope['reveals'] = []): Envelope {
  return { t: 'env', v: PROTOCOL_VERSION, match: t.match, seq: t.log.length, from: 'host', prev: t.startHash, event, ...(reveals.length ? { reveals } : {}) } as Envelope;
}

test('T-SETUP-03 a played card that opens its commitment as a card the game does not have stops the match as an illegal pile, by the game\'s rule', () => {
  const { guest, salts } = tables();
  const step = receive(riposteGame, guest, envelope(guest, { type: 'play', player: 'host', card: 'host@0' } as Envelope['event'], [{ iid: 'host@0', card: 'joker', salt: salts.host[0]! }]));
  assert.equal(step.outcome.kind, 'stopped', JSON.stringify(step.outcome));
  assert.equal(step.state.stop?.code, 'illegal-deck');
  assert.equal(step.state.stop?.rule, 'T-SETUP-03');
});

test('NET-DISPUTE-01 T-TURN-02 a refusal in the game\'s own rule IDs is kept as evidence that a saved match reads back, and a dispute names them', () => {
  const { host, guest } = tables();
  // The host skips with cards in hand: the guest refuses it (T-TURN-02) and keeps it as evidence.
  const refused = receive(riposteGame, guest, envelope(guest, { type: 'skip', player: 'host' } as Envelope['event']));
  assert.equal(refused.outcome.kind, 'offence');
  const evidence = refused.state.evidence[0]!;
  assert.equal(evidence.rule, 'T-TURN-02');
  assert.ok(v.safeParse(violationSchema, evidence).success, 'the evidence of a Riposte rule reads back from a save');
  // The host's legal play, refused by a table that cites a rule of the game: a dispute naming it.
  const played = propose(riposteGame, host, { type: 'play', player: 'host', card: 'host@1' } as Envelope['event']);
  assert.equal(played.outcome.kind, 'applied');
  const dispute = receive(riposteGame, played.state, { t: 'reject', seq: 0, checks: [{ rule: 'T-TURN-01', ok: false, says: 'no' }] });
  assert.equal(dispute.state.stop?.rule, 'NET-DISPUTE-01');
  assert.deepEqual(dispute.state.stop?.refusal, ['T-TURN-01']);
  assert.ok(v.safeParse(violationSchema, dispute.state.stop).success);
});
