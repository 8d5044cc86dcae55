/**
 * `kult-replay-open`: the player asked the lobby to open a replay file; the app shell loads the
 * game's replay viewer (`<kult-replay>`) and shows it instead of the lobby.
 */
export class KultReplayOpenEvent extends Event {
  static readonly type = 'kult-replay-open';
  constructor() {
    super(KultReplayOpenEvent.type, { bubbles: true, composed: true });
  }
}

declare global {
  interface HTMLElementEventMap {
    'kult-replay-open': KultReplayOpenEvent;
  }
}
