/** Registers `<kult-cross>`; import this file (not the component file) to use the element. */
import { customElement } from 'lit/decorators.js';
import { KultCross } from './kult-cross.component.js';

export * from './kult-cross.component.js';

customElement('kult-cross')(KultCross);

declare global {
  interface HTMLElementTagNameMap {
    'kult-cross': KultCross;
  }
}
