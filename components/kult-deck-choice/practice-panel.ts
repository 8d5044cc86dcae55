import { html, type ReactiveControllerHost, type TemplateResult } from 'lit';
import { kultGame, type CardDef, type CardId, type CardSet } from '../../src/kult/index.js';
import { msg } from '../../src/i18n/catalog.js';
import type { PracticePanel } from '../shell-game.js';
import { starterDecksFor, type StarterOption } from './deck-source.js';

/** The bot's side and the start as the practice options name them ('' : chosen for the player). */
export interface KultPracticeChoice {
  readonly level: string;
  /** The bot's Major Arcanum ('': the other colour's). */
  readonly botMajor: CardId;
  /** The key of the bot's starter deck ('': the one its Major's colour plays). */
  readonly botDeck: string;
  /** Who starts: by the rules (lowest Hierarchy, K-FIRST-02), or a house choice. */
  readonly first: 'rules' | 'you' | 'bot';
}

const FIRST = ['rules', 'you', 'bot'] as const;

/**
 * KULT's practice options in the lobby: the bot's level, its Major Arcanum and starter deck, and
 * who starts (the rules, or a house choice the setup's judgement labels). Draws into the lobby's
 * shadow root, like the deck choice.
 */
export class KultPracticePanel implements PracticePanel {
  private choice: KultPracticeChoice = { level: 'sensible', botMajor: '', botDeck: '', first: 'rules' };

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly content: () => CardSet,
  ) {}

  get options(): Readonly<Record<string, string>> {
    return { ...this.choice };
  }

  render(): TemplateResult {
    const cards = this.content();
    const majors = [...cards.cards.values()].filter((c): c is CardDef => c.kind === 'major');
    const starters = starterDecksFor(cards);
    const levels = Object.keys(kultGame(cards).bots);
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
        ${select('botDeck', msg('kult.practice.botDeck'), [['', msg('kult.practice.auto.deck')], ...starters.map((s: StarterOption) => [s.key, msg('lobby.deck.starter', { name: s.name })] as const)])}
        ${select('first', msg('kult.practice.first'), FIRST.map((f) => [f, msg(`kult.practice.first.${f}`)] as const))}
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
