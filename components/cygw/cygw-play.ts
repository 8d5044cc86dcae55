/**
 * Cult's match part (components/shell-game.ts `ShellPlay`), loaded when a match starts by
 * `cygwShell.load()`: the rules engine, the words of the log and the result screen, practice
 * against one to four bots, and `<cygw-table>` with everything it draws (registered by importing
 * this file). Kept out of the page's first load.
 */
import { html } from 'lit';
import type { OnePageMatch } from '../../src/engine/game.js';
import type { CygwCards } from '../../src/cygw/cards/types.js';
import { cygwCards } from '../../src/cygw/cards/card-set.js';
import type { CygwGame } from '../../src/cygw/game.js';
import type { CygwAction } from '../../src/cygw/actions.js';
import type { CygwSettings, CygwState } from '../../src/cygw/state.js';
import type { ShellPlay } from '../shell-game.js';
import type { DeckChoice } from '../events/deck-choice.js';
import { PRACTICE_BOTS } from './cygw-lobby-panels.js';
import { cygwUI } from './cygw-ui.js';
import { cygwGameFor } from './cygw-content.js';
import './cygw-table.js';
import type { CygwPort } from './cygw-table.js';

/** The seat id of the `k`th bot (0-based): `bot`, then `bot2`, `bot3`, `bot4`. */
const botSeat = (k: number): string => (k === 0 ? 'bot' : `bot${k + 1}`);

/**
 * A practice match: the player ('you', with the Cult asked for or a random one) and `bots` bots
 * (1–4; each with a random Cult, C-SETUP-06), the deal and the bots' choices from `seed`.
 */
export function cygwPractice(cards: CygwCards, choice: DeckChoice, bots: number, seed: number): OnePageMatch<CygwState, CygwAction, CygwGame> {
  const game = cygwGameFor(cards);
  const n = Math.min(Math.max(Math.trunc(bots) || 1, 1), 4);
  const seats = [{ id: 'you', choice: choice.major }, ...Array.from({ length: n }, (_, k) => ({ id: botSeat(k), choice: 'random' }))];
  const settings: CygwSettings = { sheets: 'chosen', communityDeclineGivesAlms: false };
  const agreed = { seats, seed, settings };
  const started = game.start(agreed);
  if (!started.ok) throw new Error(`Cult practice did not start: ${started.judgement.checks.filter((c) => !c.ok).map((c) => `${c.rule} ${c.says}`).join('; ')}`);
  const botIds = seats.slice(1).map((s) => s.id);
  return { game, start: started.state, me: 'you', bot: 'bot', ...(botIds.length > 1 ? { bots: botIds } : {}), botSeed: seed, agreed };
}

/** The page's card set, else the built-in one (the lobby's content is null: components/cygw/cygw-shell.ts). */
const cardsFor = (content: CygwCards | null): CygwCards => content ?? cygwCards();

export const cygwPlay: ShellPlay<CygwCards | null> = {
  game: (content) => cygwGameFor(cardsFor(content)),
  ui: (content) => cygwUI(cardsFor(content)),
  practice: (content, choice, o) => {
    const bots = o.options['bots'];
    return cygwPractice(cardsFor(content), choice, (PRACTICE_BOTS as readonly string[]).includes(bots ?? '') ? Number(bots) : 3, o.seed);
  },
  renderTable: (port) => html`<cygw-table part="table" .port=${port as CygwPort}></cygw-table>`,
};
