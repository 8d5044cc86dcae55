/**
 * `kult-settings-accept`: a guest accepted the settings the host's table announced, which
 * differ from those its link showed (NET-SETTINGS-01). Until then its table commits nothing.
 */
import type { HostSettings } from './deck-choice.js';

/** The settings accepted, as the lobby showed them. */
export type KultSettingsAcceptDetail = HostSettings;

export class KultSettingsAcceptEvent extends CustomEvent<KultSettingsAcceptDetail> {
  static readonly type = 'kult-settings-accept';
  constructor(detail: KultSettingsAcceptDetail) {
    super(KultSettingsAcceptEvent.type, { detail, bubbles: true, composed: true });
  }
}

declare global {
  interface HTMLElementEventMap {
    'kult-settings-accept': KultSettingsAcceptEvent;
  }
}
