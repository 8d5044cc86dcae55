/**
 * `kult-leave`: the player left the current match (from the lobby's progress, an error,
 * or the result screen); the app shell disposes of it and shows the lobby.
 */

export interface KultLeaveDetail {
  /** Where the player leaves from. */
  readonly from: 'lobby' | 'table' | 'result';
}

export class KultLeaveEvent extends CustomEvent<KultLeaveDetail> {
  static readonly type = 'kult-leave';
  constructor(detail: KultLeaveDetail) {
    super(KultLeaveEvent.type, { detail, bubbles: true, composed: true });
  }
}

declare global {
  interface HTMLElementEventMap {
    'kult-leave': KultLeaveEvent;
  }
}
