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
import type { CardId, Profile } from '../src/kult/types.js';
import { starterDecksFor } from './kult-deck-choice/deck-source.js';
import './kult-table/kult-table.js';
import { kultUI } from './kult-ui.js';
import type { KultPort } from './kult-port.js';
import { struggleOf } from './kult-shell.js';
import type { ShellPlay } from './shell-game.js';
import { optionsFor } from '../src/kult/rules/options.js';
import { starterList } from '../src/kult/cards/starter-decks.js';

export const kultPlay: ShellPlay<CardSet> = {
  game: kultGame,
  ui: kultUI,
  practice: (cards, choice, o) => {
    const first = o.options['first'];
    const players = Number(o.options['players'] ?? 2);
    const bot = botSide(cards, o.options['botMajor'] ?? '', o.options['botDeck'] ?? '', optionsFor({ profile: o.ruleset as Profile }).minDeckSize);
    return kultPractice({
      cards,
      choice,
      seed: o.seed,
      ruleset: o.ruleset as Profile,
      struggle: struggleOf(o.settings['struggle']),
      ...(bot ? { bot } : {}),
      ...(players > 2 && players <= 6 ? { players } : {}),
      ...(first === 'you' || first === 'bot' ? { first } : {}),
    });
  },
  renderTable: (port) => html`<kult-table part="table" .port=${port as KultPort}></kult-table>`,
};

/**
 * The bot's Major and deck from the practice options: a Major alone takes the starter deck of its
 * colour, a deck alone its own first Major; neither, none (practice picks the other colour's).
 */
function botSide(cards: CardSet, major: string, deckKey: string, minDeckSize: number): { readonly major: CardId; readonly list: readonly CardId[] } | null {
  const starters = starterDecksFor(cards);
  const deck = starters.find((s) => s.key === deckKey);
  const def = cards.cards.get(major);
  const chosenMajor = def?.kind === 'major' ? def : null;
  if (!deck && !chosenMajor) return null;
  const list = deck ?? starters.find((s) => s.majors.includes(major)) ?? starters.find((s) => s.affiliation === chosenMajor?.affiliation) ?? starters[0];
  if (!list) return null;
  return { major: chosenMajor?.id ?? list.majors[0]!, list: starterList(list, minDeckSize) };
}
