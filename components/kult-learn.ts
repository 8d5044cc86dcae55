/**
 * KULT's lessons (components/shell-game.ts `ShellLearn`), loaded when the lobby's Learn entry is
 * opened by `kultShell.learn()` (components/kult-shell.ts): the Learn path `<kult-lessons>` with
 * `<kult-lesson>`, the lesson files and the table they play on. Kept out of the page's first load.
 */
import { html } from 'lit';
import type { CardSet } from '../src/kult/cards/card-set.js';
import './kult-lessons/kult-lessons.js';
import type { ShellLearn } from './shell-game.js';

export const kultLearn: ShellLearn<CardSet> = {
  render: (cards) => html`<kult-lessons part="learn" .cards=${cards}></kult-lessons>`,
};
