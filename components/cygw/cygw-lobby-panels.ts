/**
 * Cult's panels in the lobby: the Cult the player asks for, or a random one (C-SETUP-06), and
 * practice's table size (one to four bots, C-COMP-15: two to five seats). Drawn into the lobby's
 * shadow root; they read the card set only for the Cults' names.
 */
import { html, type ReactiveControllerHost, type TemplateResult } from 'lit';
import { msg } from '../../src/i18n/catalog.js';
import { CULT_IDS, type CygwCards } from '../../src/cygw/cards/types.js';
import type { DeckChoice } from '../events/deck-choice.js';
import type { ChoicePanel, PracticePanel } from '../shell-game.js';

/** The bots practice offers: one to four, so two to five seats. */
export const PRACTICE_BOTS = ['1', '2', '3', '4'] as const;

/** A Cult's name from the page's card set, else from its id (the built-in set names each Cult so: "Anubis"), or "Random". */
export function cultChoiceWords(cards: CygwCards | null, choice: string): string {
  if (choice === 'random') return msg('cygw.lobby.cult.random');
  return cards?.cults.get(choice as (typeof CULT_IDS)[number])?.name ?? choice.charAt(0).toUpperCase() + choice.slice(1);
}

export class CultChoicePanel implements ChoicePanel {
  private cult = 'random';

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly content: () => CygwCards | null,
  ) {}

  /** No player brings cards to Cult (C-SETUP-08): the choice is the Cult alone. */
  get choice(): DeckChoice {
    return { major: this.cult, list: [] };
  }

  render(): TemplateResult {
    const cards = this.content();
    const options = ['random', ...CULT_IDS];
    return html`<fieldset class="cygw-cult">
      <legend>${msg('cygw.lobby.cult.legend')}</legend>
      <label class="field">
        <span>${msg('cygw.lobby.cult.label')}</span>
        <select name="cygw-cult" @change=${(e: Event) => this.set((e.target as HTMLSelectElement).value, options)}>
          ${options.map((c) => html`<option value=${c} ?selected=${this.cult === c}>${cultChoiceWords(cards, c)}</option>`)}
        </select>
      </label>
      <p class="help">${msg('cygw.lobby.cult.help')}</p>
    </fieldset>`;
  }

  renderChosen(): TemplateResult {
    return html`<p>${msg('cygw.lobby.cult.chosen', { cult: cultChoiceWords(this.content(), this.cult) })}</p>`;
  }

  private set(value: string, offered: readonly string[]): void {
    if (!offered.includes(value)) return;
    this.cult = value;
    this.host.requestUpdate();
  }
}

export class CultPracticePanel implements PracticePanel {
  private bots = '3';

  constructor(private readonly host: ReactiveControllerHost) {}

  get options(): Readonly<Record<string, string>> {
    return { bots: this.bots };
  }

  render(): TemplateResult {
    return html`<label class="field cygw-bots">
      <span>${msg('cygw.lobby.bots')}</span>
      <select name="practice-bots" @change=${(e: Event) => this.set((e.target as HTMLSelectElement).value)}>
        ${PRACTICE_BOTS.map((n) => html`<option value=${n} ?selected=${this.bots === n}>${n}</option>`)}
      </select>
    </label>`;
  }

  private set(value: string): void {
    if (!(PRACTICE_BOTS as readonly string[]).includes(value)) return;
    this.bots = value;
    this.host.requestUpdate();
  }
}
