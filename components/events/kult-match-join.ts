/**
 * `kult-match-join`: the player asked the lobby to join a friend's match (a pasted link or a
 * room code). The app shell joins the room.
 */
import type { HostSettings } from './deck-choice.js';

export interface KultMatchJoinDetail {
  /** The room id, taken from a pasted link's `?room=` or typed as a code. */
  readonly room: string;
  /** The host's settings, when a pasted link carried them (`?struggle=`, `?clock=`). */
  readonly settings?: HostSettings | null;
}

export class KultMatchJoinEvent extends CustomEvent<KultMatchJoinDetail> {
  static readonly type = 'kult-match-join';
  constructor(detail: KultMatchJoinDetail) {
    super(KultMatchJoinEvent.type, { detail, bubbles: true, composed: true });
  }
}

declare global {
  interface HTMLElementEventMap {
    'kult-match-join': KultMatchJoinEvent;
  }
}
