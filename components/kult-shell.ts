/**
 * KULT as the app shell plays it (components/shell-game.ts): the core card set, the struggle as
 * the host's one setting, and the Major-and-deck panel — the lobby's part, in the page's first
 * load — and, loaded when a match starts, its rules, words, practice and `<kult-table>`
 * (components/kult-play.ts). `<kult-app>` and `<kult-lobby>` are registered with it.
 *
 * It imports the rules' modules one by one, not the src/kult barrel: the barrel would bring the
 * whole engine into the first load.
 */
import { coreCards } from '../src/kult/cards/core.js';
import type { CardSet } from '../src/kult/cards/card-set.js';
import type { KultSettings } from '../src/kult/game.js';
import { PROFILES, STRUGGLES, type Profile, type Struggle } from '../src/kult/types.js';
import { msg } from '../src/i18n/catalog.js';
import { DeckChoicePanel } from './kult-deck-choice/deck-choice-panel.js';
import { KultPracticePanel } from './kult-deck-choice/practice-panel.js';
import type { ShellGame } from './shell-game.js';

/** A struggle named in settings, a link or a save; anything else is the default, `continent`. */
export const struggleOf = (v: unknown): Struggle => ((STRUGGLES as readonly unknown[]).includes(v) ? (v as Struggle) : 'continent');

/** A rules profile named in settings, a link, a save or the page; anything else is null. */
const profileOf = (v: unknown): Profile | null => ((PROFILES as readonly unknown[]).includes(v) ? (v as Profile) : null);

export const kultShell: ShellGame<CardSet> = {
  id: 'kult',
  defaultContent: coreCards,
  defaultRuleset: 'FAQ',
  load: () => import('./kult-play.js').then((m) => m.kultPlay),
  // The viewer and the engine it judges with load only when a replay is opened.
  replayViewer: (cards) => import('./kult-replay/kult-replay.js').then((m) => Object.assign(new m.KultReplay(), { cards })),
  watchViewer: (cards) => import('./kult-watch/kult-watch.js').then((m) => Object.assign(new m.KultWatch(), { cards })),
  learn: () => import('./kult-learn.js').then((m) => m.kultLearn),
  // K-POOL: pool sizes up to six players.
  seatCounts: [2, 3, 4, 5, 6],
  settingFields: [
    {
      key: 'struggle',
      label: () => msg('lobby.settings.struggle'),
      values: STRUGGLES,
      valueWords: (v) => msg(`lobby.settings.struggle.${v}`),
    },
    {
      key: 'rules',
      label: () => msg('lobby.settings.rules'),
      // FAQ first: a link that names no profile plays by the FAQ (the catalog's default).
      values: PROFILES,
      valueWords: (v) => msg(`lobby.settings.rules.${v}`),
      // The Italian edition's profile (59 cards) is offered first to players reading Italian (issue 16); a page's `ruleset` wins.
      initial: (locale, ruleset) => profileOf(ruleset) ?? (locale === 'it' ? 'IT' : 'FAQ'),
    },
  ],
  rulesetOf: (fields, ruleset) => profileOf(fields['rules']) ?? profileOf(ruleset) ?? 'FAQ',
  sessionSettings: (s, ruleset): KultSettings => ({ ruleset: profileOf(s['rules']) ?? profileOf(ruleset) ?? 'FAQ', struggle: struggleOf(s['struggle']) }),
  fieldsOf: (game) => {
    const g = game as Partial<KultSettings> | null;
    return { struggle: struggleOf(g?.struggle), rules: profileOf(g?.ruleset) ?? 'FAQ' };
  },
  choicePanel: (host, content, ruleset) => new DeckChoicePanel(host, content, ruleset),
  // The levels of src/kult/bots: practice falls back to `sensible` for a level the rules do not have.
  practicePanel: (host, content) => new KultPracticePanel(host, content, ['sensible', 'strong']),
};
