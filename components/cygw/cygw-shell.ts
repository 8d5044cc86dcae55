/**
 * Cult: Choose Your God Wisely as the app shell plays it (components/shell-game.ts): the Cult the
 * player asks for (C-SETUP-06) and practice against one to four bots — the lobby's part, in the
 * page's first load — and, loaded when a match starts, its rules, words, practice and
 * `<cygw-table>` (components/cygw/cygw-play.ts). Friend matches by link for 2 to 5 players deal the
 * three decks as shared hidden decks among the tables (docs/cygw.md).
 */
import type { CygwCards } from '../../src/cygw/cards/types.js';
import type { ShellGame } from '../shell-game.js';
import { CultChoicePanel, CultPracticePanel } from './cygw-lobby-panels.js';

/**
 * The content is the page's card set, or null for the built-in one: the lobby needs only the
 * Cults' ids, so the card data (and its schema) load with the match part, not the first page.
 */
export const cygwShell: ShellGame<CygwCards | null> = {
  id: 'cygw',
  defaultContent: () => null,
  defaultRuleset: 'standard',
  load: () => import('./cygw-play.js').then((m) => m.cygwPlay),
  // C-COMP-15: two to five players.
  seatCounts: [2, 3, 4, 5],
  settingFields: [],
  rulesetOf: () => 'standard',
  // Each seat's Cult is its choice (C-SETUP-06); C-AMB-13 as the literal reading.
  sessionSettings: () => ({ sheets: 'chosen', communityDeclineGivesAlms: false }),
  fieldsOf: () => ({}),
  choicePanel: (host, content) => new CultChoicePanel(host, content),
  practicePanel: (host) => new CultPracticePanel(host),
};
