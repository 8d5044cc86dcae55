/**
 * M.E.A.T. The Cult as the app shell plays it (components/shell-game.ts): practice for 2, 4 or 6
 * players (the player and bots, in two teams) — the lobby's part, in the page's first load — and,
 * loaded when a match starts, its rules, words, practice and `<meat-table>`
 * (components/meat/meat-play.ts). Friend matches by link for 2, 4 or 6 players: the tables deal
 * both decks among themselves, roll every die together and seal their Tactics (docs/meat.md).
 */
import type { MeatCards } from '../../src/meat/cards/types.js';
import { msg } from '../../src/i18n/catalog.js';
import type { ShellGame } from '../shell-game.js';
import { MeatChoicePanel, MeatPracticePanel } from './meat-lobby-panels.js';

const SETTINGS = { vitality: null, cleaveIgnoresEmptyCentre: false, oneActionPerTeamTurn: false, telestarionResetEachRound: false } as const;

/**
 * M-TEAM-03: another starting vitality only if every player agrees; the host offers it in the link,
 * and each friend who joins accepts it. `manual` is M-TEAM-02's 25 / 40 / 50.
 */
const VITALITIES = ['manual', '10', '20', '30', '60'] as const;
const vitalityOf = (v: unknown): number | null => (typeof v === 'string' && v !== 'manual' && (VITALITIES as readonly string[]).includes(v) ? Number(v) : null);

/** The content is the page's card set, or null for the built-in one (loaded with the match part). */
export const meatShell: ShellGame<MeatCards | null> = {
  id: 'meat',
  defaultContent: () => null,
  defaultRuleset: 'standard',
  load: () => import('./meat-play.js').then((m) => m.meatPlay),
  // M-PLAYERS-01: 2, 4 or 6 players.
  seatCounts: [2, 4, 6],
  settingFields: [
    {
      key: 'vitality',
      label: () => msg('meat.lobby.vitality'),
      values: VITALITIES,
      valueWords: (v) => (v === 'manual' ? msg('meat.lobby.vitality.manual') : msg('meat.lobby.vitality.count', { count: Number(v) })),
    },
  ],
  rulesetOf: () => 'standard',
  // The vitality agreed (M-TEAM-02/03) and every M-AMB option at its house default.
  sessionSettings: (fields) => ({ ...SETTINGS, vitality: vitalityOf(fields['vitality']) }),
  fieldsOf: (game) => {
    const v = (game as { vitality?: unknown } | null)?.vitality;
    return { vitality: typeof v === 'number' && (VITALITIES as readonly string[]).includes(String(v)) ? String(v) : 'manual' };
  },
  choicePanel: () => new MeatChoicePanel(),
  practicePanel: (host) => new MeatPracticePanel(host),
};
