import assert from 'node:assert/strict';
import { test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { LocalMatch } from '../../src/app/local-match.js';
import { decodePractice, encodePractice } from '../../src/app/practice-save.js';
import { coreCards, kultGame } from '../../src/kult/index.js';
import { kultPractice } from '../../src/kult/practice.js';
import { riposteGame } from '../support/games/riposte/game.js';

/** A practice game a few acts in (the player's first legal act each time; the bot answers). */
async function played(acts: number) {
  const m = new LocalMatch({ ...kultPractice({ seed: 9 }), botDelayMs: 0 });
  for (let i = 0; i < acts; i++) {
    const t = Date.now();
    while (m.legalActions().length === 0 && Date.now() - t < 10_000) await sleep(1);
    assert.equal(m.attempt(m.legalActions()[0]!).ok, true);
  }
  return m;
}

test('a practice save round-trips: the same acts replayed from the same start reach the same state', async () => {
  const m = await played(8);
  const save = JSON.parse(JSON.stringify(encodePractice(m.record))) as unknown;
  const read = decodePractice(save, kultGame(coreCards()));
  assert.equal(read.ok, true);
  if (!read.ok) return;
  const again = new LocalMatch({ ...read.match, history: read.acts, botDelayMs: 0 });
  assert.deepEqual(again.snapshot.view, m.snapshot.view);
  assert.deepEqual(again.snapshot.log.map((e) => e.action), m.snapshot.log.map((e) => e.action));
  m.dispose();
  again.dispose();
});

test('a practice save is untrusted: wrong game, wrong card set, bad shape, too many acts, an illegal act and a damaged start are refused, never thrown', async () => {
  const m = await played(3);
  const save = encodePractice(m.record);
  m.dispose();
  const kult = kultGame(coreCards());
  const refused = (raw: unknown, why: RegExp) => {
    const r = decodePractice(raw, kult);
    assert.equal(r.ok, false);
    if (!r.ok) assert.match(r.error, why);
  };
  assert.equal(decodePractice(save, riposteGame).ok, false);
  refused({ ...save, content: 'f'.repeat(64) }, /another game or card set/);
  refused({ ...save, extra: 1 }, /damaged save/);
  refused('not a save', /damaged save/);
  refused({ ...save, acts: new Array(5001).fill(save.acts[0]) }, /damaged save/);
  refused({ ...save, botLevel: 'omniscient' }, /bot level/);
  refused({ ...save, start: save.start.slice(0, 100) }, /damaged save/);
  const forged = { ...save, acts: [{ ...(save.acts[0] as object), player: 'nobody' }, ...save.acts.slice(1)] };
  refused(forged, /act 1 of the save is not legal/);
});
