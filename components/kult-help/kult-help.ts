/** Registers `<kult-help>`; import this file to use the element. */
import { KultHelp } from './kult-help.component.js';

export * from './kult-help.component.js';

if (!customElements.get('kult-help')) customElements.define('kult-help', KultHelp);

declare global {
  interface HTMLElementTagNameMap {
    'kult-help': KultHelp;
  }
}
