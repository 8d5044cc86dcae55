// The audit with three or more seats (NET-AUDIT-03): a table audits one seat knowing that seat's
// cards and its own, not a third seat's, so the game's own audit checks (KULT: a reshuffle
// re-commits the discard pile, which needs the actor's cards) apply to the audited seat's acts
// only. Found by the four-table chaos run (test/net/mesh-chaos.test.ts): a long game in which a
// third seat reshuffled made every audit of the other seats unfair.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { AnyGame } from '../../src/engine/game.js';
import { check } from '../../src/engine/judgement.js';
import { seedRng } from '../../src/engine/rng.js';
import { auditPeer } from '../../src/net/lockstep/audit.js';
import { deliver, meshOf, playMesh, quiet } from '../support/mesh-tables.js';
import { lockstepOf, MESH_GAME, setUpMesh } from '../support/mesh-setup.js';

test("NET-AUDIT-03 with three seats the audit of a seat runs the game's audit checks on that seat's acts only, never a third seat's, whose cards the auditor does not know", () => {
  const { roster, setups } = setUpMesh(3, 7);
  const tables = new Map([...setups].map(([id, s]) => [id, lockstepOf(s, roster)]));
  const m = meshOf(MESH_GAME, tables, Object.fromEntries([...setups].map(([id, s]) => [id, s.mine.chain])));
  playMesh(MESH_GAME, m, 7);
  let rng = seedRng(1);
  while (!quiet(m)) rng = deliver(MESH_GAME, m, rng);
  const auditor = m.tables.get('p2')!;
  assert.ok(new Set(auditor.log.map((r) => r.from)).size === 3, 'every seat acted');
  // The game's audit check, as KULT's reshuffle check behaves for a seat whose cards are unknown: it fails for p3's acts.
  const asked = new Set<string>();
  const game: AnyGame = { ...MESH_GAME, auditAct: (_b, action) => (asked.add(action.player), action.player === 'p3' ? check('NET-AUDIT-03', false, "p3's cards are not known here") : null) };
  const s = setups.get('p1')!;
  const claim = { t: 'audit' as const, list: [...s.mine.plays!.list], listSalt: s.mine.plays!.salt, reveals: Object.entries(m.tables.get('p1')!.mine).map(([iid, x]) => ({ iid, card: x.card, salt: x.salt })) };
  const audit = auditPeer(game, s.agreement!, 'p1', claim, auditor.mine, auditor.log);
  assert.ok(audit.fair, JSON.stringify(audit.checks.filter((c) => !c.ok)));
  assert.deepEqual([...asked], ['p1']);
});

test('NET-AUDIT-01 K-CARD-05 an audit claim whose list holds hostile card ids is judged without quoting them: neither a check\'s words nor its English name what the friend sent', async () => {
  const { english } = await import('../../src/kult/say.js');
  const { roster, setups } = setUpMesh(2, 3);
  const auditor = lockstepOf(setups.get('guest')!, roster);
  const s = setups.get('host')!;
  const hostile = '<img src=x onerror=alert(1)>';
  const list = [...Array<string>(4).fill(hostile), 'Claim your prize at https://prize.example', ...s.mine.plays!.list.slice(5)];
  const claim = { t: 'audit' as const, list, listSalt: s.mine.plays!.salt, reveals: [] };
  const audit = auditPeer(MESH_GAME, s.agreement!, 'host', claim, auditor.mine, auditor.log);
  assert.equal(audit.fair, false);
  for (const c of audit.checks) {
    for (const text of [c.says, c.words ? english(c.words, null) : '', JSON.stringify(c.words ?? null)]) {
      assert.ok(!text.includes('<img') && !text.includes('Claim your prize'), `${c.rule} quotes the friend: ${text.slice(0, 200)}`);
    }
  }
});

test('NET-AUDIT-01 M-COMP-01 C-SETUP-08 an audit claim of Cult or M.E.A.T. whose list holds hostile words is refused without quoting them (these games take no list)', async () => {
  const { english } = await import('../../src/kult/say.js');
  const { meatGame } = await import('../../src/meat/game.js');
  const { meatCards } = await import('../../src/meat/cards/card-set.js');
  const { cygwGame } = await import('../../src/cygw/game.js');
  const { cygwCards } = await import('../../src/cygw/cards/card-set.js');
  const specs = [
    { game: meatGame(meatCards()) as AnyGame, settings: { vitality: null, cleaveIgnoresEmptyCentre: false, oneActionPerTeamTurn: false, telestarionResetEachRound: false }, choose: () => ({ choice: 'any', list: [] }) },
    { game: cygwGame(cygwCards()) as AnyGame, settings: { sheets: 'chosen', communityDeclineGivesAlms: false }, choose: (k: number) => ({ choice: ['anubis', 'cthulhu'][k % 2]!, list: [] }) },
  ];
  for (const spec of specs) {
    const { roster, setups } = setUpMesh(2, 3, spec);
    const auditor = lockstepOf(setups.get('guest')!, roster, spec.game);
    const s = setups.get('host')!;
    const claim = { t: 'audit' as const, list: ['<img src=x onerror=alert(1)>', 'Claim your prize at https://prize.example'], listSalt: s.mine.plays!.salt, reveals: [] };
    const audit = auditPeer(spec.game, s.agreement!, 'host', claim, auditor.mine, auditor.log);
    assert.equal(audit.fair, false, spec.game.id);
    for (const c of audit.checks) {
      for (const text of [c.says, c.words ? english(c.words, null) : '', JSON.stringify(c.words ?? null)]) {
        assert.ok(!text.includes('<img') && !text.includes('Claim your prize'), `${spec.game.id} ${c.rule} quotes the friend: ${text.slice(0, 200)}`);
      }
    }
  }
});
