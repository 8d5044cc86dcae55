/** The bot levels practice offers, and how a practice match carries its bot's level and deck. */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { coreCards, kultGame, STARTER_DECKS, type Action, type GameState } from '../../src/kult/index.js';
import { BOT_LEVELS, botFor, isBotLevel } from '../../src/kult/bots/index.js';
import { kultPractice } from '../../src/kult/practice.js';
import { seedRng, type RngState } from '../../src/engine/rng.js';

describe('bot levels', () => {
  it('practice offers a sensible and a strong bot, and KULT\'s game carries both', () => {
    assert.deepEqual([...BOT_LEVELS], ['sensible', 'strong']);
    const game = kultGame(coreCards());
    for (const level of BOT_LEVELS) assert.equal(typeof game.bots[level], 'function', level);
    assert.equal(isBotLevel('strong'), true);
    assert.equal(isBotLevel('grandmaster'), false);
    assert.throws(() => botFor('grandmaster' as never), /no bot level grandmaster/);
  });

  it('a practice match keeps the sensible bot and the other starter deck unless told otherwise', () => {
    const m = kultPractice();
    assert.equal(m.botLevel, 'sensible');
    assert.equal(m.start.players.find((p) => p.id === 'bot')!.major, 'golab');
  });

  it('a practice match plays the bot Major, deck and level the player chose, and the bot acts legally at that level', () => {
    const m = kultPractice({ choice: { major: 'golab', list: STARTER_DECKS.angel.cards }, bot: { major: 'tiphareth', list: STARTER_DECKS.archon.cards }, botLevel: 'strong', seed: 9 });
    assert.equal(m.botLevel, 'strong');
    assert.equal(m.start.players.find((p) => p.id === 'bot')!.major, 'tiphareth');
    // The bot plays both seats here, as LocalMatch would call it for its own: every act judged legal.
    let s: GameState = m.start;
    let rng: RngState = seedRng(m.botSeed);
    for (let i = 0; i < 120 && !m.game.ended(s); i++) {
      const floor = m.game.floor(s);
      assert.equal(floor.kind, 'seat');
      const seat = (floor as { seat: string }).seat;
      const [move, next] = m.game.bots[m.botLevel]!(s, seat, rng);
      rng = next;
      assert.ok(move);
      assert.ok(m.game.judge(s, move).ok, `refused: ${JSON.stringify(move)}`);
      s = m.game.apply(s, move as Action);
    }
  });

  it('no bot reads a clock or Math.random: both throw while the bots choose, and the choices come out the same', () => {
    const m = kultPractice({ seed: 3 });
    const saved = { random: Math.random, now: Date.now, perf: performance.now };
    const boom = () => {
      throw new Error('a bot read a clock or Math.random');
    };
    const run = () => {
      let s: GameState = m.start;
      let rng: RngState = seedRng(3);
      const moves: unknown[] = [];
      for (let i = 0; i < 60; i++) {
        const seat = (m.game.floor(s) as { seat: string }).seat;
        const [move, next] = m.game.bots[i % 2 ? 'strong' : 'sensible']!(s, seat, rng);
        rng = next;
        moves.push(move);
        s = m.game.apply(s, move as Action);
      }
      return moves;
    };
    const first = run();
    Math.random = boom;
    Date.now = boom;
    performance.now = boom;
    try {
      assert.deepEqual(run(), first);
    } finally {
      Math.random = saved.random;
      Date.now = saved.now;
      performance.now = saved.perf;
    }
  });
});
