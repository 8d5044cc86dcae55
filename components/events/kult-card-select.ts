/**
 * `kult-card-select`: a card in a hand (`<kult-hand>`) was clicked, or Enter
 * or Space was pressed on it.
 */
import type { InstanceId } from '../../src/kult/index.js';

export interface KultCardSelectDetail {
  readonly iid: InstanceId;
}

export class KultCardSelectEvent extends CustomEvent<KultCardSelectDetail> {
  static readonly type = 'kult-card-select';
  constructor(detail: KultCardSelectDetail) {
    super(KultCardSelectEvent.type, { detail, bubbles: true, composed: true });
  }
}

declare global {
  interface HTMLElementEventMap {
    'kult-card-select': KultCardSelectEvent;
  }
}
