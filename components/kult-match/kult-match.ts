/** Registers `<kult-match>` and the app shell it renders; import this file to use the element. */
import '../kult-app/kult-app.js';
import { KultMatch } from './kult-match.component.js';

export * from './kult-match.component.js';

if (!customElements.get('kult-match')) customElements.define('kult-match', KultMatch);

declare global {
  interface HTMLElementTagNameMap {
    'kult-match': KultMatch;
  }
}
