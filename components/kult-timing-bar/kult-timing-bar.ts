/** Registers `<kult-timing-bar>`; import this file (not the component file) to use the element. */
import { KultTimingBar } from './kult-timing-bar.component.js';

export * from './kult-timing-bar.component.js';
export { chainStatus, type ChainStatus } from '../../src/engine/response-window.js';
export * from './responders.js';

if (!customElements.get('kult-timing-bar')) customElements.define('kult-timing-bar', KultTimingBar);

declare global {
  interface HTMLElementTagNameMap {
    'kult-timing-bar': KultTimingBar;
  }
}
