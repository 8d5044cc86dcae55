/**
 * M.E.A.T. The Cult as the app shell plays it (components/shell-game.ts): practice for 2, 4 or 6
 * players (the player and bots, in two teams) — the lobby's part, in the page's first load — and,
 * loaded when a match starts, its rules, words, practice and `<meat-table>`
 * (components/meat/meat-play.ts). Friend matches need the hidden decks shared between tables
 * (src/meat/game.ts plays on one page), so for now the lobby offers practice alone.
 */
import type { MeatCards } from '../../src/meat/cards/types.js';
import type { ShellGame } from '../shell-game.js';
import { MeatChoicePanel, MeatPracticePanel } from './meat-lobby-panels.js';

const SETTINGS = { vitality: null, cleaveIgnoresEmptyCentre: false, oneActionPerTeamTurn: false, telestarionResetEachRound: false } as const;

/** The content is the page's card set, or null for the built-in one (loaded with the match part). */
export const meatShell: ShellGame<MeatCards | null> = {
  id: 'meat',
  defaultContent: () => null,
  defaultRuleset: 'standard',
  load: () => import('./meat-play.js').then((m) => m.meatPlay),
  friendMatches: false,
  // M-PLAYERS-01: 2, 4 or 6 players.
  seatCounts: [2, 4, 6],
  settingFields: [],
  rulesetOf: () => 'standard',
  // The manual's vitality (M-TEAM-02) and every M-AMB option at its house default.
  sessionSettings: () => ({ ...SETTINGS }),
  fieldsOf: () => ({}),
  choicePanel: () => new MeatChoicePanel(),
  practicePanel: (host) => new MeatPracticePanel(host),
};
