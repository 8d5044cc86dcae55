/**
 * KULT as the app shell plays it (components/shell-game.ts): the core card set, its rules and
 * words, the struggle as the host's one setting, the Major-and-deck panel, practice against
 * the bot, and `<kult-table>`. `<kult-app>` and `<kult-lobby>` are registered with it.
 */
import { html } from 'lit';
import { coreCards, kultGame, STRUGGLES, type CardSet, type KultSettings, type Profile, type Struggle } from '../src/kult/index.js';
import type { DeckChoice } from './events/deck-choice.js';
import { starterDecksFor } from './kult-deck-choice/deck-source.js';
import { KultPracticePanel } from './kult-deck-choice/practice-panel.js';
import { kultPractice } from '../src/kult/practice.js';
import { msg } from '../src/i18n/catalog.js';
import { DeckChoicePanel } from './kult-deck-choice/deck-choice-panel.js';
import { kultUI } from './kult-ui.js';
import type { KultPort } from './kult-port.js';
import type { ShellGame } from './shell-game.js';

const isStruggle = (v: unknown): v is Struggle => (STRUGGLES as readonly unknown[]).includes(v);

export const kultShell: ShellGame<CardSet> = {
  id: 'kult',
  defaultContent: coreCards,
  defaultRuleset: 'FAQ',
  game: kultGame,
  ui: kultUI,
  settingFields: [
    {
      key: 'struggle',
      label: () => msg('lobby.settings.struggle'),
      values: STRUGGLES,
      valueWords: (v) => msg(`lobby.settings.struggle.${v}`),
    },
  ],
  sessionSettings: (s, ruleset): KultSettings => ({ ruleset: ruleset as Profile, struggle: isStruggle(s['struggle']) ? s['struggle'] : 'continent' }),
  fieldsOf: (game) => {
    const struggle = (game as Partial<KultSettings> | null)?.struggle;
    return { struggle: isStruggle(struggle) ? struggle : 'continent' };
  },
  choicePanel: (host, content, ruleset) => new DeckChoicePanel(host, content, ruleset),
  practicePanel: (host, content) => new KultPracticePanel(host, content),
  practice: (cards, choice, o) => {
    const first = o.options['first'];
    const bot = botSide(cards, o.options['botMajor'] ?? '', o.options['botDeck'] ?? '');
    return kultPractice({
      cards,
      choice,
      seed: o.seed,
      ruleset: o.ruleset as Profile,
      struggle: isStruggle(o.settings['struggle']) ? o.settings['struggle'] : 'continent',
      ...(bot ? { bot } : {}),
      ...(first === 'you' || first === 'bot' ? { first } : {}),
    });
  },
  renderTable: (port) => html`<kult-table part="table" .port=${port as KultPort}></kult-table>`,
};

/**
 * The bot's Major and deck from the practice options: a Major alone takes the starter deck of its
 * colour, a deck alone its own first Major; neither, none (practice picks the other colour's).
 */
function botSide(cards: CardSet, major: string, deckKey: string): DeckChoice | null {
  const starters = starterDecksFor(cards);
  const deck = starters.find((s) => s.key === deckKey);
  const def = cards.cards.get(major);
  const chosenMajor = def?.kind === 'major' ? def : null;
  if (!deck && !chosenMajor) return null;
  const list = deck ?? starters.find((s) => s.majors.includes(major)) ?? starters.find((s) => s.affiliation === chosenMajor?.affiliation) ?? starters[0];
  if (!list) return null;
  return { major: chosenMajor?.id ?? list.majors[0]!, list: list.cards };
}
