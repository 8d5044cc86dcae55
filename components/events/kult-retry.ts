/**
 * `kult-retry`: the player pressed Try again after a connection or set-up error; the app
 * shell starts the same match anew (a host whose room was taken gets a new one).
 */

export interface KultRetryDetail {
  /** The error the player retries after (a FriendMatch / session / transport error code). */
  readonly code: string;
}

export class KultRetryEvent extends CustomEvent<KultRetryDetail> {
  static readonly type = 'kult-retry';
  constructor(detail: KultRetryDetail) {
    super(KultRetryEvent.type, { detail, bubbles: true, composed: true });
  }
}

declare global {
  interface HTMLElementEventMap {
    'kult-retry': KultRetryEvent;
  }
}
