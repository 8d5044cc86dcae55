/**
 * KULT's match part (components/shell-game.ts `ShellPlay`), loaded when a match starts by
 * `kultShell.load()` (components/kult-shell.ts): the rules engine, the words of the log and the
 * result screen, practice against the bot, and `<kult-table>` with everything it draws
 * (registered by importing this file). Kept out of the page's first load.
 */
import { html } from 'lit';
import type { CardSet } from '../src/kult/cards/card-set.js';
import { kultGame } from '../src/kult/game.js';
import { kultPractice } from '../src/kult/practice.js';
import type { Profile } from '../src/kult/types.js';
import './kult-table/kult-table.js';
import { kultUI } from './kult-ui.js';
import type { KultPort } from './kult-port.js';
import { struggleOf } from './kult-shell.js';
import type { ShellPlay } from './shell-game.js';

export const kultPlay: ShellPlay<CardSet> = {
  game: kultGame,
  ui: kultUI,
  practice: (cards, choice, o) => kultPractice({ cards, choice, seed: o.seed, ruleset: o.ruleset as Profile, struggle: struggleOf(o.settings['struggle']) }),
  renderTable: (port) => html`<kult-table part="table" .port=${port as KultPort}></kult-table>`,
};
