/** Registers `<kult-watch-panel>`; import this file to use the element. */
import { KultWatchPanel } from './kult-watch-panel.component.js';

export * from './kult-watch-panel.component.js';

if (!customElements.get('kult-watch-panel')) customElements.define('kult-watch-panel', KultWatchPanel);

declare global {
  interface HTMLElementTagNameMap {
    'kult-watch-panel': KultWatchPanel;
  }
}
