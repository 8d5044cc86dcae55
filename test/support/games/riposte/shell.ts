/**
 * Riposte as the app shell would play it (components/shell-game.ts): a target score as the
 * host's setting, a colour and a fixed pile as the player's choice, practice against its
 * sensible bot, and a plain table that lists the seats (its match part, already in memory, is
 * handed over by `load()`). Only for the game-blind shell tests.
 */
import { html, type ReactiveControllerHost } from 'lit';
import type { ChoicePanel, ShellGame, ShellPlay } from '../../../../components/shell-game.js';
import { COLOURS } from './cards.js';
import { riposteGame } from './game.js';
import { riposteUI } from './ui.js';

const PILE = ['sun-3', 'moon-1', 'star-2', 'sun-1', 'moon-2', 'star-3'];

class ColourPanel implements ChoicePanel {
  private colour: string = COLOURS[0];
  constructor(private readonly host: ReactiveControllerHost) {}
  get choice() {
    return { major: this.colour, list: PILE };
  }
  render() {
    return html`<fieldset class="riposte-colour">
      <legend>Your colour</legend>
      ${COLOURS.map(
        (c) => html`<label><input type="radio" name="colour" .value=${c} .checked=${c === this.colour} @change=${() => {
          this.colour = c;
          this.host.requestUpdate();
        }} />${c}</label>`,
      )}
    </fieldset>`;
  }
  renderChosen() {
    return html`<p>You play ${this.colour}.</p>`;
  }
}

const ripostePlay: ShellPlay<null> = {
  game: () => riposteGame,
  ui: () => riposteUI,
  practice: (_content, choice, o) => {
    const other = COLOURS.find((c) => c !== choice.major)!;
    const started = riposteGame.start({
      seats: [
        { id: 'you', choice: choice.major, cards: [...choice.list] },
        { id: 'bot', choice: other, cards: [...PILE] },
      ],
      seed: o.seed,
      settings: { target: Number(o.settings['target'] ?? 12) },
    });
    if (!started.ok) throw new Error('Riposte did not start');
    return { game: riposteGame, start: started.state, me: 'you', bot: 'bot', botSeed: o.seed };
  },
  renderTable: (port) => html`<section part="table" class="riposte-table" data-target=${String((port.snapshot.view as { target: number }).target)}>
    <h2>Riposte</h2>
    <p class="seats">${riposteUI.turn(port.snapshot.view).active}</p>
  </section>`,
};

export const riposteShell: ShellGame<null> = {
  id: riposteGame.id,
  defaultContent: () => null,
  defaultRuleset: 'standard',
  load: async () => ripostePlay,
  seatCounts: [2],
  settingFields: [{ key: 'target', label: () => 'Target score', values: ['12', '20'], valueWords: (v) => `first to ${v}` }],
  rulesetOf: (_fields, ruleset) => ruleset,
  sessionSettings: (s) => ({ target: Number(s['target'] ?? 12) }),
  fieldsOf: (game) => ({ target: String((game as { target?: number } | null)?.target ?? 12) }),
  choicePanel: (host) => new ColourPanel(host),
};
