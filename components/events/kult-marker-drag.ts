/**
 * `kult-marker-drag`: the player started dragging a population marker off a
 * spot of a Mystic Cross. The table can use it to highlight where the marker
 * may go; the move itself arrives as `kult-marker-drop`.
 *
 * The drag carries the data type {@link MARKER_DRAG_TYPE} with the JSON
 * {@link MarkerDragData}, so any drop target (another spot, the pool in
 * `<kult-piles>`) can read where the marker comes from.
 */
import type { MarkerSpot, PlayerId } from '../../src/kult/index.js';

/** DataTransfer type of a dragged marker; its value is JSON `{ player, from }`. */
export const MARKER_DRAG_TYPE = 'application/x-kult-marker';

export interface MarkerDragData {
  readonly player: PlayerId;
  readonly from: MarkerSpot;
}

export type KultMarkerDragDetail = MarkerDragData;

export class KultMarkerDragEvent extends CustomEvent<KultMarkerDragDetail> {
  static readonly type = 'kult-marker-drag';
  constructor(detail: KultMarkerDragDetail) {
    super(KultMarkerDragEvent.type, { detail, bubbles: true, composed: true });
  }
}

const SPOTS: ReadonlySet<string> = new Set(['hub', 'N', 'E', 'S', 'W', 'C1', 'C2', 'C3', 'C4']);

/**
 * Reads a marker drag from a DataTransfer. Drag data can come from anywhere
 * (another window, another page), so it is `unknown` until checked: null
 * unless it is exactly `{ player: string, from: MarkerSpot }`.
 */
export function readMarkerDrag(data: DataTransfer | null): MarkerDragData | null {
  const raw = data?.getData(MARKER_DRAG_TYPE);
  if (!raw) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const { player, from } = parsed as Record<string, unknown>;
  if (typeof player !== 'string' || typeof from !== 'string' || !SPOTS.has(from)) return null;
  return { player, from: from as MarkerSpot };
}

declare global {
  interface HTMLElementEventMap {
    'kult-marker-drag': KultMarkerDragEvent;
  }
}
