/**
 * `kult-practice`: the player asked for solo practice against the bot with this Major
 * Arcanum and deck; the app shell starts a LocalMatch.
 */
import type { DeckChoice, HostSettings } from './deck-choice.js';

export interface KultPracticeDetail {
  readonly choice: DeckChoice;
  /** The game's settings to practise with (KULT: the struggle); absent: the game's defaults. */
  readonly settings?: HostSettings;
  /** The game's practice options by name (KULT: the bot's level, Major and deck, who starts); absent: its defaults. */
  readonly options?: Readonly<Record<string, string>>;
}

export class KultPracticeEvent extends CustomEvent<KultPracticeDetail> {
  static readonly type = 'kult-practice';
  constructor(detail: KultPracticeDetail) {
    super(KultPracticeEvent.type, { detail, bubbles: true, composed: true });
  }
}

declare global {
  interface HTMLElementEventMap {
    'kult-practice': KultPracticeEvent;
  }
}
