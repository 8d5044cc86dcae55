import assert from 'node:assert/strict';
import { test } from 'node:test';
import { act, combatOutcome, coreCards, createMatch, floorHolder, legalActions, STARTER_DECKS, type GameState } from '../../src/kult/index.js';
import { sensibleMove } from '../../src/kult/bots/sensible-bot.js';
import { randomInt, seedRng, type RngState } from '../../src/engine/rng.js';

function match(seed: number) {
  const r = createMatch(coreCards(), {
    players: [{ id: 'a', major: 'kether', deck: STARTER_DECKS.archon.cards }, { id: 'b', major: 'golab', deck: STARTER_DECKS.angel.cards }],
    struggle: 'continent',
    seed,
  });
  assert.ok(r.ok);
  return r;
}

test('the sensible bot only picks legal moves and beats a uniformly random player in most of 10 seeded games', () => {
  let botWins = 0;
  for (let g = 0; g < 10; g++) {
    const r = match(g);
    const botId = g % 2 === 0 ? 'a' : 'b';
    let s: GameState = r.state;
    let rng: RngState = seedRng(g);
    while (!s.ended) {
      const p = floorHolder(s);
      let move;
      if (p === botId) [move, rng] = sensibleMove(r.ctx, s, p, rng);
      else {
        const moves = legalActions(r.ctx, s, p);
        let k: number;
        [k, rng] = randomInt(rng, 0, moves.length - 1);
        move = moves[k];
      }
      const res = act(r.ctx, s, move);
      assert.ok(res.judgement.ok);
      s = res.state;
    }
    if (s.winner === botId) botWins++;
  }
  assert.ok(botWins >= 7, `the bot won ${botWins} of 10`);
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
