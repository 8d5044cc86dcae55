/**
 * `kult-hold-change`: the local player switched Hold ("stop at every
 * window") on or off in the timing bar (`<kult-timing-bar>`). With it on,
 * the table never passes for the player, even when nothing else is legal.
 */
export interface KultHoldChangeDetail {
  readonly value: boolean;
}

export class KultHoldChangeEvent extends CustomEvent<KultHoldChangeDetail> {
  static readonly type = 'kult-hold-change';
  constructor(detail: KultHoldChangeDetail) {
    super(KultHoldChangeEvent.type, { detail, bubbles: true, composed: true });
  }
}

declare global {
  interface HTMLElementEventMap {
    'kult-hold-change': KultHoldChangeEvent;
  }
}
