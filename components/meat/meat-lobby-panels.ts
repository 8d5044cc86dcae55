/**
 * M.E.A.T.'s panels in the lobby: no secret choice at the start (Leaders are chosen at the table,
 * in the open, M-AMB-04), and practice's table size: 2, 4 or 6 players (M-PLAYERS-01), the player
 * with bots as teammates and opponents.
 */
import { html, type ReactiveControllerHost, type TemplateResult } from 'lit';
import { msg } from '../../src/i18n/catalog.js';
import type { DeckChoice } from '../events/deck-choice.js';
import type { ChoicePanel, PracticePanel } from '../shell-game.js';

/** The table sizes practice offers (M-PLAYERS-01). */
export const PRACTICE_PLAYERS = ['2', '4', '6'] as const;

export class MeatChoicePanel implements ChoicePanel {
  /** The game's only choice value ('any'): nothing is chosen in secret. */
  get choice(): DeckChoice {
    return { major: 'any', list: [] };
  }

  render(): TemplateResult {
    return html`<p class="help meat-choice">${msg('meat.lobby.choice')}</p>`;
  }

  renderChosen(): TemplateResult {
    return html`<p>${msg('meat.lobby.choice')}</p>`;
  }
}

export class MeatPracticePanel implements PracticePanel {
  private players = '4';

  constructor(private readonly host: ReactiveControllerHost) {}

  get options(): Readonly<Record<string, string>> {
    return { players: this.players };
  }

  render(): TemplateResult {
    return html`<label class="field meat-players">
      <span>${msg('meat.lobby.players')}</span>
      <select name="practice-players" @change=${(e: Event) => this.set((e.target as HTMLSelectElement).value)}>
        ${PRACTICE_PLAYERS.map((n) => html`<option value=${n} ?selected=${this.players === n}>${msg(`meat.lobby.players.${n}`)}</option>`)}
      </select>
    </label>`;
  }

  private set(value: string): void {
    if (!(PRACTICE_PLAYERS as readonly string[]).includes(value)) return;
    this.players = value;
    this.host.requestUpdate();
  }
}
