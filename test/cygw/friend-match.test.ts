/**
 * Cult through the real friend-match stack: two FriendMatch ports (the session statechart, the
 * lockstep, the clocks) over the in-memory transport deal the shared hidden decks, play a whole
 * game between sensible bots, and each table's audit proves the other's keys and shuffles.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { FriendMatch } from '../../src/app/friend-match.js';
import { floorSeat } from '../../src/engine/game.js';
import { seedRng, type RngState } from '../../src/engine/rng.js';
import { memoryPair, type MemoryTransport } from '../../src/net/memory-transport.js';
import { cygwCards } from '../../src/cygw/cards/card-set.js';
import { cygwGame } from '../../src/cygw/game.js';
import type { CygwAction, } from '../../src/cygw/actions.js';
import type { CygwState } from '../../src/cygw/state.js';
import { tokens } from '../conformance/tables.js';

const game = cygwGame(cygwCards());
const SETTINGS = { game: { sheets: 'chosen', communityDeclineGivesAlms: false }, clockSeconds: 0 };

test('C-FLOW-R01 NET-DECK-04 NET-DECK-12 two friends play a whole game of Cult through the session statechart and the lockstep; both audits prove the other\'s decks fair', async () => {
  const [ta, tb] = memoryPair();
  const ends: Record<'host' | 'guest', MemoryTransport> = { host: ta, guest: tb };
  const host = new FriendMatch({ game, role: 'host', room: 'kult-cygw', name: 'Ann', settings: SETTINGS, connect: (r) => ends[r], token: tokens('cygw-host') });
  const guest = new FriendMatch({ game, role: 'guest', room: 'kult-cygw', name: 'Bob', settings: SETTINGS, connect: (r) => ends[r], token: tokens('cygw-guest') });
  host.choose('fafnir', []);
  guest.choose('tiamat', []);
  let rng: RngState = seedRng(3);
  for (let i = 0; i < 20_000 && !(host.phase === 'audited' && guest.phase === 'audited'); i++) {
    for (const port of [host, guest]) {
      const ls = port.session.lockstep;
      // The live state, not the published snapshot (published on the next frame).
      if (port.phase !== 'playing' || !ls) continue;
      const me = port.session.me;
      const view = game.view(game.withSecrets(ls.game as CygwState, me, ls.mine), me);
      if (game.ended(view) || floorSeat(game, view) !== me) continue;
      let move: CygwAction | null;
      [move, rng] = game.bots.sensible!(view, me, rng);
      if (!move) continue;
      const j = port.attempt(move);
      assert.ok(j.ok, `${me} ${JSON.stringify(move)} ${JSON.stringify(j.checks.filter((c) => !c.ok))}`);
    }
    await sleep(0);
  }
  assert.equal(host.phase, 'audited', host.snapshot.notice ?? JSON.stringify(host.actor.getSnapshot().value));
  assert.equal(guest.phase, 'audited', guest.snapshot.notice ?? '');
  for (const port of [host, guest]) {
    assert.equal(port.session.audit?.fair, true, JSON.stringify(port.session.audit?.checks.filter((c) => !c.ok)));
    assert.ok(port.session.audit!.checks.filter((c) => c.rule === 'NET-DECK-04' && c.ok).length === 3, 'each of the three decks proven');
  }
  const hs = host.session.lockstep!.game as CygwState;
  assert.equal(game.fingerprint(hs), game.fingerprint(guest.session.lockstep!.game as CygwState));
  assert.match(game.ended(hs)!.rule, /^C-WIN-0\d$/);
});
