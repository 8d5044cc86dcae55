// The session chart does its I/O through `emit` only and reads no entropy in a transition
// (issue 12), so XState's pure transition() steps it: what it would send comes back as actions.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { initialTransition, transition } from 'xstate';
import { sessionMachine, type SessionInput } from '../../machines/session.js';
import { STARTER_DECKS } from '../../src/kult/index.js';
import { GAME, SETTINGS, tokens } from '../support/net-duel.js';
import { setupMessages, type Seat } from './session-interleavings.js';

/** A host's input whose token counts its calls. */
function counted(seat: Seat): { input: SessionInput; calls: () => number } {
  const next = tokens(seat);
  let n = 0;
  return { input: { game: GAME, role: seat, name: seat, settings: SETTINGS, token: () => (n++, next()) }, calls: () => n };
}

test('transition() steps the session chart without sending: the hello and the seed commitment come back as emit actions, and stepping again gives the same', () => {
  const { input } = counted('host');
  const [lobby, initial] = initialTransition(sessionMachine, input);
  assert.deepEqual(initial, [], 'nothing to do before the link opens');
  const [handshake, actions] = transition(sessionMachine, lobby, { type: 'OPEN' });
  assert.equal(handshake.value, 'handshake');
  assert.deepEqual(actions.map((a) => a.type), ['xstate.emit', 'xstate.emit']);
  const sent = actions.map((a) => (a.params as { event: { type: string; message: { t: string; what?: string } } }).event);
  assert.deepEqual(sent.map((e) => [e.type, e.message.t, e.message.what]), [['send', 'hello', undefined], ['send', 'commit', 'seed']]);
  // The same snapshot and event, the same result: nothing was consumed, nothing was sent.
  const [again, actionsAgain] = transition(sessionMachine, lobby, { type: 'OPEN' });
  assert.deepEqual(again.context, handshake.context);
  assert.deepEqual(actionsAgain.map((a) => a.params), actions.map((a) => a.params));
  assert.deepEqual(handshake.context.kept.map((m) => m.t), ['hello', 'commit'], 'what it sent is kept for a reconnect');
});

test('no transition of a whole setup reads input.token: only making the two contexts does (the pile\'s salts come from the context, NET-COMMIT-02)', () => {
  const host = counted('host');
  const guest = counted('guest');
  // What making one context reads, measured on its own.
  const probe = counted('host');
  initialTransition(sessionMachine, probe.input);
  const atCreation = probe.calls();
  assert.ok(atCreation > 0);
  const input = { host: host.input, guest: guest.input };
  const sent = setupMessages({
    input: (seat) => input[seat],
    choose: (seat) => ({ type: 'CHOOSE', choice: (seat === 'host' ? STARTER_DECKS.archon : STARTER_DECKS.angel).majors[0], list: (seat === 'host' ? STARTER_DECKS.archon : STARTER_DECKS.angel).cards }),
    drops: 0,
  });
  assert.ok(sent.host.some((m) => m.t === 'pile') && sent.guest.some((m) => m.t === 'pile'), 'both committed their piles');
  assert.equal(host.calls(), atCreation, 'the host read tokens only when its context was made');
  assert.equal(guest.calls(), atCreation, 'the guest read tokens only when its context was made');
  // One commitment for each of the 58 cards, each under its own salt.
  const pile = sent.host.find((m) => m.t === 'pile')!;
  assert.equal(pile.t === 'pile' && new Set(pile.commitments).size, 58);
});
