/**
 * `kult-match-create`: the player asked the lobby (`<kult-lobby>`) to create a friend match
 * with these settings, bringing this Major Arcanum and deck. The app shell
 * makes the room and the FriendMatch.
 */
import type { DeckChoice, HostSettings } from './deck-choice.js';

export interface KultMatchCreateDetail {
  readonly choice: DeckChoice;
  readonly settings: HostSettings;
}

export class KultMatchCreateEvent extends CustomEvent<KultMatchCreateDetail> {
  static readonly type = 'kult-match-create';
  constructor(detail: KultMatchCreateDetail) {
    super(KultMatchCreateEvent.type, { detail, bubbles: true, composed: true });
  }
}

declare global {
  interface HTMLElementEventMap {
    'kult-match-create': KultMatchCreateEvent;
  }
}
