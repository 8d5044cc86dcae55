/**
 * `kult-pass`: the local player pressed Pass in the timing bar
 * (`<kult-timing-bar>`). The detail is the pass action taken from the legal
 * actions, so the table can hand it straight to `MatchPort.attempt()`.
 */
import type { GameAction } from '../../src/engine/game.js';

export interface KultPassDetail {
  /** One of the legal acts the table gave the bar (its `type` is `pass`). */
  readonly action: GameAction;
}

export class KultPassEvent extends CustomEvent<KultPassDetail> {
  static readonly type = 'kult-pass';
  constructor(detail: KultPassDetail) {
    super(KultPassEvent.type, { detail, bubbles: true, composed: true });
  }
}

declare global {
  interface HTMLElementEventMap {
    'kult-pass': KultPassEvent;
  }
}
