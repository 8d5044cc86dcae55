import assert from 'node:assert/strict';
import { test } from 'node:test';
import { act, combatOutcome, coreCards, createMatch, floorHolder, STARTER_DECKS, type GameState } from '../../src/kult/index.js';
import { sensibleMove } from '../../src/kult/bots/sensible-bot.js';
import { seedRng, type RngState } from '../../src/engine/rng.js';
import { kultPractice } from '../../src/kult/practice.js';
import { playGame, playOut, randomPlayer } from './play-kit.js';

function match(seed: number) {
  const r = createMatch(coreCards(), {
    players: [{ id: 'a', major: 'kether', deck: STARTER_DECKS.archon.cards }, { id: 'b', major: 'golab', deck: STARTER_DECKS.angel.cards }],
    struggle: 'continent',
    seed,
  });
  assert.ok(r.ok);
  return r;
}

test('in 60 seeded games against a uniformly random player the sensible bot harms itself 0 times and wins at least 90%', () => {
  const GAMES = 60;
  let wins = 0;
  const harms: string[] = [];
  for (let g = 0; g < GAMES; g++) {
    const { state, botSide, harms: h } = playGame(g, sensibleMove, randomPlayer);
    if (state.winner === botSide) wins++;
    harms.push(...h.map((x) => `game ${g}: ${x.kind} (${x.says})`));
  }
  assert.deepEqual(harms, []);
  assert.ok(wins >= 0.9 * GAMES, `the sensible bot won ${wins} of ${GAMES}`);
});

test('K-ATTACK-11 the sensible bot never declares an attack its attacker would lose at announcement', () => {
  for (let g = 0; g < 4; g++) {
    const r = match(100 + g);
    let s: GameState = r.state;
    let rng: RngState = seedRng(g);
    for (let i = 0; i < 1500 && !s.ended; i++) {
      const p = floorHolder(s);
      let move;
      [move, rng] = sensibleMove(r.ctx, s, p, rng);
      const next = act(r.ctx, s, move!).state;
      if (move!.type === 'attack') assert.equal(combatOutcome(r.ctx, next)?.winner, move!.attacker);
      s = next;
    }
  }
});

test('K-DISCARD-01 the sensible bot discards a card it cannot play, so a hand its Major cannot use cycles instead of stalling the game', () => {
  // Geburah (three Skulls and an Hourglass) with the Archon deck (Eyes and Crescents) against
  // Thaumiel with the Angel deck: hands that hold nothing playable for turns on end.
  const m = kultPractice({ choice: { major: 'geburah', list: STARTER_DECKS.archon.cards }, bot: { major: 'thaumiel', list: STARTER_DECKS.angel.cards }, struggle: 'world', seed: 3 });
  const { state } = playOut({ cards: m.game.cards }, m.start, { you: sensibleMove, bot: sensibleMove }, sensibleMove, seedRng(3), 3000);
  assert.ok(state.winner, `no winner after 3,000 acts (turn ${state.turn})`);
  const discards = state.players.reduce((n, p) => n + p.discardPile.length, 0);
  assert.ok(discards > 0, 'cards were discarded');
});
