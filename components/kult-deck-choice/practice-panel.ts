import { html, type ReactiveControllerHost, type TemplateResult } from 'lit';
import type { CardDef } from '../../src/kult/types.js';
import type { CardSet } from '../../src/kult/cards/card-set.js';
import type { CardId } from '../../src/kult/types.js';
import { msg } from '../../src/i18n/catalog.js';
import type { PracticePanel } from '../shell-game.js';
import { starterDecksFor, starterName, type StarterOption } from './deck-source.js';

/** The bot's side and the start as the practice options name them ('' : chosen for the player). */
export interface KultPracticeChoice {
  readonly level: string;
  /** The bot's Major Arcanum ('': the other colour's). */
  readonly botMajor: CardId;
  /** The key of the bot's starter deck ('': the one its Major's colour plays). */
  readonly botDeck: string;
  /** Who starts: by the rules (lowest Hierarchy, K-FIRST-02), or a house choice. */
  readonly first: 'rules' | 'you' | 'bot';
  /** Seats at the table, the player's included: '2' to '6', a bot in each other seat (K-GEN-03). */
  readonly players: string;
}

const FIRST = ['rules', 'you', 'bot'] as const;
/** The table sizes practice offers (src/kult/practice.ts `PRACTICE_PLAYERS`; named here so the lobby loads no rules). */
const PLAYERS = ['2', '3', '4', '5', '6'] as const;

/**
 * KULT's practice options in the lobby: the bot's level, its Major Arcanum and starter deck, who
 * starts (the rules, or a house choice the setup's judgement labels), and how many sit at the
 * table (two to six: the other seats are bots, the first one the bot chosen here). Draws into the
 * lobby's shadow root, like the deck choice.
 */
export class KultPracticePanel implements PracticePanel {
  private choice: KultPracticeChoice = { level: 'sensible', botMajor: '', botDeck: '', first: 'rules', players: '2' };

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly content: () => CardSet,
    /** The bot's levels, weakest first (the game's `bots`, named here so the lobby loads no rules). */
    private readonly levels: readonly string[],
  ) {}

  get options(): Readonly<Record<string, string>> {
    return { ...this.choice };
  }

  render(): TemplateResult {
    const cards = this.content();
    const majors = [...cards.cards.values()].filter((c): c is CardDef => c.kind === 'major');
    const starters = starterDecksFor(cards);
    const levels = this.levels;
    const c = this.choice;
    const select = (name: keyof KultPracticeChoice, label: string, options: readonly (readonly [string, string])[]) => html`<label class="field">
      <span>${label}</span>
      <select name=${`practice-${name}`} @change=${(e: Event) => this.set(name, (e.target as HTMLSelectElement).value, options.map(([v]) => v))}>
        ${options.map(([value, words]) => html`<option value=${value} ?selected=${c[name] === value}>${words}</option>`)}
      </select>
    </label>`;
    return html`<details class="practice-options">
      <summary>${msg('kult.practice.options')}</summary>
      <div class="row">
        ${select('level', msg('kult.practice.level'), levels.map((l) => [l, msg(`kult.practice.level.${l}`)] as const))}
        ${select('botMajor', msg('kult.practice.botMajor'), [['', msg('kult.practice.auto.major')], ...majors.map((m) => [m.id, m.name] as const)])}
        ${select('botDeck', msg('kult.practice.botDeck'), [['', msg('kult.practice.auto.deck')], ...starters.map((s: StarterOption) => [s.key, msg('lobby.deck.starter', { name: starterName(s) })] as const)])}
        ${select('first', msg('kult.practice.first'), FIRST.map((f) => [f, msg(`kult.practice.first.${f}`)] as const))}
        ${select('players', msg('kult.practice.players'), PLAYERS.map((n) => [n, n === '2' ? msg('kult.practice.players.two') : msg('kult.practice.players.many', { count: n, bots: Number(n) - 1 })] as const))}
      </div>
    </details>`;
  }

  /** Only the values offered are taken. */
  private set(name: keyof KultPracticeChoice, value: string, offered: readonly string[]): void {
    if (!offered.includes(value)) return;
    this.choice = { ...this.choice, [name]: value };
    this.host.requestUpdate();
  }
}
