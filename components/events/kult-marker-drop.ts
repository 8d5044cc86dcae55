/**
 * `kult-marker-drop`: a population marker dragged off a spot was dropped on
 * another spot of the same cross (`<kult-cross>`) or on the pool
 * (`<kult-piles>`). The table turns it into a Sway or Repel attempt; the
 * judge decides whether it is legal.
 */
import type { MarkerSpot, PlayerId } from '../../src/kult/index.js';

export interface KultMarkerDropDetail {
  /** Whose cross the marker was dragged from. */
  readonly player: PlayerId;
  readonly from: MarkerSpot;
  readonly to: MarkerSpot | 'pool';
}

export class KultMarkerDropEvent extends CustomEvent<KultMarkerDropDetail> {
  static readonly type = 'kult-marker-drop';
  constructor(detail: KultMarkerDropDetail) {
    super(KultMarkerDropEvent.type, { detail, bubbles: true, composed: true });
  }
}

declare global {
  interface HTMLElementEventMap {
    'kult-marker-drop': KultMarkerDropEvent;
  }
}
