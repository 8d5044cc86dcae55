/**
 * The second game through the real friend-match stack: two FriendMatch ports (the session
 * statechart, the lockstep, the store, the clocks) over the in-memory transport play a whole
 * game of Riposte to its end, and each table's audit says the other played fair.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { FriendMatch } from '../../src/app/friend-match.js';
import { canonicalJson } from '../../src/engine/canonical.js';
import { floorSeat } from '../../src/engine/game.js';
import { seedRng, type RngState } from '../../src/engine/rng.js';
import { memoryPair, type MemoryTransport } from '../../src/net/memory-transport.js';
import { replayLog } from '../../src/net/lockstep/replay.js';
import { matchFromAgreement } from '../../src/net/lockstep/match-from-setup.js';
import type { SavedSession } from '../../src/net/saved-session.js';
import { parseSavedSession } from '../../src/net/saved-session.js';
import { riposteGame } from '../support/games/riposte/game.js';
import type { RiposteAction, RiposteState } from '../support/games/riposte/state.js';
import { tokens } from './tables.js';

const SETTINGS = { game: { target: 15 }, clockSeconds: 0 };
const PILES = {
  host: ['sun-3', 'moon-2', 'parry', 'star-1', 'sun-2', 'parry', 'moon-3', 'star-3', 'sun-1', 'moon-1'],
  guest: ['star-2', 'parry', 'moon-3', 'sun-3', 'star-3', 'parry', 'moon-1', 'sun-2', 'parry', 'star-1', 'moon-2'],
};

test('Riposte plays a whole friend match through the session statechart and the lockstep over the memory transport; both audits verify fair play, and no message shows a hidden card before it is played', async () => {
  const [ta, tb] = memoryPair();
  const ends: Record<'host' | 'guest', MemoryTransport> = { host: ta, guest: tb };
  const sent: { from: 'host' | 'guest'; message: unknown }[] = [];
  for (const role of ['host', 'guest'] as const) {
    const t = ends[role];
    const send = t.send.bind(t);
    t.send = (message: unknown) => {
      sent.push({ from: role, message: structuredClone(message) });
      send(message);
    };
  }
  let saved: SavedSession | null = null;
  const store = {
    async save(s: SavedSession) { saved = JSON.parse(JSON.stringify(s)); },
    async forRoom() { return null; },
    async load() { return null; },
    async remove() {},
    close() {},
  };
  const host = new FriendMatch({ game: riposteGame, role: 'host', room: 'kult-riposte', name: 'Ann', settings: SETTINGS, connect: (r) => ends[r], token: tokens('rip-host'), store });
  const guest = new FriendMatch({ game: riposteGame, role: 'guest', room: 'kult-riposte', name: 'Bob', settings: SETTINGS, connect: (r) => ends[r], token: tokens('rip-guest') });
  host.choose('sun', PILES.host);
  guest.choose('moon', PILES.guest);
  let rng: RngState = seedRng(5);
  let acts = 0;
  const windows = new Set<string>();
  for (let i = 0; i < 5_000 && !(host.phase === 'audited' && guest.phase === 'audited'); i++) {
    for (const port of [host, guest]) {
      const s = port.snapshot;
      if (port.phase !== 'playing' || riposteGame.ended(s.view) || floorSeat(riposteGame, s.view) !== s.me) continue;
      if (s.view.window) windows.add(s.me);
      let move: RiposteAction | null;
      [move, rng] = riposteGame.bots.sensible!(s.view, s.me, rng);
      if (!move) continue;
      const j = port.attempt(move);
      assert.ok(j.ok, JSON.stringify(j.checks.filter((c) => !c.ok)));
      acts++;
    }
    await sleep(0);
  }
  assert.equal(host.phase, 'audited', host.snapshot.notice ?? JSON.stringify(host.actor.getSnapshot().value));
  assert.equal(guest.phase, 'audited', guest.snapshot.notice ?? '');
  assert.equal(host.session.audit?.fair, true, JSON.stringify(host.session.audit?.checks.filter((c) => !c.ok)));
  assert.equal(guest.session.audit?.fair, true, JSON.stringify(guest.session.audit?.checks.filter((c) => !c.ok)));
  assert.ok(host.session.audit!.checks.some((c) => c.rule === 'T-SETUP-02' && c.ok), 'the audit judged the friend\'s pile by Riposte\'s own rules');

  // Both tables reached the same end, by a rule of the game, with both windows answered along the way.
  const hs = host.session.lockstep!.game as RiposteState;
  const gs = guest.session.lockstep!.game as RiposteState;
  assert.equal(riposteGame.fingerprint(hs), riposteGame.fingerprint(gs));
  assert.match(riposteGame.ended(hs)!.rule, /^T-(END|HOUSE)-0\d$/);
  assert.deepEqual(windows, new Set(['host', 'guest']), 'each table answered a response window');
  assert.ok(acts > 10, `${acts} acts`);
  assert.ok(host.snapshot.log.every((e) => e.judgement.ok && e.judgement.checks.some((c) => c.rule.startsWith('T-'))), 'every log entry carries its judgement in Riposte\'s rule IDs');

  // The log replays from the agreement, and the saved match (the store's) reads back.
  const built = matchFromAgreement(riposteGame, host.session.agreement!);
  assert.ok(built.ok);
  assert.ok(replayLog(riposteGame, built.state, host.session.lockstep!.log, { fingerprints: true }).ok);
  assert.ok(saved, 'the host saved the match');
  assert.ok(parseSavedSession(saved).ok, 'the saved Riposte match reads back');

  // Before the audit, a card's salt travels only with the act that plays it.
  for (const side of [host, guest]) {
    const me = side.session.me as 'host' | 'guest';
    const salts = new Map(side.session.mine.cards!.map((c) => [c.salt, c.card]));
    for (const { from, message } of sent) {
      if (from !== me || (message as { t?: string }).t === 'audit') continue;
      const text = canonicalJson(message);
      for (const salt of salts.keys()) {
        if (!text.includes(salt)) continue;
        const reveals = (message as { t: string; reveals?: { salt: string }[] }).reveals ?? [];
        assert.ok(reveals.some((r) => r.salt === salt), `${me}'s ${(message as { t: string }).t} shows a card's salt outside the reveal of its play`);
      }
    }
  }
  host.dispose();
  guest.dispose();
});
