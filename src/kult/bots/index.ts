/**
 * The practice bots by level, for the lobby's choice and `kultGame`'s `bots`. Every bot is
 * deterministic: its choices follow from the state it is shown and the generator it is handed
 * (seeded from the practice match's seed), never from a clock or an unseeded generator.
 */
import type { RngState } from '../../engine/rng.js';
import type { Ctx } from '../context.js';
import type { Action, GameState, PlayerId } from '../types.js';
import { sensibleMove } from './sensible-bot.js';
import { strongMove } from './strong-bot.js';

export { selfHarm, SELF_HARM_KINDS, type SelfHarm, type SelfHarmKind } from './self-harm.js';

/** A KULT bot: the next act for `me` in `state` (null when it holds no floor), and the generator after it. */
export type KultBot = (ctx: Ctx, state: GameState, me: PlayerId, rng: RngState) => [Action | null, RngState];

/** The levels a practice match offers, weakest first (their words are the UI's, in its message catalog). */
export const BOT_LEVELS = ['sensible', 'strong'] as const;
export type BotLevel = (typeof BOT_LEVELS)[number];

const BOTS: Readonly<Record<BotLevel, KultBot>> = { sensible: sensibleMove, strong: strongMove };

/**
 * The bot of a level; an unknown level is a caller's mistake.
 *
 * @example
 * const [move, rng] = botFor('strong')(ctx, state, 'bot', seedRng(7));
 */
export function botFor(level: BotLevel): KultBot {
  const bot = BOTS[level];
  if (!bot) throw new Error(`no bot level ${String(level)}: use one of ${BOT_LEVELS.join(', ')}`);
  return bot;
}

export function isBotLevel(x: unknown): x is BotLevel {
  return typeof x === 'string' && (BOT_LEVELS as readonly string[]).includes(x);
}
