/**
 * `kult-spot-activate`: a spot of a Mystic Cross (its Hub or one of its eight
 * Stations) was clicked, or Enter/Space was pressed on it. The table decides
 * what that means now (a Sway's source, a Proclaim's destination, a target).
 */
import type { InstanceId, MarkerSpot, PlayerId } from '../../src/kult/index.js';

export interface KultSpotActivateDetail {
  /** Whose cross the spot belongs to. */
  readonly player: PlayerId;
  readonly spot: MarkerSpot;
  /** The base card on the spot (the Major Arcanum's Hub card stays hidden: null for the Hub), or null when empty. */
  readonly iid: InstanceId | null;
}

export class KultSpotActivateEvent extends CustomEvent<KultSpotActivateDetail> {
  static readonly type = 'kult-spot-activate';
  constructor(detail: KultSpotActivateDetail) {
    super(KultSpotActivateEvent.type, { detail, bubbles: true, composed: true });
  }
}

declare global {
  interface HTMLElementEventMap {
    'kult-spot-activate': KultSpotActivateEvent;
  }
}
