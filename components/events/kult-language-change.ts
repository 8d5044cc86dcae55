/**
 * `kult-language-change`: the player chose the language the app speaks (the lobby's Language
 * list). The app shell switches the page (or its own element) to it and keeps the choice.
 */
import type { Locale } from '../../src/i18n/catalog.js';

export interface KultLanguageChangeDetail {
  readonly locale: Locale;
}

export class KultLanguageChangeEvent extends CustomEvent<KultLanguageChangeDetail> {
  static readonly type = 'kult-language-change';
  constructor(detail: KultLanguageChangeDetail) {
    super(KultLanguageChangeEvent.type, { detail, bubbles: true, composed: true });
  }
}

declare global {
  interface HTMLElementEventMap {
    'kult-language-change': KultLanguageChangeEvent;
  }
}
