/** Registers `<kult-watch>` (and the table's elements it draws with); import this file to use the element. */
import { KultWatch } from './kult-watch.component.js';

export * from './kult-watch.component.js';

if (!customElements.get('kult-watch')) customElements.define('kult-watch', KultWatch);

declare global {
  interface HTMLElementTagNameMap {
    'kult-watch': KultWatch;
  }
}
