/**
 * `kult-card-drop`: a card dragged from a hand (`<kult-hand>`) was dropped on
 * a spot of a Mystic Cross. The table decides what it means (Proclaim onto a
 * Station, Influence onto the card there, a Spell's target…).
 *
 * The drag carries the data type {@link CARD_DRAG_TYPE} whose value is the
 * card's instance id.
 */
import type { InstanceId, MarkerSpot, PlayerId } from '../../src/kult/index.js';

/** DataTransfer type of a dragged hand card; its value is the InstanceId. */
export const CARD_DRAG_TYPE = 'application/x-kult-card';

export interface KultCardDropDetail {
  readonly iid: InstanceId;
  /** Whose cross the card was dropped on. */
  readonly player: PlayerId;
  readonly spot: MarkerSpot;
}

export class KultCardDropEvent extends CustomEvent<KultCardDropDetail> {
  static readonly type = 'kult-card-drop';
  constructor(detail: KultCardDropDetail) {
    super(KultCardDropEvent.type, { detail, bubbles: true, composed: true });
  }
}

/** The dragged card's instance id, or null if the drag is not a hand card (ids look like `ann#12`). */
export function readCardDrag(data: DataTransfer | null): InstanceId | null {
  const raw = data?.getData(CARD_DRAG_TYPE);
  return raw && /^[A-Za-z0-9_-]{1,32}#\d{1,6}$/.test(raw) ? raw : null;
}

declare global {
  interface HTMLElementEventMap {
    'kult-card-drop': KultCardDropEvent;
  }
}
