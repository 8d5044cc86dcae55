/**
 * `kult-watch-switch`: the host turned spectating on or off (NET-SPECTATE-01); off lets go of
 * those watching. The app shell tells the host's FriendMatch (`setSpectating`).
 */

export interface KultWatchSwitchDetail {
  readonly on: boolean;
}

export class KultWatchSwitchEvent extends CustomEvent<KultWatchSwitchDetail> {
  static readonly type = 'kult-watch-switch';
  constructor(detail: KultWatchSwitchDetail) {
    super(KultWatchSwitchEvent.type, { detail, bubbles: true, composed: true });
  }
}

declare global {
  interface HTMLElementEventMap {
    'kult-watch-switch': KultWatchSwitchEvent;
  }
}
