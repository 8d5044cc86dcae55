/**
 * `kult-table-start`: the room's first player starts a match of three or more once every seat is
 * filled (the lobby offers it then); the app shell tells its table (src/app/mesh-match.ts).
 */
export class KultTableStartEvent extends Event {
  static readonly type = 'kult-table-start';
  constructor() {
    super(KultTableStartEvent.type, { bubbles: true, composed: true });
  }
}

declare global {
  interface HTMLElementEventMap {
    'kult-table-start': KultTableStartEvent;
  }
}
