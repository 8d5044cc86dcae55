/** Registers `<kult-log>` (and the `<kult-judge>` it uses); import this file to use the element. */
import { KultLog } from './kult-log.component.js';

export * from './kult-log.component.js';

if (!customElements.get('kult-log')) customElements.define('kult-log', KultLog);

declare global {
  interface HTMLElementTagNameMap {
    'kult-log': KultLog;
  }
}
