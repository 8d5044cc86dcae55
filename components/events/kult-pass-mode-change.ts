/**
 * `kult-pass-mode-change`: the local player changed when the table passes for them, in the timing
 * bar (`<kult-timing-bar>`) or by a shortcut: the pass mode and the steps it stops at
 * (src/app/auto-pass.ts). Local: a friend match sends nothing of it.
 */
import type { PassMode } from '../../src/app/match-port.js';

export interface KultPassModeChangeDetail {
  readonly mode: PassMode;
  /** The steps whose windows stop the table in `steps` mode. */
  readonly stops: readonly string[];
}

export class KultPassModeChangeEvent extends CustomEvent<KultPassModeChangeDetail> {
  static readonly type = 'kult-pass-mode-change';
  constructor(detail: KultPassModeChangeDetail) {
    super(KultPassModeChangeEvent.type, { detail, bubbles: true, composed: true });
  }
}

declare global {
  interface HTMLElementEventMap {
    'kult-pass-mode-change': KultPassModeChangeEvent;
  }
}
