/**
 * Seeded games between bots for the bot tests: each act is judged by the real engine, and every
 * act of the tested bot is checked for self-harm (src/kult/bots/self-harm.ts).
 */
import assert from 'node:assert/strict';
import { act, coreCards, createMatch, floorHolder, legalActions, STARTER_DECKS, type Action, type Ctx, type GameState, type PlayerId } from '../../src/kult/index.js';
import { selfHarm, type KultBot, type SelfHarm } from '../../src/kult/bots/index.js';
import { randomInt, seedRng, type RngState } from '../../src/engine/rng.js';

/** A uniformly random legal player: the floor a practice bot must clearly beat. */
export const randomPlayer: KultBot = (ctx, s, me, rng) => {
  const moves = legalActions(ctx, s, me);
  if (!moves.length) return [null, rng];
  const [k, next] = randomInt(rng, 0, moves.length - 1);
  return [moves[k]!, next];
};

export interface Played {
  readonly state: GameState;
  readonly harms: Array<SelfHarm & { readonly action: Action }>;
}

/**
 * Game `g` of a seeded series: the starter decks, the tested bot on each deck and each seat in
 * turn. Returns the end and the tested bot's self-harming acts.
 */
export function playGame(g: number, tested: KultBot, other: KultBot, limit = 3000): Played & { readonly botSide: PlayerId } {
  const majors = Math.floor(g / 4) % 2;
  const archon = { id: 'archon', major: STARTER_DECKS.archon.majors[majors]!, deck: STARTER_DECKS.archon.cards };
  const angel = { id: 'angel', major: STARTER_DECKS.angel.majors[majors]!, deck: STARTER_DECKS.angel.cards };
  const r = createMatch(coreCards(), { players: g % 4 < 2 ? [archon, angel] : [angel, archon], struggle: 'continent', seed: 1000 + g });
  assert.ok(r.ok);
  const botSide = g % 2 === 0 ? 'archon' : 'angel';
  const played = playOut(r.ctx, r.state, { [botSide]: tested }, other, seedRng(g), limit);
  return { ...played, botSide };
}

/** Plays from `s` to the end (or `limit` acts): seats in `bots` by their bot, the rest by `other`. */
export function playOut(ctx: Ctx, s: GameState, bots: Readonly<Record<PlayerId, KultBot>>, other: KultBot, rng: RngState, limit = 3000): Played {
  const harms: Played['harms'] = [];
  const rngs = new Map<PlayerId, RngState>();
  for (let i = 0; i < limit && !s.ended; i++) {
    const p = floorHolder(s);
    const bot = bots[p];
    const [m, next] = (bot ?? other)(ctx, s, p, rngs.get(p) ?? rng);
    rngs.set(p, next);
    assert.ok(m, `${p} found no move in step ${s.step}`);
    if (bot) {
      const harm = selfHarm(ctx, s, m);
      if (harm) harms.push({ ...harm, action: m });
    }
    const res = act(ctx, s, m);
    assert.ok(res.judgement.ok, `a bot's move was refused: ${JSON.stringify(m)}`);
    s = res.state;
  }
  return { state: s, harms };
}

/** Plays `me`'s turn from `s` until it ends (the adversary passes every window it can), collecting self-harm. */
export function playTurn(ctx: Ctx, s: GameState, me: PlayerId, bot: KultBot, rng: RngState): Played {
  const harms: Played['harms'] = [];
  const turn = s.turn;
  for (let i = 0; i < 500 && !s.ended && s.turn === turn; i++) {
    const p = floorHolder(s);
    let m: Action | null;
    if (p === me) {
      [m, rng] = bot(ctx, s, p, rng);
      assert.ok(m);
      const harm = selfHarm(ctx, s, m);
      if (harm) harms.push({ ...harm, action: m });
    } else {
      const legal = legalActions(ctx, s, p);
      m = legal.find((x) => x.type === 'pass') ?? legal[0]!;
    }
    const res = act(ctx, s, m);
    assert.ok(res.judgement.ok, `refused: ${JSON.stringify(m)}`);
    s = res.state;
  }
  return { state: s, harms };
}
