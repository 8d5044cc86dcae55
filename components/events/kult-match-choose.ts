/**
 * `kult-match-choose`: the player confirmed their Major Arcanum and deck in the lobby during a
 * friend match's set-up; the app shell hands it to `FriendMatch.choose()`.
 */
import type { DeckChoice } from './deck-choice.js';

export interface KultMatchChooseDetail {
  readonly choice: DeckChoice;
}

export class KultMatchChooseEvent extends CustomEvent<KultMatchChooseDetail> {
  static readonly type = 'kult-match-choose';
  constructor(detail: KultMatchChooseDetail) {
    super(KultMatchChooseEvent.type, { detail, bubbles: true, composed: true });
  }
}

declare global {
  interface HTMLElementEventMap {
    'kult-match-choose': KultMatchChooseEvent;
  }
}
