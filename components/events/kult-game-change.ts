/** `kult-game-change`: the player chose another game in the lobby (its `ShellGame.id`); the app shell switches to it. */
export interface KultGameChangeDetail {
  readonly game: string;
}

export class KultGameChangeEvent extends CustomEvent<KultGameChangeDetail> {
  static readonly type = 'kult-game-change';
  constructor(detail: KultGameChangeDetail) {
    super(KultGameChangeEvent.type, { detail, bubbles: true, composed: true });
  }
}

declare global {
  interface HTMLElementEventMap {
    'kult-game-change': KultGameChangeEvent;
  }
}
