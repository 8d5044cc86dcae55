/**
 * `kult-pass`: the local player pressed Pass in the timing bar
 * (`<kult-timing-bar>`). The detail is the pass action taken from the legal
 * actions, so the table can hand it straight to `MatchPort.attempt()`.
 */
import type { ActionOf } from '../../src/kult/index.js';

export interface KultPassDetail {
  readonly action: ActionOf<'pass'>;
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
