/**
 * What the app shell (`<kult-app>`'s lobby, table slot and result screen) needs from a game,
 * besides its rules (`Game`) and its words (`GameUI`): the content it loads, the settings a host
 * chooses for both tables, the panel where a player makes their secret choice, and — loaded
 * when a match starts (`load()`, `ShellPlay`) — the rules, the words, the practice match and the
 * element its table is drawn with. The shell imports no game's code; a game's components provide
 * one (KULT's: components/kult-shell.ts, whose `load()` imports components/kult-play.ts).
 *
 * @example
 * html`<kult-app .shell=${kultShell}></kult-app>`
 */
import type { ReactiveControllerHost, TemplateResult } from 'lit';
import type { AnyGame, OnePageMatch } from '../src/engine/game.js';
import type { AnyGameUI } from '../src/app/game-ui.js';
import type { MatchPort } from '../src/app/match-port.js';
import type { DeckChoice, HostSettings } from './events/deck-choice.js';
import type { Locale } from '../src/i18n/catalog.js';

/** A setting the host chooses for both tables from a list (KULT: the struggle); also a link parameter. */
export interface SettingField {
  /** Its key in the settings and its parameter in a match link (`struggle`). */
  readonly key: string;
  /** Its name in words. */
  label(): string;
  /** The values offered, the default first: a link or a friend naming another is refused (NET-SETTINGS-01). */
  readonly values: readonly string[];
  /** A value in words. */
  valueWords(value: string): string;
  /** The lobby's first choice for a player reading `locale` whose page names `ruleset` (absent: the first value). */
  initial?(locale: Locale, ruleset: string): string;
}

/** Where a player makes their secret choice (KULT: a Major Arcanum and a deck), drawn inside the lobby. */
export interface ChoicePanel {
  /** The choice when the game accepts it, else null. */
  readonly choice: DeckChoice | null;
  /** The panel to choose with. */
  render(): TemplateResult;
  /** The choice, once sent, in short. */
  renderChosen(): TemplateResult;
}

/** A game's options for practice besides the settings (KULT: the bot's Major and deck, who starts), drawn inside the lobby. */
export interface PracticePanel {
  /** The options chosen, by name; `level` is the bot's level (one of the game's `bots`). */
  readonly options: Readonly<Record<string, string>>;
  render(): TemplateResult;
}

/** A practice match's options besides the player's choice (each game reads the fields it has). */
export interface PracticeOptions {
  readonly settings: HostSettings;
  /** The practice panel's options (none: the game's defaults). */
  readonly options: Readonly<Record<string, string>>;
  readonly ruleset: string;
  /** A seed from the page's entropy: the practice deal. */
  readonly seed: number;
}

/**
 * The lobby's part of a game: what the first page load needs to draw the lobby. What only a
 * match needs comes from `load()`, so the page's first download leaves it out.
 */
export interface ShellGame<Content = any> { // eslint-disable-line @typescript-eslint/no-explicit-any
  /** The game's id, as `Game.id`; also where the catalog keeps its words for the lobby's game-specific messages (`kult.lobby.intro`). */
  readonly id: string;
  /** The content the app plays with when the page gives none (KULT: the core card set). */
  defaultContent(): Content;
  /** The rules profile when the page names none (KULT: `FAQ`). */
  readonly defaultRuleset: string;
  /**
   * The match's part of the game (rules, words, practice, table), loaded on demand: a dynamic
   * import, fetched when a match starts. Rejects when its code cannot be fetched; a later call
   * tries again.
   */
  load(): Promise<ShellPlay<Content>>;
  /**
   * Whether friends can play it over the network (absent: they can). False: the lobby offers
   * practice alone and says friend matches come later (Cult, until its shared decks are wired).
   */
  readonly friendMatches?: boolean;
  /** The settings a host chooses. */
  readonly settingFields: readonly SettingField[];
  /** How many players a friend match may seat (the game's `seats`; KULT 2–6). The lobby offers these. */
  readonly seatCounts: readonly number[];
  /** The ruleset a deck is judged by and a match played by: the host's fields' (KULT's `rules`), else the page's. */
  rulesetOf(fields: Readonly<Record<string, unknown>>, ruleset: string): string;
  /** The game's settings for a session, from the host's fields and the page's ruleset. */
  sessionSettings(settings: HostSettings, ruleset: string): Readonly<Record<string, unknown>>;
  /** The host's fields back from a session's game settings (a saved match, the host's hello). */
  fieldsOf(gameSettings: unknown): Readonly<Record<string, string>>;
  /** The choice panel for a lobby, reading the content and ruleset when it draws. */
  choicePanel(host: ReactiveControllerHost & HTMLElement, content: () => Content, ruleset: () => string): ChoicePanel;
  /** The practice options panel for a lobby (none: practice has no options). */
  practicePanel?(host: ReactiveControllerHost & HTMLElement, content: () => Content): PracticePanel;
  /**
   * The game's replay viewer for this content (KULT: `<kult-replay>`), its code loaded on demand
   * like `load()`'s; none: the game has no viewer and the lobby offers none.
   */
  replayViewer?(content: Content): Promise<HTMLElement>;
  /**
   * The game's spectator view of a friend match (NET-SPECTATE-01…03), loaded on demand like
   * `load()`: it draws the `snapshot` it is given (src/app/spectator.ts); none: the game offers no watching.
   */
  watchViewer?(content: Content): Promise<HTMLElement & { snapshot: unknown }>;
  /**
   * The game's lessons (KULT: the Learn path), loaded on demand when the lobby's Learn entry is
   * opened, like `load()`; none: the lobby offers no Learn entry.
   */
  learn?(): Promise<ShellLearn<Content>>;
}

/** A game's lessons (`ShellGame.learn()`), drawn in the lobby's place. */
export interface ShellLearn<Content = any> { // eslint-disable-line @typescript-eslint/no-explicit-any
  /** The lessons for this content (their elements registered by the time `learn()` resolves). */
  render(content: Content): TemplateResult;
}

/** The match's part of a game (`ShellGame.load()`): its rules, words, practice match and table. */
export interface ShellPlay<Content = any> { // eslint-disable-line @typescript-eslint/no-explicit-any
  /** The rules for this content. */
  game(content: Content): AnyGame;
  /** The words for this content (one object per content, so a log keeps its memory). */
  ui(content: Content): AnyGameUI;
  /** A practice match against the game's bot. */
  practice(content: Content, choice: DeckChoice, options: PracticeOptions): OnePageMatch<any, any, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
  /** The table drawn for a running match (its element registered by the time `load()` resolves). */
  renderTable(port: MatchPort<any, any, any>): TemplateResult; // eslint-disable-line @typescript-eslint/no-explicit-any
}
