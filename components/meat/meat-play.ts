/**
 * M.E.A.T.'s match part (components/shell-game.ts `ShellPlay`), loaded when a match starts by
 * `meatShell.load()`: the rules engine, the words of the log and the result screen, practice with
 * bots as teammates and opponents, and `<meat-table>` (registered by importing this file).
 */
import { html } from 'lit';
import type { OnePageMatch } from '../../src/engine/game.js';
import type { MeatCards } from '../../src/meat/cards/types.js';
import { meatCards } from '../../src/meat/cards/card-set.js';
import type { MeatGame } from '../../src/meat/game.js';
import type { MeatAction } from '../../src/meat/actions.js';
import type { MeatSettings, MeatState } from '../../src/meat/state.js';
import type { ShellPlay } from '../shell-game.js';
import { PRACTICE_PLAYERS } from './meat-lobby-panels.js';
import { meatUI } from './meat-ui.js';
import { meatGameFor } from './meat-content.js';
import './meat-table.js';
import type { MeatPort } from './meat-table.js';

/** The seat id of the `k`th bot (0-based): `bot`, then `bot2`, `bot3`… */
const botSeat = (k: number): string => (k === 0 ? 'bot' : `bot${k + 1}`);

/**
 * A practice match for `players` (2, 4 or 6) seated A, B, A, B… (M-PLAYERS-03): the player first
 * (side A), the bot opposite (side B), then bots alternating sides, so a 2 v 2 gives the player a
 * bot teammate. The dice and the bots' choices come from `seed`.
 */
export function meatPractice(cards: MeatCards, players: number, seed: number): OnePageMatch<MeatState, MeatAction, MeatGame> {
  const game = meatGameFor(cards);
  const n = [2, 4, 6].includes(players) ? players : 4;
  const seats = ['you', ...Array.from({ length: n - 1 }, (_, k) => botSeat(k))].map((id) => ({ id, choice: 'any' }));
  const settings: MeatSettings = { vitality: null, cleaveIgnoresEmptyCentre: false, oneActionPerTeamTurn: false, telestarionResetEachRound: false };
  const agreed = { seats, seed, settings };
  const started = game.start(agreed);
  if (!started.ok) throw new Error(`M.E.A.T. practice did not start: ${started.judgement.checks.filter((c) => !c.ok).map((c) => `${c.rule} ${c.says}`).join('; ')}`);
  const botIds = seats.slice(1).map((s) => s.id);
  return { game, start: started.state, me: 'you', bot: 'bot', ...(botIds.length > 1 ? { bots: botIds } : {}), botSeed: seed, agreed };
}

const cardsFor = (content: MeatCards | null): MeatCards => content ?? meatCards();

export const meatPlay: ShellPlay<MeatCards | null> = {
  game: (content) => meatGameFor(cardsFor(content)),
  ui: (content) => meatUI(cardsFor(content)),
  practice: (content, _choice, o) => {
    const players = o.options['players'];
    return meatPractice(cardsFor(content), (PRACTICE_PLAYERS as readonly string[]).includes(players ?? '') ? Number(players) : 4, o.seed);
  },
  renderTable: (port) => html`<meat-table part="table" .port=${port as MeatPort}></meat-table>`,
};
