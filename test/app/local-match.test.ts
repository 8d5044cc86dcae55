import assert from 'node:assert/strict';
import { test, type TestContext } from 'node:test';
import type { PlaySettings } from '../../src/app/match-port.js';
import { setTimeout as sleep } from 'node:timers/promises';
import { LocalMatch } from '../../src/app/local-match.js';
import { floorHolder, STARTER_DECKS, type Recap } from '../../src/kult/index.js';
import { seedRng, shuffled } from '../../src/engine/rng.js';
import { kultPractice } from '../../src/kult/practice.js';

async function until(pred: () => boolean, ms = 30_000): Promise<void> {
  const t = Date.now();
  while (!pred()) {
    if (Date.now() - t > ms) assert.fail('timed out');
    await sleep(2);
  }
}

test('solo practice: an illegal attempt is judged, shown and not applied', () => {
  const m = new LocalMatch({ ...kultPractice(), botDelayMs: 0 });
  const before = m.snapshot.view;
  const j = m.attempt({ type: 'endStep', player: 'you' });
  assert.equal(j.ok, false);
  assert.equal(m.snapshot.lastAttempt, j);
  assert.deepEqual(m.snapshot.view, before);
  assert.equal(m.snapshot.log.length, 0);
  m.dispose();
});

test('solo practice: the bot answers on its own and the local player only ever sees their own hand', async () => {
  const m = new LocalMatch({ ...kultPractice(), botDelayMs: 0 });
  let updates = 0;
  m.subscribe(() => updates++);
  // Play the local side with the most passive legal move until the bot has taken a turn.
  await until(() => {
    const s = m.snapshot.view;
    if (s.ended || s.turn >= 3) return true;
    if (floorHolder(s) === 'you') {
      const moves = m.legalActions();
      const pick = moves.find((a) => a.type === 'pass' || a.type === 'endStep' || a.type === 'declineAttack' || (a.type === 'recruit' && !a.accept) || (a.type === 'discard' && a.card === null));
      if (pick) m.attempt(pick);
    }
    return false;
  });
  assert.ok(m.snapshot.log.some((e) => e.player === 'bot'), 'the bot acted');
  assert.ok(updates > 0);
  const view = m.snapshot.view;
  const bot = view.players.find((p) => p.id === 'bot')!;
  for (const iid of bot.hand) assert.equal(view.cards[iid]!.card, null, 'the bot hand is hidden');
  const you = view.players.find((p) => p.id === 'you')!;
  for (const iid of you.hand) assert.notEqual(view.cards[iid]!.card, null, 'your hand is visible to you');
  m.dispose();
});

test('K-SETUP-04 practice shuffles each deck from the practice seed: another seed deals another hand, the same seed the same', () => {
  const hand = (seed: number, who = 0) => {
    const m = kultPractice({ seed });
    const p = m.start.players[who]!;
    return p.hand.map((i) => m.start.cards[i]!.card);
  };
  assert.deepEqual(hand(5), hand(5));
  assert.notDeepEqual(hand(5), hand(6));
  assert.notDeepEqual(hand(5, 1), hand(6, 1));
  // Not the deck list's own order either (its first card the Hub card, the next seven the hand).
  assert.notDeepEqual(hand(5), STARTER_DECKS.archon.cards.slice(1, 8));
});

test("issue 13 solo practice: each log entry carries the player's own recap of its act (as a friend match's table makes it): its own draws named, the bot's counted, never named", async () => {
  const m = new LocalMatch({ ...kultPractice(), botDelayMs: 0 });
  await until(() => {
    const s = m.snapshot.view;
    if (s.ended || s.turn >= 7) return true;
    if (floorHolder(s) === 'you') {
      const pick = m.legalActions().find((a) => a.type === 'pass' || a.type === 'endStep' || a.type === 'declineAttack' || (a.type === 'recruit' && !a.accept) || (a.type === 'discard' && a.card !== null));
      if (pick) m.attempt(pick);
    }
    return false;
  });
  const log = m.snapshot.log;
  assert.ok(log.length > 0 && log.every((e) => e.recap !== undefined), 'every entry carries a recap');
  const drawn = (who: string) => log.flatMap((e) => {
    const r = e.recap as Recap;
    return r.outcomes.flatMap((o) => (o.kind === 'card' && o.from?.zone === 'drawPile' && o.to?.zone === 'hand' && o.to.player === who ? [r.names[o.iid]] : []));
  });
  assert.ok(drawn('you').length > 0 && drawn('you').every((name) => typeof name === 'string'), 'your draws are named to you');
  assert.ok(drawn('bot').length > 0 && drawn('bot').every((name) => name === undefined), "the bot's draws are never named to you");
  m.dispose();
});

/**
 * A practice game through the real port and its response clock, on mocked timers: "you" proclaims
 * what it can and keeps every other card, and passes by hand wherever the table waits for it in
 * the bot's turn. Returns those stops, each with what the game said about the window.
 */
async function stopsInBotTurns(t: TestContext, settings: Partial<PlaySettings>): Promise<{ stops: Array<{ affects: string | null; canAct: boolean }> }> {
  t.mock.timers.enable({ apis: ['setTimeout'] });
  // A starter deck in a fixed shuffled order (practice shuffles it again from its seed).
  const [list] = shuffled(seedRng(3), STARTER_DECKS.archon.cards);
  const m = new LocalMatch({ ...kultPractice({ seed: 3, choice: { major: STARTER_DECKS.archon.majors[0], list } }), botDelayMs: 0, settings });
  const stops: Array<{ affects: string | null; canAct: boolean }> = [];
  try {
    for (let i = 0; i < 3000; i++) {
      // Every timer due now runs: the bot's acts and the table's own passes.
      t.mock.timers.tick(1);
      const v = m.snapshot.view;
      if (v.ended || v.turn > 20) break;
      if (floorHolder(v) !== 'you') continue;
      const legal = m.legalActions();
      if (v.active === 'bot' && v.window) {
        const w = m.game.window(v, 'you')!;
        stops.push({ affects: w.affects, canAct: legal.some((a) => a.type !== 'pass') });
        assert.ok(m.attempt(w.pass).ok);
        continue;
      }
      const pick = legal.find((a) => a.type === 'proclaim') ?? legal.find((a) => a.type === 'pass' || a.type === 'endStep' || a.type === 'declineAttack' || (a.type === 'recruit' && !a.accept) || (a.type === 'discard' && a.card === null));
      assert.ok(pick, `a move for you in ${v.step}`);
      assert.ok(m.attempt(pick).ok);
    }
    return { stops };
  } finally {
    m.dispose();
    t.mock.timers.reset();
  }
}

test('K-TIMING-04 practice auto-pass modes: by default the table stops in the bot\'s turn only where the act affects you and you could answer; full control stops wherever you could act; hold everywhere', async (t) => {
  const affected = await stopsInBotTurns(t, {});
  const full = await stopsInBotTurns(t, { mode: 'full' });
  const hold = await stopsInBotTurns(t, { hold: true });
  for (const s of affected.stops) {
    assert.notEqual(s.affects, null, 'a default stop is where the act affects you');
    assert.equal(s.canAct, true, 'and where you could answer it');
  }
  for (const s of full.stops) assert.equal(s.canAct, true, 'full control stops only where you could act');
  assert.ok(full.stops.some((s) => s.affects === null), 'full control also stops where nothing affects you');
  assert.ok(affected.stops.length < full.stops.length, `default ${affected.stops.length} stops, full control ${full.stops.length}`);
  assert.ok(full.stops.length < hold.stops.length, `full control ${full.stops.length} stops, hold ${hold.stops.length}`);
  assert.ok(hold.stops.some((s) => !s.canAct), 'hold stops even where a pass is all you can do');
});
