/**
 * `kult-auto-pass-change`: the local player switched Auto-pass on or off in
 * the timing bar (`<kult-timing-bar>`). With it on, the table passes for the
 * player whenever a pass is the only legal act.
 */
export interface KultAutoPassChangeDetail {
  readonly value: boolean;
}

export class KultAutoPassChangeEvent extends CustomEvent<KultAutoPassChangeDetail> {
  static readonly type = 'kult-auto-pass-change';
  constructor(detail: KultAutoPassChangeDetail) {
    super(KultAutoPassChangeEvent.type, { detail, bubbles: true, composed: true });
  }
}

declare global {
  interface HTMLElementEventMap {
    'kult-auto-pass-change': KultAutoPassChangeEvent;
  }
}
