import assert from 'node:assert/strict';
import { test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { LocalMatch } from '../../src/app/local-match.js';
import { floorHolder, STARTER_DECKS, type Recap } from '../../src/kult/index.js';
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
  const m = new LocalMatch({ ...kultPractice(), botDelayMs: 0, autoPass: true });
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
  const m = new LocalMatch({ ...kultPractice(), botDelayMs: 0, autoPass: true });
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
