/**
 * `kult-settings-accept`: a guest accepted the settings the host's table announced, which
 * differ from those its link showed (NET-SETTINGS-01). Until then its table commits nothing.
 */

export interface KultSettingsAcceptDetail {
  /** The settings accepted, as the lobby showed them. */
  readonly struggle: string;
  readonly clockSeconds: number;
}

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
