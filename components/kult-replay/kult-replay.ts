/** Registers `<kult-replay>` (and the table's elements it draws with); import this file to use the element. */
import { KultReplay } from './kult-replay.component.js';

export * from './kult-replay.component.js';

if (!customElements.get('kult-replay')) customElements.define('kult-replay', KultReplay);

declare global {
  interface HTMLElementTagNameMap {
    'kult-replay': KultReplay;
  }
}
